"""Running commands, and recording every one of them.

A result table is only as good as the record of how it was made, so every
command that touches the cluster or the workload goes through run() or
record() and lands, exactly as executed, in the experiment's command log.
"""
import re
import shlex
import subprocess


class BenchError(Exception):
    """The experiment could not run; the message says why (exit status 2)."""


class CommandLog:
    """Appends each command, shell-quoted, to a file."""

    def __init__(self, path):
        self.path = path

    def record(self, cmd, note=None):
        line = shlex.join(str(c) for c in cmd)
        with open(self.path, 'a') as f:
            f.write(f'{line}    # {note}\n' if note else line + '\n')


def run(log, cmd):
    """Run cmd to completion; on failure raise BenchError with its output."""
    log.record(cmd)
    p = subprocess.run([str(c) for c in cmd], capture_output=True, text=True)
    if p.returncode != 0:
        out = (p.stderr.strip() or p.stdout.strip())[-2000:]
        raise BenchError(f'{shlex.join(str(c) for c in cmd)} failed (exit {p.returncode}):\n{out}')
    return p.stdout


def number_in(pattern, text):
    """The number a program's output gives where pattern's group matches
    (multi-line), None where it does not."""
    m = re.search(pattern, text, re.M)
    return float(m.group(1)) if m else None
