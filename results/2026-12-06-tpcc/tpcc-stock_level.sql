-- written by scripts/bench: TPC-C stock-level (4%), 11 warehouses
\set w random(1, 11)
\set d random(1, 10)
\set threshold random(10, 20)
SELECT tpcc_stock_level(:w, :d, :threshold);
