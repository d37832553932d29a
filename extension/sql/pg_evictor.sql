-- The SQL API: status, counters, reset, privileges.
CREATE EXTENSION pg_evictor;

SELECT policy, max_usage, partitions, redirected,
       redirect_detail LIKE 'redirected % functions of freelist.c' AS detail_ok,
       nbuffers, server_version = current_setting('server_version') AS version_ok,
       counters_since <= now() AS since_ok
  FROM pg_evictor_status();

-- one partition so far, every counter a number (19 has no freelist: NULL)
SELECT partition, allocations >= 0 AS a, ring_reuses >= 0 AS r,
       ring_rejects >= 0 AS rr,
       CASE WHEN current_setting('server_version_num')::int >= 190000
            THEN freelist_hits IS NULL ELSE freelist_hits >= 0 END AS f,
       ticks >= 0 AS t,
       demotions >= 0 AS d, victims >= 0 AS v, dirty_victims >= 0 AS dv,
       steals = 0 AS s
  FROM pg_evictor_counters();

-- 1MB of shared_buffers: a table of 2000 pages must evict
CREATE TABLE churn AS SELECT g AS id, repeat('x', 500) AS pad
  FROM generate_series(1, 30000) g;
CREATE TEMP TABLE c1 AS SELECT * FROM pg_evictor_counters();
SELECT count(*) FROM churn WHERE id % 7 = 0;
UPDATE churn SET pad = repeat('y', 500) WHERE id % 50 = 0;
CREATE TEMP TABLE c2 AS SELECT * FROM pg_evictor_counters();

-- counters only grow; the scan used its ring; every allocation and every
-- ring reuse handed out a victim; the sweep lowered counts as it went
SELECT c2.allocations > c1.allocations AS allocated,
       c2.ring_reuses > c1.ring_reuses AS ring_used,
       c2.victims - c1.victims = (c2.allocations - c1.allocations)
                                + (c2.ring_reuses - c1.ring_reuses) AS victims_add_up,
       c2.ticks > c1.ticks AS swept,
       c2.demotions <= c2.ticks AS demotions_le_ticks,
       c2.dirty_victims <= c2.victims AS dirty_le_victims
  FROM c1, c2;

-- a reset moves counters_since and restarts every counter from zero
CREATE TEMP TABLE s1 AS SELECT counters_since FROM pg_evictor_status();
SELECT pg_evictor_reset();
SELECT (SELECT counters_since FROM pg_evictor_status()) > s1.counters_since AS moved
  FROM s1;
SELECT c.allocations < c2.allocations AS restarted, c.ticks < c2.ticks AS ticks_restarted
  FROM pg_evictor_counters() c, c2;

-- privileges: reading needs pg_monitor, reset is granted explicitly
CREATE ROLE evictor_nobody;
CREATE ROLE evictor_monitor IN ROLE pg_monitor;
SET ROLE evictor_nobody;
SELECT policy FROM pg_evictor_status();
SELECT count(*) FROM pg_evictor_counters();
SELECT pg_evictor_reset();
SET ROLE evictor_monitor;
SELECT policy FROM pg_evictor_status();
SELECT count(*) FROM pg_evictor_counters();
SELECT pg_evictor_reset();
RESET ROLE;
GRANT EXECUTE ON FUNCTION pg_evictor_reset() TO evictor_monitor;
SET ROLE evictor_monitor;
SELECT pg_evictor_reset();
RESET ROLE;

-- page keys are off by default: an ERROR that says what to set
SELECT count(*) FROM pg_evictor_page_keys();
SELECT * FROM pg_evictor_page_key_counts();
-- no framework policy without them: no state, and the queues say why
SELECT count(*) FROM pg_evictor_policy_state();
SELECT count(*) FROM pg_evictor_policy_queues();
-- a page's key needs no page keys; bad input is an ERROR
SELECT pg_evictor_page_key('churn', 'main', 0) = pg_evictor_page_key('churn', 'main', 0) AS same,
       pg_evictor_page_key('churn', 'main', 0) <> pg_evictor_page_key('churn', 'main', 1) AS differ,
       pg_evictor_page_key('churn', 'main', 0) <> pg_evictor_page_key('churn', 'fsm', 0) AS forks;
SELECT pg_evictor_page_key('churn', 'main', -1);
SELECT pg_evictor_page_key('churn', 'nosuchfork', 0);
CREATE VIEW churn_view AS SELECT 1 AS one;
SELECT pg_evictor_page_key('churn_view', 'main', 0);
DROP VIEW churn_view;
SET ROLE evictor_nobody;
SELECT count(*) FROM pg_evictor_page_keys();
RESET ROLE;

DROP TABLE churn;
DROP ROLE evictor_nobody;
REVOKE EXECUTE ON FUNCTION pg_evictor_reset() FROM evictor_monitor;
DROP ROLE evictor_monitor;
DROP EXTENSION pg_evictor;

-- 1.0 updates to 1.4: 1.1 adds the page-key functions, 1.2 the policies',
-- 1.3 the traces', 1.4 residency by relation
CREATE EXTENSION pg_evictor VERSION '1.0';
SELECT count(*) FROM pg_proc WHERE proname LIKE 'pg_evictor_page_key%' OR proname LIKE 'pg_evictor_policy%'
    OR proname LIKE 'pg_evictor_trace%' OR proname IN ('pg_evictor_residency_files', 'pg_evictor_residency_relations');
ALTER EXTENSION pg_evictor UPDATE;
SELECT extversion FROM pg_extension WHERE extname = 'pg_evictor';
SELECT proname, has_function_privilege('pg_monitor', oid, 'EXECUTE') AS monitor,
       has_function_privilege('public', oid, 'EXECUTE') AS public
  FROM pg_proc WHERE proname LIKE 'pg_evictor_page_key%' OR proname LIKE 'pg_evictor_policy%'
    OR proname LIKE 'pg_evictor_trace%' OR proname IN ('pg_evictor_residency_files', 'pg_evictor_residency_relations')
 ORDER BY proname;
DROP EXTENSION pg_evictor;
