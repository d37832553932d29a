#!/usr/bin/env bash
# Per window (TRACEDIR/V-POLICY-RUN.pgtrace), the policy's replay at 128
# frames after 4 x 128 accesses against the server's own misses, and the
# searches replayed at their records whose victim held the server's
# victim's page (scripts/simulate's stderr); then per version and policy,
# the windows replayed exactly (every miss and every such victim the
# server's) and the largest difference in misses.
#   results/2026-12-07-replay-lock-order/exact.sh TRACEDIR...
set -euo pipefail
sim=$(dirname "$0")/../../scripts/simulate
rows=$(mktemp)
trap 'rm -f "$rows"' EXIT
for dir in "$@"; do
	for t in "$dir"/*.pgtrace; do
		b=$(basename "$t" .pgtrace) v=${b%%-*} rest=${b#*-}
		p=${rest%-*} r=${rest##*-}
		out=$("$sim" --policies "$p" --frames 128 --warmup 512 --server "$t" 2>"$rows.err")
		s=$(sed -nE 's/.*: ([0-9]+) searches replayed.*, ([0-9]+) of them.*/\1 \2/p' "$rows.err")
		echo "$v $p $r $(echo "$out" | awk -F, -v p="$p" '$1 == p { m = $4 } $1 == "server" { s = $4; n = $3 } END { print n, s, m }') $s"
	done
done >"$rows"
rm -f "$rows.err"
echo '| version | policy | run | requests | server | replay | replay - server | searches | same victim page |'
echo '|---|---|---:|---:|---:|---:|---:|---:|---:|'
sort -k1,1n -k2,2 -k3,3n "$rows" | awk '{ printf "| %s | %s | %s | %s | %s | %s | %+d | %s | %s |\n", $1, $2, $3, $4, $5, $6, $6 - $5, $7, $8 }'
echo
echo '| version | policy | windows | replayed exactly | largest difference (misses) | largest (points) |'
echo '|---|---|---:|---:|---:|---:|'
sort -k1,1n -k2,2 "$rows" | awk '
	{ k = $1 " | " $2; n[k]++; d = $6 - $5; if (d < 0) d = -d
	  if (d == 0 && $7 == $8) ex[k]++
	  if (d > big[k]) { big[k] = d; pt[k] = 100 * d / $4 } order[k] = NR }
	END { for (k in n) printf "%d| %s | %d | %d | %d | %.2f |\n", order[k], k, n[k], ex[k], big[k], pt[k] }' |
	sort -t'|' -k1,1n | sed 's/^[0-9]*|/|/'
