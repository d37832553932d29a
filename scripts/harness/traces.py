"""Buffer traces: pg_evictor's trace files (extension/src/tracefile.h) and
libCacheSim's oracleGeneral format, which scripts/trace-export writes and
the simulator reads."""
import hashlib
import struct

HEADER = struct.Struct('<8sIIIIIIQQ')      # EvictorTraceHeader, 48 bytes
RECORD = struct.Struct('<QIIIIBBBBiIHH')    # EvictorTraceRecord, format 2, 40 bytes
RECORD_V1 = struct.Struct('<QIIIIBBHi')     # format 1, 32 bytes
RECORDS = {1: RECORD_V1, 2: RECORD}         # by the header's version
ORACLE = struct.Struct('<IQIq')             # oracleGeneral, 24 bytes
MAGIC = b'PGEVTRC\0'
COMPLETE = 1                                # header flags
RINGS = 2
PINS_SEEN = 4
PASSED_BUFFERS = 8
KINDS = {1: 'hit', 2: 'miss', 3: 'extend', 4: 'release', 5: 'resident', 6: 'hand', 7: 'queue',
         8: 'state', 9: 'lookup', 10: 'passed',
         11: 'search', 12: 'freed', 13: 'loaded'}
ACCESSES = (1, 2, 3)                        # the kinds that are requests
RELEASE = 4                                 # not an access: the backend released its pins
RESIDENT = 5                                # not accesses: the pool at the trace's start,
HAND = 6                                    # its buffers (ring = the frame) and hands,
QUEUE = 7                                   # a framework policy's queues (ring = the frame)
STATE = 8                                   # ... or its whole state block (ring = the offset)
LOOKUP = 9                                  # not an access: a miss's lookup (its backend let go)
PASSED = 10                                 # not an access: its search passed this page pinned
SEARCH = 11                                 # not an access: its search ended (ring = the victim's buffer)
FREED = 12                                  # not an access: buffer ring lost its page, free
LOADED = 13                                 # not an access: the policy heard buffer ring's load
STRATEGIES = {0: 'none', 1: 'bulkread', 2: 'bulkwrite', 3: 'vacuum'}
FROM_RING = 1                               # record flags
INFERRED = 2
HAND_HERE = 4                               # QUEUE: the policy's hand visits it next
STATE_HEAD = 8                              # STATE: a partition's block begins
PINNED = 16                                 # a hit whose buffer had pins at its lookup
NO_CPU = 0xFFFF


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
    if version not in RECORDS or recsize != RECORDS[version].size:
        raise TraceError(f'{name}: trace format {version} with {recsize}-byte records; '
                         'this reader knows ' +
                         ' and '.join(f'format {v}, {r.size} bytes' for v, r in RECORDS.items()))
    return {'version': version, 'record_size': recsize,
            'server_version': server, 'block_size': blcksz, 'nbuffers': nbuffers,
            'complete': bool(flags & COMPLETE), 'recorded': recorded, 'lost': lost,
            # format 2 with pg_evictor's evictor in place: strategy and ring are known
            'rings': bool(flags & RINGS) and version >= 2,
            # hits say whether their buffer had pins (flag PINNED)
            'pins_seen': bool(flags & PINS_SEEN) and version >= 2,
            # passed records name their buffer in ring
            'passed_buffers': bool(flags & PASSED_BUFFERS) and version >= 2}


def read_trace(path):
    """(header, records): records an iterator of tuples (seq, spc, db, rel,
    block, fork, kind, backend, strategy, flags, ring, ring_size, cpu), of
    format 1 or 2 (format 1's: strategy, flags, ring and ring_size 0, cpu
    NO_CPU; format 2's without the header's RINGS flag: strategy and ring
    0, unknown).  Kinds RELEASE to LOADED (4 to 13) are no accesses:
    callers that want accesses keep the kinds in ACCESSES only.  A trace cut short or whose header disagrees with its length
    raises TraceError."""
    with open(path, 'rb') as f:
        head = read_header(f, path)
        body = f.read()
    rec = RECORDS[head['version']]
    if len(body) % rec.size:
        raise TraceError(f'{path}: a partial record at the end')
    if not head['complete']:
        raise TraceError(f'{path}: the trace was not stopped (still recording, '
                         'or cut short by a restart)')
    if len(body) // rec.size != head['recorded']:
        raise TraceError(f'{path}: {len(body) // rec.size} records, '
                         f'the header says {head["recorded"]}')
    if head['version'] == 1:
        recs = ((q, spc, db, rel, blk, fork, kind, be, 0, 0, 0, 0, NO_CPU)
                for q, spc, db, rel, blk, fork, kind, _, be in rec.iter_unpack(body))
    else:
        recs = ((q, spc, db, rel, blk, fork, kind, be, strat, fl, ring, rsize, cpu)
                for q, spc, db, rel, blk, fork, kind, strat, fl, be, ring, rsize, cpu
                in rec.iter_unpack(body))
    return head, recs


def object_id(spc, db, rel, fork, block):
    """A stable 64-bit id of a buffer tag: BLAKE2b-64 of its fields as
    little-endian uint32 (fork as one byte), never 0."""
    d = hashlib.blake2b(struct.pack('<IIIBI', spc, db, rel, fork, block), digest_size=8)
    return int.from_bytes(d.digest(), 'little') or 1


def _mix64(x):
    # splitmix64's finalizer (policies/mix.h)
    x ^= x >> 30
    x = (x * 0xbf58476d1ce4e5b9) & 0xFFFFFFFFFFFFFFFF
    x ^= x >> 27
    x = (x * 0x94d049bb133111eb) & 0xFFFFFFFFFFFFFFFF
    return x ^ (x >> 31)


def page_key(spc, db, rel, fork, block):
    """The server's 64-bit key of a buffer tag (policies/keyhash.h), as a
    framework policy's ghosts hold it and a trace's queue records carry
    it: never 0."""
    where = spc | db << 32
    relfork = rel | fork << 32
    key = _mix64(where ^ _mix64(relfork ^ (block * 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF))
    return key or 1


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


# the page classes of trace = pages (harness/run.py's trace-pages.tsv), by
# their number in a classes file (scripts/simulate --classes)
PAGE_CLASSES = ('heap', 'index leaf', 'index inner', 'toast', 'other')


def read_pages(path):
    """trace-pages.tsv: ({(db, relfilenode): class of every main-fork page},
    {(db, relfilenode, block): class}); db is the database column's oid,
    None in a file written before it had one (its relations then match
    any database but 0)."""
    whole, blocks = {}, {}
    with open(path) as f:
        head = f.readline().rstrip('\n').split('\t')
        if head[:3] != ['relfilenode', 'block', 'class']:
            raise TraceError(f'{path}: not a trace-pages.tsv (header {head})')
        dbcol = head.index('database') if 'database' in head else None
        for lineno, line in enumerate(f, 2):
            fields = line.rstrip('\n').split('\t')
            node, block, cls = fields[:3]
            if cls not in PAGE_CLASSES:
                raise TraceError(f'{path}:{lineno}: unknown class {cls!r}')
            try:
                db = None if dbcol is None else int(fields[dbcol])
            except (IndexError, ValueError):
                raise TraceError(f'{path}:{lineno}: no database oid') from None
            if block == '':
                whole[db, int(node)] = cls
            else:
                blocks[db, int(node), int(block)] = cls
    return whole, blocks


def object_classes(trace, pages):
    """The classes file of a pg_evictor trace: one byte per object, in the
    order the simulator numbers them (policies/sim/pgtrace.c: the first
    resident or request record of each buffer tag), the index of its class
    in PAGE_CLASSES.  A tag of a shared catalog (database 0), of a fork
    other than main, or of a relation or btree page trace-pages.tsv does
    not name in that database is 'other'."""
    whole, blocks = read_pages(pages)
    _, recs = read_trace(trace)
    number = {cls: i for i, cls in enumerate(PAGE_CLASSES)}
    seen, out = set(), bytearray()
    for _, spc, db, rel, blk, fork, kind, *_ in recs:
        if kind not in ACCESSES and kind != RESIDENT:
            continue
        tag = (spc, db, rel, blk, fork)
        if tag in seen:
            continue
        seen.add(tag)
        cls = 'other'
        if db != 0 and fork == 0:
            cls = (blocks.get((db, rel, blk)) or whole.get((db, rel)) or
                   blocks.get((None, rel, blk)) or whole.get((None, rel), 'other'))
        out.append(number[cls])
    return bytes(out)
