# PostgreSQL 18 built with libnuma has pg_buffercache_numa: the placement
# report must agree with it, page for page, node for node.
use strict;
use warnings;
use FindBin;
use lib $FindBin::RealBin;

use EvictorTest;
use PostgreSQL::Test::Utils;
use Test::More;

my $node = evictor_node('numareport', conf => "shared_buffers = 2MB\n");
if ($node->pg_version < 18
	|| $node->safe_psql('postgres', 'SELECT pg_numa_available()') ne 't')
{
	$node->stop;
	plan skip_all => 'pg_buffercache_numa needs PostgreSQL 18 built with libnuma';
}

$node->safe_psql('postgres', 'CREATE EXTENSION pg_buffercache');
my ($ok, $out, $err) = run_pgbench($node, '-i', '-s', '1', '-q');
ok($ok, 'pgbench -i') or diag($err);

# One session: pg_buffercache_numa maps every page of the pool in this
# backend, then both reports see the same pages.
my @out = split /\n---\n/, $node->safe_psql('postgres', q{
SELECT string_agg(node || '=' || pages, ',' ORDER BY node)
  FROM (SELECT numa_node AS node, count(DISTINCT os_page_num) AS pages
          FROM pg_buffercache_numa GROUP BY numa_node) c;
SELECT '---';
SELECT string_agg(node || '=' || pages, ',' ORDER BY node)
  FROM (SELECT node, sum(pages) AS pages FROM pg_evictor_placement()
         GROUP BY node) p;
});
isnt($out[0], '', "pg_buffercache_numa reports pages ($out[0])");
is($out[1], $out[0], 'pg_evictor_placement agrees with pg_buffercache_numa');

$node->stop;
done_testing();
