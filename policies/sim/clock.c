/*-------------------------------------------------------------------------
 *
 * clock.c
 *	  The server's policies, driven by the very visit rules (policy.h) and
 *	  sweep (sweep.h) the extension compiles, over plain arrays, with the
 *	  header-lock visit model of PostgreSQL 15 to 18.
 *
 * PostgreSQL's semantics, as far as a single-process replay can have them:
 *	- frames start free and are taken in order 0, 1, ... (the freelist
 *	  built by StrategyInitialize);
 *	- a page loaded into a frame starts at usage count 1, each hit adds 1
 *	  up to 5 (PinBuffer, BM_MAX_USAGE_COUNT);
 *	- when no frame is free, the clock hand starts at frame 0
 *	  (nextVictimBuffer = 0) and the sweep claims a frame by the policy's
 *	  rule.
 * This is the one-stream replay of an oracleGeneral trace (and of --mrc's
 * sizes there), kept lean: nothing pinned, no rings, one pool, one hand.
 * A pg_evictor trace, which knows its backends, replays pins, rings,
 * partitions and batched hand claims through replay.c instead.  Left out
 * in both: frames returned to the freelist when a relation is dropped or
 * truncated, and dirty pages (what a victim costs, not whether it is a
 * miss).
 *
 *-------------------------------------------------------------------------
 */
#include <stdlib.h>

#include "policy.h"
#include "sim.h"

typedef struct Frames
{
	uint32_t	n;
	uint32_t	hand;			/* the next frame the hand visits */
	uint32_t	cap;			/* clocksweep's max_usage */
	uint32_t   *usage;			/* a frame's state is its usage count */
} Frames;

static inline uint32_t
frames_tick(Frames *f)
{
	uint32_t	id = f->hand;

	if (++f->hand == f->n)
		f->hand = 0;
	return id;
}

/* one set of frame parameters for the three rules; nothing is ever pinned */
#define SWEEP_KEEP_FRAMES
#define SWEEP_CTX Frames *
#define SWEEP_NFRAMES(c) ((c)->n)
#define SWEEP_TICK(c) frames_tick(c)
#define SWEEP_LOCK(c, id) ((c)->usage[id])
#define SWEEP_UNLOCK(c, id, s) ((c)->usage[id] = (s))
#define SWEEP_REFCOUNT(s) ((void) (s), 0)
#define SWEEP_USAGE(s) (s)
#define SWEEP_SET_USAGE(s, u) ((void) (s), (u))

#define SWEEP_PREFIX sim_cs
#define SWEEP_VISIT(u, nu) evictor_visit_clocksweep(u, ctx->cap, nu)
#include "sweep.h"

#define SWEEP_PREFIX sim_hc
#define SWEEP_VISIT(u, nu) evictor_visit_hotcool(u, nu)
#include "sweep.h"

#define SWEEP_PREFIX sim_sc
#define SWEEP_VISIT(u, nu) evictor_visit_secondchance(u, nu)
#include "sweep.h"

#undef SWEEP_KEEP_FRAMES
#undef SWEEP_CTX
#undef SWEEP_NFRAMES
#undef SWEEP_TICK
#undef SWEEP_LOCK
#undef SWEEP_UNLOCK
#undef SWEEP_REFCOUNT
#undef SWEEP_USAGE
#undef SWEEP_SET_USAGE

#define NO_FRAME UINT32_MAX

/*
 * The replay, one copy per sweep so that the rule is inlined into it.
 */
#define SIM_CLOCK_DRIVER(name, sweep) \
int64_t \
name(SimTrace *t, uint32_t frames, const SimOptions *opt) \
{ \
	Frames		f = {frames, 0, opt->max_usage, NULL}; \
	uint32_t   *owner = malloc((size_t) frames * sizeof(uint32_t)); \
	uint32_t   *where = malloc(((size_t) t->nobjects + 1) * sizeof(uint32_t)); \
	uint32_t	used = 0; \
	uint32_t	demotions = 0; \
	int64_t		misses = 0; \
\
	f.usage = malloc((size_t) frames * sizeof(uint32_t)); \
	if (owner == NULL || where == NULL || f.usage == NULL) \
	{ \
		free(owner); \
		free(where); \
		free(f.usage); \
		return -1; \
	} \
	for (uint32_t o = 0; o < t->nobjects; o++) \
		where[o] = NO_FRAME; \
	for (uint64_t i = 0; i < t->n; i++) \
	{ \
		uint32_t	x = t->obj[i]; \
		uint32_t	id = where[x]; \
		uint32_t	s; \
\
		if (id != NO_FRAME) \
		{ \
			/* PinBuffer */ \
			if (f.usage[id] < EVICTOR_MAX_USAGE) \
				f.usage[id]++; \
			continue; \
		} \
		misses += sim_count_miss(t, opt, i); \
		if (used < frames) \
			id = used++; \
		else \
		{ \
			/* never -1: nothing is pinned */ \
			id = (uint32_t) sweep(&f, &s, &demotions); \
			where[owner[id]] = NO_FRAME; \
		} \
		owner[id] = x; \
		where[x] = id; \
		f.usage[id] = 1; \
	} \
	free(owner); \
	free(where); \
	free(f.usage); \
	return misses; \
}

SIM_CLOCK_DRIVER(sim_clocksweep, sim_cs_sweep)
SIM_CLOCK_DRIVER(sim_hotcool, sim_hc_sweep)
SIM_CLOCK_DRIVER(sim_secondchance, sim_sc_sweep)
