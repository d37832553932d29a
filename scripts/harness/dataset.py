"""The dataset of an experiment's workload: loaded once per work directory
and reused by every run and by later invocations with the same definition
(dataset.json).  A workload that only reads needs nothing more (each run
restarts the server, so runs start from the same on-disk state); one that
writes starts each run from a copy of the cluster as loaded.
"""
import json
import os
import shutil

from . import workloads
from .proc import run


def ensure(cluster, exp, say):
    """The dataset's description, loading it first unless the work directory
    already holds this one."""
    path = os.path.join(cluster.workdir, 'dataset.json')
    want = workloads.of(exp).definition(exp, cluster.bindir)
    if cluster.exists() and os.path.exists(path):
        with open(path) as f:
            have = json.load(f)
        if have['definition'] == want:
            say(f'reusing the dataset in {cluster.workdir} '
                f'(loaded in {have["info"]["load_seconds"]} s)')
            if restores(exp):
                reuse(cluster)
            return have['info']
        say('the work directory holds another dataset: reloading')
    cluster.stop()
    if os.path.exists(path):
        os.unlink(path)
    forget(cluster)
    shutil.rmtree(cluster.data, ignore_errors=True)
    cluster.initdb()
    cluster.start([('shared_buffers', exp.shared_buffers)])
    info = workloads.of(exp).load(cluster, exp, say)
    with open(path, 'w') as f:
        json.dump({'definition': want, 'info': info}, f, indent=1)
    return info


def dataset_bytes(info):
    """What the workload can reach: its tables' heaps and the indexes it
    reads (the probes' secondary indexes, the usertable's primary key, every
    index of tpcc, sysbench and custom)."""
    return info['heap_bytes'] + sum(info['index_bytes'])


# ---- a workload that writes: every run from the cluster as loaded ----------

def restores(exp):
    """Whether each run starts from a copy of the cluster as loaded: the
    workload may write."""
    return workloads.of(exp).writes(exp)


def pristine(cluster):
    return cluster.data + '.loaded'


def keep(cluster):
    """Copy the stopped cluster, as loaded, for restore()."""
    cluster.stop()
    copy = pristine(cluster)
    run(cluster.log, ['rm', '-rf', copy])
    run(cluster.log, ['cp', '-a', cluster.data, copy])


def restore(cluster):
    """Put the loaded cluster back (the server stopped): a run that writes
    leaves the next one another table."""
    run(cluster.log, ['rm', '-rf', cluster.data])
    run(cluster.log, ['cp', '-a', pristine(cluster), cluster.data])


def reuse(cluster):
    """A work directory's cluster as loaded, not as its last run left it."""
    if os.path.isdir(pristine(cluster)):
        cluster.stop()
        restore(cluster)


def forget(cluster):
    """No copy of another dataset outlives it."""
    if os.path.exists(pristine(cluster)):
        run(cluster.log, ['rm', '-rf', pristine(cluster)])
