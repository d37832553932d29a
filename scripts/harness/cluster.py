"""A throw-away cluster in the work directory, and sessions to it.

Never a user's cluster: the data directory, the unix socket and the server
log all live in the work directory, and the server listens on no TCP port,
so nothing here can collide with (or touch) another server.  Each start
rewrites bench.conf, which postgresql.conf includes last, with the base
settings, then the experiment's, then the arm's: the file is the complete
record of what a run's server was told.
"""
import os
import subprocess

from .proc import BenchError, run

# Settings of every run, beside shared_buffers and the arm's own.
BASE_SETTINGS = [
    ('shared_preload_libraries', 'pg_evictor'),
    ('listen_addresses', ''),
    # the probes only read: no autovacuum or checkpoint writes in a window
    ('autovacuum', 'off'),
    ('max_wal_size', '16GB'),
    ('checkpoint_timeout', '1h'),
    # a throw-away cluster: loading faster matters, durability does not
    ('fsync', 'off'),
    ('synchronous_commit', 'off'),
    ('full_page_writes', 'off'),
    ('wal_level', 'minimal'),
    ('max_wal_senders', '0'),
    ('maintenance_work_mem', '512MB'),
    # one index scan per probe: no parallel workers or JIT in the timing
    ('max_parallel_workers_per_gather', '0'),
    ('jit', 'off'),
]


def _quote(value):
    return "'" + value.replace("'", "''") + "'"


class Session:
    """One psql connection kept open, so that polling does not start backends
    (a new backend reads the catalogs through the buffer pool it measures)."""

    def __init__(self, cmd, errpath):
        self.errpath = errpath
        self.err = open(errpath, 'w')
        self.p = subprocess.Popen(
            cmd + ['-q', '-A', '-t', '-F', '\t', '-v', 'ON_ERROR_STOP=1'],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.err,
            text=True, bufsize=1)
        self.n = 0

    def query(self, sql):
        """Rows of the last statement of sql, each a list of strings."""
        self.n += 1
        marker = f'__bench_end_{self.n}__'
        rows = []
        try:
            self.p.stdin.write(sql.rstrip().rstrip(';') + f';\n\\echo {marker}\n')
            self.p.stdin.flush()
            for line in self.p.stdout:
                line = line.rstrip('\n')
                if line == marker:
                    return rows
                rows.append(line.split('\t'))
        except BrokenPipeError:
            pass
        self.p.wait()
        with open(self.errpath) as f:
            raise BenchError(f'query failed: {sql.strip()}\n{f.read().strip()}')

    def value(self, sql):
        rows = self.query(sql)
        return rows[0][0] if rows else None

    def pid(self):
        return int(self.value('SELECT pg_backend_pid()'))

    def close(self):
        if self.p.poll() is None:
            self.p.stdin.close()
            self.p.wait()
        self.err.close()


class Cluster:
    def __init__(self, workdir, bindir, log):
        self.workdir = workdir
        self.bindir = bindir
        self.log = log
        self.data = os.path.join(workdir, 'cluster')
        self.logfile = os.path.join(workdir, 'server.log')

    def bin(self, name):
        return os.path.join(self.bindir, name)

    def exists(self):
        return os.path.isfile(os.path.join(self.data, 'PG_VERSION'))

    def initdb(self):
        run(self.log, [self.bin('initdb'), '-D', self.data, '-A', 'trust', '-E', 'UTF8',
                       '--locale=C', '--no-sync'])
        with open(os.path.join(self.data, 'postgresql.conf'), 'a') as f:
            f.write("\ninclude 'bench.conf'\n")

    def running(self):
        return subprocess.run([self.bin('pg_ctl'), '-D', self.data, 'status'],
                              capture_output=True).returncode == 0

    def start(self, settings, wrap=list):
        """Start with settings [(name, value)] after the base ones; wrap pins it."""
        conf = BASE_SETTINGS + [('unix_socket_directories', self.workdir)] + list(settings)
        with open(os.path.join(self.data, 'bench.conf'), 'w') as f:
            f.write('# written by scripts/bench for this start; later lines win\n')
            f.writelines(f'{name} = {_quote(value)}\n' for name, value in conf)
        offset = os.path.getsize(self.logfile) if os.path.exists(self.logfile) else 0
        try:
            run(self.log, wrap([self.bin('pg_ctl'), '-D', self.data, '-l', self.logfile,
                                '-w', '-t', '300', 'start']))
        except BenchError as e:
            with open(self.logfile) as f:
                f.seek(offset)
                raise BenchError(f'{e}\nserver log:\n{f.read()[-3000:]}') from None

    def stop(self):
        if self.running():
            run(self.log, [self.bin('pg_ctl'), '-D', self.data, '-m', 'fast', '-w', '-t', '300',
                           'stop'])

    def postmaster_pid(self):
        with open(os.path.join(self.data, 'postmaster.pid')) as f:
            return int(f.readline())

    def psql_cmd(self, db):
        return [self.bin('psql'), '-X', '-h', self.workdir, '-d', db]

    def psql(self, db, sql):
        return run(self.log, self.psql_cmd(db) + ['-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1',
                                                  '-c', sql])

    def psql_file(self, db, path, **variables):
        """Run an SQL file, each keyword a psql variable (:name in it)."""
        cmd = self.psql_cmd(db) + ['-q', '-v', 'ON_ERROR_STOP=1']
        for key, value in variables.items():
            cmd += ['-v', f'{key}={value}']
        run(self.log, cmd + ['-f', path])

    def session(self, db):
        return Session(self.psql_cmd(db), os.path.join(self.workdir, 'session.err'))
