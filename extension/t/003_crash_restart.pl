# kill -9 of a backend under pgbench: the postmaster's crash restart
# re-initialises pg_evictor's shared state (the redirection stays, the
# counters start again, counters_since moves), pgbench runs again cleanly,
# and nothing committed is lost.
use strict;
use warnings;
use FindBin;
use lib $FindBin::RealBin;

use EvictorTest;
use IPC::Run;
use PostgreSQL::Test::Utils;
use Test::More;

my $node = evictor_node('crash', checksums => 1,
	conf => "restart_after_crash = on\npg_evictor.policy = hotcool\n");
my ($ok, $out, $err) = run_pgbench($node, '-i', '-s', '2', '-q');
ok($ok, 'pgbench -i') or diag($err);

$node->safe_psql('postgres',
	'CREATE TABLE kept (id int); INSERT INTO kept SELECT generate_series(1, 1000)');
my $since1 = $node->safe_psql('postgres',
	'SELECT counters_since FROM pg_evictor_status()');

# pgbench in the background, then kill one of its backends
my $offset = -s $node->logfile;
my $victim = kill_under_pgbench($node);
ok($victim, "killed backend $victim");

ok(wait_crash_restart($node, $offset), 'server back after crash restart');
ok($node->log_contains('all server processes terminated; reinitializing'),
	'the postmaster reinitialised shared memory');

my ($redirected, $policy, $fresh) = split /\|/,
  $node->safe_psql('postgres',
	"SELECT redirected, policy, counters_since > '$since1' FROM pg_evictor_status()");
is($redirected, 't', 'redirection survives the crash restart');
is($policy, 'hotcool', 'policy survives the crash restart');
is($fresh, 't', 'counters_since moved');

pgbench_ok($node, 'after restart', '-c', '8', '-j', '2', transactions(500));
is($node->safe_psql('postgres', 'SELECT count(*) FROM kept'), '1000',
	'committed rows kept');
cmp_ok(counters($node)->{victims}, '>', 0, 'the evictor runs after the restart');

$node->command_ok(
	[ 'pg_amcheck', '-h', $node->host, '-p', $node->port,
	  '--install-missing', '--heapallindexed', '-d', 'postgres' ],
	'pg_amcheck clean after crash restart');
$node->stop;
done_testing();
