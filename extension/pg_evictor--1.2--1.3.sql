/* pg_evictor 1.2 -> 1.3: buffer traces (pg_evictor.trace) */

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION pg_evictor UPDATE TO '1.3'" to load this file. \quit

-- start recording every shared-buffer access; returns the trace file's
-- path, relative to the data directory
CREATE FUNCTION pg_evictor_trace_start()
RETURNS text
AS 'MODULE_PATHNAME', 'pg_evictor_trace_start'
LANGUAGE C STRICT VOLATILE PARALLEL UNSAFE;

-- stop, once every access recorded is in the file: the accesses recorded,
-- and those lost because the trace buffer was full
CREATE FUNCTION pg_evictor_trace_stop(
    OUT path text,
    OUT accesses bigint,
    OUT lost bigint)
RETURNS record
AS 'MODULE_PATHNAME', 'pg_evictor_trace_stop'
LANGUAGE C STRICT VOLATILE PARALLEL UNSAFE;

-- they write files in the data directory: superusers only, unless granted
REVOKE ALL ON FUNCTION pg_evictor_trace_start() FROM PUBLIC;
REVOKE ALL ON FUNCTION pg_evictor_trace_stop() FROM PUBLIC;
