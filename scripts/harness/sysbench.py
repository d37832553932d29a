"""sysbench's OLTP tests (Debian's sysbench 1.0.20, its PostgreSQL driver),
as a workload and as the client that runs its windows.

    workload       = sysbench
    sysbench_test  = oltp_read_only     # oltp_point_select, oltp_read_write
    rand_type      = pareto             # uniform, gaussian, special, zipfian

The table is `sysbench prepare`'s sbtest1 (id serial, its primary key, k
with an index of its own, c char(120), pad char(60)), of as many rows as
make its heap and indexes data_ratio x shared_buffers (the bytes per row
measured on a prepared table of 10,000 rows).  One table (sysbench's
default): its --tables spreads the same rows over several.

The harness drives sysbench as it drives pgbench: the window pinned to
the client CPUs, the warm-up read from its --report-interval lines, its
transactions, tps, latency and ignored errors parsed.  `clients` is its
--threads (one connection each); `threads` and `query_mode` have no
meaning here (sysbench prepares its statements).  sysbench's own
parameters for its distributions are kept (--rand-pareto-h 0.2: about
80% of the draws fall in the lowest 20% of ids).  sysbench's zipfian came
after 1.0.20, so rand_type = zipfian runs the test through a wrapper the
harness writes beside the scripts: the test's own Lua, then
lua/sysbench_zipfian.lua, which makes sysbench.rand.default draw what a
later sysbench's zipfian draws (exponent 0.8, its default).
oltp_read_write writes, so each of its runs starts from the cluster as
loaded.
"""
import getpass
import math
import os
import re
import shutil
import time

from . import relations
from .experiment import parse_bytes
from .proc import BenchError, number_in, run

NAME = 'sysbench'
OUTPUT = 'sysbench.out'
PROGRESS_ON_STDOUT = True
PROGRESS = re.compile(r'^\[ *[\d.]+s \] thds: \d+ tps: ([\d.]+)')
CALIBRATION_ROWS = 10000
TABLE = 'sbtest1'
ZIPFIAN = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'lua', 'sysbench_zipfian.lua')


def program():
    path = shutil.which('sysbench')
    if not path:
        raise BenchError('workload = sysbench needs sysbench (apt-get install sysbench; '
                         'scripts/debian-packages lists it)')
    return path


def _connection(cluster):
    # the harness's own connection: its socket, its user
    return ['--db-driver=pgsql', f'--pgsql-host={cluster.workdir}',
            f'--pgsql-port={os.environ.get("PGPORT", "5432")}',
            f'--pgsql-user={os.environ.get("PGUSER") or getpass.getuser()}', '--pgsql-db=bench']


def _prepare(cluster, rows):
    run(cluster.log, [program(), 'oltp_common', *_connection(cluster), '--tables=1',
                      f'--table-size={rows}', 'prepare'])


def progress(line):
    """The tps of a --report-interval line, None for another line."""
    m = PROGRESS.match(line)
    return float(m.group(1)) if m else None


def command(cluster, exp, scripts, seconds, random_seed, progress=None):
    """scripts: [(test, rows)], what scripts() gives."""
    (test, rows), = scripts
    cmd = [program(), test, *_connection(cluster), '--tables=1', f'--table-size={rows}',
           f'--threads={exp.clients}', f'--time={seconds}', '--events=0',
           # zipfian: the wrapper replaces the default distribution
           f'--rand-type={"uniform" if exp.rand_type == "zipfian" else exp.rand_type}',
           f'--rand-seed={random_seed}']
    if exp.rate:
        cmd.append(f'--rate={math.ceil(exp.rate)}')
    if progress:
        cmd.append(f'--report-interval={progress}')
    return cmd + ['run']


def parse(returncode, stdout, stderr):
    """The window's results, in pgbench's columns (pgbench_exit: sysbench's
    exit status; ignored errors, which sysbench retries, count as failed)."""
    if returncode != 0 and 'transactions:' not in stdout:
        raise BenchError(f'sysbench could not run (exit {returncode}):\n'
                         f'{(stderr.strip() or stdout.strip())[-2000:]}')
    return {
        'tps': number_in(r'^\s+transactions:\s+\d+\s+\(([\d.]+) per sec\.\)', stdout),
        'latency_ms': number_in(r'^\s+avg:\s+([\d.]+)$', stdout),
        'latency_stddev_ms': '',
        'transactions': int(number_in(r'^\s+transactions:\s+(\d+)', stdout) or 0),
        'failed': int(number_in(r'^\s+ignored errors:\s+(\d+)', stdout) or 0),
        'aborted_clients': len(re.findall(r'^FATAL: ', stdout + stderr, re.M)),
        'pgbench_exit': returncode,
        'probe_tps': '', 'probe_latency_ms': '', 'scan_tps': '', 'scan_latency_ms': '',
    }


# ---- the workload ------------------------------------------------------------

def definition(exp, bindir):
    return {'workload': 'sysbench', 'data_ratio': exp.data_ratio,
            'shared_buffers': exp.shared_buffers, 'bindir': bindir}


def _bytes(cluster):
    return sum(size for _, _, size in relations.listed(cluster))


def load(cluster, exp, say):
    started = time.monotonic()
    program()
    cluster.psql('postgres', 'CREATE DATABASE bench')
    _prepare(cluster, CALIBRATION_ROWS)
    per_row = _bytes(cluster) / CALIBRATION_ROWS
    cluster.psql('bench', f'DROP TABLE {TABLE}')
    rows = math.ceil(exp.data_ratio * parse_bytes(exp.shared_buffers) / per_row)
    say(f'sysbench prepare: {rows:,} rows in {TABLE} ({per_row:.0f} bytes each with its '
        'indexes)')
    _prepare(cluster, rows)
    cluster.psql('bench', 'VACUUM ANALYZE')
    cluster.psql('bench', 'CHECKPOINT')
    return {'workload': 'sysbench', 'rows': rows, **relations.info(relations.listed(cluster)),
            'load_seconds': round(time.monotonic() - started, 1)}


def describe(info, exp, sb):
    return f'sysbench {TABLE} of {info["rows"]:,} rows: {relations.summary(info, sb)}'


def zipfian_wrapper(test, outdir):
    """The Lua sysbench runs for `test` with zipfian ids: the test's own
    script, then the distribution over it."""
    path = os.path.join(outdir, f'{test}-zipfian.lua')
    with open(path, 'w') as f:
        f.write(f'-- written by scripts/bench: sysbench\'s {test}, its ids zipfian\n'
                f'require("{test}")\n'
                f'dofile("{ZIPFIAN}")\n')
    return path


def scripts(info, exp, outdir):
    test = exp.sysbench_test
    if exp.rand_type == 'zipfian':
        test = zipfian_wrapper(test, outdir)
    return [(test, info['rows'])]


def writes(exp):
    return exp.sysbench_test == 'oltp_read_write'


def size_now(session, info):
    return relations.total_now(session)


def columns(exp, info, scripts):
    return {'sysbench_test': exp.sysbench_test, 'rand_type': exp.rand_type,
            'data_ratio': exp.data_ratio, 'rows': info['rows'],
            'relations': relations.column(info['relations'])}
