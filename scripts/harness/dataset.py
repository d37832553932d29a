"""The dataset: pgbench tables plus secondary indexes sized by ratio to
shared_buffers, and the index-probe workload that reads them.

Seed 001's proportions are shared_buffers : heap : each of three secondary
indexes = 2 : 8 : 0.85.  Index i keys the accounts in groups of g
consecutive aids, `(aid + i) / g` (distinct expressions, so each probe uses
its own index), and g and the index's fillfactor are chosen so that its size
is index_ratio x shared_buffers: a dense int4 index is larger than the
seed's ratio to the heap, deduplication of a group's g equal keys shrinks it,
and the fillfactor then pads it to the exact size.  The bytes per row of
each g are measured on a small calibration table rather than assumed.

The dataset is loaded once per work directory and reused by every run and
by later invocations with the same definition (dataset.json): the workload
only reads, and each run restarts the server, so runs start from the same
on-disk state.
"""
import json
import os
import shutil
import time

from . import custom, ycsb
from .experiment import parse_bytes
from .proc import BenchError, run

ROWS_PER_SCALE = 100000
CALIBRATION_ROWS = 200000
GROUPS = (1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 24, 32, 48, 64)
MIN_FILLFACTOR = 10   # btree's lower bound


def definition(exp, bindir):
    """What determines the dataset; a work directory holding another is reloaded."""
    if exp.workload == 'ycsb':
        return ycsb.definition(exp, bindir)
    if exp.workload == 'custom':
        return custom.definition(exp, bindir)
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


def _load(cluster, exp, say):
    log = cluster.log
    started = time.monotonic()
    rows = exp.scale * ROWS_PER_SCALE
    target = exp.index_ratio * parse_bytes(exp.shared_buffers)
    cluster.psql('postgres', 'CREATE DATABASE bench')
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


def ensure(cluster, exp, say):
    """The dataset's description, loading it first unless the work directory
    already holds this one."""
    path = os.path.join(cluster.workdir, 'dataset.json')
    want = definition(exp, cluster.bindir)
    if cluster.exists() and os.path.exists(path):
        with open(path) as f:
            have = json.load(f)
        if have['definition'] == want:
            say(f'reusing the dataset in {cluster.workdir} '
                f'(loaded in {have["info"]["load_seconds"]} s)')
            if restores(exp):
                reuse(cluster)
            return have['info']
        say('the work directory holds another dataset: reloading')
    cluster.stop()
    if os.path.exists(path):
        os.unlink(path)
    forget(cluster)
    shutil.rmtree(cluster.data, ignore_errors=True)
    cluster.initdb()
    cluster.start([('shared_buffers', exp.shared_buffers)])
    info = {'ycsb': ycsb.load, 'custom': custom.load}.get(exp.workload, _load)(cluster, exp, say)
    with open(path, 'w') as f:
        json.dump({'definition': want, 'info': info}, f, indent=1)
    return info


def dataset_bytes(info):
    """What the workload can reach: the table's heap and the indexes it reads
    (the probes' secondary indexes, the usertable's primary key)."""
    return info['heap_bytes'] + sum(info['index_bytes'])


def describe(info, exp, sb):
    """The dataset, in one line for the progress output."""
    if info.get('workload') == 'ycsb':
        return ycsb.describe(info, sb)
    if info.get('workload') == 'custom':
        return custom.describe(info, sb)
    return (f'heap {info["heap_bytes"] / 2**20:,.0f} MB, {exp.indexes} indexes of '
            f'{sum(info["index_bytes"]) / len(info["index_bytes"]) / 2**20:,.1f} MB '
            f'(target {info["index_target_bytes"] / 2**20:,.1f} MB); the probes reach '
            f'{dataset_bytes(info) / sb:.2f} x shared_buffers')


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


def workload(info, exp, outdir):
    """The pgbench scripts of every window, as (path, weight): the probes,
    and the scans beside them when scan_percent asks for them; or YCSB's."""
    if exp.workload == 'ycsb':
        return ycsb.scripts(info, exp, outdir)
    if exp.workload == 'custom':
        return custom.parse_scripts(exp.script, '')
    if exp.script:
        return [(exp.script, 1)]
    probe = os.path.join(outdir, 'probe.sql')
    probe_script(info, exp, probe)
    if not exp.scan_percent:
        return [(probe, 1)]
    scan = os.path.join(outdir, 'scan.sql')
    scan_script(info, exp, scan)
    return [(probe, 100 - exp.scan_percent), (scan, exp.scan_percent)]


# ---- a workload that writes: every run from the cluster as loaded ----------

def size_now(session, exp):
    """What the dataset's relations take now, for a workload that writes
    ('' for the probes): dataset_bytes when the run starts as loaded."""
    if exp.workload == 'ycsb':
        return int(session.value(f"SELECT pg_relation_size('{ycsb.TABLE}') + "
                                 f"pg_relation_size('{ycsb.TABLE}_pkey')"))
    if exp.workload == 'custom':
        return int(session.value(f'SELECT sum(size) FROM ({custom.RELATIONS}) '
                                 'AS r (name, kind, size)'))
    return ''


def restores(exp):
    """Whether each run starts from a copy of the cluster as loaded: a YCSB
    mix that writes, and a custom workload (its scripts may write)."""
    return (exp.workload == 'ycsb' and ycsb.writes(exp)) or exp.workload == 'custom'


def pristine(cluster):
    return cluster.data + '.loaded'


def keep(cluster):
    """Copy the stopped cluster, as loaded, for restore()."""
    cluster.stop()
    copy = pristine(cluster)
    run(cluster.log, ['rm', '-rf', copy])
    run(cluster.log, ['cp', '-a', cluster.data, copy])


def restore(cluster):
    """Put the loaded cluster back (the server stopped): a run that writes
    leaves the next one another table."""
    run(cluster.log, ['rm', '-rf', cluster.data])
    run(cluster.log, ['cp', '-a', pristine(cluster), cluster.data])


def reuse(cluster):
    """A work directory's cluster as loaded, not as its last run left it."""
    if os.path.isdir(pristine(cluster)):
        cluster.stop()
        restore(cluster)


def forget(cluster):
    """No copy of another dataset outlives it."""
    if os.path.exists(pristine(cluster)):
        run(cluster.log, ['rm', '-rf', pristine(cluster)])
