/*-------------------------------------------------------------------------
 *
 * pg_evictor.c
 *	  Module entry: settings, shared memory, and the redirection of the
 *	  server's evictor at start-up.
 *
 *-------------------------------------------------------------------------
 */
#include "pg_evictor.h"

#include "fmgr.h"
#include "miscadmin.h"
#include "storage/ipc.h"
#include "storage/lwlock.h"
#include "storage/shmem.h"
#include "funcapi.h"
#include "lib/stringinfo.h"
#include "utils/builtins.h"
#include "utils/guc.h"

#include <errno.h>

PG_MODULE_MAGIC;

EvictorShared *evictor_shared = NULL;
bool		evictor_redirected = false;
char		evictor_redirect_detail[256] = "pg_evictor is not loaded";

int			evictor_policy_guc = EVICTOR_CLOCKSWEEP;
int			evictor_max_usage_guc = EVICTOR_MAX_USAGE;
int			evictor_sweep_batch_guc = 1;
static bool evictor_redirect_guc = true;
static char *evictor_partitions_guc = NULL;
static bool evictor_numa_place_guc = false;

/* the partitions, worked out in the postmaster before shared memory */
static EvictorLayout evictor_layout;

/* pg_evictor.policy's values: evictor_routines (policies.c), by index */
static struct config_enum_entry policy_options[32];

/* _PG_init has decided page keys: a reload's policy can be judged now */
static bool evictor_settled = false;

static shmem_request_hook_type prev_shmem_request_hook = NULL;
static shmem_startup_hook_type prev_shmem_startup_hook = NULL;

void		_PG_init(void);

const char *
evictor_policy_name(int policy)
{
	const EvictorRoutine *r = evictor_fw_routine(policy);

	return r ? r->name : "unknown";
}

/*
 * A framework policy needs page keys, which only a start-up can turn on,
 * and keeps its own hands, so no sweep_batch: a reload that asks for what
 * this server cannot run is refused, and the old policy stays.
 */
static bool
check_policy(int *newval, void **extra, GucSource source)
{
	if (!evictor_settled || !evictor_redirected ||
		!evictor_fw_is_framework(*newval))
		return true;
	if (!evictor_page_keys_on())
	{
		GUC_check_errdetail("Policy \"%s\" needs page keys, and this server was started without them.",
							evictor_policy_name(*newval));
		GUC_check_errhint("Restart the server with pg_evictor.page_keys = on, or with a framework policy in pg_evictor.policy.");
		return false;
	}
	if (evictor_fw_needs_hits(*newval) && !(evictor_hits_guc && evictor_lookups_on))
	{
		GUC_check_errdetail("Policy \"%s\" needs every hit, and this server was started without the lookup path (pg_evictor.hits).",
							evictor_policy_name(*newval));
		GUC_check_errhint("Restart the server with pg_evictor.hits = on, or with lru or arc in pg_evictor.policy.");
		return false;
	}
	if (evictor_sweep_batch_guc > 1)
	{
		GUC_check_errdetail("Policy \"%s\" keeps its own hands; pg_evictor.sweep_batch (%d) batches the clock sweep's.",
							evictor_policy_name(*newval), evictor_sweep_batch_guc);
		GUC_check_errhint("Set pg_evictor.sweep_batch = 1 first.");
		return false;
	}
	return true;
}

static bool
check_sweep_batch(int *newval, void **extra, GucSource source)
{
	if (*newval > 1 && evictor_settled &&
		evictor_fw_is_framework(evictor_policy_guc))
	{
		GUC_check_errdetail("Policy \"%s\" keeps its own hands; pg_evictor.sweep_batch batches the clock sweep's.",
							evictor_policy_name(evictor_policy_guc));
		return false;
	}
	return true;
}

/*
 * Every SQL function starts here: without shared_preload_libraries there is
 * no shared state to read, and saying so beats a NULL or a crash.
 */
void
evictor_require_loaded(void)
{
	if (evictor_shared == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("pg_evictor must be loaded via shared_preload_libraries"),
				 errhint("Add pg_evictor to shared_preload_libraries in postgresql.conf and restart the server.")));
}

/*
 * The settings in force live in shared memory, so that a reload switches
 * every backend at its next visit.  Only the postmaster writes them: it
 * reloads first, and a backend that has not caught up yet cannot undo it.
 */
static void
assign_policy(int newval, void *extra)
{
	evictor_policy_guc = newval;
	if (evictor_shared != NULL && !IsUnderPostmaster)
	{
		evictor_shared->policy = newval;
		evictor_strategy_path(evictor_shared);
		evictor_fw_policy_changed();
	}
}

static void
assign_max_usage(int newval, void *extra)
{
	evictor_max_usage_guc = newval;
	if (evictor_shared != NULL && !IsUnderPostmaster)
	{
		evictor_shared->max_usage = newval;
		evictor_strategy_path(evictor_shared);
	}
}

static void
assign_sweep_batch(int newval, void *extra)
{
	evictor_sweep_batch_guc = newval;
	if (evictor_shared != NULL && !IsUnderPostmaster)
	{
		evictor_shared->sweep_batch = newval;
		evictor_strategy_path(evictor_shared);
	}
}

/* off, numa, or a number of emulated partitions */
static bool
check_partitions(char **newval, void **extra, GucSource source)
{
	char	   *end;
	long		n;

	if (strcmp(*newval, "off") == 0 || strcmp(*newval, "numa") == 0)
		return true;
	errno = 0;
	n = strtol(*newval, &end, 10);
	if ((*newval)[0] != '\0' && *end == '\0' && errno == 0 &&
		n >= 1 && n <= EVICTOR_MAX_PARTITIONS)
		return true;
	GUC_check_errdetail("Valid values are \"off\", \"numa\", or a number of partitions from 1 to %d.",
						EVICTOR_MAX_PARTITIONS);
	return false;
}

static void
evictor_shmem_request(void)
{
	if (prev_shmem_request_hook)
		prev_shmem_request_hook();
	/* all settings are final now, NBuffers too */
	evictor_plan_layout(evictor_partitions_guc, evictor_numa_place_guc,
						&evictor_layout);
	RequestAddinShmemSpace(evictor_strategy_shmem_size(evictor_layout.npartitions));
	if (evictor_page_keys_on())
	{
		RequestAddinShmemSpace(evictor_page_keys_shmem_size());
		evictor_fw_shmem_request(&evictor_layout);
	}
	if (evictor_lookups_on && evictor_trace_guc)
		RequestAddinShmemSpace(evictor_trace_shmem_size());
}

/* In the postmaster at start-up and at every crash restart */
static void
evictor_shmem_startup(void)
{
	bool		found;

	if (prev_shmem_startup_hook)
		prev_shmem_startup_hook();

	LWLockAcquire(AddinShmemInitLock, LW_EXCLUSIVE);
	evictor_shared = ShmemInitStruct("pg_evictor",
									 evictor_strategy_shmem_size(evictor_layout.npartitions),
									 &found);
	if (!found)
	{
		evictor_align_layout(evictor_partitions_guc, evictor_numa_place_guc,
							 &evictor_layout);
		evictor_strategy_init(evictor_shared, &evictor_layout);
		if (evictor_numa_place_guc)
			evictor_numa_place(evictor_shared);
	}
	if (evictor_page_keys_on())
	{
		evictor_page_keys_shmem_init();
		evictor_fw_shmem_init(evictor_shared, &evictor_layout,
							  evictor_page_keys_array());
		/* a framework policy's path needs its instances */
		evictor_strategy_path(evictor_shared);
	}
	if (evictor_lookups_on && evictor_trace_guc)
		evictor_trace_shmem_init();
	LWLockRelease(AddinShmemInitLock);
}

/*
 * A value given for one of our settings before the module defined it (in
 * postgresql.conf, on the command line) is only WARNed about when invalid,
 * and the server would start with the default: for an experiment arm that
 * is a silent lie.  Check such values again with ERROR, which in the
 * postmaster stops the start.
 */
char *
evictor_given_value(const char *name)
{
	const char *value = GetConfigOption(name, true, false);

	return value ? pstrdup(value) : NULL;
}

void
evictor_recheck_given_value(const char *name, char *value)
{
	if (value == NULL)
		return;
	(void) set_config_option(name, value, PGC_POSTMASTER, PGC_S_FILE,
							 GUC_ACTION_SET, false, ERROR, false);
	pfree(value);
}

/*
 * A name under pg_evictor. that the module does not define (a misspelling
 * such as pg_evictor.polcy) is still a placeholder once every setting is
 * defined.  MarkGUCPrefixReserved would only WARN and drop it, and the arm
 * would run on the default: stop the start instead, naming it and the
 * settings there are.  Called before MarkGUCPrefixReserved, which removes
 * the placeholders.
 */
static void
refuse_unknown_settings(void)
{
	const char *prefix = "pg_evictor.";
	size_t		prefixlen = strlen(prefix);
	int			num_vars;
	struct config_generic **vars = evictor_guc_variables(&num_vars);
	StringInfoData unknown;
	StringInfoData known;
	int			nunknown = 0;

	initStringInfo(&unknown);
	initStringInfo(&known);
	for (int i = 0; i < num_vars; i++)
	{
		struct config_generic *var = vars[i];

		if (pg_strncasecmp(var->name, prefix, prefixlen) != 0)
			continue;
		if (var->flags & GUC_CUSTOM_PLACEHOLDER)
			appendStringInfo(&unknown, "%s\"%s\"", nunknown++ ? ", " : "",
							 var->name);
		else
			appendStringInfo(&known, "%s%s", known.len ? ", " : "",
							 var->name);
	}
	if (nunknown > 0)
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_OBJECT),
				 errmsg_plural("unrecognized configuration parameter %s",
							   "unrecognized configuration parameters %s",
							   nunknown, unknown.data),
				 errdetail("pg_evictor's settings are: %s.", known.data)));
	pfree(unknown.data);
	pfree(known.data);
}

/*
 * In the postmaster: redirect the evictor, and the mapping table's inserts
 * and deletes when page keys are on.
 */
static void
redirect_evictor(void)
{
	if (!evictor_redirect_guc)
	{
		snprintf(evictor_redirect_detail, sizeof(evictor_redirect_detail),
				 "pg_evictor.redirect is off: core's evictor is in use");
		ereport(LOG,
				(errmsg("pg_evictor: %s", evictor_redirect_detail)));
		return;
	}

	{
		char		why[200];

		evictor_redirected = evictor_redirect(evictor_redirects,
											  evictor_nredirects,
											  why, sizeof(why));
		if (!evictor_redirected)
		{
			snprintf(evictor_redirect_detail, sizeof(evictor_redirect_detail),
					 "not redirected: %s", why);
			ereport(WARNING,
					(errmsg("pg_evictor could not replace the buffer evictor: %s", why),
					 errdetail("The server runs with core's evictor; pg_evictor only observes.")));
			return;
		}
	}

	{
		StringInfoData names;

		initStringInfo(&names);
		for (int i = 0; i < evictor_nredirects; i++)
			appendStringInfo(&names, "%s%s", i ? ", " : "",
							 evictor_redirects[i].name);
		snprintf(evictor_redirect_detail, sizeof(evictor_redirect_detail),
				 "redirected %d functions of freelist.c", evictor_nredirects);
		ereport(LOG,
				(errmsg("pg_evictor: %s: %s", evictor_redirect_detail, names.data)));
		pfree(names.data);
	}

	if (evictor_fw_is_framework(evictor_policy_guc))
	{
		if (evictor_sweep_batch_guc > 1)
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					 errmsg("pg_evictor.policy = %s cannot run with pg_evictor.sweep_batch = %d",
							evictor_policy_name(evictor_policy_guc), evictor_sweep_batch_guc),
					 errdetail("A framework policy keeps its own hands; sweep_batch batches the clock sweep's."),
					 errhint("Set pg_evictor.sweep_batch = 1.")));
		/* it needs the page being loaded */
		if (!evictor_page_keys_guc)
		{
			SetConfigOption("pg_evictor.page_keys", "on", PGC_POSTMASTER,
							PGC_S_OVERRIDE);
			ereport(LOG,
					(errmsg("pg_evictor: pg_evictor.page_keys turned on for policy %s",
							evictor_policy_name(evictor_policy_guc))));
		}
		/* and, for lru and arc, every hit */
		if (evictor_fw_needs_hits(evictor_policy_guc) && !evictor_hits_guc)
		{
			SetConfigOption("pg_evictor.hits", "on", PGC_POSTMASTER,
							PGC_S_OVERRIDE);
			ereport(LOG,
					(errmsg("pg_evictor: pg_evictor.hits turned on for policy %s",
							evictor_policy_name(evictor_policy_guc))));
		}
	}

	if (evictor_page_keys_guc)
	{
		char		why[200];

		if (evictor_page_keys_redirect(why, sizeof(why)))
			ereport(LOG,
					(errmsg("pg_evictor: page keys from the buffer mapping table: redirected BufTableInsert, BufTableDelete")));
		else if (evictor_fw_is_framework(evictor_policy_guc))
			ereport(ERROR,
					(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
					 errmsg("pg_evictor cannot run policy %s: %s",
							evictor_policy_name(evictor_policy_guc), why),
					 errdetail("A framework policy needs page keys, from a redirection of the buffer mapping table's inserts and deletes."),
					 errhint("Choose clocksweep, hotcool or secondchance.")));
		else
			ereport(WARNING,
					(errmsg("pg_evictor does not keep page keys: %s", why),
					 errdetail("pg_evictor.page_keys is on; the evictor runs, the mapping table is core's.")));
	}
}

/* a trace's name must fit after it in MAXPGPATH */
static bool
check_trace_directory(char **newval, void **extra, GucSource source)
{
	if (*newval == NULL || (*newval)[0] == '\0')
	{
		GUC_check_errdetail("The trace directory cannot be empty.");
		return false;
	}
	if (strlen(*newval) > MAXPGPATH - 64)
	{
		GUC_check_errdetail("The trace directory's path is longer than %d bytes.",
							MAXPGPATH - 64);
		return false;
	}
	return true;
}

void
_PG_init(void)
{
	char	   *given_redirect,
			   *given_policy,
			   *given_max_usage,
			   *given_partitions,
			   *given_numa_place,
			   *given_sweep_batch,
			   *given_page_keys,
			   *given_trace,
			   *given_hits,
			   *given_trace_buffer;

	if (!process_shared_preload_libraries_in_progress)
		return;

	for (int i = 0; i < evictor_nroutines && i < lengthof(policy_options) - 1; i++)
	{
		policy_options[i].name = evictor_routines[i]->name;
		policy_options[i].val = i;
		policy_options[i].hidden = false;
	}

#ifdef EXEC_BACKEND

	/*
	 * Children of an EXEC_BACKEND server (Windows, or a build asking for it)
	 * start a fresh executable: they inherit neither the postmaster's
	 * patched code nor its layout, and would fail on shared memory.  Refuse
	 * the start here, with the reason, rather than in every child.
	 */
	ereport(ERROR,
			(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
			 errmsg("pg_evictor does not support servers built with EXEC_BACKEND"),
			 errdetail("Its children start a new executable and do not inherit the postmaster's redirection of the buffer evictor."),
			 errhint("Remove pg_evictor from shared_preload_libraries, or use a server built without EXEC_BACKEND.")));
#endif

	given_redirect = evictor_given_value("pg_evictor.redirect");
	given_policy = evictor_given_value("pg_evictor.policy");
	given_max_usage = evictor_given_value("pg_evictor.max_usage");
	given_partitions = evictor_given_value("pg_evictor.partitions");
	given_numa_place = evictor_given_value("pg_evictor.numa_place");
	given_sweep_batch = evictor_given_value("pg_evictor.sweep_batch");
	given_page_keys = evictor_given_value("pg_evictor.page_keys");
	given_trace = evictor_given_value("pg_evictor.trace");
	given_hits = evictor_given_value("pg_evictor.hits");
	given_trace_buffer = evictor_given_value("pg_evictor.trace_buffer");

	DefineCustomBoolVariable("pg_evictor.redirect",
							 "Replace the server's buffer evictor with pg_evictor's.",
							 "Off leaves core's evictor in place: residency can still be observed, eviction counters read as NULL.",
							 &evictor_redirect_guc,
							 true,
							 PGC_POSTMASTER,
							 0,
							 NULL, NULL, NULL);

	DefineCustomEnumVariable("pg_evictor.policy",
							 "Replacement policy of the buffer evictor.",
							 "clocksweep is PostgreSQL's own; a reload switches policy at the next miss. sieve, twoq, s3fifo, car, clockpro, lru and arc need page keys, lru and arc every hit too (turned on when the server starts with one of them).",
							 &evictor_policy_guc,
							 EVICTOR_CLOCKSWEEP,
							 policy_options,
							 PGC_SIGHUP,
							 0,
							 check_policy, assign_policy, NULL);

	DefineCustomIntVariable("pg_evictor.max_usage",
							"Highest usage count the clocksweep policy honours.",
							"5 is PostgreSQL's BM_MAX_USAGE_COUNT; lower caps the count the sweep sees.",
							&evictor_max_usage_guc,
							EVICTOR_MAX_USAGE,
							1, EVICTOR_MAX_USAGE,
							PGC_SIGHUP,
							0,
							NULL, assign_max_usage, NULL);

	DefineCustomStringVariable("pg_evictor.partitions",
							   "Partitions of the evictor: off, numa (one per NUMA node), or a number (emulated).",
							   "Each partition is a contiguous range of buffers with its own clock hand and freelist.",
							   &evictor_partitions_guc,
							   "off",
							   PGC_POSTMASTER,
							   0,
							   check_partitions, NULL, NULL);

	DefineCustomBoolVariable("pg_evictor.numa_place",
							 "Move each partition's buffer blocks to its NUMA node at start-up.",
							 NULL,
							 &evictor_numa_place_guc,
							 false,
							 PGC_POSTMASTER,
							 0,
							 NULL, NULL, NULL);

	DefineCustomIntVariable("pg_evictor.sweep_batch",
							"Clock-hand positions a backend claims with one atomic operation.",
							"1 is core's one tick per atomic; claimed positions are visited over the following requests, so each buffer is still visited once per pass.",
							&evictor_sweep_batch_guc,
							1,
							1, 64,
							PGC_SIGHUP,
							0,
							check_sweep_batch, assign_sweep_batch, NULL);

	DefineCustomBoolVariable("pg_evictor.page_keys",
							 "Keep the key of the page each buffer holds, from the buffer mapping table's inserts and deletes.",
							 "Redirects BufTableInsert and BufTableDelete: one more hash search per eviction or drop, nothing on a hit. Needs pg_evictor.redirect.",
							 &evictor_page_keys_guc,
							 false,
							 PGC_POSTMASTER,
							 0,
							 NULL, NULL, NULL);

	DefineCustomBoolVariable("pg_evictor.trace",
							 "See every shared-buffer access, so that pg_evictor_trace_start() can record them.",
							 "Redirects BufTableLookup (and BufTableInsert) and starts the trace writer; off, nothing runs on the lookup path.",
							 &evictor_trace_guc,
							 false,
							 PGC_POSTMASTER,
							 0,
							 NULL, NULL, NULL);

	DefineCustomBoolVariable("pg_evictor.hits",
							 "Let a policy that needs every hit (lru, arc) see them.",
							 "Redirects BufTableLookup (and BufTableInsert); turned on when the server starts with lru or arc. Off, nothing runs on the lookup path, and a reload to lru or arc is refused.",
							 &evictor_hits_guc,
							 false,
							 PGC_POSTMASTER,
							 0,
							 NULL, NULL, NULL);

	DefineCustomIntVariable("pg_evictor.trace_buffer",
							"Shared memory for accesses recorded and not yet written out.",
							"32 bytes per access; when it is full, accesses are counted as lost.",
							&evictor_trace_buffer_kb,
							8192,
							64, 1024 * 1024,
							PGC_POSTMASTER,
							GUC_UNIT_KB,
							NULL, NULL, NULL);
	/* superuser's: a trace writes as the server, where these say */
	DefineCustomStringVariable("pg_evictor.trace_directory",
							   "Where pg_evictor_trace_start() writes its traces.",
							   "Relative to the data directory, or an absolute path.",
							   &evictor_trace_directory,
							   "pg_evictor_trace",
							   PGC_SUSET,
							   0,
							   check_trace_directory, NULL, NULL);
	DefineCustomIntVariable("pg_evictor.trace_max_size",
							"The size at which a trace stops itself.",
							"0: no limit.",
							&evictor_trace_max_size_kb,
							1024 * 1024,
							0, INT_MAX,
							PGC_SUSET,
							GUC_UNIT_KB,
							NULL, NULL, NULL);

	/* each framework policy's parameters (defined and checked there) */
	evictor_fw_define_params();

	refuse_unknown_settings();
	MarkGUCPrefixReserved("pg_evictor");

	evictor_recheck_given_value("pg_evictor.redirect", given_redirect);
	evictor_recheck_given_value("pg_evictor.policy", given_policy);
	evictor_recheck_given_value("pg_evictor.max_usage", given_max_usage);
	evictor_recheck_given_value("pg_evictor.partitions", given_partitions);
	evictor_recheck_given_value("pg_evictor.numa_place", given_numa_place);
	evictor_recheck_given_value("pg_evictor.sweep_batch", given_sweep_batch);
	evictor_recheck_given_value("pg_evictor.page_keys", given_page_keys);
	evictor_recheck_given_value("pg_evictor.trace", given_trace);
	evictor_recheck_given_value("pg_evictor.hits", given_hits);
	evictor_recheck_given_value("pg_evictor.trace_buffer", given_trace_buffer);

	prev_shmem_request_hook = shmem_request_hook;
	shmem_request_hook = evictor_shmem_request;
	prev_shmem_startup_hook = shmem_startup_hook;
	shmem_startup_hook = evictor_shmem_startup;

	redirect_evictor();
	if (evictor_trace_guc || evictor_hits_guc)
	{
		char		why[200];

		if (evictor_lookups_redirect(evictor_page_keys_on(), why, sizeof(why)))
		{
			if (evictor_trace_guc)
				evictor_trace_register_worker();
		}
		else if (evictor_fw_needs_hits(evictor_policy_guc) && evictor_redirected)
			ereport(ERROR,
					(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
					 errmsg("pg_evictor cannot run policy %s: %s",
							evictor_policy_name(evictor_policy_guc), why),
					 errdetail("Policy %s needs every hit, from a redirection of the buffer mapping table's lookups.",
							   evictor_policy_name(evictor_policy_guc)),
					 errhint("Choose a policy that reads usage counts, such as car or clockpro.")));
		else
		{
			snprintf(evictor_lookups_detail, 256, "%s", why);
			ereport(WARNING,
					(errmsg("pg_evictor does not see the server's lookups: %s", why),
					 errdetail("pg_evictor.trace or pg_evictor.hits is on; tracing and the policies that need hits will refuse.")));
		}
	}
	evictor_settled = true;
}

PG_FUNCTION_INFO_V1(pg_evictor_status);

Datum
pg_evictor_status(PG_FUNCTION_ARGS)
{
	TupleDesc	tupdesc;
	Datum		values[11];
	bool		nulls[11] = {0};
	EvictorShared *sh;
	TimestampTz since;

	evictor_require_loaded();
	sh = evictor_shared;
	if (get_call_result_type(fcinfo, NULL, &tupdesc) != TYPEFUNC_COMPOSITE)
		elog(ERROR, "return type must be a row type");

	SpinLockAcquire(&sh->reset_lock);
	since = sh->counters_since;
	SpinLockRelease(&sh->reset_lock);

	values[0] = CStringGetTextDatum(evictor_policy_name(sh->policy));
	values[1] = Int32GetDatum(sh->max_usage);
	values[2] = CStringGetTextDatum(sh->partitions_desc);
	values[3] = BoolGetDatum(evictor_redirected);
	values[4] = CStringGetTextDatum(evictor_redirect_detail);
	values[5] = Int32GetDatum(NBuffers);
	values[6] = CStringGetTextDatum(GetConfigOption("server_version", false, false));
	values[7] = TimestampTzGetDatum(since);
	values[8] = Int32GetDatum(sh->sweep_batch);
	values[9] = Int64GetDatum((int64) sh->sync_position);
	values[10] = Int64GetDatum((int64) sh->sync_backwards);
	nulls[9] = nulls[10] = !evictor_redirected;

	PG_RETURN_DATUM(HeapTupleGetDatum(heap_form_tuple(tupdesc, values, nulls)));
}
