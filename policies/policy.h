/*-------------------------------------------------------------------------
 *
 * policy.h
 *	  Visit rules of pg_evictor's replacement policies.
 *
 * PostgreSQL's PinBuffer (static in bufmgr.c, never replaced) raises a
 * buffer's usage count on every pin up to 5, only 0 -> 1 for a ring pin, and
 * a freshly loaded page starts at 1.  The evictor sees accesses only through
 * that count, so a policy is nothing more than what the sweep does when its
 * hand reaches an unpinned buffer with usage count u: claim it, or keep it
 * and store a new usage count.
 *
 * No PostgreSQL headers here: the same rules run in the server, in the unit
 * tests and in simulations.
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_POLICY_H
#define EVICTOR_POLICY_H

#include <stdbool.h>
#include <stdint.h>

/* PostgreSQL's BM_MAX_USAGE_COUNT, unchanged since 8.3 */
#define EVICTOR_MAX_USAGE	5

typedef enum EvictorPolicy
{
	EVICTOR_CLOCKSWEEP = 0,		/* stock clock-sweep (with optional cap) */
	EVICTOR_HOTCOOL,			/* one-bit hot/cool */
	EVICTOR_SECONDCHANCE		/* one-bit second chance */
} EvictorPolicy;

#define EVICTOR_NUM_POLICIES 3

/*
 * Each rule returns true to claim the buffer; otherwise it stores the usage
 * count to keep in *newu.  An unpinned buffer that is not claimed always
 * changes state (its count goes down), which is what lets the sweep tell
 * "every buffer pinned" from "still working" exactly as core does.
 */

/*
 * Clock-sweep at core's cap (c >= 5), the default: u > 0 is decremented,
 * u = 0 is claimed.  PinBuffer keeps u <= 5, so no cap applies.
 */
static inline bool
evictor_visit_core(uint32_t u, uint32_t *newu)
{
	if (u == 0)
		return true;
	*newu = u - 1;
	return false;
}

/*
 * Stock clock-sweep with a cap c below 5: u is first capped at c, which is
 * the same as core with BM_MAX_USAGE_COUNT = c as far as the sweep can tell.
 */
static inline bool
evictor_visit_clocksweep(uint32_t u, uint32_t cap, uint32_t *newu)
{
	return evictor_visit_core(u > cap ? cap : u, newu);
}

/*
 * Hot/cool: u <= 1 is COOL (loaded and not touched again, or demoted), and
 * is claimed; u >= 2 is HOT (pinned again since load or demotion) and is
 * demoted to COOL, which gives it one full sweep of grace to be promoted
 * again.  A ring pin raises 0 -> 1 only, so it never promotes.
 */
static inline bool
evictor_visit_hotcool(uint32_t u, uint32_t *newu)
{
	if (u <= 1)
		return true;
	*newu = 1;
	return false;
}

/* Second chance: any reference since the last visit buys one more pass. */
static inline bool
evictor_visit_secondchance(uint32_t u, uint32_t *newu)
{
	if (u == 0)
		return true;
	*newu = 0;
	return false;
}

/*
 * Ring reuse keeps core's rule for every policy: a ring slot is reused when
 * nobody holds it and nobody but the ring's own pin touched it (usage <= 1).
 */
static inline bool
evictor_ring_reusable(uint32_t refcount, uint32_t u)
{
	return refcount == 0 && u <= 1;
}

#endif							/* EVICTOR_POLICY_H */
