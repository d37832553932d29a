-- written by scripts/bench: one range scan through pgbench_accounts_pkey
\set s random(1, 995001)
SELECT sum(abalance) FROM pgbench_accounts WHERE aid BETWEEN :s AND :s + 4999;
