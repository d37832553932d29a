-- written by scripts/bench: TPC-H Q22, scale factor 0.074
\set is random(0, 24)
\set ik random(0, 19)
\set ik case when :ik = 0 then 1 when :ik = 1 then 2 when :ik = 2 then 3 when :ik = 3 then 4 when :ik = 4 then 6 when :ik = 5 then 7 when :ik = 6 then 8 when :ik = 7 then 9 when :ik = 8 then 11 when :ik = 9 then 12 when :ik = 10 then 13 when :ik = 11 then 14 when :ik = 12 then 16 when :ik = 13 then 17 when :ik = 14 then 18 when :ik = 15 then 19 when :ik = 16 then 21 when :ik = 17 then 22 when :ik = 18 then 23 when :ik = 19 then 24 end
\set i0 (:is + 0 * :ik) % 25 + 10
\set i1 (:is + 1 * :ik) % 25 + 10
\set i2 (:is + 2 * :ik) % 25 + 10
\set i3 (:is + 3 * :ik) % 25 + 10
\set i4 (:is + 4 * :ik) % 25 + 10
\set i5 (:is + 5 * :ik) % 25 + 10
\set i6 (:is + 6 * :ik) % 25 + 10
SELECT cntrycode, count(*) AS numcust, sum(c_acctbal) AS totacctbal FROM (SELECT substring(c_phone FROM 1 FOR 2) AS cntrycode, c_acctbal FROM customer WHERE substring(c_phone FROM 1 FOR 2) IN (:i0::text, :i1::text, :i2::text, :i3::text, :i4::text, :i5::text, :i6::text) AND c_acctbal > (SELECT avg(c_acctbal) FROM customer WHERE c_acctbal > 0.00 AND substring(c_phone FROM 1 FOR 2) IN (:i0::text, :i1::text, :i2::text, :i3::text, :i4::text, :i5::text, :i6::text)) AND NOT EXISTS (SELECT * FROM orders WHERE o_custkey = c_custkey)) AS custsale GROUP BY cntrycode ORDER BY cntrycode;
