-- written by scripts/bench: TPC-H Q16, scale factor 0.074
\set b1 random(1, 5)
\set b2 random(1, 5)
\set t1 random(1, 6)
\set t2 random(1, 5)
\set zs random(0, 49)
\set zk random(0, 19)
\set zk case when :zk = 0 then 1 when :zk = 1 then 3 when :zk = 2 then 7 when :zk = 3 then 9 when :zk = 4 then 11 when :zk = 5 then 13 when :zk = 6 then 17 when :zk = 7 then 19 when :zk = 8 then 21 when :zk = 9 then 23 when :zk = 10 then 27 when :zk = 11 then 29 when :zk = 12 then 31 when :zk = 13 then 33 when :zk = 14 then 37 when :zk = 15 then 39 when :zk = 16 then 41 when :zk = 17 then 43 when :zk = 18 then 47 when :zk = 19 then 49 end
\set z0 (:zs + 0 * :zk) % 50 + 1
\set z1 (:zs + 1 * :zk) % 50 + 1
\set z2 (:zs + 2 * :zk) % 50 + 1
\set z3 (:zs + 3 * :zk) % 50 + 1
\set z4 (:zs + 4 * :zk) % 50 + 1
\set z5 (:zs + 5 * :zk) % 50 + 1
\set z6 (:zs + 6 * :zk) % 50 + 1
\set z7 (:zs + 7 * :zk) % 50 + 1
SELECT p_brand, p_type, p_size, count(DISTINCT ps_suppkey) AS supplier_cnt FROM partsupp, part WHERE p_partkey = ps_partkey AND p_brand <> 'Brand#' || :b1::int || :b2::int AND p_type NOT LIKE (ARRAY['STANDARD', 'SMALL', 'MEDIUM', 'LARGE', 'ECONOMY', 'PROMO'])[:t1::int] || ' ' || (ARRAY['ANODIZED', 'BURNISHED', 'PLATED', 'POLISHED', 'BRUSHED'])[:t2::int] || '%' AND p_size IN (:z0::int, :z1::int, :z2::int, :z3::int, :z4::int, :z5::int, :z6::int, :z7::int) AND ps_suppkey NOT IN (SELECT s_suppkey FROM supplier WHERE s_comment LIKE '%Customer%Complaints%') GROUP BY p_brand, p_type, p_size ORDER BY supplier_cnt DESC, p_brand, p_type, p_size;
