/*-------------------------------------------------------------------------
 *
 * lru2.c
 *	  LRU-K with K = 2 (O'Neil, O'Neil and Weikum, "The LRU-K Page
 *	  Replacement Algorithm for Database Disk Buffering", SIGMOD 1993): the
 *	  victim is the page whose second most recent uncorrelated reference is
 *	  oldest.
 *
 * The paper's rules (its pseudo-code of LRU-K), with time t counted in the accesses
 * the instance hears (each on_hit and each on_load is one):
 * - A hit on p at t: if t - LAST(p) > CRP, a new uncorrelated reference:
 *   HIST(p,2) := HIST(p,1) + (LAST(p) - HIST(p,1)) = LAST(p), HIST(p,1) :=
 *   t; else a correlated one, which moves only LAST(p).  LAST(p) := t.
 * - A miss: the victim is the resident page q with t - LAST(q) > CRP (past
 *   its correlated period) and the least HIST(q,2); a page referenced once
 *   has HIST(q,2) = 0.  The paper leaves ties to a subsidiary policy: here
 *   LRU on LAST, so every victim is defined (times are unique, the order
 *   total).  The page loaded gets HIST(p,2) := HIST(p,1) of its retained
 *   history, else 0; HIST(p,1) := LAST(p) := t.
 * - History is retained after eviction for the Retained Information
 *   Period RIP after LAST.
 *
 * Parameters (pg_evictor.lru2_*): crp, the correlated reference period in
 * accesses (default 0: every re-reference counts, the classic LRU-2); rip,
 * the retained information period in accesses (default 0: no period, the
 * history is bounded by its size alone); history, the most keys retained,
 * as a share of the frames (default 1).  The paper gives CRP and RIP in
 * seconds (its example: 5 s and 200 s) and leaves them to the
 * administrator; a time in accesses needs no clock on the lookup path.
 *
 * libCacheSim has no LRU-K to take parameters from; the reference of the
 * tests is a line-by-line transcription of the paper's pseudo-code
 * (test/test_sim.c).
 *
 * Departures from the paper:
 * - Retained history is a FIFO of evicted keys (qlist.h) of at most
 *   history x frames: when full, the key evicted longest ago is forgotten
 *   even within RIP.  Each miss first drops expired keys from the FIFO's
 *   old end; a key found expired further in is not used (and dropped).
 * - Pinned frames cannot be evicted, and a miss with every unpinned page
 *   inside its correlated period (the paper's search finds no victim)
 *   takes the least HIST(q,2) among them: -1 only when every frame is
 *   pinned.
 * - Order is the order in which hits reach the lock, as in lru.c; a hit on
 *   a page whose load has not yet reached on_load is ignored.
 * - Adopting a pool loads every frame at once: all referenced once, in
 *   frame order.
 *
 * The resident pages are a binary min-heap on (HIST(q,2), LAST(q)): a hit
 * only raises its page's key (sift down), the victim is the root unless it
 * is pinned or correlated; those are popped aside, the search goes on in
 * order, and they are pushed back.  A miss costs O(log n) plus O(log n)
 * per frame passed, a hit O(log n).  LRU-K needs hits: on_hit, from the
 * server's lookup path (pg_evictor.hits), as lru and arc.
 *
 * Serialised: the heap and the history, under the host's one lock per
 * instance, for each hit as for each miss (routine.h).
 *
 *-------------------------------------------------------------------------
 */
#include "routine.h"
#include "qlist.h"

typedef struct Lru2Frame
{
	uint64_t	key;
	uint64_t	hist1;			/* HIST(p,1): the last uncorrelated reference */
	uint64_t	hist2;			/* HIST(p,2): the one before, 0 if none */
	uint64_t	last;			/* LAST(p): the last reference */
	uint32_t	pos;			/* in the heap; EVQ_NIL when not held */
	uint32_t	pad;
} Lru2Frame;

/* a retained history: the key's entry in the FIFO has the same index */
typedef struct Lru2History
{
	uint64_t	hist1;
	uint64_t	last;
} Lru2History;

typedef struct Lru2State
{
	uint32_t	nframes;
	uint32_t	count;			/* resident pages: the heap's size */
	uint64_t	crp;
	uint64_t	rip;			/* 0: no period */
	uint64_t	now;			/* time of the last access heard */
	EvictorGhost history;		/* keys of evicted pages, newest first */
	uint64_t	heap_off;		/* uint32_t[nframes] */
	uint64_t	aside_off;		/* uint32_t[nframes]: frames a search passed */
	uint64_t	times_off;		/* Lru2History[capacity] */
	uint64_t	hits;
	uint64_t	hits_ignored;
	uint64_t	correlated;		/* hits inside the correlated period */
	uint64_t	history_hits;	/* loads that found their retained history */
	uint64_t	history_expired;	/* ... found it older than RIP */
	uint64_t	pinned_passed;
	uint64_t	correlated_passed;	/* victims passed inside their period */
	uint64_t	no_eligible;	/* misses with every unpinned page correlated */
	Lru2Frame	frames[];
} Lru2State;

#define LRU2_HEAP(st) ((uint32_t *) ((char *) (st) + (st)->heap_off))
#define LRU2_ASIDE(st) ((uint32_t *) ((char *) (st) + (st)->aside_off))
#define LRU2_TIMES(st) ((Lru2History *) ((char *) (st) + (st)->times_off))

static uint32_t
lru2_capacity(uint32_t nframes, const double *params)
{
	double		cap = params[2] * nframes;

	return cap < (double) (UINT32_MAX - 1) ? (uint32_t) cap : UINT32_MAX - 1;
}

static size_t
lru2_state_size(uint32_t nframes, const double *params)
{
	uint32_t	cap = lru2_capacity(nframes, params);

	return evg_align(offsetof(Lru2State, frames) + sizeof(Lru2Frame) * (size_t) nframes) +
		2 * evg_align(sizeof(uint32_t) * (size_t) nframes) +
		evg_size(cap) + evg_align(sizeof(Lru2History) * (size_t) cap);
}

static void
lru2_init(void *state, uint32_t nframes, const double *params)
{
	Lru2State  *st = state;
	uint32_t	cap = lru2_capacity(nframes, params);
	size_t		off = evg_align(offsetof(Lru2State, frames) + sizeof(Lru2Frame) * (size_t) nframes);

	st->nframes = nframes;
	st->count = 0;
	st->crp = (uint64_t) params[0];
	st->rip = (uint64_t) params[1];
	st->now = 0;
	st->heap_off = off;
	off += evg_align(sizeof(uint32_t) * (size_t) nframes);
	st->aside_off = off;
	off += evg_align(sizeof(uint32_t) * (size_t) nframes);
	evg_init(st, &st->history, cap, off);
	off += evg_size(cap);
	st->times_off = off;
	st->hits = st->hits_ignored = st->correlated = 0;
	st->history_hits = st->history_expired = 0;
	st->pinned_passed = st->correlated_passed = st->no_eligible = 0;
	for (uint32_t i = 0; i < nframes; i++)
	{
		st->frames[i].pos = EVQ_NIL;
		st->frames[i].pad = 0;
	}
}

/* ---- the heap, on (HIST(q,2), LAST(q)) ---- */

static inline bool
lru2_before(const Lru2State *st, uint32_t a, uint32_t b)
{
	const Lru2Frame *x = &st->frames[a],
			   *y = &st->frames[b];

	return x->hist2 < y->hist2 || (x->hist2 == y->hist2 && x->last < y->last);
}

/* in heap h of n ids, move entry i down to its place; track: the frames whose pos follow h */
static void
lru2_sift_down(const Lru2State *st, uint32_t *h, uint32_t n, uint32_t i, Lru2Frame *track)
{
	uint32_t	id = h[i];

	for (;;)
	{
		uint32_t	c = 2 * i + 1;

		if (c >= n)
			break;
		if (c + 1 < n && lru2_before(st, h[c + 1], h[c]))
			c++;
		if (!lru2_before(st, h[c], id))
			break;
		h[i] = h[c];
		if (track)
			track[h[i]].pos = i;
		i = c;
	}
	h[i] = id;
	if (track)
		track[id].pos = i;
}

static void
lru2_sift_up(Lru2State *st, uint32_t i)
{
	uint32_t   *h = LRU2_HEAP(st);
	uint32_t	id = h[i];

	while (i > 0 && lru2_before(st, id, h[(i - 1) / 2]))
	{
		h[i] = h[(i - 1) / 2];
		st->frames[h[i]].pos = i;
		i = (i - 1) / 2;
	}
	h[i] = id;
	st->frames[id].pos = i;
}

static void
lru2_heap_push(Lru2State *st, uint32_t id)
{
	LRU2_HEAP(st)[st->count] = id;
	lru2_sift_up(st, st->count++);
}

static void
lru2_heap_remove(Lru2State *st, uint32_t id)
{
	uint32_t   *h = LRU2_HEAP(st);
	uint32_t	i = st->frames[id].pos;
	uint32_t	last = h[--st->count];

	st->frames[id].pos = EVQ_NIL;
	if (i == st->count)
		return;
	h[i] = last;
	st->frames[last].pos = i;
	if (i > 0 && lru2_before(st, last, h[(i - 1) / 2]))
		lru2_sift_up(st, i);
	else
		lru2_sift_down(st, h, st->count, i, st->frames);
}

/* ---- victim ---- */

static int64_t
lru2_victim(void *state, const EvictorHost *host, EvictorFrameState *claimed)
{
	Lru2State  *st = state;
	uint32_t   *aside = LRU2_ASIDE(st);
	uint32_t	naside = 0;
	uint64_t	t = st->now + 1;	/* the time of the reference that missed */
	int64_t		found = -1;
	uint32_t	u;

	/* the paper's search, in the order of (HIST(q,2), LAST(q)) */
	while (st->count > 0)
	{
		uint32_t	id = LRU2_HEAP(st)[0];

		if (t - st->frames[id].last > st->crp)
		{
			if (evictor_visit(host, id, evictor_rule_claim, NULL, claimed, &u) == EVICTOR_VISIT_CLAIMED)
			{
				found = id;
				break;
			}
			st->pinned_passed++;
		}
		else
			st->correlated_passed++;
		aside[naside++] = id;
		lru2_heap_remove(st, id);
	}
	/* none eligible: the least among those inside their period */
	for (uint32_t i = 0; found < 0 && i < naside; i++)
	{
		uint32_t	id = aside[i];

		if (t - st->frames[id].last > st->crp)
			continue;			/* pinned, seen above */
		if (evictor_visit(host, id, evictor_rule_claim, NULL, claimed, &u) == EVICTOR_VISIT_CLAIMED)
		{
			found = id;
			st->no_eligible++;
		}
	}
	/* the victim stays held until on_load (routine.h's protocol) */
	for (uint32_t i = 0; i < naside; i++)
		lru2_heap_push(st, aside[i]);
	return found;
}

/* ---- loads, frees and hits ---- */

static void
lru2_on_free(void *state, uint32_t id)
{
	Lru2State  *st = state;

	if (st->frames[id].pos != EVQ_NIL)
		lru2_heap_remove(st, id);
}

static void
lru2_on_load(void *state, uint32_t id, uint64_t key)
{
	Lru2State  *st = state;
	Lru2Frame  *f = &st->frames[id];
	EvictorGhost *g = &st->history;
	Lru2History *times = LRU2_TIMES(st);
	uint64_t	t;
	uint32_t	i;

	/* the old page is evicted: its history is retained */
	if (f->pos != EVQ_NIL)
	{
		lru2_heap_remove(st, id);
		if (g->capacity > 0)
		{
			evg_push(st, g, f->key);
			times[g->head].hist1 = f->hist1;
			times[g->head].last = f->last;
		}
	}
	t = ++st->now;
	/* expired history, from the FIFO's old end */
	while (st->rip > 0 && g->tail != EVQ_NIL && t - times[g->tail].last > st->rip)
		evg_remove(st, g, g->tail);
	f->hist2 = 0;
	if ((i = evg_find(st, g, key)) != EVQ_NIL)
	{
		if (st->rip == 0 || t - times[i].last <= st->rip)
		{
			f->hist2 = times[i].hist1;
			st->history_hits++;
		}
		else
			st->history_expired++;
		evg_remove(st, g, i);
	}
	f->key = key;
	f->hist1 = f->last = t;
	lru2_heap_push(st, id);
}

static void
lru2_on_hit(void *state, uint32_t id)
{
	Lru2State  *st = state;
	Lru2Frame  *f = &st->frames[id];
	uint64_t	t;

	if (f->pos == EVQ_NIL)
	{
		st->hits_ignored++;
		return;
	}
	st->hits++;
	t = ++st->now;
	if (t - f->last > st->crp)
	{
		f->hist2 = f->last;
		f->hist1 = t;
	}
	else
		st->correlated++;
	f->last = t;
	/* its key only grew */
	lru2_sift_down(st, LRU2_HEAP(st), st->count, f->pos, st->frames);
}

/* ---- report ---- */

static void
lru2_report(const void *state, EvictorReportFn emit, void *arg)
{
	const Lru2State *st = state;

	emit(arg, "length", st->count);
	emit(arg, "history", st->history.count);
	emit(arg, "hits", (double) st->hits);
	emit(arg, "hits_ignored", (double) st->hits_ignored);
	emit(arg, "correlated", (double) st->correlated);
	emit(arg, "ghost_hits", (double) st->history_hits);
	emit(arg, "history_expired", (double) st->history_expired);
	emit(arg, "pinned_passed", (double) st->pinned_passed);
	emit(arg, "correlated_passed", (double) st->correlated_passed);
	emit(arg, "no_eligible", (double) st->no_eligible);
	emit(arg, "time", (double) st->now);
}

/*
 * Queue 0, resident: the last to go first, the next victim last (a heap
 * sort of a copy of the heap); queue 1, history: keys, newest first.
 */
static uint32_t
lru2_list_queue(const void *state, int q, uint32_t *ids, uint64_t *keys, uint32_t max)
{
	const Lru2State *st = state;

	if (q == 1)
		return evg_list(st, &st->history, keys, max);
	if (q != 0)
		return 0;
	if (ids != NULL && max >= st->count)
	{
		const uint32_t *h = (const uint32_t *) ((const char *) st + st->heap_off);

		for (uint32_t i = 0; i < st->count; i++)
			ids[i] = h[i];
		for (uint32_t n = st->count; n > 1; n--)
		{
			uint32_t	root = ids[0];

			ids[0] = ids[n - 1];
			ids[n - 1] = root;
			lru2_sift_down(st, ids, n - 1, 0, NULL);
		}
	}
	return st->count;
}

const EvictorRoutine evictor_lru2_routine = {
	.name = "lru2",
	.builtin = -1,
	.nparams = 3,
	.param_names = {"crp", "rip", "history"},
	.param_defaults = {0, 0, 1.0},
	.param_min = {0, 0, 0},
	.param_max = {1e12, 1e15, 4.0},
	.state_size = lru2_state_size,
	.init = lru2_init,
	.victim = lru2_victim,
	.on_load = lru2_on_load,
	.on_free = lru2_on_free,
	.on_hit = lru2_on_hit,
	.report = lru2_report,
	.nqueues = 2,
	.ghost_mask = 2,
	.queue_names = {"resident", "history"},
	.list_queue = lru2_list_queue,
};
