-- written by scripts/bench: TPC-H Q5, scale factor 0.074
\set y random(1993, 1997)
\set r random(1, 5)
SELECT n_name, sum(l_extendedprice * (1 - l_discount)) AS revenue FROM customer, orders, lineitem, supplier, nation, region WHERE c_custkey = o_custkey AND l_orderkey = o_orderkey AND l_suppkey = s_suppkey AND c_nationkey = s_nationkey AND s_nationkey = n_nationkey AND n_regionkey = r_regionkey AND r_name = (ARRAY['AFRICA', 'AMERICA', 'ASIA', 'EUROPE', 'MIDDLE EAST'])[:r::int] AND o_orderdate >= make_date(:y::int, 1, 1) AND o_orderdate < make_date(:y::int, 1, 1) + interval '1 year' GROUP BY n_name ORDER BY revenue DESC;
