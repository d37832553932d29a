-- Residency, victims by class, snapshots and diffs: the API and its errors.
CREATE EXTENSION pg_evictor;

-- residency accounts for every buffer exactly once
SELECT sum(buffers) = (SELECT nbuffers FROM pg_evictor_status()) AS all_buffers
  FROM pg_evictor_residency();
SELECT (SELECT sum(buffers) FROM pg_evictor_residency_detail())
     = (SELECT sum(buffers) FROM pg_evictor_residency()) AS detail_adds_up;
SELECT count(*) = 0 AS known_names
  FROM pg_evictor_residency_detail()
 WHERE kind NOT IN ('heap', 'btree', 'hash', 'gist', 'gin', 'spgist', 'brin',
                    'bloom', 'sequence', 'fsm', 'vm', 'unknown', 'unused')
    OR level NOT IN ('leaf', 'inner', 'meta', 'deleted', 'none')
    OR usage_count NOT BETWEEN 0 AND 5
    OR dirty > buffers OR pinned > buffers;

-- a workload that evicts heap and btree pages
CREATE TABLE probe (id int PRIMARY KEY, pad text);
INSERT INTO probe SELECT g, repeat('z', 300) FROM generate_series(1, 20000) g;
SELECT pg_evictor_snapshot('before');
SELECT count(*) FROM probe WHERE id IN (SELECT (g * 7919) % 20000 FROM generate_series(1, 3000) g);
-- snapshots see statistics backends have flushed: flush ours now
SELECT pg_stat_force_next_flush();
SELECT pg_evictor_snapshot('after');

-- victims by class add up to the totals, read at one moment
SELECT (SELECT sum(victims) FROM pg_evictor_counters())
     = (SELECT sum(victims) FROM pg_evictor_victims()) AS classes_add_up;

-- the diff: counters moved, classes add up, shares sum to 100
CREATE TEMP TABLE d AS SELECT * FROM pg_evictor_diff('before', 'after');
SELECT count(*) > 30 AS many_metrics FROM d;
SELECT (SELECT value FROM d WHERE metric = 'victims') > 0 AS evicted,
       (SELECT value FROM d WHERE metric = 'victims')
     = (SELECT value FROM d WHERE metric = 'victims_valid')
     + (SELECT value FROM d WHERE metric = 'victims_unused') AS valid_plus_unused,
       (SELECT value FROM d WHERE metric = 'victims')
     = (SELECT sum(value) FROM d WHERE metric LIKE 'victims.%') AS by_class,
       abs((SELECT sum(value) FROM d WHERE metric LIKE 'eviction_share.%') - 100) < 0.01 AS shares_100,
       (SELECT value FROM d WHERE metric = 'index_eviction_share')
     = (SELECT value FROM d WHERE metric = 'eviction_share.btree') AS index_is_btree,
       (SELECT value FROM d WHERE metric = 'index_hit_ratio') BETWEEN 0 AND 100 AS ratio_range,
       (SELECT value FROM d WHERE metric = 'index_leaf_resident')
     = (SELECT coalesce(sum(value), 0) FROM d WHERE metric = 'resident.btree.leaf') AS leaf_resident;
-- a diff of a snapshot with itself is all zeros
SELECT metric, value FROM pg_evictor_diff('after', 'after')
 WHERE metric IN ('allocations', 'victims', 'ticks', 'elapsed_seconds');

-- bad input: clear errors, nothing stored
SELECT pg_evictor_snapshot(NULL);
SELECT pg_evictor_snapshot('before');
SELECT * FROM pg_evictor_diff('before', 'nope');
SELECT * FROM pg_evictor_diff(NULL, 'after');
SELECT * FROM pg_evictor_diff('after', 'before');
SELECT pg_evictor_snapshot_drop('nope');
SELECT label FROM pg_evictor_snapshots ORDER BY id;

-- a reset between two snapshots: the diff refuses
SELECT pg_evictor_reset();
SELECT pg_evictor_snapshot('after reset');
\set VERBOSITY terse
SELECT * FROM pg_evictor_diff('after', 'after reset');
\set VERBOSITY default

-- dropping a snapshot removes all it stored
CREATE TEMP TABLE gone AS SELECT id FROM pg_evictor_snapshots WHERE label = 'after reset';
SELECT count(*) > 0 AS stored FROM pg_evictor_snapshot_residency WHERE snapshot IN (SELECT id FROM gone);
SELECT pg_evictor_snapshot_drop('after reset');
SELECT count(*) AS left_behind FROM pg_evictor_snapshot_residency WHERE snapshot IN (SELECT id FROM gone);
SELECT (SELECT count(*) FROM pg_evictor_snapshot_residency r
          WHERE r.snapshot NOT IN (SELECT id FROM pg_evictor_snapshots)) AS orphans;

-- privileges: pg_monitor reads and diffs; snapshots are granted explicitly
CREATE ROLE evictor_reader IN ROLE pg_monitor;
CREATE ROLE evictor_nobody;
SET ROLE evictor_nobody;
SELECT count(*) FROM pg_evictor_residency();
SELECT count(*) FROM pg_evictor_victims();
SELECT count(*) FROM pg_evictor_diff('before', 'after');
SELECT count(*) FROM pg_evictor_snapshots;
SELECT pg_evictor_snapshot('nobody');
SET ROLE evictor_reader;
SELECT count(*) > 0 AS reads FROM pg_evictor_residency();
SELECT count(*) > 0 AS diffs FROM pg_evictor_diff('before', 'after');
SELECT pg_evictor_snapshot('reader');
SELECT pg_evictor_snapshot_drop('before');
RESET ROLE;
GRANT EXECUTE ON FUNCTION pg_evictor_snapshot(text) TO evictor_reader;
SET ROLE evictor_reader;
SELECT pg_evictor_snapshot('reader') > 0 AS granted;
RESET ROLE;
REVOKE EXECUTE ON FUNCTION pg_evictor_snapshot(text) FROM evictor_reader;

DROP ROLE evictor_reader;
DROP ROLE evictor_nobody;
DROP TABLE probe;
DROP EXTENSION pg_evictor;
