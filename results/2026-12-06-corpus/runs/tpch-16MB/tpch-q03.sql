-- written by scripts/bench: TPC-H Q3, scale factor 0.074
\set seg random(1, 5)
\set d random(0, 30)
SELECT l_orderkey, sum(l_extendedprice * (1 - l_discount)) AS revenue, o_orderdate, o_shippriority FROM customer, orders, lineitem WHERE c_mktsegment = (ARRAY['AUTOMOBILE', 'BUILDING', 'FURNITURE', 'MACHINERY', 'HOUSEHOLD'])[:seg::int] AND c_custkey = o_custkey AND l_orderkey = o_orderkey AND o_orderdate < date '1995-03-01' + :d::int AND l_shipdate > date '1995-03-01' + :d::int GROUP BY l_orderkey, o_orderdate, o_shippriority ORDER BY revenue DESC, o_orderdate LIMIT 10;
