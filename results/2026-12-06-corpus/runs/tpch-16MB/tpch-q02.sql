-- written by scripts/bench: TPC-H Q2, scale factor 0.074
\set size random(1, 50)
\set t random(1, 5)
\set r random(1, 5)
SELECT s_acctbal, s_name, n_name, p_partkey, p_mfgr, s_address, s_phone, s_comment FROM part, supplier, partsupp, nation, region WHERE p_partkey = ps_partkey AND s_suppkey = ps_suppkey AND p_size = :size::int AND p_type LIKE '%' || (ARRAY['TIN', 'NICKEL', 'BRASS', 'STEEL', 'COPPER'])[:t::int] AND s_nationkey = n_nationkey AND n_regionkey = r_regionkey AND r_name = (ARRAY['AFRICA', 'AMERICA', 'ASIA', 'EUROPE', 'MIDDLE EAST'])[:r::int] AND ps_supplycost = (SELECT min(ps_supplycost) FROM partsupp, supplier, nation, region WHERE p_partkey = ps_partkey AND s_suppkey = ps_suppkey AND s_nationkey = n_nationkey AND n_regionkey = r_regionkey AND r_name = (ARRAY['AFRICA', 'AMERICA', 'ASIA', 'EUROPE', 'MIDDLE EAST'])[:r::int]) ORDER BY s_acctbal DESC, n_name, s_name, p_partkey LIMIT 100;
