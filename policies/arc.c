/*-------------------------------------------------------------------------
 *
 * arc.c
 *	  ARC: Nimrod Megiddo and Dharmendra S. Modha, "ARC: A Self-Tuning, Low
 *	  Overhead Replacement Cache", FAST 2003 (Figure 4).  PostgreSQL 8.0's
 *	  buffer policy (freelist.c, 2004), replaced by 2Q in 8.0.2.
 *
 * Two LRU lists of resident pages, T1 (seen once lately) and T2 (seen at
 * least twice), and two LRU lists of the keys of pages evicted from them,
 * B1 and B2 (ghosts, no frame), with |T1| + |B1| <= c and |T1| + |T2| +
 * |B1| + |B2| <= 2c (c the frames).  p, 0 <= p <= c, is the target size of
 * T1.  Figure 4, for a request of x:
 *	I	x in T1 or T2 (a hit): x to T2's MRU end.
 *	II	x in B1: p = min(c, p + max(1, |B2|/|B1|)); REPLACE; x to T2's MRU.
 *	III x in B2: p = max(0, p - max(1, |B1|/|B2|)); REPLACE; x to T2's MRU.
 *	IV	x nowhere: if |T1| + |B1| = c, B1's LRU key is discarded if |T1| < c
 *		(then REPLACE), else T1's LRU page is evicted with no ghost; else,
 *		if the directory holds 2c, B2's LRU key is discarded; REPLACE when
 *		the cache is full; x to T1's MRU.
 *	REPLACE: if |T1| >= 1 and (|T1| > p, or x in B2 and |T1| = p), T1's
 *		LRU page goes to B1's MRU end, else T2's LRU page to B2's.
 *
 * The host's protocol (routine.h) splits a miss in three calls under one
 * instance lock: on_miss(key) is cases II and III's adaptation of p (and
 * notes whether x is in B2, for REPLACE's tie); victim() is REPLACE; then
 * on_load(id, key) moves the victim's key to B1 or B2, trims the directory
 * (case IV) and puts x where its case sends it.  Moving the victim's key
 * before the trim discards the same keys as the paper's order: case IV's
 * "T1 full, B1 empty" becomes the victim's key pushed to B1 and discarded
 * at once.  A ghost entry whose adaptation on_miss made is marked, so that
 * its on_load does not adapt again (15's BufferAlloc may ask for a victim
 * twice for one miss).
 *
 * Hits: on_hit(id), for every access that finds a page (the server's
 * lookup path, pg_evictor.hits), under the instance lock: an unlink and a
 * push, with no directory of its own, since the server's mapping table
 * already takes the page to its frame.  The ghosts' directory is qlist.h's
 * hash of keys; T1, T2, B1, B2 and p, and the rules CAR shares, are
 * arcdir.h's.
 *
 * Departures from the paper:
 * - Pinned frames cannot be evicted: REPLACE passes them from its list's
 *   LRU end towards its MRU end, left in place; a list wholly pinned makes
 *   the other yield; both wholly pinned return -1.
 * - A miss whose page the host does not know (an extension of a relation,
 *   no lookup before it) has no on_miss: its REPLACE takes x as not in B2,
 *   and were its key a ghost, p adapts at on_load, after REPLACE, with the
 *   victim's key already in B1 or B2.
 * - A miss served from a free frame (the paper's cache never has one once
 *   full; here after an invalidation) is case IV or a ghost hit without
 *   REPLACE; the trims use >= for =, so the bounds hold whatever was
 *   invalidated.  on_free (an invalidation) leaves no ghost.
 * - The victim stays in its list, pinned, until on_load (routine.h): a
 *   victim the server gives up stays resident where it was.
 * - The usage count is not read.
 *
 * Serialised: every hit and every miss, under the host's one lock per
 * instance, as 8.0 did under BufMgrLock.
 *
 *-------------------------------------------------------------------------
 */
#include "arcdir.h"

typedef struct ArcState
{
	ArcDirectory dir;			/* T1, T2, B1, B2, p (arcdir.h); head: MRU */
	uint32_t	miss_in_b2;		/* on_miss's x is in B2: REPLACE's tie */
	uint32_t	pad;
	uint64_t	adapted_at_miss;	/* adaptations on_miss made */
	uint64_t	hits;
	uint64_t	hits_ignored;	/* on_hit of a frame not held */
	EvictorFrameMeta frames[];
} ArcState;

static size_t
arc_fixed(uint32_t nframes)
{
	return evg_align(offsetof(ArcState, frames) + sizeof(EvictorFrameMeta) * (size_t) nframes);
}

static size_t
arc_state_size(uint32_t nframes, const double *params)
{
	(void) params;
	return arc_fixed(nframes) + arcdir_ghosts_size(nframes);
}

static void
arc_init(void *state, uint32_t nframes, const double *params)
{
	ArcState   *st = state;

	(void) params;
	arcdir_init(state, &st->dir, st->frames, nframes, arc_fixed(nframes));
	st->miss_in_b2 = st->pad = 0;
	st->adapted_at_miss = st->hits = st->hits_ignored = 0;
}

/* cases II and III, adapting p at the lookup: the ghost is marked done */
static void
arc_on_miss(void *state, uint64_t key)
{
	ArcState   *st = state;
	ArcDirectory *d = &st->dir;
	EvictorGhostEntry *e;
	uint32_t	i;

	st->miss_in_b2 = 0;
	if ((i = evg_find(state, &d->b1, key)) != EVQ_NIL)
	{
		e = EVG_ENTRIES(state, &d->b1);
		if (!e[i].mark)
		{
			arcdir_adapt(d, true);
			e[i].mark = 1;
			st->adapted_at_miss++;
		}
	}
	else if ((i = evg_find(state, &d->b2, key)) != EVQ_NIL)
	{
		e = EVG_ENTRIES(state, &d->b2);
		st->miss_in_b2 = 1;
		if (!e[i].mark)
		{
			arcdir_adapt(d, false);
			e[i].mark = 1;
			st->adapted_at_miss++;
		}
	}
}

/* the LRU-most unpinned frame of q, claimed, or -1 */
static int64_t
arc_take(ArcState *st, EvictorQueue *q, const EvictorHost *host,
		 EvictorFrameState *claimed)
{
	uint32_t	seen = 0;

	for (uint32_t id = q->tail; id != EVQ_NIL && seen < q->count;
		 id = st->frames[id].prev, seen++)
	{
		uint32_t	u;

		if (evictor_visit(host, id, evictor_rule_claim, NULL, claimed, &u) == EVICTOR_VISIT_CLAIMED)
			return id;
	}
	return -1;
}

/* REPLACE(x, p) */
static int64_t
arc_victim(void *state, const EvictorHost *host, EvictorFrameState *claimed)
{
	ArcState   *st = state;
	ArcDirectory *d = &st->dir;
	double		t1 = d->t1.count;
	bool		in_b2 = st->miss_in_b2 != 0;
	bool		first_t1 = t1 >= 1 && (t1 > d->p || (in_b2 && t1 == d->p));
	int64_t		id;

	st->miss_in_b2 = 0;
	id = arc_take(st, first_t1 ? &d->t1 : &d->t2, host, claimed);
	if (id < 0)
		id = arc_take(st, first_t1 ? &d->t2 : &d->t1, host, claimed);
	if (id >= 0)
	{
		if (st->frames[id].queue == ARCDIR_T1)
			d->from_t1++;
		else
			d->from_t2++;
	}
	return id;
}

static void
arc_on_free(void *state, uint32_t id)
{
	ArcState   *st = state;

	arcdir_unlink(&st->dir, st->frames, id);
}

static void
arc_on_load(void *state, uint32_t id, uint64_t key)
{
	ArcState   *st = state;
	ArcDirectory *d = &st->dir;
	uint32_t	i;

	arcdir_demote(state, d, st->frames, id);
	st->frames[id].key = key;

	if ((i = evg_find(state, &d->b1, key)) != EVQ_NIL)
	{
		/* case II */
		d->b1_hits++;
		if (!EVG_ENTRIES(state, &d->b1)[i].mark)
			arcdir_adapt(d, true);
		evg_remove(state, &d->b1, i);
	}
	else if ((i = evg_find(state, &d->b2, key)) != EVQ_NIL)
	{
		/* case III */
		d->b2_hits++;
		if (!EVG_ENTRIES(state, &d->b2)[i].mark)
			arcdir_adapt(d, false);
		evg_remove(state, &d->b2, i);
	}
	else
	{
		/* case IV: the directory's bounds, then T1's MRU end */
		arcdir_trim(state, d);
		arcdir_push(d, st->frames, id, ARCDIR_T1);
		return;
	}
	arcdir_push(d, st->frames, id, ARCDIR_T2);
}

/* case I */
static void
arc_on_hit(void *state, uint32_t id)
{
	ArcState   *st = state;
	ArcDirectory *d = &st->dir;

	if (st->frames[id].queue == ARCDIR_T1)
		evq_unlink(&d->t1, st->frames, id);
	else if (st->frames[id].queue == ARCDIR_T2)
	{
		st->hits++;
		if (d->t2.head != id)
		{
			evq_unlink(&d->t2, st->frames, id);
			evq_push_head(&d->t2, st->frames, id);
		}
		return;
	}
	else
	{
		st->hits_ignored++;
		return;
	}
	st->hits++;
	arcdir_push(d, st->frames, id, ARCDIR_T2);
}

static void
arc_report(const void *state, EvictorReportFn emit, void *arg)
{
	const ArcState *st = state;

	arcdir_report(&st->dir, emit, arg);
	emit(arg, "adapted_at_miss", (double) st->adapted_at_miss);
	emit(arg, "hits", (double) st->hits);
	emit(arg, "hits_ignored", (double) st->hits_ignored);
	emit(arg, "victims_T1", (double) st->dir.from_t1);
	emit(arg, "victims_T2", (double) st->dir.from_t2);
}

static uint32_t
arc_list_queue(const void *state, int q, uint32_t *ids, uint64_t *keys, uint32_t max)
{
	const ArcState *st = state;

	return arcdir_list(state, &st->dir, st->frames, q, ids, keys, max);
}

/* no hand: T1's and T2's tails are where a search starts */
static int64_t
arc_hand(const void *state)
{
	(void) state;
	return -1;
}

/* p, the target size of T1 */
static double
arc_target(const void *state)
{
	const ArcState *st = state;

	return st->dir.p;
}

static void
arc_restore(void *state, int q, const uint32_t *ids, const uint64_t *keys,
			uint32_t n, int64_t hand, double target)
{
	ArcState   *st = state;

	(void) hand;
	arcdir_restore(state, &st->dir, st->frames, q, ids, keys, n, target);
}

const EvictorRoutine evictor_arc_routine = {
	.name = "arc",
	.builtin = -1,
	.nparams = 0,
	.state_size = arc_state_size,
	.init = arc_init,
	.victim = arc_victim,
	.on_load = arc_on_load,
	.on_free = arc_on_free,
	.on_hit = arc_on_hit,
	.on_miss = arc_on_miss,
	.report = arc_report,
	.nqueues = 4,
	.ghost_mask = (1u << 2) | (1u << 3),
	.queue_names = {"T1", "T2", "B1", "B2"},
	.list_queue = arc_list_queue,
	.hand = arc_hand,
	.target = arc_target,
	.restore = arc_restore,
};
