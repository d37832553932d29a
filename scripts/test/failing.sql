-- A probe that fails on a known transaction: client 0's 100th of the
-- measured run, by division by zero; pgbench aborts that client, and the
-- failures gate must see it (the other client runs on).  The warm-up never
-- fails: scripts/harness seeds its pgbench with an even --random-seed, the
-- measured run's with an odd one.  The count is the session's own (a
-- custom setting), so each run starts it afresh.
\set k random(1, 500000)
\set measured (:random_seed % 2) * (1 - least(:client_id, 1))
SELECT abalance / (:measured = 0 OR
                   set_config('failing.n',
                              (coalesce(nullif(current_setting('failing.n', true), ''), '0')::int + 1)::text,
                              false)::int <> 100)::int
  FROM pgbench_accounts WHERE aid = :k;
