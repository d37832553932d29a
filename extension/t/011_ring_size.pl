# Ring sizes users choose (16 and later: BUFFER_USAGE_LIMIT,
# vacuum_buffer_usage_limit, 0 to 16 GB) give core's ring: the same number
# of buffers, capped at NBuffers / 8, none for 0.  Read back, not just "no
# error": a VACUUM of a table twice the cap, run on an empty cache, leaves
# exactly its ring's buffers holding the table's pages (all of them without
# a ring).  Each size runs under core's evictor (pg_evictor.redirect = off)
# and under ours, and both must match core's rule.
use strict;
use warnings;
use FindBin;
use lib $FindBin::RealBin;

use EvictorTest;
use PostgreSQL::Test::Utils;
use Test::More;

my $node = evictor_node('rings', nostart => 1, sync_io => 1, conf => q{
shared_buffers = 16MB
autovacuum = off
max_parallel_maintenance_workers = 0
bgwriter_lru_maxpages = 0
});
if ($node->pg_version < 16)
{
	plan skip_all => 'PostgreSQL 15 has no BUFFER_USAGE_LIMIT and no '
	  . 'vacuum_buffer_usage_limit (16 added them), so users cannot size a '
	  . 'ring; the size rule is unit-tested in policies/test';
}
$node->start;
$node->safe_psql('postgres', q{
CREATE EXTENSION pg_evictor;
CREATE EXTENSION pg_buffercache;
CREATE TABLE t (id int, pad text) WITH (autovacuum_enabled = off);
INSERT INTO t SELECT g, repeat('x', 800) FROM generate_series(1, 5400) g;
VACUUM t;
CHECKPOINT;
});
my $nbuffers = $node->safe_psql('postgres', 'SELECT nbuffers FROM pg_evictor_status()');
my $blocks = $node->safe_psql('postgres',
	"SELECT pg_relation_size('t') / current_setting('block_size')::int");
my $cap = int($nbuffers / 8);
cmp_ok($blocks, '>=', 2 * $cap, "the table ($blocks blocks) is twice the cap ($cap)");
cmp_ok($blocks, '<', $nbuffers / 2, 'and fits the pool without a ring');

# core's GetAccessStrategyWithSize, in Perl
sub core_ring
{
	my ($kb) = @_;
	my $n = int($kb / 8);
	return 0 if $n == 0;
	return $n < $cap ? $n : $cap;
}

my $resident = q{SELECT count(*) FROM pg_buffercache
  WHERE relfilenode = pg_relation_filenode('t') AND relforknumber = 0
    AND reldatabase = (SELECT oid FROM pg_database WHERE datname = current_database())};

# [what the test says, the statement, the ring's size in kB]
my @cases = (
	map({ [ "BUFFER_USAGE_LIMIT '${_}kB'",
			"VACUUM (DISABLE_PAGE_SKIPPING, BUFFER_USAGE_LIMIT '${_}kB') t", $_ ] }
		0, 128, 256, 8 * ($cap - 1), 8 * $cap - 1, 8 * $cap, 8 * $cap + 8),
	[ "BUFFER_USAGE_LIMIT '2GB'",
	  "VACUUM (DISABLE_PAGE_SKIPPING, BUFFER_USAGE_LIMIT '2GB') t", 2 * 1024 * 1024 ],
	[ "vacuum_buffer_usage_limit = '3GB'",
	  "SET vacuum_buffer_usage_limit = '3GB'; VACUUM (DISABLE_PAGE_SKIPPING) t",
	  3 * 1024 * 1024 ],
	[ "BUFFER_USAGE_LIMIT '16GB'",
	  "VACUUM (DISABLE_PAGE_SKIPPING, BUFFER_USAGE_LIMIT '16GB') t", 16 * 1024 * 1024 ]);

my %core;
foreach my $redirect ('off', 'on')
{
	$node->append_conf('postgresql.conf', "pg_evictor.redirect = $redirect\n");
	foreach my $case (@cases)
	{
		my ($what, $sql, $kb) = @$case;
		my $want = core_ring($kb) || $blocks;

		# an empty cache: every block of the table is read through the ring
		$node->restart;
		my ($rc, $out, $err) = $node->psql('postgres', $sql);
		is($rc, 0, "redirect $redirect, $what: VACUUM succeeds") or diag($err);
		my $got = $node->safe_psql('postgres', $resident);
		is($got, $want, "redirect $redirect, $what: $want buffers hold the table ("
			  . (core_ring($kb) ? 'the ring' : 'no ring') . ')');
		if ($redirect eq 'off')
		{
			$core{$what} = $got;
		}
		else
		{
			is($got, $core{$what}, "$what: the ring core builds");
		}
	}
}
is($node->safe_psql('postgres', 'SELECT redirected FROM pg_evictor_status()'),
	't', 'the last arm ran our evictor');
ok(!$node->log_contains('invalid memory alloc request|PANIC|TRAP'),
	'no allocation error, no crash');
$node->stop;
done_testing();
