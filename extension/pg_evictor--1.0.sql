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
    OUT counters_since timestamptz)
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

CREATE FUNCTION pg_evictor_reset()
RETURNS void
AS 'MODULE_PATHNAME', 'pg_evictor_reset'
LANGUAGE C STRICT VOLATILE PARALLEL SAFE;

-- Reading needs pg_monitor; resetting is granted explicitly by an admin.
REVOKE ALL ON FUNCTION pg_evictor_status() FROM PUBLIC;
REVOKE ALL ON FUNCTION pg_evictor_counters() FROM PUBLIC;
REVOKE ALL ON FUNCTION pg_evictor_reset() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION pg_evictor_status() TO pg_monitor;
GRANT EXECUTE ON FUNCTION pg_evictor_counters() TO pg_monitor;
