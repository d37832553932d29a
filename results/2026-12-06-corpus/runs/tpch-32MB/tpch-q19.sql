-- written by scripts/bench: TPC-H Q19, scale factor 0.074
\set b11 random(1, 5)
\set b12 random(1, 5)
\set b21 random(1, 5)
\set b22 random(1, 5)
\set b31 random(1, 5)
\set b32 random(1, 5)
\set q1 random(1, 10)
\set q2 random(10, 20)
\set q3 random(20, 30)
SELECT sum(l_extendedprice * (1 - l_discount)) AS revenue FROM lineitem, part WHERE (p_partkey = l_partkey AND p_brand = 'Brand#' || :b11::int || :b12::int AND p_container IN ('SM CASE', 'SM BOX', 'SM PACK', 'SM PKG') AND l_quantity >= :q1::int AND l_quantity <= :q1::int + 10 AND p_size BETWEEN 1 AND 5 AND l_shipmode IN ('AIR', 'AIR REG') AND l_shipinstruct = 'DELIVER IN PERSON') OR (p_partkey = l_partkey AND p_brand = 'Brand#' || :b21::int || :b22::int AND p_container IN ('MED BAG', 'MED BOX', 'MED PKG', 'MED PACK') AND l_quantity >= :q2::int AND l_quantity <= :q2::int + 10 AND p_size BETWEEN 1 AND 10 AND l_shipmode IN ('AIR', 'AIR REG') AND l_shipinstruct = 'DELIVER IN PERSON') OR (p_partkey = l_partkey AND p_brand = 'Brand#' || :b31::int || :b32::int AND p_container IN ('LG CASE', 'LG BOX', 'LG PACK', 'LG PKG') AND l_quantity >= :q3::int AND l_quantity <= :q3::int + 10 AND p_size BETWEEN 1 AND 15 AND l_shipmode IN ('AIR', 'AIR REG') AND l_shipinstruct = 'DELIVER IN PERSON');
