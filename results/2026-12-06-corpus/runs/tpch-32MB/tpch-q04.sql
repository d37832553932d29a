-- written by scripts/bench: TPC-H Q4, scale factor 0.074
\set m random(0, 57)
SELECT o_orderpriority, count(*) AS order_count FROM orders WHERE o_orderdate >= (date '1993-01-01' + interval '1 month' * :m::int)::date AND o_orderdate < (date '1993-01-01' + interval '1 month' * :m::int)::date + interval '3 month' AND EXISTS (SELECT * FROM lineitem WHERE l_orderkey = o_orderkey AND l_commitdate < l_receiptdate) GROUP BY o_orderpriority ORDER BY o_orderpriority;
