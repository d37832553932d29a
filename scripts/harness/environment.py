"""The environment file: everything needed to judge or repeat a result --
versions, commit, settings, kernel, THP, CPU, NUMA layout, the dataset, and
every command exactly as it ran."""
import hashlib
import json
import os
import platform
import re
import shutil
import subprocess
import time

from .cluster import BASE_SETTINGS


def _read(path):
    try:
        with open(path) as f:
            return f.read().strip()
    except OSError as e:
        return f'(unreadable: {e.strerror})'


def _output(cmd):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True)
        return (p.stdout + p.stderr).strip()
    except OSError as e:
        return f'(not run: {e.strerror})'


def _cpu_model():
    for line in _read('/proc/cpuinfo').splitlines():
        if line.startswith('model name'):
            return line.split(':', 1)[1].strip()
    return platform.machine()


def _sha256(path):
    try:
        with open(path, 'rb') as f:
            return hashlib.sha256(f.read()).hexdigest()
    except OSError as e:
        return f'(unreadable: {e.strerror})'


def _hypervisor():
    """The hypervisor systemd-detect-virt names ("none" on bare metal);
    without it (no systemd), whether /proc/cpuinfo shows the hypervisor flag."""
    if shutil.which('systemd-detect-virt'):
        p = subprocess.run(['systemd-detect-virt', '--vm'], capture_output=True, text=True)
        if p.stdout.strip():
            return p.stdout.strip()
    flagged = any(line.startswith('flags') and ' hypervisor' in line
                  for line in _read('/proc/cpuinfo').splitlines())
    return 'unknown hypervisor' if flagged else 'none'


def host():
    """The machine: CPU model and count, memory, kernel, hypervisor."""
    return {'machine_cpu': _cpu_model(), 'machine_cpus': str(os.cpu_count()),
            'machine_memory': _read('/proc/meminfo').splitlines()[0].split(':', 1)[1].strip(),
            'machine_kernel': platform.release(), 'machine_hypervisor': _hypervisor()}


def machine(pkglibdir):
    """What an A/A floor must share with the experiment it judges: the
    machine (host()) and the module's build.  runs.csv carries it in every
    row."""
    return {**host(),
            'module_binary': 'sha256:' + _sha256(os.path.join(pkglibdir, 'pg_evictor.so'))[:16]}


MACHINE_LINES = [
    ('machine_kernel', re.compile(r'^kernel: \S+ \S+ (\S+)', re.M)),
    ('machine_cpu', re.compile(r'^CPU: (.*) \(\d+ CPUs online\)$', re.M)),
    ('machine_cpus', re.compile(r'^CPU: .* \((\d+) CPUs online\)$', re.M)),
    ('machine_memory', re.compile(r'^memory: (.*)$', re.M)),
    ('machine_hypervisor', re.compile(r'^hypervisor: (.*)$', re.M)),
    ('module_binary', re.compile(r'^pg_evictor library: .* sha256 ([0-9a-f]{16})', re.M)),
]


def machine_of(path):
    """machine()'s keys as an environment file records them (older files
    lack the hypervisor); {} when there is no file."""
    try:
        with open(path) as f:
            text = f.read()
    except OSError:
        return {}
    found = {}
    for key, pattern in MACHINE_LINES:
        m = pattern.search(text)
        if m:
            found[key] = ('sha256:' if key == 'module_binary' else '') + m.group(1).strip()
    return found


def write(path, *, cluster, session, exp, pinning, dataset, invocation, commit, pkglibdir,
          commands_path):
    """Write the environment file; session is a connection to the running server."""
    status = session.value('SELECT row_to_json(s) FROM pg_evictor_status() s')
    library = os.path.join(pkglibdir, 'pg_evictor.so')
    sections = [
        ('Experiment', f'name: {exp.name}\nfile: {exp.source}\ninvocation: {invocation}\n'
                       f'date: {time.strftime("%Y-%m-%d %H:%M:%S %z")}\n\n{exp.to_text()}'),
        ('Versions', '\n'.join([
            f'pg_evictor commit: {commit}',
            f'server: {session.value("SELECT version()")}',
            f'binaries: {cluster.bindir} ({_output([cluster.bin("postgres"), "--version"])})',
            'pg_evictor extension: ' + session.value(
                "SELECT extversion FROM pg_extension WHERE extname = 'pg_evictor'"),
            f'pg_evictor library: {library} sha256 {_sha256(library)}',
            f'pg_evictor_status() at the end: {status}',
        ])),
        ('Machine', '\n'.join([
            f'kernel: {_output(["uname", "-a"])}',
            f'CPU: {_cpu_model()} ({os.cpu_count()} CPUs online)',
            f'memory: {_read("/proc/meminfo").splitlines()[0].split(":", 1)[1].strip()}',
            f'hypervisor: {_hypervisor()}',
            'transparent hugepages: enabled '
            f'{_read("/sys/kernel/mm/transparent_hugepage/enabled")}, defrag '
            f'{_read("/sys/kernel/mm/transparent_hugepage/defrag")}, shmem '
            f'{_read("/sys/kernel/mm/transparent_hugepage/shmem_enabled")}',
            f'load average at the end: {_read("/proc/loadavg")}',
            '', 'numactl --hardware:', _output(['numactl', '--hardware']),
        ])),
        ('Pinning', f'tool: {pinning.tool or "none (nothing requested)"}\n'
                    f'server CPUs: {exp.server_cpus or "unpinned"}\n'
                    f'server memory node: {exp.server_node or "unbound"}\n'
                    f'client CPUs: {exp.client_cpus or "unpinned"}\n'
                    'observed per run: runs.csv, columns *_cpus and *_policy'),
        ('Dataset', json.dumps(dataset, indent=1)),
        ('Server settings', 'base (every run), then shared_buffers, max_connections and the '
                            'arm\'s settings (each run\'s complete file: runs/*/bench.conf):\n'
         + '\n'.join(f'{name} = {value!r}' for name, value in BASE_SETTINGS)
         + f'\nshared_buffers = {exp.shared_buffers!r}\n'
         + '\n'.join(f'arm {name}: {exp.arm_text(name)}' for name, _ in exp.arms)),
        ('Commands, exactly as run', _read(commands_path)),
    ]
    with open(path, 'w') as f:
        for title, body in sections:
            f.write(f'## {title}\n\n{body}\n\n')
