-- written by scripts/bench: TPC-H Q6, scale factor 0.074
\set y random(1993, 1997)
\set disc random(2, 9)
\set qty random(24, 25)
SELECT sum(l_extendedprice * l_discount) AS revenue FROM lineitem WHERE l_shipdate >= make_date(:y::int, 1, 1) AND l_shipdate < make_date(:y::int, 1, 1) + interval '1 year' AND l_discount BETWEEN :disc::int / 100.0 - 0.01 AND :disc::int / 100.0 + 0.01 AND l_quantity < :qty::int;
