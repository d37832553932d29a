"""Experiment files: `key = value` lines, `#` comments, arms as named GUC sets.

    arm.stock   = pg_evictor.policy=clocksweep
    arm.hotcool = pg_evictor.policy=hotcool pg_evictor.max_usage=5

Arms keep the order of the file; the first is the baseline every other arm
is compared with.  Every other key has a default (KEYS below); `-s KEY=VALUE`
on the command line overrides a key or adds an arm.
"""
import os
import random
import re

from . import custom

EXPERIMENTS_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                               'experiments')

UNITS = {'kB': 1 << 10, 'MB': 1 << 20, 'GB': 1 << 30, 'TB': 1 << 40}


def parse_bytes(text):
    """A PostgreSQL memory setting with a unit (PostgreSQL's units are case sensitive)."""
    m = re.fullmatch(r'(\d+)\s*(kB|MB|GB|TB)', text)
    if not m:
        raise ValueError(f'"{text}" is not a size like 256MB (units kB, MB, GB, TB)')
    return int(m.group(1)) * UNITS[m.group(2)]


def parse_cpus(text):
    """A CPU or node list as numactl and /proc write it: "0", "0-3,6"; "" means none."""
    cpus = set()
    for part in filter(None, text.replace(' ', '').split(',')):
        m = re.fullmatch(r'(\d+)(?:-(\d+))?', part)
        if not m or (m.group(2) and int(m.group(2)) < int(m.group(1))):
            raise ValueError(f'"{text}" is not a list like 0-3,6')
        cpus.update(range(int(m.group(1)), int(m.group(2) or m.group(1)) + 1))
    return cpus


def format_cpus(cpus):
    """A set of CPUs (or nodes) as a list like 0-3,6."""
    runs, ordered = [], sorted(cpus)
    for c in ordered:
        if runs and c == runs[-1][1] + 1:
            runs[-1][1] = c
        else:
            runs.append([c, c])
    return ','.join(str(a) if a == b else f'{a}-{b}' for a, b in runs)


def _default_pinning():
    """Server on the lower half of the CPUs this process may use, pgbench on
    the upper half (one each on a 2-CPU machine), the server's memory on the
    node of its first CPU."""
    cpus = sorted(os.sched_getaffinity(0))
    server, client = cpus[:max(1, len(cpus) // 2)], cpus[max(1, len(cpus) // 2):] or cpus
    nodes = [d for d in os.listdir(f'/sys/devices/system/cpu/cpu{server[0]}')
             if re.fullmatch(r'node\d+', d)] if os.path.isdir('/sys/devices/system/cpu') else []
    return format_cpus(server), nodes[0][4:] if nodes else '', format_cpus(client)


SERVER_CPUS, SERVER_NODE, CLIENT_CPUS = _default_pinning()


def _int(lo, hi=None):
    def check(text):
        v = int(text)
        if v < lo or (hi is not None and v > hi):
            raise ValueError(f'{v} is outside {lo}..{hi if hi is not None else ""}')
        return v
    return check


def _float(lo, hi, lo_open=False):
    def check(text):
        v = float(text)
        if v > hi or v < lo or (lo_open and v == lo):
            raise ValueError(f'{v} is outside {"(" if lo_open else "["}{lo}, {hi}]')
        return v
    return check


def _choice(*names):
    def check(text):
        if text not in names:
            raise ValueError(f'"{text}" is not one of {", ".join(names)}')
        return text
    return check


def _text(text):
    return text


def _size(text):
    parse_bytes(text)
    return text


def _cpus(text):
    parse_cpus(text)
    return text


def _rate(text):
    return _float(0, 1e9, lo_open=True)(text) if text else None


def counterbalanced(k, rounds):
    """`rounds` rounds of arms 0..k-1, each arm once a round, so that every
    arm takes every position and follows every other arm equally often: the
    rows of a balanced Latin square (Williams: 0, 1, k-1, 2, k-2, ... shifted
    by one a row, and mirrored too when k is odd), and every other block of
    them reversed, so that a linear drift over the runs falls on every arm
    alike (for two arms: AB BA BA AB AB BA ...)."""
    first, lo, hi = [0], 1, k - 1
    while len(first) < k:
        first.append(lo)
        lo += 1
        if len(first) < k:
            first.append(hi)
            hi -= 1
    square = [[(x + i) % k for x in first] for i in range(k)]
    if k % 2:
        square += [row[::-1] for row in square]
    order = []
    for n in range(rounds):
        block, row = divmod(n, len(square))
        order.append(square[row][::-1] if block % 2 else square[row])
    return order


# key: (default, parser, meaning)
KEYS = {
    'name': ('', _text, 'name of the experiment ("": the file name)'),
    'description': ('', _text, 'one line for the report'),
    'workload': ('probes', _choice('probes', 'ycsb', 'tpcc', 'tpch', 'sysbench', 'custom'),
                 'probes: zipfian index probes into pgbench_accounts (seed 001), with scans '
                 'beside them by scan_percent; ycsb: YCSB\'s core workload workload_mix on a '
                 'usertable of data_ratio x shared_buffers; tpcc: TPC-C\'s five transactions '
                 'in the standard mix on data_ratio x shared_buffers of warehouses; tpch: '
                 'TPC-H\'s 22 queries on data_ratio x shared_buffers of tables, the probes '
                 'beside them by probe_percent; sysbench: '
                 'sysbench\'s sysbench_test on a table of data_ratio x shared_buffers; custom: a '
                 'database made by init, run by the pgbench scripts of script'),
    'init': ('', _text, 'custom: an SQL file, or an executable (PGHOST, PGDATABASE set), '
                        'that makes the database once per dataset'),
    'workload_mix': ('c', _choice(*'abcdef'),
                     'ycsb: core workload a (50% read, 50% update), b (95/5), c (read only), '
                     'd (95% read the latest, 5% insert), e (95% short scans, 5% insert), '
                     'f (50% read, 50% read-modify-write)'),
    'request_distribution': ('', _choice('', 'zipfian', 'uniform', 'latest'),
                             'ycsb: how requests pick records ("": the workload\'s own, latest '
                             'for d, else zipfian with constant 0.99, scrambled)'),
    'data_ratio': ('4', _float(0, 1000, lo_open=True),
                   'ycsb: the usertable\'s heap / shared_buffers; tpcc: the tables and indexes '
                   '/ shared_buffers, in whole warehouses (at least one); tpch: the tables '
                   'and indexes / shared_buffers (scale factor at least 0.01); sysbench: '
                   'sbtest1 and its indexes / shared_buffers'),
    'sysbench_test': ('oltp_read_only', _choice('oltp_point_select', 'oltp_read_only',
                                                'oltp_read_write'),
                      'sysbench: the OLTP test each window runs'),
    'rand_type': ('pareto', _choice('uniform', 'gaussian', 'special', 'pareto', 'zipfian'),
                  'sysbench: --rand-type, how rows are picked (pareto with sysbench\'s h 0.2; '
                  'zipfian, exponent 0.8, drawn by the harness\'s Lua: Debian\'s sysbench '
                  '1.0.20 has none)'),
    'scale': ('10', _int(1), 'pgbench scale: 100,000 accounts each'),
    'indexes': ('3', _int(1, 9), 'secondary indexes on pgbench_accounts'),
    'index_ratio': ('0.425', _float(0, 100, lo_open=True),
                    'size of each secondary index / shared_buffers (seed 001: 0.85 / 2)'),
    'shared_buffers': ('32MB', _size, 'shared_buffers of every arm'),
    'skew': ('1.2', _float(1, 1000, lo_open=True), 'random_zipfian parameter of the probes'),
    'script': ('', _text, 'probes: a pgbench script to run instead of the index probes; '
                          'custom: pgbench scripts and their weights, FILE@WEIGHT ...'),
    'scan_percent': ('0', _int(0, 99),
                     'percent of transactions that are one-pass range scans through '
                     'pgbench_accounts_pkey beside the probes (0: none)'),
    'probe_percent': ('0', _int(0, 99),
                      'tpch: percent of transactions that are the index probes (their scale, '
                      'indexes, index_ratio and skew) on pgbench\'s tables loaded beside '
                      'TPC-H\'s (0: none)'),
    'scan_rows': ('10000', _int(1),
                  'accounts each scan reads, in aid order from a uniformly random start'),
    'clients': ('2', _int(1, 1000), 'pgbench clients'),
    'threads': ('1', _int(1, 1000), 'pgbench threads'),
    'query_mode': ('prepared', _choice('simple', 'extended', 'prepared'), 'pgbench -M'),
    'rate': ('', _rate, 'pgbench --rate (transactions per second; empty: as fast as it can)'),
    'warmup': ('steady', _choice('steady', 'fixed'),
               'steady: until evictions per transaction are steady, at most warmup_seconds; '
               'fixed: warmup_seconds'),
    'warmup_seconds': ('60', _int(0), 'warm-up length (fixed) or bound (steady)'),
    'warmup_interval': ('2', _int(1), 'seconds between warm-up samples'),
    'warmup_window': ('3', _int(2), 'last samples that must agree for a steady warm-up'),
    'warmup_tolerance': ('0.05', _float(0, 10),
                         'largest relative deviation of those samples from their median'),
    'measure_seconds': ('30', _int(1), 'measured pgbench window'),
    'progress_seconds': ('5', _int(1), 'pgbench --progress interval'),
    'runs': ('5', _int(1, 1000), 'runs per arm'),
    'order': ('counterbalanced', _choice('counterbalanced', 'alternate', 'random'),
              'counterbalanced: ABBA BAAB... (a balanced Latin square of rounds for more '
              'arms); alternate: ABAB...; random: a shuffle drawn from seed'),
    'seed': ('1', _int(0), 'seeds the random order and the probes\' permutations'),
    'server_cpus': (SERVER_CPUS, _cpus,
                    'CPUs of the postmaster and all its children ("": unpinned)'),
    'server_node': (SERVER_NODE, _cpus, 'memory node(s) the server allocates from ("": unbound)'),
    'client_cpus': (CLIENT_CPUS, _cpus, 'CPUs of pgbench ("": unpinned)'),
    'trace': ('off', _choice('off', 'on', 'pages'),
              'on: record every buffer access of the measured window (pg_evictor.trace), '
              'each run\'s trace beside its results; a gate refuses a trace that lost any; '
              'pages: the same, and after the window each page\'s class (heap, index leaf, '
              'index inner, toast, other: pageinspect reads every btree page) in '
              'trace-pages.tsv'),
    'settle_seconds': ('10', _int(1),
                       'bound on waiting for the statistics to catch up before a snapshot'),
    'page_cache': ('prewarmed', _choice('prewarmed', 'dropped', 'kept'),
                   'before each run, with the server stopped: prewarmed: the cluster\'s files '
                   'dropped from the OS page cache, then read once, so every run starts from '
                   'the same page cache whatever ran before; dropped: dropped only (every run '
                   'reads from disk); kept: left as the previous run left them'),
    'aa': ('on', _choice('on', 'off'),
           'on: when no arm repeats the baseline\'s settings, add BASELINE-again, the '
           'baseline once more, as the second arm: the experiment\'s own A/A pair'),
}

GUC_NAME = re.compile(r'[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?')


def parse_arm(text):
    """`name=value ...` into [(name, value)]; values cannot hold spaces."""
    settings = []
    for item in text.split():
        name, sep, value = item.partition('=')
        if not sep or not GUC_NAME.fullmatch(name) or value == '':
            raise ValueError(f'"{item}" is not a setting like pg_evictor.policy=hotcool')
        settings.append((name, value))
    return settings


class Experiment:
    def __init__(self, source, values, arms):
        self.source = source
        self.values = values        # key -> text as written
        self.arms = arms            # [(arm name, [(guc, value)])]
        for key, (_, parser, _) in KEYS.items():
            setattr(self, key, parser(values[key]))

    def run_order(self):
        """The arm of each run: rounds of every arm once, counterbalanced or
        ABAB..., or a shuffle of ABAB... drawn from seed."""
        names = [name for name, _ in self.arms]
        if self.order == 'counterbalanced':
            return [names[i] for rnd in counterbalanced(len(names), self.runs) for i in rnd]
        order = [name for _ in range(self.runs) for name in names]
        if self.order == 'random':
            random.Random(self.seed).shuffle(order)
        return order

    def arm_text(self, arm):
        return ' '.join(f'{k}={v}' for k, v in dict(self.arms)[arm])

    def to_text(self):
        """The experiment with every key explicit, as a file bench can read."""
        lines = [f'{key} = {self.values[key]}' for key in KEYS]
        lines += [f'arm.{name} = {self.arm_text(name)}' for name, _ in self.arms]
        return '\n'.join(lines) + '\n'


def resolve(name_or_path):
    """A name under scripts/experiments/, or a path to an experiment file.
    A bare name that is not a file here is a name (the tree's own
    directory policies/ must not hide the experiment `policies`)."""
    if os.sep not in name_or_path and not os.path.isfile(name_or_path):
        path = os.path.join(EXPERIMENTS_DIR, name_or_path)
    else:
        path = name_or_path
    if not os.path.isfile(path):
        known = sorted(os.listdir(EXPERIMENTS_DIR)) if os.path.isdir(EXPERIMENTS_DIR) else []
        raise ValueError(f'no experiment "{name_or_path}" (known: {", ".join(known)}; '
                         'or give a path to an experiment file)')
    return os.path.abspath(path)


def _assign(values, arms, key, value, where):
    if key.startswith('arm.'):
        name = key[4:]
        if not re.fullmatch(r'[A-Za-z0-9_-]+', name):
            raise ValueError(f'{where}: arm name "{name}" may hold letters, digits, _ and - only')
        try:
            arms[name] = parse_arm(value)
        except ValueError as e:
            raise ValueError(f'{where}: arm {name}: {e}') from None
        if not arms[name]:
            raise ValueError(f'{where}: arm {name} sets nothing')
    elif key in KEYS:
        values[key] = value
    else:
        raise ValueError(f'{where}: unknown key "{key}" (known: {", ".join(KEYS)}, arm.NAME)')


def key_values(path):
    """(key, value, 'path:line') of a file of `key = value` lines, `#`
    comments and blank lines skipped (experiments, matrix plans)."""
    with open(path) as f:
        for lineno, line in enumerate(f, 1):
            line = re.sub(r'(^|\s)#.*', '', line).strip()
            if not line:
                continue
            key, sep, value = line.partition('=')
            if not sep:
                raise ValueError(f'{path}:{lineno}: expected key = value, got "{line}"')
            yield key.strip(), value.strip(), f'{path}:{lineno}'


def load(name_or_path, overrides=()):
    """Read an experiment, apply `KEY=VALUE` overrides, check every value."""
    path = resolve(name_or_path)
    values = {key: default for key, (default, _, _) in KEYS.items()}
    arms = {}
    for key, value, where in key_values(path):
        _assign(values, arms, key, value, where)
    for item in overrides:
        key, sep, value = item.partition('=')
        if not sep:
            raise ValueError(f'-s {item}: expected KEY=VALUE')
        _assign(values, arms, key.strip(), value.strip(), f'-s {item}')
    if not arms:
        raise ValueError(f'{path}: no arms (arm.NAME = setting=value ...)')
    values['name'] = values['name'] or os.path.basename(path)
    for key, (_, parser, _) in KEYS.items():
        try:
            parser(values[key])
        except ValueError as e:
            raise ValueError(f'{path}: {key} = {values[key]}: {e}') from None
    base = os.path.dirname(path)
    if values['workload'] == 'custom':
        if not values['init'] or not values['script']:
            raise ValueError(f'{path}: workload = custom needs init = FILE (SQL, or an '
                             'executable) and script = FILE@WEIGHT ... (pgbench scripts)')
        values['init'] = os.path.join(base, values['init'])
        try:
            scripts = custom.parse_scripts(values['script'], base)
        except ValueError as e:
            raise ValueError(f'{path}: script = {values["script"]}: {e}') from None
        values['script'] = ' '.join(f'{p}@{w}' for p, w in scripts)
        for p in [values['init']] + [p for p, _ in scripts]:
            if not os.path.isfile(p):
                raise ValueError(f'{p} does not exist')
    elif values['script']:
        values['script'] = os.path.join(base, values['script'])
        if not os.path.isfile(values['script']):
            raise ValueError(f'script {values["script"]} does not exist')
    if values['workload'] != 'custom' and values['init']:
        raise ValueError(f'{path}: init belongs to workload = custom')
    if values['workload'] != 'probes' and KEYS['scan_percent'][1](values['scan_percent']):
        raise ValueError(f'{path}: scan_percent belongs to workload = probes, '
                         f'not to workload = {values["workload"]}')
    if values['workload'] != 'tpch' and KEYS['probe_percent'][1](values['probe_percent']):
        raise ValueError(f'{path}: probe_percent belongs to workload = tpch, '
                         f'not to workload = {values["workload"]}')
    if values['workload'] in ('ycsb', 'tpcc', 'tpch', 'sysbench') and values['script']:
        raise ValueError(f'{path}: script belongs to workload = probes or custom, '
                         f'not to workload = {values["workload"]}')
    if values['script'] and KEYS['scan_percent'][1](values['scan_percent']):
        raise ValueError(f'{path}: scan_percent mixes scans into the index probes, '
                         'not into a script of its own: set one or the other')
    return Experiment(path, values, with_aa_arm(list(arms.items()), values['aa']))


def with_aa_arm(arms, aa):
    """arms with the baseline repeated second (BASELINE-again), unless aa is
    off, there is one arm, or an arm already repeats the baseline's settings:
    every comparative experiment carries its own A/A pair, interleaved in the
    same order, so that its floor is measured beside its effects."""
    (base, settings), rest = arms[0], arms[1:]
    if aa == 'off' or not rest or any(sorted(s) == sorted(settings) for _, s in rest):
        return arms
    name = f'{base}-again'
    if name in dict(arms):
        raise ValueError(f'arm {name} exists with other settings than {base}: rename it, '
                         'or set aa = off')
    return [arms[0], (name, list(settings))] + rest
