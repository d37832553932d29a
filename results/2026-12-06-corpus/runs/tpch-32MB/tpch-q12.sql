-- written by scripts/bench: TPC-H Q12, scale factor 0.074
\set y random(1993, 1997)
\set m1 random(1, 7)
\set m2 (:m1 + random(0, 5)) % 7 + 1
SELECT l_shipmode, sum(CASE WHEN o_orderpriority = '1-URGENT' OR o_orderpriority = '2-HIGH' THEN 1 ELSE 0 END) AS high_line_count, sum(CASE WHEN o_orderpriority <> '1-URGENT' AND o_orderpriority <> '2-HIGH' THEN 1 ELSE 0 END) AS low_line_count FROM orders, lineitem WHERE o_orderkey = l_orderkey AND l_shipmode IN ((ARRAY['REG AIR', 'AIR', 'RAIL', 'SHIP', 'TRUCK', 'MAIL', 'FOB'])[:m1::int], (ARRAY['REG AIR', 'AIR', 'RAIL', 'SHIP', 'TRUCK', 'MAIL', 'FOB'])[:m2::int]) AND l_commitdate < l_receiptdate AND l_shipdate < l_commitdate AND l_receiptdate >= make_date(:y::int, 1, 1) AND l_receiptdate < make_date(:y::int, 1, 1) + interval '1 year' GROUP BY l_shipmode ORDER BY l_shipmode;
