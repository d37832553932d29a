# A/A fidelity: the clocksweep replica must choose exactly the victims core
# chooses.  One deterministic single-session workload (index lookups, a ring
# scan, updates through a ring, a bulk write, a DROP, a VACUUM) on 128
# buffers runs from the same data directory once with core's evictor
# (pg_evictor.redirect = off) and once with ours; every buffer's page and
# usage count must be the same at the end.  A replica with the cap at 4 must
# differ: the test can fail.
use strict;
use warnings;
use FindBin;
use lib $FindBin::RealBin;

use EvictorTest;
use File::Path qw(rmtree);
use PostgreSQL::Test::RecursiveCopy;
use PostgreSQL::Test::Utils;
use Test::More;

# Quiet everything that would touch buffers beside the session: autovacuum,
# the logical replication launcher, parallel workers, the bgwriter's writes
# and checkpoints (they pin buffers the sweep then skips).
my $node = evictor_node('fidelity', nostart => 1, sync_io => 1, conf => exact_conf() . q{
max_worker_processes = 0
max_parallel_workers_per_gather = 0
max_parallel_maintenance_workers = 0
bgwriter_lru_maxpages = 0
checkpoint_timeout = 1d
max_wal_size = 10GB
synchronize_seqscans = off
jit = off
});
$node->start;
$node->safe_psql('postgres', q{
CREATE EXTENSION pg_evictor;
CREATE EXTENSION pg_buffercache;
CREATE TABLE t (id int PRIMARY KEY, val int, pad text);
INSERT INTO t SELECT g, g % 1000, repeat('p', 200) FROM generate_series(1, 20000) g;
CREATE INDEX t_val ON t (val);
CREATE TABLE big AS SELECT g AS id, repeat('b', 300) AS pad
  FROM generate_series(1, 20000) g;
VACUUM ANALYZE t;
VACUUM ANALYZE big;
CHECKPOINT;
});
# The DDL above removed the relation cache's init files: let a new session
# write them, so that every arm's first session loads them instead of
# building them from the catalogs.
$node->safe_psql('postgres', 'SELECT 1');
$node->stop;

my $pristine = PostgreSQL::Test::Utils::tempdir . '/pristine';
PostgreSQL::Test::RecursiveCopy::copypath($node->data_dir, $pristine);

my $workload = q{
DO $$
DECLARE s bigint := 0; r int;
BEGIN
  FOR i IN 1..3000 LOOP
    SELECT val INTO r FROM t WHERE id = 1 + (i * 7919) % 20000;
    s := s + r;
  END LOOP;
END $$;
SELECT count(*) FROM big;
UPDATE t SET val = val + 1 WHERE id % 20 = 0;
SELECT count(*) FROM t WHERE val BETWEEN 100 AND 150;
CREATE TABLE t3 AS SELECT * FROM big WHERE id % 3 = 0;
DROP TABLE t3;
VACUUM t;
DO $$
DECLARE r int;
BEGIN
  FOR i IN 1..1000 LOOP
    SELECT val INTO r FROM t WHERE id = 1 + (i * 104729) % 20000;
  END LOOP;
END $$;
};

my $contents_sql = q{
SELECT string_agg(concat_ws(':', bufferid, relfilenode, reltablespace,
                            reldatabase, relforknumber, relblocknumber,
                            isdirty, usagecount), E'\n' ORDER BY bufferid)
  FROM pg_buffercache};

# The one source of timing left in a single session: whether the WAL
# writer ran in the middle of the UPDATE's ring scan decided, a run in a
# few, which buffer the scan's next miss took (a ring rejects its dirty
# buffer while its WAL is unflushed) and shifted every allocation after it.
# Found by diffing traces of the replica's runs: the first difference was
# always a ring miss of that scan.  So the workload runs with the WAL writer
# paused (with_walwriter_paused).

# Run the workload from the pristine copy under $conf; return the buffer
# contents, one line per buffer, and the evictor's victims (or '').
sub run_arm
{
	my ($conf) = @_;
	rmtree($node->data_dir);
	PostgreSQL::Test::RecursiveCopy::copypath($pristine, $node->data_dir);
	chmod 0700, $node->data_dir;
	$node->append_conf('postgresql.conf', $conf);
	$node->start;
	my $contents = with_walwriter_paused($node, sub {
		$node->safe_psql('postgres', $workload);
		return $node->safe_psql('postgres', $contents_sql);
	});
	my $victims = $node->safe_psql('postgres',
		'SELECT sum(victims) FROM pg_evictor_counters()');
	$node->stop;
	return ([ split /\n/, $contents ], $victims);
}

sub differing
{
	my ($a, $b) = @_;
	my $n = 0;
	for my $i (0 .. $#$a)
	{
		$n++ if ($a->[$i] // '') ne ($b->[$i] // '');
	}
	return $n;
}

# The reference: core's buffers, reproduced by a second core run.  With
# the WAL writer paused the workload is deterministic, so the two must be
# identical; if they are not, a new source of timing has appeared and the
# comparison below would mean nothing.
my ($core, $core_victims) = run_arm("pg_evictor.redirect = off\n");
is($core_victims, '', 'core arm: counters read as NULL');
is(scalar @$core, 128, 'core arm: 128 buffers');
my ($again) = run_arm("pg_evictor.redirect = off\n");
is(differing($core, $again), 0,
	'core reproduced: a second core run is identical in every buffer');

my ($replica, $victims) = run_arm(
	"pg_evictor.redirect = on\npg_evictor.policy = clocksweep\npg_evictor.max_usage = 5\n");
my $diff = differing($core, $replica);
cmp_ok($victims, '>', 1000, "replica arm evicted ($victims victims)");
is($diff, 0, 'clocksweep replica: every buffer identical to core (page and usage count)');
if ($diff)
{
	for my $i (0 .. $#$core)
	{
		diag("core $core->[$i]  ours $replica->[$i]")
		  if $core->[$i] ne $replica->[$i];
	}
}

# The same comparison on a replica known to be wrong must fail.
my ($cap4) = run_arm("pg_evictor.max_usage = 4\n");
my $diff4 = differing($core, $cap4);
cmp_ok($diff4, '>', 0, "max_usage = 4 differs from core in $diff4 buffers");

note("fidelity: core vs replica differ in $diff of 128 buffers; "
	  . "core vs max_usage=4 in $diff4");

done_testing();
