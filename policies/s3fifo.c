/*-------------------------------------------------------------------------
 *
 * s3fifo.c
 *	  S3-FIFO: Juncheng Yang, Yazhuo Zhang, Ziyue Qiu, Yao Yue and K. V.
 *	  Rashmi, "FIFO queues are all you need for cache eviction", SOSP 2023.
 *
 * Three FIFO queues.  S, small (10% of the frames), takes new pages; M, main,
 * the rest; G, a ghost FIFO of the keys of pages evicted from S, as many as
 * M holds.  A miss whose key is in G loads into M, any other into S.  Each
 * page has a frequency counter capped at 3.  To free a frame: while S holds
 * at least its share, S's tail moves to M's head if it was accessed again
 * (its counter cleared), else it is evicted and its key goes to G; otherwise
 * M's tail is evicted if its counter is 0, else it goes back to M's head
 * with the counter lowered by one.
 *
 * Parameters: small = 0.10 of the frames, ghost = 0.90 of the frames (the
 * size of M), move = 1: the counter S's tail needs to move to M (the paper's
 * "accessed again"; libCacheSim's move_to_main_threshold is 2 hits).
 *
 * Counter from the usage count: freq = min(u - 1, 3) (0 for u = 0), so
 * referenced again iff u >= 2.  Moving S -> M clears it (u = 1); M's
 * reinsertion lowers it by one, u = 1 + (freq - 1) = min(u - 1, 3): never
 * below 1.
 *
 * Departures from the paper:
 * - The counter is PostgreSQL's usage count, raised per pin (not per
 *   request) by PinBuffer, read only when the search reaches the page; a
 *   count above 3 reads as 3, and lowering it stores the capped value.
 * - S or M is chosen again after each S -> M move, not once per eviction:
 *   accessed pages leave S's tail until S's tail is an unaccessed page (its
 *   victim) or S falls below its share (then M's).  The frames are fixed,
 *   so M may hold more than 90% while S is short.
 * - Pinned frames are passed: S's stay in place, M's go back to M's head
 *   like a clock hand passing them.  If S is wholly pinned M yields, and the
 *   other way round; both wholly pinned returns -1.
 * - The victim stays in its queue, pinned, until on_load gives its frame the
 *   new page (routine.h, Protocol); only then does an S victim's key go to
 *   G.  Frames the server invalidates (on_free) leave without a ghost.
 * - G is a FIFO of exact 64-bit keys with a hash, not the paper's
 *   fingerprints in a bucketed hash table.
 * - S's share is rounded down but kept at 1 frame at least (the paper's
 *   caches are far larger than 10 frames).
 *
 * Serialised: the whole miss path (queues, ghost hash), under the host's
 * one lock per instance (routine.h).
 *
 *-------------------------------------------------------------------------
 */
#include "routine.h"
#include "qlist.h"

enum
{
	S3_NONE = 0,
	S3_SMALL,
	S3_MAIN
};

enum
{
	P_SMALL,
	P_GHOST,
	P_MOVE
};

#define S3_MAX_FREQ 3

typedef struct S3FifoState
{
	uint32_t	nframes;
	uint32_t	small_target;	/* frames */
	uint32_t	move;			/* freq S's tail needs to move to M */
	EvictorQueue small;
	EvictorQueue main;
	EvictorGhost ghost;
	uint64_t	ghost_hits;
	uint64_t	moved;			/* S -> M */
	uint64_t	reinserted;		/* M -> M with the counter lowered */
	uint64_t	from_small;
	uint64_t	from_main;
	EvictorFrameMeta frames[];
} S3FifoState;

static size_t
s3_fixed(uint32_t nframes)
{
	return evg_align(offsetof(S3FifoState, frames) + sizeof(EvictorFrameMeta) * (size_t) nframes);
}

static uint32_t
s3_ghost_capacity(uint32_t nframes, const double *params)
{
	return (uint32_t) (params[P_GHOST] * nframes);
}

static size_t
s3_state_size(uint32_t nframes, const double *params)
{
	return s3_fixed(nframes) + evg_size(s3_ghost_capacity(nframes, params));
}

static void
s3_init(void *state, uint32_t nframes, const double *params)
{
	S3FifoState *st = state;

	st->nframes = nframes;
	st->small_target = (uint32_t) (params[P_SMALL] * nframes);
	/* a share of 0 frames would send every new page straight out */
	if (st->small_target == 0 && nframes > 1 && params[P_SMALL] > 0)
		st->small_target = 1;
	st->move = (uint32_t) params[P_MOVE];
	evq_init(&st->small);
	evq_init(&st->main);
	evg_init(state, &st->ghost, s3_ghost_capacity(nframes, params), s3_fixed(nframes));
	st->ghost_hits = st->moved = st->reinserted = st->from_small = st->from_main = 0;
	for (uint32_t i = 0; i < nframes; i++)
	{
		st->frames[i].queue = S3_NONE;
		st->frames[i].prev = st->frames[i].next = EVQ_NIL;
	}
}

static inline uint32_t
s3_freq(uint32_t u)
{
	if (u == 0)
		return 0;
	return u - 1 < S3_MAX_FREQ ? u - 1 : S3_MAX_FREQ;
}

/* S's tail: accessed enough moves to M with its counter cleared */
static uint32_t
s3_small_rule(const void *ctx, uint32_t u)
{
	const S3FifoState *st = ctx;

	return s3_freq(u) >= st->move && s3_freq(u) > 0 ? 1 : EVICTOR_CLAIM;
}

/* M's tail: a counter above 0 buys another round, one lower */
static uint32_t
s3_main_rule(const void *ctx, uint32_t u)
{
	(void) ctx;
	return s3_freq(u) > 0 ? s3_freq(u) : EVICTOR_CLAIM;
}

static int64_t
s3_victim(void *state, const EvictorHost *host, EvictorFrameState *claimed)
{
	S3FifoState *st = state;
	uint32_t	small_cursor = st->small.tail;
	bool		small_done = false; /* every frame left in S is pinned */
	uint32_t	main_pinned = 0;	/* M frames seen pinned in a row */

	for (;;)
	{
		bool		small_ok = !small_done && small_cursor != EVQ_NIL;
		bool		main_ok = st->main.count > 0 && main_pinned < st->main.count;
		uint32_t	id,
					u;

		if (small_ok && (st->small.count >= st->small_target || !main_ok))
		{
			id = small_cursor;
			small_cursor = st->frames[id].prev;
			if (small_cursor == EVQ_NIL)
				small_done = true;
			switch (evictor_visit(host, id, s3_small_rule, st, claimed, &u))
			{
				case EVICTOR_VISIT_CLAIMED:
					st->from_small++;
					return id;
				case EVICTOR_VISIT_KEPT:
					st->moved++;
					/* M may now have room to spare: S gets another look */
					main_pinned = 0;
					evq_unlink(&st->small, st->frames, id);
					st->frames[id].queue = S3_MAIN;
					evq_push_head(&st->main, st->frames, id);
					break;
				case EVICTOR_VISIT_PINNED:
					/* it keeps its place, the oldest in S */
					break;
			}
			continue;
		}
		if (!main_ok)
			return -1;

		id = st->main.tail;
		switch (evictor_visit(host, id, s3_main_rule, st, claimed, &u))
		{
			case EVICTOR_VISIT_CLAIMED:
				st->from_main++;
				return id;
			case EVICTOR_VISIT_KEPT:
				st->reinserted++;
				main_pinned = 0;
				break;
			case EVICTOR_VISIT_PINNED:
				main_pinned++;
				break;
		}
		evq_unlink(&st->main, st->frames, id);
		evq_push_head(&st->main, st->frames, id);
	}
}

static void
s3_on_free(void *state, uint32_t id)
{
	S3FifoState *st = state;

	if (st->frames[id].queue == S3_SMALL)
		evq_unlink(&st->small, st->frames, id);
	else if (st->frames[id].queue == S3_MAIN)
		evq_unlink(&st->main, st->frames, id);
	st->frames[id].queue = S3_NONE;
}

static void
s3_on_load(void *state, uint32_t id, uint64_t key)
{
	S3FifoState *st = state;
	bool		ghost = evg_take(state, &st->ghost, key);

	/* the victim's page is evicted now; out of S it leaves a ghost */
	if (st->frames[id].queue == S3_SMALL)
		evg_push(state, &st->ghost, st->frames[id].key);
	s3_on_free(state, id);

	st->frames[id].key = key;
	if (ghost)
	{
		st->ghost_hits++;
		st->frames[id].queue = S3_MAIN;
		evq_push_head(&st->main, st->frames, id);
	}
	else
	{
		st->frames[id].queue = S3_SMALL;
		evq_push_head(&st->small, st->frames, id);
	}
}

static void
s3_report(const void *state, EvictorReportFn emit, void *arg)
{
	const S3FifoState *st = state;

	emit(arg, "small", st->small.count);
	emit(arg, "main", st->main.count);
	emit(arg, "ghost", st->ghost.count);
	emit(arg, "small_target", st->small_target);
	emit(arg, "ghost_hits", (double) st->ghost_hits);
	emit(arg, "small_to_main", (double) st->moved);
	emit(arg, "main_reinserted", (double) st->reinserted);
	emit(arg, "victims_small", (double) st->from_small);
	emit(arg, "victims_main", (double) st->from_main);
}

static uint32_t
s3_list_queue(const void *state, int q, uint32_t *ids, uint64_t *keys, uint32_t max)
{
	const S3FifoState *st = state;

	switch (q)
	{
		case 0:
			return evq_list(&st->small, st->frames, ids, max);
		case 1:
			return evq_list(&st->main, st->frames, ids, max);
		case 2:
			return evg_list(state, &st->ghost, keys, max);
	}
	return 0;
}

/* no hand: each queue's tail is where a search starts */
static int64_t
s3_hand(const void *state)
{
	(void) state;
	return -1;
}

/* each queue oldest first, ghosts as keys: pushed as on_load pushes them */
static void
s3_restore(void *state, int q, const uint32_t *ids, const uint64_t *keys,
		   uint32_t n, int64_t hand, double target)
{
	S3FifoState *st = state;

	(void) hand;
	(void) target;
	switch (q)
	{
		case 0:
			evq_restore(&st->small, st->frames, S3_SMALL, st->nframes, ids, keys, n);
			break;
		case 1:
			evq_restore(&st->main, st->frames, S3_MAIN, st->nframes, ids, keys, n);
			break;
		case 2:
			evg_restore(state, &st->ghost, keys, n);
			break;
	}
}

const EvictorRoutine evictor_s3fifo_routine = {
	.name = "s3fifo",
	.builtin = -1,
	.nparams = 3,
	.param_names = {"small", "ghost", "move"},
	.param_defaults = {0.10, 0.90, 1},
	.param_min = {0.0, 0.0, 1},
	.param_max = {1.0, 4.0, S3_MAX_FREQ},
	.state_size = s3_state_size,
	.init = s3_init,
	.victim = s3_victim,
	.on_load = s3_on_load,
	.on_free = s3_on_free,
	.report = s3_report,
	.nqueues = 3,
	.ghost_mask = 1u << 2,
	.queue_names = {"small", "main", "ghost"},
	.list_queue = s3_list_queue,
	.hand = s3_hand,
	.restore = s3_restore,
};
