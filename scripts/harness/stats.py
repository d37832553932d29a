"""Medians and the Mann-Whitney U test, with the standard library only.

The p-value is two-sided.  It is exact -- the permutation distribution of U
over every split of the pooled sample, with midranks for ties -- whenever
there are at most EXACT_LIMIT splits (5 runs against 5 make 252), and
otherwise the normal approximation with tie correction and continuity
correction.
"""
import itertools
import math

EXACT_LIMIT = 200000


def median(values):
    v = sorted(values)
    n = len(v)
    if n == 0:
        return None
    return v[n // 2] if n % 2 else (v[n // 2 - 1] + v[n // 2]) / 2


def _twice_midranks(pooled):
    """Ranks of the pooled sample, doubled so that midranks stay integers."""
    order = sorted(range(len(pooled)), key=lambda i: pooled[i])
    ranks = [0] * len(pooled)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and pooled[order[j + 1]] == pooled[order[i]]:
            j += 1
        for k in range(i, j + 1):
            ranks[order[k]] = i + j + 2      # 2 x mean of ranks i+1 .. j+1
        i = j + 1
    return ranks


def mann_whitney(x, y):
    """(two-sided p, 'exact' or 'normal') for samples x and y."""
    n1, n2 = len(x), len(y)
    if n1 == 0 or n2 == 0:
        return None, None
    pooled = list(x) + list(y)
    ranks = _twice_midranks(pooled)
    # with doubled ranks, 2U = sum of x's ranks - n1(n1+1), and 2E[U] = n1 n2
    twice_u = sum(ranks[:n1]) - n1 * (n1 + 1)
    dev = abs(twice_u - n1 * n2)
    if math.comb(n1 + n2, n1) <= EXACT_LIMIT:
        total = extreme = 0
        for chosen in itertools.combinations(ranks, n1):
            total += 1
            if abs(sum(chosen) - n1 * (n1 + 1) - n1 * n2) >= dev:
                extreme += 1
        return extreme / total, 'exact'
    n = n1 + n2
    ties = {}
    for v in pooled:
        ties[v] = ties.get(v, 0) + 1
    tie_term = sum(t ** 3 - t for t in ties.values()) / (n * (n - 1))
    sigma = math.sqrt(n1 * n2 / 12 * ((n + 1) - tie_term))
    if sigma == 0:
        return 1.0, 'normal'
    z = max(dev / 2 - 0.5, 0) / sigma
    return math.erfc(z / math.sqrt(2)), 'normal'
