# pg_evictor_policy_queues() lists every queue whole, whatever size its
# settings allow: S3-FIFO's ghost and 2Q's A1out at 4 x the frames (issue
# 32, item 5: it stopped at 2 x frames + 16 rows).  The rows of each ghost
# queue against the count the policy reports, past the old limit.
use strict;
use warnings;
use FindBin;
use lib $FindBin::RealBin;

use EvictorTest;
use PostgreSQL::Test::Utils;
use Test::More;

# 128 frames: ghosts of up to 512 keys, the old limit 272 rows
my $node = evictor_node('policy_queues', sync_io => 1, conf => q{
pg_evictor.policy = s3fifo
pg_evictor.s3fifo_ghost = 4.0
pg_evictor.twoq_kout = 4.0
autovacuum = off
});
# 2000 heap pages, each read once by an index scan (no ring buffer)
$node->safe_psql('postgres', q{
CREATE TABLE big AS SELECT g, repeat('x', 900) AS pad FROM generate_series(1, 16000) g;
CREATE INDEX ON big (g)});
my $scan = q{SET enable_seqscan = off; SET enable_bitmapscan = off;
SELECT count(pad) FROM big WHERE g > 0};

foreach my $case ([ 's3fifo', 'ghost', 'ghost' ], [ 'twoq', 'A1out', 'A1out' ])
{
	my ($policy, $queue, $figure) = @$case;
	if ($policy ne 's3fifo')
	{
		$node->append_conf('postgresql.conf', "pg_evictor.policy = $policy\n");
		$node->restart;
	}
	$node->safe_psql('postgres', $scan);
	# one statement: a new session's catalog reads would move the ghosts
	my ($listed, $held) = split /\|/, $node->safe_psql('postgres', qq{
		SELECT (SELECT count(*) FROM pg_evictor_policy_queues() WHERE queue = '$queue'),
			   (SELECT sum(value)::bigint FROM pg_evictor_policy_state() WHERE name = '$figure')});
	cmp_ok($held, '>', 2 * 128 + 16, "$policy: the $queue queue holds more than 2 x frames + 16 ($held)");
	is($listed, $held, "$policy: every key of $queue is listed");
}

$node->stop;
done_testing();
