-- A probe that fails now and then (division by zero, about once in 20,000
-- transactions): pgbench aborts the client, and the failures gate must see it.
\set k random(1, 500000)
\set d random(0, 20000)
SELECT abalance / :d FROM pgbench_accounts WHERE aid = :k;
