/*-------------------------------------------------------------------------
 *
 * policies.c
 *	  The table of replacement policies: adding one is its file and one line
 *	  here (and its extern in routine.h).
 *
 * The stock arm's rules (clocksweep, hotcool, secondchance) are entries
 * without callbacks: the host runs them through sweep.h with the rule
 * inlined, never through this table's indirection (routine.h).
 *
 *-------------------------------------------------------------------------
 */
#include "routine.h"

static const EvictorRoutine clocksweep_routine = {.name = "clocksweep", .builtin = EVICTOR_CLOCKSWEEP};
static const EvictorRoutine hotcool_routine = {.name = "hotcool", .builtin = EVICTOR_HOTCOOL};
static const EvictorRoutine secondchance_routine = {.name = "secondchance", .builtin = EVICTOR_SECONDCHANCE};

const EvictorRoutine *const evictor_routines[] = {
	&clocksweep_routine,
	&hotcool_routine,
	&secondchance_routine,
	&evictor_sieve_routine,
	&evictor_twoq_routine,
	&evictor_s3fifo_routine,
	&evictor_car_routine,
	&evictor_clockpro_routine,
	&evictor_lru_routine,
	&evictor_arc_routine,
	&evictor_lru2_routine,
	&evictor_wtinylfu_routine,
	&evictor_lirs_routine,
};

const int	evictor_nroutines = sizeof(evictor_routines) / sizeof(evictor_routines[0]);

const EvictorRoutine *
evictor_routine_by_name(const char *name)
{
	for (int i = 0; i < evictor_nroutines; i++)
	{
		const char *a = evictor_routines[i]->name;
		const char *b = name;

		while (*a != '\0' && *a == *b)
			a++, b++;
		if (*a == '\0' && *b == '\0')
			return evictor_routines[i];
	}
	return NULL;
}

/* r's index in the table: the policy number a trace's records carry; -1 if none */
int
evictor_routine_index(const EvictorRoutine *r)
{
	for (int i = 0; i < evictor_nroutines; i++)
		if (evictor_routines[i] == r)
			return i;
	return -1;
}
