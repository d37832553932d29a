"""What scripts/matrix asks of Slurm: submit a job array, read its tasks'
states, and their end where the cluster remembers it.  Only the client
commands (sbatch, squeue, scontrol, sacct), so it works against any
cluster the user can submit to; SLURM_CONF chooses the cluster as for
those commands."""
import shutil
import subprocess

from .proc import BenchError


def _run(cmd, check=True):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True)
    except FileNotFoundError:
        raise BenchError(f'{cmd[0]} is not installed: --slurm needs the Slurm client commands '
                         '(Debian: slurm-client)') from None
    if check and p.returncode != 0:
        raise BenchError(f'{" ".join(cmd)} failed (exit {p.returncode}): '
                         f'{(p.stderr or p.stdout).strip()}')
    return p


def check_client():
    missing = [c for c in ('sbatch', 'squeue', 'scontrol') if not shutil.which(c)]
    if missing:
        raise BenchError(f'{", ".join(missing)} not found: --slurm needs the Slurm client '
                         'commands (Debian: slurm-client) and a cluster to submit to')


def submit(script_args, count, options, log_pattern):
    """sbatch one array of count tasks, indexed 0..count-1; returns the
    array's job id and the command."""
    cmd = ['sbatch', '--parsable', f'--array=0-{count - 1}', f'--output={log_pattern}',
           *options, *script_args]
    p = _run(cmd)
    job = p.stdout.strip().split(';')[0]
    if not job.isdigit():
        raise BenchError(f'sbatch printed "{p.stdout.strip()}", not a job id')
    return job, cmd


def _squeue(jobs):
    """squeue's lines for the jobs; [] for jobs the controller has
    forgotten (ended long ago); None when squeue failed otherwise (the
    controller busy or restarting): then nothing can be judged."""
    p = _run(['squeue', '-h', '-a', '-r', f'--jobs={",".join(jobs)}', '-o', '%F|%K|%T|%N'],
             check=False)
    if p.returncode == 0:
        return p.stdout.splitlines()
    if 'Invalid job id' not in p.stderr:
        return None
    if len(jobs) == 1:
        return []
    lines = []
    for job in jobs:
        one = _squeue([job])
        if one is None:
            return None
        lines += one
    return lines


def queued(jobs):
    """{(job, index): (state, node)} of the arrays' tasks still in the
    queue, or None when squeue could not say.  squeue names a pending range
    as one line ('4-9' or '[4-9%2]'): each task of it is pending."""
    if not jobs:
        return {}
    lines = _squeue(jobs)
    if lines is None:
        return None
    found = {}
    for line in lines:
        parts = line.strip().split('|')
        if len(parts) != 4:
            continue
        job, tasks, state, node = parts
        for t in _task_ids(tasks):
            found[(job, t)] = (state, node)
    return found


def _task_ids(text):
    text = text.strip('[]').split('%')[0]
    ids = []
    for part in filter(None, text.split(',')):
        a, _, b = part.partition('-')
        if a.isdigit() and (not b or b.isdigit()):
            ids += range(int(a), int(b or a) + 1)
    return ids


def ended(job, task):
    """(state, exit code) of a task that left the queue, from sacct where the
    cluster keeps accounting, else from scontrol while the controller still
    remembers it (MinJobAge); (None, None) when neither knows."""
    if shutil.which('sacct'):
        p = _run(['sacct', '-n', '-P', '-X', '-j', f'{job}_{task}', '-o', 'State,ExitCode'],
                 check=False)
        line = p.stdout.strip().splitlines()[:1] if p.returncode == 0 else []
        if line and '|' in line[0]:
            state, code = line[0].split('|', 1)
            return state.split()[0], code
    p = _run(['scontrol', '-o', 'show', 'job', f'{job}_{task}'], check=False)
    fields = dict(f.split('=', 1) for f in p.stdout.split() if '=' in f) if p.returncode == 0 else {}
    return fields.get('JobState'), fields.get('ExitCode')
