-- written by scripts/bench: TPC-C new-order (45%), 2 warehouses
\set w random(1, 2)
\set d random(1, 10)
\set c ((random(0, 1023) | random(1, 3000)) + 259) % 3000 + 1
\set n random(5, 15)
\set rollback random(1, 100)
\set i1 ((random(0, 8191) | random(1, 100000)) + 7911) % 100000 + 1
\set s1 case when random(1, 100) = 1 then (:w + random(0, 0)) % 2 + 1 else :w end
\set q1 random(1, 10)
\set i2 ((random(0, 8191) | random(1, 100000)) + 7911) % 100000 + 1
\set s2 case when random(1, 100) = 1 then (:w + random(0, 0)) % 2 + 1 else :w end
\set q2 random(1, 10)
\set i3 ((random(0, 8191) | random(1, 100000)) + 7911) % 100000 + 1
\set s3 case when random(1, 100) = 1 then (:w + random(0, 0)) % 2 + 1 else :w end
\set q3 random(1, 10)
\set i4 ((random(0, 8191) | random(1, 100000)) + 7911) % 100000 + 1
\set s4 case when random(1, 100) = 1 then (:w + random(0, 0)) % 2 + 1 else :w end
\set q4 random(1, 10)
\set i5 ((random(0, 8191) | random(1, 100000)) + 7911) % 100000 + 1
\set s5 case when random(1, 100) = 1 then (:w + random(0, 0)) % 2 + 1 else :w end
\set q5 random(1, 10)
\set i6 ((random(0, 8191) | random(1, 100000)) + 7911) % 100000 + 1
\set s6 case when random(1, 100) = 1 then (:w + random(0, 0)) % 2 + 1 else :w end
\set q6 random(1, 10)
\set i7 ((random(0, 8191) | random(1, 100000)) + 7911) % 100000 + 1
\set s7 case when random(1, 100) = 1 then (:w + random(0, 0)) % 2 + 1 else :w end
\set q7 random(1, 10)
\set i8 ((random(0, 8191) | random(1, 100000)) + 7911) % 100000 + 1
\set s8 case when random(1, 100) = 1 then (:w + random(0, 0)) % 2 + 1 else :w end
\set q8 random(1, 10)
\set i9 ((random(0, 8191) | random(1, 100000)) + 7911) % 100000 + 1
\set s9 case when random(1, 100) = 1 then (:w + random(0, 0)) % 2 + 1 else :w end
\set q9 random(1, 10)
\set i10 ((random(0, 8191) | random(1, 100000)) + 7911) % 100000 + 1
\set s10 case when random(1, 100) = 1 then (:w + random(0, 0)) % 2 + 1 else :w end
\set q10 random(1, 10)
\set i11 ((random(0, 8191) | random(1, 100000)) + 7911) % 100000 + 1
\set s11 case when random(1, 100) = 1 then (:w + random(0, 0)) % 2 + 1 else :w end
\set q11 random(1, 10)
\set i12 ((random(0, 8191) | random(1, 100000)) + 7911) % 100000 + 1
\set s12 case when random(1, 100) = 1 then (:w + random(0, 0)) % 2 + 1 else :w end
\set q12 random(1, 10)
\set i13 ((random(0, 8191) | random(1, 100000)) + 7911) % 100000 + 1
\set s13 case when random(1, 100) = 1 then (:w + random(0, 0)) % 2 + 1 else :w end
\set q13 random(1, 10)
\set i14 ((random(0, 8191) | random(1, 100000)) + 7911) % 100000 + 1
\set s14 case when random(1, 100) = 1 then (:w + random(0, 0)) % 2 + 1 else :w end
\set q14 random(1, 10)
\set i15 ((random(0, 8191) | random(1, 100000)) + 7911) % 100000 + 1
\set s15 case when random(1, 100) = 1 then (:w + random(0, 0)) % 2 + 1 else :w end
\set q15 random(1, 10)
SELECT tpcc_new_order(:w, :d, :c, :n, :rollback, ARRAY[:i1, :i2, :i3, :i4, :i5, :i6, :i7, :i8, :i9, :i10, :i11, :i12, :i13, :i14, :i15]::int[], ARRAY[:s1, :s2, :s3, :s4, :s5, :s6, :s7, :s8, :s9, :s10, :s11, :s12, :s13, :s14, :s15]::int[], ARRAY[:q1, :q2, :q3, :q4, :q5, :q6, :q7, :q8, :q9, :q10, :q11, :q12, :q13, :q14, :q15]::int[]);
