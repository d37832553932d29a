"""The combined report of a matrix (scripts/matrix): every task's outcome
and node, each node's machine, each live task's own comparison (its arms
against its own baseline and A/A pair, never against another task's), and
the simulator sweep merged into one CSV with a miss-ratio curve per trace.
A local run and a Slurm run of the same plan write the same files."""
import csv
import json
import os
import re
import shutil
import subprocess

OUTCOMES = {0: 'valid', 3: 'INVALID (a gate failed)', 4: 'UNRELIABLE (an A/A pair differs)'}
SWEEP_FIELDS = ['trace', 'policy', 'frames', 'requests', 'misses', 'miss_ratio']


def task_dir(out, task):
    return os.path.join(out, 'tasks', task['label'])


def status(out, task):
    """The task's status.json, or None when it did not end on its own."""
    try:
        with open(os.path.join(task_dir(out, task), 'status.json')) as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def ran(task, st):
    """Whether the task produced its result: bench exits 0, 3 or 4 with a
    report (3 and 4 are results, marked in the report); a sweep exits 0."""
    if st is None:
        return False
    return st['exit'] in ((0, 3, 4) if task['kind'] == 'live' else (0,))


def outcome(task, st):
    if st is None:
        return 'did not end (killed, timed out or lost: --retry)'
    if task['kind'] == 'sweep':
        return 'done' if st['exit'] == 0 else f'failed (exit {st["exit"]})'
    return OUTCOMES.get(st['exit'], f'could not run (exit {st["exit"]})')


def _sections(path, names):
    """The named ## sections of a summary.md, and its title paragraph."""
    try:
        with open(path) as f:
            lines = f.read().splitlines()
    except OSError:
        return None
    head, i = [], 1
    while i < len(lines) and not lines[i].startswith('## '):
        head.append(lines[i])
        i += 1
    out = ['\n'.join(head).strip()]
    current = None
    for line in lines[i:]:
        if line.startswith('## '):
            current = line[3:].strip() if line[3:].strip() in names else None
            if current:
                out.append(f'#### {current}')
            continue
        if current:
            out.append(line)
    return '\n'.join(out).rstrip()


def merge_sweep(out, tasks):
    """sweep.csv: every sweep task's rows in task order, with its trace."""
    rows = []
    for t in tasks:
        if t['kind'] != 'sweep':
            continue
        path = os.path.join(task_dir(out, t), 'sweep.csv')
        if not ran(t, status(out, t)) or not os.path.exists(path):
            continue
        with open(path, newline='') as f:
            for r in csv.DictReader(f):
                rows.append({'trace': os.path.basename(t['trace']), **r})
    if rows:
        with open(os.path.join(out, 'sweep.csv'), 'w', newline='') as f:
            w = csv.DictWriter(f, SWEEP_FIELDS, extrasaction='ignore', lineterminator='\n')
            w.writeheader()
            w.writerows(rows)
    return rows


def _plot(out, trace, rows):
    """mrc-TRACE.png: miss ratio against frames, a line per policy.
    Returns (file name, None) or (None, why not)."""
    if not shutil.which('gnuplot'):
        return None, 'gnuplot is not installed'
    # file names of our own making, run from OUTDIR: no path of the user's
    # reaches gnuplot's script; the title's quotes are doubled, as gnuplot reads them
    safe = re.sub(r'[^A-Za-z0-9_.-]+', '_', trace)
    data, png = os.path.join('plots', f'mrc-{safe}.dat'), f'mrc-{safe}.png'
    os.makedirs(os.path.join(out, 'plots'), exist_ok=True)
    policies = list(dict.fromkeys(r['policy'] for r in rows))
    with open(os.path.join(out, data), 'w') as f:
        for p in policies:
            f.write(f'# {p}\n')
            for r in rows:
                if r['policy'] == p:
                    f.write(f'{r["frames"]} {r["miss_ratio"]}\n')
            f.write('\n\n')
    lines = ', '.join(f"'{data}' index {i} with linespoints title '{p}'"
                      for i, p in enumerate(policies))
    title = trace.replace("'", "''")
    script = (f"set terminal png size 800,500; set output '{png}'; "
              f"set title 'miss-ratio curve: {title}' noenhanced; set xlabel 'frames'; "
              f"set ylabel 'miss ratio'; set key outside; set grid; plot {lines}")
    p = subprocess.run(['gnuplot', '-e', script], capture_output=True, text=True, cwd=out)
    if p.returncode != 0:
        return None, f'gnuplot failed: {p.stderr.strip()[-200:]}'
    return png, None


def write(out, plan_text, tasks, how):
    """matrix.md; returns (tasks that ran, tasks with a marked report, tasks that did not run)."""
    statuses = {t['id']: status(out, t) for t in tasks}
    failed = [t for t in tasks if not ran(t, statuses[t['id']])]
    marked = [t for t in tasks if t['kind'] == 'live' and ran(t, statuses[t['id']])
              and statuses[t['id']]['exit'] != 0]
    live = [t for t in tasks if t['kind'] == 'live']
    sweeps = [t for t in tasks if t['kind'] == 'sweep']
    desc = next((line.split('=', 1)[1].strip() for line in plan_text.splitlines()
                 if line.strip().startswith('description')), '')
    md = [f'# Matrix: {len(live)} experiments, {len(sweeps)} sweep tasks', '']
    if desc:
        md += [desc, '']
    md += [f'Run {how}.  ' + ('Every task ran.' if not failed else
                              f'{len(failed)} of {len(tasks)} tasks did not run: `scripts/matrix --retry` '
                              'runs them again.'), '',
           'Arms are compared only within a task: each experiment ran all its arms, '
           'alternated, on one machine, with its own A/A pair, and its verdicts are its own '
           "report's (tasks/LABEL/report/summary.md).  Tasks on different nodes, or at "
           'different settings, are not compared here.', '', '## Tasks', '',
           '| task | what | settings | node | outcome | minutes |', '|---|---|---|---|---|---:|']
    nodes = {}
    for t in tasks:
        st = statuses[t['id']]
        if t['kind'] == 'live':
            what = t['name'] + (f' (PostgreSQL {t["version"]})' if t['version'] else '')
            settings = ' '.join(t['overrides']) or '—'
        else:
            what = f'sweep {os.path.basename(t["trace"])}'
            settings = f'{t["policy"]}, frames {" ".join(map(str, t["frames"]))}, ' \
                       f'warm-up {t["warmup"]}'
        node = st['node'] if st else '—'
        minutes = f'{(st["end"] - st["start"]) / 60:.1f}' if st else '—'
        md.append(f'| {t["label"]} | {what} | `{settings}` | {node} | {outcome(t, st)} | {minutes} |')
        if st:
            nodes.setdefault(node, {'machine': st['machine'], 'tasks': []})['tasks'].append(t['id'])
    md += ['', '## Machines', '', '| node | CPU | CPUs | memory | kernel | hypervisor | tasks |',
           '|---|---|---:|---|---|---|---|']
    for node, n in sorted(nodes.items()):
        m = n['machine']
        md.append(f'| {node} | {m["machine_cpu"]} | {m["machine_cpus"]} | {m["machine_memory"]} '
                  f'| {m["machine_kernel"]} | {m["machine_hypervisor"]} | '
                  f'{" ".join(str(i) for i in n["tasks"])} |')
    for t in live:
        if not ran(t, statuses[t['id']]):
            continue
        body = _sections(os.path.join(task_dir(out, t), 'report', 'summary.md'),
                         ('All arms', 'Verdicts'))
        md += ['', f'## {t["label"]}: {t["name"]} on {statuses[t["id"]]["node"]}', '',
               f'Settings: `{" ".join(t["overrides"]) or "the experiment as written"}`.', '',
               body or '(no summary.md)']
    rows = merge_sweep(out, tasks)
    if sweeps:
        md += ['', '## Simulator sweep', '',
               'Misses after the warm-up, as scripts/simulate prints them, merged in '
               '`sweep.csv` (a column for the trace).  The simulator is deterministic: a '
               'local run and a Slurm run give the same rows.']
        for trace in dict.fromkeys(r['trace'] for r in rows):
            these = [r for r in rows if r['trace'] == trace]
            policies = list(dict.fromkeys(r['policy'] for r in these))
            frames = list(dict.fromkeys(r['frames'] for r in these))
            ratio = {(r['policy'], r['frames']): r['miss_ratio'] for r in these}
            md += ['', f'### {trace}', '', '| frames | ' + ' | '.join(policies) + ' |',
                   '|---:|' + '---:|' * len(policies)]
            for fr in frames:
                md.append(f'| {fr} | ' + ' | '.join(ratio.get((p, fr), '—') for p in policies)
                          + ' |')
            png, why = _plot(out, trace, these)
            md += ['', f'![miss-ratio curve]({png})' if png else f'(no plot: {why})']
    with open(os.path.join(out, 'matrix.md'), 'w') as f:
        f.write('\n'.join(md) + '\n')
    return failed, marked
