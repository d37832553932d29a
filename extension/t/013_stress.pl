# Randomized stress, seeded and bounded in time.  Each round draws a
# policy, max_usage, partitions (1..8), sweep_batch (1..64) and a small
# pool, starts a fresh server with them, and runs pgbench (TPC-B, bulk-read
# scans and VACUUMs, of random BUFFER_USAGE_LIMIT on 16 and later) while
# reloading drawn settings; then zero failed transactions, the invariants
# (EvictorTest::invariants_ok) and pg_amcheck.
#
#   EVICTOR_STRESS_SEED=N     replay a seed (default: a fixed one, for CI)
#   EVICTOR_STRESS_SECONDS=S  time budget (default 80)
use strict;
use warnings;
use FindBin;
use lib $FindBin::RealBin;

use EvictorTest;
use IPC::Run;
use PostgreSQL::Test::Utils;
use Test::More;
use Time::HiRes qw(time sleep);

my $seed = $ENV{EVICTOR_STRESS_SEED} // 18;
my $budget = $ENV{EVICTOR_STRESS_SECONDS} // 80;
my $run_seconds = 5;
diag("stress seed $seed (EVICTOR_STRESS_SEED=$seed replays it), budget ${budget}s");
srand($seed);

my @policies = qw(clocksweep hotcool secondchance);
sub pick { return $_[ int(rand(@_)) ]; }

sub draw_settings
{
	return {
		policy => pick(@policies),
		max_usage => 1 + int(rand(5)),
		sweep_batch => 1 + int(rand(64)),
	};
}

sub settings_conf
{
	my ($s) = @_;
	return "pg_evictor.policy = '$s->{policy}'\n"
	  . "pg_evictor.max_usage = $s->{max_usage}\n"
	  . "pg_evictor.sweep_batch = $s->{sweep_batch}\n";
}

sub describe
{
	my ($s) = @_;
	return "$s->{policy}/max_usage $s->{max_usage}/sweep_batch $s->{sweep_batch}";
}

my $start = time;
my $round = 0;
my $failures = 0;	# failed checks so far
while ($round == 0 || time - $start + 15 < $budget)
{
	$round++;
	my $settings = draw_settings();
	my $partitions = 1 + int(rand(8));
	# small pools; 8 partitions of 1MB are 16 buffers each
	my $mb = pick(1, 1, 2, 3);
	# a whole number of runs of sweep_batch per partition, now and then
	$settings->{sweep_batch} = int(128 * $mb / $partitions)
	  if rand() < 0.3 && 128 * $mb / $partitions <= 64;
	my $what = "round $round: ${mb}MB, $partitions partitions, " . describe($settings);
	note($what);

	my $node = evictor_node("stress$round", checksums => 1, conf =>
		  "shared_buffers = ${mb}MB\npg_evictor.partitions = $partitions\n"
		  . "bgwriter_delay = 10ms\nautovacuum = off\n"
		  # no parallel workers for the scan: reads_agree's readers are the
		  # 4 clients and the session reloading settings
		  . "max_parallel_workers_per_gather = 0\n" . settings_conf($settings));
	my ($ok, $out, $err) = run_pgbench($node, '-i', '-s', '1', '-q');
	ok($ok, "$what: pgbench -i") or diag($err);

	# the mix: TPC-B, a scan big enough for a bulk-read ring, VACUUMs
	my $dir = PostgreSQL::Test::Utils::tempdir;
	my @scripts = ('-b', 'tpcb-like@20');
	PostgreSQL::Test::Utils::append_to_file("$dir/scan.sql",
		"SELECT count(*) FROM pgbench_accounts;\n");
	push @scripts, '-f', "$dir/scan.sql\@1";
	my @limits;
	foreach my $i (1 .. 3)
	{
		my $table = pick(qw(pgbench_branches pgbench_tellers pgbench_history pgbench_accounts));
		my $sql = "VACUUM $table;\n";
		if ($node->pg_version >= 16)
		{
			my $kb = pick(0, 128, 256, 128 + int(rand(4096)), 2 * 1024 * 1024,
				3 * 1024 * 1024, 16 * 1024 * 1024);
			push @limits, $kb;
			$sql = "VACUUM (BUFFER_USAGE_LIMIT '${kb}kB') $table;\n";
		}
		PostgreSQL::Test::Utils::append_to_file("$dir/vacuum$i.sql", $sql);
		push @scripts, '-f', "$dir/vacuum$i.sql\@1";
	}
	note("$what: BUFFER_USAGE_LIMIT kB @limits") if @limits;

	($out, $err) = ('', '');
	my $reads = reads_baseline($node);
	my $bench = IPC::Run::start(
		[ 'pgbench', '-h', $node->host, '-p', $node->port, '-c', '4', '-j', '2',
		  '-T', $run_seconds, @scripts, 'postgres' ],
		'>', \$out, '2>', \$err);
	# reload drawn settings while it runs
	my @reloads;
	foreach (1 .. 3)
	{
		sleep(0.5 + rand($run_seconds / 3));
		my $s = draw_settings();
		push @reloads, describe($s);
		$node->safe_psql('postgres',
			"ALTER SYSTEM SET pg_evictor.policy = '$s->{policy}'; "
			  . "ALTER SYSTEM SET pg_evictor.max_usage = $s->{max_usage}; "
			  . "ALTER SYSTEM SET pg_evictor.sweep_batch = $s->{sweep_batch}; "
			  . 'SELECT pg_reload_conf()');
	}
	$ok = $bench->finish;
	note("$what: reloaded to " . join(', ', @reloads));
	my ($failed) = $out =~ /number of failed transactions: (\d+)/;
	my ($processed) = $out =~ /number of transactions actually processed: (\d+)/;
	ok($ok, "$what: pgbench exits 0") or diag($err);
	ok(defined $processed && $processed > 0, "$what: transactions processed");
	is($failed, 0, "$what: zero failed transactions");

	# quiet now: every fold done, every counter settled
	invariants_ok($node, $what);
	# the clients and the session reloading settings (autovacuum is off)
	reads_agree($node, $reads, $what, 5);
	$node->command_ok(
		[ 'pg_amcheck', '-h', $node->host, '-p', $node->port,
		  '--install-missing', '--heapallindexed', '-d', 'postgres' ],
		"$what: pg_amcheck clean");
	ok(!$node->log_contains('no unpinned buffers available|PANIC|TRAP'),
		"$what: no error in the log");
	$node->stop;
	my $now_failed = grep { !$_ } Test::More->builder->summary;
	diag("$what: FAILED, replay with EVICTOR_STRESS_SEED=$seed")
	  if $now_failed > $failures;
	$failures = $now_failed;
}
note(sprintf('%d rounds in %.0f s, seed %d', $round, time - $start, $seed));
done_testing();
