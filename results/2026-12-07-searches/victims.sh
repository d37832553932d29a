#!/usr/bin/env bash
# For each version and policy: the searches the replay made at their
# search records over the runs' traces, and in how many its victim held
# the page the server's victim held (scripts/simulate's stderr).
#   results/2026-12-07-searches/victims.sh TRACEDIR...   (names V-POLICY-RUN.pgtrace)
set -euo pipefail
sim=$(dirname "$0")/../../scripts/simulate
echo '| version | policy | searches | same victim page | share |'
echo '|---|---|---:|---:|---:|'
for dir in "$@"; do
	for v_p in $(ls "$dir" | sed -nE 's/^([0-9]+-[a-z0-9]+)-[0-9]+\.pgtrace$/\1/p' | sort -u); do
		v=${v_p%%-*} p=${v_p#*-} tot=0 same=0
		for t in "$dir/$v_p"-*.pgtrace; do
			s=$("$sim" --policies "$p" --frames 128 --warmup 512 "$t" 2>&1 >/dev/null |
				sed -nE 's/.*: ([0-9]+) searches replayed.*, ([0-9]+) of them.*/\1 \2/p')
			tot=$((tot + ${s% *})) same=$((same + ${s#* }))
		done
		echo "| $v | $p | $tot | $same | $(awk -v a="$same" -v b="$tot" 'BEGIN { printf "%.1f%%", 100 * a / b }') |"
	done
done
