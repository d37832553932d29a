# The counters against what the server itself shows, not against each
# other: freelist hits against the buffers pg_buffercache finds unused,
# ring reuses and allocations against a bulk read of a table of known size
# (pg_statio's reads) and core's ring size, ring rejects against a bulk read
# of pages whose hint bits each need a WAL record, dirty victims against a
# table written whole through a pool that cannot hold it, and the residency
# histogram against pg_buffercache's usagecount.  Each catches one mutant of
# scripts/test/mutants.txt that the other tests let through.
use strict;
use warnings;
use FindBin;
use lib $FindBin::RealBin;

use EvictorTest;
use PostgreSQL::Test::Utils;
use Test::More;

# 128 buffers, checksums on (a hint bit then needs a WAL record), nothing
# beside the session touching buffers or writing them: no autovacuum, no
# bgwriter writes, no checkpoints; the WAL writer paused where a ring's
# rejects are counted, so that the WAL of a bulk read's hint bits stays
# unflushed while its ring comes round.
my $node = evictor_node('truth', checksums => 1, nostart => 1, sync_io => 1, conf => exact_conf() . q{
max_worker_processes = 0
max_parallel_workers_per_gather = 0
bgwriter_lru_maxpages = 0
checkpoint_timeout = 1d
max_wal_size = 10GB
synchronize_seqscans = off
jit = off
});
$node->start;

my $nbuffers = 128;
my $ring = 16;    # core's bulk-read ring: 256kB, at most an eighth of the pool

sub q1 { return $node->safe_psql('postgres', $_[0]); }

my @cols = qw(allocations ring_reuses ring_rejects freelist_hits victims
  dirty_victims demotions);
my $counters_sql = "SELECT 'C:' || concat_ws('|', "
  . join(', ', map { "coalesce(sum($_)::text, '')" } @cols)
  . ') FROM pg_evictor_counters()';

# Run $work in one session, between two readings of the counters taken in
# that session once its caches are warm (a new session's catalog reads
# would count too), after $pre if given; $extra, a query run with the
# readings, gives its value with the first reading.  Returns (counter
# changes, $extra's value, the last line $work printed).
sub across
{
	my ($work, $extra, $pre) = @_;
	$extra //= 'SELECT 0';
	$pre = $pre ? "$pre;" : '';
	my $read = "SELECT 'X:' || ($extra); $counters_sql;";
	my @lines = split /\n/, q1("$read $pre $read $work; $read");
	my @c = map { [ split /\|/, substr($_, 2) ] } grep { /^C:/ } @lines;
	my @x = map { substr($_, 2) } grep { /^X:/ } @lines;
	my @out = grep { !/^[CX]:/ } @lines;
	my %d;
	@d{@cols} = map { $c[2][$_] - $c[1][$_] } 0 .. $#cols;
	return (\%d, $x[1], $out[-1]);
}

$node->safe_psql('postgres', q{
CREATE EXTENSION pg_evictor;
CREATE EXTENSION pg_buffercache;
CREATE EXTENSION pg_prewarm;
});

q1(q{
CREATE TABLE filler (id int, pad text) WITH (fillfactor = 10);
INSERT INTO filler SELECT g, repeat('f', 500) FROM generate_series(1, 1000) g;
CHECKPOINT;
});

# -- freelist hits (19 has no freelist): every buffer in use came off the
# freelist at least once (nothing else makes a never-used buffer valid),
# and a freed buffer is taken from it again.
my $d;
SKIP:
{
	skip 'PostgreSQL 19 has no freelist', 6 if $node->pg_version->major >= 19;
	my ($used, $hits) = split /\|/, q1(q{
	SELECT (SELECT count(*) FROM pg_buffercache WHERE relfilenode IS NOT NULL),
	       (SELECT sum(freelist_hits) FROM pg_evictor_counters())});
	cmp_ok($used, '>', 0, "buffers in use at start ($used)");
	cmp_ok($hits, '>=', $used, "freelist hits ($hits) cover every buffer in use ($used)");

	# A pool full of one table, then a table of 40 pages read in and dropped:
	# its buffers go back to the freelist, and the next reads must take them
	# from there before the sweep takes anything.
	q1(q{
	CREATE TABLE dropme (id int, pad text) WITH (fillfactor = 10);
	INSERT INTO dropme SELECT g, repeat('d', 500) FROM generate_series(1, 40) g;
	CREATE TABLE after (id int, pad text) WITH (fillfactor = 10);
	INSERT INTO after SELECT g, repeat('a', 500) FROM generate_series(1, 400) g;
	CHECKPOINT;
	});
	q1(q{SELECT pg_prewarm('filler')});
	my $unused = 'SELECT count(*) FROM pg_buffercache WHERE relfilenode IS NULL';
	($d, my $free) = across(qq{SELECT pg_prewarm('after')}, $unused,
		# at usage 3, the DROP's own catalog reads cannot sweep them out first
		q{SELECT pg_prewarm('dropme'), pg_prewarm('dropme'), pg_prewarm('dropme');
		  DROP TABLE dropme});
	cmp_ok($free, '>=', 30, "DROP TABLE freed buffers ($free unused)");
	is(q1($unused), 0, 'the reads after the DROP used every freed buffer');
	cmp_ok($d->{freelist_hits}, '>=', $free,
		"freelist hits after the DROP ($d->{freelist_hits}) >= buffers it freed ($free)");
	cmp_ok($d->{freelist_hits}, '<=', $free + 3,
		"freelist hits after the DROP ($d->{freelist_hits}) <= buffers it freed ($free) + 3");
}

# -- a bulk read of clean pages: the ring of 16 is filled once by the normal
# evictor, and reused for every other page read.
q1(q{
CREATE TABLE clean (id int, pad text) WITH (fillfactor = 10);
INSERT INTO clean SELECT g, repeat('c', 500) FROM generate_series(1, 1000) g;
VACUUM clean;
CHECKPOINT;
});
q1(q{SELECT pg_prewarm('filler')});    # clean out of the pool
my $pages = q1(q{SELECT pg_relation_size('clean') / current_setting('block_size')::int});
# a session's reads reach the statistics as it exits, after psql returns:
# wait for the sessions before (VACUUM's) and the scan's to be gone
ok(wait_stats_flushed($node), 'the sessions before the scan are gone');
my $reads0 = q1(q{SELECT heap_blks_read FROM pg_statio_user_tables WHERE relname = 'clean'});
($d) = across('SELECT count(*) FROM clean');
ok(wait_stats_flushed($node), "the scan's session is gone");
my $reads = q1(q{SELECT heap_blks_read FROM pg_statio_user_tables WHERE relname = 'clean'})
  - $reads0;
cmp_ok($reads, '>=', $pages - $nbuffers,
	"the scan read most of clean's $pages pages ($reads)");
SKIP:
{
	# 17's read streams look ahead holding as many pins as the ring has
	# buffers, so how often a slot is free to reuse depends on the I/O (0 of
	# 1,000 pages was seen on 17, with few allocations): the bound holds
	# before read streams only.
	skip 'the clean ring bound holds before 17 (read streams)', 2
	  if $node->pg_version >= 17;
	cmp_ok($d->{ring_reuses}, '>=', $reads - $ring - 10,
		"clean bulk read: ring reuses ($d->{ring_reuses}) >= pages read ($reads) - ring ($ring) - 10");
	cmp_ok($d->{allocations}, '<=', $ring + 20,
		"clean bulk read: allocations ($d->{allocations}) <= ring ($ring) + 20");
}

# -- a bulk read whose every page gets a WAL record (the first hint bit
# after a checkpoint, with checksums): each ring buffer needs a WAL flush
# when the ring comes round, and is rejected.
q1(q{
CREATE TABLE hinted (id int, pad text) WITH (fillfactor = 10);
INSERT INTO hinted SELECT g, repeat('h', 500) FROM generate_series(1, 1000) g;
});
q1(q{SELECT pg_prewarm('filler')});
q1('CHECKPOINT');
$pages = q1(q{SELECT pg_relation_size('hinted') / current_setting('block_size')::int});
($d) = with_walwriter_paused($node, sub { across('SELECT count(*) FROM hinted') });
cmp_ok($d->{ring_rejects}, '>=', $pages / 2,
	"bulk read setting hint bits: ring rejects ($d->{ring_rejects}) >= half its $pages pages");

# -- dirty victims: a table written whole, 4000 rows on as many pages as
# fillfactor 10 takes, through 128 buffers with no bgwriter writes and no
# checkpoint: all but what the pool holds must leave it dirty.
q1(q{SELECT pg_prewarm('filler')});
q1('CHECKPOINT');
q1('CREATE TABLE written (id int, pad text) WITH (fillfactor = 10)');
($d) = across(q{INSERT INTO written SELECT g, repeat('w', 500) FROM generate_series(1, 1000) g});
$pages = q1(q{SELECT pg_relation_size('written') / current_setting('block_size')::int});
cmp_ok($d->{dirty_victims}, '>=', $pages - $nbuffers,
	"dirty victims ($d->{dirty_victims}) >= pages written ($pages) - buffers ($nbuffers)");
my $dirty_classes = q1('SELECT sum(dirty) FROM pg_evictor_victims()');
cmp_ok($dirty_classes, '>=', $pages - $nbuffers,
	"dirty victims by class ($dirty_classes) >= pages written - buffers");

# -- the residency histogram against pg_buffercache: a table of 40 pages
# read three times: most of its buffers at usage 2 or more.
q1(q{
CREATE TABLE hot (id int, pad text) WITH (fillfactor = 10);
INSERT INTO hot SELECT g, repeat('u', 500) FROM generate_series(1, 40) g;
});
q1(q{SELECT pg_prewarm('hot'); SELECT pg_prewarm('hot'); SELECT pg_prewarm('hot')});
# Twice in one session, the second time compared: each query's first
# planning in a session reads catalog pages, changing their usage counts.
my $histograms = q{
SELECT string_agg(u || ':' || n, ' ' ORDER BY u) FROM
  (SELECT usage_count AS u, sum(buffers) AS n FROM pg_evictor_residency_detail()
    WHERE usage_count > 0 GROUP BY 1) e;
SELECT '---';
SELECT string_agg(u || ':' || n, ' ' ORDER BY u) FROM
  (SELECT usagecount AS u, count(*) AS n FROM pg_buffercache
    WHERE usagecount > 0 GROUP BY 1) b;
SELECT '---';
};
my (undef, undef, $ours, $core) = split /\n---\n?/, q1($histograms . $histograms);
my %ours = map { split /:/ } split / /, $ours // '';
my %core = map { split /:/ } split / /, $core // '';
my $hot = 0;
$hot += $core{$_} // 0 for 2 .. 5;
cmp_ok($hot, '>=', 30, "pg_buffercache: $hot buffers at usage 2 or more");
my $off = 0;
$off += abs(($ours{$_} // 0) - ($core{$_} // 0)) for 1 .. 5;
cmp_ok($off, '<=', 6,
	"residency by usage ($ours) matches pg_buffercache ($core) within 6 buffers");

# -- demotions against pg_buffercache's usage counts: a read of 1000 pages,
# each pinned once, adds one to a usage count per page (those at 5 aside),
# and every usage count the sweep takes away is a demotion, so demotions =
# pins that raised a count - (the pool's usage sum after - before).
my $usage_sum = 'SELECT sum(usagecount) FROM pg_buffercache';
($d, my $sum_before, my $sum_after) = across(
	qq{SELECT pg_prewarm('filler'); $usage_sum}, $usage_sum);
$pages = q1(q{SELECT pg_relation_size('filler') / current_setting('block_size')::int});
my $expected = $pages - ($sum_after - $sum_before);
cmp_ok(abs($d->{demotions} - $expected), '<=', 0.1 * $expected + 10,
	"demotions ($d->{demotions}) = pages read ($pages) - usage sum change "
	  . "($sum_before -> $sum_after), within 10% + 10");

# -- the bgwriter's allocation count (buffers_alloc) the evictor reports
alloc_agree_ok('pg_stat_bgwriter.buffers_alloc', wait_alloc_agree($node));

# -- the cap: with max_usage = 1 a buffer at usage 5 is evicted on the
# hand's second visit, with the cap at 5 on its sixth.  Reads of other
# pages until the hand has gone 2.5 times round the pool (the ticks) must
# leave nothing of a table read five times.
set_policy($node, 'clocksweep', 1);
my $left = (split /\n/, q1(q{
SELECT pg_prewarm('hot'), pg_prewarm('hot'), pg_prewarm('hot'), pg_prewarm('hot'), pg_prewarm('hot');
DO $$
DECLARE
  t0 bigint;
  b int := 0;
BEGIN
  SELECT sum(ticks) INTO t0 FROM pg_evictor_counters();
  WHILE (SELECT sum(ticks) FROM pg_evictor_counters()) - t0 < 320 AND b < 990 LOOP
    PERFORM pg_prewarm('filler', 'buffer', 'main', b, b + 9);
    b := b + 10;
  END LOOP;
END $$;
SELECT count(*) FROM pg_buffercache WHERE relfilenode = pg_relation_filenode('hot')}))[-1];
cmp_ok($left, '<=', 2,
	"max_usage = 1: $left of hot's 40 buffers (usage 5) left after 2.5 turns of the hand");

$node->stop;
done_testing();
