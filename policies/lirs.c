/*-------------------------------------------------------------------------
 *
 * lirs.c
 *	  LIRS (Jiang and Zhang, "LIRS: An Efficient Low Inter-reference Recency
 *	  Set Replacement Policy to Improve Buffer Cache Performance",
 *	  SIGMETRICS 2002): pages whose last two references were close together
 *	  (low inter-reference recency, LIR) hold most of the frames; the others
 *	  (HIR) share a few, and one of those is always the victim.
 *
 * The paper's rules (its Section 3.3), with Lhirs = max(1, floor(hir N))
 * frames for resident HIR pages (hir 0.01: the paper's 1%) and Llirs = N -
 * Lhirs for LIR pages:
 * - Stack S holds the LIR pages, and the HIR pages (resident or not) whose
 *   last reference is more recent than the oldest LIR page's, in recency
 *   order; its bottom is always LIR (stack pruning removes the HIR entries
 *   below the oldest LIR page).  Queue Q holds the resident HIR pages.
 * - A hit on a LIR page moves it to the top of S (and prunes, if it was the
 *   bottom).  A hit on a HIR page in S makes it LIR, at the top of S, out
 *   of Q; the LIR page at S's bottom becomes HIR at Q's end; S is pruned.
 *   A hit on a HIR page not in S puts it on top of S and at Q's end.
 * - A miss evicts the page at Q's front; if it is in S it stays there as a
 *   non-resident HIR entry.  The page loaded: while fewer than Llirs pages
 *   are LIR, LIR; if it was a non-resident entry of S, LIR at S's top and
 *   the LIR page at S's bottom goes to Q's end as HIR, S pruned; else HIR,
 *   on top of S and at Q's end.
 *
 * Parameters (pg_evictor.lirs_*): hir, the share of the frames for
 * resident HIR pages (default 0.01, at least one frame); nonresident, the
 * most non-resident entries S keeps, as a share of the frames (default 1).
 *
 * Departures:
 * - The paper leaves S unbounded.  Here at most nonresident x N
 *   non-resident entries stay in S: past that the one that became
 *   non-resident longest ago leaves S (libCacheSim bounds S's entries at
 *   2N and drops non-resident ones in the same order; a fixed count keeps
 *   the state's size fixed).
 * - Pinned frames cannot be evicted: the search passes them from Q's
 *   front towards its end; with every HIR page pinned (or none resident)
 *   it takes the LIR page nearest S's bottom (lir_taken counts them), which
 *   leaves no non-resident entry.  Every frame pinned returns -1.
 * - A page loaded whose key is a non-resident entry of S has that entry
 *   taken out before the victim's page becomes one, so the bound cannot
 *   forget it in between.
 * - The paper's LIR-while-fewer-than-Llirs applies while the cache fills:
 *   here to a page loaded into an empty frame (never used, or freed).  A
 *   page that replaces an evicted one is HIR (unless it was non-resident
 *   in S), even when the victim was LIR: otherwise a pool held all LIR,
 *   one frame short (a frame the server leaves empty), would take a LIR
 *   victim and load a LIR page at every miss, Q empty for good.
 * - The paper's cache is full whenever a victim is wanted; the server's
 *   pool may hold a frame no policy holds (t/026 saw one, for minutes).  A
 *   victim search that finds Q empty (every page held LIR, none free) runs
 *   LIRS on the pages held: Llirs one less, the LIR page at S's bottom
 *   demoted and evicted; a load into an empty frame gives the place back.
 *   Without it a hit on a HIR page in S made it the 127th LIR page of 127
 *   held without a demotion, and Q stayed empty (lir_cap_lowered counts
 *   these searches; lir_cap is Llirs now).
 * - Order is the order in which hits reach the lock, as in lru.c; a hit on
 *   a page whose load has not yet reached on_load is ignored.  A frame
 *   freed (invalidated) leaves no entry; its LIR place goes to the next
 *   page loaded.
 * - Adopting a pool loads every frame at once: the first Llirs in buffer
 *   order LIR, the rest HIR.
 *
 * S is linked through slots: 0 .. N-1 the frames, N + i the non-resident
 * entry i of a ghost FIFO of keys (qlist.h), whose order is the order in
 * which they became non-resident.  A hit costs O(1) plus the entries
 * pruned; a miss O(1) plus the entries pruned and the pinned frames
 * passed.  LIRS needs hits: on_hit, from the server's lookup path
 * (pg_evictor.hits), as lru and arc.
 *
 * Serialised: S, Q and the non-resident entries, under the host's one
 * lock per instance, for each hit as for each miss (routine.h).
 *
 *-------------------------------------------------------------------------
 */
#include "routine.h"
#include "qlist.h"

enum
{
	LIRS_NONE = 0,
	LIRS_LIR,
	LIRS_HIR
};

typedef struct LirsState
{
	uint32_t	nframes;
	uint32_t	lir_cap;		/* Llirs, less the frames held by no one */
	uint32_t	lir_nominal;	/* Llirs: N - Lhirs */
	uint32_t	lir_count;
	uint32_t	s_head;			/* S's top: the most recent */
	uint32_t	s_tail;			/* S's bottom */
	uint32_t	s_count;
	EvictorQueue q;				/* resident HIR: head Q's end, tail its front */
	EvictorGhost nonresident;	/* keys, in the order they became non-resident */
	uint64_t	sprev_off;		/* uint32_t[N + capacity]: towards the top */
	uint64_t	snext_off;		/* uint32_t[N + capacity]: towards the bottom */
	uint64_t	hits;
	uint64_t	hits_ignored;
	uint64_t	ghost_hits;		/* loads of a non-resident entry of S: LIR */
	uint64_t	promotions;		/* hits on HIR pages in S: LIR */
	uint64_t	demotions;		/* LIR pages from S's bottom to Q */
	uint64_t	pruned;
	uint64_t	forgotten;		/* non-resident entries past the bound */
	uint64_t	pinned_passed;
	uint64_t	lir_taken;		/* victims that were LIR (every HIR pinned) */
	uint64_t	lir_cap_lowered;	/* victim searches that found Q empty */
	EvictorFrameMeta frames[];	/* queue: LIRS_*; prev, next: Q's links */
} LirsState;

#define LIRS_SPREV(st) ((uint32_t *) ((char *) (st) + (st)->sprev_off))
#define LIRS_SNEXT(st) ((uint32_t *) ((char *) (st) + (st)->snext_off))

static uint32_t
lirs_hir_frames(uint32_t nframes, const double *params)
{
	uint32_t	h = (uint32_t) (params[0] * nframes);

	if (h < 1)
		h = 1;
	return h > nframes ? nframes : h;
}

static uint32_t
lirs_capacity(uint32_t nframes, const double *params)
{
	double		cap = params[1] * nframes;

	return cap < (double) (UINT32_MAX / 2) ? (uint32_t) cap : UINT32_MAX / 2;
}

static size_t
lirs_state_size(uint32_t nframes, const double *params)
{
	size_t		slots = (size_t) nframes + lirs_capacity(nframes, params);

	return evg_align(offsetof(LirsState, frames) + sizeof(EvictorFrameMeta) * (size_t) nframes) +
		2 * evg_align(sizeof(uint32_t) * slots) + evg_size(lirs_capacity(nframes, params));
}

static void
lirs_init(void *state, uint32_t nframes, const double *params)
{
	LirsState  *st = state;
	uint32_t	cap = lirs_capacity(nframes, params);
	size_t		slots = (size_t) nframes + cap;
	size_t		off = evg_align(offsetof(LirsState, frames) + sizeof(EvictorFrameMeta) * (size_t) nframes);

	st->nframes = nframes;
	st->lir_cap = st->lir_nominal = nframes - lirs_hir_frames(nframes, params);
	st->lir_count = 0;
	st->s_head = st->s_tail = EVQ_NIL;
	st->s_count = 0;
	evq_init(&st->q);
	st->sprev_off = off;
	off += evg_align(sizeof(uint32_t) * slots);
	st->snext_off = off;
	off += evg_align(sizeof(uint32_t) * slots);
	evg_init(st, &st->nonresident, cap, off);
	for (size_t i = 0; i < slots; i++)
		LIRS_SPREV(st)[i] = LIRS_SNEXT(st)[i] = EVQ_NIL;
	st->hits = st->hits_ignored = st->ghost_hits = 0;
	st->promotions = st->demotions = st->pruned = st->forgotten = 0;
	st->pinned_passed = st->lir_taken = st->lir_cap_lowered = 0;
	for (uint32_t i = 0; i < nframes; i++)
	{
		st->frames[i].queue = LIRS_NONE;
		st->frames[i].prev = st->frames[i].next = EVQ_NIL;
	}
}

/* ---- stack S, over slots ---- */

static inline bool
lirs_in_s(const LirsState *st, uint32_t slot)
{
	return st->s_head == slot ||
		((const uint32_t *) ((const char *) st + st->sprev_off))[slot] != EVQ_NIL;
}

static void
lirs_s_unlink(LirsState *st, uint32_t slot)
{
	uint32_t   *p = LIRS_SPREV(st),
			   *n = LIRS_SNEXT(st);

	if (p[slot] != EVQ_NIL)
		n[p[slot]] = n[slot];
	else
		st->s_head = n[slot];
	if (n[slot] != EVQ_NIL)
		p[n[slot]] = p[slot];
	else
		st->s_tail = p[slot];
	p[slot] = n[slot] = EVQ_NIL;
	st->s_count--;
}

static void
lirs_s_push(LirsState *st, uint32_t slot)
{
	uint32_t   *p = LIRS_SPREV(st),
			   *n = LIRS_SNEXT(st);

	p[slot] = EVQ_NIL;
	n[slot] = st->s_head;
	if (st->s_head != EVQ_NIL)
		p[st->s_head] = slot;
	else
		st->s_tail = slot;
	st->s_head = slot;
	st->s_count++;
}

/* slot to takes slot from's place in S */
static void
lirs_s_replace(LirsState *st, uint32_t from, uint32_t to)
{
	uint32_t   *p = LIRS_SPREV(st),
			   *n = LIRS_SNEXT(st);

	p[to] = p[from];
	n[to] = n[from];
	if (p[to] != EVQ_NIL)
		n[p[to]] = to;
	else
		st->s_head = to;
	if (n[to] != EVQ_NIL)
		p[n[to]] = to;
	else
		st->s_tail = to;
	p[from] = n[from] = EVQ_NIL;
}

/* non-resident entry i leaves S and the FIFO */
static void
lirs_forget(LirsState *st, uint32_t i)
{
	uint32_t	slot = st->nframes + i;

	if (lirs_in_s(st, slot))
		lirs_s_unlink(st, slot);
	evg_remove(st, &st->nonresident, i);
}

/* stack pruning: the HIR entries below the oldest LIR page leave S */
static void
lirs_prune(LirsState *st)
{
	while (st->s_tail != EVQ_NIL &&
		   !(st->s_tail < st->nframes && st->frames[st->s_tail].queue == LIRS_LIR))
	{
		uint32_t	slot = st->s_tail;

		if (slot >= st->nframes)
			lirs_forget(st, slot - st->nframes);
		else
			lirs_s_unlink(st, slot);
		st->pruned++;
	}
}

/* LIR pages beyond Llirs: the one at S's bottom becomes HIR at Q's end */
static void
lirs_demote(LirsState *st)
{
	while (st->lir_count > st->lir_cap)
	{
		uint32_t	b;

		lirs_prune(st);
		b = st->s_tail;
		if (b == EVQ_NIL)
			break;				/* no LIR page in S: cannot be, stop rather than loop */
		lirs_s_unlink(st, b);
		st->frames[b].queue = LIRS_HIR;
		evq_push_head(&st->q, st->frames, b);
		st->lir_count--;
		st->demotions++;
	}
	lirs_prune(st);
}

/* ---- victim ---- */

static int64_t
lirs_victim(void *state, const EvictorHost *host, EvictorFrameState *claimed)
{
	LirsState  *st = state;
	uint32_t	seen = 0;
	uint32_t	u;

	/*
	 * Q empty at a victim search: the host has no empty frame, yet every
	 * page held is LIR, so some frame is held by no one.  LIRS then runs on
	 * the pages held: Llirs one less (given back when a load fills an empty
	 * frame), the LIR page at S's bottom demoted to Q.
	 */
	if (st->q.count == 0 && st->lir_count > 1)
	{
		st->lir_cap = st->lir_count - 1;
		st->lir_cap_lowered++;
		lirs_demote(st);
	}
	/* Q's front: the resident HIR page longest at rest */
	for (uint32_t id = st->q.tail; id != EVQ_NIL && seen < st->q.count; id = st->frames[id].prev, seen++)
	{
		if (evictor_visit(host, id, evictor_rule_claim, NULL, claimed, &u) == EVICTOR_VISIT_CLAIMED)
			return id;
		st->pinned_passed++;
	}
	/* every HIR page pinned: the LIR page nearest S's bottom */
	seen = 0;
	for (uint32_t slot = st->s_tail; slot != EVQ_NIL && seen < st->s_count;
		 slot = LIRS_SPREV(st)[slot], seen++)
	{
		if (slot >= st->nframes || st->frames[slot].queue != LIRS_LIR)
			continue;
		if (evictor_visit(host, slot, evictor_rule_claim, NULL, claimed, &u) == EVICTOR_VISIT_CLAIMED)
		{
			st->lir_taken++;
			return slot;
		}
		st->pinned_passed++;
	}
	return -1;
}

/* ---- loads, frees and hits ---- */

/* frame id's page leaves; evicted (ghost true), a HIR page in S stays as non-resident */
static void
lirs_retire(LirsState *st, uint32_t id, bool ghost)
{
	EvictorFrameMeta *f = &st->frames[id];
	EvictorGhost *g = &st->nonresident;

	if (f->queue == LIRS_NONE)
		return;
	if (f->queue == LIRS_LIR)
	{
		st->lir_count--;
		lirs_s_unlink(st, id);
	}
	else
	{
		evq_unlink(&st->q, st->frames, id);
		if (lirs_in_s(st, id))
		{
			if (ghost && g->capacity > 0)
			{
				uint32_t	i;

				if ((i = evg_find(st, g, f->key)) != EVQ_NIL)
					lirs_forget(st, i);
				if (g->count == g->capacity)
				{
					lirs_forget(st, g->tail);
					st->forgotten++;
				}
				evg_push(st, g, f->key);
				lirs_s_replace(st, id, st->nframes + g->head);
			}
			else
				lirs_s_unlink(st, id);
		}
	}
	f->queue = LIRS_NONE;
	lirs_prune(st);
}

static void
lirs_on_free(void *state, uint32_t id)
{
	lirs_retire(state, id, false);
}

static void
lirs_on_load(void *state, uint32_t id, uint64_t key)
{
	LirsState  *st = state;
	EvictorFrameMeta *f = &st->frames[id];
	uint32_t	i = evg_find(st, &st->nonresident, key);
	bool		in_s = i != EVQ_NIL && lirs_in_s(st, st->nframes + i);
	bool		filling = f->queue == LIRS_NONE;

	/* its own entry first: the victim's cannot push it out */
	if (i != EVQ_NIL)
		lirs_forget(st, i);
	lirs_retire(st, id, true);
	f->key = key;
	if (filling && st->lir_cap < st->lir_nominal)
		st->lir_cap++;
	if (in_s || (filling && st->lir_count < st->lir_cap))
	{
		if (in_s)
			st->ghost_hits++;
		f->queue = LIRS_LIR;
		st->lir_count++;
		lirs_s_push(st, id);
		lirs_demote(st);
	}
	else
	{
		f->queue = LIRS_HIR;
		lirs_s_push(st, id);
		evq_push_head(&st->q, st->frames, id);
	}
}

static void
lirs_on_hit(void *state, uint32_t id)
{
	LirsState  *st = state;
	EvictorFrameMeta *f = &st->frames[id];

	if (f->queue == LIRS_NONE)
	{
		st->hits_ignored++;
		return;
	}
	st->hits++;
	if (f->queue == LIRS_LIR)
	{
		bool		bottom = st->s_tail == id;

		if (st->s_head != id)
		{
			lirs_s_unlink(st, id);
			lirs_s_push(st, id);
		}
		if (bottom)
			lirs_prune(st);
		return;
	}
	evq_unlink(&st->q, st->frames, id);
	if (lirs_in_s(st, id))
	{
		/* a low inter-reference recency: LIR */
		lirs_s_unlink(st, id);
		lirs_s_push(st, id);
		f->queue = LIRS_LIR;
		st->lir_count++;
		st->promotions++;
		lirs_demote(st);
	}
	else
	{
		lirs_s_push(st, id);
		evq_push_head(&st->q, st->frames, id);
	}
}

/* ---- report ---- */

static void
lirs_report(const void *state, EvictorReportFn emit, void *arg)
{
	const LirsState *st = state;

	emit(arg, "lir", st->lir_count);
	emit(arg, "hir", st->q.count);
	emit(arg, "nonresident", st->nonresident.count);
	emit(arg, "stack", st->s_count);
	emit(arg, "hits", (double) st->hits);
	emit(arg, "hits_ignored", (double) st->hits_ignored);
	emit(arg, "ghost_hits", (double) st->ghost_hits);
	emit(arg, "promotions", (double) st->promotions);
	emit(arg, "demotions", (double) st->demotions);
	emit(arg, "pruned", (double) st->pruned);
	emit(arg, "forgotten", (double) st->forgotten);
	emit(arg, "pinned_passed", (double) st->pinned_passed);
	emit(arg, "lir_taken", (double) st->lir_taken);
	emit(arg, "lir_cap", (double) st->lir_cap);
	emit(arg, "lir_cap_lowered", (double) st->lir_cap_lowered);
}

/*
 * Queue 0, lir: the LIR pages from S's top; 1, hir: Q from its end (the
 * last to go) to its front; 2, nonresident: the keys of S's non-resident
 * entries from its top.
 */
static uint32_t
lirs_list_queue(const void *state, int q, uint32_t *ids, uint64_t *keys, uint32_t max)
{
	const LirsState *st = state;
	const uint32_t *next = (const uint32_t *) ((const char *) st + st->snext_off);
	const EvictorGhostEntry *e = (const EvictorGhostEntry *) ((const char *) st + st->nonresident.entries_off);
	uint32_t	n = 0,
				seen = 0;

	if (q == 1)
		return evq_list(&st->q, st->frames, ids, max);
	if (q != 0 && q != 2)
		return 0;
	for (uint32_t slot = st->s_head; slot != EVQ_NIL && seen <= st->s_count; slot = next[slot], seen++)
	{
		if (q == 0 && slot < st->nframes && st->frames[slot].queue == LIRS_LIR)
		{
			if (ids != NULL && n < max)
				ids[n] = slot;
			n++;
		}
		else if (q == 2 && slot >= st->nframes)
		{
			if (keys != NULL && n < max)
				keys[n] = e[slot - st->nframes].key;
			n++;
		}
	}
	return n;
}

const EvictorRoutine evictor_lirs_routine = {
	.name = "lirs",
	.builtin = -1,
	.nparams = 2,
	.param_names = {"hir", "nonresident"},
	.param_defaults = {0.01, 1.0},
	.param_min = {0, 0},
	.param_max = {1, 4.0},
	.state_size = lirs_state_size,
	.init = lirs_init,
	.victim = lirs_victim,
	.on_load = lirs_on_load,
	.on_free = lirs_on_free,
	.on_hit = lirs_on_hit,
	.report = lirs_report,
	.nqueues = 3,
	.ghost_mask = 4,
	.queue_names = {"lir", "hir", "nonresident"},
	.list_queue = lirs_list_queue,
};
