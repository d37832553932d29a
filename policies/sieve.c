/*-------------------------------------------------------------------------
 *
 * sieve.c
 *	  SIEVE: Yujian Zhang, Juncheng Yang, Yazhuo Zhang, Ziyue Qiu, Yao Yue and
 *	  K. V. Rashmi, "SIEVE is Simpler than LRU: an Efficient Turn-Key
 *	  Eviction Algorithm for Web Caches", NSDI 2024.
 *
 * One FIFO queue in insertion order, kept in the policy's own links (not in
 * buffer ids), new pages at the head.  A hand moves from the tail towards
 * the head: a visited object has its bit cleared and stays in place, the
 * first unvisited one is evicted and the hand stops at its newer neighbour;
 * past the head the hand wraps to the tail.  Objects never move on a hit.
 *
 * Reference bit from the usage count: visited iff u >= 2 (pinned again since
 * load or since the hand last cleared it); clearing sets u = 1.
 *
 * Departures from the paper:
 * - The visited bit is PostgreSQL's usage count, set by PinBuffer on a hit,
 *   not a bit the cache sets; any u from 2 to 5 is one "visited", and one
 *   visit of the hand clears it to 1 (the paper's bit has no count).
 * - Pinned frames cannot be evicted: the hand passes them with their bit
 *   untouched.  A whole pass of pinned frames returns -1.
 * - The victim stays in the queue, pinned, until on_load gives its frame the
 *   new page (routine.h, Protocol); the hand has already moved past it.
 * - A u of 0 (left by another policy before a reload) counts as unvisited.
 *
 * Serialised: the whole miss path (hand, links), under the host's one lock
 * per instance (routine.h).
 *
 *-------------------------------------------------------------------------
 */
#include "routine.h"
#include "qlist.h"

#define SIEVE_Q 1				/* the one queue's number in a frame's meta */

typedef struct SieveState
{
	uint32_t	nframes;
	uint32_t	hand;			/* next frame to visit, EVQ_NIL: the tail */
	EvictorQueue q;
	uint64_t	victims;
	uint64_t	cleared;		/* visited bits the hand consumed */
	uint64_t	pinned_skips;
	EvictorFrameMeta frames[];
} SieveState;

static size_t
sieve_state_size(uint32_t nframes, const double *params)
{
	(void) params;
	return evg_align(offsetof(SieveState, frames) + sizeof(EvictorFrameMeta) * (size_t) nframes);
}

static void
sieve_init(void *state, uint32_t nframes, const double *params)
{
	SieveState *st = state;

	(void) params;
	st->nframes = nframes;
	st->hand = EVQ_NIL;
	evq_init(&st->q);
	st->victims = st->cleared = st->pinned_skips = 0;
	for (uint32_t i = 0; i < nframes; i++)
	{
		st->frames[i].queue = 0;
		st->frames[i].prev = st->frames[i].next = EVQ_NIL;
	}
}

/* visited (u >= 2): clear to 1 and keep; unvisited: evict */
static uint32_t
sieve_rule(const void *ctx, uint32_t u)
{
	(void) ctx;
	return u >= 2 ? 1 : EVICTOR_CLAIM;
}

static int64_t
sieve_victim(void *state, const EvictorHost *host, EvictorFrameState *claimed)
{
	SieveState *st = state;
	uint32_t	streak = 0;

	while (st->q.count > 0)
	{
		uint32_t	id = st->hand != EVQ_NIL ? st->hand : st->q.tail;
		uint32_t	u;

		/* the hand moves towards the head whatever the visit decides */
		st->hand = st->frames[id].prev;
		switch (evictor_visit(host, id, sieve_rule, NULL, claimed, &u))
		{
			case EVICTOR_VISIT_CLAIMED:
				st->victims++;
				return id;
			case EVICTOR_VISIT_KEPT:
				st->cleared++;
				streak = 0;
				break;
			case EVICTOR_VISIT_PINNED:
				st->pinned_skips++;
				if (++streak >= st->q.count)
					return -1;
				break;
		}
	}
	return -1;
}

static void
sieve_on_free(void *state, uint32_t id)
{
	SieveState *st = state;

	if (st->frames[id].queue == 0)
		return;
	if (st->hand == id)
		st->hand = st->frames[id].prev;
	evq_unlink(&st->q, st->frames, id);
	st->frames[id].queue = 0;
}

static void
sieve_on_load(void *state, uint32_t id, uint64_t key)
{
	SieveState *st = state;

	/* the old page (a victim) leaves; SIEVE keeps no ghosts */
	sieve_on_free(state, id);
	st->frames[id].key = key;
	st->frames[id].queue = SIEVE_Q;
	evq_push_head(&st->q, st->frames, id);
}

static void
sieve_report(const void *state, EvictorReportFn emit, void *arg)
{
	const SieveState *st = state;

	emit(arg, "resident", st->q.count);
	emit(arg, "victims", (double) st->victims);
	emit(arg, "bits_cleared", (double) st->cleared);
	emit(arg, "pinned_skips", (double) st->pinned_skips);
}

static uint32_t
sieve_list_queue(const void *state, int q, uint32_t *ids, uint64_t *keys, uint32_t max)
{
	const SieveState *st = state;

	(void) keys;
	if (q != 0)
		return 0;
	return evq_list(&st->q, st->frames, ids, max);
}

static int64_t
sieve_hand(const void *state)
{
	const SieveState *st = state;

	return st->hand == EVQ_NIL ? -1 : (int64_t) st->hand;
}

/* the queue oldest first, each pushed at the head as on_load does; the hand */
static void
sieve_restore(void *state, int q, const uint32_t *ids, const uint64_t *keys,
			  uint32_t n, int64_t hand, double target)
{
	SieveState *st = state;

	(void) target;
	if (q != 0)
		return;
	evq_restore(&st->q, st->frames, SIEVE_Q, st->nframes, ids, keys, n);
	st->hand = EVQ_NIL;
	if (hand >= 0 && (uint64_t) hand < st->nframes && st->frames[hand].queue == SIEVE_Q)
		st->hand = (uint32_t) hand;
}

const EvictorRoutine evictor_sieve_routine = {
	.name = "sieve",
	.builtin = -1,
	.nparams = 0,
	.state_size = sieve_state_size,
	.init = sieve_init,
	.victim = sieve_victim,
	.on_load = sieve_on_load,
	.on_free = sieve_on_free,
	.report = sieve_report,
	.nqueues = 1,
	.queue_names = {"queue"},
	.list_queue = sieve_list_queue,
	.hand = sieve_hand,
	.restore = sieve_restore,
};
