"""The noise model: how far apart identical arms land, and the floor a delta
must clear before an experiment may call two arms different.

Arms that ran the very same settings are exchangeable under bench's
protocol (each run restarts the server from the same page cache, in a
counterbalanced order): their pooled runs are what noise alone makes.  A
split of the pool into groups of the compared arms' run counts is one draw
of an A/A comparison; over every split (or a seeded sample of
SPLIT_LIMIT) each metric gives a distribution of |median delta|.

The verdicts of one experiment are controlled together, in two families:
the A/A pairs (does the experiment hold its own noise?) and the effects
(every other pair).  Within a family each pair gets an equal share of
FAMILY_ALPHA (Bonferroni over pairs), and within a pair the metrics are
controlled by the min-P statistic: a split claims something when any of
its metrics' |delta| is as extreme as a share c of the splits, c the
largest level at which at most the pair's alpha of the splits would claim
anything.  Each metric's floor is the largest split delta that does not
claim.  So an experiment whose arms are all the same settings, run under
the protocol, calls some pair different on some metric at most
FAMILY_ALPHA of the time; what this does not cover -- arms that are not
exchangeable (carry-over, drift the order does not cancel) -- is what the
A/A family measures.
"""
import bisect
import itertools
import math
import random

from .stats import median

FAMILY_ALPHA = 0.05
SPLIT_LIMIT = 100000        # more splits than this: a seeded sample of them


def split_count(n, n0, n1):
    return math.comb(n, n0) * math.comb(n - n0, n1)


def splits(n, n0, n1):
    """(first, second) index groups of n runs, every way or a seeded sample."""
    if split_count(n, n0, n1) <= SPLIT_LIMIT:
        for g0 in itertools.combinations(range(n), n0):
            rest = [i for i in range(n) if i not in g0]
            for g1 in itertools.combinations(rest, n1):
                yield g0, g1
        return
    rng = random.Random(1)
    for _ in range(SPLIT_LIMIT):
        chosen = rng.sample(range(n), n0 + n1)
        yield chosen[:n0], chosen[n0:]


def pair_alpha(family):
    """Each pair's share of FAMILY_ALPHA in a family of `family` pairs (Bonferroni)."""
    return FAMILY_ALPHA / family


def family_floor(pool, metrics, n0, n1, alpha, delta):
    """Per metric, the floor of a pair of n0 and n1 runs at the pair's
    alpha, from the runs of one pool (rows of identical arms).  metrics:
    [(column, kind)]; delta(kind, base, other) gives a delta or None.
    Returns ({column: floor}, the min-P level c, splits used); ({}, None, 0)
    when the pool holds fewer than n0 + n1 runs."""
    if len(pool) < n0 + n1:
        return {}, None, 0
    vals = {c: [float(r[c]) if r.get(c, '') != '' else None for r in pool] for c, _ in metrics}
    dist = {c: [] for c, _ in metrics}
    for g0, g1 in splits(len(pool), n0, n1):
        for c, kind in metrics:
            a = [vals[c][i] for i in g0 if vals[c][i] is not None]
            b = [vals[c][i] for i in g1 if vals[c][i] is not None]
            d = delta(kind, median(a), median(b)) if a and b else None
            dist[c].append(None if d is None else abs(d))
    count = len(next(iter(dist.values()))) if dist else 0
    # each split's smallest marginal tail share over the metrics
    min_p = [1.0] * count
    ordered = {}
    for c, ds in dist.items():
        present = sorted(d for d in ds if d is not None)
        ordered[c] = present
        for s, d in enumerate(ds):
            if d is not None:
                min_p[s] = min(min_p[s], (len(present) - bisect.bisect_left(present, d))
                               / len(present))
    # c: the largest min-P value at which no more than alpha of the splits claim
    allowed, level = math.floor(alpha * count + 1e-9), 0.0
    ranked, i = sorted(min_p), 0
    while i < count:
        j = bisect.bisect_right(ranked, ranked[i])     # splits at or below this level
        if j > allowed:
            break
        level, i = ranked[i], j
    floors = {}
    for c, present in ordered.items():
        # the largest delta whose tail share is above the level: it claims nothing
        keep = [d for i, d in enumerate(present)
                if (len(present) - bisect.bisect_left(present, d)) / len(present) > level]
        if present:
            floors[c] = max(keep) if keep else 0.0
    return floors, level, count


def runs_to_resolve(n, floor, d):
    """Runs per arm (and as many more A/A runs) at which the floor would
    fall to |d|, were it to shrink as 1/sqrt(runs) -- the spread of a
    median of independent runs; None for a zero delta."""
    if not d:
        return None
    return max(n + 1, math.ceil(n * (floor / abs(d)) ** 2))
