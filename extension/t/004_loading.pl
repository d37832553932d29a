# Loading and settings: not preloaded, redirect off (core's freelist whole),
# an entry another tool changed, a bad policy and a
# misspelled setting in postgresql.conf, bad and good reloads.
use strict;
use warnings;
use FindBin;
use lib $FindBin::RealBin;

use EvictorTest;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;

# Not in shared_preload_libraries: every function says so.
my $plain = PostgreSQL::Test::Cluster->new('plain');
$plain->init;
$plain->start;
$plain->safe_psql('postgres', 'CREATE EXTENSION pg_evictor');
foreach my $fn (qw(pg_evictor_status() pg_evictor_counters() pg_evictor_reset()))
{
	my ($ret, $stdout, $stderr) =
	  $plain->psql('postgres', "SELECT * FROM $fn");
	isnt($ret, 0, "$fn fails when not preloaded");
	like($stderr, qr/ERROR:  pg_evictor must be loaded via shared_preload_libraries/,
		"$fn names shared_preload_libraries");
}
$plain->stop;

# redirect = off: core's evictor, status says so, counters are NULL, and
# page keys, though asked for, leave the mapping table alone.
my $off = evictor_node('off',
	conf => "pg_evictor.redirect = off\npg_evictor.page_keys = on\n");
is( $off->safe_psql('postgres',
		'SELECT redirected, redirect_detail FROM pg_evictor_status()'),
	'f|pg_evictor.redirect is off: core\'s evictor is in use',
	'redirect off: not redirected');
is( $off->safe_psql('postgres',
		'SELECT allocations IS NULL AND victims IS NULL AND ticks IS NULL FROM pg_evictor_counters()'),
	't', 'redirect off: counters are NULL');
ok($off->log_contains('pg_evictor.redirect is off'), 'redirect off: logged');
ok(!$off->log_contains('page keys from the buffer mapping table'),
	'redirect off: page keys do not redirect the mapping table');
my (undef, undef, $keys_err) =
  $off->psql('postgres', 'SELECT count(*) FROM pg_evictor_page_keys()');
like($keys_err, qr/needs pg_evictor's evictor, and pg_evictor\.redirect is off/,
	'redirect off: page keys refused, saying why');
$off->stop;

# redirect = off with partitions: core's freelist stays whole.  Autoprewarm
# loads blocks only while core's have_free_buffer() says the freelist has
# some: cut at partition 0's end (128 of 512 buffers), it stopped early.
my $core = evictor_node('corefree', conf => q{
shared_preload_libraries = 'pg_evictor,pg_prewarm'
shared_buffers = 4MB
pg_evictor.redirect = off
pg_evictor.partitions = 4
pg_prewarm.autoprewarm_interval = 0
});
$core->safe_psql('postgres', q{
CREATE EXTENSION pg_prewarm;
CREATE TABLE warm AS SELECT g, repeat('x', 500) AS pad FROM generate_series(1, 2000) g;
SELECT pg_prewarm('warm');
});
$core->restart;
ok($core->wait_for_log(qr/autoprewarm successfully prewarmed \d+ of \d+ previously-loaded blocks/),
	'redirect off, 4 partitions: autoprewarm finished');
my ($loaded, $listed) = slurp_file($core->logfile)
  =~ /autoprewarm successfully prewarmed (\d+) of (\d+) previously-loaded blocks/;
cmp_ok($listed, '>', 200, "redirect off, 4 partitions: $listed blocks to prewarm");
is($loaded, $listed,
	'redirect off, 4 partitions: autoprewarm found free buffers for every block');
$core->stop;

# A bad policy in postgresql.conf stops the start, listing valid values.
my $bad = evictor_node('bad', nostart => 1, conf => "pg_evictor.policy = 'mru'\n");
ok(!$bad->start(fail_ok => 1), 'bad policy in postgresql.conf: start fails');
ok( $bad->log_contains(
		'invalid value for parameter "pg_evictor.policy": "mru"'),
	'bad policy: the log names the parameter and value');
ok($bad->log_contains('Available values: clocksweep, hotcool, secondchance'),
	'bad policy: the log lists the valid values');

# A misspelled setting stops the start too: the arm would otherwise run on
# the default, with only a WARNING in the log.
my $typo = evictor_node('typo', nostart => 1,
	conf => "pg_evictor.polcy = 'hotcool'\n");
ok(!$typo->start(fail_ok => 1), 'misspelled setting: start fails');
ok($typo->log_contains('unrecognized configuration parameter "pg_evictor.polcy"'),
	'misspelled setting: the log names it');
ok($typo->log_contains(q{pg_evictor's settings are: .*pg_evictor\.policy}),
	'misspelled setting: the log lists the valid names');

# An entry another tool has changed is refused, not written over: a
# preloaded library rewrites StrategyGetBuffer's second instruction into an
# equivalent encoding before the server starts (x86-64 frame-pointer builds).
SKIP:
{
	my $lib = PostgreSQL::Test::Utils::tempdir . '/plant_entry.so';
	skip 'no C compiler for the planted entry', 3
	  if system('cc', '-shared', '-fPIC', '-O2', '-o', $lib,
		"$FindBin::RealBin/plant_entry.c", '-ldl') != 0;
	my $planted = evictor_node('planted', nostart => 1);
	{
		local $ENV{LD_PRELOAD} = $lib;
		$planted->start;
	}
	skip 'StrategyGetBuffer of this server does not start as the plant expects', 3
	  unless $planted->log_contains('plant_entry: rewrote');
	ok( $planted->log_contains(
			'pg_evictor could not replace the buffer evictor: StrategyGetBuffer: its first \d+ bytes differ from the executable\'s file'),
		'changed entry: refused, and the log says why');
	ok(!$planted->log_contains('pg_evictor: redirected'), 'changed entry: nothing redirected');
	is($planted->safe_psql('postgres', 'SELECT count(*) > 0 FROM pg_class'), 't',
		'changed entry: the server runs on core\'s evictor');
	$planted->stop;
}

# Reloads: a good one switches the policy in force, a bad one is refused
# and changes nothing.
my $node = evictor_node('reload');
ok($node->log_contains('pg_evictor: redirected \d+ functions of freelist.c: StrategyGetBuffer'),
	'start-up LOG says what was redirected');
set_policy($node, 'secondchance', 3);
is($node->safe_psql('postgres', 'SELECT policy, max_usage FROM pg_evictor_status()'),
	'secondchance|3', 'reload switched policy and cap');
my ($ok, $out, $err) = run_pgbench($node, '-i', '-s', '1', '-q');
ok($ok, 'pgbench -i under secondchance') or diag($err);

# postgresql.auto.conf is read last: ALTER SYSTEM's good value is there
$node->append_conf('postgresql.auto.conf', "pg_evictor.policy = 'mru'\n");
$node->reload;
ok( $node->wait_for_log(
		qr/invalid value for parameter "pg_evictor.policy": "mru"/),
	'bad reload value logged');
is($node->safe_psql('postgres', 'SELECT policy FROM pg_evictor_status()'),
	'secondchance', 'bad reload value changes nothing');
is($node->safe_psql('postgres', 'SELECT 1'), '1', 'server still up');
$node->stop;

done_testing();
