-- written by scripts/bench: TPC-H Q17, scale factor 0.074
\set b1 random(1, 5)
\set b2 random(1, 5)
\set c1 random(1, 5)
\set c2 random(1, 8)
SELECT sum(l_extendedprice) / 7.0 AS avg_yearly FROM lineitem, part WHERE p_partkey = l_partkey AND p_brand = 'Brand#' || :b1::int || :b2::int AND p_container = (ARRAY['SM', 'LG', 'MED', 'JUMBO', 'WRAP'])[:c1::int] || ' ' || (ARRAY['CASE', 'BOX', 'BAG', 'JAR', 'PKG', 'PACK', 'CAN', 'DRUM'])[:c2::int] AND l_quantity < (SELECT 0.2 * avg(l_quantity) FROM lineitem WHERE l_partkey = p_partkey);
