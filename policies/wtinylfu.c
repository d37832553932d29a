/*-------------------------------------------------------------------------
 *
 * wtinylfu.c
 *	  W-TinyLFU (Einziger, Friedman and Manes, "TinyLFU: A Highly Efficient
 *	  Cache Admission Policy", ACM Transactions on Storage 13(4), 2017): a
 *	  small LRU window in front of a segmented LRU main cache, with a
 *	  frequency sketch deciding which of the window's and the main cache's
 *	  next victims stays.  The policy of Caffeine.
 *
 * The paper's structure, with Caffeine's defaults (its BoundedLocalCache
 * and FrequencySketch):
 * - Window: an LRU of w = N - floor((1 - window) N) frames (window 0.01:
 *   1%, at least one frame).  A page loaded enters the window's MRU end.
 * - Main: a segmented LRU of the other N - w frames, protected at most
 *   floor(protected (N - w)) of them (protected 0.8), probation the rest.
 *   A hit in probation moves the page to protected's MRU end; protected's
 *   overflow goes back to probation's MRU end.  A hit in the window or in
 *   protected moves it to that queue's MRU end.
 * - Admission: when the pool is full and the window too, the page loaded
 *   will push the window's LRU page (the candidate) into main, which must
 *   then lose one: its victim is probation's LRU page (protected's when
 *   probation is empty).  TinyLFU keeps the candidate iff its estimated
 *   frequency is greater than the victim's (ties go to the victim); the
 *   loser is evicted.
 * - Frequency: a count-min sketch of 4 rows of 4-bit counters, each row
 *   4 x nextpow2(N) wide (Caffeine's 16 counters per entry), incremented
 *   on every access heard (each hit and each load).  The doorkeeper (the
 *   paper's; doorkeeper 1) is a Bloom filter of 32 x nextpow2(N) bits and
 *   two hashes that takes a key's first access in the sample instead of
 *   the counters; an estimate is the least of the key's four counters,
 *   plus one if the doorkeeper holds it.  Aging: after sample x N accesses
 *   (sample 10) every counter is halved, the doorkeeper cleared and the
 *   count of accesses halved.
 *
 * The hashes: h = the SplitMix64 finalizer of the key; a = low 32 bits of
 * h, b = its high 32 bits | 1; row i's counter is (a + i b) mod the
 * width; the doorkeeper's two bits are the low and high halves of the
 * finalizer of h, mod its size.  test/test_sim.c's reference repeats them.
 *
 * Departures:
 * - No hill climbing: Caffeine adapts the window's share from the hit
 *   rate; here it stays at the parameter (the paper's W-TinyLFU(1%)).
 * - No random admission of a candidate with frequency >= 6 (Caffeine's
 *   defence against hash flooding): keys are the server's hashes of
 *   buffer tags, and the order stays deterministic.
 * - Caffeine has dropped the doorkeeper and increments the four counters
 *   of a key within one 64-byte block; this is the paper's sketch with
 *   independent rows.  Every access counts toward the sample (Caffeine
 *   counts those that raised a counter) and the halving of the count
 *   leaves out Caffeine's correction for odd counters.
 * - Pinned frames cannot be evicted.  The duel names the queue searched
 *   first: the loser's, from its LRU end (the window's, or probation's
 *   then protected's), then the others in the same order; a pinned frame
 *   is passed over.  Every frame pinned returns -1.
 * - Order is the order in which hits reach the lock, as in lru.c; a hit on
 *   a page whose load has not yet reached on_load is ignored.
 * - Adopting a pool loads every frame at once: the newest w in the window,
 *   the rest in probation, each counted once.
 *
 * libCacheSim's WTinyLFU (window-size 0.01, SLRU main 1:4) differs: a
 * minimal-increment counting Bloom filter without a doorkeeper, decayed
 * after 32 x the main cache's size; it counts hits in main only, and an
 * extra access for each window victim; the window may outgrow its size
 * while the cache fills.
 *
 * A hit costs a sketch increment (four or five words) and one or two list
 * moves; a miss two estimates and list moves; the aging sweeps the sketch
 * (nextpow2(N) + nextpow2(N) / 2 words) once per sample x N / 2
 * accesses, under the lock.  W-TinyLFU needs hits: on_hit, from the
 * server's lookup path (pg_evictor.hits), as lru and arc.
 *
 * Serialised: the queues and the sketch, under the host's one lock per
 * instance, for each hit as for each miss (routine.h).
 *
 *-------------------------------------------------------------------------
 */
#include "routine.h"
#include "qlist.h"
#include "mix.h"

enum
{
	WTLFU_NONE = 0,
	WTLFU_WINDOW,
	WTLFU_PROBATION,
	WTLFU_PROTECTED
};

typedef struct WtlfuState
{
	uint32_t	nframes;
	uint32_t	wcap;			/* the window's frames */
	uint32_t	pcap;			/* protected's most frames */
	uint32_t	doorkeeper;		/* 1: the paper's doorkeeper */
	EvictorQueue window;		/* heads: most recently used */
	EvictorQueue probation;
	EvictorQueue protected;
	uint32_t	pad;
	uint64_t	width;			/* counters per row, a power of two */
	uint64_t	dbits;			/* the doorkeeper's bits, a power of two */
	uint64_t	sample;			/* accesses between agings */
	uint64_t	additions;		/* accesses counted since (half) the last */
	uint64_t	sketch_off;		/* uint64_t[width]: 4 rows of width 4-bit counters */
	uint64_t	door_off;		/* uint64_t[dbits / 64] */
	uint64_t	hits;
	uint64_t	hits_ignored;
	uint64_t	admitted;		/* duels the candidate won */
	uint64_t	rejected;		/* ... and lost */
	uint64_t	unopposed;		/* victims without a duel */
	uint64_t	promoted;		/* probation -> protected */
	uint64_t	demoted;		/* protected -> probation */
	uint64_t	resets;
	uint64_t	pinned_passed;
	EvictorFrameMeta frames[];
} WtlfuState;

#define WTLFU_SKETCH(st) ((uint64_t *) ((char *) (st) + (st)->sketch_off))
#define WTLFU_DOOR(st) ((uint64_t *) ((char *) (st) + (st)->door_off))

static uint64_t
wtlfu_pow2(uint32_t n)
{
	uint64_t	p = 1;

	while (p < n)
		p <<= 1;
	return p;
}

/* 4 rows of 4 x nextpow2(N) 4-bit counters: 16 per uint64_t, nextpow2(N) words */
static size_t
wtlfu_state_size(uint32_t nframes, const double *params)
{
	uint64_t	p2 = wtlfu_pow2(nframes);

	(void) params;
	return evg_align(offsetof(WtlfuState, frames) + sizeof(EvictorFrameMeta) * (size_t) nframes) +
		sizeof(uint64_t) * (size_t) p2 + sizeof(uint64_t) * (size_t) ((32 * p2 + 63) / 64);
}

static void
wtlfu_init(void *state, uint32_t nframes, const double *params)
{
	WtlfuState *st = state;
	uint64_t	p2 = wtlfu_pow2(nframes);
	uint32_t	nmain;
	size_t		off = evg_align(offsetof(WtlfuState, frames) + sizeof(EvictorFrameMeta) * (size_t) nframes);

	st->nframes = nframes;
	/* Caffeine's setMaximumSize: the window is what main's share leaves */
	st->wcap = nframes - (uint32_t) ((1.0 - params[0]) * nframes);
	if (st->wcap < 1)
		st->wcap = 1;
	nmain = nframes > st->wcap ? nframes - st->wcap : 0;
	st->pcap = (uint32_t) (params[1] * nmain);
	st->doorkeeper = params[3] >= 0.5;
	evq_init(&st->window);
	evq_init(&st->probation);
	evq_init(&st->protected);
	st->pad = 0;
	st->width = 4 * p2;
	st->dbits = 32 * p2;
	st->sample = (uint64_t) (params[2] * nframes);
	if (st->sample < 1)
		st->sample = 1;
	st->additions = 0;
	st->sketch_off = off;
	off += sizeof(uint64_t) * p2;
	st->door_off = off;
	for (uint64_t i = 0; i < p2; i++)
		WTLFU_SKETCH(st)[i] = 0;
	for (uint64_t i = 0; i < (st->dbits + 63) / 64; i++)
		WTLFU_DOOR(st)[i] = 0;
	st->hits = st->hits_ignored = 0;
	st->admitted = st->rejected = st->unopposed = 0;
	st->promoted = st->demoted = st->resets = st->pinned_passed = 0;
	for (uint32_t i = 0; i < nframes; i++)
	{
		st->frames[i].queue = WTLFU_NONE;
		st->frames[i].prev = st->frames[i].next = EVQ_NIL;
	}
}

/* ---- the sketch ---- */

/* SplitMix64's step: the golden increment, then its finalizer */
static inline uint64_t
wtlfu_mix(uint64_t z)
{
	return evictor_mix64(z + UINT64_C(0x9E3779B97F4A7C15));
}

/* counter i (0..3) of the key hashed to h: its index over the 4 rows */
static inline uint64_t
wtlfu_counter(const WtlfuState *st, uint64_t h, int i)
{
	uint32_t	a = (uint32_t) h,
				b = (uint32_t) (h >> 32) | 1;

	return (uint64_t) i * st->width + ((a + (uint32_t) i * b) & (st->width - 1));
}

static inline uint32_t
wtlfu_get(const WtlfuState *st, uint64_t c)
{
	const uint64_t *s = (const uint64_t *) ((const char *) st + st->sketch_off);

	return (uint32_t) (s[c >> 4] >> ((c & 15) * 4)) & 15;
}

/* the doorkeeper's two bits of the key hashed to h; true if both were set */
static inline bool
wtlfu_door(WtlfuState *st, uint64_t h, bool set)
{
	uint64_t   *d = WTLFU_DOOR(st);
	uint64_t	g = wtlfu_mix(h);
	uint64_t	x = (g & 0xFFFFFFFF) & (st->dbits - 1),
				y = (g >> 32) & (st->dbits - 1);
	bool		held = ((d[x >> 6] >> (x & 63)) & 1) && ((d[y >> 6] >> (y & 63)) & 1);

	if (set)
	{
		d[x >> 6] |= UINT64_C(1) << (x & 63);
		d[y >> 6] |= UINT64_C(1) << (y & 63);
	}
	return held;
}

static uint32_t
wtlfu_estimate(WtlfuState *st, uint64_t key)
{
	uint64_t	h = wtlfu_mix(key);
	uint32_t	f = 15;

	for (int i = 0; i < 4; i++)
	{
		uint32_t	v = wtlfu_get(st, wtlfu_counter(st, h, i));

		if (v < f)
			f = v;
	}
	return f + (st->doorkeeper && wtlfu_door(st, h, false) ? 1 : 0);
}

static void
wtlfu_reset(WtlfuState *st)
{
	uint64_t   *s = WTLFU_SKETCH(st);

	for (uint64_t i = 0; i < st->width / 4; i++)
		s[i] = (s[i] >> 1) & UINT64_C(0x7777777777777777);
	for (uint64_t i = 0; i < (st->dbits + 63) / 64; i++)
		WTLFU_DOOR(st)[i] = 0;
	st->additions /= 2;
	st->resets++;
}

static void
wtlfu_increment(WtlfuState *st, uint64_t key)
{
	uint64_t	h = wtlfu_mix(key);

	/* a key's first access in the sample only passes the doorkeeper */
	if (!st->doorkeeper || wtlfu_door(st, h, true))
	{
		uint64_t   *s = WTLFU_SKETCH(st);

		for (int i = 0; i < 4; i++)
		{
			uint64_t	c = wtlfu_counter(st, h, i);

			if (((s[c >> 4] >> ((c & 15) * 4)) & 15) < 15)
				s[c >> 4] += UINT64_C(1) << ((c & 15) * 4);
		}
	}
	if (++st->additions >= st->sample)
		wtlfu_reset(st);
}

/* ---- victim ---- */

static EvictorQueue *
wtlfu_queue(WtlfuState *st, int q)
{
	return q == WTLFU_WINDOW ? &st->window : q == WTLFU_PROBATION ? &st->probation : &st->protected;
}

static int64_t
wtlfu_victim(void *state, const EvictorHost *host, EvictorFrameState *claimed)
{
	WtlfuState *st = state;
	static const int window_first[] = {WTLFU_WINDOW, WTLFU_PROBATION, WTLFU_PROTECTED};
	static const int main_first[] = {WTLFU_PROBATION, WTLFU_PROTECTED, WTLFU_WINDOW};
	const int  *order;
	uint32_t	candidate = st->window.count >= st->wcap ? st->window.tail : EVQ_NIL;
	uint32_t	victim = st->probation.tail != EVQ_NIL ? st->probation.tail : st->protected.tail;

	if (candidate != EVQ_NIL && victim != EVQ_NIL)
	{
		/* TinyLFU: the candidate enters main only if more frequent */
		if (wtlfu_estimate(st, st->frames[candidate].key) > wtlfu_estimate(st, st->frames[victim].key))
		{
			st->admitted++;
			order = main_first;
		}
		else
		{
			st->rejected++;
			order = window_first;
		}
	}
	else
	{
		/* the window has room (main loses a page) or main is empty */
		st->unopposed++;
		order = victim != EVQ_NIL ? main_first : window_first;
	}
	for (int k = 0; k < 3; k++)
	{
		EvictorQueue *q = wtlfu_queue(st, order[k]);
		uint32_t	seen = 0;

		for (uint32_t id = q->tail; id != EVQ_NIL && seen < q->count; id = st->frames[id].prev, seen++)
		{
			uint32_t	u;

			if (evictor_visit(host, id, evictor_rule_claim, NULL, claimed, &u) == EVICTOR_VISIT_CLAIMED)
				return id;
			st->pinned_passed++;
		}
	}
	return -1;
}

/* ---- loads, frees and hits ---- */

static void
wtlfu_on_free(void *state, uint32_t id)
{
	WtlfuState *st = state;
	EvictorFrameMeta *f = &st->frames[id];

	if (f->queue != WTLFU_NONE)
		evq_unlink(wtlfu_queue(st, (int) f->queue), st->frames, id);
	f->queue = WTLFU_NONE;
}

static void
wtlfu_move(WtlfuState *st, uint32_t id, int to)
{
	EvictorFrameMeta *f = &st->frames[id];

	evq_unlink(wtlfu_queue(st, (int) f->queue), st->frames, id);
	f->queue = (uint32_t) to;
	evq_push_head(wtlfu_queue(st, to), st->frames, id);
}

static void
wtlfu_on_load(void *state, uint32_t id, uint64_t key)
{
	WtlfuState *st = state;

	/* the old page (the victim) goes; no ghosts: the sketch remembers */
	wtlfu_on_free(state, id);
	st->frames[id].key = key;
	st->frames[id].queue = WTLFU_WINDOW;
	evq_push_head(&st->window, st->frames, id);
	wtlfu_increment(st, key);
	/* the candidate that won its duel (or any, while main has room) */
	while (st->window.count > st->wcap)
		wtlfu_move(st, st->window.tail, WTLFU_PROBATION);
}

static void
wtlfu_on_hit(void *state, uint32_t id)
{
	WtlfuState *st = state;
	EvictorFrameMeta *f = &st->frames[id];

	if (f->queue == WTLFU_NONE)
	{
		st->hits_ignored++;
		return;
	}
	st->hits++;
	wtlfu_increment(st, f->key);
	if (f->queue == WTLFU_PROBATION)
	{
		wtlfu_move(st, id, WTLFU_PROTECTED);
		st->promoted++;
		while (st->protected.count > st->pcap)
		{
			wtlfu_move(st, st->protected.tail, WTLFU_PROBATION);
			st->demoted++;
		}
	}
	else
	{
		EvictorQueue *q = wtlfu_queue(st, (int) f->queue);

		if (q->head != id)
			wtlfu_move(st, id, (int) f->queue);
	}
}

/* ---- report ---- */

static void
wtlfu_report(const void *state, EvictorReportFn emit, void *arg)
{
	const WtlfuState *st = state;

	emit(arg, "length", st->window.count + st->probation.count + st->protected.count);
	emit(arg, "window", st->window.count);
	emit(arg, "probation", st->probation.count);
	emit(arg, "protected", st->protected.count);
	emit(arg, "hits", (double) st->hits);
	emit(arg, "hits_ignored", (double) st->hits_ignored);
	emit(arg, "admitted", (double) st->admitted);
	emit(arg, "rejected", (double) st->rejected);
	emit(arg, "unopposed", (double) st->unopposed);
	emit(arg, "promoted", (double) st->promoted);
	emit(arg, "demoted", (double) st->demoted);
	emit(arg, "resets", (double) st->resets);
	emit(arg, "pinned_passed", (double) st->pinned_passed);
}

static uint32_t
wtlfu_list_queue(const void *state, int q, uint32_t *ids, uint64_t *keys, uint32_t max)
{
	const WtlfuState *st = state;

	(void) keys;
	if (q == 0)
		return evq_list(&st->window, st->frames, ids, max);
	if (q == 1)
		return evq_list(&st->probation, st->frames, ids, max);
	if (q == 2)
		return evq_list(&st->protected, st->frames, ids, max);
	return 0;
}

const EvictorRoutine evictor_wtinylfu_routine = {
	.name = "wtinylfu",
	.builtin = -1,
	.nparams = 4,
	.param_names = {"window", "protected", "sample", "doorkeeper"},
	.param_defaults = {0.01, 0.8, 10, 1},
	.param_min = {0, 0, 0.01, 0},
	.param_max = {1, 1, 1000, 1},
	.state_size = wtlfu_state_size,
	.init = wtlfu_init,
	.victim = wtlfu_victim,
	.on_load = wtlfu_on_load,
	.on_free = wtlfu_on_free,
	.on_hit = wtlfu_on_hit,
	.report = wtlfu_report,
	.nqueues = 3,
	.ghost_mask = 0,
	.queue_names = {"window", "probation", "protected"},
	.list_queue = wtlfu_list_queue,
};
