"""The relations a workload's database holds, with their sizes: every table
and materialized view outside the system schemas that no extension owns
(pg_evictor's snapshot tables among them), their indexes and their TOAST
tables.  What the dataset gate counts for a workload whose tables the
harness did not lay out itself (custom), or laid out many of (tpcc)."""

QUERY = """WITH own AS (
             SELECT c.oid FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
              WHERE c.relkind IN ('r', 'm')
                AND n.nspname NOT IN ('pg_catalog', 'information_schema')
                AND NOT EXISTS (SELECT 1 FROM pg_depend d
                                 WHERE d.classid = 'pg_class'::regclass
                                   AND d.objid = c.oid AND d.deptype = 'e'))
           SELECT c.oid::regclass::text, c.relkind, pg_relation_size(c.oid)
             FROM pg_class c
            WHERE c.oid IN (SELECT oid FROM own)
               OR c.oid IN (SELECT indexrelid FROM pg_index
                             WHERE indrelid IN (SELECT oid FROM own))
               OR c.oid IN (SELECT reltoastrelid FROM pg_class
                             WHERE oid IN (SELECT oid FROM own))
            ORDER BY 3 DESC, 1"""
KINDS = {'r': 'table', 'm': 'materialized view', 'i': 'index', 't': 'TOAST'}


def listed(cluster, database='bench'):
    """[[name, kind, bytes]], largest first."""
    out = []
    for line in cluster.psql(database, QUERY).splitlines():
        name, kind, size = line.rsplit('|', 2)
        out.append([name, KINDS[kind], int(size)])
    return out


def total_now(session):
    """Their bytes now (a workload that writes: the size a run starts at)."""
    return int(session.value(f'SELECT sum(size) FROM ({QUERY}) AS r (name, kind, size)'))


def info(relations):
    """The dataset's sizes as the gate and the report read them: tables
    (their TOAST included), and each index, with the relations for the
    report and runs.csv."""
    return {
        'relations': relations,
        'heap_bytes': sum(size for _, kind, size in relations if kind != 'index'),
        'index_bytes': [size for _, kind, size in relations if kind == 'index'] or [0],
    }


def column(relations):
    """runs.csv's relations column: name:kind:bytes;..."""
    return ';'.join(f'{name}:{kind}:{size}' for name, kind, size in relations)


def summary(info, sb, first=6):
    """How many, their size, and the largest few, in one line of text."""
    made = info['relations']
    total = info['heap_bytes'] + sum(info['index_bytes'])
    text = ', '.join(f'{name} ({kind}) {size / 2**20:,.1f} MB' for name, kind, size in made[:first])
    more = len(made) - first
    return (f'{len(made)} relations of {total / 2**20:,.1f} MB, {total / sb:.2f} x '
            f'shared_buffers: {text}' + (f' and {more} more' if more > 0 else ''))
