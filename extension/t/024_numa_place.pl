# numa_place = on must place the partitions' blocks, as the kernel reports
# it (/proc/PID/numa_maps, which the module never writes), not as the
# module's LOG line says: with placement a mapping of the server's shared
# memory has the policy prefer:0 (MPOL_PREFERRED: a short node places
# elsewhere instead of failing) and holds the pages of the buffer pool;
# without, none has such a policy (the check can fail).  Only one node
# here: moving pages to another node the test chose (move_pages) needs two.
use strict;
use warnings;
use FindBin;
use lib $FindBin::RealBin;

use EvictorTest;
use PostgreSQL::Test::Utils;
use Test::More;

plan skip_all => 'no /proc/self/numa_maps (kernel without NUMA)'
  unless -e '/proc/self/numa_maps';

# pages the kernel shows on node 0 in mappings with a placement policy, as a
# backend (which inherits the postmaster's mappings) sees them once it has
# read a table through every buffer (it lists only the pages it touched)
sub bound_pages
{
	my ($node) = @_;
	my $maps = $node->safe_psql('postgres',
		q{SELECT pg_prewarm('big'); SELECT pg_read_file('/proc/self/numa_maps')});
	my ($lines, $pages) = (0, 0);
	for (grep { /\s(?:prefer|bind):/ } split /\n/, $maps)
	{
		$lines++;
		$pages += $1 if /\sN0=(\d+)/;
	}
	return ($lines, $pages);
}

foreach my $place (qw(on off))
{
	my $node = evictor_node("place_$place", conf => qq{
shared_buffers = 2MB
pg_evictor.partitions = 2
pg_evictor.numa_place = $place
});
	# 1000 pages, to go through every buffer: 2MB is 512 pages of 4kB
	$node->safe_psql('postgres', q{
CREATE EXTENSION pg_prewarm;
CREATE TABLE big (id int, pad text) WITH (fillfactor = 10);
INSERT INTO big SELECT g, repeat('b', 500) FROM generate_series(1, 1000) g;
});
	my ($lines, $pages) = bound_pages($node);
	if ($place eq 'on')
	{
		cmp_ok($lines, '>=', 1, "numa_place on: $lines mapping(s) with a placement policy");
		cmp_ok($pages, '>=', 256,
			"numa_place on: $pages pages on node 0 under it (the pool is 512 pages of 4kB)");
	}
	else
	{
		is($lines, 0, 'numa_place off: no mapping with a placement policy');
	}
	$node->stop;
}

done_testing();
