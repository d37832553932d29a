# pg_evictor -- top-level Makefile
#
#   make                 build the extension and the trace simulator
#   make install         install it into the server of PG_CONFIG
#   make check           every test: the commands the tree calls against the
#                        packages it installs, unit tests, pg_regress, TAP, the
#                        harness (SKIP_HARNESS=1: all but the harness), against
#                        a private copy of the server (tmp_install/);
#                        EVICTOR_MODULE=package: with the module of the
#                        installed Debian package instead of this tree's
#   make check-mutants   each mutant of scripts/test/mutants.txt must fail
#                        the tests it names (private server copies)
#   make installcheck    the extension's suites against the installed server
#   make check-versions  the same suite on Debian's PostgreSQL 17, 18 and 19 (root)
#   make check-numa      the NUMA tests on 2 and 4 real nodes, in a QEMU guest
#                        (root; TCG, no KVM needed)
#   make check-slurm     scripts/matrix through a one-node Slurm of its own,
#                        against the same plan run here (root)
#   make bench           the default experiment (see scripts/)
#   make perf            what the evictor costs (results/perf-<date>/)
#   make deb             Debian packages postgresql-NN-pg-evictor for the
#                        majors installed here, into build/deb/ (DEB_DIR)
#   make check-deb       the package installed into a fresh Debian 12 (root)
#   make dist            the PGXN source archive, build/pg_evictor-VERSION.zip
#   make setup           install the Debian packages all of these need (root)
#
# As root, check and bench first install any Debian package they miss
# (scripts/debian-packages); without root they name the command to run.
# Servers refuse to run as root: as root, make check tests a copy of the
# tree as PG_TEST_USER (default postgres).

PG_CONFIG ?= pg_config
PG_TEST_USER ?= postgres
CC ?= cc
CFLAGS_TEST = -std=c11 -O2 -g -Wall -Wextra -Werror -Ipolicies
# the trace simulator (scripts/simulate): the policies' own files, no server
SIM = policies/sim/evictor-sim
SIM_SRC = policies/sim/trace.c policies/sim/pgtrace.c policies/sim/replay.c policies/sim/lru.c policies/sim/opt.c policies/sim/fifo.c \
	policies/sim/clock.c policies/sim/routine.c policies/sim/mattson.c policies/sim/policies.c \
	$(POLICY_SRCS)
# the framework's policies (routine.h), the server's files
POLICY_SRCS = policies/sieve.c policies/twoq.c policies/s3fifo.c policies/car.c policies/clockpro.c \
	policies/lru.c policies/arc.c policies/lru2.c policies/wtinylfu.c policies/lirs.c policies/policies.c

.PHONY: check-setup check-commands tmp_install all install uninstall check check-unit check-unit-aarch64 check-extension installcheck check-harness check-build-guard check-layers check-meta check-matrix check-slurm check-mutants flake-hunt check-versions check-numa deb check-deb dist bench corpus leaderboard perf setup clean

IS_ROOT := $(filter 0,$(shell id -u))
# a missing server is named by its package, not by a compiler error
NEED_PG = @command -v $(PG_CONFIG) >/dev/null || { scripts/setup build || exit 1; \
	command -v $(PG_CONFIG) >/dev/null || { echo "make: $(PG_CONFIG) not found: set PG_CONFIG to the pg_config of the server to build for"; exit 1; }; }

all: $(SIM)
	$(NEED_PG)
	$(MAKE) -C extension PG_CONFIG=$(PG_CONFIG)

$(SIM): policies/sim/main.c $(SIM_SRC) policies/sim/sim.h policies/*.h
	$(CC) $(CFLAGS_TEST) -o $@ policies/sim/main.c $(SIM_SRC)

setup:
	scripts/setup all

install:
	$(MAKE) -C extension PG_CONFIG=$(PG_CONFIG) install

uninstall:
	$(MAKE) -C extension PG_CONFIG=$(PG_CONFIG) uninstall

policies/test/test_policies: policies/test/test_policies.c policies/test/check.h policies/*.h
	$(CC) $(CFLAGS_TEST) -o $@ $<

# The page classifier is tested against the server's own page layouts.
extension/test/test_pageclass: extension/test/test_pageclass.c extension/src/pageclass.c extension/src/pageclass.h
	$(CC) -std=gnu11 -O2 -g -Wall -Werror -Iextension/src \
	  -I"$$($(PG_CONFIG) --includedir-server)" -o $@ \
	  extension/test/test_pageclass.c extension/src/pageclass.c

# What counter reads subtract from the raw values.
extension/test/test_counters: extension/test/test_counters.c extension/src/counters.h
	$(CC) -std=gnu11 -O2 -g -Wall -Werror -Iextension/src \
	  -I"$$($(PG_CONFIG) --includedir-server)" -o $@ extension/test/test_counters.c

# The checks redirect.c makes before writing over an entry.
extension/test/test_elfcheck: extension/test/test_elfcheck.c extension/src/elfcheck.c extension/src/elfcheck.h policies/test/check.h
	$(CC) -std=gnu11 -O2 -g -Wall -Werror -Iextension/src -Ipolicies/test -o $@ \
	  extension/test/test_elfcheck.c extension/src/elfcheck.c -ldl

extension/test/test_jump: extension/test/test_jump.c extension/src/jump.h policies/test/check.h
	$(CC) -std=gnu11 -O2 -g -Wall -Werror -Iextension/src -Ipolicies/test -o $@ extension/test/test_jump.c

extension/test/test_versioncheck: extension/test/test_versioncheck.c extension/src/versioncheck.h policies/test/check.h
	$(CC) $(CFLAGS_TEST) -Iextension/src -Ipolicies/test -o $@ extension/test/test_versioncheck.c

extension/test/test_loadtrack: extension/test/test_loadtrack.c extension/src/loadtrack.h policies/test/check.h
	$(CC) $(CFLAGS_TEST) -Iextension/src -Ipolicies/test -o $@ extension/test/test_loadtrack.c

extension/test/test_keyhash: extension/test/test_keyhash.c policies/keyhash.h policies/mix.h policies/test/check.h
	$(CC) $(CFLAGS_TEST) -Iextension/src -Ipolicies -Ipolicies/test -o $@ extension/test/test_keyhash.c

extension/test/test_mapfind: extension/test/test_mapfind.c extension/src/mapfind.h policies/test/check.h
	$(CC) $(CFLAGS_TEST) -Iextension/src -Ipolicies/test -o $@ extension/test/test_mapfind.c

extension/test/test_tracering: extension/test/test_tracering.c extension/src/tracering.h policies/test/check.h
	$(CC) $(CFLAGS_TEST) -Iextension/src -Ipolicies/test -o $@ extension/test/test_tracering.c

extension/test/test_callsites: extension/test/test_callsites.c extension/src/callsites.h policies/test/check.h
	$(CC) $(CFLAGS_TEST) -Iextension/src -Ipolicies/test -o $@ extension/test/test_callsites.c

policies/test/test_sim: policies/test/test_sim.c policies/test/check.h $(SIM_SRC) policies/sim/sim.h policies/*.h
	$(CC) $(CFLAGS_TEST) -Ipolicies/test -o $@ policies/test/test_sim.c $(SIM_SRC)

policies/test/test_framework: policies/test/test_framework.c policies/test/check.h policies/*.h $(POLICY_SRCS)
	$(CC) $(CFLAGS_TEST) -o $@ $< $(POLICY_SRCS)

policies/test/test_partition: policies/test/test_partition.c policies/test/check.h policies/*.h
	$(CC) $(CFLAGS_TEST) -std=gnu11 -pthread -o $@ $<

check-unit: policies/test/test_policies policies/test/test_framework policies/test/test_partition extension/test/test_pageclass \
	  extension/test/test_counters extension/test/test_elfcheck extension/test/test_jump policies/test/test_sim \
	  extension/test/test_versioncheck extension/test/test_loadtrack extension/test/test_keyhash extension/test/test_mapfind \
	  extension/test/test_callsites extension/test/test_tracering
	policies/test/test_policies
	policies/test/test_framework
	policies/test/test_sim
	policies/test/test_partition
	extension/test/test_pageclass
	extension/test/test_counters
	extension/test/test_elfcheck
	extension/test/test_jump
	extension/test/test_versioncheck
	extension/test/test_loadtrack
	extension/test/test_keyhash
	extension/test/test_mapfind
	extension/test/test_callsites
	extension/test/test_tracering

# The unit tests that need no server headers, cross-built for aarch64 and
# run under qemu-user (gcc-aarch64-linux-gnu, qemu-user): the policies, the
# jump written over a function and called, the entry checks, the simulator.
AARCH64_CC ?= aarch64-linux-gnu-gcc
AARCH64_RUN ?= qemu-aarch64 -L /usr/aarch64-linux-gnu
check-unit-aarch64:
	@scripts/setup aarch64
	@mkdir -p tmp_aarch64
	$(AARCH64_CC) $(CFLAGS_TEST) -o tmp_aarch64/test_policies policies/test/test_policies.c
	$(AARCH64_CC) $(CFLAGS_TEST) -o tmp_aarch64/test_framework policies/test/test_framework.c $(POLICY_SRCS)
	$(AARCH64_CC) $(CFLAGS_TEST) -std=gnu11 -pthread -o tmp_aarch64/test_partition policies/test/test_partition.c
	$(AARCH64_CC) $(CFLAGS_TEST) -Ipolicies/test -o tmp_aarch64/test_sim policies/test/test_sim.c $(SIM_SRC)
	$(AARCH64_CC) -std=gnu11 -O2 -g -Wall -Werror -Iextension/src -Ipolicies/test -o tmp_aarch64/test_jump extension/test/test_jump.c
	$(AARCH64_CC) -std=gnu11 -O2 -g -Wall -Werror -Iextension/src -Ipolicies/test -o tmp_aarch64/test_elfcheck \
	  extension/test/test_elfcheck.c extension/src/elfcheck.c -ldl
	$(AARCH64_CC) $(CFLAGS_TEST) -Iextension/src -Ipolicies/test -o tmp_aarch64/test_versioncheck extension/test/test_versioncheck.c
	$(AARCH64_CC) $(CFLAGS_TEST) -Iextension/src -Ipolicies/test -o tmp_aarch64/test_loadtrack extension/test/test_loadtrack.c
	$(AARCH64_CC) $(CFLAGS_TEST) -Iextension/src -Ipolicies/test -o tmp_aarch64/test_mapfind extension/test/test_mapfind.c
	$(AARCH64_CC) $(CFLAGS_TEST) -Iextension/src -Ipolicies -Ipolicies/test -o tmp_aarch64/test_keyhash extension/test/test_keyhash.c
	$(AARCH64_RUN) tmp_aarch64/test_policies
	$(AARCH64_RUN) tmp_aarch64/test_framework
	$(AARCH64_RUN) tmp_aarch64/test_partition
	$(AARCH64_RUN) tmp_aarch64/test_sim
	$(AARCH64_RUN) tmp_aarch64/test_jump
	$(AARCH64_RUN) tmp_aarch64/test_versioncheck
	$(AARCH64_RUN) tmp_aarch64/test_loadtrack
	$(AARCH64_RUN) tmp_aarch64/test_mapfind
	$(AARCH64_RUN) tmp_aarch64/test_keyhash
	$(AARCH64_RUN) tmp_aarch64/test_elfcheck

# As root: the packages, then the whole suite as PG_TEST_USER on a copy of
# the tree that user owns (the tree itself may be where it cannot write).
ifneq ($(IS_ROOT),)
check:
	scripts/setup build check
	scripts/as-test-user $(PG_TEST_USER) make check PG_CONFIG=$(PG_CONFIG) $(if $(SKIP_HARNESS),SKIP_HARNESS=1) \
	  $(if $(EVICTOR_MODULE),EVICTOR_MODULE=$(EVICTOR_MODULE))
else
# The extension's suites and the harness at once (each waits on its
# servers more than it computes), each one's output printed whole.  The
# harness's gates must hold under that load: core's warm-up samples are
# judged at the resolution of its count (gates.warmup_resolution).
check: check-setup check-commands check-unit check-build-guard check-layers check-meta check-matrix
	$(MAKE) -j2 --output-sync=target check-extension $(if $(SKIP_HARNESS),,check-harness)
endif

# The extension's suites RUNS times per version, quiet and with every CPU
# busy (stress-ng), and a table of what failed (root; scripts/flake-hunt).
RUNS ?= 5
flake-hunt:
	scripts/flake-hunt -n $(RUNS) $(VERSIONS)

# Mutation tests: each mutant in its own copy of the tree and of the
# server; PG_CONFIG stays the installed server's (each copy makes its own).
ifneq ($(IS_ROOT),)
check-mutants:
	scripts/setup build check
	scripts/as-test-user $(PG_TEST_USER) make check-mutants PG_CONFIG=$(PG_CONFIG) $(if $(MUTANTS),MUTANTS="$(MUTANTS)")
else
check-mutants: all
	PG_CONFIG=$(PG_CONFIG) scripts/test/mutants $(MUTANTS)
endif

# first, so that a missing package is named before any compiler error
check-setup:
	@scripts/setup build check

# Every command the tree calls comes from a package scripts/setup installs
# (or one a minimal Debian has): scripts/commands declares each.  Cheap:
# before the slow targets.
check-commands:
	scripts/test/commands --self-test
	PG_CONFIG=$(PG_CONFIG) scripts/test/commands

# A private copy of the server with this tree's module in it: the tests
# never depend on, nor touch, what is installed on the system.
TMP_PG_CONFIG = $(CURDIR)/tmp_install$(shell $(PG_CONFIG) --bindir 2>/dev/null)/pg_config
tmp_install: all
	PG_CONFIG=$(PG_CONFIG) EVICTOR_MODULE=$(EVICTOR_MODULE) scripts/tmp-install tmp_install >/dev/null

check-extension: tmp_install
	$(MAKE) -C extension PG_CONFIG=$(TMP_PG_CONFIG) installcheck

# The same suites against the installed server: refuse to test a stale install.
installcheck: all
	@cmp -s extension/pg_evictor.so "$$($(PG_CONFIG) --pkglibdir)/pg_evictor.so" || \
	  { echo "make installcheck: the installed pg_evictor.so is not the one built here; run make install first"; exit 1; }
	$(MAKE) -C extension PG_CONFIG=$(PG_CONFIG) installcheck

# Objects of another server never reach a build, nor a copy of the tree.
check-build-guard: all
	PG_CONFIG=$(PG_CONFIG) scripts/test/build-guard

# extension/src in layers with no upward use (the order: docs/internals.md)
check-layers: all
	scripts/test/layers --self-test
	scripts/test/layers

check-versions:
	scripts/check-versions

# Debian packages (debian/, pg_buildext), each tested at build time by the
# regression suite against its own files; check-deb installs the one for
# 15 into a fresh Debian 12 chroot with apt-get, as a user would.
DEB_DIR ?= build/deb
deb:
	scripts/deb $(DEB_DIR)

check-deb:
	scripts/check-deb

# META.json valid and in step with the control file, debian/ and LICENSE
check-meta:
	scripts/test/meta --self-test
	scripts/test/meta

# scripts/matrix without a server or Slurm: plans, a sweep run here, --retry
check-matrix: $(SIM)
	scripts/test/matrix

# scripts/matrix through a one-node Slurm (munged, slurmctld, slurmd under
# /tmp, stopped whatever happens) and here: the same tasks, sweep rows and
# report shapes (root: it installs the module into PG_CONFIG's server first)
check-slurm: all
	$(if $(IS_ROOT),,@echo "make check-slurm: run as root (it starts munged, slurmctld and slurmd)"; exit 2)
	$(MAKE) install
	PG_CONFIG=$(PG_CONFIG) scripts/check-slurm

# The source archive PGXN takes: git archive of HEAD, META.json checked first.
dist:
	scripts/test/meta
	scripts/dist

check-numa:
	scripts/check-numa

# Benchmarks: they report into results/perf-<date>/, they never fail on a number.
# evictor-instructions last: its last line, clocksweep/core R, ends the output.
# The commit is read once: each script's output would otherwise make the
# tree look modified to the next.
perf: export EVICTOR_COMMIT := $(shell git describe --always --dirty 2>/dev/null || echo unknown)
perf:
	scripts/perf/sweep-contention
	scripts/perf/residency-scan
	scripts/perf/scan-latency
	mkdir -p results/perf-$$(date +%Y-%m-%d)
	scripts/perf/ticks-per-allocation -o results/perf-$$(date +%Y-%m-%d)/ticks.md
	scripts/perf/evictor-instructions
	scripts/perf/trace-instructions
	scripts/perf/trace-tps
	scripts/perf/sim-speed

# The experiment harness: quick profile end to end, each gate's planted
# fault, the report against golden summaries, ycsb-quick (about 4.5 minutes).
check-harness: tmp_install
	PG_CONFIG=$(TMP_PG_CONFIG) scripts/test/run

# The default experiment into results/DATE-default/ (about 15 minutes here);
# EXPERIMENT=quick for a smoke test, EXPERIMENT=aa for the noise floor.
# As root it installs what is missing and the extension into PG_CONFIG's
# server first; otherwise that server must have this tree's module.
EXPERIMENT ?= default
# e.g. BENCH_FLAGS="-o results/DIR -s runs=3": scripts/bench -h
bench:
	scripts/setup build bench
	$(MAKE) all
	$(if $(IS_ROOT),$(MAKE) install)
	PG_CONFIG=$(PG_CONFIG) PG_TEST_USER=$(PG_TEST_USER) scripts/bench $(BENCH_FLAGS) $(EXPERIMENT)

# The trace corpus into results/DATE-corpus/ (scripts/corpus -h; 21 minutes
# for results/2026-12-06-corpus): every workload traced under stock
# clock-sweep at 16MB and 32MB, pgtrace and oracleGeneral, zstd, with a
# manifest.
corpus:
	scripts/setup build bench
	$(MAKE) all
	$(if $(IS_ROOT),$(MAKE) install)
	PG_CONFIG=$(PG_CONFIG) PG_TEST_USER=$(PG_TEST_USER) scripts/corpus $(CORPUS_FLAGS)

# results/leaderboard.md and its plots from the committed runs and corpus
# (scripts/leaderboard -h; 36 s of simulation for the committed one)
leaderboard: all
	scripts/setup build bench
	scripts/leaderboard $(LEADERBOARD_FLAGS)

clean:
	$(MAKE) -C extension PG_CONFIG=$(PG_CONFIG) clean
	rm -f policies/test/test_policies policies/test/test_framework policies/test/test_partition extension/test/test_pageclass \
	  extension/test/test_counters extension/test/test_elfcheck extension/test/test_jump extension/test/test_versioncheck extension/test/test_loadtrack extension/test/test_mapfind \
	  $(SIM) policies/test/test_sim
	rm -rf tmp_install build
