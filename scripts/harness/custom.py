"""The user's own workload: a database made by `init`, read and written by
pgbench scripts.

    workload = custom
    init     = schema.sql            # or an executable
    script   = orders.sql@70 report.sql@30

init runs once per dataset in the database `bench`: an SQL file through
psql (ON_ERROR_STOP), or an executable given the connection in PGHOST and
PGDATABASE (with the server's bin directory first in PATH; PGPORT and
PGUSER as the harness runs with).  The scripts are pgbench scripts with
their weights (a script without @WEIGHT weighs 1).  Their paths are
relative to the experiment file.

After init the harness lists the relations it made (relations.py), with
their sizes: the dataset gate counts them all, as what the scripts can
reach.  It cannot tell which of them the scripts touch; pg_evictor's
counters classify every page they bring in whatever its relation.  The
scripts may write, so each run starts from a copy of the cluster as
loaded (dataset.restore).
"""
import hashlib
import os
import subprocess
import time

from . import relations
from .proc import BenchError, run

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
    made = relations.listed(cluster)
    if not made:
        raise BenchError(f'init {exp.init} made no table or index in the database bench')
    return {'workload': 'custom', 'init': os.path.basename(exp.init), **relations.info(made),
            'load_seconds': round(time.monotonic() - started, 1)}


def describe(info, exp, sb):
    return f'init {info["init"]} made {relations.summary(info, sb)}'


def scripts(info, exp, outdir):
    return parse_scripts(exp.script, '')


def writes(exp):
    """The scripts may write."""
    return True


def size_now(session, info):
    return relations.total_now(session)


def columns(exp, info, scripts):
    """The scripts and init by name, the relations init made."""
    return {'script': ' '.join(f'{os.path.basename(p)}@{w}' for p, w in scripts),
            'init': info['init'], 'relations': relations.column(info['relations'])}
