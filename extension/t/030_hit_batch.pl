# pg_evictor.hit_batch (BP-Wrapper, framework.c): the policies that hear
# every hit hear them in batches.  Live on 128 buffers with data checksums,
# under pgbench TPC-B and select-only: no failed transaction, one victim per
# allocation, pg_amcheck clean, the policy holding exactly the frames with
# pages; every committed hit reached a frame the policy holds; each lock
# hold for a full queue carried at least hit_batch hits; and a reload to 0
# hears each hit at once again.
use strict;
use warnings;
use FindBin;
use lib $FindBin::RealBin;

use EvictorTest;
use PostgreSQL::Test::Utils;
use Test::More;

my $batch = 32;
my $node = evictor_node('hit_batch', checksums => 1, sync_io => 1,
	conf => "pg_evictor.policy = lru\npg_evictor.hit_batch = $batch\n"
	  . exact_conf());
is($node->safe_psql('postgres', 'SHOW pg_evictor.hit_batch'), $batch,
	"hit_batch = $batch");
my ($ok, $out, $err) = run_pgbench($node, '-i', '-s', '4', '-q');
ok($ok, 'pgbench -i') or diag($err);

my %prev = (hit_commits => 0, hits_committed => 0, hits_stale => 0);
foreach my $policy (qw(lru arc lru2 wtinylfu lirs))
{
	set_policy($node, $policy) unless $policy eq 'lru';
	my $before = counters($node);
	pgbench_ok($node, "$policy TPC-B", '-c', '4', '-j', '2', transactions(300));
	pgbench_ok($node, "$policy select-only", '-S', '-c', '4', '-j', '2',
		transactions(2000));
	my $after = counters($node);
	my %d = map { $_ => $after->{$_} - $before->{$_} } keys %$after;
	is($d{victims}, $d{allocations} + $d{ring_reuses},
		"$policy: one victim per allocation or ring reuse");

	my $st = state_of($node);
	my %dh = map { $_ => ($st->{$_} // 0) - $prev{$_} } keys %prev;
	%prev = map { $_ => $st->{$_} // 0 } keys %prev;
	note("$policy: " . join(', ', map { "$_ $dh{$_}" } sort keys %dh)
		  . ", hit_trylocks_failed $st->{hit_trylocks_failed}, hit_flushes $st->{hit_flushes}, victims $d{victims}");
	# select-only hits far more than it misses, and the hits were heard
	cmp_ok($dh{hits_committed}, '>', $d{victims},
		"$policy: committed hits ($dh{hits_committed}) outnumber victims ($d{victims})");
	cmp_ok($dh{hit_commits}, '>', 0, "$policy: full queues committed");
	# a full queue holds at least $batch hits: at most one lock hold per
	# $batch hits (flushes at exit are counted apart)
	cmp_ok($dh{hit_commits} * $batch, '<=',
		$dh{hits_committed} + $dh{hits_stale},
		"$policy: at most one lock hold per $batch hits");
	# lru, adopted at start-up, heard every hit since, each committed from
	# a queue or heard at once (a process whose hit_batch was still 0: a
	# background worker at its start): one snapshot, read under the
	# instance's lock, counts both sides.  lru and arc count a hit of a
	# frame they do not hold apart: a committed hit's key matched, so the
	# frame holds that page.
	if ($policy eq 'lru')
	{
		is($st->{hits}, $st->{hits_committed} + $st->{hits_at_once},
			"lru: its hits ($st->{hits}) are the committed hits and those heard at once ($st->{hits_at_once})");
		is($st->{hits_ignored}, 0, 'lru: no committed hit of a frame it does not hold');
	}
	is($st->{hits_ignored}, 0, 'arc: no committed hit of a frame it does not hold')
	  if $policy eq 'arc';
	holds_the_pool($node, $policy);
	$node->command_ok(
		[ 'pg_amcheck', '-h', $node->host, '-p', $node->port,
		  '--install-missing', '--heapallindexed', '-d', 'postgres' ],
		"$policy: pg_amcheck clean");
}

# hit_batch = 0 by a reload: each hit heard at once, no commit of a queue
{
	$node->safe_psql('postgres',
		'ALTER SYSTEM SET pg_evictor.hit_batch = 0; SELECT pg_reload_conf()');
	$node->poll_query_until('postgres',
		"SELECT current_setting('pg_evictor.hit_batch') = '0'");
	my $st0 = state_of($node);
	# each client's session reads the new setting at its start
	pgbench_ok($node, 'lirs select-only, hit_batch 0', '-S', '-c', '4', '-j', '2',
		transactions(1000));
	my $st1 = state_of($node);
	is($st1->{hit_commits}, $st0->{hit_commits},
		'hit_batch 0: no queue committed');
	cmp_ok($st1->{hits_at_once} - $st0->{hits_at_once}, '>', 1000 * 4,
		'hit_batch 0: hits heard at once (' . ($st1->{hits_at_once} - $st0->{hits_at_once}) . '), more than one per transaction');
}

ok(!$node->log_contains('no unpinned buffers available'),
	'never "no unpinned buffers available" in the log');
$node->stop;

done_testing();
