# A collision on a free victim, forced: backend A, stopped by gdb on entering
# its victim search for a page its lookup did not find, waits while backend B
# reads that page; let go, A takes a free buffer and finds the page mapped.
# 15's BufferAlloc then only unpins its victim (16 to 18 hand it to
# StrategyFreeBuffer, 19 to the framework's stack of empty frames): under a
# framework policy, in neither the freelist nor the policy, it was lost until
# the next adoption.  pg_evictor gives it back (pagekeys.c): every frame
# without a page is on the freelist (19: the stack) afterwards.
use strict;
use warnings;
use FindBin;
use lib $FindBin::RealBin;

use EvictorTest;
use IPC::Run;
use PostgreSQL::Test::Utils;
use Test::More;

my ($gdb) = grep { -x } map { "$_/gdb" } split /:/, $ENV{PATH};

my $node = evictor_node('free_collision', sync_io => 1,
	conf => "pg_evictor.policy = arc\npg_evictor.hits = on\n" . exact_conf());
ok(defined $gdb, 'gdb is installed (scripts/debian-packages: check)')
  or done_testing(), exit;
$node->safe_psql('postgres', q{
	CREATE TABLE big AS SELECT g AS a, repeat('x', 500) AS b FROM generate_series(1, 6000) g;
	CREATE TABLE junk (a int, b text)});
my $pages = $node->safe_psql('postgres', q{SELECT pg_relation_size('big') / 8192});
cmp_ok($pages, '>', 256, "big has $pages pages, twice the pool");

# Sessions kept open: a new one reads catalog pages into free buffers
my $timer = IPC::Run::timer($PostgreSQL::Test::Utils::timeout_default);
my %io;
my ($gin, $gout, $gerr) = ('', '', '');
my $g;

sub session
{
	my ($name) = @_;
	$io{$name} = { in => '', out => '', err => '' };
	$io{$name}{h} = IPC::Run::start(
		[ 'psql', '-XAtq', '-v', 'ON_ERROR_STOP=1', '-d', $node->connstr('postgres') ],
		'<', \$io{$name}{in}, '>', \$io{$name}{out}, '2>', \$io{$name}{err}, $timer);
}

# pump the sessions (and gdb) until the condition holds or the suite's
# timeout runs out
sub wait_for
{
	my ($cond) = @_;
	until ($cond->() || $timer->is_expired)
	{
		$_->{h}->pump_nb for values %io;
		$g->pump_nb if $g;
		select(undef, undef, undef, 0.01) unless $cond->();
	}
	return $cond->();
}

# send sql to a session; its answer, when asked to wait for it
sub send_sql
{
	my ($name, $sql) = @_;
	$io{$name}{out} = '';
	$io{$name}{in} .= "$sql;\n\\echo DONE\n";
}

sub answered
{
	my ($name) = @_;
	return $io{$name}{out} =~ /DONE\n/;
}

sub query
{
	my ($name, $sql) = @_;
	send_sql($name, $sql);
	wait_for(sub { answered($name) }) or die "session $name: no answer to $sql: $io{$name}{err}";
	(my $out = $io{$name}{out}) =~ s/\n?DONE\n//;
	return $out;
}

# stop here: gdb lets go of A first
sub give_up
{
	my ($why) = @_;
	diag("$why\ngdb: $gout\n$gerr\n" . join("\n", map { "$_: $io{$_}{out}$io{$_}{err}" } sort keys %io));
	$g->kill_kill if $g;
	$_->{h}->kill_kill for values %io;
	done_testing();
	exit;
}

my $empty_sql = q{SELECT coalesce(sum(value), 0) FROM pg_evictor_policy_state() WHERE name = 'empty_frames'};
my $collisions_sql = q{SELECT collisions FROM pg_evictor_page_key_counts()};

# A, whose next victim search is for the page it is asked for, and B; each
# with its catalog caches warm from the same queries on other pages
session('A');
session('B');
my $pid = query('A', 'SELECT pg_backend_pid()');
query('A', q{SELECT count(*) FROM big WHERE ctid = '(0,1)'});
query('B', q{SELECT count(*) FROM big WHERE ctid = '(0,2)'});
query('B', $empty_sql);
query('B', $collisions_sql);

# two pages of big in no buffer
my ($block, $other) = split /\n/, query('B', qq{
	SELECT b FROM generate_series(1, $pages - 1) b
	 WHERE pg_evictor_page_key('big', 'main', b) NOT IN
		   (SELECT page_key FROM pg_evictor_page_keys() WHERE page_key IS NOT NULL)
	 ORDER BY b LIMIT 2});
ok(defined $other, "blocks $block and $other of big are in no buffer");

# free buffers: junk's, dropped (a DROP frees its buffers)
query('B', q{INSERT INTO junk SELECT g, repeat('y', 500) FROM generate_series(1, 300) g});
query('B', q{SELECT count(*) FROM junk});
query('B', q{DROP TABLE junk});
cmp_ok(query('B', $empty_sql), '>=', 3, 'the DROP left free buffers');
my $collisions = query('B', $collisions_sql);

# gdb stops A at its victim search's entry, its lookup done.  At core's
# exported entries (the dynamic symbol table, kept by a stripped build, as
# Debian's packages are), whose first instruction is the jump to
# pg_evictor's: gdb steps over it from its breakpoint.
$g = IPC::Run::start([ $gdb, '-q', '-nx', '-p', $pid ],
	'<', \$gin, '>', \$gout, '2>', \$gerr, $timer);
$gin .= "set pagination off\nset confirm off\nbreak *StrategyGetBuffer\ncontinue\n";
ok(wait_for(sub { $gout =~ /Continuing\./ }), 'gdb attached to A, breakpoint set')
  or give_up('gdb did not attach');
send_sql('A', qq{SELECT count(*) FROM big WHERE ctid = '($block,1)'});
ok(wait_for(sub { $gout =~ /Breakpoint 1,/ }), 'A stopped in its victim search')
  or give_up('A did not reach its victim search');

# B reads the page meanwhile; a free buffer is left for A
is(query('B', qq{SELECT count(*) FROM big WHERE ctid = '($block,1)'}), '1', "B read block $block");
cmp_ok(query('B', $empty_sql), '>=', 1, 'a free buffer is left for A');

# A goes on, takes a free victim, finds the page mapped, and stops again
# as its insert returns (its victim given back, still pinned)
$gin .= "delete\nbreak *BufTableInsert\ncontinue\ndelete\nfinish\necho INSERTED\\n\n";
ok(wait_for(sub { $gout =~ /Breakpoint 2,.*Run till exit.*INSERTED/s }), 'A stopped after its insert')
  or give_up('A did not reach the end of its insert');
is(query('B', $collisions_sql), $collisions + 1, "A's insert found the page mapped: one collision");

# B's victim search passes A's victim, pinned, and leaves it on the freelist
is(query('B', qq{SELECT count(*) FROM big WHERE ctid = '($other,1)'}), '1', "B read block $other");
$gin .= "delete\ndetach\nquit\n";
$g->finish;
$g = undef;
ok(wait_for(sub { answered('A') }), 'A answered') or give_up('A did not answer');
is($io{A}{out}, "1\nDONE\n", "A read block $block too");
for my $name (sort keys %io)
{
	$io{$name}{in} .= "\\q\n";
	$io{$name}{h}->finish;
}

holds_the_pool($node, 'after a collision on a free victim and a search past it');

$node->stop;
done_testing();
