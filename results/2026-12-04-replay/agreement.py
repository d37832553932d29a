#!/usr/bin/python3
"""The simulator's replay against the server that made each trace.

    results/2026-12-04-replay/agreement.py [--warmup-factor F] [--variants] TRACE.pgtrace...

A trace's name says its version and policy: V-POLICY-RUN.pgtrace (as
window.sh names them), or .../NN-POLICY/trace.pgtrace (a bench run whose
arm is named after its policy).  For each trace: the server's misses
(misses and extensions) after the first F x shared_buffers accesses
(default 16: a trace without a snapshot of the pool starts the replay
cold, and a framework policy's ghosts and queues, adopted from a snapshot
in buffer order, need some turns of the pool to take the server's shape;
at 4 x, twoq's replay missed 0.15 points more than the server on the
four-client windows, at 16 x 0.05), and scripts/simulate's replay of the same requests at the
trace's shared_buffers (pins, rings and backends replayed), in points
of miss ratio.  --variants: also the replay without pins, without
rings, and cold (the snapshot at the trace's start ignored).
--early: also the replay with --no-lookups (a backend's page held until
its miss's record, as in a trace without lookup records) and with
--release-before-miss (not held when its next access misses: the other
end of what a trace without lookups allows), and in the table by policy
how each differs and in how many runs the server lies between those two.
--searches: also the replay with --no-searches (each miss served at its
record, not where the server's search ended) and with --no-searches
--no-passes (nor the pinned pages the server's searches passed), each
in the table by policy.  --loads: also the replay with --no-loads (a
framework policy on 15 hears a load at the miss's record, not at
its loaded record just after), in the table by policy.  Then the table
by policy and version: runs,
mean and largest |difference|, and how many runs are within 0.3 points.
"""
import argparse
import os
import re
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SIMULATE = os.path.join(HERE, '..', '..', 'scripts', 'simulate')


def name_of(path):
    m = re.match(r'(\d+)-([a-z0-9]+)-(\d+)\.pgtrace$', os.path.basename(path))
    if m:
        return m.group(1), m.group(2), m.group(3)
    m = re.match(r'(\d+)-([a-z0-9]+)$', os.path.basename(os.path.dirname(path)))
    if m:
        return os.environ.get('PG_MAJOR', '15'), m.group(2), m.group(1)
    sys.exit(f'agreement: cannot tell the policy of {path}')


def nbuffers(path):
    with open(path, 'rb') as f:
        head = f.read(48)
    return struct.unpack_from('<I', head, 24)[0]


def replay(path, policy, frames, warmup, *opts):
    p = subprocess.run([SIMULATE, '--policies', policy, '--frames', str(frames),
                        '--warmup', str(warmup), '--server', *opts, path],
                       capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit(f'agreement: simulate {path}: {p.stderr.strip()}')
    rows = {}
    for line in p.stdout.splitlines()[1:]:
        f = line.split(',')
        rows[f[0]] = float(f[4])
    return rows['server'], rows[policy]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--warmup-factor', type=int, default=16)
    ap.add_argument('--variants', action='store_true')
    ap.add_argument('--early', action='store_true')
    ap.add_argument('--searches', action='store_true')
    ap.add_argument('--loads', action='store_true')
    ap.add_argument('traces', nargs='+')
    a = ap.parse_args()
    cols = ['replay'] + (['no pins', 'no rings', 'cold'] if a.variants else []) \
        + (['no lookups', 'release before miss'] if a.early else []) \
        + (['no searches', 'no searches nor passes'] if a.searches else []) \
        + (['no loads'] if a.loads else [])
    # the columns of the table by policy: the replay, then each variant's
    bycol = [cols.index(c) for c in ['replay', 'no lookups', 'release before miss', 'no searches',
                                      'no searches nor passes', 'no loads'] if c in cols]
    print('| version | policy | run | server | ' + ' | '.join(cols) + ' | '
          + ' | '.join(f'{c} - server (pt)' for c in cols) + ' |')
    print('|---|---|---:|---:|' + '---:|' * (2 * len(cols)))
    table = {}
    for path in a.traces:
        ver, policy, run = name_of(path)
        frames = nbuffers(path)
        warm = a.warmup_factor * frames
        server, sim = replay(path, policy, frames, warm)
        sims = [sim]
        if a.variants:
            sims.append(replay(path, policy, frames, warm, '--no-pins')[1])
            sims.append(replay(path, policy, frames, warm, '--no-rings')[1])
            sims.append(replay(path, policy, frames, warm, '--cold')[1])
        if a.early:
            sims.append(replay(path, policy, frames, warm, '--no-lookups')[1])
            sims.append(replay(path, policy, frames, warm, '--release-before-miss')[1])
        if a.searches:
            sims.append(replay(path, policy, frames, warm, '--no-searches')[1])
            sims.append(replay(path, policy, frames, warm, '--no-searches', '--no-passes')[1])
        if a.loads:
            sims.append(replay(path, policy, frames, warm, '--no-loads')[1])
        diffs = [100 * (s - server) for s in sims]
        table.setdefault((ver, policy), []).append(tuple(diffs[c] for c in bycol))
        print(f'| {ver} | {policy} | {run} | {server:.4f} | '
              + ' | '.join(f'{s:.4f}' for s in sims) + ' | '
              + ' | '.join(f'{d:+.2f}' for d in diffs) + ' |')
    print()
    groups = ([' no lookups', ' early'] if a.early else []) \
        + ([' no searches', ' nor passes'] if a.searches else []) + ([' no loads'] if a.loads else [])
    head = ''.join(f'{g}: mean (pt) | largest abs (pt) | within 0.3 |' for g in groups)
    if a.early:
        head += ' server between |'
    print('| version | policy | runs | mean (pt) | largest abs (pt) | within 0.3 |' + head)
    print('|---|---|---:|---:|---:|---:|' + '---:|' * (3 * len(groups) + a.early))
    for (ver, policy), rows in sorted(table.items()):
        line = f'| {ver} | {policy} | {len(rows)} |'
        for c in range(len(bycol)):
            ds = [r[c] for r in rows]
            line += (f' {sum(ds) / len(ds):+.2f} | {max(abs(d) for d in ds):.2f} | '
                     f'{sum(abs(d) <= 0.3 for d in ds)}/{len(ds)} |')
        if a.early:
            line += f' {sum(min(r[1], r[2]) <= 0 <= max(r[1], r[2]) for r in rows)}/{len(rows)} |'
        print(line)
    return 0


if __name__ == '__main__':
    sys.exit(main())
