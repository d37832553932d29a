/*-------------------------------------------------------------------------
 *
 * lru.c
 *	  Exact LRU over the resident pages: every hit moves its page to the
 *	  most recently used end, the victim is the least recently used page.
 *
 * The reference point of every policy in the literature, and what
 * PostgreSQL's buffer manager kept before 8.0 (a list reordered on every
 * unpin under BufMgrLock).  It needs hits: on_hit, called by the host for
 * every access that finds a page (the server's lookup path, pg_evictor.hits),
 * moves the frame to the head of the one queue.  No directory of its own:
 * the server's buffer mapping table already takes a page to its frame, so a
 * hit arrives as a frame id and costs one unlink and one push.  No ghosts.
 *
 * The usage count is not read: u says how often a page was pinned, LRU
 * wants only when.
 *
 * Departures from textbook LRU:
 * - Pinned frames cannot be evicted: the search passes them from the LRU
 *   end towards the MRU end, leaving them where they are; every frame
 *   pinned returns -1.
 * - Order is the order in which hits reach the lock, which between two
 *   backends may differ by a hit from the order of their pins.
 * - A page loaded is the most recently used: its miss was its use.  A hit
 *   on a page whose load has not yet reached on_load (a second backend
 *   waiting on the first's read) finds its frame not held and is ignored.
 *
 * Serialised: the queue, under the host's one lock per instance, for each
 * hit as for each miss (routine.h).
 *
 *-------------------------------------------------------------------------
 */
#include "routine.h"
#include "qlist.h"

enum
{
	LRU_NONE = 0,
	LRU_HELD
};

typedef struct LruState
{
	uint32_t	nframes;
	uint32_t	pad;
	EvictorQueue q;				/* head: most recently used */
	uint64_t	hits;			/* on_hit of a held frame */
	uint64_t	hits_ignored;	/* on_hit of a frame not held */
	uint64_t	pinned_passed;	/* pinned frames the search passed */
	EvictorFrameMeta frames[];
} LruState;

static size_t
lru_state_size(uint32_t nframes, const double *params)
{
	(void) params;
	return evg_align(offsetof(LruState, frames) + sizeof(EvictorFrameMeta) * (size_t) nframes);
}

static void
lru_init(void *state, uint32_t nframes, const double *params)
{
	LruState   *st = state;

	(void) params;
	st->nframes = nframes;
	st->pad = 0;
	evq_init(&st->q);
	st->hits = st->hits_ignored = st->pinned_passed = 0;
	for (uint32_t i = 0; i < nframes; i++)
	{
		st->frames[i].queue = LRU_NONE;
		st->frames[i].prev = st->frames[i].next = EVQ_NIL;
	}
}

static int64_t
lru_victim(void *state, const EvictorHost *host, EvictorFrameState *claimed)
{
	LruState   *st = state;
	uint32_t	seen = 0;

	for (uint32_t id = st->q.tail; id != EVQ_NIL && seen < st->q.count;
		 id = st->frames[id].prev, seen++)
	{
		uint32_t	u;

		if (evictor_visit(host, id, evictor_rule_claim, NULL, claimed, &u) == EVICTOR_VISIT_CLAIMED)
			return id;
		st->pinned_passed++;
	}
	return -1;
}

static void
lru_on_free(void *state, uint32_t id)
{
	LruState   *st = state;

	if (st->frames[id].queue == LRU_HELD)
		evq_unlink(&st->q, st->frames, id);
	st->frames[id].queue = LRU_NONE;
}

static void
lru_on_load(void *state, uint32_t id, uint64_t key)
{
	LruState   *st = state;

	lru_on_free(state, id);
	st->frames[id].key = key;
	st->frames[id].queue = LRU_HELD;
	evq_push_head(&st->q, st->frames, id);
}

static void
lru_on_hit(void *state, uint32_t id)
{
	LruState   *st = state;

	if (st->frames[id].queue != LRU_HELD)
	{
		st->hits_ignored++;
		return;
	}
	st->hits++;
	if (st->q.head == id)
		return;
	evq_unlink(&st->q, st->frames, id);
	evq_push_head(&st->q, st->frames, id);
}

static void
lru_report(const void *state, EvictorReportFn emit, void *arg)
{
	const LruState *st = state;

	emit(arg, "length", st->q.count);
	emit(arg, "hits", (double) st->hits);
	emit(arg, "hits_ignored", (double) st->hits_ignored);
	emit(arg, "pinned_passed", (double) st->pinned_passed);
}

static uint32_t
lru_list_queue(const void *state, int q, uint32_t *ids, uint64_t *keys, uint32_t max)
{
	const LruState *st = state;

	(void) keys;
	return q == 0 ? evq_list(&st->q, st->frames, ids, max) : 0;
}

/* no hand: the victim search starts at the tail */
static int64_t
lru_hand(const void *state)
{
	(void) state;
	return -1;
}

/* the queue oldest first: each pushed at the head, as on_load does */
static void
lru_restore(void *state, int q, const uint32_t *ids, const uint64_t *keys,
			uint32_t n, int64_t hand, double target)
{
	LruState   *st = state;

	(void) hand;
	(void) target;
	if (q != 0)
		return;
	evq_restore(&st->q, st->frames, LRU_HELD, st->nframes, ids, keys, n);
}

const EvictorRoutine evictor_lru_routine = {
	.name = "lru",
	.builtin = -1,
	.nparams = 0,
	.state_size = lru_state_size,
	.init = lru_init,
	.victim = lru_victim,
	.on_load = lru_on_load,
	.on_free = lru_on_free,
	.on_hit = lru_on_hit,
	.report = lru_report,
	.nqueues = 1,
	.ghost_mask = 0,
	.queue_names = {"lru"},
	.list_queue = lru_list_queue,
	.hand = lru_hand,
	.restore = lru_restore,
};
