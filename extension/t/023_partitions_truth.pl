# Partitions against what the server shows, not what the partition code
# computes: a backend pinned (taskset) to each CPU is served mostly by that
# CPU's partition; every buffer holds the table read through the pool with
# batched claims (a claimed position never visited keeps its old page); a
# partition whose every buffer a session pins (cursors) still lets others
# allocate; and the bgwriter's start position is the sum of the partitions'
# hands as pg_evictor_partitions shows them.
use strict;
use warnings;
use FindBin;
use lib $FindBin::RealBin;

use EvictorTest;
use IPC::Run;
use PostgreSQL::Test::Utils;
use Test::More;

my $node = evictor_node('parts', nostart => 1, sync_io => 1, conf => q{
autovacuum = off
max_logical_replication_workers = 0
max_worker_processes = 0
max_parallel_workers_per_gather = 0
bgwriter_delay = 10ms
pg_evictor.partitions = 2
pg_evictor.sweep_batch = 8
jit = off
});
$node->start;
$node->safe_psql('postgres', q{
CREATE EXTENSION pg_evictor;
CREATE EXTENSION pg_buffercache;
CREATE EXTENSION pg_prewarm;
CREATE TABLE big (id int, pad text) WITH (fillfactor = 10);
INSERT INTO big SELECT g, repeat('b', 500) FROM generate_series(1, 1000) g;
CREATE TABLE pins (id int, pad text) WITH (fillfactor = 10);
INSERT INTO pins SELECT g, repeat('p', 500) FROM generate_series(1, 400) g;
CHECKPOINT;
});

# -- batched claims: two reads of 1000 pages through 128 buffers in one
# session whose catalog lookups are already cached; afterwards every buffer
# but a few holds a page of big.
my $other = q{SELECT count(*) FROM pg_buffercache
  WHERE relfilenode IS DISTINCT FROM pg_relation_filenode('big')};
my @out = split /\n/, $node->safe_psql('postgres',
	"$other; SELECT pg_prewarm('big'); SELECT pg_prewarm('big'); $other");
cmp_ok($out[-1], '<=', 4,
	"batched claims: $out[-1] of 128 buffers hold no page of big after two reads of it");

# -- the home partition: a backend pinned to CPU c allocates mostly from
# partition c mod 2 (balancing sends it at most half of each refresh's
# allocations elsewhere).
SKIP:
{
	my $cpus = `nproc`;
	chomp $cpus;
	skip "home partitions need 2 CPUs, this has $cpus", 4 if $cpus < 2;
	for my $cpu (0, 1)
	{
		# No session before this one still exiting: a backend drops its
		# temporary table as it exits (catalog reads, hence allocations at
		# its home) and leaves pg_stat_activity only after that.
		my $share = $node->safe_psql('postgres', gone_sql() . qq{
DO \$\$ BEGIN
  -- the program reads its input: COPY's row to one already gone is EPIPE;
  -- a taskset that fails fails the COPY
  EXECUTE format('COPY (SELECT 1) TO PROGRAM %L',
                 'taskset -pc $cpu ' || pg_backend_pid() || ' >/dev/null && cat >/dev/null');
END \$\$;
SELECT pg_prewarm('pins');     -- past the next refresh of the home
CREATE TEMP TABLE before AS
  SELECT partition, allocations, victims - ring_reuses AS supplied, steals FROM pg_evictor_counters();
SELECT pg_prewarm('big');
SELECT round(sum(c.allocations - b.allocations) FILTER (WHERE c.partition = $cpu % 2)
             / sum(c.allocations - b.allocations), 2) || '|' ||
       sum(c.victims - c.ring_reuses - b.supplied) FILTER (WHERE c.partition <> $cpu % 2) || '|' ||
       sum(c.steals - b.steals)
  FROM pg_evictor_counters() c JOIN before b USING (partition);
});
		my ($away, $steals);
		($share, $away, $steals) = split /\|/, (split /\n/, $share)[-1];
		cmp_ok($share, '>=', 0.55,
			"backend on CPU $cpu: partition " . ($cpu % 2) . " served $share of its allocations");
		# A victim supplied away from home is a steal, by definition, and
		# counted where it was supplied, as steals are (allocations count
		# where a request was sent); no other process allocates here (no
		# autovacuum, no workers; the last session gone, above).
		is($steals, $away,
			"backend on CPU $cpu: steals are its victims supplied away from home ($away)");
	}
}

# -- the bgwriter's start position: once it has looked, the sum of every
# partition's ticks as pg_evictor_partitions shows them, twice (so that a
# sum at a multiple of the pool cannot pass by chance).
my $sync = q{SELECT sync_position || '|' ||
  (SELECT sum(complete_passes * nbuffers + hand - first_buffer) FROM pg_evictor_partitions())
  FROM pg_evictor_status()};
for my $round (1, 2)
{
	$node->safe_psql('postgres', "SELECT pg_prewarm('pins')") if $round == 2;
	my ($pos, $ticks);
	for (1 .. 100)
	{
		($pos, $ticks) = split /\|/, $node->safe_psql('postgres', $sync);
		last if $pos == $ticks;
		select(undef, undef, undef, 0.1);
	}
	is($pos, $ticks, "round $round: the bgwriter's position ($pos) is the partitions' ticks ($ticks)");
}

# -- fallback: a session pins every buffer of partition 0 (an open cursor
# holds the buffer of the tuple it last fetched), reading pins through the
# pool until partition 0 holds only pages it pinned; another session must
# still allocate, from partition 1.
my ($first, $count) = split /\|/,
  $node->safe_psql('postgres', 'SELECT first_buffer, nbuffers FROM pg_evictor_partitions() WHERE partition = 0');
my ($in, $pout, $perr) = ('', '', '');
my $h = IPC::Run::start(
	[ 'psql', '-X', '-At', '-v', 'ON_ERROR_STOP=1', '-h', $node->host, '-p', $node->port, '-d', 'postgres' ],
	'<', \$in, '>', \$pout, '2>', \$perr);
$in .= qq{BEGIN;
DO \$\$
DECLARE
  c refcursor;
  x record;
  b int;
  done int[] := '{}';
BEGIN
  FOR round IN 1..40 LOOP
    PERFORM pg_prewarm('pins');
    FOR b IN SELECT relblocknumber FROM pg_buffercache
              WHERE relfilenode = pg_relation_filenode('pins') AND relforknumber = 0
                AND bufferid - 1 BETWEEN $first AND $first + $count - 1 LOOP
      CONTINUE WHEN b = ANY (done);
      done := done || b;
      c := 'pin' || b;
      OPEN c FOR EXECUTE format('SELECT * FROM pins WHERE ctid = %L::tid', '(' || b || ',1)');
      FETCH c INTO x;
    END LOOP;
    EXIT WHEN (SELECT count(*) FROM pg_buffercache WHERE pinning_backends > 0
                AND bufferid - 1 BETWEEN $first AND $first + $count - 1) = $count;
  END LOOP;
END \$\$;
SELECT 'pinned:' || count(*) FROM pg_buffercache WHERE pinning_backends > 0
  AND bufferid - 1 BETWEEN $first AND $first + $count - 1;
};
my $timer = IPC::Run::timer($PostgreSQL::Test::Utils::timeout_default);
$timer->start;
$h->pump until $pout =~ /pinned:(\d+)/ || $perr =~ /ERROR/ || $timer->is_expired;
my ($pinned) = $pout =~ /pinned:(\d+)/;
is($pinned, $count, "a session pins all $count buffers of partition 0") or diag($perr);

my ($ret, $o, $err) = $node->psql('postgres', q{
SELECT pg_prewarm('big');
SELECT 'p0:' || allocations FROM pg_evictor_counters() WHERE partition = 0;});
is($ret, 0, 'with partition 0 all pinned, a read of 1000 pages succeeds') or diag($err);
unlike($err, qr/no unpinned buffers/, 'no "no unpinned buffers"');

$in .= "COMMIT;\n\\q\n";
$h->finish;
$node->stop;
done_testing();
