"""YCSB's core workloads (Cooper et al., "Benchmarking Cloud Serving Systems
with YCSB", SoCC 2010) on a usertable, as pgbench scripts.

The table is YCSB's JDBC binding's: a varchar key, the primary key, and 10
fields of 100 bytes (fieldcount, fieldlength).  Its records are loaded in
key number order, as YCSB's load phase inserts them, each keyed
"user" + FNV-1a-64(key number) (insertorder = hashed): the heap holds the
records in number order, the index in hash order.

The operations and their proportions are CoreWorkload's workloads A to F;
a request picks a key number from the workload's distribution and builds
its key the same way:

- zipfian: ScrambledZipfianGenerator: Gray et al.'s generator over 10^10
  items with constant 0.99 (its zeta precomputed, 26.469...), the item
  hashed by FNV-1a-64 onto the records, so that the popular records are
  scattered;
- uniform: any record alike;
- latest (D): SkewedLatestGenerator: the newest record less a zipfian
  (unscrambled) draw over the records.

pgbench's hash_fnv1a(v, 0) is YCSB's fnvhash64 before its abs(), so the
scripts compute keys as YCSB does.  Where this departs from YCSB, and why:

- the request range is the loaded records; YCSB's zipfian range also
  counts the inserts it expects and redraws a number not yet inserted.
  Time-bound windows have no operation count to expect from, and the
  inserts of a window are a few percent;
- latest's zipfian keeps the loaded record count's zeta, where YCSB
  recomputes it as records are inserted (the same few percent); the newest
  record is read from the insert sequence, one more buffer access per
  transaction of D;
- an update writes field0 (YCSB: a field drawn at random): PostgreSQL
  writes a whole new version of the row whichever field changes, so the
  pages touched are the same;
- a read-modify-write reads the record and updates it in one transaction.

A mix that writes changes the data, so each run starts from a copy of the
loaded cluster (dataset.restore): runs compare arms, not the table's growth.
"""
import math
import os
import subprocess
import time

from .experiment import parse_bytes
from .proc import BenchError

FIELDS = 10
FIELD_LENGTH = 100
MAX_SCAN_LENGTH = 100       # maxscanlength; scanlengthdistribution = uniform

# CoreWorkload's workloads/workload[a-f]: operation -> proportion
MIXES = {
    'a': {'read': 0.50, 'update': 0.50},
    'b': {'read': 0.95, 'update': 0.05},
    'c': {'read': 1.00},
    'd': {'read': 0.95, 'insert': 0.05},
    'e': {'scan': 0.95, 'insert': 0.05},
    'f': {'read': 0.50, 'rmw': 0.50},
}
WRITES = ('update', 'insert', 'rmw')
DISTRIBUTIONS = ('zipfian', 'uniform', 'latest')

# ScrambledZipfianGenerator's constants
ZIPF_ITEMS = 10_000_000_000
ZIPF_THETA = 0.99
ZIPF_ZETAN = 26.46902820178302
U_BITS = 52                 # a uniform double in [0, 1) from 52 random bits

CALIBRATION_ROWS = 2000
TABLE = 'usertable'
SEQUENCE = 'usertable_keynum'


def fnv64(value):
    """YCSB's Utils.fnvhash64 (FNV-1a over the 8 bytes of a long, low byte
    first, then abs), which pgbench's abs(hash_fnv1a(value, 0)) computes."""
    h = 0xCBF29CE484222325
    for _ in range(8):
        h ^= value & 0xFF
        value >>= 8
        h = (h * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return abs(h - (1 << 64) if h >= 1 << 63 else h)


def zipf_eta(items, zetan, theta=ZIPF_THETA):
    """ZipfianGenerator's eta for items and their zeta."""
    zeta2 = 1 + 0.5 ** theta
    return (1 - (2.0 / items) ** (1 - theta)) / (1 - zeta2 / zetan)


def zeta(n, theta=ZIPF_THETA):
    """The sum over i = 1..n of 1 / i^theta (ZipfianGenerator.zetastatic)."""
    return math.fsum(i ** -theta for i in range(1, n + 1))


def zipf_cdf(x, items, zetan, theta=ZIPF_THETA):
    """P(draw < x) of ZipfianGenerator over items, read off its formula: a
    draw is 0 when u * zetan < 1, 1 when below 1 + 0.5^theta, else
    floor(items * (eta * u - eta + 1)^(1 / (1 - theta))), which is below x
    while u is below ((x / items)^(1 - theta) + eta - 1) / eta."""
    if x <= 0:
        return 0.0
    if x == 1:
        return 1 / zetan
    eta = zipf_eta(items, zetan, theta)
    u = ((x / items) ** (1 - theta) + eta - 1) / eta
    return min(1.0, max(u, (1 + 0.5 ** theta) / zetan))


def _num(x):
    """A double as pgbench's expression syntax reads it (no exponent)."""
    text = f'{x:.17f}'.rstrip('0')
    return text + '0' if text.endswith('.') else text


def zipf_lines(items, zetan, var, scramble_onto=None):
    """pgbench lines setting :var to ZipfianGenerator's draw over items (its
    zeta zetan), hashed onto scramble_onto records when given."""
    eta, alpha = zipf_eta(items, zetan), 1 / (1 - ZIPF_THETA)
    z = f'{var}_z' if scramble_onto else var
    # YCSB truncates the double (a cast to long); pgbench's int() rounds
    # it, so the draw is int(x), less one where that rounded up
    lines = [f'\\set {var}_u random(0, {2 ** U_BITS - 1}) / {_num(2.0 ** U_BITS)}',
             f'\\set {var}_x {items} * pow({_num(eta)} * :{var}_u - {_num(eta)} + 1.0, '
             f'{_num(alpha)})',
             f'\\set {var}_i int(:{var}_x)',
             f'\\set {z} case when :{var}_u * {_num(zetan)} < 1.0 then 0 '
             f'when :{var}_u * {_num(zetan)} < {_num(1 + 0.5 ** ZIPF_THETA)} then 1 '
             f'when :{var}_i > :{var}_x then :{var}_i - 1 else :{var}_i end']
    if scramble_onto:
        lines.append(f'\\set {var} abs(hash_fnv1a(:{z}, 0)) % {scramble_onto}')
    return lines


def chooser_lines(info, distribution):
    """pgbench lines setting :keynum, a record's number, and :key, its key's
    number ("user" || :key is the key)."""
    records = info['records']
    if distribution == 'zipfian':
        lines = zipf_lines(ZIPF_ITEMS, ZIPF_ZETAN, 'keynum', scramble_onto=records)
    elif distribution == 'uniform':
        lines = [f'\\set keynum random(0, {records - 1})']
    else:
        lines = [f'SELECT last_value AS newest FROM {SEQUENCE} \\gset']
        lines += zipf_lines(records, info['zetan'], 'back')
        lines.append('\\set keynum :newest - :back')
    return lines + ['\\set key abs(hash_fnv1a(:keynum, 0))']


KEY = "'user' || :key::text"
VALUE = f"left(repeat(md5(random()::text), {FIELD_LENGTH // 32 + 1}), {FIELD_LENGTH})"


def _field_values(number):
    """The FIELDS values of record number: 100 bytes each, distinct, as the
    load and the inserts write them."""
    return ', '.join(f"left(repeat(md5({number}::text || '-{i}'), {FIELD_LENGTH // 32 + 1}), "
                     f'{FIELD_LENGTH})' for i in range(FIELDS))


def operation_lines(op, info, distribution):
    if op == 'insert':
        return [f"SELECT nextval('{SEQUENCE}') AS keynum \\gset",
                '\\set key abs(hash_fnv1a(:keynum, 0))',
                f'INSERT INTO {TABLE} VALUES ({KEY}, {_field_values(":keynum")});']
    lines = chooser_lines(info, distribution)
    read = f'SELECT * FROM {TABLE} WHERE ycsb_key = {KEY};'
    update = f'UPDATE {TABLE} SET field0 = {VALUE} WHERE ycsb_key = {KEY};'
    if op == 'read':
        return lines + [read]
    if op == 'update':
        return lines + [update]
    if op == 'rmw':
        return lines + ['BEGIN;', read, update, 'END;']
    if op == 'scan':
        return lines + [f'\\set length random(1, {MAX_SCAN_LENGTH})',
                        f'SELECT * FROM {TABLE} WHERE ycsb_key >= {KEY} '
                        f'ORDER BY ycsb_key LIMIT :length;']
    raise ValueError(op)


def distribution_of(exp):
    return exp.request_distribution or ('latest' if exp.workload_mix == 'd' else 'zipfian')


def writes(exp):
    return any(op in WRITES for op in MIXES[exp.workload_mix])


def scripts(info, exp, outdir):
    """The mix's operations as pgbench scripts with their weights (percent)."""
    out = []
    for op, share in MIXES[exp.workload_mix].items():
        path = os.path.join(outdir, f'ycsb-{op}.sql')
        lines = [f'-- written by scripts/bench: YCSB workload {exp.workload_mix.upper()}, '
                 f'{op} ({share:.0%}), request distribution {distribution_of(exp)}']
        with open(path, 'w') as f:
            f.write('\n'.join(lines + operation_lines(op, info, distribution_of(exp))) + '\n')
        out.append((path, round(share * 100)))
    return out


def definition(exp, bindir):
    return {'workload': 'ycsb', 'data_ratio': exp.data_ratio,
            'shared_buffers': exp.shared_buffers, 'bindir': bindir}


def load(cluster, exp, say):
    """Create and fill the usertable: data_ratio x shared_buffers of heap."""
    started = time.monotonic()
    cluster.psql('postgres', 'CREATE DATABASE bench')
    columns = ', '.join(['ycsb_key varchar(255) PRIMARY KEY'] +
                        [f'field{i} text' for i in range(FIELDS)])
    cluster.psql('bench', f'CREATE TABLE {TABLE} ({columns})')
    # the bytes a record takes in the heap, measured on a table of its shape
    cluster.psql('bench', f'CREATE TABLE calibration ({columns}); '
                          f'INSERT INTO calibration SELECT \'user\' || (1000000000000000000 + n), '
                          f'{_field_values("n")} '
                          f'FROM generate_series(1, {CALIBRATION_ROWS}) n')
    per_record = int(cluster.psql('bench', "SELECT pg_relation_size('calibration')")) \
        / CALIBRATION_ROWS
    cluster.psql('bench', 'DROP TABLE calibration')
    records = math.ceil(exp.data_ratio * parse_bytes(exp.shared_buffers) / per_record)
    say(f'loading YCSB usertable: {records:,} records of {FIELDS} fields of {FIELD_LENGTH} '
        f'bytes ({per_record:.0f} bytes each in the heap)')
    cluster.psql('bench', 'CREATE TABLE ycsb_keys (keynum bigint, key text)')
    cmd = cluster.psql_cmd('bench') + ['-q', '-v', 'ON_ERROR_STOP=1', '-c',
                                       'COPY ycsb_keys FROM STDIN']
    cluster.log.record(cmd, f'{records} lines: key number, YCSB key number (fnv64)')
    keys = ''.join(f'{n}\t{fnv64(n)}\n' for n in range(records))
    p = subprocess.run(cmd, input=keys, capture_output=True, text=True)
    if p.returncode != 0:
        raise BenchError(f'loading the keys failed: {p.stderr.strip()[-2000:]}')
    cluster.psql('bench', f"INSERT INTO {TABLE} SELECT 'user' || key, {_field_values('keynum')} "
                          f'FROM ycsb_keys ORDER BY keynum')
    cluster.psql('bench', 'DROP TABLE ycsb_keys')
    cluster.psql('bench', f'CREATE SEQUENCE {SEQUENCE}; '
                          f"SELECT setval('{SEQUENCE}', {records - 1})")
    cluster.psql('bench', f'VACUUM ANALYZE {TABLE}')
    cluster.psql('bench', 'CHECKPOINT')
    heap, pkey = cluster.psql('bench', f"SELECT pg_relation_size('{TABLE}'), "
                                       f"pg_relation_size('{TABLE}_pkey')").split('|')
    return {
        'workload': 'ycsb', 'records': records, 'bytes_per_record': round(per_record, 1),
        'heap_bytes': int(heap), 'pkey_bytes': int(pkey), 'index_bytes': [int(pkey)],
        'zetan': zeta(records),
        'load_seconds': round(time.monotonic() - started, 1),
    }


def describe(info, exp, sb):
    return (f'usertable {info["records"]:,} records: heap {info["heap_bytes"] / 2**20:,.0f} MB, '
            f'primary key {info["pkey_bytes"] / 2**20:,.1f} MB; together '
            f'{(info["heap_bytes"] + info["pkey_bytes"]) / sb:.2f} x shared_buffers')



def size_now(session, info):
    return int(session.value(f"SELECT pg_relation_size('{TABLE}') + "
                             f"pg_relation_size('{TABLE}_pkey')"))


def columns(exp, info, scripts):
    return {'workload_mix': exp.workload_mix, 'request_distribution': distribution_of(exp),
            'data_ratio': exp.data_ratio, 'records': info['records']}
