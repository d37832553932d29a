"""The gates: checks on every run that keep fiction out of a result table.

Each gate reads only what runs.csv records, so a report can be re-judged
from its CSV alone.  A gate that fails marks the whole table INVALID and
says which runs failed and why.  The thresholds are fixed here, not
experiment keys: a gate an experiment could loosen would not keep anything
out.
"""
from .experiment import parse_cpus
from .stats import median

ALLOC_TOLERANCE = 0.02      # evictor allocations vs pg_stat_bgwriter.buffers_alloc
DATASET_MIN_RATIO = 2.0     # dataset the probes reach / shared_buffers


def _num(row, key):
    value = row.get(key, '')
    return None if value in ('', None) else float(value)


def _series(text):
    return [float(v) for v in text.split(';')] if text else []


def warmup_verdict(rates, fills, window, tolerance):
    """Steady when the last `window` samples claimed no never-used buffer (the
    pool was full) and their evictions per transaction all lie within
    `tolerance` of their median.  Returns (steady, why)."""
    if len(rates) < window:
        return False, f'{len(rates)} warm-up samples, {window} needed to judge'
    if any(fills[-window:]):
        return False, 'the buffer pool was still filling at the end of the warm-up'
    last = rates[-window:]
    mid = median(last)
    dev = max(abs(r - mid) for r in last)
    if dev > tolerance * mid:
        around = f'by {dev / mid:.0%} around {mid:.3g}' if mid else f'by {dev:.3g} around 0'
        return False, (f'evictions per transaction varied {around} over the last {window} '
                       f'samples (tolerance {tolerance:.0%})')
    return True, (f'{mid:.3g} evictions per transaction, within {tolerance:.0%} over '
                  f'{window} samples')


def _evictions(row):
    if _num(row, 'victims') is None:
        return 'the evictor counted no victims (pg_evictor.redirect = off?)'
    if not _num(row, 'victims_valid'):     # NULL in the diff when there were none
        return ('no page was evicted in the measured window: what the workload reads fits in '
                'shared_buffers, so the evictor never ran')
    return None


def _dataset(row):
    data, sb = _num(row, 'dataset_bytes'), _num(row, 'shared_buffers_bytes')
    if data < DATASET_MIN_RATIO * sb:
        return (f'the dataset ({data / 2**20:,.0f} MB) is {data / sb:.2f} x shared_buffers '
                f'({sb / 2**20:,.0f} MB), under {DATASET_MIN_RATIO:g} x')
    return None


def _failures(row):
    failed, aborted = int(_num(row, 'failed')), int(_num(row, 'aborted_clients'))
    code = int(_num(row, 'pgbench_exit'))
    if failed or aborted or code:
        return (f'{failed} failed transactions, {aborted} clients aborted '
                f'(pgbench exit {code})')
    return None


def _cpus_differ(requested, observed):
    try:
        return parse_cpus(observed) != parse_cpus(requested)
    except ValueError:
        return True


def _pinning(row):
    wrong = []
    checks = [('server_cpus', 'postmaster'), ('server_cpus', 'backend'),
              ('client_cpus', 'pgbench')]
    for key, proc in checks:
        want, seen = row.get(key, ''), row.get(f'{proc}_cpus', '')
        if want and not seen:
            wrong.append(f'{proc} was not observed')
        elif want and _cpus_differ(want, seen):
            wrong.append(f'{proc} runs on CPUs {seen}, not {want}')
    node = row.get('server_node', '')
    for proc in ('postmaster', 'backend'):
        policy = row.get(f'{proc}_policy', '')
        mode, _, nodes = policy.partition(':')
        if node and not policy:
            wrong.append(f'{proc} memory policy was not observed')
        elif node and (mode != 'bind' or _cpus_differ(node, nodes)):
            wrong.append(f'{proc} memory policy is {policy}, not bind:{node}')
    return '; '.join(wrong) or None


def _allocations(row):
    """Compared between the quiet, settled readings taken around the window
    (not the snapshots', which count their own few allocations on one side)."""
    ours, core = _num(row, 'alloc_evictor'), _num(row, 'alloc_bgwriter')
    if ours is None:
        return 'the evictor counted no allocations (pg_evictor.redirect = off?)'
    if abs(ours - core) > ALLOC_TOLERANCE * max(abs(ours), abs(core)):
        unsettled = row.get('stats_settled') == '0'
        return (f'the evictor counted {ours:,.0f} allocations, pg_stat_bgwriter.buffers_alloc '
                f'{core:,.0f}: off by more than {ALLOC_TOLERANCE:.0%}'
                + (' (the statistics had not settled before a snapshot)' if unsettled else ''))
    return None


def _warmup(row):
    if row.get('warmup_note'):
        return row['warmup_note']
    steady, why = warmup_verdict(_series(row.get('warmup_rates', '')),
                                 _series(row.get('warmup_fills', '')),
                                 int(_num(row, 'warmup_window')),
                                 _num(row, 'warmup_tolerance'))
    return None if steady else why


GATES = [
    ('evictions in every measured window', _evictions),
    (f'dataset at least {DATASET_MIN_RATIO:g} x shared_buffers', _dataset),
    ('zero failed transactions', _failures),
    ('pinning applied as requested (/proc of postmaster, a backend, pgbench)', _pinning),
    (f'evictor allocations agree with pg_stat_bgwriter.buffers_alloc '
     f'(within {ALLOC_TOLERANCE:.0%})', _allocations),
    ('warm-up steady', _warmup),
]


def evaluate(rows):
    """[(gate, [(reason, [runs failing for that reason])])]; empty lists pass."""
    results = []
    for title, check in GATES:
        reasons = {}
        for row in rows:
            why = check(row)
            if why:
                reasons.setdefault(why, []).append(f'{row["run"]} ({row["arm"]})')
        results.append((title, list(reasons.items())))
    return results
