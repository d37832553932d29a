"""One run of one arm: restart, warm up, snapshot, measure, snapshot, diff.

Snapshots are taken only when the server is quiet and its statistics have
caught up: pgbench's backends have exited (an exiting backend flushes its
counters at once, a busy one about once a second) and the bgwriter, which
reports buffers_alloc once a round, has reported every allocation.  Taken
any earlier, the diff would mix work from before and after the window.

The allocation gate needs a count the evictor does not produce:
buffers_alloc is not one (under the redirect, the bgwriter is handed
pg_evictor's own count).  Every allocation is a buffer miss, so the
server's own counts of shared blocks read and extended stand for it: on 15
pg_stat_database.blks_read summed over every database (shared catalogs
included), which counts a relation extension as a read (ReadBufferExtended
counts every call that does not hit, P_NEW included); from 16 on
pg_stat_io's reads and extends of relations in every context (in blocks:
18 counts reads in operations, so its bytes are used).  A buffer ring's
reuse of its own buffer is a miss too, but neither pg_evictor's
allocations nor buffers_alloc counts it: pg_evictor's side adds its
ring_reuses (core's, on 16 and later, pg_stat_io's reuses).
"""
import hashlib
import math
import os
import shutil
import signal
import subprocess
import time

from .dataset import dataset_bytes, restore
from .experiment import parse_bytes
from .gates import warmup_resolution, warmup_verdict
from . import pagecache, workloads
from .pinning import observe
from .proc import BenchError

BOOLEANS = {'on': 'on', 'true': 'on', 'yes': 'on', '1': 'on',
            'off': 'off', 'false': 'off', 'no': 'off', '0': 'off'}
MEMORY_UNITS = {'B': 1, 'kB': 1 << 10, '8kB': 8 << 10, 'MB': 1 << 20}

QUIET = """SELECT (SELECT count(*) FROM pg_stat_activity
                    WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()),
                  (SELECT sum(allocations) + sum(ring_reuses) FROM pg_evictor_counters()),
                  (SELECT buffers_alloc FROM pg_stat_bgwriter),
                  ({read})"""

# blocks read into and extended in shared buffers, as the server counts them
READ_15 = 'SELECT sum(blks_read) FROM pg_stat_database'
READ_SOURCE_15 = 'pg_stat_database.blks_read (extensions included)'
READ_16 = """SELECT sum(coalesce((to_jsonb(s) ->> 'read_bytes')::numeric / b.size,
                                   (to_jsonb(s) ->> 'reads')::numeric, 0)
                          + coalesce((to_jsonb(s) ->> 'extend_bytes')::numeric / b.size,
                                     (to_jsonb(s) ->> 'extends')::numeric, 0))::bigint
                 FROM pg_stat_io s,
                      (SELECT current_setting('block_size')::numeric AS size) b
                WHERE s.object = 'relation'"""
READ_SOURCE_16 = 'pg_stat_io reads + extends (relations, every context)'
# evictions of shared buffers by context (16 and later): what core's evictor
# reports of its own victims
IO_EVICTIONS = """SELECT context, coalesce(sum(evictions), 0), coalesce(sum(reuses), 0)
                    FROM pg_stat_io WHERE object = 'relation' GROUP BY context"""
SETTLED_SPAN = 1.5      # seconds the counts must hold still: an idle session
                        # flushes its statistics at most once a second

VICTIMS = """SELECT coalesce(sum(victims) FILTER (WHERE kind <> 'unused'), 0),
                    coalesce(sum(victims) FILTER (WHERE kind = 'unused'), 0),
                    (SELECT sum(allocations) FROM pg_evictor_counters())
               FROM pg_evictor_victims()"""


def _in_force(session, name, value):
    """Whether the server runs with name = value (it may spell the value
    differently: 1GB for 1024MB, on for true)."""
    rows = session.query(f"SELECT setting, coalesce(unit, ''), vartype FROM pg_settings "
                         f"WHERE name = '{name}'")
    if not rows:
        raise BenchError(f'the server does not know the setting {name} (misspelt, or its '
                         f'module not loaded?)')
    setting, unit, vartype = rows[0]
    if vartype == 'bool':
        return BOOLEANS.get(value.lower()) == setting
    if unit in MEMORY_UNITS:
        actual = float(setting) * MEMORY_UNITS[unit]
        try:
            return parse_bytes(value) == actual
        except ValueError:
            return float(value) * MEMORY_UNITS[unit] == actual
    shown = session.value(f"SELECT current_setting('{name}')")
    return value.lower() in (setting.lower(), shown.lower())


def _check_server(session, arm, settings):
    """Refuse to measure a server that is not the arm asked for: a misspelt
    setting or a refused redirect would turn an A/B into an A/A."""
    for name, value in settings:
        if not _in_force(session, name, value):
            shown = session.value(f"SELECT current_setting('{name}')")
            raise BenchError(f'arm {arm}: {name} is {shown}, not {value}: the server did not '
                             f'take the setting (see server.log)')
    redirect = dict(settings).get('pg_evictor.redirect', 'on')
    redirected, detail = session.query(
        'SELECT redirected, redirect_detail FROM pg_evictor_status()')[0]
    if BOOLEANS.get(redirect.lower()) == 'on' and redirected != 't':
        raise BenchError(f'arm {arm}: pg_evictor did not take over the evictor: {detail}')


def _settle(session, bound, version):
    """Wait for quiet and settled statistics (see the module's comment): no
    other client backend, and the evictor's allocation count, buffers_alloc
    and the server's count of blocks read all holding still for
    SETTLED_SPAN seconds.  Returns (settled, reading): read while nothing
    runs, the counts must have moved together since the last such reading.
    Polling in this session allocates nothing (its catalogs are cached)."""
    sql = QUIET.format(read=READ_15 if version < 160000 else READ_16)
    deadline = time.monotonic() + bound
    last, since = None, None
    while True:
        others, ours, core, read = session.query(sql)[0]
        now = time.monotonic()
        counts = (others, ours, core, read)
        if others != '0' or counts != last:
            since = now
        last = counts
        settled = others == '0' and now - since >= SETTLED_SPAN
        if settled or now >= deadline:
            break
        time.sleep(0.25)
    reading = {'ours': int(ours) if ours else None,     # NULL: redirect = off
               'core': int(core), 'read': int(read) if read else None, 'io': {}}
    if version >= 160000:
        for context, evictions, reuses in session.query(IO_EVICTIONS):
            reading['io'][context] = (int(evictions), int(reuses))
    return settled, reading


def _victims(session):
    valid, unused, _ = session.query(VICTIMS)[0]
    return int(valid), int(unused)


def _sampler(session, core):
    """The warm-up's sample: (evictions so far, never-used buffers claimed so
    far).  pg_evictor counts both; core's evictor counts only allocations
    (pg_stat_bgwriter.buffers_alloc, core's own count when not redirected),
    which once the pool is full are evictions, and the never-used buffers
    are read from the buffer headers."""
    if core:
        def sample():
            alloc, unused = session.query(
                "SELECT (SELECT buffers_alloc FROM pg_stat_bgwriter), "
                "(SELECT coalesce(sum(buffers), 0) FROM pg_evictor_residency() "
                "WHERE kind = 'unused')")[0]
            return int(alloc), -int(unused)
        return sample
    return lambda: _victims(session)


def _warm_up(ctx, session, n, rundir, core):
    """Run the workload until its eviction rate is steady (or for a fixed
    time).  The rate is evictions per transaction: per second it would mostly
    follow the machine's noise.  Each pgbench progress line closes a sample:
    the transactions of the interval are pgbench's own count, and the
    evictor's counters are read as the line arrives."""
    exp = ctx.exp
    delay = int(session.query("SELECT setting FROM pg_settings WHERE name = 'bgwriter_delay'")[0][0])
    resolution = warmup_resolution(core, delay, exp.warmup_interval)
    # how unlike the workload's transactions evict (gates.mix_allowance)
    mix = getattr(workloads.of(exp), 'evictions_cv', None)
    mix_cv = mix(exp) if mix else 0.0
    result = {'warmup_rates': '', 'warmup_fills': '', 'warmup_transactions': '',
              'warmup_note': '', 'warmup_seconds_used': 0, 'warmup_resolution': resolution,
              'warmup_mix_cv': mix_cv}
    if exp.warmup_seconds == 0:
        return result
    sample = _sampler(session, core)
    client = workloads.client(exp)
    cmd = ctx.pinning.client(client.command(ctx.cluster, exp, ctx.scripts, exp.warmup_seconds,
                                            exp.seed * 1000 + 2 * n,
                                            progress=exp.warmup_interval))
    ctx.log.record(cmd, f'run {n}: warm-up')
    rates, fills, counts = [], [], []
    started = time.monotonic()
    # the stream the client's progress lines come on is read as it comes
    read, kept = ('stdout', 'stderr') if client.PROGRESS_ON_STDOUT else ('stderr', 'stdout')
    files = {'stdout': 'warmup.out', 'stderr': 'warmup.log'}
    with open(os.path.join(rundir, files[kept]), 'w') as other, \
            open(os.path.join(rundir, files[read]), 'w') as log:
        # SIGINT ends the warm-up: undo the SIG_IGN a background job's
        # commands inherit from a shell without job control (nohup, &, cron)
        p = subprocess.Popen(cmd, **{read: subprocess.PIPE, kept: other}, text=True,
                             preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
        stream = getattr(p, read)
        v0, u0 = sample()
        for line in stream:
            log.write(line)
            tps = client.progress(line)
            if tps is None:
                continue
            v1, u1 = sample()
            transactions = tps * exp.warmup_interval
            # an interval without a transaction is a stall, never steady
            rates.append(round((v1 - v0) / transactions, 4) if transactions else math.nan)
            fills.append(u1 - u0)
            counts.append(round(transactions, 1))
            v0, u0 = v1, u1
            if exp.warmup == 'steady' and warmup_verdict(rates, fills, exp.warmup_window,
                                                         exp.warmup_tolerance, resolution,
                                                         mix_cv, counts)[0]:
                p.send_signal(signal.SIGINT)
                log.write(stream.read())
                break
        p.wait()
    used = time.monotonic() - started
    stopped_steady = p.returncode == -signal.SIGINT
    if not stopped_steady and (p.returncode != 0 or used < exp.warmup_seconds - 1):
        result['warmup_note'] = (f'the warm-up workload stopped after {used:.1f} s '
                                 f'({client.NAME} exit {p.returncode})')
    result.update(warmup_rates=';'.join(f'{r:g}' for r in rates),
                  warmup_fills=';'.join(str(f) for f in fills),
                  warmup_transactions=';'.join(f'{c:g}' for c in counts),
                  warmup_seconds_used=round(used, 1))
    return result


def _pgbench_backend(session, p):
    """(pid, CPUs, memory policy) of a backend serving pgbench, once pgbench
    (exec'd by numactl or taskset) has connected; (None, '', '') if it ends
    first.  A backend found exiting (pgbench's first connection, which only
    reads the tables' sizes, ends as the clients connect) shows no memory
    map: another is taken."""
    deadline = time.monotonic() + 10
    gone = set()
    while time.monotonic() < deadline and p.poll() is None:
        # any other client: not found by application_name, which PGAPPNAME
        # in pgbench's environment overrides
        for (pid,) in session.query("SELECT pid FROM pg_stat_activity "
                                    "WHERE pid <> pg_backend_pid() "
                                    "AND backend_type = 'client backend'"):
            if int(pid) in gone:
                continue
            cpus, policy = observe(int(pid))
            if cpus and policy:
                return int(pid), cpus, policy
            gone.add(int(pid))
        time.sleep(0.05)
    return None, '', ''


TRACE_FILE = 'trace.pgtrace'     # a run's trace (trace = on), in its directory


def run_dir(outdir, n, arm):
    """Run n's directory in an output directory: runs/NN-ARM."""
    return os.path.join(outdir, 'runs', f'{int(n):02d}-{arm}')


def _measure(ctx, session, n, rundir):
    """The measured pgbench window, and the pinning /proc shows while it runs."""
    exp = ctx.exp
    client = workloads.client(exp)
    cmd = ctx.pinning.client(client.command(ctx.cluster, exp, ctx.scripts, exp.measure_seconds,
                                            exp.seed * 1000 + 2 * n + 1,
                                            progress=exp.progress_seconds))
    ctx.log.record(cmd, f'run {n}: measured window')
    out_path = os.path.join(rundir, client.OUTPUT)
    err_path = os.path.join(rundir, client.NAME + '.log')
    with open(out_path, 'w') as out, open(err_path, 'w') as err:
        p = subprocess.Popen(cmd, stdout=out, stderr=err)
        _, *backend = _pgbench_backend(session, p)
        seen = {'postmaster': observe(ctx.cluster.postmaster_pid()), 'backend': backend,
                'pgbench': observe(p.pid) if p.poll() is None else ('', '')}
        pins = {}
        for proc, (cpus, policy) in seen.items():
            pins[f'{proc}_cpus'], pins[f'{proc}_policy'] = cpus, policy
        p.wait()
    with open(out_path) as out, open(err_path) as err:
        results = client.parse(p.returncode, out.read(), err.read())
    return results, pins


def _row(ctx, n, arm, arm_run, *, warm, results, pins, diff, sb_bytes, settled, readings,
         server):
    """The runs.csv row of a run: what it was (so a report needs nothing else),
    what pgbench and /proc said, and every metric of the snapshot diff."""
    exp, info = ctx.exp, ctx.dataset
    core = server['evictor'] == 'core'
    # core's evictor counts its allocations in buffers_alloc (its own count
    # when not redirected)
    counted = diff.get('bgwriter.buffers_alloc' if core else 'allocations')
    allocations = float(counted) if counted else None
    r0, r1 = readings
    row = {
        'experiment': exp.name, 'description': exp.description,
        'run': n, 'arm': arm, 'arm_run': arm_run,
        'arm_index': [name for name, _ in exp.arms].index(arm) + 1,
        'settings': exp.arm_text(arm),
        **workloads.columns(exp, info, ctx.scripts),
        'clients': exp.clients, 'threads': exp.threads, 'rate': exp.rate or '',
        'query_mode': exp.query_mode,
        'warmup': exp.warmup, 'warmup_bound': exp.warmup_seconds,
        'warmup_interval': exp.warmup_interval, 'warmup_window': exp.warmup_window,
        'warmup_tolerance': exp.warmup_tolerance,
        'measure_seconds': exp.measure_seconds, 'progress_seconds': exp.progress_seconds,
        'settle_seconds': exp.settle_seconds,
        'runs_per_arm': exp.runs, 'order': exp.order, 'seed': exp.seed,
        **server,
        'shared_buffers_bytes': sb_bytes, 'heap_bytes': info['heap_bytes'],
        'index_bytes': ';'.join(str(b) for b in info['index_bytes']),
        'dataset_bytes': dataset_bytes(info),
        'server_cpus': exp.server_cpus, 'server_node': exp.server_node,
        'client_cpus': exp.client_cpus, 'pin_tool': ctx.pinning.tool or '',
        **ctx.machine,
        **pins, **warm, **results,
        'allocations_per_transaction':
            round(allocations / results['transactions'], 4)
            if allocations is not None and results['transactions'] else '',
        'stats_settled': int(settled),
        'alloc_evictor': '' if r0['ours'] is None or r1['ours'] is None
        else r1['ours'] - r0['ours'],
        'alloc_bgwriter': r1['core'] - r0['core'],
        'alloc_read': '' if r0['read'] is None or r1['read'] is None
        else r1['read'] - r0['read'],
        'alloc_read_source': READ_SOURCE_15 if server['server_version_num'] < 160000
        else READ_SOURCE_16,
    }
    for context in sorted(r1['io']):
        (e0, u0), (e1, u1) = r0['io'].get(context, (0, 0)), r1['io'][context]
        row[f'io_evictions.{context}'] = e1 - e0
        row[f'io_reuses.{context}'] = u1 - u0
    row.update({metric: '' if value is None else value for metric, value in diff.items()})
    return row


def _server(session, cluster):
    """What ran: the server's version, a digest of its binary (an A/A
    floor from another build does not apply), its io_method (18+: how
    reads are issued, '' before) and whose evictor."""
    version, num, io_method, redirected = session.query(
        "SELECT current_setting('server_version'), current_setting('server_version_num'), "
        "coalesce(current_setting('io_method', true), ''), "
        "(SELECT redirected FROM pg_evictor_status())")[0]
    digest = hashlib.sha256()
    with open(cluster.bin('postgres'), 'rb') as f:
        for chunk in iter(lambda: f.read(1 << 20), b''):
            digest.update(chunk)
    return {'server_version': version, 'server_version_num': int(num),
            'server_binary': 'sha256:' + digest.hexdigest()[:16],
            'io_method': io_method or '',
            'evictor': 'pg_evictor' if redirected == 't' else 'core'}


def _trace_stop(session, cluster, rundir):
    """Stop the window's trace and move its file into the run's directory:
    its counts for runs.csv (a gate refuses a trace that lost accesses)."""
    path, accesses, lost = session.query('SELECT * FROM pg_evictor_trace_stop()')[0]
    shutil.move(os.path.join(cluster.data, path), os.path.join(rundir, TRACE_FILE))
    return {'trace_file': TRACE_FILE, 'trace_accesses': int(accesses), 'trace_lost': int(lost)}


# trace = pages: the class of every page a trace of the bench database can
# name, after the window (the trace's records name relation files, not
# classes).  A relation's row without a block classes its every page; a
# btree's pages are classed one by one by their level, read by pageinspect
# (block 0 is the metapage).  A page split or added after the window is not
# there, nor a catalog's own classes: catalogs, free space and visibility
# maps, sequences and other index methods are 'other'.
TRACE_PAGES_FILE = 'trace-pages.tsv'
TRACE_PAGE_RELATIONS = (
    "SELECT pg_relation_filenode(c.oid), c.oid::regclass::text, "
    "(SELECT oid FROM pg_database WHERE datname = current_database()), "
    "CASE WHEN c.oid < 16384 THEN 'other' "
    "WHEN n.nspname = 'pg_toast' THEN 'toast' "
    "WHEN c.relkind IN ('r', 'm') THEN 'heap' "
    "WHEN c.relkind = 'i' AND a.amname = 'btree' THEN 'btree' "
    "ELSE 'other' END "
    "FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
    "LEFT JOIN pg_am a ON a.oid = c.relam "
    "WHERE pg_relation_filenode(c.oid) IS NOT NULL ORDER BY 1")
# a page pageinspect cannot read as btree (new, all zeros) reads NULL: 'other'
TRACE_PAGE_LEVEL = (
    "CREATE FUNCTION pg_temp.btree_level(rel regclass, blk bigint) RETURNS int "
    "LANGUAGE plpgsql AS $$BEGIN RETURN (bt_page_stats(rel::text, blk)).btpo_level; "
    "EXCEPTION WHEN OTHERS THEN RETURN NULL; END$$")


def write_trace_pages(session, path):
    """TRACE_PAGES_FILE: relfilenode, block (empty: every page of the
    relation's main fork), class, relation, database (its oid: a
    relfilenode names a relation only within its database); other forks
    are 'other' by rule."""
    session.query('CREATE EXTENSION IF NOT EXISTS pageinspect')
    session.query(TRACE_PAGE_LEVEL)
    with open(path, 'w') as f:
        f.write('relfilenode\tblock\tclass\trelation\tdatabase\n')
        for node, name, db, kind in session.query(TRACE_PAGE_RELATIONS):
            if kind != 'btree':
                f.write(f'{node}\t\t{kind}\t{name}\t{db}\n')
                continue
            f.write(f'{node}\t0\tother\t{name}\t{db}\n')
            quoted = "'" + name.replace("'", "''") + "'"
            for blk, level in session.query(
                    f"SELECT b, pg_temp.btree_level({quoted}::regclass, b) "
                    f"FROM generate_series(1, pg_relation_size({quoted}::regclass) / "
                    f"current_setting('block_size')::int - 1) b"):
                cls = 'other' if level == '' else 'index leaf' if level == '0' else 'index inner'
                f.write(f'{node}\t{blk}\t{cls}\t{name}\t{db}\n')


# what each relation of the bench database holds at the end of the window,
# by fork and page class (the catalogs' too), and its share of the pool
RESIDENCY_FILE = 'residency-relations.tsv'
RESIDENCY_COLUMNS = ('relation', 'fork', 'kind', 'level', 'buffers', 'dirty', 'share')
RESIDENCY_BY_RELATION = (
    "SELECT r.relation::text || coalesce(' (TOAST of ' || o.oid::regclass::text || ')', ''), "
    "r.fork, r.kind, r.level, r.buffers, r.dirty, "
    "round(r.buffers::numeric / (SELECT nbuffers FROM pg_evictor_status()), 6) "
    "FROM pg_evictor_residency_relations() r "
    "LEFT JOIN pg_class o ON o.reltoastrelid = r.relation")


def run_one(ctx, n, arm, arm_run):
    """Run n (1-based) of the experiment, the arm_run-th of arm: a runs.csv row."""
    exp, cluster = ctx.exp, ctx.cluster
    rundir = run_dir(ctx.outdir, n, arm)
    os.makedirs(rundir)
    # the arm's own settings win, shared_buffers included
    settings = list(dict([('shared_buffers', exp.shared_buffers),
                          ('max_connections', str(max(100, exp.clients + 10)))]
                         + ([('pg_evictor.trace', 'on')] if exp.trace != 'off' else [])
                         + dict(exp.arms)[arm]).items())
    cluster.stop()
    if ctx.restore:
        restore(cluster)
    cache_seconds, cache_read = pagecache.prepare(cluster.data, exp.page_cache)
    cluster.start(settings, ctx.pinning.server)
    shutil.copy(os.path.join(cluster.data, 'bench.conf'), rundir)
    session = cluster.session('bench')
    try:
        _check_server(session, arm, settings)
        server = _server(session, cluster)
        version = server['server_version_num']
        with open(os.path.join(rundir, 'settings.tsv'), 'w') as f:
            for name, setting, source in session.query(
                    "SELECT name, setting, source FROM pg_settings "
                    "WHERE source NOT IN ('default', 'override') OR name LIKE 'pg_evictor.%' "
                    "ORDER BY name"):
                f.write(f'{name}\t{setting}\t{source}\n')
        # the data each run starts from: as loaded, restored (dataset.restore)
        start_size = workloads.size_now(session, exp, ctx.dataset)
        warm = _warm_up(ctx, session, n, rundir, server['evictor'] == 'core')
        warm['dataset_bytes_at_start'] = start_size
        settled_start, reading_start = _settle(session, exp.settle_seconds, version)
        start, end = f'run{n}-{arm}-start', f'run{n}-{arm}-end'
        session.query(f"SELECT pg_evictor_snapshot('{start}')")
        traced = exp.trace != 'off'
        if traced:
            session.query('SELECT pg_evictor_trace_start()')
        results, pins = _measure(ctx, session, n, rundir)
        if traced:
            results.update(_trace_stop(session, cluster, rundir))
        settled_end, reading_end = _settle(session, exp.settle_seconds, version)
        session.query(f"SELECT pg_evictor_snapshot('{end}')")
        sb_bytes = int(session.value("SELECT setting::bigint * current_setting('block_size')::int "
                                     "FROM pg_settings WHERE name = 'shared_buffers'"))
        residency = session.query(RESIDENCY_BY_RELATION)
        if exp.trace == 'pages':
            write_trace_pages(session, os.path.join(rundir, TRACE_PAGES_FILE))
        try:
            diff = session.query(f"SELECT metric, value FROM pg_evictor_diff('{start}', '{end}')")
        except BenchError as e:
            # the diff refuses a window the server's statistics were reset
            # in: the run has no metrics, and the allocations gate says why
            if 'statistics were reset between snapshots' not in str(e):
                raise
            diff = []
        # the workload's own check of its data, after the window's counts
        results['consistency'] = workloads.consistency(session, exp, ctx.dataset)
    finally:
        session.close()
    with open(os.path.join(rundir, 'diff.tsv'), 'w') as f:
        f.writelines(f'{metric}\t{value}\n' for metric, value in diff)
    with open(os.path.join(rundir, RESIDENCY_FILE), 'w') as f:
        f.write('\t'.join(RESIDENCY_COLUMNS) + '\n')
        f.writelines('\t'.join(row) + '\n' for row in residency)
    warm.update(page_cache=exp.page_cache, page_cache_seconds=cache_seconds,
                page_cache_read_bytes=cache_read)
    return _row(ctx, n, arm, arm_run, warm=warm, results=results, pins=pins, diff=dict(diff),
                sb_bytes=sb_bytes, settled=settled_start and settled_end,
                readings=(reading_start, reading_end), server=server)
