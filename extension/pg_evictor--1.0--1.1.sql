/* pg_evictor 1.0 -> 1.1: page keys (pg_evictor.page_keys) */

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION pg_evictor UPDATE TO '1.1'" to load this file. \quit

-- each buffer: the key pg_evictor holds for its page, and the key of the
-- page its header names now
CREATE FUNCTION pg_evictor_page_keys(
    OUT bufferid integer,
    OUT key bigint,
    OUT page_key bigint)
RETURNS SETOF record
AS 'MODULE_PATHNAME', 'pg_evictor_page_keys'
LANGUAGE C STRICT VOLATILE PARALLEL SAFE;

-- what the mapping table's inserts and deletes meant, since start-up
CREATE FUNCTION pg_evictor_page_key_counts(
    OUT loads bigint,
    OUT frees bigint,
    OUT collisions bigint,
    OUT undos bigint)
RETURNS record
AS 'MODULE_PATHNAME', 'pg_evictor_page_key_counts'
LANGUAGE C STRICT VOLATILE PARALLEL SAFE;

REVOKE ALL ON FUNCTION pg_evictor_page_keys() FROM PUBLIC;
REVOKE ALL ON FUNCTION pg_evictor_page_key_counts() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION pg_evictor_page_keys() TO pg_monitor;
GRANT EXECUTE ON FUNCTION pg_evictor_page_key_counts() TO pg_monitor;
