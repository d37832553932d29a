-- written by scripts/bench: TPC-C delivery (4%), 2 warehouses
\set w random(1, 2)
\set carrier random(1, 10)
SELECT tpcc_delivery(:w, :carrier);
