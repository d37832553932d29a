#!/usr/bin/python3
"""Why the simulated sieve misses more than the server's (t/027's window).

    results/2026-12-02-sieve-pins/pins.py [--frames N] [--warmup W] [--segments S] TRACE.pgtrace...

For each trace, the miss ratio after the first W accesses of: the server
(the trace's own kinds), scripts/simulate's sieve, a transcription of
SIEVE here (it must equal the simulator's), and the same SIEVE with the
pin a missing backend holds modelled: that backend's previous access
cannot be evicted, its visited bit is left alone (as sieve.c's hand passes
a pinned frame).  --segments S: also, for each trace, the simulator's
misses less the server's in each S accesses (SIEVE without pins, from the
first access).  An analysis, not a tool: the model of pins is a guess
at the one pin an index scan holds while it reads its heap page.
"""
import argparse
import os
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..')
SCRIPTS = os.path.join(ROOT, 'scripts')


def records(path):
    out = subprocess.run([os.path.join(SCRIPTS, 'trace-export'), '--text', path, '-'],
                         capture_output=True, text=True, check=True).stdout
    recs = []
    for line in out.splitlines()[1:]:
        f = line.split(',')
        recs.append((f[1], int(f[2]), f[8]))     # kind, backend, object id
    return recs


def sieve(recs, frames, warmup, pins, flags=None):
    """Misses after warmup; queue[0] is the tail (oldest).  flags: a list
    that gets one 0 or 1 per access (1: a miss)."""
    queue, visited, hand = [], {}, None
    last = {}                   # backend -> its previous access
    misses = before = 0
    for i, (_, backend, key) in enumerate(recs):
        if i == warmup:
            before = misses
        if flags is not None:
            flags.append(0 if key in visited else 1)
        if key in visited:
            visited[key] = 1
        else:
            misses += 1
            if len(queue) >= frames:
                pinned = last.get(backend) if pins else None
                at = queue.index(hand) if hand is not None else 0
                while True:
                    if at >= len(queue):
                        at = 0          # past the head: to the tail
                    k = queue[at]
                    if k == pinned:
                        at += 1
                    elif visited[k]:
                        visited[k] = 0
                        at += 1
                    else:
                        del queue[at]
                        del visited[k]
                        hand = queue[at] if at < len(queue) else None
                        break
            queue.append(key)
            visited[key] = 0
        last[backend] = key
    return (misses - before) / (len(recs) - warmup)


def simulated(path, frames, warmup):
    with open(path + '.oracleGeneral', 'wb'):
        pass
    try:
        subprocess.run([os.path.join(SCRIPTS, 'trace-export'), path, path + '.oracleGeneral'],
                       capture_output=True, check=True)
        out = subprocess.run([os.path.join(SCRIPTS, 'simulate'), '--policies', 'sieve',
                              '--frames', str(frames), '--warmup', str(warmup),
                              path + '.oracleGeneral'],
                             capture_output=True, text=True, check=True).stdout
    finally:
        os.unlink(path + '.oracleGeneral')
    return int(out.splitlines()[1].split(',')[3])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--frames', type=int, default=128)
    ap.add_argument('--warmup', type=int, default=512)
    ap.add_argument('--segments', type=int, default=0)
    ap.add_argument('traces', nargs='+')
    a = ap.parse_args()
    print('| trace | accesses | server | simulate | SIEVE here | with the pin | simulate - server | pin - server |')
    print('|---|---:|---:|---:|---:|---:|---:|---:|')
    for path in a.traces:
        recs = records(path)
        after = len(recs) - a.warmup
        server = sum(1 for r in recs[a.warmup:] if r[0] != 'hit') / after
        sim = simulated(path, a.frames, a.warmup) / after
        exact = sieve(recs, a.frames, a.warmup, False)
        pinned = sieve(recs, a.frames, a.warmup, True)
        print(f'| {os.path.basename(os.path.dirname(path))}/{os.path.basename(path)} | {len(recs)} '
              f'| {server:.4f} | {sim:.4f} | {exact:.4f} | {pinned:.4f} '
              f'| {100 * (sim - server):+.2f} | {100 * (pinned - server):+.2f} |')
    for path in a.traces if a.segments else []:
        recs = records(path)
        flags = []
        sieve(recs, a.frames, a.warmup, False, flags)
        cells = []
        for s in range(0, len(recs), a.segments):
            seg = recs[s:s + a.segments]
            server = sum(1 for r in seg if r[0] != 'hit')
            cells.append(f'{100 * (sum(flags[s:s + a.segments]) - server) / len(seg):+.1f}')
        print(f'{os.path.basename(os.path.dirname(path))}: simulated - server, points, '
              f'by {a.segments} accesses: ' + ' '.join(cells))
    return 0


if __name__ == '__main__':
    sys.exit(main())
