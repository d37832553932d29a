# Helpers shared by pg_evictor's TAP tests.
package EvictorTest;

use strict;
use warnings;

use Exporter 'import';
use IPC::Run;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;

our @EXPORT = qw(wait_stats_flushed evictor_node run_pgbench pgbench_ok counters wait_alloc_agree alloc_agree_ok
  set_policy invariants_ok reads_baseline reads_agree reads_exact exact_conf kill_under_pgbench wait_crash_restart
  trace_writer_pid transactions others_sql gone_sql with_walwriter_paused state_of holds_the_pool);

# EVICTOR_FAIL_FAST=1 (scripts/test/mutants sets it): a file stops at its
# first failing test, named as Test::More names it; one failure is all a
# mutant's kill needs, and the rest of the file would only cost minutes.
# The nodes are torn down by PostgreSQL::Test::Cluster's END as ever.
if ($ENV{EVICTOR_FAIL_FAST})
{
	require Test2::API;
	Test2::API::test2_stack()->top->listen(
		sub {
			my ($hub, $event) = @_;
			return unless $event->causes_fail;
			my $name = $event->can('name') ? ($event->name // '') : '';
			# where Test::More's own diagnostics go (PostgreSQL::Test::Utils
			# sends STDERR to the file's log)
			my $out = Test::More->builder->failure_output;
			print $out "#   Failed test '$name'\n#   at EVICTOR_FAIL_FAST: the file stops here\n";
			exit 1;
		});
}

# A node with pg_evictor preloaded on 128 buffers; extra lines of
# configuration in $opts{conf}; $opts{checksums}: data checksums;
# $opts{sync_io}: io_method = sync on 18 and later.  Started unless
# $opts{nostart}.
sub evictor_node
{
	my ($name, %opts) = @_;
	my $node = PostgreSQL::Test::Cluster->new($name);

	$node->init(extra => $opts{checksums} ? ['--data-checksums'] : []);
	$node->append_conf('postgresql.conf', qq{
shared_preload_libraries = 'pg_evictor'
shared_buffers = 1MB
max_connections = 20
log_statement = none
} . ($opts{conf} // ''));
	# 18's I/O workers would read into buffers beside the session
	$node->append_conf('postgresql.conf', "io_method = sync\n")
	  if $opts{sync_io} && $node->pg_version >= 18;
	unless ($opts{nostart})
	{
		$node->start;
		$node->safe_psql('postgres', 'CREATE EXTENSION pg_evictor');
	}
	return $node;
}

# Run pgbench against the node; returns (exit ok, stdout, stderr).
sub run_pgbench
{
	my ($node, @args) = @_;
	my ($out, $err) = ('', '');
	my $ok = IPC::Run::run(
		[ 'pgbench', '-h', $node->host, '-p', $node->port, @args, 'postgres' ],
		'>', \$out, '2>', \$err);
	return ($ok, $out, $err);
}

# pgbench's -t for N transactions per client: a fixed amount of work, so
# that what a test counts after it (victims, ghost hits, pages pushed out)
# does not depend on how fast the machine ran (-T would).  N was chosen at
# about a second of pgbench on a quiet 2-CPU VM; EVICTOR_PGBENCH_WORK
# multiplies it, to soak longer.
sub transactions
{
	my ($n) = @_;
	my $times = $ENV{EVICTOR_PGBENCH_WORK} // 1;
	return ('-t', int($n * $times) || 1);
}

# pgbench must exit 0, process transactions and fail none.
sub pgbench_ok
{
	my ($node, $name, @args) = @_;
	my ($ok, $out, $err) = run_pgbench($node, @args);
	my ($processed) = $out =~ /number of transactions actually processed: (\d+)/;
	my ($failed) = $out =~ /number of failed transactions: (\d+)/;

	ok($ok, "$name: pgbench exits 0") or diag($err);
	ok(defined $processed && $processed > 0, "$name: transactions processed")
	  or diag($out);
	is($failed, 0, "$name: zero failed transactions");
	unlike($err, qr/no unpinned buffers/, "$name: no 'no unpinned buffers'");
	return $processed;
}

# Counters of partition 0 as a hash.
sub counters
{
	my ($node) = @_;
	my @cols = qw(allocations ring_reuses ring_rejects freelist_hits ticks
	  demotions victims dirty_victims steals);
	my $row = $node->safe_psql('postgres',
		'SELECT ' . join(', ', map { "sum($_)" } @cols)
		  . ' FROM pg_evictor_counters()');
	my %h;
	@h{@cols} = split /\|/, $row;
	return \%h;
}

# pg_stat_bgwriter.buffers_alloc under the redirect is the evictor's own
# count, as the bgwriter last took it (StrategySyncStart, in its loop) and
# then published; so read before the evictor's count, it is never above it,
# and once every allocation made before some moment has been taken, it is
# not below the count read at that moment.  The polling sessions allocate
# too (their start-up catalog reads), so the two need not ever be equal:
# poll until buffers_alloc has caught up with the evictor's count of the
# poll before (or equals this one's).  Returns (evictor allocations,
# buffers_alloc, the evictor's count at the poll before); a caller checks
# before <= buffers_alloc <= allocations (alloc_agree_ok).
sub wait_alloc_agree
{
	my ($node) = @_;
	my ($ours, $core, $before);
	for (1 .. 300)
	{
		my $prev = $ours;
		($core, $ours) = split /\|/,
		  $node->safe_psql('postgres',
			'SELECT (SELECT buffers_alloc FROM pg_stat_bgwriter), '
			  . '(SELECT sum(allocations) FROM pg_evictor_counters())');
		$before = $prev // $ours;
		last if $core == $ours || (defined $prev && $core >= $prev && $core <= $ours);
		select(undef, undef, undef, 0.1);
	}
	return ($ours, $core, $before);
}

# The check of wait_alloc_agree's result, named by $what.
sub alloc_agree_ok
{
	my ($what, $ours, $core, $before) = @_;
	ok($before <= $core && $core <= $ours,
		"$what: buffers_alloc $core has every allocation the evictor counted "
		  . "before the last poll ($before) and none beyond its count now ($ours)");
}

# Run $code with the node's WAL writer stopped (SIGSTOP), then continue it,
# also when $code dies; returns what $code returns.  A bulk-read ring
# rejects its own dirty buffer while that page's WAL is unflushed
# (StrategyRejectBuffer), and the WAL writer flushes on its own clock, so a
# test of which buffer a ring takes is otherwise decided by when the WAL
# writer last ran.  Paused, WAL is flushed only by the sessions' own
# commits and writes.  It is stopped only while pg_stat_activity shows it
# waiting on its latch, so it holds no lock a backend could wait for; no
# backend needs it (no asynchronous commit is waited for).
sub with_walwriter_paused
{
	my ($node, $code) = @_;
	my $pid = $node->safe_psql('postgres',
		"SELECT pid FROM pg_stat_activity WHERE backend_type = 'walwriter'");
	die "no WAL writer in pg_stat_activity" unless $pid =~ /^\d+$/;
	my $stopped = 0;
	for (1 .. 100)
	{
		kill('STOP', $pid) or die "cannot stop the WAL writer $pid: $!";
		my $event = $node->safe_psql('postgres',
			"SELECT wait_event FROM pg_stat_activity WHERE pid = $pid");
		if ($event eq 'WalWriterMain')
		{
			$stopped = 1;
			last;
		}
		kill('CONT', $pid);
	}
	die "the WAL writer $pid was never found waiting on its latch" unless $stopped;
	my @result;
	my $ok = eval { @result = $code->(); 1 };
	my $error = $@;
	kill('CONT', $pid);
	die $error unless $ok;
	return wantarray ? @result : $result[0];
}

# kill -9 one backend of a pgbench run of 4 clients (-T 30), once all are
# connected; returns the pid killed, after pgbench has ended with the
# connections it lost.
sub kill_under_pgbench
{
	my ($node) = @_;
	my ($bout, $berr) = ('', '');
	my $bench;
	{
		local $ENV{PGAPPNAME} = 'evictor_bench';
		$bench = IPC::Run::start(
			[ 'pgbench', '-h', $node->host, '-p', $node->port,
			  '-c', '4', '-T', '30', 'postgres' ],
			'>', \$bout, '2>', \$berr);
	}
	# at work: connected, and one of them in a transaction
	$node->poll_query_until('postgres',
		"SELECT count(*) >= 4 AND count(*) FILTER (WHERE state = 'active') > 0
		   FROM pg_stat_activity WHERE application_name = 'evictor_bench'")
	  or die 'pgbench did not connect';
	my $victim = $node->safe_psql('postgres',
		"SELECT pid FROM pg_stat_activity WHERE application_name = 'evictor_bench' LIMIT 1");
	kill('KILL', $victim) or die "could not kill $victim";
	$bench->finish;
	return $victim;
}

# After kill_under_pgbench: the postmaster's crash restart, waited for in
# its log from $offset (the log's size before the kill).  A query sent
# while the server restarts can fail the test by itself: psql reads its
# query from a pipe and may exit, refused, before reading it (IPC::Run
# then dies of the broken pipe).
sub wait_crash_restart
{
	my ($node, $offset) = @_;
	return $node->wait_for_log(
		qr/all server processes terminated; reinitializing.*database system is ready to accept connections/s,
		$offset);
}

# The pid of the node's trace writer (a child of its postmaster), once it
# runs; '' if it does not within the default timeout.
sub trace_writer_pid
{
	my ($node) = @_;
	my $timer = IPC::Run::timer($PostgreSQL::Test::Utils::timeout_default);
	$timer->start;
	while (1)
	{
		my $pid = '';
		IPC::Run::run([ 'pgrep', '-P', $node->{_pid}, '-f', 'pg_evictor trace writer' ], '>', \$pid);
		chomp $pid;
		return $pid if $pid =~ /^\d+$/;
		return '' if $timer->is_expired;
		select(undef, undef, undef, 0.1);
	}
}

# The state the policy in force reports, as name => value (partition 0).
sub state_of
{
	my ($node) = @_;
	my %h = map { split /\|/ } split /\n/, $node->safe_psql('postgres',
		'SELECT name, value FROM pg_evictor_policy_state() WHERE partition = 0');
	return \%h;
}

# On a quiet server: the frames the policy holds resident are exactly the
# frames that hold a page, each with its page's key.
sub holds_the_pool
{
	my ($node, $name) = @_;
	my $wrong = $node->safe_psql('postgres', q{
		WITH held AS (
			SELECT bufferid, key FROM pg_evictor_policy_queues()
			 WHERE bufferid IS NOT NULL),
		 pages AS (
			SELECT bufferid, page_key FROM pg_evictor_page_keys()
			 WHERE page_key IS NOT NULL)
		SELECT count(*) FROM held FULL JOIN pages USING (bufferid)
		 WHERE held.key IS DISTINCT FROM pages.page_key});
	is($wrong, '0', "$name: the policy holds every frame with a page, by its key, and no other");
	my $twice = $node->safe_psql('postgres', q{
		SELECT count(*) FROM (SELECT bufferid FROM pg_evictor_policy_queues()
		 WHERE bufferid IS NOT NULL GROUP BY bufferid HAVING count(*) > 1) d});
	is($twice, '0', "$name: no frame in two queues");
	# and every frame without a page is on its partition's freelist (19:
	# its instance's stack of empty ones): one in neither was lost to the
	# policy (15's collision on a free victim was, until given back)
	my ($nopage, $stacked) = split /\|/, $node->safe_psql('postgres', q{
		SELECT (SELECT setting::int FROM pg_settings WHERE name = 'shared_buffers')
		       - (SELECT count(*) FROM pg_evictor_page_keys() WHERE page_key IS NOT NULL),
		       (SELECT coalesce(sum(value), 0) FROM pg_evictor_policy_state() WHERE name = 'empty_frames')});
	is($stacked, $nopage, "$name: every frame without a page is on the freelist or the stack of empty ones ($nopage)");
}

# Switch policy (and cap) with a reload and wait until it is in force.
sub set_policy
{
	my ($node, $policy, $max_usage) = @_;
	$max_usage //= 5;
	$node->safe_psql('postgres',
		"ALTER SYSTEM SET pg_evictor.policy = '$policy'; "
		  . "ALTER SYSTEM SET pg_evictor.max_usage = $max_usage; "
		  . 'SELECT pg_reload_conf()');
	# poll_query_until would retry an ERROR for three minutes: a server
	# whose new policy cannot find a victim fails here at once instead
	my $query = "SELECT policy = '$policy' AND max_usage = $max_usage FROM pg_evictor_status()";
	my $timer = IPC::Run::timer($PostgreSQL::Test::Utils::timeout_default);
	$timer->start;
	while (1)
	{
		my ($ret, $out, $err) = $node->psql('postgres', $query);
		if ($ret != 0)
		{
			fail("policy $policy: the status query fails after the reload: $err");
			die "policy $policy not in force";
		}
		return if $out eq 't';
		die "policy $policy not in force after $PostgreSQL::Test::Utils::timeout_default s"
		  if $timer->is_expired;
		select(undef, undef, undef, 0.1);
	}
}

# What holds for every policy and setting, checked on a quiet server (an
# unfinished fold or a counter read half-way would be caught as a
# violation).  Per partition, the sweep's ticks cover every buffer it
# visited: each sweep victim (neither from the freelist nor a ring) and
# each demotion took a tick.  In all: one victim per allocation or ring
# reuse; the bgwriter's start position never went backwards; residency
# accounts for every buffer.  Returns how many checks failed.
sub invariants_ok
{
	my ($node, $name) = @_;
	my $failed = 0;

	my $short = $node->safe_psql('postgres', q{
		SELECT string_agg(format('partition %s: %s ticks < %s sweep victims + %s demotions',
				partition, ticks, victims - ring_reuses - freelist_hits, demotions), '; ')
		  FROM pg_evictor_counters()
		 WHERE ticks < victims - ring_reuses - freelist_hits + demotions});
	is($short, '', "$name: ticks >= sweep victims + demotions in every partition")
	  or $failed++;

	my ($victims, $allocs, $reuses) = split /\|/, $node->safe_psql('postgres',
		'SELECT sum(victims), sum(allocations), sum(ring_reuses) FROM pg_evictor_counters()');
	is($victims, $allocs + $reuses,
		"$name: victims $victims = allocations $allocs + ring reuses $reuses")
	  or $failed++;

	is($node->safe_psql('postgres', 'SELECT sync_backwards FROM pg_evictor_status()'),
		'0', "$name: the bgwriter's start position never went backwards")
	  or $failed++;

	my ($resident, $nbuffers) = split /\|/, $node->safe_psql('postgres',
		'SELECT (SELECT sum(buffers) FROM pg_evictor_residency()), nbuffers FROM pg_evictor_status()');
	is($resident, $nbuffers, "$name: residency sums to NBuffers ($nbuffers)")
	  or $failed++;
	return $failed;
}

# The evictor's victims and the server's own count of blocks it did not find
# in shared buffers: pg_stat_database.blks_read, plus on 16 and later
# pg_stat_io's relation extends (16 stopped counting extends as reads; 15
# counts them, and its extends read as 0).  Read so that each backend's
# misses are in both counts or in neither.  A victim is counted as it is
# taken; a backend's reads when it flushes its statistics: when it goes
# idle, at most once a second (at once after pg_stat_force_next_flush()),
# and as it exits.  One session waits until no other client backend or
# autovacuum worker is connected (each flushed, before_shmem_exit, before
# it left pg_stat_activity, on_shmem_exit), then reads both counts in one
# statement three times, forcing a flush before each.  The first reading
# loads what the statement needs; the other two must show the same victims:
# then nothing missed between the second and the third reading, and the
# third's reads include every miss before its victims.  A miss after them
# (none, once the statement's pages are in) is in neither, and in both at
# the next reading.  Otherwise another session tries again.
sub reads_baseline
{
	my ($node) = @_;
	my $extends = $node->pg_version >= 16
	  ? q{(SELECT coalesce(sum(extends), 0) FROM pg_stat_io WHERE object = 'relation')}
	  : '0';
	# victims of valid pages, and pg_stat_io's evictions + reuses (16 and later)
	my $evicted = $node->pg_version >= 16
	  ? q{(SELECT coalesce(sum(victims), 0) FROM pg_evictor_victims() WHERE kind <> 'unused'), }
	  . q{(SELECT coalesce(sum(evictions), 0) + coalesce(sum(reuses), 0) FROM pg_stat_io WHERE object = 'relation')}
	  : '0, 0';
	my $read = q{SELECT (SELECT sum(victims) FROM pg_evictor_counters()), }
	  . qq{(SELECT sum(blks_read) FROM pg_stat_database), $extends, $evicted;};
	my $gone = gone_sql(autovacuum => 1);
	my @r;
	for (1 .. 20)
	{
		my $out = $node->safe_psql('postgres', qq{
			SET stats_fetch_consistency = none;
			$gone
			SELECT pg_stat_force_next_flush();
			$read
			SELECT pg_stat_force_next_flush();
			$read
			SELECT pg_stat_force_next_flush();
			$read});
		@r = map { [ split /\|/ ] } grep { /\|/ } split /\n/, $out;
		last if @r == 3 && $r[1][0] == $r[2][0];
	}
	diag('reads_baseline: in 20 tries the victims moved between the last two readings')
	  unless @r == 3 && $r[1][0] == $r[2][0];
	return { victims => $r[2][0], read => $r[2][1], extends => $r[2][2],
		valid => $r[2][3], evicted => $r[2][4] };
}

# Victims since $base against the server's misses, an independent count,
# under concurrent clients: $readers is how many backends can read at once.
# Each miss a backend loads takes one victim and one read.  Two more cases
# need another backend missing on the same page at the same time: one that
# finds the page mapped but still being read counts a read without a victim
# (it waits for the load), and one that loses the race to map the page gives
# its victim back, with or without a read.  Each load is shared by at most
# $readers - 1 others, so reads <= $readers x victims and victims <= $readers
# x (reads + extends); how close a run comes is the workload's and the
# policy's (reads were 15% above victims under secondchance on 17, which
# evicts the pages every client wants).  These bounds catch a count that
# stopped or runs several times over; reads_exact checks the count itself.
sub reads_agree
{
	my ($node, $base, $name, $readers) = @_;
	my $now = reads_baseline($node);
	my $v = $now->{victims} - $base->{victims};
	my $lo = $now->{read} - $base->{read};
	my $hi = $lo + $now->{extends} - $base->{extends};
	ok($lo <= $readers * $v && $v <= $readers * $hi,
		"$name: $v victims against the server's $lo blocks read ($hi with extends), "
		  . "$readers readers");
}

# With one client and nothing else reading (exact_conf), no two backends
# ever miss on the same page: each miss took exactly one victim, so the
# victims since $base equal the blocks read plus extended, to the block.
sub reads_exact
{
	my ($node, $base, $name) = @_;
	my $now = reads_baseline($node);
	my $v = $now->{victims} - $base->{victims};
	my $hi = $now->{read} - $base->{read} + $now->{extends} - $base->{extends};
	is($v, $hi, "$name: one client's victims equal the server's blocks read and extended");
}

# Configuration under which reads_exact holds: no autovacuum and no logical
# replication launcher, the background processes that read pages.
sub exact_conf
{
	return "autovacuum = off\nmax_logical_replication_workers = 0\n";
}

# Backends flush their statistics as they exit, after pgbench has returned.
# An exiting backend flushes them (before_shmem_exit) before it leaves
# pg_stat_activity (on_shmem_exit), so once it is gone none is missed.
# others_sql(%opts): how many other client backends (and autovacuum workers
# with autovacuum => 1) are connected, as an SQL expression.  gone_sql:
# a DO block that returns once there are none, polling every 10 ms for at
# most the suite's timeout; a transaction sees one pg_stat_activity unless
# it clears its snapshot, so each turn does.  Run it in the session that
# then reads the counts, and read others_sql after it to know it ended
# because they were gone.
sub others_sql
{
	my (%opts) = @_;
	my $types = $opts{autovacuum}
	  ? q{'client backend', 'autovacuum worker'}
	  : q{'client backend'};
	return qq{(SELECT count(*) FROM pg_stat_activity
		WHERE backend_type IN ($types) AND pid <> pg_backend_pid())};
}

sub gone_sql
{
	my (%opts) = @_;
	my $others = others_sql(%opts);
	my $turns = int($PostgreSQL::Test::Utils::timeout_default / 0.01);
	return qq{DO \$\$BEGIN FOR i IN 1..$turns LOOP
	PERFORM pg_stat_clear_snapshot(); EXIT WHEN $others = 0; PERFORM pg_sleep(0.01);
END LOOP; END\$\$;};
}

# Wait until no other client backend is connected; whether none was.  (The
# counts themselves never stop moving: each psql here reads catalogs.)
sub wait_stats_flushed
{
	my ($node) = @_;
	return $node->safe_psql('postgres', gone_sql() . "\nSELECT " . others_sql()) == 0;
}

1;
