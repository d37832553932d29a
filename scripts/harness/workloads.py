"""The workloads an experiment can run (its `workload` key), one module
each.  A module gives:

    definition(exp, bindir)     what determines its dataset (dataset.json)
    load(cluster, exp, say)     makes the dataset; returns what it made,
                                heap_bytes and index_bytes among it
    describe(info, exp, sb)     the dataset in one line
    scripts(info, exp, outdir)  what the client runs: pgbench's scripts,
                                [(path, weight)]
    writes(exp)                 whether a run may change the data (then each
                                run starts from the cluster as loaded)
    size_now(session, info)     where it writes: the dataset's bytes now
    columns(exp, info, scripts) its runs.csv columns
    consistency(session, info)  optional: its own check of the data after a
                                run, '' when it holds, else what failed
    evictions_cv(exp)           optional: how unlike its transactions evict
                                (gates.mix_allowance), 0 when absent
"""
from . import custom, pgbench, probes, sysbench, tpcc, tpch, ycsb

WORKLOADS = {'probes': probes, 'ycsb': ycsb, 'tpcc': tpcc, 'tpch': tpch, 'sysbench': sysbench,
             'custom': custom}

# the probes' runs.csv columns, empty under another workload: a report
# reads them whatever the workload
PROBE_COLUMNS = {'scale': '', 'indexes': '', 'index_ratio': '', 'skew': '', 'script': '',
                 'scan_percent': 0, 'scan_rows': ''}


def of(exp):
    return WORKLOADS[exp.workload]


def client(exp):
    """The program that runs a window: pgbench, or sysbench for its own
    workload.  It gives command(), parse(), progress(), NAME, OUTPUT and
    PROGRESS_ON_STDOUT."""
    return sysbench if exp.workload == 'sysbench' else pgbench


def columns(exp, info, scripts):
    return {'workload': exp.workload, **PROBE_COLUMNS, **of(exp).columns(exp, info, scripts)}


def size_now(session, exp, info):
    """The dataset's bytes as a run starts ('' for a workload that only
    reads: always as loaded)."""
    return of(exp).size_now(session, info) if of(exp).writes(exp) else ''


def consistency(session, exp, info):
    """'ok' when the workload's own check holds after a run, what failed
    when it does not, '' for a workload without one."""
    check = getattr(of(exp), 'consistency', None)
    if check is None:
        return ''
    return check(session, info) or 'ok'
