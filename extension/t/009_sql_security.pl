# The SQL functions against a hostile caller and a hostile schema.
#
# A role with what docs/sql-api.md grants (pg_monitor, EXECUTE on the snapshot
# functions and on pg_evictor_reset) and CREATE on the extension's schema
# (public allowed that to PUBLIC before 15, and pg_upgrade keeps it) plants
# objects that would run its code if any function of the extension resolved
# a name to them: in its pg_temp, tables and views named like every relation
# the extension reads or writes; in the extension's schema, functions and
# operators that match the extension's calls better than pg_catalog's
# (unnest(text[]), to_jsonb(row), format(...), integer * numeric,
# numeric = integer).  Each planted object logs that it ran, and as whoever
# runs it tries ALTER ROLE ... SUPERUSER.  The role then calls every
# function, and a superuser calls every function with the planted objects
# present.  Nothing planted may run, no role may gain anything, and every
# result must equal what a clean session computes.
use strict;
use warnings;
use FindBin;
use lib $FindBin::RealBin;

use EvictorTest;
use PostgreSQL::Test::Utils;
use Test::More;

my $node = evictor_node('sql_security', conf => q{
shared_buffers = 16MB
});
my $v16 = $node->safe_psql('postgres',
	q{SELECT current_setting('server_version_num')::int >= 160000});

$node->safe_psql('postgres', q{
CREATE TABLE work (id int PRIMARY KEY, pad text);
INSERT INTO work SELECT g, repeat('x', 200) FROM generate_series(1, 5000) g;
CREATE ROLE bench LOGIN IN ROLE pg_monitor;
GRANT EXECUTE ON FUNCTION pg_evictor_snapshot(text), pg_evictor_snapshot_drop(text),
    pg_evictor_reset() TO bench;
GRANT CREATE ON SCHEMA public TO bench;
-- where planted code says it ran
CREATE TABLE pwned (who name, hook text);
ALTER TABLE pwned OWNER TO bench;
GRANT INSERT ON pwned TO PUBLIC;
});

# What every role may do, to compare before and after.
my $roles_sql = q{
SELECT string_agg(format('%s:%s%s%s%s%s%s', rolname, rolsuper, rolinherit,
                         rolcreaterole, rolcreatedb, rolreplication, rolbypassrls),
                  ' ' ORDER BY rolname)
       || ' / ' || (SELECT coalesce(string_agg(roleid::regrole || '>' || member::regrole,
                                               ' ' ORDER BY roleid::regrole::text,
                                               member::regrole::text), '')
                      FROM pg_auth_members)
  FROM pg_roles};
my $roles_before = $node->safe_psql('postgres', $roles_sql);

# The reference: two snapshots and their diff, in a clean session.
$node->safe_psql('postgres', q{
SELECT pg_evictor_snapshot('ref1');
SELECT count(*) FROM work WHERE id % 7 = 0;
SELECT pg_stat_force_next_flush();
SELECT pg_evictor_snapshot('ref2');
});
my $diff_sql = q{SELECT string_agg(metric || '=' || coalesce(value::text, 'null'), ' '
                        ORDER BY metric) FROM pg_evictor_diff('ref1', 'ref2')};
my $reference = $node->safe_psql('postgres', $diff_sql);
like($reference, qr/bgwriter\.buffers_alloc=.* index_hit_ratio=/,
	'the reference diff has its metrics');

# Objects in the extension's schema, planted by the role.
$node->safe_psql('postgres', q{
CREATE FUNCTION public.evil(what text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO public.pwned VALUES (current_user, what);
    BEGIN
        EXECUTE 'ALTER ROLE bench SUPERUSER';
    EXCEPTION WHEN insufficient_privilege THEN NULL;
    END;
END$$;
CREATE FUNCTION public.unnest(a text[]) RETURNS SETOF text LANGUAGE plpgsql AS $$
BEGIN
    PERFORM public.evil('unnest');
    RETURN QUERY SELECT pg_catalog.unnest(a);
END$$;
CREATE FUNCTION public.to_jsonb(r public.pg_evictor_snapshot_bgwriter) RETURNS jsonb
LANGUAGE plpgsql AS $$
BEGIN
    PERFORM public.evil('to_jsonb');
    RETURN pg_catalog.to_jsonb(r);
END$$;
CREATE FUNCTION public.format(f text, a timestamptz, b timestamptz, c text,
                              d timestamptz, e timestamptz, g text) RETURNS text
LANGUAGE plpgsql AS $$
BEGIN
    PERFORM public.evil('format');
    RETURN 'planted';
END$$;
CREATE FUNCTION public.evil_mul(a integer, b numeric) RETURNS numeric
LANGUAGE plpgsql AS $$
BEGIN
    PERFORM public.evil('integer * numeric');
    RETURN a::numeric OPERATOR(pg_catalog.*) b;
END$$;
CREATE OPERATOR public.* (LEFTARG = integer, RIGHTARG = numeric, FUNCTION = public.evil_mul);
CREATE FUNCTION public.evil_eq(a numeric, b integer) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
    PERFORM public.evil('numeric = integer');
    RETURN a OPERATOR(pg_catalog.=) b::numeric;
END$$;
CREATE OPERATOR public.= (LEFTARG = numeric, RIGHTARG = integer, FUNCTION = public.evil_eq);
-- the statistics view 15 lacks, and the table a 15 cluster upgraded to
-- 16 or later lacks
DO $$
BEGIN
    IF to_regclass('public.pg_stat_io') IS NULL THEN
        CREATE VIEW public.pg_stat_io AS SELECT NULL::text AS x
          FROM (SELECT public.evil('public.pg_stat_io')) e;
    END IF;
END$$;
}, extra_params => [ '-U', 'bench' ]);

# Tables and views named like every relation the extension uses, in the
# session's pg_temp (where 15's missing pg_stat_io resolved to).
my $temp_plants = q{
CREATE FUNCTION pg_temp.evil_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM public.evil('pg_temp trigger on ' || TG_TABLE_NAME);
    RETURN NEW;
END$$;
DO $$
DECLARE
    rel text;
BEGIN
    FOREACH rel IN ARRAY ARRAY['pg_stat_io', 'pg_stat_database',
        'pg_statio_user_indexes', 'pg_statio_user_tables', 'pg_stat_bgwriter',
        'pg_evictor_snapshots', 'pg_evictor_snapshot_counters',
        'pg_evictor_snapshot_victims', 'pg_evictor_snapshot_residency',
        'pg_evictor_snapshot_database', 'pg_evictor_snapshot_statio_indexes',
        'pg_evictor_snapshot_statio_tables', 'pg_evictor_snapshot_bgwriter']
    LOOP
        EXECUTE format('CREATE TEMP VIEW %I AS SELECT NULL::text AS x FROM (SELECT public.evil(%L)) e',
                       rel, 'pg_temp.' || rel);
    END LOOP;
END$$;
CREATE TEMP TABLE pg_evictor_snapshot_io (snapshot bigint, x text);
CREATE TRIGGER evil BEFORE INSERT ON pg_temp.pg_evictor_snapshot_io
    FOR EACH ROW EXECUTE FUNCTION pg_temp.evil_row();
};

# Every function of the extension, and what each returned.
my $calls = q{
SELECT 'status:' || (policy IS NOT NULL AND nbuffers = 2048) FROM pg_evictor_status();
SELECT 'counters:' || (count(*) > 0) FROM pg_evictor_counters();
SELECT 'victims:' || (count(*) >= 0) FROM pg_evictor_victims();
SELECT 'partitions:' || (sum(nbuffers)::int = 2048) FROM pg_evictor_partitions();
SELECT 'placement:' || (count(*) >= 0) FROM pg_evictor_placement();
SELECT 'detail:' || (sum(buffers)::int = 2048) FROM pg_evictor_residency_detail();
SELECT 'residency:' || (sum(buffers)::int = 2048) FROM pg_evictor_residency();
SELECT 'id:' || (pg_evictor_snapshot_id('ref2') > pg_evictor_snapshot_id('ref1'));
SELECT 'snapshot:' || (pg_evictor_snapshot(:'who' || '1') > 0);
SELECT 'snapshot:' || (pg_evictor_snapshot(:'who' || '2') > 0);
SELECT 'rows:' || (SELECT count(*) FROM public.pg_evictor_snapshot_database d
                    WHERE d.snapshot = pg_evictor_snapshot_id(:'who' || '2')
                      AND d.datname = current_database())
       || ',' || (SELECT count(*) FROM public.pg_evictor_snapshot_bgwriter b
                   WHERE b.snapshot = pg_evictor_snapshot_id(:'who' || '2'))
       || ',' || (SELECT count(*) > 0 FROM public.pg_evictor_snapshot_statio_tables s
                   WHERE s.snapshot = pg_evictor_snapshot_id(:'who' || '2')
                     AND s.relname = 'work');
SELECT 'newdiff:' || count(*) FROM pg_evictor_diff(:'who' || '1', :'who' || '2');
SELECT 'diff:' || string_agg(metric || '=' || coalesce(value::text, 'null'), ' ' ORDER BY metric)
  FROM pg_evictor_diff('ref1', 'ref2');
SELECT 'drop:' || pg_typeof(pg_evictor_snapshot_drop(:'who' || '1'));
SELECT 'reset:' || pg_typeof(pg_evictor_reset());
SELECT 'snapshot:' || (pg_evictor_snapshot(:'who' || '3') > 0);
\set ON_ERROR_STOP 0
SELECT * FROM pg_evictor_diff(:'who' || '2', :'who' || '3');
};

sub check_calls
{
	my ($who, $out, $err) = @_;
	foreach my $name (qw(status counters victims partitions placement detail
		residency id))
	{
		like($out, qr/^$name:true$/m, "$who: pg_evictor_$name right");
	}
	my @snaps = $out =~ /^snapshot:(\w+)$/mg;
	is_deeply(\@snaps, [qw(true true true)], "$who: three snapshots taken");
	like($out, qr/^rows:1,1,true$/m, "$who: snapshot stored this database's rows");
	like($out, qr/^newdiff:[1-9]/m, "$who: its own snapshots diff");
	my ($diff) = $out =~ /^diff:(.*)$/m;
	is($diff, $reference, "$who: pg_evictor_diff equals the clean session's");
	like($out, qr/^drop:void$/m, "$who: pg_evictor_snapshot_drop");
	like($out, qr/^reset:void$/m, "$who: pg_evictor_reset");
	like($err, qr/the counters restarted between snapshots/,
		"$who: a reset between snapshots is refused");
	unlike($err, qr/planted/, "$who: the error message is the extension's");
}

# the role, with its pg_temp planted
my ($ret, $out, $err) = $node->psql('postgres',
	$temp_plants . $calls,
	extra_params => [ '-U', 'bench', '-v', 'who=bench' ]);
check_calls('role', $out, $err);

# a superuser, with the role's objects in the extension's schema, and its
# own search_path putting that schema first
($ret, $out, $err) = $node->psql('postgres',
	"SET search_path = public, pg_catalog;\n" . $calls,
	extra_params => [ '-v', 'who=super' ]);
check_calls('superuser', $out, $err);

# A 15 cluster upgraded to 16 or later: pg_stat_io exists, the extension's
# table for it does not.  The role plants one of its own there.
SKIP:
{
	skip 'pg_stat_io exists from 16 on', 4 unless $v16 eq 't';
	$node->safe_psql('postgres', q{
ALTER EXTENSION pg_evictor DROP TABLE pg_evictor_snapshot_io;
DROP TABLE pg_evictor_snapshot_io;
});
	$node->safe_psql('postgres', q{
CREATE TABLE public.pg_evictor_snapshot_io (snapshot bigint, x text);
CREATE FUNCTION public.evil_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM public.evil('trigger on public.pg_evictor_snapshot_io');
    RETURN NEW;
END$$;
CREATE TRIGGER evil BEFORE INSERT ON public.pg_evictor_snapshot_io
    FOR EACH ROW EXECUTE FUNCTION public.evil_row();
}, extra_params => [ '-U', 'bench' ]);
	($ret, $out, $err) = $node->psql('postgres',
		"SELECT 'snapshot:' || (pg_evictor_snapshot('upgraded1') > 0);
		 SELECT 'snapshot:' || (pg_evictor_snapshot('upgraded2') > 0);
		 SELECT 'io:' || count(*) FROM pg_evictor_diff('upgraded1', 'upgraded2')
		  WHERE metric LIKE 'io.%';",
		extra_params => [ '-U', 'bench' ]);
	like($out, qr/snapshot:true\nsnapshot:true/, 'upgraded: the role takes snapshots')
	  or diag($err);
	like($out, qr/^io:0$/m, 'upgraded: no io rows without the table');
	($ret, $out, $err) = $node->psql('postgres',
		"SELECT 'snapshot:' || (pg_evictor_snapshot('upgraded3') > 0);");
	like($out, qr/snapshot:true/, 'upgraded: a superuser takes snapshots') or diag($err);
	is($node->safe_psql('postgres', 'SELECT count(*) FROM public.pg_evictor_snapshot_io'),
		'0', "upgraded: the role's table is not written");
}

is($node->safe_psql('postgres',
		q{SELECT coalesce(string_agg(who || ': ' || hook, ', '), 'nothing') FROM pwned}),
	'nothing', 'no planted object ran');
is($node->safe_psql('postgres', $roles_sql), $roles_before, 'no role gained anything');
is($node->safe_psql('postgres', q{SELECT rolsuper FROM pg_roles WHERE rolname = 'bench'}),
	'f', 'the role is not superuser');

$node->stop;
done_testing();
