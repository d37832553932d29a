"""Matrix plans: `key = value` lines that expand to a list of tasks, each
one unit of work for one machine (scripts/matrix).

    description  = hot/cool at three pool sizes, and a sweep
    experiments  = default aa             # names under experiments/, or paths
    vary.shared_buffers = 256MB 512MB     # one task per value (a product over vary.*)
    set.runs     = 3                      # the same override in every task
    versions     = 15 19                  # majors: one task per version (default: PG_CONFIG's)
    workdir      = /var/tmp/pg_evictor-matrix   # a node's work directory, kept between tasks
    sweep.traces   = traces/a.pgtrace traces/b.oracleGeneral
    sweep.policies = clocksweep sieve lru
    sweep.frames   = 1024 2048 4096
    sweep.warmup   = 100000
    slurm.partition = ...  slurm.account = ...  slurm.time = 01:00:00

A live task is one experiment as scripts/bench runs it, all its arms
alternated on one machine with its own A/A pair: arms are compared only
within a task.  A sweep task is one trace and one policy at every size of
sweep.frames, as scripts/simulate replays it.  Paths are relative to the
plan file.  The task list is a pure function of the plan.
"""
import hashlib
import itertools
import os
import re

from . import experiment

PLAN_KEYS = {
    'description': 'one line saying what the plan asks',
    'experiments': 'experiments (names under scripts/experiments/ or paths), space separated',
    'versions': 'PostgreSQL majors, each a task of its own (default: the server of PG_CONFIG)',
    'workdir': "a work directory on each node that bench keeps (reusing its dataset) between tasks",
    'sweep.traces': 'traces for the simulator (pg_evictor .pgtrace or libCacheSim oracleGeneral)',
    'sweep.policies': 'policies to replay each trace through (scripts/simulate --policies help)',
    'sweep.frames': 'pool sizes in frames, space separated',
    'sweep.warmup': 'requests replayed before counting (default 0)',
    'slurm.partition': 'sbatch --partition',
    'slurm.account': 'sbatch --account',
    'slurm.time': "sbatch --time: a task's limit (a live task takes its bench's minutes)",
    'slurm.options': 'further sbatch options, space separated',
}
LABEL_CHARS = re.compile(r'[^A-Za-z0-9_.=-]+')


class Plan:
    def __init__(self, path, values, vary, sets, lines):
        self.path = path
        self.values = values
        self.vary = vary          # [(key, [values...])] in the file's order
        self.sets = sets          # [(key, value)]
        self.lines = lines        # key -> 'path:line'
        self.tasks = _expand(self)


def _words(plan, key):
    words = plan.values.get(key, '').split()
    twice = sorted({w for w in words if words.count(w) > 1})
    if twice:
        raise ValueError(f'{plan.lines[key]}: {key} names {", ".join(twice)} more than once')
    return words


def sha256(path):
    h = hashlib.sha256()
    with open(path, 'rb') as f:
        for block in iter(lambda: f.read(1 << 20), b''):
            h.update(block)
    return h.hexdigest()


def _load_experiment(plan, name, overrides):
    """The experiment with the overrides; a bad one names the plan's line
    of the override at fault (each is tried alone first)."""
    try:
        return experiment.load(name, overrides)
    except ValueError as e:
        for o in overrides:
            try:
                experiment.load(name, [o])
            except ValueError as alone:
                key = o.partition('=')[0]
                line = plan.lines.get(f'set.{key}') or plan.lines.get(f'vary.{key}')
                raise ValueError(f'{line}: {o} (experiment {name}): {alone}') from None
        raise ValueError(f'{plan.path}: experiment {name} with {" ".join(overrides)}: '
                         f'{e}') from None


def _expand(plan):
    tasks = []
    where = os.path.dirname(plan.path)
    exps = _words(plan, 'experiments')
    versions = _words(plan, 'versions') or [None]
    for v in versions:
        if v is not None and not re.fullmatch(r'\d{2}', v):
            raise ValueError(f'{plan.lines["versions"]}: "{v}" is not a major version like 15')
    workdir = plan.values.get('workdir')
    if workdir:
        workdir = os.path.normpath(os.path.join(where, workdir))
    keys = [k for k, _ in plan.vary]
    for version in versions:
        for name in exps:
            if os.sep in name or os.path.isfile(os.path.join(where, name)):
                name = os.path.normpath(os.path.join(where, name))
            for combo in itertools.product(*[vals for _, vals in plan.vary]):
                overrides = [f'{k}={v}' for k, v in plan.sets] + \
                            [f'{k}={v}' for k, v in zip(keys, combo)]
                exp = _load_experiment(plan, name, overrides)
                # the experiment as it is now, every key explicit: what runs
                # later, here or on a node, cannot change under the plan
                tasks.append({'kind': 'live', 'experiment': name, 'name': exp.name,
                              'overrides': overrides, 'vary': dict(zip(keys, combo)),
                              'version': version, 'workdir': workdir,
                              'experiment_text': exp.to_text()})
    traces = _words(plan, 'sweep.traces')
    policies = _words(plan, 'sweep.policies')
    frames = _words(plan, 'sweep.frames')
    warmup = plan.values.get('sweep.warmup', '0')
    if traces or policies or frames:
        if not (traces and policies and frames):
            raise ValueError(f'{plan.path}: a sweep needs sweep.traces, sweep.policies and '
                             'sweep.frames')
        for n in frames + [warmup]:
            if not re.fullmatch(r'\d+', n) or (n in frames and int(n) == 0):
                raise ValueError(f'{plan.path}: sweep: "{n}" is not a count (frames >= 1, '
                                 'warmup >= 0)')
        names = [os.path.basename(t) for t in traces]
        same = sorted({n for n in names if names.count(n) > 1})
        if same:
            raise ValueError(f'{plan.lines["sweep.traces"]}: two traces named {", ".join(same)}: '
                             'sweep.csv and the curves tell traces by their file names')
        for trace in traces:
            path = os.path.normpath(os.path.join(where, trace))
            if not os.path.isfile(path):
                raise ValueError(f'{plan.lines["sweep.traces"]}: no file {path}')
            digest = sha256(path)
            for policy in policies:
                tasks.append({'kind': 'sweep', 'trace': path, 'trace_sha256': digest,
                              'policy': policy, 'frames': [int(f) for f in frames],
                              'warmup': int(warmup)})
    if not tasks:
        raise ValueError(f'{plan.path}: no tasks: give experiments, or sweep.traces, '
                         'sweep.policies and sweep.frames')
    for i, t in enumerate(tasks):
        t['id'] = i
        t['label'] = label(t)
    return tasks


def label(task):
    """A directory name that says what the task is: 003-quick-shared_buffers=32MB-v19."""
    if task['kind'] == 'live':
        parts = [task['name']] + [f'{k}={v}' for k, v in task['vary'].items()]
        if task['version']:
            parts.append(f'v{task["version"]}')
    else:
        parts = ['sweep', os.path.basename(task['trace']), task['policy']]
    return LABEL_CHARS.sub('_', f'{task["id"]:03d}-' + '-'.join(parts))[:120]


def load(path):
    """Read and expand a plan; ValueError names the line at fault."""
    path = os.path.abspath(path)
    if not os.path.isfile(path):
        raise ValueError(f'no plan file {path}')
    values, vary, sets, lines = {}, [], [], {}
    for key, value, where in experiment.key_values(path):
        if key in lines:
            raise ValueError(f'{where}: {key} is given twice')
        lines[key] = where
        if key.startswith('vary.'):
            if not value.split():
                raise ValueError(f'{where}: {key} has no values')
            vary.append((key[5:], value.split()))
        elif key.startswith('set.'):
            sets.append((key[4:], value))
        elif key in PLAN_KEYS:
            values[key] = value
        else:
            raise ValueError(f'{where}: unknown key "{key}" (known: '
                             f'{", ".join(PLAN_KEYS)}, vary.KEY, set.KEY: KEY an '
                             'experiment key or arm.NAME)')
    return Plan(path, values, vary, sets, lines)
