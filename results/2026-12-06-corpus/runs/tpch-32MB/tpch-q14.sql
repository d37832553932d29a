-- written by scripts/bench: TPC-H Q14, scale factor 0.074
\set m random(0, 59)
SELECT 100.00 * sum(CASE WHEN p_type LIKE 'PROMO%' THEN l_extendedprice * (1 - l_discount) ELSE 0 END) / sum(l_extendedprice * (1 - l_discount)) AS promo_revenue FROM lineitem, part WHERE l_partkey = p_partkey AND l_shipdate >= (date '1993-01-01' + interval '1 month' * :m::int)::date AND l_shipdate < (date '1993-01-01' + interval '1 month' * :m::int)::date + interval '1 month';
