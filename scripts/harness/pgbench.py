"""pgbench: the command of a warm-up or measured window, and its results.

pgbench exits 2 when clients aborted (an error in the script ends a client;
only serialization and deadlock failures count as "failed transactions"),
so aborted clients are counted beside failed transactions: both are
failures, and the failures gate sees both.  Exit 1 means pgbench could not
run at all.
"""
import re

from .proc import BenchError, number_in

NAME = 'pgbench'
OUTPUT = 'pgbench.out'          # a window's stdout, in its run's directory
PROGRESS_ON_STDOUT = False      # --progress lines come on stderr
PROGRESS = re.compile(r'progress: [\d.]+ s, ([\d.]+) tps')


def progress(line):
    """The tps of a --progress line, None for another line."""
    m = PROGRESS.match(line)
    return float(m.group(1)) if m else None


def command(cluster, exp, scripts, seconds, random_seed, progress=None):
    """scripts: [(path, weight)]; one script runs without a weight."""
    cmd = [cluster.bin('pgbench'), '-h', cluster.workdir, '-n', '-M', exp.query_mode,
           '-c', str(exp.clients), '-j', str(exp.threads), '-T', str(seconds),
           f'--random-seed={random_seed}']
    for path, weight in scripts:
        cmd += ['-f', path if len(scripts) == 1 else f'{path}@{weight}']
    if exp.rate:
        cmd.append(f'--rate={exp.rate:g}')
    if progress:
        cmd.append(f'--progress={progress}')
    return cmd + ['bench']


# with several scripts pgbench reports each one under its path
SCRIPT_HEAD = re.compile(r'^SQL script \d+: (\S+)$', re.M)


def script_results(stdout):
    """probe_ and scan_ tps and latency_ms: what pgbench gives probe.sql and
    scan.sql when both ran (a scan experiment), else empty."""
    heads = list(SCRIPT_HEAD.finditer(stdout))
    found = {}
    for i, m in enumerate(heads):
        block = stdout[m.end():heads[i + 1].start() if i + 1 < len(heads) else len(stdout)]
        found[m.group(1).rsplit('/', 1)[-1]] = (
            number_in(r'^ - \d+ transactions \([^)]*, tps = ([\d.]+)\)', block),
            number_in(r'^ - latency average = ([\d.]+) ms', block))
    out = {}
    for name in ('probe', 'scan'):
        tps, latency = found.get(f'{name}.sql', (None, None))
        out[f'{name}_tps'] = '' if tps is None else tps
        out[f'{name}_latency_ms'] = '' if latency is None else latency
    return out


def parse(returncode, stdout, stderr):
    """tps, latency, transactions and failures of one pgbench run."""
    if returncode not in (0, 2):
        raise BenchError(f'pgbench could not run (exit {returncode}):\n{stderr.strip()[-2000:]}')
    return {
        'tps': number_in(r'^tps = ([\d.]+)', stdout),
        'latency_ms': number_in(r'^latency average = ([\d.]+) ms', stdout),
        'latency_stddev_ms': number_in(r'^latency stddev = ([\d.]+) ms', stdout),
        'transactions': int(number_in(r'^number of transactions actually processed: (\d+)',
                                    stdout) or 0),
        'failed': int(number_in(r'^number of failed transactions: (\d+)', stdout) or 0),
        'aborted_clients': len(re.findall(r'^pgbench: error: client \d+ .*aborted', stderr,
                                          re.M)),
        'pgbench_exit': returncode,
        **script_results(stdout),
    }
