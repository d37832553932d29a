/*-------------------------------------------------------------------------
 *
 * policies.c
 *	  The simulator's policies, by name: adding one is one line here (and
 *	  its file).  The server's policies carry their pg_evictor.policy name.
 *
 *-------------------------------------------------------------------------
 */
#include <string.h>

#include "sim.h"

const SimPolicy sim_policies[] = {
	/* the server's, from policy.h and sweep.h */
	{"clocksweep", sim_clocksweep, "stock clock-sweep (--max-usage caps the count)"},
	{"hotcool", sim_hotcool, "one-bit hot/cool"},
	{"secondchance", sim_secondchance, "one-bit second chance"},

	/*
	 * The policies of policies/routine.h (sieve, twoq, s3fifo) go here, one
	 * line each, once that framework lands: a driver like clock.c's over
	 * the routine's frame callbacks.
	 */

	/* references */
	{"lru", sim_lru, "exact LRU"},
	{"opt", sim_opt, "Belady's MIN, the least misses of any demand-paging policy"},
	{"fifo", sim_fifo, "first in, first out"},
	{NULL, NULL, NULL}
};

const SimPolicy *
sim_policy(const char *name)
{
	for (const SimPolicy *p = sim_policies; p->name; p++)
		if (strcmp(p->name, name) == 0)
			return p;
	return NULL;
}
