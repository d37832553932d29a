# pg_evictor.trace: every shared-buffer access between pg_evictor_trace_start()
# and pg_evictor_trace_stop(), and nothing else.
#  - the accesses recorded agree with the server's own counts (hits and
#    reads in pg_stat_database) over a pgbench window;
#  - a prefetch's lookups are not accesses: not recorded;
#  - a full trace buffer loses accesses, counted, and trace-export refuses
#    the trace;
#  - the simulator reads the trace directly: with nothing replayed, it
#    misses as the trace's oracleGeneral export does; replayed from the
#    pool the trace starts with (pins, releases, rings), its clocksweep at
#    the server's shared_buffers misses exactly as often as the server did
#    on the same window, and so do sieve's and arc's (page keys
#    redirect BufTableInsert), restored from the queues, hand, p and
#    ghosts the trace starts with, and lru2's, from its whole state
#    block (state records); those windows are deterministic (one
#    client, a seeded pgbench, no bgwriter or checkpoint in them), so a
#    check passes or fails the same way on every run of a version, and
#    exact: the trace has every pin, release, search and load of the one
#    backend in its order, and nothing else pins, so the replay leaves
#    nothing out (a difference is a bug of the trace or the replay);
#  - with four clients, the trace still counts what the server counted,
#    and arc's replay follows the server exactly, to the miss and to each
#    search's victim (arc hears every input under its lock, and the trace
#    writes each there);
#  - format 2 (issue 33): the header's version, record size, rings and
#    pins flags; hits of a buffer with pins say so;
#    a sequential scan's misses carry its bulk-read ring (number, size, the
#    ring's own buffers reused once it is full), VACUUM's its vacuum ring,
#    CREATE TABLE AS's a bulk-write ring, each miss its CPU and a lookup
#    record before it; a transaction's end writes a release record of its
#    backend;
#  - the pool at the start: a trace begins with a resident record per valid
#    buffer (as many as pg_buffercache shows), in buffer order, with usage
#    counts 0..5, then a hand record per partition; none is an access;
#  - errors: stop without start, start twice, trace off.
use strict;
use warnings;
use FindBin;
use lib $FindBin::RealBin;

use EvictorTest;
use File::Temp qw(tempdir);
use IPC::Run;
use PostgreSQL::Test::Utils;
use Test::More;

my $scripts = "$FindBin::RealBin/../../scripts";
my $tmp = tempdir(CLEANUP => 1);

# Nothing but the session and its pgbench touches a buffer in a window: no
# autovacuum, no bgwriter (it pins the buffers it writes out, and a hand
# passes a pinned buffer), no checkpoint (the same) before the node stops.
my $node = evictor_node('trace', sync_io => 1, conf => q{
pg_evictor.trace = on
autovacuum = off
bgwriter_lru_maxpages = 0
checkpoint_timeout = 1d
max_wal_size = 4GB
});
ok($node->log_contains(qr/lookup path: redirected BufTableLookup, BufTableInsert; \d+ call sites, \d+ of them an access's lookup/),
	'the lookup path is redirected');

# ---- errors ----
my ($ret, $out, $err) = $node->psql('postgres', 'SELECT * FROM pg_evictor_trace_stop()');
like($err, qr/no trace is being recorded/, 'stop without a trace is refused');
my $path = $node->safe_psql('postgres', 'SELECT pg_evictor_trace_start()');
like($path, qr{^pg_evictor_trace/\d{8}-\d{6}\.\d{6}-\d+\.pgtrace$}, "start returns the trace's path: $path");
($ret, $out, $err) = $node->psql('postgres', 'SELECT pg_evictor_trace_start()');
like($err, qr/a trace is already being recorded/, 'a second start is refused');
$node->safe_psql('postgres', 'CREATE ROLE nobody LOGIN');
($ret, $out, $err) = $node->psql('postgres', 'SELECT * FROM pg_evictor_trace_stop()',
	extra_params => [ '-U', 'nobody' ]);
like($err, qr/permission denied/, 'a role without the grant cannot stop it');
$node->safe_psql('postgres', 'SELECT * FROM pg_evictor_trace_stop()');

# trace's records, and those that are no accesses too (release, resident,
# hand, queue, state, lookup, passed, search, freed, loaded), as [seq,
# kind, backend, spc, db, rel, fork, block, id, strategy, flags, ring,
# ring_size, cpu]
my $not_accesses = qr/^(?:resident|hand|queue|state|lookup|passed|search|freed|loaded)$/;

sub records
{
	my ($p, @opts) = @_;
	my ($o, $e) = ('', '');
	my $ok = IPC::Run::run([ "$scripts/trace-export", '--kinds',
			'hit,miss,extend,release,resident,hand,queue,state,lookup,passed,search,freed,loaded',
			@opts, '--text', $node->data_dir . "/$p", '-' ], '>', \$o, '2>', \$e);
	return (undef, $e) unless $ok;
	my @lines = split /\n/, $o;
	shift @lines;
	return ([ map { [ split /,/, $_, -1 ] } @lines ], $e);
}

# ---- a pgbench window against the server's counts ----
# One session waits for every other client backend to be gone (each
# flushes its statistics as it exits), flushes its own, reads the server's
# counts, starts the trace, runs pgbench (\!), waits for pgbench's backends
# to be gone the same way, stops the trace and reads the counts
# again: only its own few accesses between the reads and the trace's edges
# differ (it reads the counts once before, so that the view's catalog
# pages, counted after the first read, are not read then).
#
# Then, unless $clients > 1, the simulator on the same window, after a
# warm-up of 4 times shared_buffers' accesses (it starts with its frames
# free, the server with them full): an online policy's misses after W are
# the whole trace's less those of its first W requests.  The simulator
# knows no pins.  With one client and a seeded pgbench, the pins the
# server met are those of that one backend's own plans, the same on every
# run: the gap is a function of the version's code, not of scheduling.
# Two clients pin pages at moments the scheduler picks, and a hand that
# passes one diverges from the simulator's by chance: that window checks
# only the counts.
my @ghostrecs;

sub traced_window
{
	my ($name, $policy, $clients) = @_;
	my $others = others_sql();
	my $gone = gone_sql();
	my $pg = "pgbench -h @{[ $node->host ]} -p @{[ $node->port ]}";
	# the same transactions in all, whatever the number of clients
	my ($select, $tpcb) = (6000 / $clients, 600 / $clients);
	# every earlier backend gone first: one still exiting (pgbench -i's,
	# under load) flushes its counts into the window (19, three suites at
	# once: 2,098 hits and 2,649 reads the trace never saw)
	my $window = $node->safe_psql('postgres', qq{
$gone
SELECT 'others before', $others;
SELECT 'cached', count(*) FROM pg_buffercache WHERE relfilenode IS NOT NULL;
SELECT 'warm', sum(blks_hit), sum(blks_read) FROM pg_stat_database;
SELECT pg_stat_force_next_flush();
SELECT 'before', sum(blks_hit), sum(blks_read) FROM pg_stat_database;
SELECT 'trace', pg_evictor_trace_start();
\\! $pg -S -c $clients -j $clients -t $select --random-seed=2718 postgres > $tmp/select.out 2>&1
\\! $pg -c $clients -j $clients -t $tpcb --random-seed=3141 postgres > $tmp/tpcb.out 2>&1
$gone
SELECT 'others after', $others;
SELECT 'stop', * FROM pg_evictor_trace_stop();
SELECT pg_stat_force_next_flush();
SELECT 'after', sum(blks_hit), sum(blks_read) FROM pg_stat_database;
} . ($policy eq 'arc' ? q{
SELECT 'endkey', b.reltablespace, b.reldatabase, b.relfilenode, b.relforknumber, b.relblocknumber, k.key
  FROM pg_buffercache b JOIN pg_evictor_page_keys() k USING (bufferid)
 WHERE k.key <> 0 AND b.relfilenode IS NOT NULL;} : ''));
	like($window, qr/^others before\|0\n(?:.*\n)*others after\|0$/m,
		"$name: no other client backend at either edge of the window");
	my ($hit0, $read0) = $window =~ /^before\|(\d+)\|(\d+)$/m;
	my ($hit1, $read1) = $window =~ /^after\|(\d+)\|(\d+)$/m;
	my ($path) = $window =~ /^trace\|(.*)$/m;
	my ($p, $n, $lost) = $window =~ /^stop\|(.*)\|(\d+)\|(\d+)$/m;
	for my $f ('select.out', 'tpcb.out')
	{
		my $o = slurp_file("$tmp/$f");
		like($o, qr/number of failed transactions: 0/, "$name: $f: pgbench ran, no transaction failed")
		  or diag($o);
	}
	is($p, $path, "$name: stop names the trace started");
	is($lost, 0, "$name: nothing lost with the writer draining");
	my ($recs, $msg) = records($path);
	ok(defined $recs, "$name: trace-export reads the trace") or diag($msg);
	$recs //= [];
	is(scalar @$recs, $n, "$name: the file holds the $n records stop reported");
	my %k = (hit => 0, miss => 0, extend => 0, release => 0, resident => 0, hand => 0, queue => 0,
		state => 0, lookup => 0, passed => 0, search => 0, freed => 0, loaded => 0);
	$k{ $_->[1] }++ for @$recs;

	# the pool at the start: nothing else ran, so the trace begins with it
	my ($cached) = $window =~ /^cached\|(\d+)$/m;
	my $nb = $node->safe_psql('postgres', q{SELECT setting FROM pg_settings WHERE name = 'shared_buffers'});
	my $lead = 0;
	$lead++ while $lead < @$recs && $recs->[$lead][1] eq 'resident';
	cmp_ok($k{resident}, '>', 0, "$name: the trace has resident records ($k{resident})");
	is($lead, $k{resident}, "$name: the trace begins with all of them");
	cmp_ok(abs($k{resident} - $cached), '<=', 4,
		"$name: one per valid buffer: $k{resident}, pg_buffercache showed $cached");
	my @res = @$recs[ 0 .. $lead - 1 ];
	my $ordered = 1;
	for my $i (1 .. $#res)
	{
		$ordered = 0 if $res[$i][11] <= $res[ $i - 1 ][11];
	}
	ok($ordered && (!@res || ($res[0][11] >= 0 && $res[-1][11] < $nb)),
		"$name: in buffer order, frames 0 to " . ($nb - 1));
	is(scalar(grep { $_->[12] !~ /^[0-5]$/ || $_->[13] ne '' || $_->[9] ne 'none' } @res), 0,
		"$name: usage counts 0 to 5, no CPU, no strategy");
	is(scalar(grep { $_->[3] == 0 && $_->[5] == 0 } @res), 0, "$name: each with its page");
	my @hands = grep { $_->[1] eq 'hand' } @$recs;
	ok(@hands == 1 && $recs->[$lead][1] eq 'hand' && $hands[0][7] == 0 &&
		  $hands[0][11] =~ /^\d+$/ && $hands[0][11] < $nb,
		"$name: then one hand record, partition 0, its frame in 0..@{[ $nb - 1 ]}: "
		  . join(' ', map { "$_->[7]:$_->[11]" } @hands));
	# a framework policy that can be restored: its queue, after the hand
	my @queued = grep { $_->[1] eq 'queue' } @$recs;
	@ghostrecs = @queued;
	if ($policy eq 'sieve')
	{
		my %res = map { ($_->[11] => 1) } @res;
		my %seen;
		my $dup = grep { $seen{ $_->[11] }++ } @queued;
		ok(@queued > 0 && $recs->[ $lead + 1 ][1] eq 'queue'
			  && !grep({ $_->[5] != $queued[0][5] || $_->[7] != 0 || $_->[12] != 0 } @queued),
			"$name: then the sieve's queue: one policy, partition 0, queue 0 (@{[ scalar @queued ]} records)");
		is($dup, 0, "$name: each frame once");
		cmp_ok(scalar(grep { !$res{ $_->[11] } } @queued), '<=', 4,
			"$name: the queue holds the resident frames");
		cmp_ok(scalar(grep { $_->[10] & 4 } @queued), '<=', 1, "$name: at most one frame has the hand");
	}
	elsif ($policy eq 'arc')
	{
		# p first, then T1, T2 (frames), B1, B2 (ghosts: keys, no frame)
		my @ghosts = grep { $_->[11] == 4294967295 && $_->[12] != 65535 } @queued;
		my @t = grep { $_->[11] != 4294967295 } @queued;
		ok(@queued > 0 && $queued[0][12] == 65535 && $recs->[ $lead + 1 ] == $queued[0],
			"$name: then arc's p, then its queues (@{[ scalar @queued ]} records)");
		ok(@t > 0 && !grep({ $_->[12] > 1 } @t) && @ghosts > 0 && !grep({ $_->[12] < 2 || $_->[12] > 3 } @ghosts),
			"$name: T1 and T2's frames (@{[ scalar @t ]}), B1 and B2's ghosts (@{[ scalar @ghosts ]})");
	}
	else
	{
		is(scalar @queued, 0, "$name: $policy writes no queue records");
	}
	# a framework policy that cannot: its whole state block, after the hand
	my @st = grep { $_->[1] eq 'state' } @$recs;
	my $state_size = 0;
	if ($policy eq 'lru2')
	{
		my $head = $st[0];
		$state_size = $head->[3] + $head->[4] * 2**32 if $head;
		my $pieces = 1;
		for my $i (1 .. $#st)
		{
			$pieces = 0 if $st[$i][11] != 16 * ($i - 1) || $st[$i][10] & 8 || $st[$i][12] != 0;
		}
		ok($head && $recs->[ $lead + 1 ] == $head && ($head->[10] & 8)
			  && $head->[7] == 0 && $head->[11] == $nb && $head->[12] == 0,
			"$name: then lru2's state block: a head (partition 0 from frame 0, $nb frames, $state_size bytes)");
		ok($pieces && $state_size > 0 && @st == 1 + int(($state_size + 15) / 16),
			"$name: then its @{[ scalar @st - 1 ]} pieces of 16 bytes in order");
	}
	else
	{
		is(scalar @st, 0, "$name: $policy writes no state block");
	}
	searches_ok($name, $policy, $recs, \%k);
	$recs = [ grep { $_->[1] !~ $not_accesses } @$recs ];
	# the server counts accesses; release records are none
	cmp_ok($k{release}, '>=', 6600,
		"$name: a release record at least per pgbench transaction ($k{release})");
	$recs = [ grep { $_->[1] ne 'release' } @$recs ];
	$n = scalar @$recs;
	my ($dh, $dr) = ($hit1 - $hit0, $read1 - $read0);
	my $monotone = @$recs > 0;
	for my $i (1 .. $#$recs)
	{
		$monotone = 0 if $recs->[$i][0] <= $recs->[ $i - 1 ][0];
	}
	ok($monotone, "$name: records in the order of their sequence numbers");
	my $got = $k{miss} + $k{extend};
	if ($clients == 1)
	{
		cmp_ok(abs($k{hit} - $dh), '<=', 0.002 * $dh + 30,
			"$name: hits: $k{hit} recorded, the server counted $dh");
		cmp_ok(abs($got - $dr), '<=', 0.002 * $dr + 20,
			"$name: misses and extensions: $k{miss} + $k{extend} recorded, the server read $dr");
		cmp_ok(abs($dr / ($dh + $dr) - $got / $n), '<=', 0.005,
			sprintf("%s: the trace's miss ratio %.4f is the server's %.4f", $name,
				$got / $n, $dr / ($dh + $dr)));
	}
	else
	{
		# Clients that ask for a page another is still loading find it
		# mapped: a hit for the lookup, and for the server a read (it waits
		# for the load); so does one that loses the race to map it.  Those
		# move accesses from the trace's misses to its hits, at most the
		# other clients' worth per load; the accesses themselves are the
		# same.
		cmp_ok(abs($k{hit} + $got - ($dh + $dr)), '<=', 0.002 * ($dh + $dr) + 50,
			"$name: accesses: @{[ $k{hit} + $got ]} recorded, the server counted @{[ $dh + $dr ]}");
		ok($got <= $dr + 20 && $dr <= $clients * $got + 20,
			"$name: misses and extensions: $got recorded, the server read $dr "
			  . "(at most $clients per load)");
	}
	cmp_ok($k{miss}, '>', 1000, "$name: the window misses (128 buffers)");
	# a hit says whether its buffer had pins: each TPC-B transaction's
	# UPDATE of pgbench_accounts reads again (heap_update) the heap page its
	# index scan holds
	my $pinned = grep { $_->[1] eq 'hit' && ($_->[10] & 16) } @$recs;
	cmp_ok($pinned, '>=', 600, "$name: hits of a buffer with pins: $pinned, at least one per TPC-B transaction (600)");

	if ($clients > 1)
	{
		four_clients_replayed($name, $policy, $path);
		return;
	}

	my $oracle = "$tmp/$name.oracleGeneral";
	my ($out, $err) = ('', '');
	ok(IPC::Run::run([ "$scripts/trace-export", $node->data_dir . "/$path", $oracle ],
			'>', \$out, '2>', \$err), "$name: trace-export writes oracleGeneral") or diag($err);
	is(-s $oracle, 24 * $n, "$name: one 24-byte record per access");
	my $nbuf = $node->safe_psql('postgres', q{SELECT setting FROM pg_settings WHERE name = 'shared_buffers'});
	my $warm = 4 * $nbuf;
	my $all = simulated($oracle, $nbuf, "$policy,lru,opt");
	ok(defined $all->{opt} && $all->{opt} <= $all->{$policy} && $all->{opt} <= $all->{lru},
		sprintf('%s: oracleGeneral: opt (%s misses) is below %s (%s) and lru (%s)', $name,
			$all->{opt} // '?', $policy, $all->{$policy} // '?', $all->{lru} // '?'));

	# the trace itself, read directly: with nothing replayed but the
	# requests (cold, no pins, no rings) it is the oracleGeneral replay
	my ($so, $se) = ('', '');
	IPC::Run::run([ "$scripts/simulate", '--policies', $policy, '--frames', $nbuf,
			'--cold', '--no-pins', '--no-rings', $node->data_dir . "/$path" ],
		'>', \$so, '2>', \$se) or diag($se);
	my ($plain) = $so =~ /^\Q$policy\E,\d+,\d+,(\d+),/m;
	is($plain, $all->{$policy}, "$name: the trace read directly, nothing replayed, misses as its oracleGeneral export");

	# and replayed from the pool it starts with: pins, releases and rings
	($so, $se) = ('', '');
	IPC::Run::run([ "$scripts/simulate", '--policies', $policy, '--frames', $nbuf,
			'--warmup', $warm, '--server', $node->data_dir . "/$path" ],
		'>', \$so, '2>', \$se) or diag($se);
	my %r = map { my @f = split /,/; ($f[0] => $f[4]) } grep { /^\w+,\d/ } split /\n/, $so;
	my ($sim, $server) = ($r{$policy}, $r{server});
	if ($policy eq 'arc')
	{
		# the server keys a ghost by its tag (keyhash.h), the replay by its
		# page: matched, the window asks again for pages B1 and B2 remember
		my ($frames, $ghosts, $known) =
		  $se =~ /restored from the trace's queues: (\d+) frames, (\d+) ghosts \((\d+) of pages the trace requests\)/;
		# which ghosts are of pages the window asks for, by harness/traces.py's
		# page_key, itself checked against the server's keys of the pages
		# resident at the end (pg_evictor_page_keys)
		my $endtags = join('', map { "$_\n" } $window =~ /^endkey\|(.*)$/mg);
		my ($pyout, $pyerr) = ('', '');
		IPC::Run::run([ 'python3', '-c', q{
import sys
sys.path.insert(0, sys.argv[1])
from harness.traces import ACCESSES, QUEUE, page_key, read_trace
_, recs = read_trace(sys.argv[2])
asked, ghosts = set(), []
for _, spc, db, rel, blk, fork, kind, _, _, _, ring, rsize, _ in recs:
    if kind in ACCESSES:
        asked.add(page_key(spc, db, rel, fork, blk))
    elif kind == QUEUE and ring == 0xFFFFFFFF and rsize != 0xFFFF:
        ghosts.append(spc | db << 32)
bad = n = 0
for line in sys.stdin:
    spc, db, rel, fork, blk, key = (int(v) for v in line.split('|'))
    n += 1
    bad += page_key(spc, db, rel, fork, blk) != key % (1 << 64)
print(sum(g in asked for g in ghosts), n, bad)
}, $scripts, $node->data_dir . "/$path" ], '<', \$endtags, '>', \$pyout, '2>', \$pyerr);
		my ($want, $checked, $bad) = split ' ', $pyout // '';
		ok(defined $bad && $checked > 0 && $bad == 0,
			"$name: page_key agrees with the server's key of each page resident at the end "
			  . "(@{[ $checked // '?' ]} pages, @{[ $bad // '?' ]} differ)") or diag($pyerr);
		ok(defined $known && $frames > 0 && $want > 0 && $known == $want,
			"$name: the replay restores arc's queues and finds the pages of its ghosts, $want of them: "
			  . ($se =~ /(restored.*)/ ? $1 : $se));
	}
	if ($policy eq 'lru2')
	{
		my ($parts, $bytes) = $se =~ /restored from the trace's state blocks: (\d+) partitions, (\d+) bytes/;
		ok(defined $bytes && $parts == 1 && $bytes == $state_size,
			"$name: the replay starts from lru2's state block as the server held it: "
			  . ($se =~ /(restored.*)/ ? $1 : $se));
	}
	my $says = sprintf('%s: after %d accesses, the replay of %s at %d frames misses %s, the server %s',
		$name, $warm, $policy, $nbuf, $sim // '?', $server // '?');
	ok(defined $sim && defined $server && $sim == $server, "$says (exactly)");
}

# Where each miss's victim search ended (search records), what a
# framework policy's searches passed pinned (passed) and when it heard a
# load (loaded): each miss has its backend's search since its previous
# access (15 writes a miss twice when its insert is undone, the victim
# pinned meanwhile: it searches again, no lookup between), a passed record
# is its backend's, before that backend's search; under a framework policy
# one load heard per miss or extension (an undone insert is no load), under
# a stock one none and nothing passed (its sweep is not the framework's).
sub searches_ok
{
	my ($name, $policy, $recs, $k) = @_;
	my $framework = $policy !~ /^(?:clocksweep|hotcool|secondchance)$/;
	my (%state, %passing, %last);
	my ($unsearched, $passed_wrong, $again) = (0, 0, 0);
	for my $x (@$recs)
	{
		my ($kind, $b) = ($x->[1], $x->[2]);
		if ($kind eq 'passed')
		{
			$passing{$b} = 1;
		}
		elsif ($kind eq 'lookup')
		{
			$state{$b} = 'looked up';
			delete $last{$b};
		}
		elsif ($kind eq 'search')
		{
			delete $passing{$b};
			$state{$b} = 'searched';
		}
		elsif ($kind =~ /^(?:hit|miss|extend)$/)
		{
			$passed_wrong++ if delete $passing{$b};
			$unsearched++ if $kind eq 'miss' && ($state{$b} // '') ne 'searched';
			# the same page's miss again, no lookup between: an undone insert
			$again++ if $kind eq 'miss' && $last{$b} && "@{$last{$b}}[1, 3 .. 7]" eq "@$x[1, 3 .. 7]";
			delete $state{$b};
			$last{$b} = $x;
		}
	}
	is($unsearched, 0, "$name: each of the $k->{miss} misses comes after its backend's search ($k->{search} searches)");
	cmp_ok($k->{search}, '>=', $k->{miss} + $k->{extend}, "$name: a search at least per miss and extension");
	is($passed_wrong, 0, "$name: each of the $k->{passed} passed records comes before its backend's search");
	if ($framework)
	{
		is($k->{loaded}, $k->{miss} + $k->{extend} - $again,
			"$name: $policy heard a load per miss and extension ($k->{loaded}; $again inserts undone)");
	}
	else
	{
		is($k->{loaded} + $k->{passed}, 0, "$name: $policy, a stock rule: no load heard, nothing passed");
	}
}

# Many clients' window replayed from the pool it starts with: the
# server's misses after the warm-up, and each search replayed where the
# server's ended evicting the server's victim's page (exactly: see the
# four-client window below)
sub four_clients_replayed
{
	my ($name, $policy, $path) = @_;
	my $nbuf = $node->safe_psql('postgres', q{SELECT setting FROM pg_settings WHERE name = 'shared_buffers'});
	my ($so, $se) = ('', '');
	IPC::Run::run([ "$scripts/simulate", '--policies', $policy, '--frames', $nbuf,
			'--warmup', 4 * $nbuf, '--server', $node->data_dir . "/$path" ],
		'>', \$so, '2>', \$se) or diag($se);
	my %m = map { my @f = split /,/; ($f[0] => $f[3]) } grep { /^\w+,\d/ } split /\n/, $so;
	my ($searched, $same) = $se =~ /(\d+) searches replayed where the server's ended, (\d+) of them/;
	ok(defined $m{$policy} && defined $m{server} && $m{$policy} == $m{server} &&
		  defined $same && $searched > 0 && $same == $searched,
		sprintf('%s: the replay of %s misses as the server did (%s, %s) and each of its %s searches evicts the server\'s victim\'s page (%s) (exactly)',
			$name, $policy, $m{$policy} // '?', $m{server} // '?', $searched // '?', $same // '?'))
	  or diag($se);
}

# misses per policy of simulate at $nbuf frames
sub simulated
{
	my ($file, $nbuf, $pol) = @_;
	my ($so, $se) = ('', '');
	IPC::Run::run([ "$scripts/simulate", '--policies', $pol, '--frames', $nbuf, $file ],
		'>', \$so, '2>', \$se) or diag($se);
	my %m = map { my @f = split /,/; ($f[0] => $f[3]) } grep { /^\w+,\d/ } split /\n/, $so;
	return \%m;
}

$node->command_ok([ 'pgbench', '-i', '-s', '1', '-q', '-h', $node->host, '-p', $node->port, 'postgres' ],
	'pgbench -i');
$node->safe_psql('postgres', 'CREATE EXTENSION pg_buffercache');
traced_window('clocksweep', 'clocksweep', 1);

# ---- what is not an access ----
$node->safe_psql('postgres', q{
CREATE EXTENSION pg_prewarm;
CREATE TABLE small AS SELECT g AS a, repeat('x', 200) AS b FROM generate_series(1, 300) g;
CREATE TABLE other AS SELECT g AS a FROM generate_series(1, 10) g;
});
my $small = $node->safe_psql('postgres', q{SELECT pg_relation_filenode('small')});
my $other = $node->safe_psql('postgres', q{SELECT pg_relation_filenode('other')});
$node->safe_psql('postgres', q{SELECT count(*) FROM small});
$path = $node->safe_psql('postgres', 'SELECT pg_evictor_trace_start()');
# a prefetch looks each block up (all cached: a lookup taken for an access
# would record hits), and reads nothing into a buffer
$node->safe_psql('postgres', q{SELECT pg_prewarm('small', 'prefetch')});
# a drop evicts its buffers by a scan here (it looks blocks up only in
# recovery, where the relation's size is cached: not traced here)
$node->safe_psql('postgres', q{DROP TABLE small});
$node->safe_psql('postgres', q{SELECT pg_prewarm('other', 'buffer')});
my ($p, $n, $lost) = split /\|/, $node->safe_psql('postgres', 'SELECT * FROM pg_evictor_trace_stop()');
my ($recs, $msg) = records($path);
$recs //= [];
# small was read before the trace: resident at its start, but no access
is(scalar(grep { $_->[5] == $small && $_->[1] ne 'resident' } @$recs), 0,
	"no access of the prefetched and dropped relation (of $n recorded)");
cmp_ok(scalar(grep { $_->[5] == $small && $_->[1] eq 'resident' } @$recs), '>', 0,
	'it was resident at the start: resident records, which are no accesses');
cmp_ok(scalar(grep { $_->[5] == $other && $_->[6] == 0 } @$recs), '>=', 1,
	"pg_prewarm's reads of another relation are recorded");
# the drop frees its buffers: on 15 to 18 each goes back to the freelist
# (StrategyFreeBuffer), a freed record; 19 has no freelist, and its stock
# rule hears no free (tracefile.h)
{
	my $dropped = grep { $_->[5] == $small && $_->[1] eq 'resident' } @$recs;
	my $freed = grep { $_->[1] eq 'freed' } @$recs;
	is($freed, $node->pg_version->major >= 19 ? 0 : $dropped,
		"the drop's freed records: $freed, of $dropped buffers it held");
}

# ---- a full trace buffer ----
$node->append_conf('postgresql.conf', "pg_evictor.trace_buffer = 64kB\n");
$node->restart;
my $writer = trace_writer_pid($node);
like($writer, qr/^\d+$/, "the trace writer runs (pid $writer)");
$path = $node->safe_psql('postgres', 'SELECT pg_evictor_trace_start()');
kill 'STOP', $writer;
# seeded: a read can prune a page, and the windows after it must find the
# same data on every run
pgbench_ok($node, 'writer stopped', '-S', '-c', '1', '-t', '1000', '--random-seed=1618');
kill 'CONT', $writer;
($p, $n, $lost) = split /\|/, $node->safe_psql('postgres', 'SELECT * FROM pg_evictor_trace_stop()');
# 64kB holds 1024 accesses (48-byte slots, a power of two of them)
cmp_ok($n, '>=', 1000, "a full buffer's accesses are kept ($n)");
cmp_ok($lost, '>', 1000, "and the rest counted as lost ($lost)");
($recs, $msg) = records($path);
ok(!defined $recs && $msg =~ /accesses were lost/, 'trace-export refuses a trace that lost accesses')
  or diag($msg);
($recs, $msg) = records($path, '--allow-lost');
is(scalar @{ $recs // [] }, $n, '--allow-lost exports what was recorded');

# ---- format 2: rings, strategies, CPUs, release records ----
# the writer's ring back to its default: a scan's misses write three
# records each (lookup, search, miss), more than 64kB holds before the
# writer's next poll on 19
$node->append_conf('postgresql.conf', "pg_evictor.trace_buffer = 8MB\n");
$node->restart;
my $nbuf = $node->safe_psql('postgres', q{SELECT setting FROM pg_settings WHERE name = 'shared_buffers'});
# core's rings: 256kB for bulk reads, at least that for VACUUM (15: 256kB;
# 16 on: vacuum_buffer_usage_limit, 2MB), capped at an eighth of the pool
my $ring = $nbuf / 8 < 32 ? int($nbuf / 8) : 32;
my $rel_of = sub { $node->safe_psql('postgres', "SELECT pg_relation_filenode('$_[0]')") };
# one session: its backend's records, one transaction per statement
my $f2 = $node->safe_psql('postgres', q{
SELECT 'trace', pg_evictor_trace_start();
CREATE TABLE big AS SELECT g AS a, repeat('x', 200) AS b FROM generate_series(1, 6000) g;
SELECT 'stop', * FROM pg_evictor_trace_stop();
CREATE TABLE small AS SELECT g FROM generate_series(1, 100) g;
VACUUM big;
CHECKPOINT;
SELECT 'trace', pg_evictor_trace_start();
SELECT count(*) FROM big;
VACUUM (DISABLE_PAGE_SKIPPING) big;
SELECT (SELECT count(*) FROM small) + (SELECT count(*) FROM small) + (SELECT count(*) FROM small);
VACUUM (DISABLE_PAGE_SKIPPING) small;
SELECT count(*) FROM small;
SELECT 'stop', * FROM pg_evictor_trace_stop();
SELECT 'pages', relpages FROM pg_class WHERE relname = 'big';
});
my @f2paths = $f2 =~ /^trace\|(.*)$/mg;
my ($pages) = $f2 =~ /^pages\|(\d+)$/m;
my $big = $rel_of->('big');
cmp_ok($pages, '>', $nbuf / 4, "big ($pages pages) is more than a quarter of shared_buffers ($nbuf): scans take a ring");
{
	my $file = $node->data_dir . "/$f2paths[1]";
	open my $fh, '<:raw', $file or die "$file: $!";
	local $/;
	my $raw = <$fh>;
	my ($magic, $version, $recsize, $sv, $bs, $nb, $flags, $recorded) =
	  unpack('Z8 V V V V V V Q<', substr($raw, 0, 48));
	is("$version $recsize", '2 40', 'format 2: 40-byte records');
	is($flags, 15, "the header says complete, with rings (pg_evictor's evictor), hits' pins and passed records' buffers");
	is(length($raw), 48 + 40 * $recorded, 'the file holds the records its header counts');
}
# CREATE TABLE AS writes through a bulk-write ring: its new pages (each
# block's first access; wal_level = minimal reads them again at commit, to
# log them, with no ring)
($recs, $msg) = records($f2paths[0]);
$recs //= [];
my %seen_block;
my @ctas = grep { $_->[5] == $big && $_->[6] == 0 && $_->[1] ne 'lookup' && !$seen_block{ $_->[7] }++ } @$recs;
is(scalar(grep { $_->[1] eq 'hit' } @ctas), 0, "CREATE TABLE AS: each page's first access is no hit");
cmp_ok(scalar(@ctas), '>=', $pages, "CREATE TABLE AS: a miss or extension per page (@{[ scalar @ctas ]})");
is(scalar(grep { $_->[9] ne 'bulkwrite' || $_->[11] == 0 || $_->[12] != $ring } @ctas), 0,
	"each with strategy bulkwrite, a ring of $ring buffers")
  or diag(join("\n", map { join(',', @$_) }
		(grep { $_->[9] ne 'bulkwrite' || $_->[11] == 0 || $_->[12] != $ring } @ctas)[ 0 .. 5 ]));

($recs, $msg) = records($f2paths[1]);
ok(defined $recs, 'trace-export reads the format 2 trace') or diag($msg);
$recs //= [];
my @mine = grep { $_->[5] == $big && $_->[6] == 0 && $_->[1] eq 'miss' } @$recs;
my @scan = grep { $_->[9] eq 'bulkread' } @mine;
my @vac = grep { $_->[9] eq 'vacuum' } @mine;
cmp_ok(scalar(@scan), '>', $pages / 2, "the scan's misses have strategy bulkread (@{[ scalar @scan ]} of $pages pages)");
cmp_ok(scalar(@vac), '>', $pages / 2, "VACUUM's misses have strategy vacuum (@{[ scalar @vac ]})");
is(scalar(@mine) - @scan - @vac, 0, 'no miss of the table without its ring');
my %rings = map { ($_->[11] => 1) } @scan;
my %vrings = map { ($_->[11] => 1) } @vac;
my ($r) = keys %rings;
my ($vr) = keys %vrings;
ok(keys %rings == 1 && $r > 0, "the scan's misses: one ring, numbered ($r)");
ok(keys %vrings == 1 && $vr > $r, "VACUUM's: another ring, made after it ($vr)");
is(scalar(grep { $_->[12] != $ring } @scan, @vac), 0, "each ring of the server's $ring buffers");
# a new ring's first ring_size victims cannot be its own buffers
is(scalar(grep { $_->[10] & 1 } @scan[ 0 .. $ring - 1 ]), 0, "the scan's first $ring misses fill its ring");
my $reused = grep { $_->[10] & 1 } @scan;
cmp_ok($reused, '>', 0, "later misses reuse the ring's own buffers ($reused of @{[ scalar @scan ]})");
is(scalar(grep { $_->[13] !~ /^\d+$/ } @mine), 0, 'every miss has its CPU');
# a miss's lookup: its backend's record just before each miss (one
# session, so no other backend maps a page it looked up), and no more of
# them than misses (16 on: an extension inserts without a lookup)
{
	my %prev;
	my ($bad, $nmiss, $nlook) = (0, 0, 0);
	for my $x (@$recs)
	{
		next if $x->[1] =~ /^(?:release|search|passed|freed|loaded)$/;
		$nlook++ if $x->[1] eq 'lookup';
		if ($x->[1] eq 'miss')
		{
			my $p = $prev{ $x->[2] };
			$nmiss++;
			$bad++ unless $p && $p->[1] eq 'lookup' && "@$p[3..7]" eq "@$x[3..7]";
		}
		$prev{ $x->[2] } = $x;
	}
	is($bad, 0, "each of the $nmiss misses comes right after its backend's lookup of the page");
	is($nlook, $nmiss, "a lookup record per miss ($nlook)");
	is(scalar(grep { $_->[1] eq 'lookup' && ($_->[9] ne 'none' || $_->[11] != 0 || $_->[13] ne '') } @$recs), 0,
		'lookups have no strategy, ring nor CPU');
}
is(scalar(grep { $_->[1] eq 'hit' && $_->[13] ne '' } @$recs), 0, 'no hit has one');
# a hit's strategy: from 16 on, what IOContextForStrategy was asked just
# before the lookup; on 15 no function sees it, and it is inferred
if ($node->pg_version->major >= 16)
{
	is(scalar(grep { $_->[1] eq 'hit' && ($_->[10] & 2) } @$recs), 0,
		"no hit's strategy is inferred: IOContextForStrategy says it");
}
else
{
	is(scalar(grep { $_->[1] eq 'hit' && $_->[9] ne 'none' && !($_->[10] & 2) } @$recs), 0,
		"a hit's strategy is always inferred");
}
# VACUUM reads small's page, which three scans just read (its usage count
# 3), through its ring: hits (the page cannot have been evicted in
# between: that takes three passes of the clock, and only the VACUUM's
# own few misses, its map's, run between), each with strategy vacuum and
# the VACUUM's own ring, made after big's.  15 infers it: a lazy VACUUM
# reads the relation's visibility map before its heap block.  The scans'
# hits have none, and so has the scan's after the VACUUM (15: the ring
# is forgotten at its transaction's end).
{
	my $small = $rel_of->('small');
	my @sh = grep { $_->[5] == $small && $_->[6] == 0 && $_->[1] eq 'hit' } @$recs;
	my ($end) = grep { $_->[1] eq 'release' && @sh && $_->[2] == $sh[0][2] && $_->[0] > $sh[0][0] } @$recs;
	my @sel = grep { $end && $_->[0] < $end->[0] } @sh;
	my @vh = grep { $end && $_->[0] > $end->[0] } @sh;
	my $after = pop @vh;
	is(scalar(grep { $_->[9] ne 'none' } @sel), 0, "the scans' hits of small have no strategy (@{[ scalar @sel ]})");
	ok($after && $after->[9] eq 'none', "nor the scan's after the VACUUM");
	cmp_ok(scalar(@vh), '>', 0, "VACUUM hits small's page (@{[ scalar @vh ]})");
	is(scalar(grep { $_->[9] ne 'vacuum' || $_->[11] <= $vr || $_->[12] != $ring } @vh), 0,
		"each with strategy vacuum and the VACUUM's own ring of $ring buffers")
	  or diag(join("\n", map { join(',', @$_) } @vh));
}
# the free space map and the visibility map are read without a strategy,
# though VACUUM reads the main fork through its ring
my @maps = grep { $_->[5] == $big && $_->[6] != 0 && $_->[1] eq 'hit' } @$recs;
cmp_ok(scalar(@maps), '>', 0, "VACUUM hits the table's map pages (@{[ scalar @maps ]})");
is(scalar(grep { $_->[9] ne 'none' } @maps), 0, 'none of them is given a ring');
my $be = $scan[0][2];
my @rel = grep { $_->[1] eq 'release' } @$recs;
is(scalar(grep { "@$_[3..7]" ne '0 0 0 0 0' || $_->[13] ne '' } @rel), 0,
	'release records have no page and no CPU');
ok(scalar(grep { $_->[2] == $be && $_->[0] > $scan[-1][0] && $_->[0] < $vac[0][0] } @rel),
	"the scan's backend ($be) wrote a release record after the scan's transaction");

# ---- with page keys (they redirect BufTableInsert): a framework policy ----
$node->append_conf('postgresql.conf', "pg_evictor.trace_buffer = 8MB\npg_evictor.policy = sieve\n");
$node->restart;
ok($node->log_contains(qr/lookup path: redirected BufTableLookup; \d+ call sites/),
	'with page keys, only the lookup is redirected again');
# Sieve's replay starts from its queue and hand as the server held them
# (the queue records).  Adopted in buffer order instead, it missed 1.40
# points more than the server on 15.20 and 0.67 more on 19~rc1, the same
# on every run; restored, it leaves out what clocksweep's replay above
# leaves out, and gets clocksweep's bound: +0.29 points on 15.20, +0.01 on
# 19~rc1 (clocksweep +0.06 and +0.05; arc's below, +0.01 and -0.01; lru2's
# +0.00 and +0.02; with the pin rules of ab97295 and 73c5043).  Since hits
# say whether their buffer had pins, on 15.20: sieve +0.02, clocksweep
# and lru2 +0.00 (every miss the server's), arc +0.01.  Since a VACUUM's
# hits carry its ring (2026-12-07), all four replay every miss, on 15.20,
# 17.12, 18.6 and 19~rc1: the bound is exact (see the top).
traced_window('sieve', 'sieve', 1);
# arc: its p and its ghosts too, restored as the server held them
$node->append_conf('postgresql.conf', "pg_evictor.policy = arc\n");
$node->restart;
traced_window('arc', 'arc', 1);
# lru2: its timestamps and history too, the whole state block copied
$node->append_conf('postgresql.conf', "pg_evictor.policy = lru2\n");
$node->restart;
traced_window('lru2', 'lru2', 1);
$node->append_conf('postgresql.conf', "pg_evictor.policy = arc\n");
$node->restart;
# last: four clients leave the data as the scheduler interleaved them.
# arc hears every input under its instance's lock, hits one at a time,
# and the trace writes each there, in the order arc heard it: every hit
# (a collision's too, since 2026-12-07), load, free and search, with the
# buffers the search passed pinned (by buffer number since 2026-12-07, a
# victim not yet given its new tag too).  The replay gives arc the same
# inputs in the same order, so its choices are the server's: exact on 15
# and 19 (results/2026-12-07-replay-lock-order: 20 of 20 such windows on
# each).  16 to 18 free a collision's victim to their freelist
# (StrategyFreeBuffer) outside that lock: the policy's forget is
# recorded under it (a forgotten record), the freelist's record just
# before its push, and the replay takes a search's free buffer as the
# server did whatever the order of two such records; an extension's load
# is heard at its loaded record.  Exact on 17 and 18 too: since the last
# of those (f9fe31e), 60 of 60 arc windows and 300 of 300 of the five
# policies that hear every hit (results/2026-12-07-replay-lock-order,
# exact-1718-extloaded.md and exact-1718-hits-again.md).
traced_window('four clients', 'arc', 4);

# Under arc, a drop: each of its buffers forgotten by the policy under the
# lock its searches hold, then handed to the freelist (15 to 18: a freed
# record flagged forgotten, 32, then StrategyFreeBuffer's, of the same
# buffer); 19 has no freelist: the framework's freed records alone
{
	# one session, a DROP of another table first (the drop's catalog pages
	# read), the table's pages read last: the DROP misses nothing
	my ($rel, $path) = split /\n/, $node->safe_psql('postgres', q{
		CREATE TABLE dropme AS SELECT g AS a FROM generate_series(1, 2000) g;
		CREATE TABLE dropfirst AS SELECT g AS a FROM generate_series(1, 2000) g;
		DROP TABLE dropfirst;
		SELECT pg_relation_filenode('dropme');
		SELECT count(*) FROM dropme \g /dev/null
		SELECT pg_evictor_trace_start();
		DROP TABLE dropme;
		SELECT * FROM pg_evictor_trace_stop() \g /dev/null});
	my ($recs) = records($path);
	$recs //= [];
	# its buffers at the start, less any the DROP took for other pages (a
	# search record names its victim's page)
	my %held = map { ($_->[11] => 1) } grep { $_->[5] == $rel && $_->[1] eq 'resident' } @$recs;
	delete $held{ $_->[11] } for grep { $_->[5] == $rel && $_->[1] eq 'search' } @$recs;
	my @forgot = grep { $_->[1] eq 'freed' && ($_->[10] & 32) } @$recs;
	my @freed = grep { $_->[1] eq 'freed' && !($_->[10] & 32) } @$recs;
	my %first;
	for my $r (grep { $_->[1] eq 'freed' } @$recs)
	{
		$first{ $r->[11] } //= $r->[10] & 32 ? 'forgotten' : 'freed';
	}
	cmp_ok(scalar(keys %held), '>', 0, 'arc: the dropped table was resident at its drop (' . scalar(keys %held) . ' buffers)');
	is(join(',', sort { $a <=> $b } map { $_->[11] } @freed), join(',', sort { $a <=> $b } keys %held),
		'arc: a freed record of each of its buffers');
	if ($node->pg_version->major >= 19)
	{
		is(scalar @forgot, 0, 'arc: no forgotten record on 19');
	}
	else
	{
		is(join(',', sort { $a <=> $b } map { $_->[11] } @forgot), join(',', sort { $a <=> $b } keys %held),
			'arc: a forgotten record of each of its buffers');
		is(scalar(grep { $first{$_} ne 'forgotten' } keys %held), 0,
			'arc: each before its freed record');
	}
}

# ---- trace off ----
my $off = evictor_node('trace_off');
($ret, $out, $err) = $off->psql('postgres', 'SELECT pg_evictor_trace_start()');
like($err, qr/pg_evictor.trace is off/, 'start with pg_evictor.trace off is refused');
ok(!$off->log_contains(qr/lookup path/), 'nothing of the lookup path is touched');
$off->stop;

$node->stop;
done_testing();
