/*-------------------------------------------------------------------------
 *
 * twoq.c
 *	  2Q, full version: Theodore Johnson and Dennis Shasha, "2Q: A Low
 *	  Overhead High Performance Buffer Management Replacement Algorithm",
 *	  VLDB 1994.
 *
 * Three queues.  A1in, a FIFO of pages loaded on first reference; A1out, a
 * FIFO of the keys of pages paged out of A1in (ghosts, no frame); Am, the
 * pages that were referenced again after leaving A1in.  A miss whose key is
 * in A1out loads the page into Am, any other miss into A1in.  To free a
 * frame: if |A1in| > Kin, page out A1in's tail and remember its key at the
 * head of A1out (forgetting A1out's tail beyond Kout); else page out Am's
 * coldest page, without a ghost.  A hit in A1in does nothing (the paper's
 * correlated references); a hit in Am makes it hot.
 *
 * Parameters (the paper's recommended values): kin = 0.25 of the frames,
 * kout = 0.50 of the frames (ghost keys).
 *
 * Reference bit from the usage count: in Am, referenced iff u >= 2; the
 * clock consumes it by setting u = 1.  In A1in, u is not read at all: the
 * paper ignores hits there.
 *
 * Departures from the paper:
 * - Am is a clock over the usage count (a FIFO with reinsertion: its tail is
 *   the hand; a page with u >= 2 goes back to the head with u = 1), not LRU
 *   on every hit, which the policy cannot see.
 * - Pinned frames are passed: A1in's stay in place (FIFO order), Am's go
 *   round the clock like the hand passing them.  If every A1in frame is
 *   pinned, Am yields the victim, and the other way round; a search that
 *   finds both wholly pinned returns -1.
 * - The victim stays in its queue, pinned, until on_load gives its frame the
 *   new page (routine.h, Protocol); only then does an A1in victim's key go
 *   to A1out.  Two searches that overlap may both take from A1in while
 *   |A1in| is just over Kin.
 * - Frames the server invalidates (on_free) leave without a ghost.
 * - Kin and Kout are fractions of the frames, rounded down (Kin may be 0:
 *   then A1in yields whenever it holds a page).
 * The issue names 2Q as PostgreSQL 8.0.2's policy; that code is not
 * consulted here.
 *
 * Serialised: the whole miss path (three queues, the ghost hash), under the
 * host's one lock per instance (routine.h).
 *
 *-------------------------------------------------------------------------
 */
#include "routine.h"
#include "qlist.h"

enum
{
	TWOQ_NONE = 0,
	TWOQ_A1IN,
	TWOQ_AM
};

enum
{
	P_KIN,
	P_KOUT
};

typedef struct TwoQState
{
	uint32_t	nframes;
	uint32_t	kin;			/* frames */
	EvictorQueue a1in;
	EvictorQueue am;
	EvictorGhost a1out;
	uint64_t	ghost_hits;
	uint64_t	from_a1in;
	uint64_t	from_am;
	uint64_t	am_cleared;		/* reference bits the clock consumed */
	EvictorFrameMeta frames[];
} TwoQState;

static size_t
twoq_fixed(uint32_t nframes)
{
	return evg_align(offsetof(TwoQState, frames) + sizeof(EvictorFrameMeta) * (size_t) nframes);
}

static uint32_t
twoq_kout(uint32_t nframes, const double *params)
{
	return (uint32_t) (params[P_KOUT] * nframes);
}

static size_t
twoq_state_size(uint32_t nframes, const double *params)
{
	return twoq_fixed(nframes) + evg_size(twoq_kout(nframes, params));
}

static void
twoq_init(void *state, uint32_t nframes, const double *params)
{
	TwoQState  *st = state;

	st->nframes = nframes;
	st->kin = (uint32_t) (params[P_KIN] * nframes);
	evq_init(&st->a1in);
	evq_init(&st->am);
	evg_init(state, &st->a1out, twoq_kout(nframes, params), twoq_fixed(nframes));
	st->ghost_hits = st->from_a1in = st->from_am = st->am_cleared = 0;
	for (uint32_t i = 0; i < nframes; i++)
	{
		st->frames[i].queue = TWOQ_NONE;
		st->frames[i].prev = st->frames[i].next = EVQ_NIL;
	}
}

/* A1in: the oldest unpinned page goes, whatever its usage */
static uint32_t
twoq_a1in_rule(const void *ctx, uint32_t u)
{
	(void) ctx;
	(void) u;
	return EVICTOR_CLAIM;
}

/* Am's clock: referenced (u >= 2) gets another round at u = 1 */
static uint32_t
twoq_am_rule(const void *ctx, uint32_t u)
{
	(void) ctx;
	return u >= 2 ? 1 : EVICTOR_CLAIM;
}

static int64_t
twoq_victim(void *state, const EvictorHost *host, EvictorFrameState *claimed)
{
	TwoQState  *st = state;
	uint32_t	a1in_cursor = st->a1in.tail;
	bool		a1in_done = false;	/* every frame left in A1in is pinned */
	uint32_t	am_pinned = 0;	/* Am frames seen pinned in a row */

	for (;;)
	{
		bool		a1in_ok = !a1in_done && a1in_cursor != EVQ_NIL;
		bool		am_ok = st->am.count > 0 && am_pinned < st->am.count;
		uint32_t	id,
					u;

		if (a1in_ok && (st->a1in.count > st->kin || !am_ok))
		{
			id = a1in_cursor;
			a1in_cursor = st->frames[id].prev;
			if (a1in_cursor == EVQ_NIL)
				a1in_done = true;
			if (evictor_visit(host, id, twoq_a1in_rule, NULL, claimed, &u) == EVICTOR_VISIT_CLAIMED)
			{
				st->from_a1in++;
				return id;
			}
			/* pinned: it keeps its place, the oldest in A1in */
			continue;
		}
		if (!am_ok)
			return -1;

		id = st->am.tail;
		switch (evictor_visit(host, id, twoq_am_rule, NULL, claimed, &u))
		{
			case EVICTOR_VISIT_CLAIMED:
				st->from_am++;
				return id;
			case EVICTOR_VISIT_KEPT:
				st->am_cleared++;
				am_pinned = 0;
				break;
			case EVICTOR_VISIT_PINNED:
				am_pinned++;
				break;
		}
		/* the hand moves on: the frame goes round the clock */
		evq_unlink(&st->am, st->frames, id);
		evq_push_head(&st->am, st->frames, id);
	}
}

static void
twoq_on_free(void *state, uint32_t id)
{
	TwoQState  *st = state;

	if (st->frames[id].queue == TWOQ_A1IN)
		evq_unlink(&st->a1in, st->frames, id);
	else if (st->frames[id].queue == TWOQ_AM)
		evq_unlink(&st->am, st->frames, id);
	st->frames[id].queue = TWOQ_NONE;
}

static void
twoq_on_load(void *state, uint32_t id, uint64_t key)
{
	TwoQState  *st = state;
	bool		ghost = evg_take(state, &st->a1out, key);

	/* the victim's page is paged out now; out of A1in it leaves a ghost */
	if (st->frames[id].queue == TWOQ_A1IN)
		evg_push(state, &st->a1out, st->frames[id].key);
	twoq_on_free(state, id);

	st->frames[id].key = key;
	if (ghost)
	{
		st->ghost_hits++;
		st->frames[id].queue = TWOQ_AM;
		evq_push_head(&st->am, st->frames, id);
	}
	else
	{
		st->frames[id].queue = TWOQ_A1IN;
		evq_push_head(&st->a1in, st->frames, id);
	}
}

static void
twoq_report(const void *state, EvictorReportFn emit, void *arg)
{
	const TwoQState *st = state;

	emit(arg, "A1in", st->a1in.count);
	emit(arg, "Am", st->am.count);
	emit(arg, "A1out", st->a1out.count);
	emit(arg, "Kin", st->kin);
	emit(arg, "Kout", st->a1out.capacity);
	emit(arg, "ghost_hits", (double) st->ghost_hits);
	emit(arg, "victims_A1in", (double) st->from_a1in);
	emit(arg, "victims_Am", (double) st->from_am);
	emit(arg, "Am_bits_cleared", (double) st->am_cleared);
}

static uint32_t
twoq_list_queue(const void *state, int q, uint32_t *ids, uint64_t *keys, uint32_t max)
{
	const TwoQState *st = state;

	switch (q)
	{
		case 0:
			return evq_list(&st->a1in, st->frames, ids, max);
		case 1:
			return evq_list(&st->am, st->frames, ids, max);
		case 2:
			return evg_list(state, &st->a1out, keys, max);
	}
	return 0;
}

/* no hand: each queue's tail is where a search starts */
static int64_t
twoq_hand(const void *state)
{
	(void) state;
	return -1;
}

/* each queue oldest first, ghosts as keys: pushed as on_load pushes them */
static void
twoq_restore(void *state, int q, const uint32_t *ids, const uint64_t *keys,
		   uint32_t n, int64_t hand, double target)
{
	TwoQState  *st = state;

	(void) hand;
	(void) target;
	switch (q)
	{
		case 0:
			evq_restore(&st->a1in, st->frames, TWOQ_A1IN, st->nframes, ids, keys, n);
			break;
		case 1:
			evq_restore(&st->am, st->frames, TWOQ_AM, st->nframes, ids, keys, n);
			break;
		case 2:
			evg_restore(state, &st->a1out, keys, n);
			break;
	}
}

const EvictorRoutine evictor_twoq_routine = {
	.name = "twoq",
	.builtin = -1,
	.nparams = 2,
	.param_names = {"kin", "kout"},
	.param_defaults = {0.25, 0.50},
	.param_min = {0.0, 0.0},
	.param_max = {1.0, 4.0},
	.state_size = twoq_state_size,
	.init = twoq_init,
	.victim = twoq_victim,
	.on_load = twoq_on_load,
	.on_free = twoq_on_free,
	.report = twoq_report,
	.nqueues = 3,
	.ghost_mask = 1u << 2,
	.queue_names = {"A1in", "Am", "A1out"},
	.list_queue = twoq_list_queue,
	.hand = twoq_hand,
	.restore = twoq_restore,
};
