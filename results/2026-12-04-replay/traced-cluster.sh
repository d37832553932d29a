# Sourced by window.sh and ../2026-12-07-pin-release/pair.sh.
#
# traced_cluster DIR POLICY: a cluster in DIR/data of the server in $bin
# (major $ver) with 128 buffers, tracing on and POLICY the evictor's,
# nothing else touching a buffer (no autovacuum, bgwriter or checkpoint);
# started, PGHOST and PGDATABASE exported, pg_evictor created, pgbench's
# tables loaded at scale 1.  $gone: SQL that waits until no other client
# backend is connected.
traced_cluster()
{
	local d=$1 policy=$2
	"$bin/initdb" -D "$d/data" -A trust >/dev/null
	cat >>"$d/data/postgresql.conf" <<CONF
shared_preload_libraries = 'pg_evictor'
shared_buffers = 1MB
max_connections = 20
listen_addresses = ''
unix_socket_directories = '$d'
pg_evictor.trace = on
pg_evictor.trace_buffer = 8MB
pg_evictor.policy = $policy
autovacuum = off
bgwriter_lru_maxpages = 0
checkpoint_timeout = 1d
max_wal_size = 4GB
CONF
	[ "$ver" -lt 18 ] || echo "io_method = sync" >>"$d/data/postgresql.conf"
	"$bin/pg_ctl" -D "$d/data" -l "$d/log" -w start >/dev/null
	export PGHOST=$d PGDATABASE=postgres
	psql -qXc 'CREATE EXTENSION pg_evictor'
	pgbench -i -s 1 -q >/dev/null 2>&1
}

gone="DO \$\$BEGIN FOR i IN 1..6000 LOOP PERFORM pg_stat_clear_snapshot();
EXIT WHEN (SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend'
AND pid <> pg_backend_pid()) = 0; PERFORM pg_sleep(0.01); END LOOP; END\$\$;"
