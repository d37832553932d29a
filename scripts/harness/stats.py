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


def _u_counts(n1, n2):
    """counts[u]: how many of the C(n1+n2, n1) splits give U = u (no ties):
    the coefficients of the Gaussian binomial, by c(m, n) = q^n c(m-1, n) + c(m, n-1)."""
    rows = [[1] for _ in range(n2 + 1)]          # c(0, n) = 1
    for m in range(1, n1 + 1):
        new = [[1]]                               # c(m, 0) = 1
        for n in range(1, n2 + 1):
            a, b = rows[n], new[n - 1]            # c(m-1, n) shifted by n; c(m, n-1)
            size = max(len(a) + n, len(b))
            c = [0] * size
            for u, k in enumerate(a):
                c[u + n] += k
            for u, k in enumerate(b):
                c[u] += k
            new.append(c)
        rows = new
    return rows[n2]


def shift_interval(x, y, confidence=0.95):
    """The Hodges-Lehmann estimate of the shift of y against x (the median of
    every difference y_j - x_i) and its distribution-free interval, the
    inversion of the two-sided Mann-Whitney test: [D(c+1), D(mn-c)] of the
    sorted differences, with c the largest count such that P(U <= c) <=
    (1 - confidence) / 2.  U's distribution is exact (no ties) up to
    EXACT_LIMIT splits, else normal.  Returns (estimate, low, high, the
    coverage achieved); low and high are None when too few runs reach
    the confidence asked for (3 against 3 cannot: P(U = 0) = 1/20)."""
    m, n = len(x), len(y)
    if not m or not n:
        return None, None, None, None
    diffs = sorted(b - a for a in x for b in y)
    estimate = median(diffs)
    tail = (1 - confidence) / 2
    if math.comb(m + n, m) <= EXACT_LIMIT:
        counts, total = _u_counts(m, n), math.comb(m + n, m)
        c, below = -1, 0
        for u, k in enumerate(counts):
            if (below + k) / total > tail:
                break
            below += k
            c = u
        coverage = 1 - 2 * below / total
    else:
        z = _normal_quantile(confidence)
        c = math.floor(m * n / 2 - z * math.sqrt(m * n * (m + n + 1) / 12) - 0.5)
        coverage = confidence
    if c < 0:
        return estimate, None, None, None
    return estimate, diffs[c], diffs[m * n - 1 - c], coverage


def _normal_quantile(confidence):
    """The two-sided normal quantile for a confidence (bisection on erfc)."""
    lo, hi = 0.0, 10.0
    for _ in range(100):
        mid = (lo + hi) / 2
        if math.erfc(mid / math.sqrt(2)) > 1 - confidence:
            lo = mid
        else:
            hi = mid
    return lo
