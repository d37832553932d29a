"""TPC-C (TPC-C standard specification 5.11) at W warehouses, its five
transactions as PL/pgSQL functions called from pgbench scripts, as
HammerDB's PostgreSQL driver calls its stored procedures.

The tables, their rows and the transactions' inputs follow the
specification (sql/tpcc-*.sql; clauses cited there): 100,000 items; per
warehouse 10 districts, 30,000 customers and their history rows, 30,000
orders (the last 900 of each district undelivered), their 5 to 15 lines,
and 100,000 stock rows.  The mix is the standard one's minimum shares,
New-Order 45%, Payment 43%, Order-Status, Delivery and Stock-Level 4%
each, as pgbench script weights.  Customers are drawn by NURand(1023, 1,
3000), last names by NURand(255, 0, 999), items by NURand(8191, 1,
100000), with constants that meet clause 2.1.6.1's rule between the load
and the run.

W is the fewest warehouses whose tables and indexes reach data_ratio x
shared_buffers (at least one): the load makes warehouse 1, measures it,
and makes the others.  Where this departs from the specification, and why:

- no terminals, keying or think time: pgbench's clients run transactions
  back to back, each from a warehouse and district drawn afresh (a
  terminal keeps its own); what is measured is the buffer pool under the
  mix, not a tpmC;
- Delivery runs in the client, not deferred to a queue;
- strings are hex digits of the specified lengths, without "ORIGINAL"
  (that only changes what New-Order displays), and the zip codes are 4
  random characters and 11111;
- a New-Order's lines are processed in item order, each keeping its
  number, so that two New-Orders lock their stock rows in one order.

New-Order, Payment and Delivery write, so each run starts from a copy of
the cluster as loaded (dataset.restore), and after each run the
consistency conditions that apply (clause 3.3.2.1 to 3.3.2.4 and 3.3.2.5
to 3.3.2.9) are checked; a run that breaks one fails a gate.
"""
import math
import os
import time

from . import relations
from .experiment import parse_bytes
from .proc import BenchError

SQL = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'sql')
MIX = (('new_order', 45), ('payment', 43), ('order_status', 4), ('delivery', 4),
       ('stock_level', 4))

# NURand's C (clause 2.1.6): last names at load and run 70 apart (the rule:
# 65..119, not 96 or 112), customers and items the same at both
C_LAST_LOAD, C_LAST_RUN = 157, 227
C_ID, C_ITEM = 259, 7911


def nurand(a, x, y, c):
    """pgbench's expression of NURand(A, x, y)."""
    return f'((random(0, {a}) | random({x}, {y})) + {c}) % {y - x + 1} + {x}'


def _other_warehouse(warehouses):
    """Another warehouse than :w, uniformly."""
    return f'(:w + random(0, {warehouses - 2})) % {warehouses} + 1'


def transaction_lines(name, warehouses):
    """The pgbench lines of one transaction: its inputs (clauses 2.4.1 to
    2.8.1), then the call."""
    w = [f'\\set w random(1, {warehouses})']
    if name == 'new_order':
        lines = w + ['\\set d random(1, 10)', f'\\set c {nurand(1023, 1, 3000, C_ID)}',
                     '\\set n random(5, 15)', '\\set rollback random(1, 100)']
        for k in range(1, 16):
            lines.append(f'\\set i{k} {nurand(8191, 1, 100000, C_ITEM)}')
            # 1% of lines come from another warehouse (where there is one)
            lines.append(f'\\set s{k} :w' if warehouses == 1 else
                         f'\\set s{k} case when random(1, 100) = 1 then '
                         f'{_other_warehouse(warehouses)} else :w end')
            lines.append(f'\\set q{k} random(1, 10)')
        # ::int[]: a prepared statement's parameters in ARRAY[] would be text
        arrays = ', '.join('ARRAY[' + ', '.join(f':{v}{k}' for k in range(1, 16)) + ']::int[]'
                           for v in 'isq')
        return lines + [f'SELECT tpcc_new_order(:w, :d, :c, :n, :rollback, {arrays});']
    if name == 'payment':
        lines = w + ['\\set d random(1, 10)', '\\set remote random(1, 100)']
        # 15% pay through another warehouse's district (where there is one)
        lines += ['\\set cw :w' if warehouses == 1 else
                  f'\\set cw case when :remote <= 15 then {_other_warehouse(warehouses)} '
                  'else :w end',
                  '\\set cd case when :cw = :w then :d else random(1, 10) end',
                  f'\\set c {nurand(1023, 1, 3000, C_ID)}', '\\set by_name random(1, 100)',
                  f'\\set last {nurand(255, 0, 999, C_LAST_RUN)}',
                  '\\set cents random(100, 500000)',
                  'SELECT tpcc_payment(:w, :d, :cw, :cd, :c, :by_name, :last, :cents);']
        return lines
    if name == 'order_status':
        return w + ['\\set d random(1, 10)', f'\\set c {nurand(1023, 1, 3000, C_ID)}',
                    '\\set by_name random(1, 100)',
                    f'\\set last {nurand(255, 0, 999, C_LAST_RUN)}',
                    'SELECT tpcc_order_status(:w, :d, :c, :by_name, :last);']
    if name == 'delivery':
        return w + ['\\set carrier random(1, 10)', 'SELECT tpcc_delivery(:w, :carrier);']
    if name == 'stock_level':
        return w + ['\\set d random(1, 10)', '\\set threshold random(10, 20)',
                    'SELECT tpcc_stock_level(:w, :d, :threshold);']
    raise ValueError(name)


def scripts(info, exp, outdir):
    out = []
    for name, weight in MIX:
        path = os.path.join(outdir, f'tpcc-{name}.sql')
        with open(path, 'w') as f:
            f.write('\n'.join([f'-- written by scripts/bench: TPC-C {name.replace("_", "-")} '
                               f'({weight}%), {info["warehouses"]} warehouses']
                              + transaction_lines(name, info['warehouses'])) + '\n')
        out.append((path, weight))
    return out


def definition(exp, bindir):
    return {'workload': 'tpcc', 'data_ratio': exp.data_ratio,
            'shared_buffers': exp.shared_buffers, 'bindir': bindir}


def _file(cluster, name, **variables):
    cluster.psql_file('bench', os.path.join(SQL, name), **variables)


def _warehouse(cluster, w):
    _file(cluster, 'tpcc-load.sql', w=w, c_last=C_LAST_LOAD)


def load(cluster, exp, say):
    started = time.monotonic()
    cluster.psql('postgres', 'CREATE DATABASE bench')
    _file(cluster, 'tpcc-schema.sql')
    _file(cluster, 'tpcc-items.sql')
    items = sum(size for name, _, size in relations.listed(cluster)
                if name in ('item', 'item_pkey'))
    say('loading TPC-C warehouse 1 to measure one')
    _warehouse(cluster, 1)
    one = sum(size for _, _, size in relations.listed(cluster)) - items
    target = exp.data_ratio * parse_bytes(exp.shared_buffers)
    warehouses = max(1, math.ceil((target - items) / one))
    say(f'one warehouse takes {one / 2**20:,.1f} MB (the items {items / 2**20:,.1f} MB): '
        f'{warehouses} reach data_ratio {exp.data_ratio:g} x shared_buffers')
    for w in range(2, warehouses + 1):
        say(f'loading TPC-C warehouse {w} of {warehouses} ({one / 2**20:,.0f} MB each)')
        _warehouse(cluster, w)
    _file(cluster, 'tpcc-transactions.sql')
    cluster.psql('bench', 'VACUUM ANALYZE')
    cluster.psql('bench', 'CHECKPOINT')
    made = relations.listed(cluster)
    problems = consistency_of(lambda sql: cluster.psql('bench', sql))
    if problems:
        raise BenchError(f'the TPC-C load breaks its own consistency: {problems}')
    return {'workload': 'tpcc', 'warehouses': warehouses, 'warehouse_bytes': one,
            **relations.info(made), 'load_seconds': round(time.monotonic() - started, 1)}


def describe(info, exp, sb):
    w = info['warehouses']
    return f'TPC-C {w} warehouse{"s" if w != 1 else ""}, {relations.summary(info, sb)}'


def writes(exp):
    return True


def size_now(session, info):
    return relations.total_now(session)


def columns(exp, info, scripts):
    return {'data_ratio': exp.data_ratio, 'warehouses': info['warehouses'],
            'relations': relations.column(info['relations'])}


# clause 3.3.2's consistency conditions that hold under this driver, each a
# query counting what breaks it (3.3.2.10 to 3.3.2.12 need the values of
# every delivered and paid amount since the load, here the same as 8 and 9)
CONDITIONS = (
    ('1: W_YTD = sum(D_YTD)',
     'SELECT count(*) FROM warehouse '
     'WHERE w_ytd <> (SELECT sum(d_ytd) FROM district WHERE d_w_id = w_id)'),
    ('2: D_NEXT_O_ID - 1 = max(O_ID) = max(NO_O_ID)',
     'SELECT count(*) FROM district '
     'WHERE d_next_o_id - 1 <> (SELECT max(o_id) FROM orders '
     '                           WHERE o_w_id = d_w_id AND o_d_id = d_id) '
     '   OR d_next_o_id - 1 <> (SELECT max(no_o_id) FROM new_order '
     '                           WHERE no_w_id = d_w_id AND no_d_id = d_id)'),
    ('3: max(NO_O_ID) - min(NO_O_ID) + 1 = rows in NEW-ORDER',
     'SELECT count(*) FROM (SELECT max(no_o_id) - min(no_o_id) + 1 AS span, count(*) AS n '
     '                        FROM new_order GROUP BY no_w_id, no_d_id) s WHERE span <> n'),
    ('4: sum(O_OL_CNT) = rows in ORDER-LINE',
     'SELECT count(*) FROM (SELECT o_w_id, o_d_id, sum(o_ol_cnt) AS n FROM orders '
     '                       GROUP BY 1, 2) o '
     '  FULL JOIN (SELECT ol_w_id, ol_d_id, count(*) AS n FROM order_line '
     '              GROUP BY 1, 2) l ON l.ol_w_id = o.o_w_id AND l.ol_d_id = o.o_d_id '
     ' WHERE o.n IS DISTINCT FROM l.n'),
    ('5: O_CARRIER_ID is null exactly where a NEW-ORDER row is',
     'SELECT count(*) FROM orders '
     ' WHERE (o_carrier_id IS NULL) <> EXISTS (SELECT 1 FROM new_order '
     '        WHERE no_w_id = o_w_id AND no_d_id = o_d_id AND no_o_id = o_id)'),
    ('6: O_OL_CNT = the order\'s ORDER-LINE rows',
     'SELECT count(*) FROM orders o LEFT JOIN (SELECT ol_w_id, ol_d_id, ol_o_id, count(*) AS n '
     '                                          FROM order_line GROUP BY 1, 2, 3) l '
     '    ON l.ol_w_id = o_w_id AND l.ol_d_id = o_d_id AND l.ol_o_id = o_id '
     ' WHERE o_ol_cnt IS DISTINCT FROM l.n'),
    ('7: OL_DELIVERY_D is null exactly where O_CARRIER_ID is',
     'SELECT count(*) FROM orders JOIN order_line '
     '    ON ol_w_id = o_w_id AND ol_d_id = o_d_id AND ol_o_id = o_id '
     ' WHERE (ol_delivery_d IS NULL) <> (o_carrier_id IS NULL)'),
    ('8: W_YTD = sum(H_AMOUNT)',
     'SELECT count(*) FROM warehouse '
     'WHERE w_ytd <> (SELECT sum(h_amount) FROM history WHERE h_w_id = w_id)'),
    ('9: D_YTD = sum(H_AMOUNT)',
     'SELECT count(*) FROM district '
     'WHERE d_ytd <> (SELECT sum(h_amount) FROM history '
     '                 WHERE h_w_id = d_w_id AND h_d_id = d_id)'),
)


def consistency_of(value):
    """What breaks the conditions ('' when none does); value(sql) is the one
    value of a query on the database bench."""
    broken = []
    for name, sql in CONDITIONS:
        n = int(value(sql))
        if n:
            broken.append(f'condition {name} fails {n} times')
    return '; '.join(broken)


def consistency(session, info):
    return consistency_of(session.value)
