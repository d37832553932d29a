-- written by scripts/bench: one zipfian index probe per secondary index
\set k1 0 + permute(random_zipfian(0, 4000000, 1.2), 4000001, 101)
\set k2 0 + permute(random_zipfian(0, 4000000, 1.2), 4000001, 102)
\set k3 1 + permute(random_zipfian(0, 3999999, 1.2), 4000000, 103)
SELECT abalance FROM pgbench_accounts WHERE (aid + 1) / 4 = :k1;
SELECT abalance FROM pgbench_accounts WHERE (aid + 2) / 4 = :k2;
SELECT abalance FROM pgbench_accounts WHERE (aid + 3) / 4 = :k3;
