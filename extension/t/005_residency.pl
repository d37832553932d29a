# Residency by page class against the server's own view of each page: on an
# idle server whose indexes of every access method are wholly resident, the
# kind and level counts of pg_evictor_residency() must equal what
# pageinspect says of every resident page (btree, GiST, GIN, hash, BRIN),
# what the raw special space says (SP-GiST and bloom, which pageinspect has
# no functions for), and what pg_buffercache says of heap, sequence, fsm, vm
# and unused buffers.  A second table, mostly deleted and vacuumed, leaves
# deleted btree, GiST, GIN and bloom pages, which must be counted as level
# 'deleted', never as the leaves they were.  The same counts by relation and
# fork (pg_evictor_residency_relations()) must equal the server's, a TOAST
# table's among them.
use strict;
use warnings;
use FindBin;
use lib $FindBin::RealBin;

use EvictorTest;
use PostgreSQL::Test::Utils;
use Test::More;

my $node = evictor_node('residency', conf => q{
shared_buffers = 32MB
autovacuum = off
});
$node->safe_psql('postgres', q{
CREATE EXTENSION pageinspect;
CREATE EXTENSION pg_buffercache;
CREATE EXTENSION pg_prewarm;
CREATE EXTENSION bloom;
CREATE TABLE t (id int, txt text, p point, arr int[], a int, b int);
INSERT INTO t SELECT g, md5(g::text), point(g % 317, g / 317),
                     ARRAY[g % 100, g % 37, g % 11], g % 97, g % 89
  FROM generate_series(1, 40000) g;
CREATE INDEX t_btree ON t (txt);
CREATE INDEX t_gist ON t USING gist (p);
CREATE INDEX t_spgist ON t USING spgist (p);
CREATE INDEX t_gin ON t USING gin (arr) WITH (fastupdate = on);
CREATE INDEX t_hash ON t USING hash (id);
CREATE INDEX t_brin ON t USING brin (id) WITH (pages_per_range = 1);
CREATE INDEX t_bloom ON t USING bloom (a, b);
CREATE SEQUENCE s;
SELECT nextval('s');
-- values stored out of line: 3,200 hex digits that pglz cannot shrink below
-- the TOAST threshold
CREATE TABLE toasty (id int, big text);
INSERT INTO toasty SELECT g, (SELECT string_agg(md5(g::text || '.' || i::text), '')
                                FROM generate_series(1, 100) i)
  FROM generate_series(1, 60) g;
-- rows after the GIN build land in its pending list
INSERT INTO t SELECT g, md5(g::text), point(0, 0), ARRAY[g], 1, 1
  FROM generate_series(40001, 40300) g;
VACUUM t;
-- deleted pages: most rows gone, their index pages emptied and deleted
CREATE TABLE del (id int, p point, arr int[], a int, b int);
INSERT INTO del SELECT g, point(g % 211, g / 211), ARRAY[g % 3], g % 97, g % 89
  FROM generate_series(1, 60000) g;
CREATE INDEX del_btree ON del (id);
CREATE INDEX del_gist ON del USING gist (p);
CREATE INDEX del_gin ON del USING gin (arr);
CREATE INDEX del_bloom ON del USING bloom (a, b);
DELETE FROM del WHERE id > 1000;
VACUUM del;
SELECT pg_prewarm(c.oid::regclass) FROM pg_class c
 WHERE c.relname IN ('t', 't_btree', 't_gist', 't_spgist', 't_gin', 't_hash',
                     't_brin', 't_bloom', 's', 'del', 'del_btree', 'del_gist',
                     'del_gin', 'del_bloom', 'toasty')
    OR c.oid = (SELECT reltoastrelid FROM pg_class WHERE relname = 'toasty');
});

# What the server says each resident page is, by class (then by relation).
my $classified_sql = q{
WITH pages AS (
  SELECT c.oid::regclass::text AS rel, c.relkind, am.amname, b.relforknumber AS fork,
         b.relblocknumber AS blk
    FROM pg_buffercache b
    JOIN pg_class c ON c.oid = pg_filenode_relation(b.reltablespace, b.relfilenode)
    LEFT JOIN pg_am am ON am.oid = c.relam
   WHERE b.reldatabase IN (0, (SELECT oid FROM pg_database
                                WHERE datname = current_database()))
), classified AS (
  SELECT CASE WHEN fork = 1 THEN 'fsm'
              WHEN fork = 2 THEN 'vm'
              WHEN relkind = 'S' THEN 'sequence'
              WHEN relkind IN ('r', 't', 'm') THEN 'heap'
              ELSE amname END AS kind,
         CASE WHEN fork <> 0 OR relkind IN ('S', 'r', 't', 'm') THEN 'none'
              WHEN amname = 'btree' THEN
                CASE WHEN blk = 0 THEN 'meta'
                     -- deleted, and half-dead (being deleted)
                     WHEN (bt_page_stats(rel, blk)).type IN ('d', 'e') THEN 'deleted'
                     WHEN (bt_page_stats(rel, blk)).btpo_level = 0 THEN 'leaf'
                     ELSE 'inner' END
              WHEN amname = 'gist' THEN
                (SELECT CASE WHEN 'deleted' = ANY (o.flags) THEN 'deleted'
                             WHEN 'leaf' = ANY (o.flags) THEN 'leaf' ELSE 'inner' END
                   FROM gist_page_opaque_info(get_raw_page(rel, blk)) o)
              WHEN amname = 'gin' THEN
                (SELECT CASE WHEN 'meta' = ANY (o.flags) THEN 'meta'
                             WHEN 'deleted' = ANY (o.flags) THEN 'deleted'
                             WHEN 'leaf' = ANY (o.flags) OR 'list' = ANY (o.flags) THEN 'leaf'
                             ELSE 'inner' END
                   FROM gin_page_opaque_info(get_raw_page(rel, blk)) o)
              WHEN amname = 'hash' THEN
                CASE hash_page_type(get_raw_page(rel, blk))
                     WHEN 'metapage' THEN 'meta' WHEN 'bitmap' THEN 'meta'
                     WHEN 'bucket' THEN 'leaf' WHEN 'overflow' THEN 'leaf'
                     ELSE 'none' END
              WHEN amname = 'brin' THEN
                CASE brin_page_type(get_raw_page(rel, blk))
                     WHEN 'meta' THEN 'meta' WHEN 'revmap' THEN 'inner'
                     ELSE 'leaf' END
              -- no pageinspect functions: read the special space's flags
              WHEN amname = 'spgist' THEN
                (SELECT CASE WHEN f & 1 <> 0 THEN 'meta'
                             WHEN f & 4 <> 0 THEN 'leaf' ELSE 'inner' END
                   FROM (SELECT get_byte(r, s) + 256 * get_byte(r, s + 1) AS f
                           FROM (SELECT get_raw_page(rel, blk) AS r,
                                        (page_header(get_raw_page(rel, blk))).special AS s) x) y)
              WHEN amname = 'bloom' THEN
                (SELECT CASE WHEN f & 1 <> 0 THEN 'meta' WHEN f & 2 <> 0 THEN 'deleted'
                             ELSE 'leaf' END
                   FROM (SELECT get_byte(r, s + 2) + 256 * get_byte(r, s + 3) AS f
                           FROM (SELECT get_raw_page(rel, blk) AS r,
                                        (page_header(get_raw_page(rel, blk))).special AS s) x) y)
         END AS level, rel, fork
    FROM pages
)};
my $expected_sql = $classified_sql . q{
SELECT kind || '/' || level || '=' || count(*) FROM classified
 GROUP BY kind, level ORDER BY kind, level};
my $expected_rel_sql = $classified_sql . q{
SELECT rel || ' ' || (ARRAY['main', 'fsm', 'vm', 'init'])[fork + 1] || ' ' || kind || '/' ||
       level || '=' || count(*) FROM classified
 GROUP BY rel, fork, kind, level ORDER BY 1};

my $ours_sql = q{
SELECT kind || '/' || level || '=' || buffers FROM pg_evictor_residency()
 WHERE kind NOT IN ('unused', 'unknown') ORDER BY kind, level};
my $ours_rel_sql = q{
SELECT relation::text || ' ' || fork || ' ' || kind || '/' || level || '=' || buffers
  FROM pg_evictor_residency_relations() WHERE kind <> 'unknown' ORDER BY 1};

# One session, whose first readings load the catalogs they need; then the
# server's view, ours, and the server's again: equal readings around ours
# mean the pool held still while it was read.
my @out = split /\n---\n/, $node->safe_psql('postgres',
	join("; SELECT '---'; ", $ours_sql, $ours_rel_sql, $expected_sql, $expected_rel_sql,
		$expected_sql, $expected_rel_sql, $ours_sql, $ours_rel_sql, $expected_sql,
		$expected_rel_sql));
my ($expected, $expected_rel, $ours, $ours_rel, $expected2, $expected_rel2) = @out[ 4 .. 9 ];
is($expected2, $expected, 'the pool held still while it was read');
is($expected_rel2, $expected_rel, 'the pool held still while it was read, by relation');
my %exp = map { split /=/ } split /\n/, $expected;
my %got = map { split /=/ } split /\n/, $ours;
foreach my $kind (qw(btree gist gin hash brin spgist bloom heap sequence fsm vm))
{
	my @levels = sort grep { m{^$kind/} } keys %{ { %exp, %got } };
	ok(@levels, "$kind pages resident");
	foreach my $kl (@levels)
	{
		is($got{$kl} // 0, $exp{$kl} // 0, "$kl: pg_evictor_residency agrees");
	}
}
note('deleted pages as pageinspect sees them: '
	  . join(', ', map { "$_=$exp{$_}, ours " . ($got{$_} // 0) } grep { /deleted/ } sort keys %exp));
# the levels every access method has here
foreach my $kl (qw(btree/leaf btree/inner btree/meta gist/leaf gist/inner
	gin/leaf gin/inner gin/meta hash/leaf hash/meta brin/leaf brin/inner
	brin/meta spgist/leaf spgist/inner spgist/meta bloom/leaf bloom/meta
	btree/deleted gist/deleted gin/deleted bloom/deleted))
{
	cmp_ok($exp{$kl} // 0, '>', 0, "$kl present in the test data");
}

# by relation: every relation, fork and class the server sees, with as many
# buffers, and nothing else (the catalogs' own pages included)
is($ours_rel, $expected_rel, 'pg_evictor_residency_relations agrees, relation by relation');
my $toast = $node->safe_psql('postgres',
	q{SELECT reltoastrelid::regclass FROM pg_class WHERE relname = 'toasty'});
like($ours_rel, qr/^\Q$toast\E main heap\/none=[1-9]/m, "the TOAST table $toast is resident");
like($ours_rel, qr/^t fsm fsm\/none=[1-9]/m, "t's free space map is resident");
like($ours_rel, qr/^t vm vm\/none=[1-9]/m, "t's visibility map is resident");
like($ours_rel, qr/^t_btree main btree\/inner=[1-9]/m, "t_btree's inner pages are resident");

# by file: every buffer once; the unused ones one row, its file null
is( $node->safe_psql('postgres', q{
	SELECT sum(buffers) = (SELECT setting::int FROM pg_settings WHERE name = 'shared_buffers')
	       AND count(*) FILTER (WHERE kind = 'unused') <= 1
	       AND count(*) FILTER (WHERE kind = 'unused' AND num_nulls(reltablespace, reldatabase,
	                                                   relfilenode, fork) <> 4) = 0
	       AND count(*) FILTER (WHERE kind <> 'unused' AND num_nulls(reltablespace, reldatabase,
	                                                    relfilenode, fork) <> 0) = 0
	  FROM pg_evictor_residency_files()}),
	't', 'residency by file sums to NBuffers, the unused buffers in one row');

# unused buffers are the ones pg_buffercache says hold nothing
is( $node->safe_psql('postgres', q{
	SELECT (SELECT coalesce(sum(buffers), 0) FROM pg_evictor_residency() WHERE kind = 'unused')
	     = (SELECT count(*) FROM pg_buffercache WHERE relfilenode IS NULL)}),
	't', 'unused buffers agree with pg_buffercache');
is( $node->safe_psql('postgres', q{
	SELECT sum(buffers) = (SELECT setting::int FROM pg_settings WHERE name = 'shared_buffers')
	  FROM pg_evictor_residency()}),
	't', 'residency sums to NBuffers');

$node->stop;
done_testing();
