# pg_evictor.page_keys: the key each buffer's page has, kept from the buffer
# mapping table's inserts and deletes, must be the key of the page the
# buffer's header names, for every buffer holding a page, after a workload
# that loads, evicts, extends (TPC-B, COPY), scans with a ring and drops; a
# drop frees the keys of its buffers without loading anything, and a crash
# restart starts the keys again.
use strict;
use warnings;
use FindBin;
use lib $FindBin::RealBin;

use EvictorTest;
use IPC::Run;
use PostgreSQL::Test::Utils;
use Test::More;

# 16 MB: twice pgbench_accounts at scale 2 still evicts, and the catalog
# reads of a DROP do not evict the dropped table first (on 128 buffers they
# do, and the commit's drop finds few of its pages left)
my $node = evictor_node('keys', checksums => 1, conf => q{
shared_buffers = 16MB
pg_evictor.page_keys = on
restart_after_crash = on
autovacuum = off
});
$node->safe_psql('postgres', 'CREATE EXTENSION pg_buffercache');
# (19~rc1 compares below 19 as a PostgreSQL::Version: ask the server)
my $v19 = $node->safe_psql('postgres',
	q{SELECT current_setting('server_version_num')::int >= 190000}) eq 't';
ok( $node->log_contains(
		qr/page keys from the buffer mapping table: redirected BufTableInsert, BufTableDelete/),
	'the mapping table is redirected');

# buffers holding a page whose key is not its page's; holding one; keys
# kept for buffers holding none (19 leaves an extension's trimmed victims
# so, unseen until the safety net of the policies issue)
sub agree
{
	my ($name) = @_;
	my ($wrong, $held, $stale) = split /\|/, $node->safe_psql('postgres', q{
		SELECT count(*) FILTER (WHERE page_key IS NOT NULL AND key IS DISTINCT FROM page_key),
		       count(page_key),
		       count(*) FILTER (WHERE page_key IS NULL AND key IS NOT NULL)
		  FROM pg_evictor_page_keys()});
	is($wrong, 0, "$name: every buffer's key is its page's ($held buffers hold a page)");
	cmp_ok($held, '>', 100, "$name: buffers hold pages");
	if (!$v19)
	{
		is($stale, 0, "$name: no key kept for a buffer without a page");
	}
	else
	{
		note("$name: $stale keys kept for buffers without a page");
	}
}

sub key_counts
{
	my ($loads, $frees, $collisions, $undos) = split /\|/,
	  $node->safe_psql('postgres', 'SELECT * FROM pg_evictor_page_key_counts()');
	return { loads => $loads, frees => $frees, collisions => $collisions, undos => $undos };
}

my ($ok, $out, $err) = run_pgbench($node, '-i', '-s', '2', '-q');
ok($ok, 'pgbench -i') or diag($err);
agree('after pgbench -i');

pgbench_ok($node, 'TPC-B', '-c', '4', '-j', '2', transactions(1500));
pgbench_ok($node, 'select-only', '-S', '-c', '4', '-j', '2', transactions(5000));
$node->safe_psql('postgres', 'SELECT count(*) FROM pgbench_accounts');
$node->safe_psql('postgres', 'CHECKPOINT');
agree('after TPC-B and a ring scan');

# Many clients after the same cold pages: a scan has just evicted them.
my @readers;
for my $i (1 .. 4)
{
	push @readers, IPC::Run::start(
		[ 'psql', '-X', '-q', '-h', $node->host, '-p', $node->port, '-d', 'postgres', '-c',
		  q{DO $$ BEGIN FOR i IN 1..20 LOOP
		      PERFORM count(*) FROM pgbench_branches;
		      PERFORM count(*) FROM pgbench_tellers;
		      PERFORM abalance FROM pgbench_accounts WHERE aid IN (1, 50000, 100000, 150000);
		      PERFORM count(*) FROM pgbench_history;
		    END LOOP; END $$} ]);
}
$_->finish for @readers;
agree('after concurrent readers');

# A drop frees its buffers' keys and loads nothing
$node->safe_psql('postgres', q{
CREATE TABLE dropped AS SELECT g AS id, repeat('x', 500) AS pad FROM generate_series(1, 600) g;
SELECT count(*) FROM dropped;
});
my $resident = $node->safe_psql('postgres', q{
SELECT count(*) FROM pg_buffercache
 WHERE relfilenode = pg_relation_filenode('dropped')
   AND reldatabase = (SELECT oid FROM pg_database WHERE datname = current_database())});
cmp_ok($resident, '>', 10, "the table to drop holds $resident buffers");
my $before = key_counts();
$node->safe_psql('postgres', 'DROP TABLE dropped');
my $after = key_counts();
cmp_ok($after->{frees} - $before->{frees}, '>=', $resident,
	'DROP TABLE freed at least its buffers\' keys ('
	  . ($after->{frees} - $before->{frees}) . " for $resident)");
agree('after DROP TABLE');

$before = key_counts();
$node->safe_psql('postgres', 'TRUNCATE pgbench_history');
$after = key_counts();
cmp_ok($after->{frees}, '>=', $before->{frees}, 'TRUNCATE counted');
agree('after TRUNCATE');

my $c = key_counts();
note("loads $c->{loads}, frees $c->{frees}, collisions $c->{collisions}, undos $c->{undos}");
cmp_ok($c->{loads}, '>', 1000, 'loads counted');

# A crash restart starts the keys again, and they agree again
my ($bout, $berr) = ('', '');
my $sleeper = IPC::Run::start(
	[ 'psql', '-X', '-h', $node->host, '-p', $node->port, '-d', 'postgres', '-c',
	  'SELECT pg_sleep(60)' ],
	'>', \$bout, '2>', \$berr);
$node->poll_query_until('postgres',
	"SELECT count(*) = 1 FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(60)'")
  or die 'no sleeper';
my $sleeping = $node->safe_psql('postgres',
	"SELECT pid FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(60)'");
my $offset = -s $node->logfile;
ok(kill('KILL', $sleeping), 'killed a backend');
$sleeper->finish;
ok(wait_crash_restart($node, $offset), 'server back after crash restart');
my $restarted = key_counts();
cmp_ok($restarted->{loads}, '<', $c->{loads},
	"the counts started again ($restarted->{loads} loads, $c->{loads} before)");
pgbench_ok($node, 'after restart', '-c', '2', transactions(500));
agree('after the crash restart');

$node->stop;
done_testing();
