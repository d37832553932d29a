"""The user's own workload: a database made by `init`, read and written by
pgbench scripts.

    workload = custom
    init     = schema.sql            # or an executable
    script   = orders.sql@70 report.sql@30

init runs once per dataset in the database `bench`: an SQL file through
psql (ON_ERROR_STOP), or an executable given the connection in PGHOST and
PGDATABASE (with the server's bin directory first in PATH; PGPORT and
PGUSER as the harness runs with).  The scripts are pgbench scripts with their weights (a script
without @WEIGHT weighs 1).  Their paths are relative to the experiment
file.

After init the harness lists the relations it made (every table and
materialized view outside the system schemas that no extension owns, with
their indexes and TOAST tables), with their sizes: the dataset gate counts
them all, as what the scripts can reach.  It cannot tell which of them the
scripts touch; pg_evictor's counters classify every page they bring in
whatever its relation.  The
scripts may write, so each run starts from a copy of the cluster as
loaded (dataset.restore).
"""
import hashlib
import os
import subprocess
import time

from .proc import BenchError, run

# the tables and materialized views outside the system schemas that no
# extension owns (pg_evictor's snapshot tables among them), their indexes
# and their TOAST tables
RELATIONS = """WITH own AS (
                 SELECT c.oid FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                  WHERE c.relkind IN ('r', 'm')
                    AND n.nspname NOT IN ('pg_catalog', 'information_schema')
                    AND NOT EXISTS (SELECT 1 FROM pg_depend d
                                     WHERE d.classid = 'pg_class'::regclass
                                       AND d.objid = c.oid AND d.deptype = 'e'))
               SELECT c.oid::regclass::text, c.relkind, pg_relation_size(c.oid)
                 FROM pg_class c
                WHERE c.oid IN (SELECT oid FROM own)
                   OR c.oid IN (SELECT indexrelid FROM pg_index
                                 WHERE indrelid IN (SELECT oid FROM own))
                   OR c.oid IN (SELECT reltoastrelid FROM pg_class
                                 WHERE oid IN (SELECT oid FROM own))
                ORDER BY 3 DESC, 1"""
KINDS = {'r': 'table', 'm': 'materialized view', 'i': 'index', 't': 'TOAST'}


def parse_scripts(text, base):
    """`FILE[@WEIGHT] ...` into [(path, weight)], paths relative to base."""
    out = []
    for item in text.split():
        path, sep, weight = item.rpartition('@')
        if not sep:
            path, weight = item, '1'
        if not weight.isdigit() or int(weight) < 1:
            raise ValueError(f'"{item}": a weight is a whole number of at least 1 '
                             '(FILE@WEIGHT)')
        out.append((os.path.join(base, path), int(weight)))
    if not out:
        raise ValueError('no pgbench script (script = FILE@WEIGHT ...)')
    return out


def _digest(path):
    with open(path, 'rb') as f:
        return hashlib.sha256(f.read()).hexdigest()


def definition(exp, bindir):
    """The init file's content decides the dataset, not its name or place."""
    return {'workload': 'custom', 'init_sha256': _digest(exp.init),
            'shared_buffers': exp.shared_buffers, 'bindir': bindir}


def load(cluster, exp, say):
    started = time.monotonic()
    cluster.psql('postgres', 'CREATE DATABASE bench')
    say(f'running init {exp.init}')
    if os.access(exp.init, os.X_OK):
        # the port and user are the harness's own psql's: the environment's
        env = {**os.environ, 'PGHOST': cluster.workdir, 'PGDATABASE': 'bench',
               'PATH': cluster.bindir + os.pathsep + os.environ.get('PATH', '')}
        cluster.log.record([exp.init], 'init, with PGHOST and PGDATABASE set')
        p = subprocess.run([exp.init], env=env, capture_output=True, text=True)
        if p.returncode != 0:
            raise BenchError(f'init {exp.init} failed (exit {p.returncode}):\n'
                             f'{(p.stderr.strip() or p.stdout.strip())[-2000:]}')
    else:
        run(cluster.log, cluster.psql_cmd('bench') + ['-q', '-v', 'ON_ERROR_STOP=1',
                                                      '-f', exp.init])
    cluster.psql('bench', 'VACUUM ANALYZE')
    cluster.psql('bench', 'CHECKPOINT')
    relations = []
    for line in cluster.psql('bench', RELATIONS).splitlines():
        name, kind, size = line.rsplit('|', 2)
        relations.append([name, KINDS[kind], int(size)])
    if not relations:
        raise BenchError(f'init {exp.init} made no table or index in the database bench')
    return {
        'workload': 'custom', 'init': os.path.basename(exp.init),
        'relations': relations,
        # the gate's dataset: tables (their TOAST included) and their indexes
        'heap_bytes': sum(size for _, kind, size in relations if kind != 'index'),
        'index_bytes': [size for _, kind, size in relations if kind == 'index'] or [0],
        'load_seconds': round(time.monotonic() - started, 1),
    }


def describe(info, sb):
    shown = ', '.join(f'{name} ({kind}) {size / 2**20:,.1f} MB'
                      for name, kind, size in info['relations'][:6])
    more = len(info['relations']) - 6
    total = info['heap_bytes'] + sum(info['index_bytes'])
    return (f'init {info["init"]} made {len(info["relations"])} relations of '
            f'{total / 2**20:,.1f} MB, {total / sb:.2f} x shared_buffers: {shown}'
            + (f' and {more} more' if more > 0 else ''))
