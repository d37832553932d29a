-- written by scripts/bench: one zipfian index probe per secondary index
\set k1 2 + permute(random_zipfian(0, 499999, 1.2), 500000, 101)
\set k2 3 + permute(random_zipfian(0, 499999, 1.2), 500000, 102)
\set k3 4 + permute(random_zipfian(0, 499999, 1.2), 500000, 103)
SELECT abalance FROM pgbench_accounts WHERE (aid + 1) / 1 = :k1;
SELECT abalance FROM pgbench_accounts WHERE (aid + 2) / 1 = :k2;
SELECT abalance FROM pgbench_accounts WHERE (aid + 3) / 1 = :k3;
