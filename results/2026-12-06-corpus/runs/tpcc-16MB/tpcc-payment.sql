-- written by scripts/bench: TPC-C payment (43%), 2 warehouses
\set w random(1, 2)
\set d random(1, 10)
\set remote random(1, 100)
\set cw case when :remote <= 15 then (:w + random(0, 0)) % 2 + 1 else :w end
\set cd case when :cw = :w then :d else random(1, 10) end
\set c ((random(0, 1023) | random(1, 3000)) + 259) % 3000 + 1
\set by_name random(1, 100)
\set last ((random(0, 255) | random(0, 999)) + 227) % 1000 + 0
\set cents random(100, 500000)
SELECT tpcc_payment(:w, :d, :cw, :cd, :c, :by_name, :last, :cents);
