#!/usr/bin/python3
"""The replay's pool at a trace's end against the server's (pair.sh's two
traces: the second begins with the pool the first left).

    results/2026-12-07-pin-release/state.py T1 T2 POLICY [simulate options...]

Replays T1 under POLICY at its shared_buffers (scripts/simulate --server
--end-state), then prints its misses and the server's, how many pages
both pools hold, and for the pages both hold whose usage counts differ,
how many by relation file and fork, and by how much (replay minus
server); and how many both hold in the same frame, and the commonest
offsets of the server's frame from the replay's (a clock hand that
ticked more in one than in the other shifts every page loaded after).
"""
import collections
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPTS = os.path.join(HERE, '..', '..', 'scripts')
sys.path.insert(0, SCRIPTS)
from harness.traces import RESIDENT, page_key, read_trace  # noqa: E402


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__.split('\n\n')[1])
    t1, t2, policy, opts = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
    head, _ = read_trace(t1)
    with tempfile.NamedTemporaryFile('r', suffix='.csv') as f:
        p = subprocess.run([os.path.join(SCRIPTS, 'simulate'), '--policies', policy,
                            '--frames', str(head['nbuffers']), '--server', '--end-state', f.name,
                            *opts, t1], capture_output=True, text=True)
        if p.returncode != 0:
            sys.exit(p.stderr.strip())
        rows = {r.split(',')[0]: r.split(',') for r in p.stdout.splitlines()[1:]}
        ends = [line.strip().split(',') for line in f.readlines()[1:]]
        sim = {int(k): int(u) for _, k, u, _ in ends}
        frame = {int(k): int(fr) for fr, k, _, _ in ends}
    srv, rel, sframe = {}, {}, {}
    for _, spc, db, r, blk, fork, kind, _, _, _, fr, usage, _ in read_trace(t2)[1]:
        if kind == RESIDENT:
            k = page_key(spc, db, r, fork, blk)
            srv[k] = usage
            rel[k] = f'{r}/{fork}'
            sframe[k] = fr
    both = set(sim) & set(srv)
    print(f'{policy}: replay {rows[policy][3]} misses, server {rows["server"][3]}, '
          f'of {rows[policy][2]} requests')
    print(f'pages at the end: replay {len(sim)}, server {len(srv)}, both {len(both)}')
    diff = collections.Counter()
    for k in both:
        if sim[k] != srv[k]:
            diff[(rel[k], sim[k] - srv[k])] += 1
    print(f'usage counts that differ: {sum(diff.values())} of {len(both)}')
    for (r, d), n in sorted(diff.items()):
        print(f'  {r}: {d:+d} on {n}')
    offs = collections.Counter((sframe[k] - frame[k]) % head['nbuffers'] for k in both)
    print(f'in the same frame: {offs.get(0, 0)} of {len(both)}; commonest offsets of the '
          'server\'s frame: ' + ', '.join(f'{o} ({n})' for o, n in offs.most_common(3)))
    return 0


if __name__ == '__main__':
    sys.exit(main())
