/* pg_evictor 1.3 -> 1.4: residency by relation */

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION pg_evictor UPDATE TO '1.4'" to load this file. \quit

-- what the pool holds now by relation file, fork and page class; the
-- buffers that hold no page are one row of kind 'unused', its file null
CREATE FUNCTION pg_evictor_residency_files(
    OUT reltablespace oid,
    OUT reldatabase oid,
    OUT relfilenode oid,
    OUT fork text,
    OUT kind text,
    OUT level text,
    OUT buffers bigint,
    OUT dirty bigint,
    OUT pinned bigint)
RETURNS SETOF record
AS 'MODULE_PATHNAME', 'pg_evictor_residency_files'
LANGUAGE C STRICT VOLATILE PARALLEL SAFE;

-- the same for the current database's relations (and the shared catalogs),
-- by name; a file no relation names now (dropped, rewritten) is left out
CREATE FUNCTION pg_evictor_residency_relations(
    OUT relation regclass,
    OUT fork text,
    OUT kind text,
    OUT level text,
    OUT buffers bigint,
    OUT dirty bigint,
    OUT pinned bigint)
RETURNS SETOF record
LANGUAGE sql STRICT VOLATILE PARALLEL SAFE
SET search_path = pg_catalog, pg_temp
AS $$
    SELECT r.relation, f.fork, f.kind, f.level, f.buffers, f.dirty, f.pinned
      FROM @extschema@.pg_evictor_residency_files() f,
           LATERAL (SELECT pg_catalog.pg_filenode_relation(f.reltablespace, f.relfilenode)
                        AS relation) r
     WHERE f.reldatabase IN (0, (SELECT d.oid FROM pg_catalog.pg_database d
                                  WHERE d.datname = pg_catalog.current_database()))
       AND r.relation IS NOT NULL
     ORDER BY r.relation::text, f.fork, f.kind, f.level
$$;

REVOKE ALL ON FUNCTION pg_evictor_residency_files() FROM PUBLIC;
REVOKE ALL ON FUNCTION pg_evictor_residency_relations() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION pg_evictor_residency_files() TO pg_monitor;
GRANT EXECUTE ON FUNCTION pg_evictor_residency_relations() TO pg_monitor;
