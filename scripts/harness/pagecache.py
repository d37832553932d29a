"""The OS page cache between runs: the same state before every run.

The previous run leaves the kernel's page cache as its arm used it: which
of the cluster's pages are cached, and in what order the kernel would drop
them.  With the server stopped, `dropped` writes back and drops every file
of the data directory from the page cache (posix_fadvise DONTNEED, which
the files' owner may ask without root), and `prewarmed` then reads each
file once, in one fixed order: every run starts from the whole cluster
cached, whatever ran before and however its arm used the cache.
"""
import os
import time

CHUNK = 1 << 20


def _files(datadir):
    for top, dirs, files in os.walk(datadir):
        dirs.sort()
        for name in sorted(files):
            path = os.path.join(top, name)
            if os.path.isfile(path) and not os.path.islink(path):
                yield path


def prepare(datadir, mode):
    """Bring the page cache to `mode`'s state; returns (seconds taken, bytes read)."""
    started, read = time.monotonic(), 0
    if mode == 'kept':
        return 0.0, 0
    for path in _files(datadir):
        try:
            fd = os.open(path, os.O_RDONLY)
        except OSError:
            continue            # a file that went away, or one not ours to read
        try:
            os.fsync(fd)        # DONTNEED drops clean pages only
            os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
            if mode == 'prewarmed':
                while True:
                    chunk = os.read(fd, CHUNK)
                    if not chunk:
                        break
                    read += len(chunk)
        finally:
            os.close(fd)
    return round(time.monotonic() - started, 2), read
