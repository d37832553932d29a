/*-------------------------------------------------------------------------
 *
 * policies.c
 *	  The simulator's policies, by name: adding one is one line here (and
 *	  its file).  The server's policies carry their pg_evictor.policy name;
 *	  the framework's (routine.h) join by themselves, from its table.
 *
 *-------------------------------------------------------------------------
 */
#include <string.h>

#include "policy.h"
#include "routine.h"
#include "sim.h"

static const SimPolicy own[] = {
	/* the server's stock arm, through sweep.h with the rule inlined */
	{"clocksweep", sim_clocksweep, "stock clock-sweep (--max-usage caps the count)", NULL},
	{"hotcool", sim_hotcool, "one-bit hot/cool", NULL},
	{"secondchance", sim_secondchance, "one-bit second chance", NULL},

	/* references */
	{"lru-ref", sim_lru, "exact LRU, the simulator's own (the reference for lru; --lru-stack)", NULL},
	{"opt", sim_opt, "Belady's MIN, the least misses of any demand-paging policy", NULL},
	{"fifo", sim_fifo, "first in, first out", NULL},
};

#define NOWN (sizeof(own) / sizeof(own[0]))
#define MAX_ROUTINES 64

const SimPolicy *
sim_policy_list(void)
{
	static SimPolicy list[NOWN + MAX_ROUTINES + 1];
	static int	built;

	if (!built)
	{
		int			n = 0;

		for (size_t i = 0; i < NOWN; i++)
			list[n++] = own[i];
		/* the stock arm's entries there have no callbacks: run above */
		for (int i = 0; i < evictor_nroutines && i < MAX_ROUTINES; i++)
			if (evictor_routines[i]->builtin < 0)
				list[n++] = (SimPolicy)
				{
					evictor_routines[i]->name, sim_routine,
						"policies/routine.h, the server's file", evictor_routines[i]
				};
		list[n].name = NULL;
		built = 1;
	}
	return list;
}

const SimPolicy *
sim_policy(const char *name)
{
	for (const SimPolicy *p = sim_policy_list(); p->name; p++)
		if (strcmp(p->name, name) == 0)
			return p;
	return NULL;
}

/*
 * A pg_evictor trace (format 1, 2) replays the server's policies with its
 * backends (replay.c); lru-ref, opt and fifo, and every oracleGeneral
 * trace, run as before: one stream, no pins, no rings, one pool.
 */
int64_t
sim_run(const SimPolicy *p, SimTrace *t, uint32_t frames, const SimOptions *opt)
{
	SimOptions	o = *opt;

	o.routine = p->routine;
	if (t->format != 0)
	{
		if (p->run == sim_clocksweep)
			return sim_replay_sweep(t, frames, &o, EVICTOR_CLOCKSWEEP);
		if (p->run == sim_hotcool)
			return sim_replay_sweep(t, frames, &o, EVICTOR_HOTCOOL);
		if (p->run == sim_secondchance)
			return sim_replay_sweep(t, frames, &o, EVICTOR_SECONDCHANCE);
		if (p->run == sim_routine)
			return sim_replay_routine(t, frames, &o);
	}
	return p->run(t, frames, &o);
}

/* does p replay a pg_evictor trace's backends (pins, rings, partitions)? */
bool
sim_policy_replays(const SimPolicy *p)
{
	return p->run == sim_clocksweep || p->run == sim_hotcool ||
		p->run == sim_secondchance || p->run == sim_routine;
}
