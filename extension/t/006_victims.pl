# Victims by page class: a heap-only ring scan evicts heap pages only; index
# probes through an index larger than shared_buffers give a btree share
# strictly between 0 and 100; shares sum to 100; victims of valid pages plus
# unused-buffer victims make all victims; a restart between two snapshots
# makes the diff refuse.
use strict;
use warnings;
use FindBin;
use lib $FindBin::RealBin;

use EvictorTest;
use PostgreSQL::Test::Utils;
use Test::More;

# exact_conf, and no bgwriter or checkpoint in the windows (either can pin
# a buffer a backend has chosen, which then takes another victim)
my $node = evictor_node('victims', conf => exact_conf()
	  . "bgwriter_lru_maxpages = 0\ncheckpoint_timeout = 1d\nmax_wal_size = 10GB\n");
$node->safe_psql('postgres', q{
CREATE EXTENSION pg_prewarm;
CREATE TABLE scanme AS SELECT g AS id, repeat('s', 400) AS pad
  FROM generate_series(1, 20000) g;
});

# One session: prewarm fills the pool with the table's own pages (evicting
# everything else), a first scan and a first call of each function warm this
# backend's caches, prewarm again, reset, then the measured ring scan touches
# nothing but the table.
my $kinds = $node->safe_psql('postgres', q{
SELECT pg_prewarm('scanme');
SELECT count(*) FROM scanme;
SELECT count(*) FROM pg_evictor_victims();
SELECT pg_evictor_reset();
SELECT pg_prewarm('scanme');
SELECT pg_evictor_reset();
SELECT count(*) FROM scanme;
SELECT string_agg(kind || '/' || level || '=' || victims, ',' ORDER BY kind, level)
  FROM pg_evictor_victims();
});
my @lines = split /\n/, $kinds;
my $victims = $lines[-1];
like($victims, qr{^heap/none=\d+$}, "heap-only ring scan evicts heap pages only ($victims)");
cmp_ok(($victims =~ /=(\d+)/)[0], '>', 100, 'the scan evicted');
is($node->safe_psql('postgres', 'SELECT ring_reuses > 0 FROM pg_evictor_counters()'),
	't', 'the scan used its ring');

# Index probes: pgbench_accounts_pkey (4.5 MB at scale 2) against 1 MB.
my ($ok, $out, $err) = run_pgbench($node, '-i', '-s', '2', '-q');
ok($ok, 'pgbench -i') or diag($err);
# pgbench -i's backend flushes its counts as it exits: not into the window
ok(wait_stats_flushed($node), "pgbench -i's backend flushed its statistics");
# each snapshot between two readings of the counts it stores (reads_baseline:
# each backend's in both counts or neither): the counts only grow, so what
# the snapshot stored lies between them
my $a_lo = reads_baseline($node);
$node->safe_psql('postgres', "SELECT pg_evictor_snapshot('probe-a')");
my $a_hi = reads_baseline($node);
pgbench_ok($node, 'select-only', '-S', '-c', '4', transactions(5000));
ok(wait_stats_flushed($node), "pgbench's backends flushed their statistics");
my $b_lo = reads_baseline($node);
$node->safe_psql('postgres', "SELECT pg_evictor_snapshot('probe-b')");
my $b_hi = reads_baseline($node);

# (a NULL value, as freelist_hits on 19, is an empty field, kept as one)
my %d = map { my ($k, $v) = split /\|/, $_, -1; ($k, $v) } split /\n/,
  $node->safe_psql('postgres', "SELECT metric, value FROM pg_evictor_diff('probe-a', 'probe-b')");
cmp_ok($d{index_eviction_share}, '>', 0, "btree share > 0 ($d{index_eviction_share})");
cmp_ok($d{index_eviction_share}, '<', 100, 'btree share < 100');
my $shares = 0;
$shares += $d{$_} for grep { /^eviction_share\./ } keys %d;
cmp_ok(abs($shares - 100), '<', 0.01, "shares sum to 100 ($shares)");
is($d{victims_valid} + $d{victims_unused}, $d{victims},
	'victims of valid pages + unused-buffer victims = victims');
my $by_class = 0;
$by_class += $d{$_} for grep { /^victims\./ } keys %d;
is($by_class, $d{victims}, 'victims by class add up');
cmp_ok($d{index_hit_ratio}, '>', 0, "index hit ratio measured ($d{index_hit_ratio})");
cmp_ok($d{index_leaf_resident}, '>', 0, 'index leaf pages resident');
# From 16 on the server counts evictions itself, once a victim holding a
# page is its own (bufmgr gives a victim back when another backend pinned
# it, or holds its content lock, before it was emptied, or a bulk read
# rejects it; it then takes another, and pg_evictor counts both).  So
# victims of valid pages >= pg_stat_io's evictions + reuses, read so that
# each backend's are in both counts or neither (reads_baseline); with one
# client and nothing else in the server that pins (no bgwriter, checkpoint
# or autovacuum here), nothing gives a victim back: the two are equal.
SKIP:
{
	skip 'pg_stat_io needs PostgreSQL 16', 8 if $node->pg_version < 16;
	# the diff's figures are the stored counts' differences
	for (['victims_valid', 'valid'], [ 'io.evictions + io.reuses', 'evicted' ])
	{
		my ($metric, $k) = @$_;
		my $got = $k eq 'valid' ? $d{victims_valid} : $d{'io.evictions'} + $d{'io.reuses'};
		my ($lo, $hi) = ($b_lo->{$k} - $a_hi->{$k}, $b_hi->{$k} - $a_lo->{$k});
		ok($lo <= $got && $got <= $hi, "diff $metric $got lies in [$lo, $hi]");
	}
	# the 4-client window between the readings around the snapshots
	my ($v, $io) = ($b_lo->{valid} - $a_hi->{valid}, $b_lo->{evicted} - $a_hi->{evicted});
	ok($io <= $v && $v > 0,
		"4 clients: $v victims of valid pages, pg_stat_io $io evictions + reuses, none more");
	pgbench_ok($node, 'select-only, one client', '-S', '-c', '1', transactions(1500));
	my $one = reads_baseline($node);
	($v, $io) = ($one->{valid} - $b_hi->{valid}, $one->{evicted} - $b_hi->{evicted});
	ok($v == $io && $v > 0,
		"one client: $v victims of valid pages = pg_stat_io $io evictions + reuses");
}

note("probe diff: victims $d{victims}, btree share $d{index_eviction_share}, "
	  . "heap share $d{heap_eviction_share}, index hit ratio $d{index_hit_ratio}");

# A restart between two snapshots: the counters started again.
$node->restart;
$node->safe_psql('postgres', "SELECT pg_evictor_snapshot('after-restart')");
my ($ret, $stdout, $stderr) = $node->psql('postgres',
	"SELECT * FROM pg_evictor_diff('probe-b', 'after-restart')");
isnt($ret, 0, 'diff across a restart fails');
like($stderr, qr/the counters restarted between snapshots "probe-b" and "after-restart"/,
	'diff across a restart says why');
like($stderr, qr/server started/, 'diff across a restart shows both start times');
is($node->safe_psql('postgres', 'SELECT count(*) FROM pg_evictor_snapshots'), '3',
	'snapshots survive the restart');

$node->stop;
done_testing();
