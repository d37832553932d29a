#!/usr/bin/python3
"""Burd's question: does batching the clock hand change what clocksweep
keeps?  Two tables from traces of the server.

    results/2026-12-04-replay/batch.py offline TRACE.pgtrace...
    results/2026-12-04-replay/batch.py live RUNSDIR...

offline: each trace (one run of a workload under stock clocksweep)
replayed by scripts/simulate at sweep_batch 1, 8, 16, 32 and 64, with 1
and 4 partitions, at the trace's shared_buffers, from the pool the trace
starts with (no warm-up): the miss ratio, and its difference from batch 1
at the same partitions, in points.

live: each RUNSDIR/NN-bBpP/trace.pgtrace (a run of batch-traced, whose
arm ran sweep_batch B with P partitions): the server's own miss ratio and
the replay's at the same B and P, in points.
"""
import os
import re
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SIMULATE = os.path.join(HERE, '..', '..', 'scripts', 'simulate')
BATCHES = (1, 8, 16, 32, 64)
PARTITIONS = (1, 4)


def nbuffers(path):
    with open(path, 'rb') as f:
        return struct.unpack_from('<I', f.read(48), 24)[0]


def replay(path, batch, parts):
    p = subprocess.run([SIMULATE, '--policies', 'clocksweep', '--frames', str(nbuffers(path)),
                        '--warmup', '0', '--server', '--sweep-batch', str(batch),
                        '--partitions', str(parts), path], capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit(f'batch: simulate {path}: {p.stderr.strip()}')
    rows = {line.split(',')[0]: line.split(',') for line in p.stdout.splitlines()[1:]}
    return (int(rows['clocksweep'][2]), float(rows['clocksweep'][4]), float(rows['server'][4]),
            int(rows['clocksweep'][3]), int(rows['server'][3]))


def offline(traces):
    print('| trace | requests | partitions | ' + ' | '.join(f'batch {b}' for b in BATCHES)
          + ' | ' + ' | '.join(f'{b} - 1 (pt)' for b in BATCHES[1:]) + ' |')
    print('|---|---:|---:|' + '---:|' * (2 * len(BATCHES) - 1))
    for path in traces:
        for parts in PARTITIONS:
            res = [replay(path, b, parts) for b in BATCHES]
            ratios = [r[1] for r in res]
            print(f'| {path} | {res[0][0]} | {parts} | '
                  + ' | '.join(f'{m:.4f}' for m in ratios) + ' | '
                  + ' | '.join(f'{100 * (m - ratios[0]):+.3f}' for m in ratios[1:]) + ' |')


def live(dirs):
    print('| run | sweep_batch | partitions | requests | server: misses | replay: misses | server | replay | replay - server (pt) |')
    print('|---|---:|---:|---:|---:|---:|---:|---:|---:|')
    for d in dirs:
        for run in sorted(os.listdir(d)):
            m = re.match(r'\d+-b(\d+)p(\d+)$', run)
            path = os.path.join(d, run, 'trace.pgtrace')
            if not m or not os.path.exists(path):
                continue
            b, p = int(m.group(1)), int(m.group(2))
            n, sim, server, sim_m, server_m = replay(path, b, p)
            print(f'| {run} | {b} | {p} | {n} | {server_m} | {sim_m} | {server:.4f} | {sim:.4f} '
                  f'| {100 * (sim - server):+.3f} |')


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in ('offline', 'live'):
        sys.exit(__doc__)
    (offline if sys.argv[1] == 'offline' else live)(sys.argv[2:])
    return 0


if __name__ == '__main__':
    sys.exit(main())
