/*-------------------------------------------------------------------------
 *
 * routine.c
 *	  The framework's policies (policies/routine.h: sieve, twoq, s3fifo and
 *	  whatever its table lists) driven as the server drives them, over plain
 *	  arrays with the header-lock visit model.
 *
 * The same semantics as clock.c: frames free at first and taken in order;
 * a loaded page at usage 1, a hit +1 up to 5, and on_hit() for a policy
 * that has it (lru, arc, lru2, wtinylfu, lirs: the server's lookup path); on a miss with no free
 * frame on_miss() with the page's key where the policy has it, the
 * policy's victim(), then on_load() with the key.  Nothing is ever pinned, so victim() never returns -1, and
 * on_free() is never called (no invalidations in a trace).  This is the
 * one-stream replay of an oracleGeneral trace; a pg_evictor trace's pins,
 * rings and partitions are replay.c's.
 *
 *-------------------------------------------------------------------------
 */
#include <stdlib.h>

#include "routine.h"
#include "sim.h"

/* under the header-lock model a frame's state is its usage count */
static EvictorFrameState
h_begin(void *arg, uint32_t id)
{
	return ((uint32_t *) arg)[id];
}

static void
h_leave(void *arg, uint32_t id, EvictorFrameState s)
{
	(void) arg, (void) id, (void) s;
}

static bool
h_keep(void *arg, uint32_t id, EvictorFrameState *sp, uint32_t u)
{
	(void) sp;
	((uint32_t *) arg)[id] = u;
	return true;
}

static bool
h_claim(void *arg, uint32_t id, EvictorFrameState *sp)
{
	(void) arg, (void) id, (void) sp;
	return true;
}

static uint32_t
h_refcount(EvictorFrameState s)
{
	(void) s;
	return 0;
}

static uint32_t
h_usage(EvictorFrameState s)
{
	return (uint32_t) s;
}

/* a host over usage[]: a frame's state is its usage count, nothing pinned */
struct EvictorHost
sim_usage_host(uint32_t *usage)
{
	EvictorHost host = {usage, h_begin, h_leave, h_keep, h_claim, h_refcount, h_usage};

	return host;
}

#define NO_FRAME UINT32_MAX

int64_t
sim_routine(SimTrace *t, uint32_t frames, const SimOptions *opt)
{
	const EvictorRoutine *r = opt->routine;
	double		params[EVICTOR_MAX_PARAMS];
	uint32_t   *usage = malloc((size_t) frames * sizeof(uint32_t));
	uint32_t   *owner = malloc((size_t) frames * sizeof(uint32_t));
	uint32_t   *where = malloc(((size_t) t->nobjects + 1) * sizeof(uint32_t));
	void	   *state = NULL;
	EvictorHost host = sim_usage_host(NULL);
	uint32_t	used = 0;
	int64_t		misses = 0;

	for (int i = 0; i < r->nparams; i++)
		params[i] = r->param_defaults[i];
	if (usage && owner && where)
		state = aligned_alloc(8, (r->state_size(frames, params) + 7) & ~(size_t) 7);
	if (state == NULL)
	{
		free(usage);
		free(owner);
		free(where);
		return -1;
	}
	r->init(state, frames, params);
	host.arg = usage;
	for (uint32_t o = 0; o < t->nobjects; o++)
		where[o] = NO_FRAME;
	for (uint64_t i = 0; i < t->n; i++)
	{
		uint32_t	x = t->obj[i];
		uint32_t	id = where[x];

		if (id != NO_FRAME)
		{
			if (usage[id] < EVICTOR_MAX_USAGE)
				usage[id]++;
			if (r->on_hit)
				r->on_hit(state, id);
			continue;
		}
		misses += sim_count_miss(t, opt, i);
		if (used < frames)
			id = used++;
		else
		{
			EvictorFrameState s;
			int64_t		v;

			if (r->on_miss)
				r->on_miss(state, sim_page_key(t, x));
			v = r->victim(state, &host, &s);

			if (v < 0 || (uint64_t) v >= frames)
			{
				/* nothing is pinned: a policy that finds no victim is broken */
				misses = -2;
				break;
			}
			id = (uint32_t) v;
			where[owner[id]] = NO_FRAME;
		}
		owner[id] = x;
		where[x] = id;
		usage[id] = 1;
		r->on_load(state, id, sim_page_key(t, x));
	}
	free(state);
	free(usage);
	free(owner);
	free(where);
	return misses;
}
