-- written by scripts/bench: TPC-H Q15, scale factor 0.074
\set m random(0, 57)
WITH revenue (supplier_no, total_revenue) AS ( SELECT l_suppkey, sum(l_extendedprice * (1 - l_discount)) FROM lineitem WHERE l_shipdate >= (date '1993-01-01' + interval '1 month' * :m::int)::date AND l_shipdate < (date '1993-01-01' + interval '1 month' * :m::int)::date + interval '3 month' GROUP BY l_suppkey) SELECT s_suppkey, s_name, s_address, s_phone, total_revenue FROM supplier, revenue WHERE s_suppkey = supplier_no AND total_revenue = (SELECT max(total_revenue) FROM revenue) ORDER BY s_suppkey;
