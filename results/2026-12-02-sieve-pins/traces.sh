#!/usr/bin/env bash
# The traces of pins.py: t/027_trace.pl six times on the tree's server
# (15 here), keeping each run's traces in OUT/15-N/ (the sieve window's
# is the newest of each).  As root, from the tree's top:
#   scripts/as-test-user postgres bash results/2026-12-02-sieve-pins/traces.sh /tmp/t27out
set -e
out=${1:?usage: traces.sh OUT}
make -s tmp_install PG_CONFIG=/usr/lib/postgresql/15/bin/pg_config
for i in 1 2 3 4 5 6; do
	PG_TEST_NOCLEAN=1 make -s -C extension PG_CONFIG=$PWD/tmp_install/usr/lib/postgresql/15/bin/pg_config \
		installcheck PROVE_TESTS="t/027_trace.pl" PROVE_FLAGS=-v 2>&1 | grep -E "after 512" || true
	mkdir -p "$out/15-$i"
	find extension/tmp_check -name "*.pgtrace" -exec cp {} "$out/15-$i/" \;
	rm -rf extension/tmp_check
done
