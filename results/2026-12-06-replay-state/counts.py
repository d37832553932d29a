#!/usr/bin/python3
"""Each traced run's misses, the server's against the replay's, counted
from the trace's first access (no warm-up: the replay starts from the
pool and the policy's state the trace begins with).

    results/2026-12-06-replay-state/counts.py RUN_DIR/runs/*/trace.pgtrace

A run's directory is NN-POLICY (scripts/bench's, the arm named after its
policy).  One markdown row per trace: accesses, the server's misses and
extensions (the trace's own), the replay's (scripts/simulate --warmup 0
--server at the trace's shared_buffers), their difference, what the
replay restored (stderr); then per policy: runs, runs replayed to the
miss, the largest difference.
"""
import os
import re
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SIMULATE = os.path.join(HERE, '..', '..', 'scripts', 'simulate')


def main():
    rows, by = [], {}
    for path in sys.argv[1:]:
        m = re.match(r'(\d+)-([a-z0-9]+)$', os.path.basename(os.path.dirname(path)))
        if not m:
            sys.exit(f'counts: cannot tell the policy of {path}')
        run, policy = m.groups()
        with open(path, 'rb') as f:
            frames = struct.unpack_from('<I', f.read(48), 24)[0]
        p = subprocess.run([SIMULATE, '--policies', policy, '--frames', str(frames),
                            '--warmup', '0', '--server', path],
                           capture_output=True, text=True)
        if p.returncode != 0:
            sys.exit(f'counts: {path}: {p.stderr.strip()}')
        got = {line.split(',')[0]: line.split(',') for line in p.stdout.splitlines()[1:]}
        n, server, sim = int(got['server'][2]), int(got['server'][3]), int(got[policy][3])
        how = re.search(r'restored from (.*)', p.stderr)
        rows.append((policy, run, n, server, sim, how.group(1) if how else 'adopted'))
        by.setdefault(policy, []).append(sim - server)
    print('| policy | run | accesses | server\'s misses | the replay\'s | difference | restored from |')
    print('|---|---:|---:|---:|---:|---:|---|')
    for policy, run, n, server, sim, how in sorted(rows):
        print(f'| {policy} | {run} | {n:,} | {server:,} | {sim:,} | {sim - server:+,} | {how} |')
    print()
    print('| policy | runs | replayed to the miss | largest difference (misses) |')
    print('|---|---:|---:|---:|')
    for policy, d in sorted(by.items()):
        print(f'| {policy} | {len(d)} | {sum(x == 0 for x in d)} | {max(abs(x) for x in d)} |')
    return 0


if __name__ == '__main__':
    sys.exit(main())
