#!/usr/bin/python3
"""The corpus's traces replayed against the server that made them.

    results/2026-12-06-replay-held-pins/corpus.py [--simulate PATH] [CORPUS_DIR]

CORPUS_DIR (default results/2026-12-06-corpus): each trace of its
manifest.csv, decompressed (zstd) into a temporary directory and checked
against the manifest's sha256 of its decompressed bytes, is replayed by
scripts/simulate --server under clocksweep (the policy it was recorded
under) at its shared_buffers, from the pool it starts with: its misses
from the first access and after 4 x shared_buffers accesses (as
trace-check), against the trace's own.  One markdown row per trace.
--simulate: another tree's scripts/simulate (to compare two versions of
the replay on the same traces).
"""
import argparse
import csv
import hashlib
import os
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, '..', '..')


def replay(simulate, path, frames, warmup):
    p = subprocess.run([simulate, '--policies', 'clocksweep', '--frames', str(frames),
                        '--warmup', str(warmup), '--server', path], capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit(f'corpus: simulate {path}: {p.stderr.strip()}')
    rows = {line.split(',')[0]: line.split(',') for line in p.stdout.splitlines()[1:]}
    return int(rows['clocksweep'][2]), int(rows['clocksweep'][3]), int(rows['server'][3])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--simulate', default=os.path.join(ROOT, 'scripts', 'simulate'))
    ap.add_argument('corpus', nargs='?', default=os.path.join(ROOT, 'results', '2026-12-06-corpus'))
    args = ap.parse_args()
    with open(os.path.join(args.corpus, 'manifest.csv'), newline='') as f:
        entries = list(csv.DictReader(f))
    print('| trace | accesses | server | replay | replay - server | (pt) | after 4 x shared_buffers: server | replay | replay - server (pt) |')
    print('|---|---:|---:|---:|---:|---:|---:|---:|---:|')
    with tempfile.TemporaryDirectory() as tmp:
        for e in entries:
            path = os.path.join(tmp, e['name'] + '.pgtrace')
            with open(path, 'wb') as out:
                subprocess.run(['zstd', '-q', '-d', '-c', os.path.join(args.corpus, e['pgtrace'])],
                               stdout=out, check=True)
            with open(path, 'rb') as f:
                if hashlib.sha256(f.read()).hexdigest() != e['pgtrace_raw_sha256']:
                    sys.exit(f'corpus: {e["name"]}: not the trace the manifest names')
                f.seek(24)
                frames = struct.unpack('<I', f.read(4))[0]
            n, sim, server = replay(args.simulate, path, frames, 0)
            n4, sim4, server4 = replay(args.simulate, path, frames, 4 * frames)
            print(f'| {e["name"]} | {n:,} | {server:,} | {sim:,} | {sim - server:+,} | '
                  f'{100 * (sim - server) / n:+.2f} | {server4:,} | {sim4:,} | '
                  f'{100 * (sim4 - server4) / n4:+.2f} |')
            os.unlink(path)


if __name__ == '__main__':
    main()
