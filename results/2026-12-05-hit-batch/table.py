#!/usr/bin/python3
"""The simulator's misses with hits in batches against hits heard at once.

table.py SIM TRACE...

Each trace POLICY's (named V-POLICY-RUN.pgtrace, as window.sh names them) is
replayed by SIM (policies/sim/evictor-sim) under the policy it was traced
under, with --hit-batch 0, 8, 32 and 64: at the traced pool (128 frames,
from the pool the trace starts with), and at 1,024 frames (cold, the first
16,384 requests a warm-up, not counted).  Prints a markdown table per size: the
miss ratio at 0 (mean over the runs), each batch's difference from it in
points (mean, and the largest in absolute value), and the share of queued
hits that were stale at their commit.
"""

import os
import re
import statistics
import subprocess
import sys

BATCHES = [0, 8, 32, 64]
SIZES = [(128, []), (1024, ['--cold', '--warmup', '16384'])]


def replay(sim, policy, trace, batch, frames, opts):
    """(miss ratio, committed, stale, unheard) of one replay."""
    p = subprocess.run([sim] + opts + ['--hit-batch', str(batch), policy, str(frames), trace],
                       capture_output=True, text=True, check=True)
    row = p.stdout.strip().splitlines()[-1].split(',')
    m = re.search(r'(\d+) hits committed, (\d+) stale, (\d+) still queued', p.stderr)
    counts = tuple(int(x) for x in m.groups()) if m else (0, 0, 0)
    return (float(row[4]),) + counts


def table(sim, traces, frames, opts):
    runs = {}
    for t in traces:
        policy = os.path.basename(t).split('-')[1]
        runs.setdefault(policy, []).append({b: replay(sim, policy, t, b, frames, opts)
                                            for b in BATCHES})
    print(f'{frames} frames' + (' (' + ' '.join(opts) + ')' if opts else ', from the traced pool') + ':')
    print()
    print('| policy | runs | miss ratio, at once (%) | ' +
          ' | '.join(f'batch {b}: mean d (pt) | batch {b}: largest \\|d\\|' for b in BATCHES[1:]) +
          ' | stale at 32 (%) |')
    print('|---|---:|---:|' + '---:|---:|' * (len(BATCHES) - 1) + '---:|')
    for policy, rs in runs.items():
        base = [r[0][0] for r in rs]
        cells = [policy, str(len(rs)), f'{100 * statistics.mean(base):.2f}']
        for b in BATCHES[1:]:
            d = [100 * (r[b][0] - r[0][0]) for r in rs]
            cells += [f'{statistics.mean(d):+.2f}', f'{max(abs(x) for x in d):.2f}']
        queued = sum(r[32][1] + r[32][2] for r in rs)
        cells.append(f'{100 * sum(r[32][2] for r in rs) / queued:.2f}' if queued else '-')
        print('| ' + ' | '.join(cells) + ' |')
    print()


def main():
    sim, traces = sys.argv[1], sys.argv[2:]
    for frames, opts in SIZES:
        table(sim, traces, frames, opts)


if __name__ == '__main__':
    main()
