# Real NUMA nodes (make check-numa runs this in a QEMU guest with 2 and 4):
# partitions = numa makes one partition per node, with its node; with
# numa_place = on every page of partition p is on p's node, page by page
# and in /proc/PID/numa_maps; a backend pinned to a CPU of node 1 takes its
# victims at home in partition 1, and what balancing sends elsewhere is
# counted as steals; every policy under pgbench; pg_amcheck; a crash
# restart places the partitions again.  Skipped on fewer than 2 nodes.
use strict;
use warnings;
use FindBin;
use lib $FindBin::RealBin;

use EvictorTest;
use PostgreSQL::Test::Utils;
use Test::More;

# The nodes with memory, as libnuma counts them, and each node's CPUs.
sub read_list
{
	my ($file) = @_;
	open(my $fh, '<', $file) or return ();
	my $line = <$fh> // '';
	chomp $line;
	my @out;
	foreach my $range (split /,/, $line)
	{
		my ($lo, $hi) = split /-/, $range;
		push @out, $lo .. ($hi // $lo) if defined $lo && $lo ne '';
	}
	return @out;
}
my @nodes = read_list('/sys/devices/system/node/has_memory');
if (@nodes < 2)
{
	plan skip_all => 'needs a machine with 2 or more NUMA nodes (this one has '
	  . scalar(@nodes) . '); make check-numa runs it in a QEMU guest';
}
my $nnodes = scalar @nodes;
my %cpus_of = map { $_ => [ read_list("/sys/devices/system/node/node$_/cpulist") ] } @nodes;
my $seconds = $ENV{EVICTOR_PGBENCH_SECONDS} // 3;
note('numactl --hardware: ' . `numactl --hardware 2>&1`);

my $node = evictor_node('numanodes', checksums => 1, conf => qq{
shared_buffers = 4MB
pg_evictor.partitions = numa
pg_evictor.numa_place = on
autovacuum = off
restart_after_crash = on
});

# One partition per node, each with its node.
is($node->safe_psql('postgres', 'SELECT partitions FROM pg_evictor_status()'),
	"numa ($nnodes nodes)", "numa: $nnodes partitions");
my $parts = $node->safe_psql('postgres',
	"SELECT string_agg(partition || ':' || node || ':' || nbuffers, ',' ORDER BY partition) FROM pg_evictor_partitions()");
my %node_of = map { my ($p, $n) = split /:/; ($p => $n) } split /,/, $parts;
is(join(',', map { $node_of{$_} } sort { $a <=> $b } keys %node_of),
	join(',', @nodes), "numa: partition p on node p (partition:node:buffers $parts)");
is($node->safe_psql('postgres', 'SELECT sum(nbuffers) FROM pg_evictor_partitions()'),
	'512', 'numa: the partitions cover the pool');
ok($node->log_contains("pg_evictor: placed $nnodes of $nnodes partitions on their NUMA nodes"),
	"numa: $nnodes of $nnodes partitions placed");

my ($ok, $out, $err) = run_pgbench($node, '-i', '-s', '1', '-q');
ok($ok, 'pgbench -i') or diag($err);

# numa_maps: per VMA with a policy on one node, that node and the pages on
# each node (N<node>=<pages>).
sub numa_maps_policies
{
	my ($text) = @_;
	my @vmas;
	foreach my $line (split /\n/, $text)
	{
		next unless $line =~ /^[0-9a-f]+ (?:bind|prefer|preferred|preferred_many):(\d+)\s/;
		my $node = $1;
		my %pages = $line =~ /\bN(\d+)=(\d+)/g;
		push @vmas, { node => $node, pages => \%pages, line => $line };
	}
	return @vmas;
}

sub placement_checks
{
	my ($when) = @_;

	# the placement report, then this backend's numa_maps, in one statement:
	# numa_maps counts the pages this backend has mapped, which are those
	# the report found in memory (the subquery runs first; nothing maps a
	# buffer between the two)
	my @res = split /\|/, $node->safe_psql('postgres', q{
SELECT p.rows, pg_read_file('/proc/self/numa_maps')
  FROM (SELECT coalesce(string_agg(partition || ':' || coalesce(node::text, '-') || ':' || pages,
                                   ',' ORDER BY partition, node), '') AS rows
          FROM pg_evictor_placement()) p;
}), 2;
	my %on;          # partition -> node -> pages
	foreach my $row (split /,/, $res[0])
	{
		my ($p, $n, $pages) = split /:/, $row;
		next unless defined $pages;
		$on{$p}{$n} = $pages;
	}
	foreach my $p (sort { $a <=> $b } keys %node_of)
	{
		my @elsewhere = grep { $_ ne '-' && $_ != $node_of{$p} } keys %{ $on{$p} // {} };
		cmp_ok($on{$p}{ $node_of{$p} } // 0, '>', 0,
			"$when: partition $p has pages on node $node_of{$p} ("
			  . join(' ', map { "node $_: $on{$p}{$_}" } sort keys %{ $on{$p} // {} }) . ')');
		is(scalar @elsewhere, 0, "$when: partition $p has no page on another node");
	}

	my @vmas = numa_maps_policies($res[1]);
	foreach my $p (sort { $a <=> $b } keys %node_of)
	{
		my $n = $node_of{$p};
		my @mine = grep { $_->{node} == $n } @vmas;
		my $here = 0;
		my $away = 0;
		foreach my $v (@mine)
		{
			foreach my $k (keys %{ $v->{pages} })
			{
				$k == $n ? ($here += $v->{pages}{$k}) : ($away += $v->{pages}{$k});
			}
		}
		is(scalar @mine, 1, "$when: numa_maps has one range bound to node $n")
		  or diag(join("\n", map { $_->{line} } @vmas));
		is($away, 0, "$when: numa_maps: no page of node ${n}'s range elsewhere");
		is($here, $on{$p}{$n} // 0,
			"$when: numa_maps counts $here pages on node $n, as the report");
	}

	# the postmaster placed them: its own map carries the same policies
	my $pm = (split /\n/, slurp_file($node->data_dir . '/postmaster.pid'))[0];
	my @pm_vmas = numa_maps_policies(slurp_file("/proc/$pm/numa_maps"));
	is(join(',', sort map { $_->{node} } @pm_vmas), join(',', sort @nodes),
		"$when: the postmaster's numa_maps binds one range to each node");
	my @pm_away = grep {
		my $v = $_;
		grep { $_ != $v->{node} } keys %{ $v->{pages} }
	} @pm_vmas;
	is(scalar @pm_away, 0, "$when: the postmaster maps no page off its node")
	  or diag(join("\n", map { $_->{line} } @pm_vmas));
}

placement_checks('placement');

# A backend pinned to a CPU of node 1 (the postmaster pinned: its children
# inherit it) takes its victims from node 1's partition; balancing sends
# the excess elsewhere, and those are steals.  Balancing looks every 128
# allocations of a backend: an index scan of the whole of pgbench_accounts
# (about 1900 pages, none in a ring) makes a backend look many times.
{
	my ($home) = grep { $node_of{$_} == $nodes[1] } keys %node_of;
	my $cpu = $cpus_of{ $nodes[1] }[0];
	my $pm = (split /\n/, slurp_file($node->data_dir . '/postmaster.pid'))[0];
	system('taskset', '-pc', $cpu, $pm) == 0 or die 'taskset failed';
	$node->safe_psql('postgres', 'SELECT pg_evictor_reset()');
	is($node->safe_psql('postgres', q{
SET enable_seqscan = off; SET enable_bitmapscan = off;
SELECT count(*) FROM pgbench_accounts WHERE aid > 0 AND abalance >= -1000000000;
}), '100000', "pinned to CPU $cpu: index scan of pgbench_accounts");
	pgbench_ok($node, "pinned to CPU $cpu", '-S', '-c', '2', '-j', '1', '-T', $seconds);
	my $rows = $node->safe_psql('postgres',
		"SELECT string_agg(partition || ':' || allocations || ':' || victims || ':' || steals, ',' ORDER BY partition) FROM pg_evictor_counters()");
	my (%alloc, %victims, %steals);
	foreach (split /,/, $rows)
	{
		my ($p, $a, $v, $s) = split /:/;
		($alloc{$p}, $victims{$p}, $steals{$p}) = ($a, $v, $s);
	}
	my $report = join(' ',
		map { "p$_ allocations $alloc{$_} victims $victims{$_} steals $steals{$_}" }
		  sort keys %alloc);
	note("pinned to CPU $cpu of node $nodes[1]: $report");
	cmp_ok($victims{$home}, '>', 0,
		"pinned to node $nodes[1]: victims at home in partition $home ($report)");
	is($steals{$home}, 0, 'pinned: no steal counted at home');
	# every victim taken outside the home partition (balancing, fallback)
	# is a steal
	my @uncounted = grep { $_ != $home && $victims{$_} != $steals{$_} } keys %alloc;
	is(scalar @uncounted, 0, 'pinned: the other partitions supply only steals');
	my $stolen = 0;
	$stolen += $steals{$_} for keys %steals;
	cmp_ok($stolen, '>', 0, "pinned: balancing sent $stolen victims elsewhere, counted as steals");
	system('taskset', '-pc', join(',', map { @{ $cpus_of{$_} } } @nodes), $pm) == 0
	  or die 'taskset failed';
}

# Every policy under TPC-B, the clients wherever the scheduler puts them
# (so a partition may supply nothing in a short run: only the totals are
# checked, the figures per partition are shown).
foreach my $policy (qw(clocksweep hotcool secondchance))
{
	set_policy($node, $policy);
	my $q = "SELECT string_agg(victims::text, ',' ORDER BY partition) FROM pg_evictor_counters()";
	my @b = split /,/, $node->safe_psql('postgres', $q);
	pgbench_ok($node, "$policy TPC-B", '-c', '4', '-j', '2', '-T', $seconds);
	my @a = split /,/, $node->safe_psql('postgres', $q);
	my @d = map { $a[$_] - $b[$_] } 0 .. $#a;
	my $sum = 0;
	$sum += $_ for @d;
	cmp_ok($sum, '>', 0, "$policy: victims by partition (@d)");
}
$node->command_ok(
	[ 'pg_amcheck', '-h', $node->host, '-p', $node->port,
	  '--install-missing', '--heapallindexed', '-d', 'postgres' ],
	'pg_amcheck clean');

# Crash restart: new shared memory, placed again.
{
	my $victim = $node->safe_psql('postgres',
		"SELECT pid FROM pg_stat_activity WHERE backend_type = 'background writer'");
	my $offset = -s $node->logfile;
	ok(kill('KILL', $victim), "killed the bgwriter ($victim)");
	ok(wait_crash_restart($node, $offset), 'server back after crash restart');
	ok($node->log_contains('all server processes terminated; reinitializing'),
		'the postmaster reinitialised shared memory');
	my $placed = () = slurp_file($node->logfile)
	  =~ /pg_evictor: placed $nnodes of $nnodes partitions on their NUMA nodes/g;
	is($placed, 2, 'crash restart: the partitions placed again');
	($ok, $out, $err) = run_pgbench($node, '-S', '-c', '2', '-j', '1', '-T', '2');
	ok($ok, 'crash restart: pgbench select-only') or diag($err);
	placement_checks('after crash restart');
}

ok(!$node->log_contains('no unpinned buffers available|PANIC|could not place'),
	'no error in the log');
$node->stop;
done_testing();
