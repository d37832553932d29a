-- written by scripts/bench: TPC-C stock-level (4%), 2 warehouses
\set w random(1, 2)
\set d random(1, 10)
\set threshold random(10, 20)
SELECT tpcc_stock_level(:w, :d, :threshold);
