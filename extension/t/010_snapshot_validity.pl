# When a diff of two snapshots would report what did not happen, it is
# refused: the server's statistics reset between them (pg_stat_reset(),
# pg_stat_reset_shared('bgwriter'), and 'io' from 16 on), snapshots copied
# into another database by CREATE DATABASE ... TEMPLATE; and a snapshot
# taken while another session resets the counters under pgbench reads
# counters_since and every partition's counters from one side of the reset.
use strict;
use warnings;
use FindBin;
use lib $FindBin::RealBin;

use EvictorTest;
use IPC::Run;
use PostgreSQL::Test::Utils;
use Test::More;

my $node = evictor_node('validity', conf => q{
pg_evictor.partitions = 4
});
my $v16 = $node->safe_psql('postgres',
	q{SELECT current_setting('server_version_num')::int >= 160000});
$node->safe_psql('postgres', q{
CREATE TABLE work (id int PRIMARY KEY, pad text);
INSERT INTO work SELECT g, repeat('x', 300) FROM generate_series(1, 20000) g;
});
my $workload = q{
SELECT count(*) FROM work WHERE id IN (SELECT (g * 7919) % 20000 FROM generate_series(1, 3000) g);
SELECT pg_stat_force_next_flush();
};

# the deltas of the server's statistics that a reset would turn negative
my $negatives_sql = q{
SELECT coalesce(string_agg(metric || ' ' || value, ', ' ORDER BY metric), 'none')
  FROM pg_evictor_diff(:'a', :'b')
 WHERE (metric LIKE 'db.%' OR metric LIKE 'bgwriter.%' OR metric LIKE 'io.%'
        OR metric LIKE '%hit_ratio') AND (value < 0 OR value > 100 AND metric LIKE '%ratio')};

my @resets = ([ 'pg_stat_reset()', 'pg_stat_database' ],
	[ q{pg_stat_reset_shared('bgwriter')}, 'pg_stat_bgwriter' ]);
push @resets, [ q{pg_stat_reset_shared('io')}, 'pg_stat_io' ] if $v16 eq 't';
my $n = 0;
foreach my $r (@resets)
{
	my ($call, $view) = @$r;
	$n++;
	# stats_reset moves on every reset: keep two apart
	$node->safe_psql('postgres', "SELECT pg_evictor_snapshot('r${n}a');" . $workload);
	$node->safe_psql('postgres', "SELECT pg_sleep(0.01); SELECT $call;" . $workload
		  . "SELECT pg_evictor_snapshot('r${n}b');");
	my ($ret, $out, $err) = $node->psql('postgres', $negatives_sql,
		extra_params => [ '-v', "a=r${n}a", '-v', "b=r${n}b" ]);
	like($err, qr/statistics were reset between snapshots "r${n}a" and "r${n}b"/,
		"$call between snapshots: the diff refuses") or diag("diff's negative deltas: $out");
	like($err, qr/DETAIL:  stats_reset of [^\n]*\Q$view\E/, "$call: the detail names $view");
}

# the same with no reset: every delta in range
$node->safe_psql('postgres', "SELECT pg_evictor_snapshot('c1');" . $workload
	  . "SELECT pg_evictor_snapshot('c2');");
is($node->safe_psql('postgres', $negatives_sql, extra_params => [ '-v', 'a=c1', '-v', 'b=c2' ]),
	'none', 'no reset: the diff has no negative delta');

# Snapshots copied into another database
$node->safe_psql('postgres', "SELECT pg_evictor_snapshot('p1');" . $workload
	  . "SELECT pg_evictor_snapshot('p2');");
$node->safe_psql('postgres', 'CREATE DATABASE b TEMPLATE postgres');
$node->safe_psql('b', "SELECT pg_evictor_snapshot('b1')");
my ($ret, $out, $err) = $node->psql('b',
	q{SELECT metric, value FROM pg_evictor_diff('p2', 'b1') WHERE metric LIKE 'db.%'});
like($err, qr/snapshots "p2" and "b1" were taken in different databases/,
	'a diff of a copied snapshot and a new one refuses') or diag("the diff said: $out");
like($err, qr/"p2" was taken in database postgres \(OID \d+\), "b1" in b \(OID \d+\)/,
	'the detail names both databases');
is($node->safe_psql('b',
		q{SELECT count(*) > 0 FROM pg_evictor_diff('p1', 'p2') WHERE metric = 'db.xact_commit'}),
	't', 'two copied snapshots still diff');

# A reset in one session while another snapshots, with pgbench running.
run_pgbench($node, '-i', '-s', '2', '-q');
my ($bout, $berr) = ('', '');
local $ENV{PGAPPNAME} = 'evictor_bench';
my $bench = IPC::Run::start(
	[ 'pgbench', '-h', $node->host, '-p', $node->port, '-c', '3', '-T', '25',
	  'postgres' ],
	'>', \$bout, '2>', \$berr);
my ($rout, $rerr) = ('', '');
$ENV{PGAPPNAME} = 'evictor_resetter';
my $resetter = IPC::Run::start(
	[ 'psql', '-X', '-h', $node->host, '-p', $node->port, '-d', 'postgres', '-c',
	  q{DO $$ BEGIN FOR i IN 1..4000 LOOP PERFORM pg_evictor_reset(); PERFORM pg_sleep(CASE WHEN i % 10 = 0 THEN 0.6 ELSE 0.002 END); END LOOP; END $$} ],
	'>', \$rout, '2>', \$rerr);
delete $ENV{PGAPPNAME};
$node->poll_query_until('postgres', q{
SELECT count(*) FILTER (WHERE application_name = 'evictor_resetter') = 1
   AND count(*) FILTER (WHERE application_name = 'evictor_bench') = 3
  FROM pg_stat_activity}) or die 'the resetter or pgbench did not start';
# Snapshots for 15 s (at most 3000), however long one takes on this version;
# every failure's message is kept.
my ($tried, $taken, $elapsed, $unexpected) = split /\|/, $node->safe_psql('postgres', q{
CREATE TABLE raced_ids (id bigint);
CREATE TABLE raced_tries (n int, seconds float8);
CREATE TABLE raced_errors (message text);
DO $$
DECLARE
    tries int := 0;
    began timestamptz := clock_timestamp();
    stop timestamptz := clock_timestamp() + interval '15 s';
BEGIN
    WHILE clock_timestamp() < stop AND tries < 3000 LOOP
        tries := tries + 1;
        BEGIN
            INSERT INTO raced_ids SELECT pg_evictor_snapshot('raced' || tries);
        EXCEPTION WHEN others THEN
            INSERT INTO raced_errors VALUES (SQLERRM);
        END;
    END LOOP;
    INSERT INTO raced_tries
      VALUES (tries, extract(epoch FROM clock_timestamp() - began));
END$$;
SELECT (SELECT n FROM raced_tries), count(*), (SELECT seconds FROM raced_tries),
       (SELECT count(*) FROM raced_errors
         WHERE message !~ '^the counters were reset 10 times while snapshot "raced\d+" read them$')
  FROM raced_ids;
});
$resetter->kill_kill;
$bench->finish;
note("snapshots taken under resets: $taken of $tried");

# Consecutive snapshots with the same counters_since are within one run of
# the counters: none of their deltas may be negative, nor any value huge.
# Ticks are only reported: the hand they are read from can step back by a
# partition's size for a moment, with no reset at all.
my $pairs = $node->safe_psql('postgres', q{
WITH s AS (
  SELECT s.id, s.counters_since,
         lag(s.id) OVER (ORDER BY s.id) AS prev,
         lag(s.counters_since) OVER (ORDER BY s.id) AS prev_since
    FROM pg_evictor_snapshots s WHERE s.id IN (SELECT id FROM raced_ids)
), tot AS (
  SELECT c.snapshot, sum(c.allocations) AS allocations, sum(c.ticks) AS ticks,
         (SELECT coalesce(sum(v.victims), 0) FROM pg_evictor_snapshot_victims v
           WHERE v.snapshot = c.snapshot) AS victims,
         max(greatest(c.allocations, c.ticks, c.victims, c.demotions)) AS biggest
    FROM pg_evictor_snapshot_counters c GROUP BY c.snapshot
)
SELECT count(*) FILTER (WHERE s.counters_since = s.prev_since),
       count(*) FILTER (WHERE s.counters_since <> s.prev_since),
       count(*) FILTER (WHERE s.counters_since = s.prev_since
                          AND (b.allocations < a.allocations OR b.victims < a.victims)),
       coalesce(min(b.allocations - a.allocations) FILTER (WHERE s.counters_since = s.prev_since), 0),
       coalesce(min(b.victims - a.victims) FILTER (WHERE s.counters_since = s.prev_since), 0),
       coalesce(min(b.ticks - a.ticks) FILTER (WHERE s.counters_since = s.prev_since), 0),
       (SELECT count(*) FROM tot WHERE biggest > 4611686018427387904)
  FROM s JOIN tot a ON a.snapshot = s.prev JOIN tot b ON b.snapshot = s.id});
my ($same, $across, $negative, $min_alloc, $min_victims, $min_ticks, $huge) = split /\|/, $pairs;
note("pairs with equal counters_since: $same, across a reset: $across, with a negative delta: $negative "
	  . "(least allocations $min_alloc, victims $min_victims, ticks $min_ticks)");
# A snapshot gives up only after the counters were reset under 10 of its
# reads in a row; the snapshots run one after another in one session, so
# each failure used up 10 resets of its own.  The resetter resets in bursts
# of 10, at least 0.6 s apart: a window of $elapsed seconds holds at most
# floor($elapsed / 0.6) + 2 bursts, so at most that many failures, and any
# other error is a bug.
is($unexpected, 0, 'a snapshot under resets fails only for 10 resets in a row');
my $bursts = int($elapsed / 0.6) + 2;
cmp_ok($tried - $taken, '<=', $bursts,
	"snapshots under resets are taken: $taken of $tried, at most one failure a burst of resets ($bursts bursts at most)");
# The resetter pauses 0.6 s after every tenth reset, longer than several
# snapshots take, so pairs within one run of the counters exist whatever the
# machine's speed (with resets only 2 ms apart, a quiet run on 17 had none);
# its bursts still land inside snapshots being taken.
cmp_ok($same, '>=', 3, 'some consecutive snapshots fell between two resets');
cmp_ok($across, '>=', 3, 'some consecutive snapshots have a reset between them');
is($negative, 0, 'no pair within one run of the counters has a negative delta');
is($huge, 0, 'no counter read as an underflowed huge value');

$node->stop;
done_testing();
