# Partitions: 2, 4 and 8 emulated partitions under every policy; all
# clients on one CPU (one home partition); bad settings; numa on a one-node
# machine; placement as far as one node allows; the bgwriter's view; and
# batched sweeps.
use strict;
use warnings;
use FindBin;
use lib $FindBin::RealBin;

use EvictorTest;
use PostgreSQL::Test::Utils;
use Test::More;


foreach my $n (2, 4, 8)
{
	my $node = evictor_node("parts$n", checksums => 1, conf => qq{
shared_buffers = 2MB
pg_evictor.partitions = $n
bgwriter_delay = 10ms
});
	like($node->safe_psql('postgres', 'SELECT partitions FROM pg_evictor_status()'),
		qr/^$n \(emulated\)$/, "$n partitions in force");
	is($node->safe_psql('postgres',
		'SELECT count(*), sum(nbuffers) FROM pg_evictor_partitions()'),
		"$n|256", "$n partitions cover the pool");
	my ($ok, $out, $err) = run_pgbench($node, '-i', '-s', '2', '-q');
	ok($ok, "$n partitions: pgbench -i") or diag($err);

	foreach my $policy (qw(clocksweep hotcool secondchance))
	{
		set_policy($node, $policy);
		my $before = $node->safe_psql('postgres',
			'SELECT string_agg(allocations::text, \',\' ORDER BY partition) FROM pg_evictor_counters()');
		pgbench_ok($node, "$n/$policy TPC-B", '-c', '8', '-j', '2', transactions(400));
		pgbench_ok($node, "$n/$policy select-only", '-S', '-c', '8', '-j', '2', transactions(2500));
		my $after = $node->safe_psql('postgres',
			'SELECT string_agg(allocations::text, \',\' ORDER BY partition) FROM pg_evictor_counters()');
		my @b = split /,/, $before;
		my @a = split /,/, $after;
		my @idle = grep { $a[$_] <= $b[$_] } 0 .. $#a;
		is(scalar @idle, 0, "$n/$policy: every partition allocates (@{[ map { $a[$_] - $b[$_] } 0 .. $#a ]})");
	}
	invariants_ok($node, "$n partitions");
	is($node->safe_psql('postgres',
		"SELECT count(DISTINCT partition) FROM pg_evictor_residency_detail()"), $n,
		"$n partitions: residency by partition");
	my ($since, $backwards, $clean) = split /\|/, $node->safe_psql('postgres',
		'SELECT sync_position, sync_backwards, (SELECT buffers_clean FROM pg_stat_bgwriter) FROM pg_evictor_status()');
	cmp_ok($since, '>', 0, "$n partitions: the bgwriter asked where to start");
	is($backwards, 0, "$n partitions: its start position never went backwards");
	cmp_ok($clean, '>', 0, "$n partitions: the bgwriter cleaned ahead ($clean buffers)");
	$node->command_ok(
		[ 'pg_amcheck', '-h', $node->host, '-p', $node->port,
		  '--install-missing', '--heapallindexed', '-d', 'postgres' ],
		"$n partitions: pg_amcheck clean");
	ok(!$node->log_contains('no unpinned buffers available|PANIC'),
		"$n partitions: no error in the log");
	$node->stop;
}

# Every backend on CPU 0: one home partition, the rest reached by steals.
{
	# no autovacuum or logical replication launcher: processes started
	# before the taskset, on any CPU, that read pages
	my $node = evictor_node('onecpu', conf => "pg_evictor.partitions = 4\n" . exact_conf());
	my ($ok, $out, $err) = run_pgbench($node, '-i', '-s', '1', '-q');
	ok($ok, 'one cpu: pgbench -i') or diag($err);
	my $pid = $node->safe_psql('postgres', 'SELECT pg_backend_pid()');
	my $postmaster = PostgreSQL::Test::Utils::slurp_file($node->data_dir . '/postmaster.pid');
	($postmaster) = split /\n/, $postmaster;
	system('taskset', '-pc', '0', $postmaster) == 0 or die 'taskset failed';
	$node->safe_psql('postgres', 'SELECT pg_evictor_reset()');
	{
		local $ENV{PGAPPNAME} = 'onecpu';
		pgbench_ok($node, 'one cpu', '-c', '8', '-j', '2', transactions(400));
	}
	# Counted where the victim came from: victims (less ring reuses) and
	# steals.  allocations counts where a request was sent, which is not
	# where it is served when a free buffer is taken from another
	# partition's freelist, so it says nothing of who supplied.
	my $rows = $node->safe_psql('postgres', q{
		SELECT partition, victims - ring_reuses, steals
		  FROM pg_evictor_counters() ORDER BY partition});
	my (@supplied, @stolen);
	foreach (split /\n/, $rows)
	{
		my ($p, $v, $s) = split /\|/;
		($supplied[$p], $stolen[$p]) = ($v, $s);
	}
	my $report = join(', ', map { "p$_ $supplied[$_]/$stolen[$_]" } 0 .. $#supplied);
	my $steals = 0;
	$steals += $_ for @stolen;
	cmp_ok($steals, '>', 0, "one cpu: steals counted ($steals; supplied/stolen $report)");
	cmp_ok($supplied[0] - $stolen[0], '>', 0, 'one cpu: partition 0 is home');
	is($stolen[0], 0, 'one cpu: no steal counted at home');
	is(scalar(grep { $supplied[$_] != $stolen[$_] } 1 .. $#supplied), 0,
		"one cpu: partitions 1-3 supply only steals ($report)");
	$node->stop;
}

# Bad settings stop the start with a reason.
my $badnum = 0;
foreach my $case (
	[ "'0'", qr/invalid value for parameter "pg_evictor.partitions": "0"/ ],
	[ "'lots'", qr/Valid values are "off", "numa", or a number of partitions from 1 to 64/ ],
	[ "65", qr/invalid value for parameter "pg_evictor.partitions": "65"/ ],
	[ "16", qr/pg_evictor.partitions = 16 splits shared_buffers too finely/ ])
{
	my ($value, $re) = @$case;
	my $bad = evictor_node('badparts' . $badnum++, nostart => 1,
		conf => "pg_evictor.partitions = $value\n");
	ok(!$bad->start(fail_ok => 1), "partitions = $value: start fails");
	ok($bad->log_contains($re), "partitions = $value: the log says why");
}

# numa on a machine with one node: one partition, and a LOG line.
{
	my $node = evictor_node('numa', conf => "pg_evictor.partitions = numa\n");
	like($node->safe_psql('postgres', 'SELECT partitions FROM pg_evictor_status()'),
		qr/^numa \(one node: one partition\)$/, 'numa on one node: one partition');
	ok($node->log_contains('pg_evictor.partitions = numa: libnuma reports'),
		'numa on one node: logged');
	$node->stop;
}

# Placement on the one node there is: every partition bound and reported.
{
	my $node = evictor_node('place', conf => qq{
shared_buffers = 2MB
pg_evictor.partitions = 2
pg_evictor.numa_place = on
});
	ok($node->log_contains('pg_evictor: placed 2 of 2 partitions on their NUMA nodes'),
		'placement: both partitions bound to node 0');
	# every page of the pool's 2 MB is placed and reported, those shared
	# by two partitions or with the pool's neighbours too
	my ($placed) = slurp_file($node->logfile) =~ /placed 2 of 2 partitions on their NUMA nodes \((\d+) pages of 4 kB\)/;
	cmp_ok($placed // 0, '>=', 512, 'placement: every page of the pool placed');
	is($node->safe_psql('postgres', 'SELECT sum(pages) FROM pg_evictor_placement()'),
		$placed, 'placement: every placed page reported');
	is($node->safe_psql('postgres', 'SELECT string_agg(node::text, \',\' ORDER BY partition) FROM pg_evictor_partitions()'),
		'0,0', 'placement: partitions report their node');
	my ($ok, $out, $err) = run_pgbench($node, '-i', '-s', '1', '-q');
	is($node->safe_psql('postgres',
		'SELECT count(*) FROM pg_evictor_placement() WHERE node = 0 AND pages > 0'),
		'2', 'placement: pages of both partitions found on node 0');
	# the policy prefers the node: a short node falls back, never OOM-kills
	my ($postmaster) = split /\n/,
	  PostgreSQL::Test::Utils::slurp_file($node->data_dir . '/postmaster.pid');
	my $maps = PostgreSQL::Test::Utils::slurp_file("/proc/$postmaster/numa_maps");
	like($maps, qr/ prefer:0 /, 'placement: the pool prefers node 0');
	unlike($maps, qr/ bind:/, 'placement: nothing is bound');
	$node->stop;
}

# Huge pages, where enough are reserved (vm.nr_hugepages): bounds on the
# pool's 2 MB pages, every page placed (mbind wants whole huge pages).
SKIP:
{
	my ($free) = slurp_file('/proc/meminfo') =~ /HugePages_Free:\s+(\d+)/;
	my ($size) = slurp_file('/proc/meminfo') =~ /Hugepagesize:\s+(\d+) kB/;
	skip 'fewer than 24 free 2 MB huge pages', 5
	  unless ($free // 0) >= 24 && ($size // 0) == 2048;
	my $node = evictor_node('hugeplace', conf => qq{
shared_buffers = 32MB
huge_pages = on
pg_evictor.partitions = 2
pg_evictor.numa_place = on
});
	my ($placed) = slurp_file($node->logfile) =~ /placed 2 of 2 partitions on their NUMA nodes \((\d+) pages of 2048 kB\)/;
	ok(defined $placed, 'huge pages: both partitions placed, on 2 MB pages');
	ok(!$node->log_contains('could not place'), 'huge pages: no placement failed');
	cmp_ok($placed // 0, '>=', 16, 'huge pages: every page of the pool placed');
	my ($first) = $node->safe_psql('postgres', 'SELECT first_buffer FROM pg_evictor_partitions() WHERE partition = 1');
	cmp_ok(abs($first - 2048), '<', 256, "huge pages: bound at $first, within a page of even");
	is($node->safe_psql('postgres', 'SELECT sum(pages) FROM pg_evictor_placement()'),
		$placed, 'huge pages: every placed page reported');
	$node->stop;
}

# Batched sweeps: claims of 16 (a partition's size, from the start, so
# that every run ends on a multiple of it), 8 and 64 positions.
{
	my $node = evictor_node('batch', conf => q{
pg_evictor.partitions = 8
pg_evictor.sweep_batch = 16
});
	my ($ok, $out, $err) = run_pgbench($node, '-i', '-s', '1', '-q');
	foreach my $batch (16, 8, 64)
	{
		$node->safe_psql('postgres',
			"ALTER SYSTEM SET pg_evictor.sweep_batch = $batch; SELECT pg_reload_conf()");
		$node->poll_query_until('postgres',
			"SELECT sweep_batch = $batch FROM pg_evictor_status()");
		pgbench_ok($node, "sweep_batch $batch", '-c', '8', '-j', '2', transactions(400));
	}
	invariants_ok($node, 'batched');
	$node->stop;
}

done_testing();
