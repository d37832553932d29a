#!/usr/bin/python3
"""Report of an experiment from its runs.csv alone: summary.md and plots.

    scripts/report.py [--no-plots] [--floor AA_RUNS_CSV] RUNS_CSV [OUTDIR]

summary.md gives, per metric of seed 001's table (plus latency and
allocations per transaction), each arm's median and min-max over its runs,
the delta of each arm against the first (% for counts, points for shares
and ratios) with its interval, whether the per-run ranges overlap, a
Mann-Whitney U p-value, and the A/A noise floor when arms have the same
settings (or, with --floor, those of an A/A experiment on the same setup,
machine and build) with a verdict for every pair, A/A pairs included: the
floors of harness/noise.py, which control the verdicts of the whole
experiment together.  Core's evictor as an arm (pg_evictor.redirect = off)
reads "—" where it cannot give a metric.  The gates are judged here, from
the CSV, and a failed gate marks every table INVALID; an A/A pair beyond
its floor marks every verdict UNRELIABLE.
The output depends on runs.csv (and the machine lines of the environment
file beside it) only, so a report can be re-made and checked.

Exit status: 0 valid, 3 a gate failed, 4 an A/A pair differs beyond its
floor (the gates passed), 2 the report could not be made.
"""
import argparse
import csv
import math
import os
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True     # no caches in the tree (nor root-owned ones)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness.environment import machine_of  # noqa: E402
from harness.experiment import parse_cpus  # noqa: E402
from harness.gates import MIX_SDS, evaluate  # noqa: E402
from harness.noise import (FAMILY_ALPHA, family_floor, pair_alpha,  # noqa: E402
                           runs_to_resolve, split_count)
from harness.pgbench import script_results  # noqa: E402
from harness.run import RESIDENCY_FILE, run_dir  # noqa: E402
from harness.stats import mann_whitney, median, shift_interval  # noqa: E402

# column, row label, kind (how values and deltas are written)
METRICS = [
    ('index_leaf_resident', 'index-leaf resident', 'count'),
    ('index_inner_resident', 'index-inner resident', 'count'),
    ('index_eviction_share', 'index share of evictions', 'share'),
    ('index_hit_ratio', 'index hit ratio', 'ratio'),
    ('tps', 'tps', 'count'),
    ('latency_ms', 'latency average (ms)', 'ms'),
    ('probe_tps', 'tps of the probes (probe.sql)', 'count'),
    ('probe_latency_ms', 'latency of the probes (ms)', 'ms'),
    ('scan_tps', 'tps of the scans (scan.sql)', 'count'),
    ('scan_latency_ms', 'latency of the scans (ms)', 'ms'),
    ('allocations_per_transaction', 'allocations per transaction', 'per'),
    ('ticks_per_allocation', 'sweep ticks per allocation', 'per'),
    ('visits_per_allocation', 'policy header visits per allocation (framework)', 'per'),
    ('dirty_victims', 'dirty victims', 'count'),
    ('steal_share', 'allocations by steal (partitions)', 'share'),
    ('io_evictions', 'evictions (pg_stat_io, every context)', 'count'),
]
# metrics computed from the diff's counts: (column, numerator, denominator, scale);
# ticks per allocation from the exact counts, not the diff's 4-decimal ratio
DERIVED = [('ticks_per_allocation', 'ticks', 'allocations', 1),
           ('visits_per_allocation', 'policy.visits.change', 'allocations', 1),
           ('steal_share', 'steals', 'allocations', 100)]
# metrics shown only when some run has a non-zero value (no steals without
# partitions, no pg_stat_io before 16, no scripts of their own without scans)
OPTIONAL = {'steal_share', 'io_evictions', 'visits_per_allocation', 'dirty_victims',
            'probe_tps', 'probe_latency_ms', 'scan_tps', 'scan_latency_ms'}
# kind: (value format, delta in points (else %), decimals of a points delta)
KINDS = {
    'count': ('{:,.0f}', False, 0),
    'share': ('{:.2f}%', True, 2),
    'ratio': ('{:.4f}%', True, 4),
    'ms': ('{:.3f}', False, 0),
    'per': ('{:.3f}', False, 0),
}
# victim classes drawn in the eviction-shares plot; the rest is "other"
CLASSES = [('victims.btree.leaf', 'btree leaf'), ('victims.btree.inner', 'btree inner'),
           ('victims.heap.none', 'heap')]


def values(rows, column):
    return [float(r[column]) for r in rows if r.get(column, '') != '']


def derive(row):
    """row with the DERIVED metrics (empty when a count is missing or zero)."""
    row = dict(row)
    # pg_stat_io's evictions of the window by context (16 and later): the
    # one eviction count core's evictor gives
    io = [float(v) for k, v in row.items() if k.startswith('io_evictions.') and v != '']
    row['io_evictions'] = str(sum(io)) if io else ''
    for column, num, den, scale in DERIVED:
        try:
            row[column] = str(scale * float(row[num]) / float(row[den]))
        except (KeyError, ValueError, ZeroDivisionError):
            row[column] = ''
    return row


def warehouses(row):
    n = int(row['warehouses'])
    return f'{n} warehouse' + ('s' if n != 1 else '')


def with_script_results(rows, where):
    """Runs with scans recorded before runs.csv had each script's tps and
    latency: read them from the run's pgbench.out, when it is there."""
    for r in rows:
        if 'scan_tps' in r or r.get('scan_percent', '0') in ('', '0'):
            continue
        out = os.path.join(run_dir(where, r['run'], r['arm']), 'pgbench.out')
        if os.path.exists(out):
            with open(out) as f:
                r.update({k: str(v) for k, v in script_results(f.read()).items()})


def residency_by_relation(rows, where):
    """{arm: {(relation, fork, class): [share of the pool, one per run]}}
    from each run's residency-relations.tsv; {} when no run has one (runs
    from before pg_evictor 1.4, or a runs.csv read away from its runs/)."""
    found = {}
    for r in rows:
        path = os.path.join(run_dir(where, r['run'], r['arm']), RESIDENCY_FILE)
        if not os.path.exists(path):
            continue
        shares = {}
        with open(path, newline='') as f:
            for t in csv.DictReader(f, delimiter='\t'):
                cls = t['kind'] if t['level'] == 'none' else f'{t["kind"]} {t["level"]}'
                key = (t['relation'], t['fork'], cls)
                shares[key] = shares.get(key, 0.0) + float(t['share'])
        found.setdefault(r['arm'], []).append(shares)
    return {arm: {key: [run.get(key, 0.0) for run in runs]
                  for key in set().union(*runs)} for arm, runs in found.items()}


def fmt_value(kind, v):
    return 'n/a' if v is None else KINDS[kind][0].format(v)


def delta_decimals(kind, d):
    """The decimals a delta is written with: the usual ones, more for a delta
    too small for them rather than reading as a signed zero."""
    _, points, decimals = KINDS[kind]
    decimals = decimals if points else 2
    while d and round(d, decimals) == 0 and decimals < 6:
        decimals += 1
    return decimals


def fmt_delta(kind, d):
    """Points for shares and ratios, else %."""
    return f'{d:+.{delta_decimals(kind, d)}f}' + ('pt' if KINDS[kind][1] else '%')


def beyond(kind, d, floor):
    """Whether a delta exceeds the floor as both are written: a delta that
    reads the same as the floor is not beyond it."""
    return round(abs(d), delta_decimals(kind, d)) > round(floor, delta_decimals(kind, floor))


def delta(kind, base, other):
    """The delta of other against base, as a number and as seed 001 writes it:
    points for shares and ratios, % for the rest."""
    if base is None or other is None:
        return None, 'n/a'
    if other == base:
        return 0.0, 'same'
    if KINDS[kind][1]:
        d = other - base
    elif base == 0:
        return None, 'n/a'
    else:
        d = 100 * (other - base) / base
    return d, fmt_delta(kind, d)


def mb(nbytes):
    return f'{nbytes / 2**20:,.1f} MB'


# what must match for an A/A experiment's floor to stand for another's noise;
# runs_per_arm need not: the floor is taken at the compared arms' run counts
FLOOR_KEYS = ['scale', 'indexes', 'index_ratio', 'shared_buffers_bytes', 'skew', 'script',
              'clients', 'threads', 'rate', 'query_mode', 'warmup', 'warmup_bound',
              'warmup_interval', 'warmup_window', 'warmup_tolerance', 'measure_seconds',
              'progress_seconds', 'settle_seconds', 'order', 'seed', 'server_version',
              'server_binary', 'io_method', 'server_cpus', 'server_node', 'client_cpus',
              'scan_percent', 'scan_rows', 'page_cache', 'workload', 'workload_mix',
              'request_distribution', 'data_ratio', 'init']
# what a runs.csv older than a key ran with
FLOOR_UNRECORDED = {'scan_percent': '0', 'page_cache': 'kept', 'workload': 'probes'}
# the machine and the module's build, from runs.csv or the environment file
# beside it (harness.environment.machine): a floor never crosses machines
MACHINE_KEYS = [('machine_cpu', 'CPU model'), ('machine_cpus', 'CPUs'),
                ('machine_memory', 'memory'), ('machine_kernel', 'kernel'),
                ('machine_hypervisor', 'hypervisor'), ('module_binary', 'pg_evictor build')]
CONFIDENCE = 0.95       # of the interval of each delta


def machine_check(name, theirs, mine):
    """Refuse a floor from another machine or module build, naming what
    differs (or what either side did not record: then nobody can tell)."""
    differ = [f'{what} is "{theirs[k]}" there, "{mine[k]}" here'
              for k, what in MACHINE_KEYS if k in theirs and k in mine and theirs[k] != mine[k]]
    unknown = [what for k, what in MACHINE_KEYS if k not in theirs or k not in mine]
    if differ:
        raise ValueError(f'{name} ran on another machine or build: {"; ".join(differ)}; '
                         'its noise floor does not apply (a floor never crosses machines)')
    if unknown:
        raise ValueError(f'{name}: cannot tell whether it ran on this machine and build: '
                         f'{", ".join(unknown)} not recorded on both sides (runs.csv or the '
                         'environment file beside it); its noise floor is refused')


def drift(rows, column):
    """The drift of a metric over the runs: the least-squares slope against
    the run number within arms (arms' own levels removed), in % of the median
    per run; None with too few runs."""
    by_arm = {}
    for r in rows:
        if r.get(column, '') != '':
            by_arm.setdefault(r['arm'], []).append((int(r['run']), float(r[column])))
    sxy = sxx = 0.0
    for points in by_arm.values():
        mx = sum(x for x, _ in points) / len(points)
        my = sum(y for _, y in points) / len(points)
        sxy += sum((x - mx) * (y - my) for x, y in points)
        sxx += sum((x - mx) ** 2 for x, _ in points)
    mid = median([y for points in by_arm.values() for _, y in points])
    if not sxx or not mid:
        return None
    return 100 * sxy / sxx / mid


class Report:
    def __init__(self, rows, floor_from=None, machine=None, metrics=None):
        self.rows = sorted((derive(r) for r in rows), key=lambda r: int(r['run']))
        first = {}
        for r in self.rows:
            first.setdefault(r['arm'], r)
        self.arms = sorted(first, key=lambda a: int(first[a]['arm_index']))
        self.settings = {a: first[a]['settings'] for a in self.arms}
        self.by_arm = {a: [r for r in self.rows if r['arm'] == a] for a in self.arms}
        # residency_by_relation()'s, where the runs' directories are at hand
        self.residency = {}
        # the metrics whose floors are controlled together (scripts/leaderboard
        # asks for its own few)
        self.metrics = [m for m in (METRICS if metrics is None else metrics)
                        if m[0] not in OPTIONAL or any(values(self.rows, m[0]))]
        self.core = {a: all(r.get('evictor') == 'core' for r in self.by_arm[a])
                     for a in self.arms}
        self.gates = evaluate(self.rows)
        self.invalid = any(reasons for _, reasons in self.gates)
        # the machine: runs.csv's own columns first, the environment file's after
        self.machine = dict(machine or {})
        self.machine.update({k: self.rows[0][k] for k, _ in MACHINE_KEYS
                             if self.rows[0].get(k, '')})
        # the runs of each group of arms with the same settings, pooled: the floor's material
        self.aa_pools = self.groups()
        self.floor_source = 'own' if self.aa_pools else None
        self._floors = {}
        if floor_from is not None:
            self._floor_from(*floor_from)
        self.unreliable = [] if self.invalid else self.aa_beyond()

    def _floor_from(self, name, rows, machine=None):
        """Take the noise floor of another experiment's A/A arms, if it ran
        the same workload on the same data, server, machine and module
        build, pinned the same way."""
        other = Report(rows, machine=machine)
        if not other.aa_pairs():
            raise ValueError(f'{name}: no two arms ran the same settings, so it has no '
                             'noise floor to give')
        if other.invalid:
            raise ValueError(f'{name}: a gate failed there; its floor cannot be used')
        mine, theirs = self.rows[0], other.rows[0]
        for k in FLOOR_KEYS:
            there = theirs.get(k, '') or FLOOR_UNRECORDED.get(k, '')
            here = mine.get(k, '') or FLOOR_UNRECORDED.get(k, '')
            if here != there:
                raise ValueError(f'{name} ran another setup: {k} is '
                                 f'"{there or "(not recorded)"}" there, '
                                 f'"{here or "(not recorded)"}" here; its noise '
                                 'floor does not apply')
        machine_check(name, other.machine, self.machine)
        self.aa_pools += other.aa_pools
        self.floor_source = (f'experiment `{theirs["experiment"]}` ({name}, '
                             f'{len(other.rows)} runs)'
                             + (' and this one' if self.floor_source else ''))

    def groups(self):
        """The pooled runs of each set of arms with the very same settings."""
        seen = []
        for a in self.arms:
            group = [b for b in self.arms if self.same(a, b)]
            if len(group) > 1 and group not in seen:
                seen.append(group)
        return [[r for b in group for r in self.by_arm[b]] for group in seen]

    def same(self, a, b):
        return sorted(self.settings[a].split()) == sorted(self.settings[b].split())

    def comparisons(self):
        """Every pair with a verdict: each arm against the baseline, and every
        A/A pair the baseline is not in."""
        pairs = [(self.arms[0], a) for a in self.arms[1:]]
        return pairs + [p for p in self.aa_pairs() if p not in pairs]

    def alpha(self, base, arm):
        """The pair's share of its family's FAMILY_ALPHA (harness.noise)."""
        aa = self.same(base, arm)
        # at least one: the strips' band asks for the A/A family's share
        # when the floor came from another experiment's A/A pair (--floor)
        return pair_alpha(max(1, sum(1 for p in self.comparisons() if self.same(*p) == aa)))

    def floor(self, n0, n1, alpha):
        """Per metric, the A/A floor for medians of n0 against n1 runs at a
        pair's alpha: the largest over the A/A pools."""
        if (n0, n1, alpha) not in self._floors:
            floor, levels = {}, []
            metrics = [(c, k) for c, _, k in self.metrics]
            for pool in self.aa_pools:
                f, level, count = family_floor(pool, metrics, n0, n1, alpha,
                                               lambda k, a, b: delta(k, a, b)[0])
                for c, v in f.items():
                    floor[c] = max(floor.get(c, 0.0), v)
                if count:
                    levels.append((len(pool), count, level))
            self._floors[n0, n1, alpha] = floor, levels
        return self._floors[n0, n1, alpha]

    def floor_note(self, n0, n1, alpha):
        """What the floor of n0 against n1 runs was taken from."""
        _, levels = self.floor(n0, n1, alpha)
        if not levels:
            return (f'A/A floor n/a: no group of identical arms has the {n0 + n1} runs to split '
                    f'into {n0} and {n1}')
        counted = ' and '.join(
            f'{count:,} splits of {size} runs' if count == split_count(size, n0, n1) else
            f'a seeded sample of {count:,} of the {split_count(size, n0, n1):,} splits of '
            f'{size} runs' for size, count, _ in levels)
        return (f'A/A floor: per metric, the largest |delta| between the medians of {n0} and '
                f'{n1} pooled A/A runs that claims nothing, over {counted}, when at most '
                f'{alpha:.2%} of the splits may claim anything on any metric (this pair\'s '
                f'share of the experiment\'s {FAMILY_ALPHA:.0%}: harness/noise.py)')

    def verdicts(self, base, arm):
        """{column: True (beyond the floor), False, or None (no floor or no delta)}."""
        n0, n1 = len(self.by_arm[base]), len(self.by_arm[arm])
        floor, _ = self.floor(n0, n1, self.alpha(base, arm))
        out = {}
        for column, _, kind in self.metrics:
            d, _ = delta(kind, self.stat(base, column)[0], self.stat(arm, column)[0])
            f = floor.get(column)
            out[column] = None if f is None or d is None else beyond(kind, d, f)
        return out

    def aa_beyond(self):
        """The A/A pairs found beyond their floor, with the metrics: such an
        experiment's arms were not exchangeable, and its verdicts are unreliable."""
        found = []
        for base, arm in self.comparisons():
            if self.same(base, arm):
                over = [label for (column, label, _) in self.metrics
                        if self.verdicts(base, arm)[column]]
                if over:
                    found.append((base, arm, over))
        return found

    def missing(self, *arms):
        """How a value an arm lacks reads: — where core's evictor cannot give it."""
        return '—' if any(self.core[a] for a in arms) else 'n/a'

    def aa_pairs(self):
        """Arms run with the very same settings: their differences are noise."""
        return [(a, b) for i, a in enumerate(self.arms) for b in self.arms[i + 1:]
                if self.same(a, b)]

    def stat(self, arm, column):
        v = values(self.by_arm[arm], column)
        return (median(v), min(v), max(v)) if v else (None, None, None)

    def interval_bounds(self, kind, base, arm, column):
        """The delta's interval at CONFIDENCE in the delta's units:
        Hodges-Lehmann's shift interval, in points, or in % of the baseline's
        median.  (low, high, coverage achieved); (None, None, None) when too
        few runs reach the confidence."""
        x, y = values(self.by_arm[base], column), values(self.by_arm[arm], column)
        _, lo, hi, coverage = shift_interval(x, y, CONFIDENCE)
        if lo is None:
            return None, None, None
        if not KINDS[kind][1]:
            m0 = median(x)
            if not m0:
                return None, None, None
            lo, hi = 100 * lo / m0, 100 * hi / m0
        return lo, hi, coverage

    def interval(self, kind, base, arm, column):
        """The interval as the table writes it: (text, coverage achieved)."""
        lo, hi, coverage = self.interval_bounds(kind, base, arm, column)
        if lo is None:
            return 'n/a', None
        return f'{fmt_delta(kind, lo)} to {fmt_delta(kind, hi)}', coverage

    def comparison(self, base, arm):
        aa = self.same(base, arm)
        n0, n1 = len(self.by_arm[base]), len(self.by_arm[arm])
        alpha = self.alpha(base, arm)
        floor, _ = self.floor(n0, n1, alpha)
        verdicts = self.verdicts(base, arm)
        head = ['metric', base, arm, 'delta', f'{CONFIDENCE:.0%} interval', 'ranges overlap',
                'Mann–Whitney p']
        show_floor = bool(self.aa_pools)
        if show_floor:
            head += ['A/A floor', 'beyond floor'] + ([] if aa else ['runs to resolve'])
        flagged = any(b == base and a == arm for b, a, _ in self.unreliable)
        lines = [f'## {arm} vs {base}' + (' — INVALID' if self.invalid else '')
                 + (' (an A/A pair' + (', BEYOND ITS FLOOR' if flagged else '') + ')'
                    if aa else ''), '',
                 '| ' + ' | '.join(head) + ' |', '|' + '---|' * len(head)]
        method, coverages = None, set()
        for column, label, kind in self.metrics:
            (m0, lo0, hi0), (m1, lo1, hi1) = self.stat(base, column), self.stat(arm, column)
            d, dtext = delta(kind, m0, m1)
            gap = self.missing(base, arm)
            cells = [label]
            for a, (m, lo, hi) in ((base, (m0, lo0, hi0)), (arm, (m1, lo1, hi1))):
                cells.append(self.missing(a) if m is None else f'{fmt_value(kind, m)} '
                             f'({fmt_value(kind, lo)}–{fmt_value(kind, hi)})')
            cells.append(gap if m0 is None or m1 is None else dtext)
            if m0 is None or m1 is None:
                cells += [gap, gap, gap]
            else:
                text, coverage = self.interval(kind, base, arm, column)
                coverages.add(coverage)
                cells.append(text)
                cells.append('yes' if max(lo0, lo1) <= min(hi0, hi1) else 'no')
                p, method = mann_whitney(values(self.by_arm[base], column),
                                         values(self.by_arm[arm], column))
                cells.append(f'{p:.4f}')
            if show_floor:
                f, verdict = floor.get(column), verdicts[column]
                cells.append('n/a' if f is None else '±' + fmt_delta(kind, f)[1:])
                cells.append((gap if m0 is None or m1 is None else 'n/a') if verdict is None
                             else 'yes' if verdict else 'no')
                if not aa:
                    need = None if verdict is None or verdict else runs_to_resolve(n1, f, d)
                    cells.append('—' if verdict is None or verdict else
                                 '> 1,000' if need is None or need > 1000 else f'{need:,}')
            lines.append('| ' + ' | '.join(cells) + ' |')
        lines += ['', f'Median (min–max) over {n0} and {n1} runs.  Delta: {arm} against {base}, '
                      '% for counts, times and rates, points (pt) for shares and ratios.']
        shown = sorted(c for c in coverages if c is not None)
        lines.append(
            f'Interval: the Hodges–Lehmann shift of {arm} against {base} (the median of every '
            'run-to-run difference), distribution-free: the inversion of the Mann–Whitney test'
            + (f', covering {", ".join(f"{c:.1%}" for c in shown)} exactly (no ties)'
               if shown else '')
            + '; in % of the baseline\'s median for counts, times and rates'
            + ('; n/a: too few runs for a ' + f'{CONFIDENCE:.0%} interval'
               if None in coverages else '') + '.')
        if method == 'exact':
            lines.append(f'p: two-sided Mann–Whitney U, exact: the permutation distribution over '
                         f'all {math.comb(n0 + n1, n0)} splits of the pooled runs '
                         '(midranks for ties).')
        elif method == 'normal':
            lines.append('p: two-sided Mann–Whitney U, normal approximation with tie and '
                         'continuity correction.')
        if any(self.core[a] for a in (base, arm)):
            lines.append('—: core\'s evictor (pg_evictor.redirect = off) does not give this '
                         'metric (it counts no victims by class and no sweep ticks).')
        where = '' if self.floor_source == 'own' else f', from {self.floor_source}'
        if show_floor:
            lines.append(self.floor_note(n0, n1, alpha) + where + (
                '.' if aa else '; a delta within it (as both are written) is '
                'indistinguishable from noise.'))
            if not aa:
                lines.append('Runs to resolve: the runs per arm (and as many A/A runs) at which '
                             'the floor would shrink to the delta, were it to fall as 1/√runs, '
                             'as the spread of a median of independent runs does; a model, '
                             'not a promise.')
        if aa:
            lines.append('Both arms ran the same settings: these deltas are noise'
                         + ('; a verdict beyond the floor here means the arms were not '
                            'exchangeable, and marks every verdict of the experiment '
                            'unreliable.' if show_floor else '.'))
        elif not show_floor:
            lines.append('no noise floor measured: no two arms ran the same settings (an A/A '
                         'pair, as in experiment `aa`), so nothing here says how large a delta '
                         'noise alone makes.')
        return lines

    def verdict_lines(self):
        """Which pairs differ beyond their floor, on which metrics: the claims."""
        lines = ['## Verdicts' + (' — INVALID' if self.invalid else
                                  ' — UNRELIABLE' if self.unreliable else ''), '']
        if not self.aa_pools:
            return lines + ['None: no two arms ran the same settings, so no floor was measured '
                            '(see each comparison).']
        for base, arm in self.comparisons():
            over = [label for column, label, _ in self.metrics
                    if self.verdicts(base, arm)[column]]
            kind = 'A/A pair' if self.same(base, arm) else 'pair'
            lines.append(f'- {arm} vs {base} ({kind}): '
                         + (f'beyond the floor on {", ".join(over)}' if over else
                            'nothing beyond the floor'))
        aa = sum(1 for p in self.comparisons() if self.same(*p))
        effects = len(self.comparisons()) - aa
        lines += ['', f'Controlled together ({FAMILY_ALPHA:.0%} each): the {aa} A/A '
                      f'pair{"s" if aa != 1 else ""}, and the {effects} other '
                      f'pair{"s" if effects != 1 else ""}, over every metric '
                      '(harness/noise.py).  Were every arm the same settings, the '
                      'experiment would call some pair different at most '
                      f'{FAMILY_ALPHA:.0%} of the time, if its runs are exchangeable; the A/A '
                      'pairs check that they were.']
        return lines

    def not_compared(self):
        """What a reader must not read into the tables."""
        r = self.rows[0]
        cpus = len(parse_cpus(r['server_cpus'])) if r['server_cpus'] else None
        m = self.machine
        there = (f'{m["machine_cpu"]}, {m["machine_cpus"]} CPUs, {m["machine_memory"]}, '
                 f'kernel {m["machine_kernel"]}'
                 + (f', hypervisor {m["machine_hypervisor"]}' if m.get('machine_hypervisor')
                    else '') if 'machine_cpu' in m else 'not recorded')
        return [
            '## What this does not compare', '',
            ('- other workloads: one pgbench workload (see Setup); scans, writes, other skews '
             f'than {r["skew"]} or other data sizes than {mb(float(r["dataset_bytes"]))} '
             if r.get('workload', 'probes') == 'probes' else
             f'- other workloads: YCSB {r["workload_mix"].upper()} '
             f'({r["request_distribution"]}) only; other mixes, distributions or data sizes '
             f'than {mb(float(r["dataset_bytes"]))} '
             if r['workload'] == 'ycsb' else
             f'- other workloads: TPC-C only, at {warehouses(r)}; other mixes, '
             f'terminals with think time, or other data sizes than '
             f'{mb(float(r["dataset_bytes"]))} '
             if r['workload'] == 'tpcc' else
             f'- other workloads: TPC-H only, its 22 queries at scale factor '
             f'{float(r["scale_factor"]):g}; streams, refresh functions, or other data sizes '
             f'than {mb(float(r["dataset_bytes"]))} '
             if r['workload'] == 'tpch' else
             f'- other workloads: sysbench {r["sysbench_test"]} ({r["rand_type"]}) only; other '
             f'tests, distributions or data sizes than {mb(float(r["dataset_bytes"]))} '
             if r['workload'] == 'sysbench' else
             f'- other workloads: this one only (init {r["init"]}, scripts {r["script"]}); '
             f'other data sizes than {mb(float(r["dataset_bytes"]))} ')
            + 'can rank the arms otherwise',
            f'- other concurrency: {r["clients"]} clients against '
            + (f'{cpus} server CPU{"s" if cpus != 1 else ""}' if cpus else 'unpinned servers')
            + '; more clients than CPUs contend otherwise for the buffer mapping and the evictor',
            '- other memory layouts: the server\'s memory on '
            + (f'node {r["server_node"]}' if r['server_node'] else 'no node asked for')
            + '; a machine of several NUMA nodes is not measured here (`make check-numa`)',
            '- other machines: every run ran on this one (' + there + '); neither its speed '
            'nor its noise carries over',
            f'- other servers: PostgreSQL {r.get("server_version") or "(not recorded)"}, '
            f'shared_buffers {mb(float(r["shared_buffers_bytes"]))} only',
        ]

    def glance(self):
        """Every arm's median of every metric, side by side."""
        lines = ['## All arms' + (' — INVALID' if self.invalid else ''), '',
                 '| metric | ' + ' | '.join(self.arms) + ' |',
                 '|---|' + '---:|' * len(self.arms)]
        for column, label, kind in self.metrics:
            lines.append(f'| {label} | ' + ' | '.join(
                self.missing(a) if self.stat(a, column)[0] is None
                else fmt_value(kind, self.stat(a, column)[0]) for a in self.arms) + ' |')
        lines += ['', 'Medians over each arm\'s runs; the comparisons below give ranges, '
                      'deltas and p-values against ' + self.arms[0] + '.']
        return lines

    def clients_text(self):
        r = self.rows[0]
        return (f'clients {r["clients"]}, threads {r["threads"]}'
                + (f', throttled to {r["rate"]} tps' if r['rate'] else ''))

    def relations_text(self):
        r = self.rows[0]
        sb, data = float(r['shared_buffers_bytes']), float(r['dataset_bytes'])
        relations = [item.rsplit(':', 2) for item in r['relations'].split(';') if item]
        shown = ', '.join(f'{name} ({kind}) {mb(float(size))}' for name, kind, size in
                          relations[:8])
        return (f'{len(relations)} relations of {mb(data)}, {data / sb:.2f} x shared_buffers: '
                f'{shown}' + (f' and {len(relations) - 8} more' if len(relations) > 8 else ''))

    def ycsb_lines(self):
        r = self.rows[0]
        sb, heap = float(r['shared_buffers_bytes']), float(r['heap_bytes'])
        pkey = float(r['index_bytes'])
        mix = r['workload_mix']
        ops = {'a': '50% reads, 50% updates', 'b': '95% reads, 5% updates', 'c': 'reads only',
               'd': '95% reads, 5% inserts', 'e': '95% scans of 1 to 100 records, 5% inserts',
               'f': '50% reads, 50% read-modify-writes'}[mix]
        return [
            f'- shared_buffers {mb(sb)} : usertable heap {mb(heap)} : its primary key '
            f'{mb(pkey)} = 1 : {heap / sb:.2f} : {pkey / sb:.2f}; '
            f'{int(r["records"]):,} records of 10 fields of 100 bytes',
            f'- YCSB workload {mix.upper()} ({ops}), requests {r["request_distribution"]}'
            + (' (scrambled, constant 0.99)' if r['request_distribution'] == 'zipfian' else '')
            + f'; {self.clients_text()}'
            + ('; each run starts from the cluster as loaded' if mix != 'c' else ''),
        ]

    def tpcc_lines(self):
        r = self.rows[0]
        return [
            f'- shared_buffers {mb(float(r["shared_buffers_bytes"]))}; TPC-C '
            f'{warehouses(r)}, {self.relations_text()}',
            '- TPC-C\'s five transactions as PL/pgSQL functions, New-Order 45%, Payment 43%, '
            'Order-Status, Delivery and Stock-Level 4% each, no keying or think time; '
            f'{self.clients_text()}; each run starts from the cluster as loaded, and its '
            'consistency (clause 3.3.2) is checked after it',
        ]

    def tpch_lines(self):
        r = self.rows[0]
        return [
            f'- shared_buffers {mb(float(r["shared_buffers_bytes"]))}; TPC-H scale factor '
            f'{float(r["scale_factor"]):g}, {self.relations_text()}',
            '- TPC-H\'s 22 queries, one a transaction, each drawn with equal weight, their '
            f'parameters as qgen draws them; {self.clients_text()}',
        ] + ([f'- beside them, {r["probe_percent"]}% of the transactions are the probes\' '
              f'{r["indexes"]} zipfian index probes (skew {r["skew"]}, keys scattered by '
              f'permute) into pgbench_accounts of scale {r["scale"]}, its secondary indexes '
              f'{float(r["index_ratio"]):g} x shared_buffers each']
             if int(r.get('probe_percent') or 0) else [])

    def sysbench_lines(self):
        r = self.rows[0]
        return [
            f'- shared_buffers {mb(float(r["shared_buffers_bytes"]))}; sysbench sbtest1 of '
            f'{int(r["rows"]):,} rows, {self.relations_text()}',
            f'- sysbench {r["sysbench_test"]}, --rand-type {r["rand_type"]}'
            + (' (exponent 0.8, drawn by the harness\'s Lua)' if r['rand_type'] == 'zipfian'
               else '') + '; '
            f'{r["clients"]} threads (connections)'
            + (f', throttled to {r["rate"]} tps' if r['rate'] else '')
            + ('; each run starts from the cluster as loaded'
               if r['sysbench_test'] == 'oltp_read_write' else ''),
        ]

    def custom_lines(self):
        r = self.rows[0]
        return [
            f'- shared_buffers {mb(float(r["shared_buffers_bytes"]))}; init `{r["init"]}` made '
            + self.relations_text(),
            f'- pgbench scripts (FILE@WEIGHT) {r["script"]}; {self.clients_text()}'
            '; each run starts from the cluster as init left it',
        ]

    def setup(self):
        r = self.rows[0]
        sb, heap = float(r['shared_buffers_bytes']), float(r['heap_bytes'])
        idx = [float(b) for b in r['index_bytes'].split(';')]
        data = float(r['dataset_bytes'])
        each = sum(idx) / len(idx)
        kind = r.get('workload', 'probes')
        workload = (f'{len(idx)} zipfian index probes per transaction (random_zipfian skew '
                    f'{r["skew"]}, keys scattered by permute)' if r['script'] == 'probe.sql'
                    else f'pgbench script {r["script"]}')
        scans = int(r.get('scan_percent') or 0)
        if scans:
            workload += (f'; {scans}% of transactions instead scan {int(r["scan_rows"]):,} '
                         'consecutive accounts through pgbench_accounts_pkey from a uniformly '
                         'random start (pages read once, no ring)')
        if r['warmup'] == 'steady':
            warm = (f'warm-up until evictions per transaction are steady: {r["warmup_window"]} '
                    f'samples of {r["warmup_interval"]} s within '
                    f'{float(r["warmup_tolerance"]):.0%} of their median (at most '
                    f'{r["warmup_bound"]} s)')
            coarse = sorted({float(row.get('warmup_resolution') or 0) for row in self.rows} - {0})
            if coarse:
                # core's count is what the bgwriter last published (gates.warmup_resolution)
                warm += (f', plus {", ".join(f"{c:.0%}" for c in coarse)} for core\'s '
                         'buffers_alloc, which the bgwriter publishes once per bgwriter_delay')
        else:
            warm = f'warm-up {r["warmup_bound"]} s'
        mixes = sorted({float(row.get('warmup_mix_cv') or 0) for row in self.rows} - {0})
        if mixes:
            # gates.mix_allowance: a sample of k transactions of unlike evictions
            warm += (f'; the warm-up gate allows a sample of k transactions what a mix whose '
                     f'evictions vary by {", ".join(f"{c:g}" for c in mixes)} of their mean '
                     f'moves it, {MIX_SDS} x sqrt(2) / sqrt(k) of that')
        pin = ', '.join(f'{what} {r[key]}' for key, what in
                        (('server_cpus', 'server CPUs'), ('server_node', 'server memory node'),
                         ('client_cpus', 'client CPUs')) if r[key])
        lines = ['## Setup', ''] + ({'ycsb': self.ycsb_lines, 'tpcc': self.tpcc_lines,
                                     'tpch': self.tpch_lines,
                                     'sysbench': self.sysbench_lines,
                                     'custom': self.custom_lines}[kind]() if kind != 'probes' else [
            f'- shared_buffers {mb(sb)} : accounts heap {mb(heap)} : {len(idx)} secondary '
            f'indexes of {mb(each)} each = 2 : {2 * heap / sb:.2f} : {2 * each / sb:.2f} '
            f'(seed 001: 2 : 8 : 0.85); the probes reach {mb(data)}, '
            f'{data / sb:.2f} x shared_buffers',
            f'- pgbench scale {r["scale"]}; {workload}; {self.clients_text()}']) + [
            f'- each run restarts the server with its arm\'s settings; {warm}; snapshot; '
            f'{r["measure_seconds"]} s measured; snapshot; diff',
            f'- {r["runs_per_arm"]} runs per arm, order {r["order"]} (seed {r["seed"]}): '
            + ' '.join(row['arm'] for row in self.rows),
            self.drift_line(),
            f'- pinning: {pin} ({r["pin_tool"]})' if pin else '- pinning: none requested',
            '- arms:',
        ]
        lines += [f'  - {a}: `{self.settings[a]}`' + (' (baseline)' if i == 0 else '')
                  + (" (core's evictor)" if self.core[a] else '')
                  for i, a in enumerate(self.arms)]
        if r.get('server_version'):
            lines.append(f'- server: PostgreSQL {r["server_version"]} '
                         f'(postgres {r.get("server_binary", "")}'
                         + (f', io_method {r["io_method"]}' if r.get('io_method') else '')
                         + ')')
        return lines

    def drift_line(self):
        d = drift(self.rows, 'tps')
        if d is None:
            return '- drift: too few runs to tell'
        order = self.rows[0]['order']
        exposed = {'alternate': 'alternate runs the baseline first in every round, so a '
                                'linear drift shifts each later arm\'s delta by about its '
                                'distance in runs times the drift',
                   'random': 'a random order spreads it unevenly'}.get(
                       order, 'a counterbalanced order gives every arm the same mean run '
                              'position over each complete block of rounds, so a linear drift '
                              'cancels in means and in the rank test (a median of an odd count '
                              'of runs still moves by up to a run\'s drift)')
        return (f'- drift: tps moved {d:+.2f}% per run (least-squares slope against the run '
                f'number within arms, in % of the median); {exposed}')

    def gate_lines(self):
        lines = ['## Gates', '']
        for i, (title, reasons) in enumerate(self.gates, 1):
            lines.append(f'{i}. {title}: ' + ('FAILED' if reasons else 'passed'))
            for why, runs in reasons:
                lines.append(f'   - run{"s" if len(runs) > 1 else ""} {", ".join(runs)}: {why}')
        return lines

    def run_lines(self):
        failed_gates = {}
        for i, (_, reasons) in enumerate(self.gates, 1):
            for _, runs in reasons:
                for run in runs:
                    failed_gates.setdefault(run.split()[0], []).append(str(i))
        head = ['run', 'arm', 'tps', 'latency (ms)', 'index hit ratio', 'index-leaf resident',
                'index share of evictions', 'evictions', 'allocations per transaction',
                'warm-up (s)', 'failed gates']
        lines = ['## Runs', '', '| ' + ' | '.join(head) + ' |', '|' + '---|' * len(head)]
        for r in self.rows:
            gap = '—' if r.get('evictor') == 'core' else 'n/a'

            def cell(column, kind):
                return fmt_value(kind, float(r[column])) if r.get(column, '') != '' else gap

            def evictions(r):
                if r.get('evictor') != 'core':
                    return cell('victims_valid', 'count')
                io = [float(v) for k, v in r.items() if k.startswith('io_evictions.') and v]
                return fmt_value('count', sum(io)) + ' (pg_stat_io)' if io else '—'
            lines.append('| ' + ' | '.join([
                r['run'], r['arm'], cell('tps', 'count'), cell('latency_ms', 'ms'),
                cell('index_hit_ratio', 'ratio'), cell('index_leaf_resident', 'count'),
                cell('index_eviction_share', 'share'), evictions(r),
                cell('allocations_per_transaction', 'per'), r['warmup_seconds_used'],
                ', '.join(failed_gates.get(r['run'], [])) or '—']) + ' |')
        return lines

    def relation_lines(self, least=0.001):
        """Each relation's share of the pool at the windows' ends, by fork and
        page class, the arms side by side (mean over each arm's runs)."""
        arms = [a for a in self.arms if a in self.residency]
        keys = set().union(*(self.residency[a] for a in arms))

        def mean(arm, key):
            runs = self.residency[arm].get(key)
            return sum(runs) / len(runs) if runs else 0.0
        shown = sorted((k for k in keys if any(mean(a, k) >= least for a in arms)),
                       key=lambda k: (-mean(arms[0], k), k))
        rest = [k for k in keys if k not in shown]
        lines = ['## Residency by relation', '',
                 'What each relation of the bench database held at the end of the window, by '
                 'fork and page class, as a share of shared_buffers (the mean over each arm\'s '
                 f'runs; `runs/NN-ARM/{RESIDENCY_FILE}`).  A state at one moment, not a '
                 'comparison: no interval, no verdict.', '',
                 '| relation | fork | class | ' + ' | '.join(arms) + ' |',
                 '|---|---|---|' + '---:|' * len(arms)]
        for k in shown:
            lines.append(f'| {k[0]} | {k[1]} | {k[2]} | '
                         + ' | '.join(f'{100 * mean(a, k):.2f}%' for a in arms) + ' |')
        if rest:
            lines.append(f'| {len(rest)} more, each under {100 * least:g}% | | | '
                         + ' | '.join(f'{100 * sum(mean(a, k) for k in rest):.2f}%'
                                      for a in arms) + ' |')
        return lines

    def summary(self, plots_note):
        r = self.rows[0]
        lines = [f'# {r["experiment"]}: {" vs ".join(self.arms)}', '']
        if r['description']:
            lines += [r['description'], '']
        if self.invalid:
            failed = [title for title, reasons in self.gates if reasons]
            lines += [f'**INVALID** — {len(failed)} gate{"s" if len(failed) > 1 else ""} failed '
                      f'({"; ".join(failed)}): these numbers must not be quoted.  See Gates.', '']
        else:
            lines += ['All gates passed.', '']
        if self.unreliable:
            lines += ['**UNRELIABLE** — arms that ran the same settings differ beyond their '
                      'floor (' + '; '.join(f'{a} vs {b}: {", ".join(over)}'
                                            for b, a, over in self.unreliable)
                      + '): the arms were not exchangeable, so no verdict here can be '
                        'trusted.  See the A/A pairs below.', '']
        lines += self.setup() + [''] + self.not_compared() + ['']
        if len(self.arms) > 2:
            lines += self.glance() + ['']
        lines += self.verdict_lines() + ['']
        for base, arm in self.comparisons():
            lines += self.comparison(base, arm) + ['']
        if len(self.arms) == 1:
            lines += ['One arm: nothing to compare; see Runs.', '']
        lines += self.gate_lines() + [''] + self.run_lines() + ['']
        if self.residency:
            lines += self.relation_lines() + ['']
        lines += ['## Files', '',
                  '- `runs.csv`: every run, every metric (the input of this report: '
                  '`scripts/report.py runs.csv`)',
                  '- `environment`: versions, commit, settings, machine, the exact commands',
                  '- `runs/NN-ARM/`: per run, the server settings, pgbench output with progress, '
                  'the snapshot diff' + (', the residency by relation' if self.residency else ''),
                  f'- plots: {plots_note}']
        return '\n'.join(lines) + '\n'


def _datablock(name, rows):
    return [f'${name} << EOD'] + [' '.join(str(c) for c in row) for row in rows] + ['EOD']


# metrics drawn in strips.png and deltas.png: those a verdict is read from
NOISE_PLOTTED = ['index_leaf_resident', 'index_eviction_share', 'index_hit_ratio', 'tps',
                 'allocations_per_transaction', 'latency_ms']


def noise_plots(report):
    """strips.png: each arm's runs of a metric as points, over the band of
    the baseline's median +- the A/A floor of the baseline against itself;
    deltas.png: each pair's delta with its interval, beside +- its floor."""
    metrics = [m for m in report.metrics if m[0] in NOISE_PLOTTED and values(report.rows, m[0])]
    if not metrics:
        return []
    rows = (len(metrics) + 1) // 2
    script = ['set terminal pngcairo size 1400,%d font ",10"' % (350 * rows),
              "set output 'strips.png'", 'unset object', 'set autoscale y',
              'set style fill solid noborder',
              f'set multiplot layout {rows},2 title "each run by arm; grey: the baseline\'s '
              'median +- its A/A floor"', 'set key off', 'set grid', 'set offsets 0.5, 0.5, graph 0.1, graph 0.1',
              'set xtics (' + ', '.join(f"'{a}' {i}" for i, a in enumerate(report.arms, 1))
              + ') rotate by -30']
    n = len(report.by_arm[report.arms[0]])
    base_floor, _ = report.floor(n, n, report.alpha(report.arms[0], report.arms[0])) \
        if report.aa_pools else ({}, None)
    for column, label, kind in metrics:
        points = [[i + 0.06 * (k - (len(report.by_arm[a]) - 1) / 2),
                   float(r[column])]
                  for i, a in enumerate(report.arms, 1)
                  for k, r in enumerate(report.by_arm[a]) if r.get(column, '') != '']
        name = f'strip_{column}'
        script += _datablock(name, points)
        script.append('unset object')
        m0 = report.stat(report.arms[0], column)[0]
        f = base_floor.get(column)
        if m0 is not None and f is not None:
            half = f if KINDS[kind][1] else abs(m0) * f / 100
            script.append(f'set object 1 rectangle from graph 0, first {m0 - half} to graph 1, '
                          f'first {m0 + half} behind fillcolor rgb "#dddddd" fillstyle solid '
                          'noborder')
        script += [f"set title '{label}'", f'plot ${name} using 1:2 with points pt 7 ps 1.2']
    script += ['unset multiplot', 'unset object', 'set xtics auto norotate']
    pairs = report.comparisons()
    if not pairs:
        return script
    script += ['set terminal pngcairo size 1400,%d font ",10"' % (350 * rows),
               "set output 'deltas.png'",
               f'set multiplot layout {rows},2 title "delta of each pair (% or points) with its '
               f'{CONFIDENCE:.0%} interval; grey: +- the pair\'s A/A floor"',
               'set key off', 'set grid', 'set offsets 0.5, 0.5, graph 0.1, graph 0.1',
               'set xtics (' + ', '.join(f"'{a} vs {b}' {i}" for i, (b, a) in enumerate(pairs, 1))
               + ') rotate by -30']
    for column, label, kind in metrics:
        data = []
        for i, (base, arm) in enumerate(pairs, 1):
            d, _ = delta(kind, report.stat(base, column)[0], report.stat(arm, column)[0])
            if d is None:
                continue
            x, y = report.by_arm[base], report.by_arm[arm]
            lo, hi, _ = report.interval_bounds(kind, base, arm, column)
            floor, _ = report.floor(len(x), len(y), report.alpha(base, arm)) \
                if report.aa_pools else ({}, None)
            f = floor.get(column)
            data.append([i, d, d if lo is None else lo, d if hi is None else hi,
                         'NaN' if f is None else f])
        if not data:
            script.append('set multiplot next')     # gnuplot refuses an empty plot
            continue
        name = f'delta_{column}'
        script += _datablock(name, data)
        script += [f"set title '{label}'",
                   f'plot ${name} using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror '
                   'fillstyle solid noborder fillcolor rgb "#dddddd", '
                   f'${name} using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"']
    script.append('unset multiplot')
    return script


def plot(report, outdir):
    """runs.png (each metric per run, by arm) and eviction-shares.png (victims
    by class per run), with the gnuplot scripts beside them."""
    script = ['set terminal pngcairo size 1400,1400 font ",10"', "set output 'runs.png'",
              f'set multiplot layout {(len(report.metrics) + 1) // 2},2 '
              'title "per-run values by arm (x: run)"',
              'set key outside right', 'set grid', 'set offsets 0.5, 0.5, graph 0.1, graph 0.1']
    for i, arm in enumerate(report.arms, 1):
        script += _datablock(f'arm{i}', [[r['run']] + [r.get(c, '') or 'NaN' for c, _, _ in report.metrics]
                                         for r in report.by_arm[arm]])
    for k, (column, label, _) in enumerate(report.metrics, 2):
        if not values(report.rows, column):
            script.append('set multiplot next')     # gnuplot refuses an empty plot
            continue
        script.append(f"set title '{label}'")
        script.append('plot ' + ', '.join(
            f"$arm{i} using 1:{k} with points pt 7 ps 1.5 title '{arm}'"
            for i, arm in enumerate(report.arms, 1)))
    script.append('unset multiplot')
    shares = []
    for r in report.rows:
        total = float(r['victims_valid']) if r.get('victims_valid') else 0
        parts = [float(r.get(c) or 0) for c, _ in CLASSES]
        parts.append(total - sum(parts))
        shares.append([f'{r["run"]}-{r["arm"]}'] +
                      [f'{100 * p / total:.4f}' if total else 0 for p in parts])
    labels = [name for _, name in CLASSES] + ['other']
    script += ["set output 'eviction-shares.png'", 'set terminal pngcairo size 1200,700',
               'set offsets 0, 0, 0, 0',
               "set title 'share of evictions by page class, per run (%)'",
               'set style data histograms', 'set style histogram rowstacked',
               'set style fill solid border -1', 'set yrange [0:100]', 'set xtics rotate by -45',
               'set key outside right']
    script += _datablock('shares', shares)
    script.append('plot ' + ', '.join(
        f"$shares using {k}{':xtic(1)' if k == 2 else ''} title '{name}'"
        for k, name in enumerate(labels, 2)))
    script += noise_plots(report)
    path = os.path.join(outdir, 'plots.gp')
    with open(path, 'w') as f:
        f.write('\n'.join(script) + '\n')
    p = subprocess.run(['gnuplot', 'plots.gp'], cwd=outdir, capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError(f'gnuplot failed: {p.stderr.strip()}')


def machine_beside(runs_csv):
    """The machine lines of the environment file beside a runs.csv ({} if none)."""
    return machine_of(os.path.join(os.path.dirname(os.path.abspath(runs_csv)), 'environment'))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--no-plots', action='store_true', help='write summary.md only')
    ap.add_argument('--floor', metavar='AA_RUNS_CSV',
                    help='take the A/A noise floor from this runs.csv (an experiment like '
                         '`aa` on the same data, workload and pinning)')
    ap.add_argument('runs_csv')
    ap.add_argument('outdir', nargs='?')
    args = ap.parse_args()
    outdir = args.outdir or os.path.dirname(os.path.abspath(args.runs_csv))
    try:
        os.makedirs(outdir, exist_ok=True)
        with open(args.runs_csv, newline='') as f:
            rows = list(csv.DictReader(f))
        if not rows:
            raise ValueError(f'{args.runs_csv} holds no runs')
        with_script_results(rows, os.path.dirname(os.path.abspath(args.runs_csv)))
        floor_from = None
        if args.floor:
            with open(args.floor, newline='') as f:
                floor_rows = list(csv.DictReader(f))
            if not floor_rows:
                raise ValueError(f'{args.floor} holds no runs')
            floor_from = (os.path.basename(os.path.dirname(os.path.abspath(args.floor))),
                          floor_rows, machine_beside(args.floor))
        report = Report(rows, floor_from, machine_beside(args.runs_csv))
        report.residency = residency_by_relation(
            rows, os.path.dirname(os.path.abspath(args.runs_csv)))
        if args.no_plots:
            note = 'not drawn (--no-plots)'
        elif not shutil.which('gnuplot'):
            note = 'not drawn: gnuplot is not installed'
            print('report.py: gnuplot is not installed: no plots', file=sys.stderr)
        else:
            try:
                plot(report, outdir)
                note = ('`runs.png` (per-run values by arm), `eviction-shares.png` (evictions '
                        'by page class, per run), `strips.png` (each arm\'s runs over the '
                        'baseline\'s A/A band), `deltas.png` (each pair\'s delta with its '
                        'interval and floor), from `plots.gp`')
            except RuntimeError as e:
                note = 'gnuplot failed on `plots.gp` (see its output on stderr)'
                print(f'report.py: {e}', file=sys.stderr)
        with open(os.path.join(outdir, 'summary.md'), 'w') as f:
            f.write(report.summary(note))
    except KeyError as e:
        print(f'report.py: {args.runs_csv} has no column {e}', file=sys.stderr)
        return 2
    except (OSError, ValueError) as e:
        print(f'report.py: {e}', file=sys.stderr)
        return 2
    return 3 if report.invalid else 4 if report.unreliable else 0


if __name__ == '__main__':
    sys.exit(main())
