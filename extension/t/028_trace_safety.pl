# A trace that cannot be written (issue 32): the trace writer's file-size
# limit (prlimit, as a full disk would: the server ignores SIGXFSZ, so
# write() fails with EFBIG as with ENOSPC).
#  - a write error with the writer held back (SIGSTOP) while the ring
#    fills: the server is never restarted, stop names the OS's error, and
#    the file's header counts exactly its whole records, none twice;
#  - a header that cannot be written: start names the OS's error, leaves
#    no file, and the writer is the same process after;
#  - then, without the limit, a trace is recorded as ever;
#  - pg_evictor.trace_max_size: the trace stops itself there, and the stop
#    says so; pg_evictor.trace_directory: a directory outside the data
#    directory, set by a superuser only.
use strict;
use warnings;
use FindBin;
use lib $FindBin::RealBin;

use EvictorTest;
use IPC::Run;
use PostgreSQL::Test::Utils;
use Test::More;

my $scripts = "$FindBin::RealBin/../../scripts";
my $node = evictor_node('trace_safety', sync_io => 1, conf => q{
pg_evictor.trace = on
autovacuum = off
});
my $started = $node->safe_psql('postgres', 'SELECT pg_postmaster_start_time()');

# 1.1 MB: a scan is some 140 accesses
$node->safe_psql('postgres', q{
CREATE TABLE t AS SELECT g, repeat('x', 100) AS pad FROM generate_series(1, 8000) g});

# the soft limit only: an unprivileged process cannot raise its hard limit again
sub fsize
{
	my ($pid, $bytes) = @_;
	IPC::Run::run([ 'prlimit', '--pid', $pid, "--fsize=$bytes:" ])
	  or BAIL_OUT("prlimit --pid $pid --fsize=$bytes: failed");
}

# the header's fields and the records' seqs of a trace file
sub read_trace
{
	my ($path) = @_;
	$path = $node->data_dir . "/$path" unless $path =~ m{^/};
	open my $fh, '<:raw', $path or die "$path: $!";
	local $/;
	my $raw = <$fh>;
	close $fh;
	my ($magic, $version, $recsize, $sv, $bs, $nb, $flags, $recorded, $lost) =
	  unpack('Z8 V V V V V V Q< Q<', substr($raw, 0, 48));
	my $body = length($raw) - 48;
	my @seqs = map { unpack('Q<', substr($raw, 48 + $recsize * $_, 8)) } 0 .. int($body / $recsize) - 1;
	return { magic => $magic, flags => $flags, recorded => $recorded, lost => $lost,
		recsize => $recsize, body => $body, seqs => \@seqs };
}

my $writer = trace_writer_pid($node);
like($writer, qr/^\d+$/, "the trace writer runs (pid $writer)");

# ---- a write error with the writer held back ----
# 256 kB: 6552 whole records and part of one; 300 scans are some 42000
# accesses, in an 8 MB ring (131072)
my $limit = 262144;
my $path = $node->safe_psql('postgres', 'SELECT pg_evictor_trace_start()');
fsize($writer, $limit);
kill 'STOP', $writer;
$node->safe_psql('postgres', q{
DO $$ BEGIN FOR i IN 1..300 LOOP PERFORM count(*) FROM t; END LOOP; END $$});
kill 'CONT', $writer;
# the writer may end the trace itself before the stop asks: either way the
# stop's error names the OS's
my ($ret, $out, $err) = $node->psql('postgres', 'SELECT * FROM pg_evictor_trace_stop()');
isnt($ret, 0, 'stop after a write error fails');
like($err, qr/could not write trace file "\Q$path\E": File too large/,
	'and names the OS error')
  or diag($err);

is($node->safe_psql('postgres', 'SELECT pg_postmaster_start_time()'), $started,
	'the server was not restarted');
ok(!$node->log_contains(qr/terminated by signal/), 'no process was terminated by a signal');
is(trace_writer_pid($node), $writer, 'the trace writer is the same process');

my $tr = read_trace($path);
is($tr->{magic}, 'PGEVTRC', 'the file has its header');
is($tr->{flags} & 1, 0, 'the header says incomplete');
is($tr->{recsize}, 40, 'format 2: 40-byte records');
is($tr->{body} % 40, 0, 'the file holds whole records (cut back at the error)');
cmp_ok(48 + $tr->{body}, '<=', $limit, 'within the size limit');
cmp_ok($tr->{recorded}, '>', 0, "records were written ($tr->{recorded})");
is($tr->{recorded}, $tr->{body} / 40, "the header counts exactly the records in the file");
my %seen;
my $dups = grep { $seen{$_}++ } @{ $tr->{seqs} };
is($dups, 0, 'no record twice');
my $ordered = 1;
for my $i (1 .. $#{ $tr->{seqs} })
{
	$ordered = 0 if $tr->{seqs}[$i] <= $tr->{seqs}[ $i - 1 ];
}
ok($ordered, 'the records in claim order');
cmp_ok($tr->{lost}, '>', 0, "the accesses not written are counted as lost ($tr->{lost})");

# ---- the header cannot be written ----
fsize($writer, 10);
($ret, $out, $err) = $node->psql('postgres', 'SELECT pg_evictor_trace_start()');
like($err, qr/the trace did not start: could not write the header of trace file "(pg_evictor_trace\/[^"]+)": File too large/,
	'start names the OS error of the header')
  or diag($err);
my ($bad) = $err =~ /trace file "([^"]+)"/;
ok(defined $bad && !-e $node->data_dir . "/$bad", 'and leaves no file behind');
is(trace_writer_pid($node), $writer, 'the trace writer is the same process');

# ---- without the limit, as ever ----
fsize($writer, 'unlimited');
$path = $node->safe_psql('postgres', 'SELECT pg_evictor_trace_start()');
$node->safe_psql('postgres', 'SELECT count(*) FROM t');
my ($p, $n, $lost) = split /\|/, $node->safe_psql('postgres', 'SELECT * FROM pg_evictor_trace_stop()');
cmp_ok($n, '>', 100, "a trace after the errors ($n records)");
my ($o, $e) = ('', '');
ok(IPC::Run::run([ "$scripts/trace-export", '--kinds', 'hit,miss,extend,release,resident,hand,queue,state,lookup,passed,search,freed,loaded', '--text', $node->data_dir . "/$path", '-' ],
		'>', \$o, '2>', \$e), 'trace-export reads it')
  or diag($e);
is(scalar(split /\n/, $o) - 1, $n, 'with every record');

# ---- the size limit ----
# 64 kB: the header and 1637 records; 30 scans are some 4200 accesses
$path = $node->safe_psql('postgres', q{
SET pg_evictor.trace_max_size = '64kB'; SELECT pg_evictor_trace_start()});
$node->safe_psql('postgres', q{
DO $$ BEGIN FOR i IN 1..30 LOOP PERFORM count(*) FROM t; END LOOP; END $$});
($ret, $out, $err) = $node->psql('postgres', 'SELECT * FROM pg_evictor_trace_stop()');
like($err, qr/trace "\Q$path\E" is incomplete: the trace stopped at its size limit, pg_evictor.trace_max_size = 64kB/,
	'stop says the trace stopped at the size limit')
  or diag($err);
$tr = read_trace($path);
is($tr->{recorded}, 1637, 'the header counts the records that fit');
is(48 + $tr->{body}, 48 + 1637 * 40, 'and the file holds them, within 64 kB');

# ---- a directory outside the data directory ----
my $dir = PostgreSQL::Test::Utils::tempdir();
$node->safe_psql('postgres', 'CREATE ROLE nobody LOGIN');
($ret, $out, $err) = $node->psql('postgres', "SET pg_evictor.trace_directory = '$dir'",
	extra_params => [ '-U', 'nobody' ]);
like($err, qr/permission denied to set parameter/, 'only a superuser sets the trace directory');
$path = $node->safe_psql('postgres', qq{
SET pg_evictor.trace_directory = '$dir/traces'; SELECT pg_evictor_trace_start()});
like($path, qr{^\Q$dir\E/traces/\d{8}-\d{6}\.\d{6}-\d+\.pgtrace$}, "the trace goes there: $path");
$node->safe_psql('postgres', 'SELECT count(*) FROM t');
($p, $n, $lost) = split /\|/, $node->safe_psql('postgres', 'SELECT * FROM pg_evictor_trace_stop()');
($o, $e) = ('', '');
ok(IPC::Run::run([ "$scripts/trace-export", '--kinds', 'hit,miss,extend,release,resident,hand,queue,state,lookup,passed,search,freed,loaded', '--text', $path, '-' ], '>', \$o, '2>', \$e),
	'trace-export reads it')
  or diag($e);
is(scalar(split /\n/, $o) - 1, $n, "with every record ($n)");

is($node->safe_psql('postgres', 'SELECT pg_postmaster_start_time()'), $started,
	'the server was never restarted');
ok(!$node->log_contains(qr/terminated by signal/), 'no process was terminated by a signal');
$node->stop;
done_testing();
