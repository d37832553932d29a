-- written by scripts/bench: TPC-H Q8, scale factor 0.074
\set n random(0, 24)
\set t1 random(1, 6)
\set t2 random(1, 5)
\set t3 random(1, 5)
SELECT o_year, sum(CASE WHEN nation_key = :n::int THEN volume ELSE 0 END) / sum(volume) AS mkt_share FROM (SELECT extract(year FROM o_orderdate) AS o_year, l_extendedprice * (1 - l_discount) AS volume, n2.n_nationkey AS nation_key FROM part, supplier, lineitem, orders, customer, nation n1, nation n2, region WHERE p_partkey = l_partkey AND s_suppkey = l_suppkey AND l_orderkey = o_orderkey AND o_custkey = c_custkey AND c_nationkey = n1.n_nationkey AND n1.n_regionkey = r_regionkey AND r_regionkey = (SELECT n_regionkey FROM nation WHERE n_nationkey = :n::int) AND s_nationkey = n2.n_nationkey AND o_orderdate BETWEEN date '1995-01-01' AND date '1996-12-31' AND p_type = (ARRAY['STANDARD', 'SMALL', 'MEDIUM', 'LARGE', 'ECONOMY', 'PROMO'])[:t1::int] || ' ' || (ARRAY['ANODIZED', 'BURNISHED', 'PLATED', 'POLISHED', 'BRUSHED'])[:t2::int] || ' ' || (ARRAY['TIN', 'NICKEL', 'BRASS', 'STEEL', 'COPPER'])[:t3::int]) AS all_nations GROUP BY o_year ORDER BY o_year;
