# Each policy under pgbench TPC-B and select-only, 8 clients, 128 buffers:
# no failed transaction, never "no unpinned buffers available", the
# evictor's allocation count equal to the server's buffers_alloc, and
# amcheck clean afterwards with data checksums on.  Then one client: its
# victims equal the server's blocks read and extended, exactly.  Autovacuum
# is off so that the one client is the only backend reading.
use strict;
use warnings;
use FindBin;
use lib $FindBin::RealBin;

use EvictorTest;
use PostgreSQL::Test::Utils;
use Test::More;

my $node = evictor_node('pgbench', checksums => 1,
	conf => "bgwriter_delay = 10ms\n" . exact_conf());
is($node->safe_psql('postgres', 'SHOW data_checksums'), 'on', 'checksums on');
is($node->safe_psql('postgres', 'SELECT redirected FROM pg_evictor_status()'),
	't', 'evictor redirected');

my ($ok, $out, $err) = run_pgbench($node, '-i', '-s', '4', '-q');
ok($ok, 'pgbench -i') or diag($err);

foreach my $policy (qw(clocksweep hotcool secondchance))
{
	set_policy($node, $policy);
	my $before = counters($node);
	my $reads = reads_baseline($node);

	my $tpcb = pgbench_ok($node, "$policy TPC-B",
		'-c', '8', '-j', '2', transactions(1000));
	my $sel = pgbench_ok($node, "$policy select-only",
		'-S', '-c', '8', '-j', '2', transactions(6000));

	my $after = counters($node);
	my %d = map { $_ => $after->{$_} - $before->{$_} } keys %$after;
	cmp_ok($d{victims}, '>', 1000, "$policy: the evictor ran ($d{victims} victims)");
	cmp_ok($d{demotions}, '>', 0, "$policy: the sweep demoted");
	cmp_ok($d{ticks}, '>=', $d{demotions}, "$policy: ticks >= demotions");
	is($d{victims}, $d{allocations} + $d{ring_reuses},
		"$policy: one victim per allocation or ring reuse");

	alloc_agree_ok($policy, wait_alloc_agree($node));
	note(sprintf('%s: %d allocations, %d ring reuses, %d victims (%d dirty), '
		  . '%.2f ticks/allocation, TPC-B %d tx, select-only %d tx',
		  $policy, $d{allocations}, $d{ring_reuses}, $d{victims},
		  $d{dirty_victims}, $d{ticks} / ($d{allocations} || 1), $tpcb, $sel));

	invariants_ok($node, $policy);
	reads_agree($node, $reads, $policy, 8);

	$reads = reads_baseline($node);
	pgbench_ok($node, "$policy TPC-B, one client", '-c', '1', transactions(500));
	pgbench_ok($node, "$policy select-only, one client",
		'-S', '-c', '1', transactions(3000));
	reads_exact($node, $reads, $policy);

	$node->command_ok(
		[ 'pg_amcheck', '-h', $node->host, '-p', $node->port,
		  '--install-missing', '--heapallindexed', '-d', 'postgres' ],
		"$policy: pg_amcheck clean");
}

ok(!$node->log_contains('no unpinned buffers available'),
	'never "no unpinned buffers available" in the log');
ok(!$node->log_contains('PANIC|server process .* was terminated'),
	'no crash');

$node->stop;
done_testing();
