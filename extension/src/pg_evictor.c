/*-------------------------------------------------------------------------
 *
 * pg_evictor.c
 *	  Module entry: each layer's part in start-up, in order, and the
 *	  settings machinery around them.
 *
 * Nothing here is called back: the layers below know nothing of this file
 * (docs/internals.md, "Layers").
 *
 *-------------------------------------------------------------------------
 */
#include "evictor.h"

#include "fmgr.h"
#include "miscadmin.h"
#include "lib/stringinfo.h"
#include "nodes/pg_list.h"
#include "storage/ipc.h"
#include "storage/lwlock.h"
#include "utils/guc.h"

#include "framework.h"
#include "lookups.h"
#include "numalayout.h"
#include "pagekeys.h"
#include "strategy.h"
#include "trace.h"

PG_MODULE_MAGIC;

/*
 * Each layer's part in start-up, from the top down.  Settings are defined
 * and the server wired in this order: a policy decides what the paths
 * below it must see (strategy.c turns page keys on for a framework
 * policy).  Shared memory is requested and set up in the reverse order,
 * each layer on those below it.
 */
typedef struct EvictorStartup
{
	void		(*settings) (void); /* define its settings (_PG_init) */
	void		(*start) (void);	/* settings final: wire into the server */
	void		(*request) (void);	/* shmem_request_hook */
	void		(*init) (void);		/* shmem_startup_hook, under its lock */
} EvictorStartup;

static const EvictorStartup layers[] = {
	{evictor_strategy_settings, evictor_strategy_start,
	evictor_strategy_request, evictor_strategy_init},
	{evictor_page_keys_settings, evictor_page_keys_start,
	evictor_page_keys_request, evictor_page_keys_init},
	{evictor_lookups_settings, evictor_lookups_start, NULL, NULL},
	{evictor_fw_settings, NULL, NULL, NULL},
	{evictor_trace_settings, NULL, evictor_trace_request, evictor_trace_init},
	{evictor_numa_settings, NULL, evictor_numa_request, evictor_numa_init},
};

static shmem_request_hook_type prev_shmem_request_hook = NULL;
static shmem_startup_hook_type prev_shmem_startup_hook = NULL;

void		_PG_init(void);

#define PREFIX "pg_evictor."

/* one of ours, not yet defined: a placeholder (GUC_CUSTOM_PLACEHOLDER) */
static bool
placeholder_of_ours(struct config_generic *var)
{
	return pg_strncasecmp(var->name, PREFIX, strlen(PREFIX)) == 0 &&
		(var->flags & GUC_CUSTOM_PLACEHOLDER) != 0;
}

/*
 * A value given for one of our settings before the module defined it (in
 * postgresql.conf, on the command line) is only WARNed about when invalid,
 * and the server would start with the default: for an experiment arm that
 * is a silent lie.  Keep each one here, before anything is defined, and
 * set it again with ERROR once all are (which, in the postmaster, stops
 * the start).
 */
static List *
given_values(void)
{
	int			num_vars;
	struct config_generic **vars = evictor_guc_variables(&num_vars);
	List	   *given = NIL;

	for (int i = 0; i < num_vars; i++)
	{
		const char *value;

		if (!placeholder_of_ours(vars[i]))
			continue;
		value = GetConfigOption(vars[i]->name, true, false);
		if (value != NULL)
			given = lappend(given, list_make2(pstrdup(vars[i]->name),
											  pstrdup(value)));
	}
	return given;
}

static void
recheck_given_values(List *given)
{
	ListCell   *lc;

	foreach(lc, given)
	{
		List	   *pair = lfirst(lc);

		(void) set_config_option(linitial(pair), lsecond(pair),
								 PGC_POSTMASTER, PGC_S_FILE,
								 GUC_ACTION_SET, false, ERROR, false);
	}
	list_free_deep(given);
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

		if (placeholder_of_ours(var))
			appendStringInfo(&unknown, "%s\"%s\"", nunknown++ ? ", " : "",
							 var->name);
		else if (pg_strncasecmp(var->name, PREFIX, strlen(PREFIX)) == 0)
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

static void
evictor_shmem_request(void)
{
	if (prev_shmem_request_hook)
		prev_shmem_request_hook();
	/* all settings are final now, NBuffers too */
	for (int i = lengthof(layers) - 1; i >= 0; i--)
		if (layers[i].request)
			layers[i].request();
}

/* In the postmaster at start-up and at every crash restart */
static void
evictor_shmem_startup(void)
{
	if (prev_shmem_startup_hook)
		prev_shmem_startup_hook();
	LWLockAcquire(AddinShmemInitLock, LW_EXCLUSIVE);
	for (int i = lengthof(layers) - 1; i >= 0; i--)
		if (layers[i].init)
			layers[i].init();
	LWLockRelease(AddinShmemInitLock);
}

void
_PG_init(void)
{
	List	   *given;

	if (!process_shared_preload_libraries_in_progress)
		return;

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

	given = given_values();
	for (int i = 0; i < lengthof(layers); i++)
		layers[i].settings();
	refuse_unknown_settings();
	MarkGUCPrefixReserved("pg_evictor");
	recheck_given_values(given);

	prev_shmem_request_hook = shmem_request_hook;
	shmem_request_hook = evictor_shmem_request;
	prev_shmem_startup_hook = shmem_startup_hook;
	shmem_startup_hook = evictor_shmem_startup;

	for (int i = 0; i < lengthof(layers); i++)
		if (layers[i].start)
			layers[i].start();
}
