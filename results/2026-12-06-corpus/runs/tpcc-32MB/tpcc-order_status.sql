-- written by scripts/bench: TPC-C order-status (4%), 2 warehouses
\set w random(1, 2)
\set d random(1, 10)
\set c ((random(0, 1023) | random(1, 3000)) + 259) % 3000 + 1
\set by_name random(1, 100)
\set last ((random(0, 255) | random(0, 999)) + 227) % 1000 + 0
SELECT tpcc_order_status(:w, :d, :c, :by_name, :last);
