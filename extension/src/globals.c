/*-------------------------------------------------------------------------
 *
 * globals.c
 *	  The state every layer reads (declared in evictor.h): the pointer to
 *	  the control block, what start-up wired into the server, the policy
 *	  the server starts with; and the check every SQL function makes first.
 *
 * The bottom layer: it uses nothing of the module, so that any layer can
 * read the state without using the layer that writes it.
 *
 *-------------------------------------------------------------------------
 */
#include "evictor.h"

EvictorShared *evictor_shared = NULL;

bool		evictor_redirected = false;
char		evictor_redirect_detail[256] = "pg_evictor is not loaded";
bool		evictor_keys_on = false;
bool		evictor_lookups_on = false;
char		evictor_lookups_detail[256] = "pg_evictor.trace is off";

int			evictor_policy_guc = EVICTOR_CLOCKSWEEP;

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
