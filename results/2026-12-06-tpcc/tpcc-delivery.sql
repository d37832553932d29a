-- written by scripts/bench: TPC-C delivery (4%), 11 warehouses
\set w random(1, 11)
\set carrier random(1, 10)
SELECT tpcc_delivery(:w, :carrier);
