# redirect = off must leave core's evictor in place, shown by the server
# itself and not by the flag the module sets: the entry of every function
# of freelist.c, read from a backend's own memory, is byte for byte the
# executable's (and is not, redirected: the test can fail), the hand never
# moves under a workload that sweeps the pool many times, and no
# "redirected" line is logged.
use strict;
use warnings;
use FindBin;
use lib $FindBin::RealBin;

use EvictorTest;
use PostgreSQL::Test::Utils;
use Test::More;

my @functions = qw(StrategyGetBuffer StrategySyncStart StrategyRejectBuffer
  GetAccessStrategy FreeAccessStrategy);

# The entry of each function: (in the backend's memory, in the executable
# file), as hex.  The backend reads its own /proc/self/mem; the mapping of
# the executable that holds the address says where it is in the file.
sub entries
{
	my ($node) = @_;
	my $bin = $node->config_data('--bindir') . '/postgres';
	my %sym;
	for (split /\n/, `nm -D --defined-only '$bin'`)
	{
		my ($addr, $type, $name) = split ' ';
		$sym{$name} = hex($addr) if $name && $type =~ /^[Tt]$/;
	}
	my $maps = $node->safe_psql('postgres', q{SELECT pg_read_file('/proc/self/maps')});
	my @maps;
	my $base;
	for (split /\n/, $maps)
	{
		my ($range, $perm, $off, undef, undef, $path) = split ' ';
		next unless $path && $path =~ m{/postgres$};
		my ($lo, $hi) = map { hex } split /-/, $range;
		$base //= $lo;    # the first mapping is the file's start
		push @maps, [ $lo, $hi, hex($off) ];
	}
	my %out;
	open my $fh, '<:raw', $bin or die "$bin: $!";
	for my $fn (@functions)
	{
		die "no symbol $fn in $bin" unless defined $sym{$fn};
		my $addr = $base + $sym{$fn};
		my ($m) = grep { $addr >= $_->[0] && $addr < $_->[1] } @maps;
		die "$fn at $addr is in no mapping of $bin" unless $m;
		my $mem = $node->safe_psql('postgres',
			"SELECT encode(pg_read_binary_file('/proc/self/mem', $addr, 16), 'hex')");
		seek($fh, $addr - $m->[0] + $m->[2], 0) or die;
		read($fh, my $bytes, 16) == 16 or die "short read of $bin";
		$out{$fn} = [ $mem, unpack('H*', $bytes) ];
	}
	close $fh;
	return \%out;
}

my $quiet = "autovacuum = off\n";
my $off = evictor_node('off', conf => "pg_evictor.redirect = off\n$quiet");
my $on = evictor_node('on', conf => $quiet);
# 19 has no freelist, nor StrategyFreeBuffer
push @functions, 'StrategyFreeBuffer' if $off->pg_version->major < 19;

foreach my $node ($off, $on)
{
	$node->safe_psql('postgres', q{
CREATE EXTENSION pg_prewarm;
CREATE TABLE big (id int, pad text) WITH (fillfactor = 10);
INSERT INTO big SELECT g, repeat('b', 500) FROM generate_series(1, 1000) g;
SELECT pg_prewarm('big'); SELECT pg_prewarm('big');
});
}

my $e = entries($off);
is($e->{$_}[0], $e->{$_}[1], "redirect off: $_ entry is the executable's")
  for @functions;
is( $off->safe_psql('postgres',
		'SELECT sum(hand) || \'|\' || sum(complete_passes) FROM pg_evictor_partitions()'),
	'0|0', 'redirect off: the hand never moved through 2000 reads into 128 buffers');
ok(!$off->log_contains('pg_evictor: redirected'),
	'redirect off: no "redirected" line in the log');

$e = entries($on);
isnt($e->{StrategyGetBuffer}[0], $e->{StrategyGetBuffer}[1],
	'redirected: StrategyGetBuffer entry differs from the executable (the check can fail)');
cmp_ok( $on->safe_psql('postgres', 'SELECT sum(complete_passes) FROM pg_evictor_partitions()'),
	'>', 0, 'redirected: the hand went round');

$off->stop;
$on->stop;
done_testing();
