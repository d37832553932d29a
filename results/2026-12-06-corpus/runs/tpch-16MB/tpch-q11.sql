-- written by scripts/bench: TPC-H Q11, scale factor 0.074
\set n random(0, 24)
SELECT ps_partkey, sum(ps_supplycost * ps_availqty) AS value FROM partsupp, supplier WHERE ps_suppkey = s_suppkey AND s_nationkey = :n::int GROUP BY ps_partkey HAVING sum(ps_supplycost * ps_availqty) > (SELECT sum(ps_supplycost * ps_availqty) * 0.0013513514 FROM partsupp, supplier WHERE ps_suppkey = s_suppkey AND s_nationkey = :n::int) ORDER BY value DESC;
