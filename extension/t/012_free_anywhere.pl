# With partitions, a free buffer anywhere is used before any eviction, as
# core's one freelist would: one backend loading a table that fits the free
# buffers (pg_prewarm, then autoprewarm at start-up, which loads while
# have_free_buffer() says yes) keeps every page it loaded, with no sweep
# victim, the buffers outside its home partition counted as steals.
use strict;
use warnings;
use FindBin;
use lib $FindBin::RealBin;

use EvictorTest;
use PostgreSQL::Test::Utils;
use Test::More;

# 19 has no freelist (core's sweep claims never-used buffers as its hand
# reaches them): a partition's sweep then finds only its own, and those of
# other partitions are reached by balancing alone.
my $node = evictor_node('free', nostart => 1, conf => q{
shared_buffers = 4MB
pg_evictor.partitions = 8
autovacuum = off
pg_prewarm.autoprewarm = off
});
plan skip_all => 'PostgreSQL 19 has no freelist' if $node->pg_version->major >= 19;
$node->append_conf('postgresql.conf',
	"shared_preload_libraries = 'pg_evictor,pg_prewarm'\n");
$node->start;
$node->safe_psql('postgres', q{
CREATE EXTENSION pg_evictor;
CREATE EXTENSION pg_prewarm;
CREATE EXTENSION pg_buffercache;
CREATE TABLE t (id int, pad text);
INSERT INTO t SELECT g, repeat('x', 800) FROM generate_series(1, 1800) g;
VACUUM t;
CHECKPOINT;
});
my $blocks = $node->safe_psql('postgres',
	"SELECT pg_relation_size('t') / current_setting('block_size')::int");
my $resident = q{SELECT count(*) FROM pg_buffercache
  WHERE relfilenode = pg_relation_filenode('t') AND relforknumber = 0
    AND reldatabase = (SELECT oid FROM pg_database WHERE datname = current_database())};
my $sweep_victims = 'SELECT sum(victims - freelist_hits - ring_reuses), sum(steals) FROM pg_evictor_counters()';

# One backend, an empty cache: the table fits the free buffers, not a
# partition (64 buffers).
$node->restart;
my ($free) = $node->safe_psql('postgres',
	'SELECT count(*) FROM pg_buffercache WHERE relfilenode IS NULL');
cmp_ok($blocks, '>', 3 * 64, "the table ($blocks blocks) is larger than 3 partitions");
cmp_ok($blocks, '<', $free - 20, "and fits the free buffers ($free)");
$node->safe_psql('postgres', 'SELECT pg_evictor_reset()');
is($node->safe_psql('postgres', "SELECT pg_prewarm('t', 'buffer')"), $blocks,
	'pg_prewarm loaded the table');
my $resident_after = $node->safe_psql('postgres', $resident);
is($resident_after, $blocks, "pg_prewarm: all $blocks blocks stay resident");
my ($sweep, $steals) = split /\|/, $node->safe_psql('postgres', $sweep_victims);
is($sweep, 0, 'pg_prewarm: no sweep victim while buffers were free');
cmp_ok($steals, '>', 0, "pg_prewarm: free buffers of other partitions taken ($steals steals)");

# autoprewarm: dump what is loaded, restart, let the worker load it back.
$node->safe_psql('postgres', 'SELECT autoprewarm_dump_now()');
$node->append_conf('postgresql.conf', "pg_prewarm.autoprewarm = on\n");
$node->restart;
my $done = 0;
for (1 .. 300)
{
	last if $done = $node->log_contains('autoprewarm successfully prewarmed');
	select(undef, undef, undef, 0.1);
}
ok($done, 'autoprewarm finished');
is($node->safe_psql('postgres', $resident), $blocks,
	"autoprewarm: all $blocks blocks of the table loaded back");
($sweep) = split /\|/, $node->safe_psql('postgres', $sweep_victims);
is($sweep, 0, 'autoprewarm: no sweep victim while buffers were free');
$node->stop;
done_testing();
