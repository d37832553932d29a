#!/usr/bin/env bash
# Two traces back to back on a fresh cluster at 128 buffers, one client:
# OUT/t1.pgtrace of `pgbench ARGS...` (after 2,000 seeded -S transactions
# untraced), then OUT/t2.pgtrace, started at once and empty, whose
# resident records are the pool t1 left.  As the server's user, with the
# extension installed into the server of PG_CONFIG (default: pg_config on
# PATH), POLICY the evictor's:
#   runuser -u postgres -- bash results/2026-12-07-pin-release/pair.sh OUT POLICY -c 1 -t 300 --random-seed=5
set -euo pipefail
out=${1:?usage: pair.sh OUT POLICY PGBENCH-ARGS...}
policy=${2:?usage: pair.sh OUT POLICY PGBENCH-ARGS...}
shift 2
bin=$(${PG_CONFIG:-pg_config} --bindir)
ver=$("$bin/postgres" -V | sed -E 's/.* ([0-9]+).*/\1/')
# shellcheck source=../2026-12-04-replay/traced-cluster.sh
. "$(dirname "$0")/../2026-12-04-replay/traced-cluster.sh"
mkdir -p "$out"
d=$(mktemp -d /tmp/pair.XXXXXX)
trap 'rm -rf "$d"' EXIT
export PATH=$bin:$PATH
traced_cluster "$d" "$policy"
pgbench -S -c 1 -t 2000 --random-seed=7 >/dev/null 2>&1
# one session: pgbench's backend is gone before the stop, and nothing runs
# between the stop and the next start but this session
paths=$(psql -qXAt <<SQL
SELECT pg_evictor_trace_start();
\! pgbench $* >/dev/null 2>&1
$gone
SELECT path FROM pg_evictor_trace_stop();
SELECT pg_evictor_trace_start();
SELECT path FROM pg_evictor_trace_stop();
SQL
)
p1=$(echo "$paths" | grep pgtrace | sed -n 1p)
p2=$(echo "$paths" | grep pgtrace | sed -n 3p)
cp "$d/data/$p1" "$out/t1.pgtrace"
cp "$d/data/$p2" "$out/t2.pgtrace"
"$bin/pg_ctl" -D "$d/data" -w stop >/dev/null
