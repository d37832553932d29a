-- written by scripts/bench: TPC-H Q13, scale factor 0.074
\set w1 random(1, 4)
\set w2 random(1, 4)
SELECT c_count, count(*) AS custdist FROM (SELECT c_custkey, count(o_orderkey) FROM customer LEFT OUTER JOIN orders ON c_custkey = o_custkey AND o_comment NOT LIKE '%' || (ARRAY['special', 'pending', 'unusual', 'express'])[:w1::int] || '%' || (ARRAY['packages', 'requests', 'accounts', 'deposits'])[:w2::int] || '%' GROUP BY c_custkey) AS c_orders (c_custkey, c_count) GROUP BY c_count ORDER BY custdist DESC, c_count DESC;
