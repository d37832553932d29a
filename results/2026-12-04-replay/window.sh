#!/usr/bin/env bash
# t/027's window with four clients, traced, RUNS times per policy: pgbench
# -S then TPC-B (1,500 and 150 transactions per client, seeded by the run's
# number) on scale 1 with 128 buffers, as t/027_trace.pl runs it (no
# autovacuum, bgwriter or checkpoint in the window).  Each trace is kept as
# OUT/V-POLICY-RUN.pgtrace.  As the server's user, with the extension
# installed into the server of PG_CONFIG (default: pg_config on PATH):
#   runuser -u postgres -- bash results/2026-12-04-replay/window.sh OUT RUNS POLICY...
set -euo pipefail
out=${1:?usage: window.sh OUT RUNS POLICY...}
runs=${2:?usage: window.sh OUT RUNS POLICY...}
shift 2
bin=$(${PG_CONFIG:-pg_config} --bindir)
ver=$("$bin/postgres" -V | sed -E 's/.* ([0-9]+).*/\1/')
# shellcheck source=traced-cluster.sh
. "$(dirname "$0")/traced-cluster.sh"
mkdir -p "$out"
for policy in "$@"; do
	d=$(mktemp -d /tmp/window.XXXXXX)
	traced_cluster "$d" "$policy"
	for r in $(seq 1 "$runs"); do
		path=$(psql -qXAt <<SQL
$gone
SELECT pg_evictor_trace_start();
\! pgbench -S -c 4 -j 4 -t 1500 --random-seed=$((1000 + r)) >/dev/null 2>&1
\! pgbench -c 4 -j 4 -t 150 --random-seed=$((2000 + r)) >/dev/null 2>&1
$gone
SELECT path FROM pg_evictor_trace_stop();
SQL
)
		cp "$d/data/$(echo "$path" | tail -1)" "$out/$ver-$policy-$r.pgtrace"
	done
	"$bin/pg_ctl" -D "$d/data" -w stop >/dev/null
	rm -rf "$d"
done
