"""Buffer traces: pg_evictor's trace files (extension/src/tracefile.h) and
libCacheSim's oracleGeneral format, which scripts/trace-export writes and
the simulator reads."""
import hashlib
import struct

HEADER = struct.Struct('<8sIIIIIIQQ')      # EvictorTraceHeader, 48 bytes
RECORD = struct.Struct('<QIIIIBBHi')        # EvictorTraceRecord, 32 bytes
ORACLE = struct.Struct('<IQIq')             # oracleGeneral, 24 bytes
MAGIC = b'PGEVTRC\0'
COMPLETE = 1
KINDS = {1: 'hit', 2: 'miss', 3: 'extend'}


class TraceError(Exception):
    pass


def read_header(f, name):
    raw = f.read(HEADER.size)
    if len(raw) != HEADER.size:
        raise TraceError(f'{name}: too short for a trace header')
    (magic, version, recsize, server, blcksz, nbuffers, flags,
     recorded, lost) = HEADER.unpack(raw)
    if magic != MAGIC:
        raise TraceError(f'{name}: not a pg_evictor trace (no PGEVTRC magic)')
    if version != 1 or recsize != RECORD.size:
        raise TraceError(f'{name}: trace format {version} with {recsize}-byte records; '
                         f'this reader knows format 1, {RECORD.size} bytes')
    return {'server_version': server, 'block_size': blcksz, 'nbuffers': nbuffers,
            'complete': bool(flags & COMPLETE), 'recorded': recorded, 'lost': lost}


def read_trace(path):
    """(header, records): records an iterator of tuples (seq, spc, db, rel,
    block, fork, kind, backend); a trace cut short or whose header
    disagrees with its length raises TraceError."""
    with open(path, 'rb') as f:
        head = read_header(f, path)
        body = f.read()
    if len(body) % RECORD.size:
        raise TraceError(f'{path}: a partial record at the end')
    if not head['complete']:
        raise TraceError(f'{path}: the trace was not stopped (still recording, '
                         'or cut short by a restart)')
    if len(body) // RECORD.size != head['recorded']:
        raise TraceError(f'{path}: {len(body) // RECORD.size} records, '
                         f'the header says {head["recorded"]}')
    recs = ((q, spc, db, rel, blk, fork, kind, be)
            for q, spc, db, rel, blk, fork, kind, _, be in RECORD.iter_unpack(body))
    return head, recs


def object_id(spc, db, rel, fork, block):
    """A stable 64-bit id of a buffer tag: BLAKE2b-64 of its fields as
    little-endian uint32 (fork as one byte), never 0."""
    d = hashlib.blake2b(struct.pack('<IIIBI', spc, db, rel, fork, block), digest_size=8)
    return int.from_bytes(d.digest(), 'little') or 1


def oracle_records(ids, size=8192):
    """oracleGeneral records of ids: time (the request's number), id, size
    and the 1-based index of the id's next request (-1: none), as
    libCacheSim's traceConv writes it."""
    nxt = [-1] * len(ids)
    seen = {}
    for i in range(len(ids) - 1, -1, -1):
        nxt[i] = seen.get(ids[i], -1)
        seen[ids[i]] = i + 1
    return b''.join(ORACLE.pack(i & 0xFFFFFFFF, v, size, n)
                    for i, (v, n) in enumerate(zip(ids, nxt)))
