#!/usr/bin/python3
"""Report of an experiment from its runs.csv alone: summary.md and plots.

    scripts/report.py [--no-plots] [--floor AA_RUNS_CSV] RUNS_CSV [OUTDIR]

summary.md gives, per metric of seed 001's table (plus latency and
allocations per transaction), each arm's median and min-max over its runs,
the delta of each arm against the first (% for counts, points for shares
and ratios), whether the per-run ranges overlap, a Mann-Whitney U p-value,
and the A/A noise floor when two arms have the same settings (or, with
--floor, those of an A/A experiment on the same setup).  The gates
are judged here, from the CSV, and a failed gate marks every table INVALID.
The output depends on runs.csv only, so a report can be re-made and checked.

Exit status: 0 valid, 3 a gate failed, 2 the report could not be made.
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
from harness.gates import evaluate  # noqa: E402
from harness.stats import mann_whitney, median  # noqa: E402

# column, row label, kind (how values and deltas are written)
METRICS = [
    ('index_leaf_resident', 'index-leaf resident', 'count'),
    ('index_inner_resident', 'index-inner resident', 'count'),
    ('index_eviction_share', 'index share of evictions', 'share'),
    ('index_hit_ratio', 'index hit ratio', 'ratio'),
    ('tps', 'tps', 'count'),
    ('latency_ms', 'latency average (ms)', 'ms'),
    ('allocations_per_transaction', 'allocations per transaction', 'per'),
    ('ticks_per_allocation', 'sweep ticks per allocation', 'per'),
    ('steal_share', 'allocations by steal (partitions)', 'share'),
]
# metrics computed from the diff's counts: (column, numerator, denominator, scale);
# ticks per allocation from the exact counts, not the diff's 4-decimal ratio
DERIVED = [('ticks_per_allocation', 'ticks', 'allocations', 1),
           ('steal_share', 'steals', 'allocations', 100)]
# metrics shown only when some run has a non-zero value (no steals without partitions)
OPTIONAL = {'steal_share'}
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
    for column, num, den, scale in DERIVED:
        try:
            row[column] = str(scale * float(row[num]) / float(row[den]))
        except (KeyError, ValueError, ZeroDivisionError):
            row[column] = ''
    return row


def fmt_value(kind, v):
    return 'n/a' if v is None else KINDS[kind][0].format(v)


def fmt_delta(kind, d):
    """Points for shares and ratios, else %; a delta too small for the usual
    decimals gets more rather than reading as a signed zero."""
    _, points, decimals = KINDS[kind]
    decimals = decimals if points else 2
    while d and round(d, decimals) == 0 and decimals < 6:
        decimals += 1
    return f'{d:+.{decimals}f}' + ('pt' if points else '%')


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


# what must match for an A/A experiment's floor to stand for another's noise
FLOOR_KEYS = ['scale', 'indexes', 'index_ratio', 'shared_buffers_bytes', 'skew', 'script',
              'clients', 'threads', 'rate', 'warmup', 'warmup_bound', 'measure_seconds',
              'server_cpus', 'server_node', 'client_cpus']


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
        self.gates = evaluate(self.rows)
        self.invalid = any(reasons for _, reasons in self.gates)
        self.floor = self._noise_floor()
        self.floor_source = 'own' if self.floor else None
        if floor_from is not None:
            self._floor_from(*floor_from)

    def _floor_from(self, name, rows):
        """Take the noise floor of another experiment's A/A pair, if it ran
        the same workload on the same data, pinned the same way."""
        other = Report(rows)
        if not other.aa_pairs():
            raise ValueError(f'{name}: no two arms ran the same settings, so it has no '
                             'noise floor to give')
        if other.invalid:
            raise ValueError(f'{name}: a gate failed there; its floor cannot be used')
        mine, theirs = self.rows[0], other.rows[0]
        differ = [k for k in FLOOR_KEYS if mine.get(k, '') != theirs.get(k, '')]
        if differ:
            raise ValueError(f'{name} ran another setup ({", ".join(differ)} differ): '
                             'its noise floor does not apply here')
        for column, value in other.floor.items():
            self.floor[column] = max(self.floor.get(column, 0.0), value)
        self.floor_source = (f'experiment `{theirs["experiment"]}` ({name}, '
                             f'{len(other.rows)} runs)'
                             + (' and this one' if self.floor_source else ''))

    def aa_pairs(self):
        """Arms run with the very same settings: their differences are noise."""
        same = lambda a, b: sorted(self.settings[a].split()) == sorted(self.settings[b].split())
        return [(a, b) for i, a in enumerate(self.arms) for b in self.arms[i + 1:] if same(a, b)]

    def stat(self, arm, column):
        v = values(self.by_arm[arm], column)
        return (median(v), min(v), max(v)) if v else (None, None, None)

    def _noise_floor(self):
        """Per metric, the largest |delta| between the arms of an A/A pair."""
        floor = {}
        for a, b in self.aa_pairs():
            for column, _, kind in self.metrics:
                d, _ = delta(kind, self.stat(a, column)[0], self.stat(b, column)[0])
                if d is not None:
                    floor[column] = max(floor.get(column, 0.0), abs(d))
        return floor

    def comparison(self, base, arm):
        aa = (base, arm) in self.aa_pairs()
        head = ['metric', base, arm, 'delta', 'ranges overlap', 'Mann–Whitney p']
        show_floor = bool(self.floor) and not aa
        if show_floor:
            head += ['A/A floor', 'beyond floor']
        lines = [f'## {arm} vs {base}' + (' — INVALID' if self.invalid else '')
                 + (' (an A/A pair)' if aa else ''), '',
                 '| ' + ' | '.join(head) + ' |', '|' + '---|' * len(head)]
        method = None
        for column, label, kind in self.metrics:
            (m0, lo0, hi0), (m1, lo1, hi1) = self.stat(base, column), self.stat(arm, column)
            d, dtext = delta(kind, m0, m1)
            cells = [label]
            for m, lo, hi in ((m0, lo0, hi0), (m1, lo1, hi1)):
                cells.append('n/a' if m is None else f'{fmt_value(kind, m)} '
                             f'({fmt_value(kind, lo)}–{fmt_value(kind, hi)})')
            cells.append(dtext)
            if m0 is None or m1 is None:
                cells += ['n/a', 'n/a']
            else:
                cells.append('yes' if max(lo0, lo1) <= min(hi0, hi1) else 'no')
                p, method = mann_whitney(values(self.by_arm[base], column),
                                         values(self.by_arm[arm], column))
                cells.append(f'{p:.4f}')
            if show_floor:
                f = self.floor.get(column)
                cells.append('n/a' if f is None else '±' + fmt_delta(kind, f)[1:])
                cells.append('n/a' if f is None or d is None else ('yes' if abs(d) > f else 'no'))
            lines.append('| ' + ' | '.join(cells) + ' |')
        n0, n1 = len(self.by_arm[base]), len(self.by_arm[arm])
        lines += ['', f'Median (min–max) over {n0} and {n1} runs.  Delta: {arm} against {base}, '
                      '% for counts, times and rates, points (pt) for shares and ratios.']
        if method == 'exact':
            lines.append(f'p: two-sided Mann–Whitney U, exact: the permutation distribution over '
                         f'all {math.comb(n0 + n1, n0)} splits of the pooled runs '
                         '(midranks for ties).')
        elif method == 'normal':
            lines.append('p: two-sided Mann–Whitney U, normal approximation with tie and '
                         'continuity correction.')
        if aa:
            lines.append('Both arms ran the same settings: these deltas are the noise floor.')
        elif self.floor:
            where = '' if self.floor_source == 'own' else f', from {self.floor_source}'
            lines.append('A/A floor: the largest delta between two arms with the same settings'
                         f'{where}; a delta within it is indistinguishable from noise.')
        else:
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
                fmt_value(kind, self.stat(a, column)[0]) for a in self.arms) + ' |')
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
        rate = f', throttled to {r["rate"]} tps' if r['rate'] else ''
        if r['warmup'] == 'steady':
            warm = (f'warm-up until evictions per transaction are steady: {r["warmup_window"]} '
                    f'samples of {r["warmup_interval"]} s within '
                    f'{float(r["warmup_tolerance"]):.0%} of their median (at most '
                    f'{r["warmup_bound"]} s)')
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
            f'- {r["runs_per_arm"]} runs per arm, order {r["order"]} (seed {r["seed"]})',
            f'- pinning: {pin} ({r["pin_tool"]})' if pin else '- pinning: none requested',
            '- arms:',
        ]
        lines += [f'  - {a}: `{self.settings[a]}`' + (' (baseline)' if i == 0 else '')
                  for i, a in enumerate(self.arms)]
        return lines

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
            def cell(column, kind):
                return fmt_value(kind, float(r[column])) if r.get(column, '') != '' else 'n/a'
            lines.append('| ' + ' | '.join([
                r['run'], r['arm'], cell('tps', 'count'), cell('latency_ms', 'ms'),
                cell('index_hit_ratio', 'ratio'), cell('index_leaf_resident', 'count'),
                cell('index_eviction_share', 'share'), cell('victims_valid', 'count'),
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
