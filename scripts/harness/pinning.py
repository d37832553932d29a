"""Pinning the server and pgbench, and reading back what the kernel applied.

Placement noise can be larger than the effect measured (seed 001: -7.5%
unpinned, +1.27% pinned), so the postmaster (whose children inherit its CPU
set and memory policy) and pgbench start under numactl, or taskset when
numactl is absent.  What was requested is never taken as what happened: the
run reads each process's CPU set from /proc/PID/status and its memory policy
from /proc/PID/numa_maps, and the pinning gate compares them.
"""
import shutil

from .proc import BenchError


class Pinning:
    def __init__(self, server_cpus, server_node, client_cpus):
        self.server_cpus = server_cpus
        self.server_node = server_node
        self.client_cpus = client_cpus
        self.tool = None
        if server_cpus or server_node or client_cpus:
            self.tool = 'numactl' if shutil.which('numactl') else 'taskset'
            if self.tool == 'taskset' and server_node:
                raise BenchError('server_node is set but numactl is not installed '
                                 '(apt-get install numactl), and taskset cannot bind memory')
            if self.tool == 'taskset' and not shutil.which('taskset'):
                raise BenchError('CPU pinning is requested but neither numactl nor taskset '
                                 'is installed')

    def _wrap(self, cpus, node, cmd):
        if not cpus and not node:
            return list(cmd)
        if self.tool == 'numactl':
            pre = ['numactl']
            if cpus:
                pre.append(f'--physcpubind={cpus}')
            if node:
                pre.append(f'--membind={node}')
            return pre + ['--'] + list(cmd)
        return ['taskset', '-c', cpus] + list(cmd)

    def server(self, cmd):
        return self._wrap(self.server_cpus, self.server_node, cmd)

    def client(self, cmd):
        return self._wrap(self.client_cpus, '', cmd)


def observe(pid):
    """(CPU list, memory policy) the kernel applies to pid, as /proc shows them."""
    cpus = policy = ''
    try:
        with open(f'/proc/{pid}/status') as f:
            for line in f:
                if line.startswith('Cpus_allowed_list:'):
                    cpus = line.split(':', 1)[1].strip()
        # each mapping shows its memory policy: the task's own unless the
        # mapping set one, which the first (the executable's text) never does
        with open(f'/proc/{pid}/numa_maps') as f:
            policy = f.readline().split()[1]
    except (OSError, IndexError):
        pass
    return cpus, policy
