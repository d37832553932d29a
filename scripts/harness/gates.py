"""The gates: checks on every run that keep fiction out of a result table.

Each gate reads only what runs.csv records, so a report can be re-judged
from its CSV alone.  A gate that fails marks the whole table INVALID and
says which runs failed and why.  The thresholds are fixed here, not
experiment keys: a gate an experiment could loosen would not keep anything
out.
"""
import math

from .experiment import parse_cpus
from .stats import median

ALLOC_TOLERANCE = 0.02      # allocations vs the server's count of blocks read and extended
DATASET_MIN_RATIO = 2.0     # dataset the probes reach / shared_buffers
# A warm-up sample of k transactions drawn from a mix whose transactions'
# evictions have a coefficient of variation c (a workload's evictions_cv)
# has evictions per transaction within c / sqrt(k) of the mix's, as one
# standard deviation: the mean of k independent draws.  Two samples then
# differ by sqrt(2) c / sqrt(k) as one; 5 of those is the allowance.  Left
# out: the transactions still running at a sample's edges, whose evictions
# fall into one sample and whose count into the next, which adds a variance
# of about clients (1 + c^2) / (6 k^2), under a tenth of c^2 / k for the
# 2 clients and k >= 10 the experiments here have.
MIX_SDS = 5


def _num(row, key):
    value = row.get(key, '')
    return None if value in ('', None) else float(value)


def _series(text):
    return [float(v) for v in text.split(';')] if text else []


def _core(row):
    """Whether the run measured core's evictor (pg_evictor.redirect = off)."""
    return row.get('evictor') == 'core'


def _io(row, what):
    """A pg_stat_io count of the window summed over contexts (16 and later),
    None where the server has no pg_stat_io."""
    found = [float(v) for k, v in row.items() if k.startswith(f'io_{what}.') and v != '']
    return sum(found) if found else None


def mix_allowance(cv, transactions):
    """What the mix alone may move a sample's evictions per transaction, as a
    share of their median (MIX_SDS above): 0 for a workload whose
    transactions evict alike (cv 0), infinite for a sample without a
    transaction."""
    if not cv:
        return 0.0
    k = min(transactions) if transactions else 0
    return round(MIX_SDS * math.sqrt(2) * cv / math.sqrt(k), 4) if k > 0 else math.inf


def warmup_verdict(rates, fills, window, tolerance, resolution=0.0, mix_cv=0.0,
                   transactions=()):
    """Steady when the last `window` samples claimed no never-used buffer (the
    pool was full), ran transactions (a NaN rate is a sample without any: a
    stall) and their evictions per transaction all lie within `tolerance` of
    their median, plus `resolution`: the relative error of a sample's count
    itself (0 for pg_evictor's counters, read as pgbench's line arrives;
    core's buffers_alloc is what the bgwriter last published, see
    warmup_resolution), plus what a mix of transactions that evict unlike
    (mix_cv) moves a sample of its `transactions` (mix_allowance).  Returns
    (steady, why)."""
    if len(rates) < window:
        return False, f'{len(rates)} warm-up samples, {window} needed to judge'
    if any(fills[-window:]):
        return False, 'the buffer pool was still filling at the end of the warm-up'
    if any(math.isnan(r) for r in rates[-window:]):
        return False, (f'a warm-up interval among the last {window} ran no transaction '
                       '(0 tps: a stall)')
    last = rates[-window:]
    mid = median(last)
    dev = max(abs(r - mid) for r in last)
    counted = list(transactions)[-window:]
    mix = mix_allowance(mix_cv, counted)
    allowed = tolerance + resolution + mix
    told = (f'tolerance {tolerance:.0%}' +
            (f' + the count\'s resolution {resolution:.0%}' if resolution else '') +
            (f' + the mix\'s {mix:.0%} (c {mix_cv:g}, at least '
             f'{min(counted or [0]):g} transactions a sample)' if mix_cv else ''))
    if dev > allowed * mid:
        around = f'by {dev / mid:.0%} around {mid:.3g}' if mid else f'by {dev:.3g} around 0'
        return False, (f'evictions per transaction varied {around} over the last {window} '
                       f'samples ({told})')
    return True, (f'{mid:.3g} evictions per transaction, within {allowed:.0%} over '
                  f'{window} samples ({told})')


def warmup_resolution(core, bgwriter_delay_ms, interval_s):
    """The relative error of one warm-up sample's eviction count.  pg_evictor's
    counters are shared atomics read as pgbench's progress line arrives: 0.
    Core's evictor publishes its count only in the bgwriter's loop
    (pg_stat_bgwriter.buffers_alloc, once per bgwriter_delay while it has
    work), so a read lags the truth by up to one delay's allocations.  A
    sample's count, the difference of two reads, then lies within r =
    delay/interval of the truth, on either side, and a sample may differ
    from their median by up to (1 + r) / (1 - r) - 1 = 2r / (1 - r) of the
    median.  A bgwriter that falls behind its delay (a loaded machine) lags
    more than this model allows; at r >= 1 core's samples say nothing."""
    if not core:
        return 0.0
    r = bgwriter_delay_ms / 1000.0 / interval_s
    return round(2 * r / (1 - r), 4) if r < 1 else math.inf


def _evictions(row):
    if _core(row):
        # core's evictor counts no victims; pg_stat_io does (16 and later),
        # and on 15 every allocation is an eviction once the pool is full
        # (the warm-up gate checks that it was)
        io = _io(row, 'evictions')
        n = io if io is not None else _num(row, 'alloc_bgwriter')
        if not n:
            return ('no page was evicted in the measured window (core\'s evictor: '
                    + ('pg_stat_io.evictions' if io is not None else
                       'pg_stat_bgwriter.buffers_alloc') + ' is 0)')
        return None
    if _num(row, 'victims') is None:
        return 'the evictor counted no victims (pg_evictor.redirect = off?)'
    if not _num(row, 'victims_valid'):     # NULL in the diff when there were none
        return ('no page was evicted in the measured window: what the workload reads fits in '
                'shared_buffers, so the evictor never ran')
    return None


def _dataset(row):
    data, sb = _num(row, 'dataset_bytes'), _num(row, 'shared_buffers_bytes')
    if data < DATASET_MIN_RATIO * sb:
        script = row.get('workload', 'probes') == 'probes' and \
            row.get('script', 'probe.sql') != 'probe.sql'
        return (f'the dataset ({data / 2**20:,.0f} MB) is {data / sb:.2f} x shared_buffers '
                f'({sb / 2**20:,.0f} MB), under {DATASET_MIN_RATIO:g} x'
                + (' (sizes of pgbench_accounts and its secondary indexes: what the script '
                   f'{row["script"]} touches is not measured)' if script else ''))
    return None


def _failures(row):
    failed, aborted = int(_num(row, 'failed')), int(_num(row, 'aborted_clients'))
    code = int(_num(row, 'pgbench_exit'))
    if failed or aborted or code:
        return (f'{failed} failed transactions, {aborted} clients aborted '
                f'({"sysbench" if row.get("workload") == "sysbench" else "pgbench"} exit {code})')
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
    """The allocator's count (with its rings' reuses of their own buffers)
    against the server's count of blocks read into and extended in shared
    buffers, which the evictor does not produce
    (pg_stat_bgwriter.buffers_alloc does not do: under the redirect it is
    pg_evictor's own count, handed to the bgwriter).  Compared between the
    quiet, settled readings taken around the window (not the snapshots',
    which count their own few allocations on one side); rows from before
    those readings compare the snapshots' diff of the database's blks_read."""
    if _core(row):
        # buffers_alloc leaves out a ring's reuses of its own buffers:
        # pg_stat_io counts them (16 and later)
        ours, who = _num(row, 'alloc_bgwriter'), "core's evictor (buffers_alloc)"
        if ours is not None and _io(row, 'reuses') is not None:
            ours, who = ours + _io(row, 'reuses'), "core's evictor (buffers_alloc + reuses)"
    else:
        ours, who = _num(row, 'alloc_evictor'), 'the evictor'
    server, source = _num(row, 'alloc_read'), row.get('alloc_read_source', '')
    if server is None and 'alloc_read' not in row:
        ours = _num(row, 'bgwriter.buffers_alloc' if _core(row) else 'allocations')
        if ours is not None and not _core(row):
            ours += _num(row, 'ring_reuses') or 0
        server, source = _num(row, 'db.blks_read'), ('pg_stat_database.blks_read of the '
                                                    'database, between the snapshots')
    if ours is None:
        return f'{who} counted no allocations (pg_evictor.redirect = off?)'
    if server is None:
        return 'the server\'s count of blocks read was not recorded'
    if abs(ours - server) > ALLOC_TOLERANCE * max(abs(ours), abs(server)):
        return (f'{who} counted {ours:,.0f} allocations, the server read and extended '
                f'{server:,.0f} blocks ({source}): off by more than {ALLOC_TOLERANCE:.0%}')
    # from 16, pg_stat_io counts the evictions of valid buffers too, outside
    # rings as pg_evictor counts its victims (the snapshots' diff: a few
    # victims of the snapshot's own on one side)
    valid, io = _num(row, 'victims_valid'), _io(row, 'evictions')
    if not _core(row) and valid is not None and io is not None and \
            abs(valid - io) > ALLOC_TOLERANCE * max(valid, io, 100):
        return (f'the evictor counted {valid:,.0f} victims holding a page, pg_stat_io '
                f'{io:,.0f} evictions: off by more than {ALLOC_TOLERANCE:.0%}')
    return None


def _settled(row):
    if row.get('stats_settled') == '0':
        return ('the statistics had not settled before a snapshot (a client still ran, or '
                'the counts still moved, for settle_seconds): the diff may mix work from '
                'outside the window')
    return None


def _warmup(row):
    if row.get('warmup_note'):
        return row['warmup_note']
    steady, why = warmup_verdict(_series(row.get('warmup_rates', '')),
                                 _series(row.get('warmup_fills', '')),
                                 int(_num(row, 'warmup_window')),
                                 _num(row, 'warmup_tolerance'),
                                 _num(row, 'warmup_resolution') or 0.0,
                                 _num(row, 'warmup_mix_cv') or 0.0,
                                 _series(row.get('warmup_transactions', '')))
    return None if steady else why


def _trace(row):
    lost = _num(row, 'trace_lost')
    if lost:
        return (f'the trace lost {lost:,.0f} of {lost + (_num(row, "trace_accesses") or 0):,.0f} '
                'accesses (pg_evictor.trace_buffer was full): the trace is not the window')
    return None


def _consistency(row):
    """A workload with a check of its own data (TPC-C) ran it after the
    window: '' where there is none, 'ok' where it held."""
    verdict = row.get('consistency', '')
    return None if verdict in ('', 'ok') else f'the data broke its own rules: {verdict}'


GATES = [
    ('evictions in every measured window', _evictions),
    (f'dataset at least {DATASET_MIN_RATIO:g} x shared_buffers (the sizes of the tables and '
     'indexes the workload reads)', _dataset),
    ('zero failed transactions', _failures),
    ('pinning applied as requested (/proc of postmaster, a backend, pgbench)', _pinning),
    (f'allocations agree with the blocks the server read and extended (within '
     f'{ALLOC_TOLERANCE:.0%}; pg_stat_database on 15, pg_stat_io from 16, and its evictions '
     'with the victims)', _allocations),
    ('warm-up steady', _warmup),
    ('statistics settled before each snapshot', _settled),
    ('traces complete (no access lost), where traced', _trace),
    ("the workload's own consistency checks hold after each run, where it has them "
     '(TPC-C: clause 3.3.2)', _consistency),
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
