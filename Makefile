# pg_evictor -- top-level Makefile
#
#   make                 build the extension
#   make install         install it into the server of PG_CONFIG
#   make check           every test: unit tests, pg_regress, TAP, the harness
#                        (SKIP_HARNESS=1: all but the harness)
#   make check-versions  the same suite on Debian's PostgreSQL 17 and 18 (root)
#   make bench           the default experiment (see scripts/)
#   make perf            what the evictor costs (results/perf-<date>/)
#
# Tests run servers, which refuse to run as root: as root, make check runs
# them as PG_TEST_USER (default postgres), who must be able to write here.

PG_CONFIG ?= pg_config
PG_TEST_USER ?= postgres
CC ?= cc
CFLAGS_TEST = -std=c11 -O2 -g -Wall -Wextra -Werror -Ipolicies

.PHONY: all install uninstall check check-unit check-extension check-harness check-versions bench perf clean

all:
	$(MAKE) -C extension PG_CONFIG=$(PG_CONFIG)

install:
	$(MAKE) -C extension PG_CONFIG=$(PG_CONFIG) install

uninstall:
	$(MAKE) -C extension PG_CONFIG=$(PG_CONFIG) uninstall

policies/test/test_policies: policies/test/test_policies.c policies/test/check.h policies/*.h
	$(CC) $(CFLAGS_TEST) -o $@ $<

# The page classifier is tested against the server's own page layouts.
extension/test/test_pageclass: extension/test/test_pageclass.c extension/src/pageclass.c extension/src/pageclass.h
	$(CC) -std=gnu99 -O2 -g -Wall -Werror -Iextension/src \
	  -I"$$($(PG_CONFIG) --includedir-server)" -o $@ \
	  extension/test/test_pageclass.c extension/src/pageclass.c

policies/test/test_partition: policies/test/test_partition.c policies/test/check.h policies/*.h
	$(CC) $(CFLAGS_TEST) -std=gnu11 -pthread -o $@ $<

check-unit: policies/test/test_policies policies/test/test_partition extension/test/test_pageclass
	policies/test/test_policies
	policies/test/test_partition
	extension/test/test_pageclass

ifeq ($(shell id -u),0)
check: all
	@runuser -u $(PG_TEST_USER) -- test -w . -a -w extension -a -w policies/test || \
	  { echo "make check: as root, tests run as '$(PG_TEST_USER)', who cannot write to $(CURDIR); chown -R $(PG_TEST_USER) it, set PG_TEST_USER, or run as that user"; exit 1; }
	runuser -u $(PG_TEST_USER) -- $(MAKE) check PG_CONFIG=$(PG_CONFIG)
else
check: check-unit check-extension $(if $(SKIP_HARNESS),,check-harness)
endif

# The tests load the installed module: refuse to test a stale install.
check-extension: all
	@cmp -s extension/pg_evictor.so "$$($(PG_CONFIG) --pkglibdir)/pg_evictor.so" || \
	  { echo "make check: the installed pg_evictor.so is not the one built here; run make install first"; exit 1; }
	$(MAKE) -C extension PG_CONFIG=$(PG_CONFIG) installcheck

check-versions:
	scripts/check-versions

# Benchmarks: they report into results/perf-<date>/, they never fail on a number.
# evictor-instructions last: its last line, clocksweep/core R, ends the output.
# The commit is read once: each script's output would otherwise make the
# tree look modified to the next.
perf: export EVICTOR_COMMIT := $(shell git describe --always --dirty 2>/dev/null || echo unknown)
perf:
	scripts/perf/sweep-contention
	scripts/perf/residency-scan
	mkdir -p results/perf-$$(date +%Y-%m-%d)
	scripts/perf/ticks-per-allocation -o results/perf-$$(date +%Y-%m-%d)/ticks.md
	scripts/perf/evictor-instructions

# The experiment harness: quick profile end to end, each gate's planted
# fault, the report against golden summaries (about 3.5 minutes).
check-harness:
	PG_CONFIG=$(PG_CONFIG) scripts/test/run

# The default experiment into results/DATE-default/ (about 15 minutes here);
# EXPERIMENT=quick for a smoke test, EXPERIMENT=aa for the noise floor.
EXPERIMENT ?= default
bench:
	PG_CONFIG=$(PG_CONFIG) PG_TEST_USER=$(PG_TEST_USER) scripts/bench $(EXPERIMENT)

clean:
	$(MAKE) -C extension PG_CONFIG=$(PG_CONFIG) clean
	rm -f policies/test/test_policies policies/test/test_partition extension/test/test_pageclass
