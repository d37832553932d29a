#!/usr/bin/python3
"""Report of an experiment from its runs.csv alone: summary.md and plots.

    scripts/report.py [--no-plots] [--floor AA_RUNS_CSV] RUNS_CSV [OUTDIR]

summary.md gives, per metric of seed 001's table (plus latency and
allocations per transaction), each arm's median and min-max over its runs,
the delta of each arm against the first (% for counts, points for shares
and ratios), whether the per-run ranges overlap, a Mann-Whitney U p-value,
and the A/A noise floor when two arms have the same settings (or, with
--floor, those of an A/A experiment on the same setup): the 95th
percentile of |median delta| over every split of the A/A runs into groups
of the compared arms' run counts.  Core's evictor as an arm
(pg_evictor.redirect = off) reads "—" where it cannot give a metric.  The
gates are judged here, from the CSV, and a failed gate marks every table
INVALID.
The output depends on runs.csv only, so a report can be re-made and checked.

Exit status: 0 valid, 3 a gate failed, 2 the report could not be made.
"""
import argparse
import csv
import itertools
import math
import random
import os
import shutil
import subprocess
import sys

sys.dont_write_bytecode = True     # no caches in the tree (nor root-owned ones)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness.gates import evaluate  # noqa: E402
from harness.pgbench import script_results  # noqa: E402
from harness.run import run_dir  # noqa: E402
from harness.stats import mann_whitney, median  # noqa: E402

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
              'scan_percent', 'scan_rows']
# what a runs.csv older than a key ran with
FLOOR_UNRECORDED = {'scan_percent': '0'}

# the A/A floor: this percentile of |median delta| over every split of the
# A/A runs into groups of the compared arms' run counts (one split is one
# draw: the committed aa's sat at its 29th percentile)
FLOOR_PERCENTILE = 95
SPLIT_LIMIT = 100000        # more splits than this: a seeded sample of them


def _splits(n, n0, n1):
    """(first, second) index groups of n runs, every way or a seeded sample."""
    total = math.comb(n, n0) * math.comb(n - n0, n1)
    if total <= SPLIT_LIMIT:
        for g0 in itertools.combinations(range(n), n0):
            rest = [i for i in range(n) if i not in g0]
            for g1 in itertools.combinations(rest, n1):
                yield g0, g1
        return
    rng = random.Random(1)
    for _ in range(SPLIT_LIMIT):
        chosen = rng.sample(range(n), n0 + n1)
        yield chosen[:n0], chosen[n0:]


def split_floor(vals, kind, n0, n1):
    """The FLOOR_PERCENTILE-th percentile (nearest rank) of |delta| between
    the medians of n0 and n1 runs drawn from the A/A values, over every split;
    None when there are fewer than n0 + n1 values."""
    if len(vals) < n0 + n1:
        return None
    deltas = []
    for g0, g1 in _splits(len(vals), n0, n1):
        d, _ = delta(kind, median([vals[i] for i in g0]), median([vals[i] for i in g1]))
        if d is not None:
            deltas.append(abs(d))
    if not deltas:
        return None
    deltas.sort()
    return deltas[math.ceil(FLOOR_PERCENTILE / 100 * len(deltas)) - 1]


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
    def __init__(self, rows, floor_from=None):
        self.rows = sorted((derive(r) for r in rows), key=lambda r: int(r['run']))
        first = {}
        for r in self.rows:
            first.setdefault(r['arm'], r)
        self.arms = sorted(first, key=lambda a: int(first[a]['arm_index']))
        self.settings = {a: first[a]['settings'] for a in self.arms}
        self.by_arm = {a: [r for r in self.rows if r['arm'] == a] for a in self.arms}
        self.metrics = [m for m in METRICS
                        if m[0] not in OPTIONAL or any(values(self.rows, m[0]))]
        self.core = {a: all(r.get('evictor') == 'core' for r in self.by_arm[a])
                     for a in self.arms}
        self.gates = evaluate(self.rows)
        self.invalid = any(reasons for _, reasons in self.gates)
        # the runs of each A/A pair, pooled: the floor's material
        self.aa_pools = [self.by_arm[a] + self.by_arm[b] for a, b in self.aa_pairs()]
        self.floor_source = 'own' if self.aa_pools else None
        self._floors = {}
        if floor_from is not None:
            self._floor_from(*floor_from)

    def _floor_from(self, name, rows):
        """Take the noise floor of another experiment's A/A pair, if it ran
        the same workload on the same data and server, pinned the same way."""
        other = Report(rows)
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
        self.aa_pools += other.aa_pools
        self.floor_source = (f'experiment `{theirs["experiment"]}` ({name}, '
                             f'{len(other.rows)} runs)'
                             + (' and this one' if self.floor_source else ''))

    def floor(self, n0, n1):
        """Per metric, the A/A floor for medians of n0 against n1 runs: the
        largest over the A/A pools of split_floor."""
        if (n0, n1) not in self._floors:
            floor = {}
            for pool in self.aa_pools:
                for column, _, kind in self.metrics:
                    f = split_floor(values(pool, column), kind, n0, n1)
                    if f is not None:
                        floor[column] = max(floor.get(column, 0.0), f)
            self._floors[n0, n1] = floor
        return self._floors[n0, n1]

    def floor_note(self, n0, n1):
        """What the floor of n0 against n1 runs was taken from."""
        splits = [math.comb(len(pool), n0) * math.comb(len(pool) - n0, n1)
                  for pool in self.aa_pools if len(pool) >= n0 + n1]
        if not splits:
            return (f'A/A floor n/a: the A/A pair has fewer than {n0 + n1} runs to split into '
                    f'{n0} and {n1}')
        counted = ' and '.join(f'{n:,}' if n <= SPLIT_LIMIT else
                               f'a seeded sample of {SPLIT_LIMIT:,} of {n:,}' for n in splits)
        return (f'A/A floor: the {FLOOR_PERCENTILE}th percentile (nearest rank) of |delta| '
                f'between the medians of {n0} and {n1} A/A runs over every split of the pooled '
                f'A/A runs ({counted} splits)')

    def missing(self, *arms):
        """How a value an arm lacks reads: — where core's evictor cannot give it."""
        return '—' if any(self.core[a] for a in arms) else 'n/a'

    def aa_pairs(self):
        """Arms run with the very same settings: their differences are noise."""
        same = lambda a, b: sorted(self.settings[a].split()) == sorted(self.settings[b].split())
        return [(a, b) for i, a in enumerate(self.arms) for b in self.arms[i + 1:] if same(a, b)]

    def stat(self, arm, column):
        v = values(self.by_arm[arm], column)
        return (median(v), min(v), max(v)) if v else (None, None, None)

    def comparison(self, base, arm):
        aa = (base, arm) in self.aa_pairs()
        n0, n1 = len(self.by_arm[base]), len(self.by_arm[arm])
        floor = self.floor(n0, n1)
        head = ['metric', base, arm, 'delta', 'ranges overlap', 'Mann–Whitney p']
        show_floor = bool(self.aa_pools)
        if show_floor:
            head += ['A/A floor'] + ([] if aa else ['beyond floor'])
        lines = [f'## {arm} vs {base}' + (' — INVALID' if self.invalid else '')
                 + (' (an A/A pair)' if aa else ''), '',
                 '| ' + ' | '.join(head) + ' |', '|' + '---|' * len(head)]
        method = None
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
                cells += [gap, gap]
            else:
                cells.append('yes' if max(lo0, lo1) <= min(hi0, hi1) else 'no')
                p, method = mann_whitney(values(self.by_arm[base], column),
                                         values(self.by_arm[arm], column))
                cells.append(f'{p:.4f}')
            if show_floor:
                f = floor.get(column)
                cells.append('n/a' if f is None else '±' + fmt_delta(kind, f)[1:])
                if not aa:
                    cells.append((gap if m0 is None or m1 is None else 'n/a')
                                 if f is None or d is None else
                                 ('yes' if beyond(kind, d, f) else 'no'))
            lines.append('| ' + ' | '.join(cells) + ' |')
        lines += ['', f'Median (min–max) over {n0} and {n1} runs.  Delta: {arm} against {base}, '
                      '% for counts, times and rates, points (pt) for shares and ratios.']
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
            lines.append(self.floor_note(n0, n1) + where + (
                '.' if aa else '; a delta within it (as both are written) is '
                'indistinguishable from noise.'))
        if aa:
            lines.append('Both arms ran the same settings: these deltas are noise.')
        elif not show_floor:
            lines.append('no noise floor measured: no two arms ran the same settings (an A/A '
                         'pair, as in experiment `aa`), so nothing here says how large a delta '
                         'noise alone makes.')
        return lines

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

    def setup(self):
        r = self.rows[0]
        sb, heap = float(r['shared_buffers_bytes']), float(r['heap_bytes'])
        idx = [float(b) for b in r['index_bytes'].split(';')]
        data = float(r['dataset_bytes'])
        each = sum(idx) / len(idx)
        workload = (f'{len(idx)} zipfian index probes per transaction (random_zipfian skew '
                    f'{r["skew"]}, keys scattered by permute)' if r['script'] == 'probe.sql'
                    else f'pgbench script {r["script"]}')
        scans = int(r.get('scan_percent') or 0)
        if scans:
            workload += (f'; {scans}% of transactions instead scan {int(r["scan_rows"]):,} '
                         'consecutive accounts through pgbench_accounts_pkey from a uniformly '
                         'random start (pages read once, no ring)')
        rate = f', throttled to {r["rate"]} tps' if r['rate'] else ''
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
        pin = ', '.join(f'{what} {r[key]}' for key, what in
                        (('server_cpus', 'server CPUs'), ('server_node', 'server memory node'),
                         ('client_cpus', 'client CPUs')) if r[key])
        lines = [
            '## Setup', '',
            f'- shared_buffers {mb(sb)} : accounts heap {mb(heap)} : {len(idx)} secondary '
            f'indexes of {mb(each)} each = 2 : {2 * heap / sb:.2f} : {2 * each / sb:.2f} '
            f'(seed 001: 2 : 8 : 0.85); the probes reach {mb(data)}, '
            f'{data / sb:.2f} x shared_buffers',
            f'- pgbench scale {r["scale"]}; {workload}; clients {r["clients"]}, '
            f'threads {r["threads"]}{rate}',
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
        lines += self.setup() + ['']
        if len(self.arms) > 2:
            lines += self.glance() + ['']
        for arm in self.arms[1:]:
            lines += self.comparison(self.arms[0], arm) + ['']
        if len(self.arms) == 1:
            lines += ['One arm: nothing to compare; see Runs.', '']
        lines += self.gate_lines() + [''] + self.run_lines() + ['']
        lines += ['## Files', '',
                  '- `runs.csv`: every run, every metric (the input of this report: '
                  '`scripts/report.py runs.csv`)',
                  '- `environment`: versions, commit, settings, machine, the exact commands',
                  '- `runs/NN-ARM/`: per run, the server settings, pgbench output with progress, '
                  'the snapshot diff',
                  f'- plots: {plots_note}']
        return '\n'.join(lines) + '\n'


def _datablock(name, rows):
    return [f'${name} << EOD'] + [' '.join(str(c) for c in row) for row in rows] + ['EOD']


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
    path = os.path.join(outdir, 'plots.gp')
    with open(path, 'w') as f:
        f.write('\n'.join(script) + '\n')
    p = subprocess.run(['gnuplot', 'plots.gp'], cwd=outdir, capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError(f'gnuplot failed: {p.stderr.strip()}')


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
                          floor_rows)
        report = Report(rows, floor_from)
        if args.no_plots:
            note = 'not drawn (--no-plots)'
        elif not shutil.which('gnuplot'):
            note = 'not drawn: gnuplot is not installed'
            print('report.py: gnuplot is not installed: no plots', file=sys.stderr)
        else:
            try:
                plot(report, outdir)
                note = ('`runs.png` (per-run values by arm), `eviction-shares.png` (evictions '
                        'by page class, per run), from `plots.gp`')
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
    return 3 if report.invalid else 0


if __name__ == '__main__':
    sys.exit(main())
