"""The index-probe workload (seed 001's): pgbench tables plus secondary
indexes sized by ratio to shared_buffers, zipfian probes into them, and
one-pass range scans beside them by scan_percent.

Seed 001's proportions are shared_buffers : heap : each of three secondary
indexes = 2 : 8 : 0.85.  Index i keys the accounts in groups of g
consecutive aids, `(aid + i) / g` (distinct expressions, so each probe uses
its own index), and g and the index's fillfactor are chosen so that its size
is index_ratio x shared_buffers: a dense int4 index is larger than the
seed's ratio to the heap, deduplication of a group's g equal keys shrinks it,
and the fillfactor then pads it to the exact size.  The bytes per row of
each g are measured on a small calibration table rather than assumed.

The probes only read: every run starts from the same on-disk state without
a copy of the cluster.
"""
import os
import time

from .experiment import parse_bytes
from .proc import BenchError, run

ROWS_PER_SCALE = 100000
CALIBRATION_ROWS = 200000
GROUPS = (1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 24, 32, 48, 64)
MIN_FILLFACTOR = 10   # btree's lower bound


def definition(exp, bindir):
    return {'scale': exp.scale, 'indexes': exp.indexes, 'index_ratio': exp.index_ratio,
            'shared_buffers': exp.shared_buffers, 'bindir': bindir}


def expression(i, group):
    return f'(aid + {i}) / {group}'


def _choose_group(bytes_per_row, rows, target):
    """The smallest group whose dense index fits target, and the fillfactor that
    pads it to target."""
    for g in GROUPS:
        dense = bytes_per_row[g] * rows
        if dense <= target:
            fillfactor = int(100 * dense / target)
            if fillfactor < MIN_FILLFACTOR:
                raise BenchError(
                    f'index_ratio is too large for scale: each index should be '
                    f'{target / 2**20:.0f} MB, more than {100 // MIN_FILLFACTOR} times a dense '
                    f'index on {rows} rows; raise scale or lower index_ratio')
            return g, fillfactor
    raise BenchError(
        f'index_ratio is too small for scale: each index should be {target / 2**20:.1f} MB, '
        f'less than the densest index on {rows} rows '
        f'({bytes_per_row[GROUPS[-1]] * rows / 2**20:.1f} MB); lower scale or raise index_ratio')


def load(cluster, exp, say):
    cluster.psql('postgres', 'CREATE DATABASE bench')
    return load_tables(cluster, exp, say)


def load_tables(cluster, exp, say):
    """pgbench's tables and the secondary indexes, into the bench database
    (TPC-H's probe_percent puts them beside its own tables)."""
    log = cluster.log
    started = time.monotonic()
    rows = exp.scale * ROWS_PER_SCALE
    target = exp.index_ratio * parse_bytes(exp.shared_buffers)
    say(f'loading pgbench scale {exp.scale} ({rows:,} accounts)')
    run(log, [cluster.bin('pgbench'), '-h', cluster.workdir, '-i', '-q', '-s', str(exp.scale),
              'bench'])
    session = cluster.session('bench')
    try:
        session.query(f'CREATE TEMP TABLE calibration AS '
                      f'SELECT generate_series(1, {CALIBRATION_ROWS}) AS aid')
        bytes_per_row = {}
        for g in GROUPS:
            session.query(f'CREATE INDEX calibration_i ON calibration (({expression(1, g)})) '
                          f'WITH (fillfactor = 100)')
            bytes_per_row[g] = int(session.value(
                "SELECT pg_relation_size('calibration_i')")) / CALIBRATION_ROWS
            session.query('DROP INDEX calibration_i')
    finally:
        session.close()
    group, fillfactor = _choose_group(bytes_per_row, rows, target)
    for i in range(1, exp.indexes + 1):
        say(f'building secondary index {i} of {exp.indexes} '
            f'(groups of {group}, fillfactor {fillfactor})')
        cluster.psql('bench', f'CREATE INDEX accounts_sec{i} ON pgbench_accounts '
                              f'(({expression(i, group)})) WITH (fillfactor = {fillfactor})')
    cluster.psql('bench', 'VACUUM ANALYZE pgbench_accounts')
    cluster.psql('bench', 'CHECKPOINT')
    sizes = cluster.psql('bench', "SELECT pg_relation_size('pgbench_accounts'), "
                                  "pg_relation_size('pgbench_accounts_pkey')").split('|')
    index_bytes = [int(cluster.psql('bench', f"SELECT pg_relation_size('accounts_sec{i}')"))
                   for i in range(1, exp.indexes + 1)]
    return {
        'rows': rows, 'group': group, 'fillfactor': fillfactor,
        'heap_bytes': int(sizes[0]), 'pkey_bytes': int(sizes[1]),
        'index_bytes': index_bytes, 'index_target_bytes': int(target),
        'expressions': [expression(i, group) for i in range(1, exp.indexes + 1)],
        'load_seconds': round(time.monotonic() - started, 1),
    }


def describe(info, exp, sb):
    """The dataset, in one line for the progress output."""
    return (f'heap {info["heap_bytes"] / 2**20:,.0f} MB, {exp.indexes} indexes of '
            f'{sum(info["index_bytes"]) / len(info["index_bytes"]) / 2**20:,.1f} MB '
            f'(target {info["index_target_bytes"] / 2**20:,.1f} MB); the probes reach '
            f'{(info["heap_bytes"] + sum(info["index_bytes"])) / sb:.2f} x shared_buffers')


def probe_script(info, exp, path):
    """Each transaction looks up one key in each secondary index.  Keys follow
    random_zipfian, so a few are hot, and permute() scatters the hot ones
    over the key range (without it the hottest keys share the first pages)."""
    lines = ['-- written by scripts/bench: one zipfian index probe per secondary index']
    for i in range(1, len(info['expressions']) + 1):
        lo = (1 + i) // info['group']
        n = (info['rows'] + i) // info['group'] - lo + 1
        lines.append(f'\\set k{i} {lo} + permute(random_zipfian(0, {n - 1}, {exp.skew}), '
                     f'{n}, {exp.seed * 100 + i})')
    for i, expr in enumerate(info['expressions'], 1):
        lines.append(f'SELECT abalance FROM pgbench_accounts WHERE {expr} = :k{i};')
    _write_lines(path, lines)


def scan_script(info, exp, path):
    """One pass over scan_rows consecutive accounts through the primary key,
    from a uniformly random start: pages read once and not soon again, not
    through a ring (only sequential scans, vacuum and bulk writes take one).
    Where recency-only and frequency-aware policies should part."""
    rows = min(exp.scan_rows, info['rows'])
    lines = ['-- written by scripts/bench: one range scan through pgbench_accounts_pkey',
             f'\\set s random(1, {info["rows"] - rows + 1})',
             f'SELECT sum(abalance) FROM pgbench_accounts WHERE aid BETWEEN :s AND :s + {rows - 1};']
    _write_lines(path, lines)


def _write_lines(path, lines):
    with open(path, 'w') as f:
        f.write('\n'.join(lines) + '\n')


def scripts(info, exp, outdir):
    """The pgbench scripts of every window, as (path, weight): the probes,
    and the scans beside them when scan_percent asks for them; or the
    experiment's own script."""
    if exp.script:
        return [(exp.script, 1)]
    probe = os.path.join(outdir, 'probe.sql')
    probe_script(info, exp, probe)
    if not exp.scan_percent:
        return [(probe, 1)]
    scan = os.path.join(outdir, 'scan.sql')
    scan_script(info, exp, scan)
    return [(probe, 100 - exp.scan_percent), (scan, exp.scan_percent)]


def writes(exp):
    """The probes and scans only read (a script of one's own is taken to)."""
    return False


def columns(exp, info, scripts):
    return {'scale': exp.scale, 'indexes': exp.indexes, 'index_ratio': exp.index_ratio,
            'skew': exp.skew, 'script': os.path.basename(scripts[0][0]),
            'scan_percent': exp.scan_percent,
            'scan_rows': exp.scan_rows if exp.scan_percent else ''}
