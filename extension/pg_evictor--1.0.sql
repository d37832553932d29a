/* pg_evictor--1.0.sql */

-- complain if script is sourced in psql, rather than via CREATE EXTENSION
\echo Use "CREATE EXTENSION pg_evictor" to load this file. \quit

CREATE FUNCTION pg_evictor_status(
    OUT policy text,
    OUT max_usage int,
    OUT partitions text,
    OUT redirected bool,
    OUT redirect_detail text,
    OUT nbuffers int,
    OUT server_version text,
    OUT counters_since timestamptz,
    OUT sweep_batch int,
    OUT sync_position bigint,
    OUT sync_backwards bigint)
RETURNS record
AS 'MODULE_PATHNAME', 'pg_evictor_status'
LANGUAGE C STRICT VOLATILE PARALLEL SAFE;

CREATE FUNCTION pg_evictor_counters(
    OUT partition int,
    OUT allocations bigint,
    OUT ring_reuses bigint,
    OUT ring_rejects bigint,
    OUT freelist_hits bigint,
    OUT ticks bigint,
    OUT demotions bigint,
    OUT victims bigint,
    OUT dirty_victims bigint,
    OUT steals bigint)
RETURNS SETOF record
AS 'MODULE_PATHNAME', 'pg_evictor_counters'
LANGUAGE C STRICT VOLATILE PARALLEL SAFE;

CREATE FUNCTION pg_evictor_victims(
    OUT partition int,
    OUT kind text,
    OUT level text,
    OUT victims bigint,
    OUT dirty bigint)
RETURNS SETOF record
AS 'MODULE_PATHNAME', 'pg_evictor_victims'
LANGUAGE C STRICT VOLATILE PARALLEL SAFE;

CREATE FUNCTION pg_evictor_partitions(
    OUT partition int,
    OUT first_buffer int,
    OUT nbuffers int,
    OUT node int,
    OUT hand int,
    OUT complete_passes bigint)
RETURNS SETOF record
AS 'MODULE_PATHNAME', 'pg_evictor_partitions'
LANGUAGE C STRICT VOLATILE PARALLEL SAFE;

CREATE FUNCTION pg_evictor_placement(
    OUT partition int,
    OUT node int,
    OUT pages bigint)
RETURNS SETOF record
AS 'MODULE_PATHNAME', 'pg_evictor_placement'
LANGUAGE C STRICT VOLATILE PARALLEL SAFE;

CREATE FUNCTION pg_evictor_reset()
RETURNS void
AS 'MODULE_PATHNAME', 'pg_evictor_reset'
LANGUAGE C STRICT VOLATILE PARALLEL SAFE;

CREATE FUNCTION pg_evictor_residency_detail(
    OUT partition int,
    OUT kind text,
    OUT level text,
    OUT usage_count int,
    OUT buffers bigint,
    OUT dirty bigint,
    OUT pinned bigint)
RETURNS SETOF record
AS 'MODULE_PATHNAME', 'pg_evictor_residency_detail'
LANGUAGE C STRICT VOLATILE PARALLEL SAFE;

CREATE FUNCTION pg_evictor_residency(
    OUT kind text,
    OUT level text,
    OUT buffers bigint,
    OUT dirty bigint,
    OUT pinned bigint)
RETURNS SETOF record
LANGUAGE sql STRICT VOLATILE PARALLEL SAFE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT r.kind, r.level, pg_catalog.sum(r.buffers)::bigint,
           pg_catalog.sum(r.dirty)::bigint, pg_catalog.sum(r.pinned)::bigint
      FROM @extschema@.pg_evictor_residency_detail() r
     GROUP BY r.kind, r.level
     ORDER BY r.kind, r.level
$$;

-- Snapshots: counters, victims, residency and the server's own statistics,
-- kept in tables that survive restarts (and pg_dump).
CREATE TABLE pg_evictor_snapshots (
    id bigserial PRIMARY KEY,
    label text NOT NULL UNIQUE,
    taken_at timestamptz NOT NULL,
    counters_since timestamptz NOT NULL,
    postmaster_start timestamptz NOT NULL,
    policy text NOT NULL,
    max_usage int NOT NULL,
    partitions text NOT NULL,
    redirected bool NOT NULL,
    nbuffers int NOT NULL,
    server_version text NOT NULL,
    -- where it was taken: CREATE DATABASE ... TEMPLATE copies snapshots
    datid oid NOT NULL,
    datname name NOT NULL
);

CREATE TABLE pg_evictor_snapshot_counters (
    snapshot bigint NOT NULL REFERENCES pg_evictor_snapshots ON DELETE CASCADE,
    partition int NOT NULL,
    allocations bigint,
    ring_reuses bigint,
    ring_rejects bigint,
    freelist_hits bigint,
    ticks bigint,
    demotions bigint,
    victims bigint,
    dirty_victims bigint,
    steals bigint
);

CREATE TABLE pg_evictor_snapshot_victims (
    snapshot bigint NOT NULL REFERENCES pg_evictor_snapshots ON DELETE CASCADE,
    partition int NOT NULL,
    kind text NOT NULL,
    level text NOT NULL,
    victims bigint NOT NULL,
    dirty bigint NOT NULL
);

CREATE TABLE pg_evictor_snapshot_residency (
    snapshot bigint NOT NULL REFERENCES pg_evictor_snapshots ON DELETE CASCADE,
    partition int NOT NULL,
    kind text NOT NULL,
    level text NOT NULL,
    usage_count int NOT NULL,
    buffers bigint NOT NULL,
    dirty bigint NOT NULL,
    pinned bigint NOT NULL
);

-- The statistics views' columns differ between versions: copy them.
CREATE TABLE pg_evictor_snapshot_database AS
    SELECT 0::bigint AS snapshot, * FROM pg_catalog.pg_stat_database WITH NO DATA;
CREATE TABLE pg_evictor_snapshot_statio_indexes AS
    SELECT 0::bigint AS snapshot, * FROM pg_catalog.pg_statio_user_indexes WITH NO DATA;
CREATE TABLE pg_evictor_snapshot_statio_tables AS
    SELECT 0::bigint AS snapshot, * FROM pg_catalog.pg_statio_user_tables WITH NO DATA;
CREATE TABLE pg_evictor_snapshot_bgwriter AS
    SELECT 0::bigint AS snapshot, * FROM pg_catalog.pg_stat_bgwriter WITH NO DATA;
ALTER TABLE pg_evictor_snapshot_database
    ADD FOREIGN KEY (snapshot) REFERENCES pg_evictor_snapshots ON DELETE CASCADE;
ALTER TABLE pg_evictor_snapshot_statio_indexes
    ADD FOREIGN KEY (snapshot) REFERENCES pg_evictor_snapshots ON DELETE CASCADE;
ALTER TABLE pg_evictor_snapshot_statio_tables
    ADD FOREIGN KEY (snapshot) REFERENCES pg_evictor_snapshots ON DELETE CASCADE;
ALTER TABLE pg_evictor_snapshot_bgwriter
    ADD FOREIGN KEY (snapshot) REFERENCES pg_evictor_snapshots ON DELETE CASCADE;

-- pg_stat_io exists from 16 on.  A cluster created on 15 and upgraded has
-- no table for it: the functions below look for this one, the extension's
-- own, never for whatever the name resolves to.
DO $$
BEGIN
    IF pg_catalog.current_setting('server_version_num')::int >= 160000 THEN
        CREATE TABLE @extschema@.pg_evictor_snapshot_io AS
            SELECT 0::bigint AS snapshot, * FROM pg_catalog.pg_stat_io WITH NO DATA;
        ALTER TABLE @extschema@.pg_evictor_snapshot_io
            ADD FOREIGN KEY (snapshot) REFERENCES @extschema@.pg_evictor_snapshots
            ON DELETE CASCADE;
        PERFORM pg_catalog.pg_extension_config_dump('@extschema@.pg_evictor_snapshot_io', '');
        GRANT SELECT ON @extschema@.pg_evictor_snapshot_io TO pg_monitor;
    END IF;
END
$$;

SELECT pg_catalog.pg_extension_config_dump('pg_evictor_snapshots', '');
SELECT pg_catalog.pg_extension_config_dump('pg_evictor_snapshots_id_seq', '');
SELECT pg_catalog.pg_extension_config_dump('pg_evictor_snapshot_counters', '');
SELECT pg_catalog.pg_extension_config_dump('pg_evictor_snapshot_victims', '');
SELECT pg_catalog.pg_extension_config_dump('pg_evictor_snapshot_residency', '');
SELECT pg_catalog.pg_extension_config_dump('pg_evictor_snapshot_database', '');
SELECT pg_catalog.pg_extension_config_dump('pg_evictor_snapshot_statio_indexes', '');
SELECT pg_catalog.pg_extension_config_dump('pg_evictor_snapshot_statio_tables', '');
SELECT pg_catalog.pg_extension_config_dump('pg_evictor_snapshot_bgwriter', '');

-- Every function below runs with search_path = pg_catalog, pg_temp and
-- names every object by its schema: nobody's pg_temp or CREATE on the
-- extension's schema can put an object of theirs in a name's place (a
-- relation, a function of a better-matching signature, an operator).
-- pg_temp is listed last so that it is not searched first.  Only
-- pg_evictor_snapshot() and pg_evictor_snapshot_drop() are SECURITY
-- DEFINER: they write the extension's tables.

-- Look up a snapshot by label, or say clearly why not.
CREATE FUNCTION pg_evictor_snapshot_id(label text)
RETURNS bigint
LANGUAGE plpgsql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    snap bigint;
BEGIN
    IF label IS NULL THEN
        RAISE EXCEPTION 'snapshot label must not be NULL';
    END IF;
    SELECT s.id INTO snap FROM @extschema@.pg_evictor_snapshots s WHERE s.label = $1;
    IF snap IS NULL THEN
        RAISE EXCEPTION 'snapshot "%" does not exist', label
            USING HINT = 'SELECT label FROM pg_evictor_snapshots lists the snapshots taken.';
    END IF;
    RETURN snap;
END
$$;

CREATE FUNCTION pg_evictor_snapshot(label text)
RETURNS bigint
LANGUAGE plpgsql VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    snap bigint;
    st record;
    since timestamptz;
    since_now timestamptz;
BEGIN
    IF label IS NULL THEN
        RAISE EXCEPTION 'snapshot label must not be NULL';
    END IF;
    IF EXISTS (SELECT 1 FROM @extschema@.pg_evictor_snapshots s WHERE s.label = $1) THEN
        RAISE EXCEPTION 'snapshot "%" already exists', label
            USING HINT = 'Choose a new label, or remove the old snapshot with pg_evictor_snapshot_drop().';
    END IF;

    SELECT * INTO st FROM @extschema@.pg_evictor_status();
    INSERT INTO @extschema@.pg_evictor_snapshots
        (label, taken_at, counters_since, postmaster_start, policy, max_usage,
         partitions, redirected, nbuffers, server_version, datid, datname)
    SELECT $1, pg_catalog.clock_timestamp(), st.counters_since,
           pg_catalog.pg_postmaster_start_time(), st.policy, st.max_usage,
           st.partitions, st.redirected, st.nbuffers, st.server_version,
           d.oid, d.datname
      FROM pg_catalog.pg_database d
     WHERE d.datname = pg_catalog.current_database()
    RETURNING id INTO snap;

    -- counters_since, the partitions' counters and the victims from one
    -- side of a reset: counters_since moves on every reset, so equal
    -- readings before and after mean none came between
    since := st.counters_since;
    FOR attempt IN 1..10 LOOP
        INSERT INTO @extschema@.pg_evictor_snapshot_counters
            SELECT snap, * FROM @extschema@.pg_evictor_counters();
        INSERT INTO @extschema@.pg_evictor_snapshot_victims
            SELECT snap, * FROM @extschema@.pg_evictor_victims();
        SELECT s.counters_since INTO since_now FROM @extschema@.pg_evictor_status() s;
        EXIT WHEN since_now = since;
        DELETE FROM @extschema@.pg_evictor_snapshot_counters x WHERE x.snapshot = snap;
        DELETE FROM @extschema@.pg_evictor_snapshot_victims x WHERE x.snapshot = snap;
        IF attempt = 10 THEN
            RAISE EXCEPTION 'the counters were reset 10 times while snapshot "%" read them', label
                USING HINT = 'Take the snapshot when pg_evictor_reset() is not being called.';
        END IF;
        since := since_now;
        UPDATE @extschema@.pg_evictor_snapshots s SET counters_since = since WHERE s.id = snap;
    END LOOP;
    INSERT INTO @extschema@.pg_evictor_snapshot_residency
        SELECT snap, * FROM @extschema@.pg_evictor_residency_detail();

    -- statistics as they are now, not as cached earlier in this transaction
    PERFORM pg_catalog.pg_stat_clear_snapshot();
    INSERT INTO @extschema@.pg_evictor_snapshot_database
        SELECT snap, * FROM pg_catalog.pg_stat_database d
         WHERE d.datname = pg_catalog.current_database();
    INSERT INTO @extschema@.pg_evictor_snapshot_statio_indexes
        SELECT snap, * FROM pg_catalog.pg_statio_user_indexes;
    INSERT INTO @extschema@.pg_evictor_snapshot_statio_tables
        SELECT snap, * FROM pg_catalog.pg_statio_user_tables;
    INSERT INTO @extschema@.pg_evictor_snapshot_bgwriter
        SELECT snap, * FROM pg_catalog.pg_stat_bgwriter;
    -- the server's version decides, and the table must be the extension's
    -- own (an upgraded 15 cluster has none: anybody's could be there)
    IF pg_catalog.current_setting('server_version_num')::int >= 160000
       AND EXISTS (SELECT FROM pg_catalog.pg_depend d
                    WHERE d.classid = 'pg_catalog.pg_class'::pg_catalog.regclass::pg_catalog.oid
                      AND d.objid = pg_catalog.to_regclass('@extschema@.pg_evictor_snapshot_io')::pg_catalog.oid
                      AND d.refclassid = 'pg_catalog.pg_extension'::pg_catalog.regclass::pg_catalog.oid
                      AND d.refobjid = (SELECT e.oid FROM pg_catalog.pg_extension e
                                         WHERE e.extname = 'pg_evictor')
                      AND d.deptype = 'e') THEN
        EXECUTE 'INSERT INTO @extschema@.pg_evictor_snapshot_io SELECT $1, * FROM pg_catalog.pg_stat_io'
            USING snap;
    END IF;
    RETURN snap;
END
$$;

CREATE FUNCTION pg_evictor_snapshot_drop(label text)
RETURNS void
LANGUAGE plpgsql VOLATILE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp
AS $$
BEGIN
    DELETE FROM @extschema@.pg_evictor_snapshots s
     WHERE s.id = @extschema@.pg_evictor_snapshot_id($1);
END
$$;

-- Deltas and ratios between two snapshots, residency at the second.
-- docs/sql-api.md defines every metric; the headline ones leave deleted index
-- pages out.  Constants are cast to the type of what
-- they meet, so that every operator is one of pg_catalog's exact matches.
CREATE FUNCTION pg_evictor_diff(from_label text, to_label text)
RETURNS TABLE (metric text, value numeric)
LANGUAGE plpgsql STABLE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
    f @extschema@.pg_evictor_snapshots;
    t @extschema@.pg_evictor_snapshots;
    has_io bool;
    was_reset text;
BEGIN
    SELECT * INTO f FROM @extschema@.pg_evictor_snapshots s
     WHERE s.id = @extschema@.pg_evictor_snapshot_id(from_label);
    SELECT * INTO t FROM @extschema@.pg_evictor_snapshots s
     WHERE s.id = @extschema@.pg_evictor_snapshot_id(to_label);
    IF t.taken_at < f.taken_at THEN
        RAISE EXCEPTION 'snapshot "%" was taken before "%"', to_label, from_label
            USING HINT = 'Name the earlier snapshot first.';
    END IF;
    -- a copied database brings its snapshots: their rows are another's
    IF t.datid <> f.datid THEN
        RAISE EXCEPTION 'snapshots "%" and "%" were taken in different databases', from_label, to_label
            USING DETAIL = pg_catalog.format('"%s" was taken in database %s (OID %s), "%s" in %s (OID %s).',
                                             from_label, f.datname, f.datid,
                                             to_label, t.datname, t.datid),
                  HINT = 'CREATE DATABASE ... TEMPLATE copies snapshots: diff two snapshots taken in one database.';
    END IF;
    IF t.counters_since <> f.counters_since OR t.postmaster_start <> f.postmaster_start THEN
        RAISE EXCEPTION 'the counters restarted between snapshots "%" and "%"', from_label, to_label
            USING DETAIL = pg_catalog.format('Counters since %s (server started %s) at "%s", since %s (server started %s) at "%s": a reset or a restart came between them.',
                                             f.counters_since, f.postmaster_start, from_label,
                                             t.counters_since, t.postmaster_start, to_label),
                  HINT = 'Take both snapshots within one run of the server, with no pg_evictor_reset() between them.';
    END IF;

    -- the server's statistics start again from zero on a reset, as ours do
    has_io := pg_catalog.current_setting('server_version_num')::int >= 160000
        AND EXISTS (SELECT FROM pg_catalog.pg_depend d
                     WHERE d.classid = 'pg_catalog.pg_class'::pg_catalog.regclass::pg_catalog.oid
                       AND d.objid = pg_catalog.to_regclass('@extschema@.pg_evictor_snapshot_io')::pg_catalog.oid
                       AND d.refclassid = 'pg_catalog.pg_extension'::pg_catalog.regclass::pg_catalog.oid
                       AND d.refobjid = (SELECT e.oid FROM pg_catalog.pg_extension e
                                          WHERE e.extname = 'pg_evictor')
                       AND d.deptype = 'e');
    SELECT pg_catalog.string_agg(x.what, ', ' ORDER BY x.what) INTO was_reset
      FROM (SELECT 'pg_stat_database' AS what
              FROM @extschema@.pg_evictor_snapshot_database a,
                   @extschema@.pg_evictor_snapshot_database b
             WHERE a.snapshot = f.id AND b.snapshot = t.id
               AND a.stats_reset IS DISTINCT FROM b.stats_reset
            UNION ALL
            SELECT 'pg_stat_bgwriter'
              FROM @extschema@.pg_evictor_snapshot_bgwriter a,
                   @extschema@.pg_evictor_snapshot_bgwriter b
             WHERE a.snapshot = f.id AND b.snapshot = t.id
               AND a.stats_reset IS DISTINCT FROM b.stats_reset) x;
    IF has_io THEN
        EXECUTE $q$
            SELECT CASE WHEN pg_catalog.max(x.stats_reset) FILTER (WHERE x.snapshot = $1)
                             IS DISTINCT FROM
                             pg_catalog.max(x.stats_reset) FILTER (WHERE x.snapshot = $2)
                        THEN pg_catalog.concat_ws(', ', $3, 'pg_stat_io') ELSE $3 END
              FROM @extschema@.pg_evictor_snapshot_io x
             WHERE x.snapshot IN ($1, $2)
        $q$ INTO was_reset USING f.id, t.id, was_reset;
    END IF;
    IF was_reset IS NOT NULL THEN
        RAISE EXCEPTION 'statistics were reset between snapshots "%" and "%"', from_label, to_label
            USING DETAIL = pg_catalog.format('stats_reset of %s differs between them.', was_reset),
                  HINT = 'Take both snapshots with no pg_stat_reset() or pg_stat_reset_shared() between them.';
    END IF;

    RETURN QUERY
    WITH c AS (
        SELECT pg_catalog.sum(x.allocations) FILTER (WHERE x.snapshot = t.id)
                 - pg_catalog.sum(x.allocations) FILTER (WHERE x.snapshot = f.id) AS allocations,
               pg_catalog.sum(x.ring_reuses) FILTER (WHERE x.snapshot = t.id)
                 - pg_catalog.sum(x.ring_reuses) FILTER (WHERE x.snapshot = f.id) AS ring_reuses,
               pg_catalog.sum(x.ring_rejects) FILTER (WHERE x.snapshot = t.id)
                 - pg_catalog.sum(x.ring_rejects) FILTER (WHERE x.snapshot = f.id) AS ring_rejects,
               pg_catalog.sum(x.freelist_hits) FILTER (WHERE x.snapshot = t.id)
                 - pg_catalog.sum(x.freelist_hits) FILTER (WHERE x.snapshot = f.id) AS freelist_hits,
               pg_catalog.sum(x.ticks) FILTER (WHERE x.snapshot = t.id)
                 - pg_catalog.sum(x.ticks) FILTER (WHERE x.snapshot = f.id) AS ticks,
               pg_catalog.sum(x.demotions) FILTER (WHERE x.snapshot = t.id)
                 - pg_catalog.sum(x.demotions) FILTER (WHERE x.snapshot = f.id) AS demotions,
               pg_catalog.sum(x.steals) FILTER (WHERE x.snapshot = t.id)
                 - pg_catalog.sum(x.steals) FILTER (WHERE x.snapshot = f.id) AS steals
          FROM @extschema@.pg_evictor_snapshot_counters x
         WHERE x.snapshot IN (f.id, t.id)
    ), v AS (
        SELECT x.kind, x.level,
               coalesce(pg_catalog.sum(x.victims) FILTER (WHERE x.snapshot = t.id), 0::numeric)
                 - coalesce(pg_catalog.sum(x.victims) FILTER (WHERE x.snapshot = f.id), 0::numeric) AS victims,
               coalesce(pg_catalog.sum(x.dirty) FILTER (WHERE x.snapshot = t.id), 0::numeric)
                 - coalesce(pg_catalog.sum(x.dirty) FILTER (WHERE x.snapshot = f.id), 0::numeric) AS dirty
          FROM @extschema@.pg_evictor_snapshot_victims x
         WHERE x.snapshot IN (f.id, t.id)
         GROUP BY x.kind, x.level
    ), vt AS (
        -- victims by class are the one source of victim totals, so that
        -- classes always add up; NULL when nothing was counted
        SELECT CASE WHEN f.redirected AND t.redirected
                    THEN coalesce(pg_catalog.sum(v.victims), 0::numeric) END AS victims,
               CASE WHEN f.redirected AND t.redirected
                    THEN coalesce(pg_catalog.sum(v.dirty), 0::numeric) END AS dirty_victims
          FROM v
    ), vk AS (
        SELECT v.kind, pg_catalog.sum(v.victims) AS victims FROM v GROUP BY v.kind
    ), valid AS (
        SELECT nullif(coalesce(pg_catalog.sum(vk.victims) FILTER (WHERE vk.kind <> 'unused'),
                               0::numeric), 0::numeric) AS n
          FROM vk
    ), r AS (
        SELECT x.kind, x.level, pg_catalog.sum(x.buffers) AS buffers
          FROM @extschema@.pg_evictor_snapshot_residency x
         WHERE x.snapshot = t.id
         GROUP BY x.kind, x.level
    ), io AS (
        SELECT pg_catalog.sum(coalesce(b.idx_blks_hit, 0::bigint) - coalesce(a.idx_blks_hit, 0::bigint)) AS hit,
               pg_catalog.sum(coalesce(b.idx_blks_read, 0::bigint) - coalesce(a.idx_blks_read, 0::bigint)) AS rd
          FROM (SELECT * FROM @extschema@.pg_evictor_snapshot_statio_indexes x
                 WHERE x.snapshot = t.id) b
          LEFT JOIN (SELECT * FROM @extschema@.pg_evictor_snapshot_statio_indexes x
                      WHERE x.snapshot = f.id) a
            USING (indexrelid)
    ), ht AS (
        SELECT pg_catalog.sum(coalesce(b.heap_blks_hit, 0::bigint) - coalesce(a.heap_blks_hit, 0::bigint)) AS hit,
               pg_catalog.sum(coalesce(b.heap_blks_read, 0::bigint) - coalesce(a.heap_blks_read, 0::bigint)) AS rd
          FROM (SELECT * FROM @extschema@.pg_evictor_snapshot_statio_tables x
                 WHERE x.snapshot = t.id) b
          LEFT JOIN (SELECT * FROM @extschema@.pg_evictor_snapshot_statio_tables x
                      WHERE x.snapshot = f.id) a
            USING (relid)
    ), db AS (
        SELECT b.blks_hit - a.blks_hit AS hit, b.blks_read - a.blks_read AS rd,
               b.xact_commit - a.xact_commit AS commits,
               b.xact_rollback - a.xact_rollback AS rollbacks
          FROM @extschema@.pg_evictor_snapshot_database a,
               @extschema@.pg_evictor_snapshot_database b
         WHERE a.snapshot = f.id AND b.snapshot = t.id
    ), bg AS (
        -- pg_stat_bgwriter lost columns in 17: take those there are
        SELECT k AS col,
               (pg_catalog.to_jsonb(b) ->> k)::bigint - (pg_catalog.to_jsonb(a) ->> k)::bigint AS delta
          FROM @extschema@.pg_evictor_snapshot_bgwriter a,
               @extschema@.pg_evictor_snapshot_bgwriter b,
               pg_catalog.unnest(ARRAY['buffers_alloc', 'buffers_clean', 'buffers_backend',
                                       'buffers_checkpoint', 'maxwritten_clean']::text[]) k
         WHERE a.snapshot = f.id AND b.snapshot = t.id AND pg_catalog.to_jsonb(b) ? k
    ), m(ord, metric, value) AS (
        SELECT 1, 'elapsed_seconds',
               pg_catalog.round(EXTRACT(epoch FROM t.taken_at - f.taken_at), 3)
        UNION ALL SELECT 2, 'allocations', c.allocations FROM c
        UNION ALL SELECT 3, 'ring_reuses', c.ring_reuses FROM c
        UNION ALL SELECT 4, 'ring_rejects', c.ring_rejects FROM c
        UNION ALL SELECT 5, 'freelist_hits', c.freelist_hits FROM c
        UNION ALL SELECT 6, 'ticks', c.ticks FROM c
        UNION ALL SELECT 7, 'demotions', c.demotions FROM c
        UNION ALL SELECT 8, 'victims', vt.victims FROM vt
        UNION ALL SELECT 9, 'dirty_victims', vt.dirty_victims FROM vt
        UNION ALL SELECT 10, 'steals', c.steals FROM c
        UNION ALL SELECT 11, 'ticks_per_allocation',
            pg_catalog.round(c.ticks / nullif(c.allocations, 0::numeric), 4) FROM c
        UNION ALL SELECT 12, 'victims_valid', valid.n FROM valid, vt
            WHERE vt.victims IS NOT NULL
        UNION ALL SELECT 13, 'victims_unused',
            coalesce((SELECT vk.victims FROM vk WHERE vk.kind = 'unused'), 0::numeric) FROM vt
            WHERE vt.victims IS NOT NULL
        UNION ALL SELECT 14, 'index_eviction_share',
            pg_catalog.round(100::numeric
                             * coalesce((SELECT pg_catalog.sum(v.victims) FROM v
                                          WHERE v.kind = 'btree' AND v.level <> 'deleted'),
                                        0::numeric)
                             / valid.n, 4)
            FROM valid, vt WHERE vt.victims IS NOT NULL
        UNION ALL SELECT 15, 'heap_eviction_share',
            pg_catalog.round(100::numeric
                             * coalesce((SELECT vk.victims FROM vk WHERE vk.kind = 'heap'), 0::numeric)
                             / valid.n, 4)
            FROM valid, vt WHERE vt.victims IS NOT NULL
        UNION ALL SELECT 20, 'index_leaf_resident',
            coalesce((SELECT r.buffers FROM r WHERE r.kind = 'btree' AND r.level = 'leaf'), 0::numeric)
        UNION ALL SELECT 21, 'index_inner_resident',
            coalesce((SELECT r.buffers FROM r WHERE r.kind = 'btree' AND r.level = 'inner'), 0::numeric)
        UNION ALL SELECT 22, 'index_meta_resident',
            coalesce((SELECT r.buffers FROM r WHERE r.kind = 'btree' AND r.level = 'meta'), 0::numeric)
        UNION ALL SELECT 23, 'heap_resident',
            coalesce((SELECT r.buffers FROM r WHERE r.kind = 'heap'), 0::numeric)
        UNION ALL SELECT 30, 'index_hit_ratio',
            pg_catalog.round(100::numeric * io.hit / nullif(io.hit + io.rd, 0::numeric), 4) FROM io
        UNION ALL SELECT 31, 'heap_hit_ratio',
            pg_catalog.round(100::numeric * ht.hit / nullif(ht.hit + ht.rd, 0::numeric), 4) FROM ht
        UNION ALL SELECT 32, 'db_hit_ratio',
            pg_catalog.round(100::numeric * db.hit::numeric
                             / nullif(db.hit + db.rd, 0::bigint)::numeric, 4) FROM db
        UNION ALL SELECT 33, 'db.blks_read', db.rd FROM db
        UNION ALL SELECT 34, 'db.blks_hit', db.hit FROM db
        UNION ALL SELECT 35, 'db.xact_commit', db.commits FROM db
        UNION ALL SELECT 36, 'db.xact_rollback', db.rollbacks FROM db
        UNION ALL SELECT 40, 'bgwriter.' || bg.col, bg.delta FROM bg
        UNION ALL SELECT 50, 'eviction_share.' || vk.kind,
            pg_catalog.round(100::numeric * vk.victims / valid.n, 4)
            FROM vk, valid WHERE vk.kind <> 'unused'
        UNION ALL SELECT 60, 'victims.' || v.kind || '.' || v.level, v.victims FROM v
        UNION ALL SELECT 70, 'resident.' || r.kind || '.' || r.level, r.buffers FROM r
    )
    SELECT m.metric, m.value::numeric FROM m ORDER BY m.ord, m.metric;

    -- shared-buffer I/O of relations as the server counts it (16 and
    -- later), from the extension's own table only
    IF has_io THEN
        RETURN QUERY EXECUTE $q$
            SELECT 'io.' || k,
                   pg_catalog.sum((pg_catalog.to_jsonb(b) ->> k)::numeric) FILTER (WHERE b.snapshot = $2)
                 - pg_catalog.sum((pg_catalog.to_jsonb(b) ->> k)::numeric) FILTER (WHERE b.snapshot = $1)
              FROM @extschema@.pg_evictor_snapshot_io b,
                   pg_catalog.unnest(ARRAY['reads', 'hits', 'evictions', 'reuses', 'writes']::text[]) k
             WHERE b.snapshot IN ($1, $2) AND b.object = 'relation'
             GROUP BY k ORDER BY k
        $q$ USING f.id, t.id;
    END IF;
END
$$;

-- Reading needs pg_monitor; reset and snapshots are granted explicitly.
REVOKE ALL ON FUNCTION pg_evictor_status() FROM PUBLIC;
REVOKE ALL ON FUNCTION pg_evictor_counters() FROM PUBLIC;
REVOKE ALL ON FUNCTION pg_evictor_victims() FROM PUBLIC;
REVOKE ALL ON FUNCTION pg_evictor_partitions() FROM PUBLIC;
REVOKE ALL ON FUNCTION pg_evictor_placement() FROM PUBLIC;
REVOKE ALL ON FUNCTION pg_evictor_residency_detail() FROM PUBLIC;
REVOKE ALL ON FUNCTION pg_evictor_residency() FROM PUBLIC;
REVOKE ALL ON FUNCTION pg_evictor_snapshot_id(text) FROM PUBLIC;
REVOKE ALL ON FUNCTION pg_evictor_diff(text, text) FROM PUBLIC;
REVOKE ALL ON FUNCTION pg_evictor_reset() FROM PUBLIC;
REVOKE ALL ON FUNCTION pg_evictor_snapshot(text) FROM PUBLIC;
REVOKE ALL ON FUNCTION pg_evictor_snapshot_drop(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION pg_evictor_status() TO pg_monitor;
GRANT EXECUTE ON FUNCTION pg_evictor_counters() TO pg_monitor;
GRANT EXECUTE ON FUNCTION pg_evictor_victims() TO pg_monitor;
GRANT EXECUTE ON FUNCTION pg_evictor_partitions() TO pg_monitor;
GRANT EXECUTE ON FUNCTION pg_evictor_placement() TO pg_monitor;
GRANT EXECUTE ON FUNCTION pg_evictor_residency_detail() TO pg_monitor;
GRANT EXECUTE ON FUNCTION pg_evictor_residency() TO pg_monitor;
GRANT EXECUTE ON FUNCTION pg_evictor_snapshot_id(text) TO pg_monitor;
GRANT EXECUTE ON FUNCTION pg_evictor_diff(text, text) TO pg_monitor;
GRANT SELECT ON pg_evictor_snapshots, pg_evictor_snapshot_counters,
    pg_evictor_snapshot_victims, pg_evictor_snapshot_residency,
    pg_evictor_snapshot_database, pg_evictor_snapshot_statio_indexes,
    pg_evictor_snapshot_statio_tables, pg_evictor_snapshot_bgwriter
    TO pg_monitor;
