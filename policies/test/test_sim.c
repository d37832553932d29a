/*
 * Unit tests of the trace simulator (policies/sim/): every policy on
 * traces worked out by hand, Belady's MIN against a naive one and below
 * every other policy on random traces, the stack-distance LRU against the
 * direct one at every size, a warm-up's misses, and the reader on good and
 * malformed files.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "policy.h"
#include "routine.h"
#include "sim/sim.h"

#include "check.h"

static const SimOptions dflt = SIM_OPTIONS_DEFAULT(EVICTOR_MAX_USAGE, 0);

/* a..e are objects 1..5 */
enum
{
	a = 1, b, c, d, e
};

static int64_t
run_ids(const SimPolicy *p, const uint64_t *ids, uint64_t n, uint32_t frames, uint32_t cap)
{
	SimTrace	t;
	SimOptions	o = SIM_OPTIONS_DEFAULT(cap, 0);
	int64_t		m;

	if (p == NULL)
		return -3;
	if (sim_trace_from_ids(ids, n, &t) != 0)
		return -4;
	m = sim_run(p, &t, frames, &o);
	sim_trace_free(&t);
	return m;
}

#define RUN(pol, trace, frames, cap) \
	run_ids(pol, trace, sizeof(trace) / sizeof(trace[0]), frames, cap)

/* pol: a policy's name in the simulator's table */
#define EXPECT(pol, trace, frames, cap, want) \
	do { \
		int64_t		got_ = RUN(sim_policy(pol), trace, frames, cap); \
		CHECK(got_ == (want), "%s on %s at %u frames (cap %u): %lld misses, want %d", \
			  pol, #trace, (unsigned) (frames), (unsigned) (cap), (long long) got_, (want)); \
	} while (0)

/*
 * Trace A, 3 frames: a b c a d a b
 *	lru:  a b c miss; a hit [a c b]; d miss, evicts b [d a c]; a hit;
 *		  b miss, evicts c.  5 misses.
 *	fifo: a b c miss; a hit; d miss, evicts a (first in); a miss, evicts b;
 *		  b miss, evicts c.  6 misses.
 *	opt:  a b c miss; a hit; d miss: a is next at 5, b at 6, c never:
 *		  evicts c; a hit; b hit.  4 misses.
 */
static const uint64_t trace_a[] = {a, b, c, a, d, a, b};

/*
 * Trace B, 2 frames: a a a a b c a b a
 * (PostgreSQL's semantics: free frames 0, 1 in order; load at usage 1, a
 * hit +1 up to 5; the hand starts at frame 0.  "f0 a 4>3" is the hand on
 * frame 0 holding a, taking its usage from 4 to 3.)
 *	clocksweep: a f0 u1, three hits u4; b f1 u1.
 *		c: f0 a 4>3, f1 b 1>0, f0 a 3>2, f1 b claimed: f1 c; hand at 0.
 *		a hit u3.  b: f0 a 3>2, f1 c 1>0, f0 a 2>1, f1 c claimed: f1 b.
 *		a hit.  4 misses (a b c b).
 *	clocksweep, max_usage 2: c: f0 a 4 capped 2>1, f1 b 1>0, f0 a 1>0,
 *		f1 b claimed: f1 c, hand 0.  a hit, 0 -> 1.  b: f0 a 1>0,
 *		f1 c 1>0, f0 a claimed: f0 b, hand 1.  a: f1 c 0 claimed.
 *		5 misses (a b c b a).
 *	hotcool: c: f0 a 4 HOT, demoted to 1; f1 b 1 COOL claimed: f1 c, hand
 *		0.  a hit u2.  b: f0 a 2 demoted to 1, f1 c claimed.  a hit.
 *		4 misses.
 *	secondchance: c: f0 a 4>0, f1 b 1>0, f0 a claimed: f0 c, hand 1.
 *		a: f1 b claimed: f1 a, hand 0.  b: f0 c 1>0, f1 a 1>0, f0 c
 *		claimed: f0 b, hand 1.  a hit.  5 misses.
 *	lru: a, b, c (evicts a), a (evicts b), b (evicts c), a hit: 5.
 *	fifo: the same evictions: 5.
 *	opt: c: a next at 6, b at 7: evicts b; a hit; b: a next at 8, c
 *		never: evicts c; a hit.  4 misses.
 */
static const uint64_t trace_b[] = {a, a, a, a, b, c, a, b, a};

/*
 * Trace C, 2 frames: a a a a b b c b
 *	clocksweep: a u4, b u2.  c: f0 a 4>3, f1 b 2>1, f0 a 3>2, f1 b 1>0,
 *		f0 a 2>1, f1 b claimed: f1 c, hand 0.  b: f0 a 1>0, f1 c 1>0,
 *		f0 a claimed.  4 misses (a b c b).
 *	hotcool: c: f0 a demoted to 1, f1 b demoted to 1, f0 a claimed: f0 c,
 *		hand 1.  b hit.  3 misses.
 *	secondchance: f0 a 4>0, f1 b 2>0, f0 a claimed.  b hit.  3 misses.
 *	lru: c evicts a (b is more recent), b hit: 3.  fifo: c evicts a: 3.
 *	opt: 3.
 */
static const uint64_t trace_c[] = {a, a, a, a, b, b, c, b};

/*
 * The framework's policies (routine.h, their files' rules) on traces B and
 * C at 2 frames; hits never call them, they read u when they search.
 * sieve (new pages at the head, the hand from the tail; u >= 2 visited,
 * cleared to 1):
 *	B: c: hand at a (u4): cleared, on to b (u1): evicted; c at the head.
 *	   a hit u2.  b: hand wraps to a: cleared, c (u1) evicted.  a hit.
 *	   4 misses.
 *	C: c: a cleared, b (u2) cleared, wrap, a evicted.  b hit.  3 misses.
 * twoq (Kin = 0.25 * 2 = 0, A1out holds 0.5 * 2 = 1 key; A1in ignores hits):
 *	B: a, b into A1in.  c: |A1in| 2 > 0, its tail a out, ghost a.
 *	   a: A1in's tail b out, ghost a found: a into Am, ghost b.  b: c out,
 *	   ghost b found: b into Am.  a hit.  5 misses.
 *	C: c: a out of A1in.  b hit.  3 misses.
 * s3fifo (S's share 1 frame, G 0.9 * 2 = 1 key, freq = min(u - 1, 3)):
 *	B: a, b into S.  c: S's tail a (freq 3) moves to M at u1; b (freq 0)
 *	   evicted, ghost b; c into S.  a hit.  b: S's tail c (freq 0) evicted,
 *	   ghost b found: b into M.  a hit.  4 misses.
 *	C: c: a (freq 3) and b (freq 1) move to M, S empty: M's tail a (u1,
 *	   freq 0) evicted, no ghost (from M); c into S.  b hit.  3 misses.
 */

/*
 * Trace D, 2 frames, a page at the top count: a seven times, b c b c a
 *	clocksweep: a u1, six hits stop at 5; b f1 u1.
 *		c: f0 a 5>4, f1 b 1>0, f0 a 4>3, f1 b claimed: f1 c, hand 0.
 *		b: f0 a 3>2, f1 c 1>0, f0 a 2>1, f1 c claimed: f1 b.
 *		c: f0 a 1>0, f1 b 1>0, f0 a claimed: f0 c, hand 1.
 *		a: f1 b 0 claimed.  6 misses.
 * The limit of 5 itself cannot show in misses here: clocksweep's rule caps
 * u at max_usage <= 5 before it decrements, hotcool and secondchance only
 * tell u <= 1 from u >= 2 (a count of 7 would behave as 5).
 */
static const uint64_t trace_d[] = {a, a, a, a, a, a, a, b, c, b, c, a};

static void
test_hand_worked(void)
{
	EXPECT("lru", trace_a, 3, 5, 5);
	EXPECT("fifo", trace_a, 3, 5, 6);
	EXPECT("opt", trace_a, 3, 5, 4);

	EXPECT("clocksweep", trace_b, 2, 5, 4);
	EXPECT("clocksweep", trace_b, 2, 2, 5);
	EXPECT("hotcool", trace_b, 2, 5, 4);
	EXPECT("secondchance", trace_b, 2, 5, 5);
	EXPECT("lru", trace_b, 2, 5, 5);
	EXPECT("fifo", trace_b, 2, 5, 5);
	EXPECT("opt", trace_b, 2, 5, 4);

	EXPECT("clocksweep", trace_c, 2, 5, 4);
	EXPECT("hotcool", trace_c, 2, 5, 3);
	EXPECT("secondchance", trace_c, 2, 5, 3);
	EXPECT("lru", trace_c, 2, 5, 3);
	EXPECT("fifo", trace_c, 2, 5, 3);
	EXPECT("opt", trace_c, 2, 5, 3);

	EXPECT("clocksweep", trace_d, 2, 5, 6);

	EXPECT("sieve", trace_b, 2, 5, 4);
	EXPECT("sieve", trace_c, 2, 5, 3);
	EXPECT("twoq", trace_b, 2, 5, 5);
	EXPECT("twoq", trace_c, 2, 5, 3);
	EXPECT("s3fifo", trace_b, 2, 5, 4);
	EXPECT("s3fifo", trace_c, 2, 5, 3);

	/* one frame: every change of object is a miss, for every policy */
	for (const SimPolicy *p = sim_policy_list(); p->name; p++)
	{
		int64_t		m = RUN(p, trace_b, 1, 5);

		/* a | a a a | b | c | a | b | a */
		CHECK(m == 6, "%s at 1 frame on trace_b: %lld misses, want 6", p->name, (long long) m);
	}
}

/* ---- random traces ---- */

static uint64_t rng = 88172645463325252ULL;

static uint64_t
xorshift(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

/* a skewed random trace over `objects` ids: a hot few and a cold many */
static void
random_trace(uint64_t *ids, uint64_t n, uint32_t objects)
{
	for (uint64_t i = 0; i < n; i++)
	{
		uint64_t	r = xorshift();

		ids[i] = (r & 3) ? (r >> 8) % (objects / 8 + 1) : (r >> 8) % objects;
		/* ids far apart in the high bits, as a tag hash gives */
		ids[i] = ids[i] * UINT64_C(0x9E3779B97F4A7C15);
	}
}

/* Belady's MIN the slow way: scan the future for each resident page */
static int64_t
naive_opt(const SimTrace *t, uint32_t frames)
{
	uint32_t	res[64];
	uint32_t	used = 0;
	int64_t		misses = 0;

	for (uint64_t i = 0; i < t->n; i++)
	{
		uint32_t	k;
		uint32_t	victim = 0;
		uint64_t	far = 0;

		for (k = 0; k < used && res[k] != t->obj[i]; k++)
			;
		if (k < used)
			continue;
		misses++;
		if (used < frames)
		{
			res[used++] = t->obj[i];
			continue;
		}
		for (k = 0; k < used; k++)
		{
			uint64_t	j;

			for (j = i + 1; j < t->n && t->obj[j] != res[k]; j++)
				;
			if (j > far)
				far = j, victim = k;
		}
		res[victim] = t->obj[i];
	}
	return misses;
}

/*
 * ARC the slow way: Figure 4 of Megiddo and Modha (FAST 2003) transcribed
 * line by line, four arrays with the MRU end at index 0, p real.  arc.c
 * splits a request into on_miss, victim and on_load (its header); with
 * nothing pinned, nothing invalidated and every key known, as in a
 * simulation, the two must miss alike.
 */
typedef struct NaiveList
{
	uint32_t	n;
	uint32_t	x[130];
} NaiveList;

static int
nl_find(const NaiveList *l, uint32_t x)
{
	for (uint32_t i = 0; i < l->n; i++)
		if (l->x[i] == x)
			return (int) i;
	return -1;
}

static void
nl_remove_at(NaiveList *l, uint32_t i)
{
	memmove(&l->x[i], &l->x[i + 1], (l->n - i - 1) * sizeof(uint32_t));
	l->n--;
}

static void
nl_push_mru(NaiveList *l, uint32_t x)
{
	memmove(&l->x[1], &l->x[0], l->n * sizeof(uint32_t));
	l->x[0] = x;
	l->n++;
}

static uint32_t
nl_pop_lru(NaiveList *l)
{
	return l->x[--l->n];
}

static void
naive_replace(NaiveList *t1, NaiveList *t2, NaiveList *b1, NaiveList *b2, bool x_in_b2, double p)
{
	if (t1->n >= 1 && ((x_in_b2 && (double) t1->n == p) || (double) t1->n > p))
		nl_push_mru(b1, nl_pop_lru(t1));
	else
		nl_push_mru(b2, nl_pop_lru(t2));
}

static int64_t
naive_arc(const SimTrace *t, uint32_t c)
{
	NaiveList	t1 = {0}, t2 = {0}, b1 = {0}, b2 = {0};
	double		p = 0;
	int64_t		misses = 0;

	for (uint64_t i = 0; i < t->n; i++)
	{
		uint32_t	x = t->obj[i];
		int			k;

		if ((k = nl_find(&t1, x)) >= 0 || (k = nl_find(&t2, x)) >= 0)
		{
			/* case I */
			if (nl_find(&t1, x) >= 0)
				nl_remove_at(&t1, (uint32_t) nl_find(&t1, x));
			else
				nl_remove_at(&t2, (uint32_t) k);
			nl_push_mru(&t2, x);
			continue;
		}
		misses++;
		if ((k = nl_find(&b1, x)) >= 0)
		{
			/* case II */
			double		d = b1.n >= b2.n ? 1 : (double) b2.n / b1.n;

			p = p + d < c ? p + d : c;
			naive_replace(&t1, &t2, &b1, &b2, false, p);
			nl_remove_at(&b1, (uint32_t) nl_find(&b1, x));
			nl_push_mru(&t2, x);
			continue;
		}
		if ((k = nl_find(&b2, x)) >= 0)
		{
			/* case III */
			double		d = b2.n >= b1.n ? 1 : (double) b1.n / b2.n;

			p = p - d > 0 ? p - d : 0;
			naive_replace(&t1, &t2, &b1, &b2, true, p);
			nl_remove_at(&b2, (uint32_t) nl_find(&b2, x));
			nl_push_mru(&t2, x);
			continue;
		}
		/* case IV */
		if (t1.n + b1.n == c)
		{
			if (t1.n < c)
			{
				nl_pop_lru(&b1);
				naive_replace(&t1, &t2, &b1, &b2, false, p);
			}
			else
				nl_pop_lru(&t1);
		}
		else if (t1.n + t2.n + b1.n + b2.n >= c)
		{
			if (t1.n + t2.n + b1.n + b2.n == 2 * c)
				nl_pop_lru(&b2);
			naive_replace(&t1, &t2, &b1, &b2, false, p);
		}
		nl_push_mru(&t1, x);
	}
	return misses;
}

/*
 * The server's rules the slow way, without sweep.h or the driver: frames
 * found by a linear scan, free ones taken in order, the hand from 0.
 * rule 0 clocksweep (cap), 1 hotcool, 2 secondchance.
 */
static int64_t
naive_clock(const SimTrace *t, uint32_t frames, int rule, uint32_t cap)
{
	uint32_t	obj[64],
				use[64];
	uint32_t	used = 0,
				hand = 0;
	int64_t		misses = 0;

	for (uint64_t i = 0; i < t->n; i++)
	{
		uint32_t	k;

		for (k = 0; k < used && obj[k] != t->obj[i]; k++)
			;
		if (k < used)
		{
			if (use[k] < 5)
				use[k]++;
			continue;
		}
		misses++;
		if (used < frames)
			k = used++;
		else
			for (;;)
			{
				uint32_t	u = use[hand];

				k = hand;
				hand = (hand + 1) % frames;
				if (rule == 0)
				{
					u = u < cap ? u : cap;
					if (u == 0)
						break;
					use[k] = u - 1;
				}
				else if (rule == 1)
				{
					if (u <= 1)
						break;
					use[k] = 1;
				}
				else
				{
					if (u == 0)
						break;
					use[k] = 0;
				}
			}
		obj[k] = t->obj[i];
		use[k] = 1;
	}
	return misses;
}

/*
 * LRU-2 the slow way: the pseudo-code of O'Neil, O'Neil and Weikum (SIGMOD 1993)
 * with K = 2, transcribed with arrays and linear searches; time is the
 * request's index + 1 (a hit and a load are one access each).  Where the
 * paper leaves a choice, lru2.c's header: ties by LAST, no eligible page
 * takes the least among all, the history a FIFO of at most hcap evicted
 * pages, expired ones dropped from its old end at each load and ignored
 * anywhere else.
 */
typedef struct NaivePage
{
	uint32_t	x;
	uint64_t	hist1,
				hist2,
				last;
} NaivePage;

static int64_t
naive_lru2(const SimTrace *t, uint32_t frames, uint64_t crp, uint64_t rip, uint32_t hcap)
{
	static NaivePage res[512],
				hist[1024];		/* hist[0] the oldest eviction */
	uint32_t	nres = 0,
				nhist = 0;
	int64_t		misses = 0;

	for (uint64_t i = 0; i < t->n; i++)
	{
		uint64_t	now = i + 1;
		uint32_t	x = t->obj[i],
					k,
					v = UINT32_MAX;
		NaivePage	p = {x, now, 0, now};

		for (k = 0; k < nres && res[k].x != x; k++)
			;
		if (k < nres)
		{
			if (now - res[k].last > crp)
			{
				/* correl_period = LAST - HIST(1); HIST(2) := HIST(1) + correl_period */
				res[k].hist2 = res[k].hist1 + (res[k].last - res[k].hist1);
				res[k].hist1 = now;
			}
			res[k].last = now;
			continue;
		}
		misses++;
		if (nres == frames)
		{
			for (int eligible = 1; eligible >= 0 && v == UINT32_MAX; eligible--)
				for (k = 0; k < nres; k++)
					if ((!eligible || now - res[k].last > crp) &&
						(v == UINT32_MAX || res[k].hist2 < res[v].hist2 ||
						 (res[k].hist2 == res[v].hist2 && res[k].last < res[v].last)))
						v = k;
			if (hcap > 0)
			{
				if (nhist == hcap)
				{
					memmove(&hist[0], &hist[1], sizeof(hist[0]) * --nhist);
				}
				hist[nhist++] = res[v];
			}
		}
		else
			v = nres++;
		while (rip > 0 && nhist > 0 && now - hist[0].last > rip)
			memmove(&hist[0], &hist[1], sizeof(hist[0]) * --nhist);
		for (k = 0; k < nhist && hist[k].x != x; k++)
			;
		if (k < nhist)
		{
			if (rip == 0 || now - hist[k].last <= rip)
				p.hist2 = hist[k].hist1;
			memmove(&hist[k], &hist[k + 1], sizeof(hist[0]) * (--nhist - k));
		}
		res[v] = p;
	}
	return misses;
}

/*
 * W-TinyLFU the slow way, from the paper (Einziger, Friedman and Manes, ACM
 * TOS 2017) and Caffeine's sizes as wtinylfu.c's header gives them: each
 * resident page with its queue and the time it last reached its queue's
 * MRU end (LRU ends by linear search); the sketch a plain array of 4 rows
 * of small counters capped at 15, the doorkeeper one byte per bit, with
 * the header's hashes of the keys the simulator gives (routine.c).
 */
typedef struct NaiveTlfu
{
	uint32_t	x;
	int			q;				/* 0 window, 1 probation, 2 protected */
	uint64_t	stamp;
} NaiveTlfu;

static uint64_t
naive_splitmix(uint64_t z)
{
	z += UINT64_C(0x9E3779B97F4A7C15);
	z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
	return z ^ (z >> 31);
}

typedef struct NaiveSketch
{
	uint8_t		cnt[4][256];
	uint8_t		door[2048];
	uint32_t	width,
				dbits;
	uint64_t	added,
				sample;
	bool		doorkeeper;
} NaiveSketch;

static uint32_t
naive_row(const NaiveSketch *s, uint64_t key, int i)
{
	uint64_t	h = naive_splitmix(key);

	return (uint32_t) ((uint32_t) h + (uint32_t) i * ((uint32_t) (h >> 32) | 1)) % s->width;
}

static bool
naive_door(NaiveSketch *s, uint64_t key, bool set)
{
	uint64_t	g = naive_splitmix(naive_splitmix(key));
	uint32_t	x = (uint32_t) (g % s->dbits),
				y = (uint32_t) ((g >> 32) % s->dbits);
	bool		held = s->door[x] && s->door[y];

	if (set)
		s->door[x] = s->door[y] = 1;
	return held;
}

static uint32_t
naive_estimate(NaiveSketch *s, uint64_t key)
{
	uint32_t	f = 15;

	for (int i = 0; i < 4; i++)
		if (s->cnt[i][naive_row(s, key, i)] < f)
			f = s->cnt[i][naive_row(s, key, i)];
	return f + (s->doorkeeper && naive_door(s, key, false));
}

static void
naive_count(NaiveSketch *s, uint64_t key)
{
	if (!s->doorkeeper || naive_door(s, key, true))
		for (int i = 0; i < 4; i++)
			if (s->cnt[i][naive_row(s, key, i)] < 15)
				s->cnt[i][naive_row(s, key, i)]++;
	if (++s->added >= s->sample)
	{
		for (int i = 0; i < 4; i++)
			for (uint32_t j = 0; j < s->width; j++)
				s->cnt[i][j] /= 2;
		memset(s->door, 0, sizeof(s->door));
		s->added /= 2;
	}
}

/* the least recent page of queue q, or -1 */
static int
naive_lru_of(const NaiveTlfu *res, uint32_t nres, int q)
{
	int			v = -1;

	for (uint32_t k = 0; k < nres; k++)
		if (res[k].q == q && (v < 0 || res[k].stamp < res[v].stamp))
			v = (int) k;
	return v;
}

static uint32_t
naive_count_of(const NaiveTlfu *res, uint32_t nres, int q)
{
	uint32_t	n = 0;

	for (uint32_t k = 0; k < nres; k++)
		n += res[k].q == q;
	return n;
}

static int64_t
naive_wtinylfu(const SimTrace *t, uint32_t frames, const double *q)
{
	static NaiveTlfu res[64];
	static NaiveSketch s;
	uint32_t	p2 = 1,
				nres = 0,
				wcap = frames - (uint32_t) ((1.0 - q[0]) * frames),
				pcap;
	uint64_t	clock = 0;
	int64_t		misses = 0;

	while (p2 < frames)
		p2 *= 2;
	memset(&s, 0, sizeof(s));
	s.width = 4 * p2;
	s.dbits = 32 * p2;
	s.sample = (uint64_t) (q[2] * frames) > 0 ? (uint64_t) (q[2] * frames) : 1;
	s.doorkeeper = q[3] >= 0.5;
	if (wcap < 1)
		wcap = 1;
	pcap = (uint32_t) (q[1] * (frames > wcap ? frames - wcap : 0));
	for (uint64_t i = 0; i < t->n; i++)
	{
		uint32_t	x = t->obj[i],
					k;
		uint64_t	key = sim_mix64((uint64_t) x + UINT64_C(0x9E3779B97F4A7C15));
		int			v;

		for (k = 0; k < nres && res[k].x != x; k++)
			;
		if (k < nres)
		{
			naive_count(&s, key);
			if (res[k].q == 1)
				res[k].q = 2;
			res[k].stamp = ++clock;
			while (naive_count_of(res, nres, 2) > pcap)
			{
				v = naive_lru_of(res, nres, 2);
				res[v].q = 1;
				res[v].stamp = ++clock;
			}
			continue;
		}
		misses++;
		if (nres == frames)
		{
			int			cand = naive_count_of(res, nres, 0) >= wcap ? naive_lru_of(res, nres, 0) : -1;
			int			vict = naive_lru_of(res, nres, 1) >= 0 ? naive_lru_of(res, nres, 1) : naive_lru_of(res, nres, 2);

			if (cand >= 0 && vict >= 0)
				v = naive_estimate(&s, sim_mix64((uint64_t) res[cand].x + UINT64_C(0x9E3779B97F4A7C15))) >
					naive_estimate(&s, sim_mix64((uint64_t) res[vict].x + UINT64_C(0x9E3779B97F4A7C15))) ? vict : cand;
			else
				v = vict >= 0 ? vict : naive_lru_of(res, nres, 0);
		}
		else
			v = (int) nres++;
		res[v].x = x;
		res[v].q = 0;
		res[v].stamp = ++clock;
		naive_count(&s, key);
		while (naive_count_of(res, nres, 0) > wcap)
		{
			int			w = naive_lru_of(res, nres, 0);

			res[w].q = 1;
			res[w].stamp = ++clock;
		}
	}
	return misses;
}

/*
 * LIRS the slow way, from Section 3.3 of Jiang and Zhang (SIGMETRICS
 * 2002): every block seen with its status, residence, whether it is in S,
 * and the times it reached S's top, Q's end and became non-resident; S's
 * bottom and Q's front by linear search.  Where the paper leaves a choice,
 * lirs.c's header: at most ncap non-resident blocks in S, the one that
 * became non-resident first leaving; a missed block's own entry taken out
 * before the victim's is made.
 */
typedef struct NaiveLirsBlock
{
	int			lir;
	int			resident;
	int			in_s;
	uint64_t	s_time,
				q_time,
				nr_time;
} NaiveLirsBlock;

static NaiveLirsBlock lb[4096];

/* the block at S's bottom (least s_time in S), or -1 */
static int64_t
naive_lirs_bottom(uint32_t nobj)
{
	int64_t		b = -1;

	for (uint32_t x = 0; x < nobj; x++)
		if (lb[x].in_s && (b < 0 || lb[x].s_time < lb[b].s_time))
			b = x;
	return b;
}

static void
naive_lirs_prune(uint32_t nobj, uint32_t *nonres)
{
	int64_t		b;

	while ((b = naive_lirs_bottom(nobj)) >= 0 && !(lb[b].lir && lb[b].resident))
	{
		lb[b].in_s = 0;
		if (!lb[b].resident)
			(*nonres)--;
	}
}

static void
naive_lirs_demote(uint32_t nobj, uint32_t *nlir, uint32_t lcap, uint32_t *nonres, uint64_t *clock)
{
	while (*nlir > lcap)
	{
		int64_t		b;

		naive_lirs_prune(nobj, nonres);
		b = naive_lirs_bottom(nobj);
		lb[b].lir = 0;
		lb[b].in_s = 0;
		lb[b].q_time = ++*clock;
		(*nlir)--;
	}
	naive_lirs_prune(nobj, nonres);
}

static int64_t
naive_lirs(const SimTrace *t, uint32_t frames, double hir, double nonresident)
{
	uint32_t	nobj = t->nobjects,
				hcap = (uint32_t) (hir * frames),
				ncap = (uint32_t) (nonresident * frames),
				lcap,
				nres = 0,
				nlir = 0,
				nonres = 0;
	uint64_t	clock = 0;
	int64_t		misses = 0;

	if (hcap < 1)
		hcap = 1;
	if (hcap > frames)
		hcap = frames;
	lcap = frames - hcap;
	if (nobj > 4096)
		return -1;
	memset(lb, 0, sizeof(lb[0]) * nobj);
	for (uint64_t i = 0; i < t->n; i++)
	{
		uint32_t	x = t->obj[i];
		int			was_nonresident;

		if (lb[x].resident)
		{
			if (lb[x].lir)
			{
				lb[x].s_time = ++clock;
				naive_lirs_prune(nobj, &nonres);
			}
			else if (lb[x].in_s)
			{
				lb[x].lir = 1;
				nlir++;
				lb[x].s_time = ++clock;
				naive_lirs_demote(nobj, &nlir, lcap, &nonres, &clock);
			}
			else
			{
				lb[x].in_s = 1;
				lb[x].s_time = ++clock;
				lb[x].q_time = ++clock;
			}
			continue;
		}
		misses++;
		was_nonresident = lb[x].in_s;
		if (was_nonresident)
		{
			lb[x].in_s = 0;
			nonres--;
		}
		if (nres == frames)
		{
			int64_t		v = -1;

			/* Q's front */
			for (uint32_t y = 0; y < nobj; y++)
				if (lb[y].resident && !lb[y].lir && (v < 0 || lb[y].q_time < lb[v].q_time))
					v = y;
			lb[v].resident = 0;
			nres--;
			if (lb[v].in_s)
			{
				if (ncap == 0)
					lb[v].in_s = 0;
				else
				{
					lb[v].nr_time = ++clock;
					if (++nonres > ncap)
					{
						int64_t		o = -1;

						for (uint32_t y = 0; y < nobj; y++)
							if (lb[y].in_s && !lb[y].resident && (o < 0 || lb[y].nr_time < lb[o].nr_time))
								o = y;
						lb[o].in_s = 0;
						nonres--;
					}
				}
			}
			naive_lirs_prune(nobj, &nonres);
		}
		lb[x].resident = 1;
		nres++;
		lb[x].in_s = 1;
		lb[x].s_time = ++clock;
		if (was_nonresident || nlir < lcap)
		{
			lb[x].lir = 1;
			nlir++;
			naive_lirs_demote(nobj, &nlir, lcap, &nonres, &clock);
		}
		else
		{
			lb[x].lir = 0;
			lb[x].q_time = ++clock;
		}
	}
	return misses;
}

static int64_t
run_on(const SimPolicy *p, SimTrace *t, uint32_t frames)
{
	return p == NULL ? -3 : sim_run(p, t, frames, &dflt);
}

static void
test_random(void)
{
	enum
	{
		N = 3000
	};
	static uint64_t ids[N];
	int			opt_worse = 0,
				naive_differs = 0,
				stack_differs = 0,
				lru_differs = 0,
				arc_differs = 0,
				lru2_differs = 0,
				tlfu_differs = 0,
				lirs_differs = 0,
				clock_differs = 0,
				cold_wrong = 0;

	for (int round = 0; round < 20; round++)
	{
		SimTrace	t;
		uint32_t	objects = 16 + round * 12;
		int64_t    *stack;

		random_trace(ids, N, objects);
		if (sim_trace_from_ids(ids, N, &t) != 0)
		{
			CHECK(0, "out of memory");
			return;
		}
		stack = sim_lru_stack_misses(&t, 0);
		CHECK(stack != NULL && stack[0] == N, "stack misses at 0 frames: every request");
		for (uint32_t fr = 1; fr <= t.nobjects + 1; fr++)
		{
			int64_t		opt = sim_opt(&t, fr, &dflt);
			int64_t		lru = sim_lru(&t, fr, &dflt);

			for (const SimPolicy *p = sim_policy_list(); p->name; p++)
			{
				for (uint32_t cap = 1; cap <= EVICTOR_MAX_USAGE; cap++)
				{
					SimOptions	o = SIM_OPTIONS_DEFAULT(cap, 0);
					int64_t		m = sim_run(p, &t, fr, &o);

					if (m < opt)
					{
						if (opt_worse++ < 5)
							printf("opt %lld above %s (cap %u) %lld at %u frames, round %d\n",
								   (long long) opt, p->name, cap, (long long) m, fr, round);
					}
					/* at every object's frame, only the first requests miss */
					if (fr >= t.nobjects && m != t.nobjects)
						cold_wrong++;
					if (p->run != sim_clocksweep)
						break;
				}
			}
			if (fr <= 64 && fr % 3 == 1 && naive_opt(&t, fr) != opt)
				naive_differs++;
			for (uint32_t cap = 1; fr <= 64 && cap <= EVICTOR_MAX_USAGE; cap++)
			{
				SimOptions	o = SIM_OPTIONS_DEFAULT(cap, 0);

				if (naive_clock(&t, fr, 0, cap) != sim_clocksweep(&t, fr, &o))
					clock_differs++;
			}
			if (fr <= 64 && naive_clock(&t, fr, 1, 5) != sim_hotcool(&t, fr, &dflt))
				clock_differs++;
			if (fr <= 64 && naive_clock(&t, fr, 2, 5) != sim_secondchance(&t, fr, &dflt))
				clock_differs++;
			/* the server's lru.c and arc.c, by the simulator's driver */
			if (run_on(sim_policy("lru"), &t, fr) != lru && lru_differs++ < 5)
				printf("lru.c %lld, lru-ref %lld at %u frames, round %d\n",
					   (long long) run_on(sim_policy("lru"), &t, fr), (long long) lru, fr, round);
			if (fr <= 64 && run_on(sim_policy("arc"), &t, fr) != naive_arc(&t, fr) && arc_differs++ < 5)
				printf("arc.c %lld, Figure 4 %lld at %u frames, round %d\n",
					   (long long) run_on(sim_policy("arc"), &t, fr), (long long) naive_arc(&t, fr), fr, round);
			/* lru2.c with its defaults and four other settings, one per frame count */
			if (fr <= 64)
			{
				static const double set[5][3] = {{0, 0, 1}, {3, 0, 1}, {0, 40, 2}, {10, 100, 0.5}, {0, 0, 0}};
				const double *q = set[(fr + round) % 5];
				EvictorRoutine r = *sim_policy("lru2")->routine;
				SimPolicy	sp = {"lru2", sim_routine, "", &r};
				int64_t		want = naive_lru2(&t, fr, (uint64_t) q[0], (uint64_t) q[1],
											  (uint32_t) (q[2] * fr));

				memcpy(r.param_defaults, q, sizeof(double) * 3);
				if (run_on(&sp, &t, fr) != want && lru2_differs++ < 5)
					printf("lru2.c %lld, the pseudo-code %lld at %u frames (crp %g rip %g history %g), round %d\n",
						   (long long) run_on(&sp, &t, fr), (long long) want, fr, q[0], q[1], q[2], round);
			}
			/* wtinylfu.c with its defaults and four other settings, one per frame count */
			if (fr <= 64)
			{
				static const double set[5][4] = {{0.01, 0.8, 10, 1}, {0.2, 0.8, 10, 0}, {0.5, 0.5, 2, 1},
				{0.01, 0, 1, 0}, {0.1, 1, 0.5, 1}};
				const double *q = set[(fr + round) % 5];
				EvictorRoutine r = *sim_policy("wtinylfu")->routine;
				SimPolicy	sp = {"wtinylfu", sim_routine, "", &r};
				int64_t		want = naive_wtinylfu(&t, fr, q);

				memcpy(r.param_defaults, q, sizeof(double) * 4);
				if (run_on(&sp, &t, fr) != want && tlfu_differs++ < 5)
					printf("wtinylfu.c %lld, the reference %lld at %u frames (%g %g %g %g), round %d\n",
						   (long long) run_on(&sp, &t, fr), (long long) want, fr, q[0], q[1], q[2], q[3], round);
			}
			/* lirs.c with its defaults and four other settings, one per frame count */
			if (fr <= 64)
			{
				static const double set[5][2] = {{0.01, 1}, {0.1, 1}, {0.3, 0.5}, {0.01, 0}, {0.5, 3}};
				const double *q = set[(fr + round) % 5];
				EvictorRoutine r = *sim_policy("lirs")->routine;
				SimPolicy	sp = {"lirs", sim_routine, "", &r};
				int64_t		want = naive_lirs(&t, fr, q[0], q[1]);

				memcpy(r.param_defaults, q, sizeof(double) * 2);
				if (run_on(&sp, &t, fr) != want && lirs_differs++ < 5)
					printf("lirs.c %lld, Section 3.3 %lld at %u frames (hir %g nonresident %g), round %d\n",
						   (long long) run_on(&sp, &t, fr), (long long) want, fr, q[0], q[1], round);
			}
			if (stack && stack[fr < t.nobjects ? fr : t.nobjects] != lru)
			{
				if (stack_differs++ < 5)
					printf("stack %lld, lru %lld at %u frames, round %d\n",
						   (long long) stack[fr < t.nobjects ? fr : t.nobjects],
						   (long long) lru, fr, round);
			}
		}
		free(stack);
		sim_trace_free(&t);
	}
	CHECK(opt_worse == 0, "opt above another policy %d times", opt_worse);
	CHECK(naive_differs == 0, "opt differs from the naive MIN %d times", naive_differs);
	CHECK(clock_differs == 0, "the server's rules differ from their naive replay %d times", clock_differs);
	CHECK(stack_differs == 0, "stack-distance LRU differs from LRU %d times", stack_differs);
	CHECK(lru_differs == 0, "the server's lru.c differs from the simulator's LRU %d times", lru_differs);
	CHECK(arc_differs == 0, "the server's arc.c differs from Figure 4 %d times", arc_differs);
	CHECK(lru2_differs == 0, "the server's lru2.c differs from LRU-K's pseudo-code %d times", lru2_differs);
	CHECK(tlfu_differs == 0, "the server's wtinylfu.c differs from its reference %d times", tlfu_differs);
	CHECK(lirs_differs == 0, "the server's lirs.c differs from LIRS's Section 3.3 %d times", lirs_differs);
	CHECK(cold_wrong == 0, "%d runs with every object's frames missed more than once per object", cold_wrong);
}

/*
 * Warm-up.  Trace A at 3 frames with W = 3 (a b c replayed, not counted):
 *	lru:  a hit, d miss, a hit, b miss: 2.
 *	fifo: a hit, d miss (evicts a), a miss (evicts b), b miss: 3.
 *	opt:  at W the frames get the pages seen so far requested again
 *		  soonest: a (next at 3), b (6); c is never requested again.  a hit,
 *		  d miss into the free frame, a hit, b hit: 1.
 * On random traces: an online policy's misses after W are its misses on
 * the whole trace less those on its first W requests (the replay up to W
 * is the same), for every policy, at every W of a few; lru by stack
 * distances as by replay; opt after W below every policy after W; the
 * rows count n - W requests.
 */
static int64_t
run_warm(const SimPolicy *p, SimTrace *t, uint32_t frames, uint64_t warmup)
{
	SimOptions	o = SIM_OPTIONS_DEFAULT(EVICTOR_MAX_USAGE, warmup);

	return sim_run(p, t, frames, &o);
}

/*
 * --classes: misses by class.  Trace A (a b c a d a b), 3 frames, a and c
 * class 0, b and d class 1 (objects in order of first request: a b c d).
 *	lru misses a b c d b: class 0 two (a, c), class 1 three (b, d, b);
 *	from request 3 on: d b, class 1 two.
 *	opt misses a b c d: two and two; from request 3 on: d, class 1 one.
 *	fifo misses a b c d a b: three and three.  clocksweep and sieve miss
 *	as lru here (a's second request sets its bit or count before d).
 */
static void
test_classes(void)
{
	static const uint8_t classes[] = {0, 1, 0, 1};
	static const struct
	{
		const char *pol;
		uint64_t	warmup;
		uint64_t	want0,
					want1;
	}			cases[] = {
		{"lru", 0, 2, 3}, {"lru", 3, 0, 2}, {"opt", 0, 2, 2}, {"opt", 3, 0, 1},
		{"fifo", 0, 3, 3}, {"clocksweep", 0, 2, 3}, {"sieve", 0, 2, 3},
	};
	SimTrace	t;

	if (sim_trace_from_ids(trace_a, 7, &t) != 0)
	{
		CHECK(0, "out of memory");
		return;
	}
	t.obj_class = classes;
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
	{
		SimStats	st = {0};
		SimOptions	o = SIM_OPTIONS_DEFAULT(EVICTOR_MAX_USAGE, cases[i].warmup);
		int64_t		m;

		o.stats = &st;
		m = sim_run(sim_policy(cases[i].pol), &t, 3, &o);
		CHECK(st.class_misses[0] == cases[i].want0 && st.class_misses[1] == cases[i].want1 &&
			  m == (int64_t) (st.class_misses[0] + st.class_misses[1]),
			  "%s on trace_a after %llu, by class: %llu and %llu of %lld misses, want %llu and %llu",
			  cases[i].pol, (unsigned long long) cases[i].warmup,
			  (unsigned long long) st.class_misses[0], (unsigned long long) st.class_misses[1],
			  (long long) m, (unsigned long long) cases[i].want0,
			  (unsigned long long) cases[i].want1);
	}
	sim_trace_free(&t);
}

static void
test_warmup(void)
{
	enum
	{
		N = 2000
	};
	static uint64_t ids[N];
	SimTrace	t;
	int			online_wrong = 0,
				opt_above = 0,
				stack_wrong = 0;

	if (sim_trace_from_ids(trace_a, 7, &t) != 0)
	{
		CHECK(0, "out of memory");
		return;
	}
	CHECK(run_warm(sim_policy("lru"), &t, 3, 3) == 2, "lru on trace_a after 3: 2 misses");
	CHECK(run_warm(sim_policy("fifo"), &t, 3, 3) == 3, "fifo on trace_a after 3: 3 misses");
	CHECK(run_warm(sim_policy("opt"), &t, 3, 3) == 1, "opt on trace_a after 3: 1 miss");
	CHECK(run_warm(sim_policy("opt"), &t, 3, 0) == 4, "opt on trace_a, no warm-up: 4 misses");
	sim_trace_free(&t);

	for (int round = 0; round < 6; round++)
	{
		uint32_t	objects = 20 + round * 30;

		random_trace(ids, N, objects);
		if (sim_trace_from_ids(ids, N, &t) != 0)
		{
			CHECK(0, "out of memory");
			return;
		}
		for (uint64_t w = 0; w < N; w += 397)
		{
			SimTrace	prefix;
			int64_t    *stack = sim_lru_stack_misses(&t, w);

			if (w > 0 && sim_trace_from_ids(ids, w, &prefix) != 0)
			{
				CHECK(0, "out of memory");
				free(stack);
				sim_trace_free(&t);
				return;
			}
			for (uint32_t fr = 1; fr <= objects; fr += 1 + fr / 2)
			{
				int64_t		opt = run_warm(sim_policy("opt"), &t, fr, w);

				for (const SimPolicy *p = sim_policy_list(); p->name; p++)
				{
					int64_t		after = run_warm(p, &t, fr, w);

					if (after < opt)
						opt_above++;
					if (p->run == sim_opt)
						continue;
					if (after != run_warm(p, &t, fr, 0) -
						(w > 0 ? run_warm(p, &prefix, fr, 0) : 0))
					{
						if (online_wrong++ < 5)
							printf("%s at %u frames, warm-up %llu: %lld misses after it\n",
								   p->name, fr, (unsigned long long) w, (long long) after);
					}
				}
				if (stack == NULL ||
					stack[fr < t.nobjects ? fr : t.nobjects] != run_warm(sim_policy("lru"), &t, fr, w))
					stack_wrong++;
			}
			free(stack);
			if (w > 0)
				sim_trace_free(&prefix);
		}
		sim_trace_free(&t);
	}
	CHECK(online_wrong == 0, "an online policy's misses after the warm-up are not the whole less the prefix's (%d)",
		  online_wrong);
	CHECK(opt_above == 0, "opt after the warm-up above another policy %d times", opt_above);
	CHECK(stack_wrong == 0, "stack-distance LRU after the warm-up differs from LRU %d times", stack_wrong);
}

/* ---- the reader ---- */

static void
put_record(FILE *f, uint32_t time, uint64_t id, uint32_t size, int64_t next)
{
	unsigned char r[SIM_RECORD_SIZE];

	for (int i = 0; i < 4; i++)
		r[i] = (unsigned char) (time >> (8 * i));
	for (int i = 0; i < 8; i++)
		r[4 + i] = (unsigned char) (id >> (8 * i));
	for (int i = 0; i < 4; i++)
		r[12 + i] = (unsigned char) (size >> (8 * i));
	for (int i = 0; i < 8; i++)
		r[16 + i] = (unsigned char) ((uint64_t) next >> (8 * i));
	fwrite(r, 1, sizeof(r), f);
}

static char tmpdir[] = "/tmp/test_sim.XXXXXX";

static const char *
tmpfile_path(const char *name)
{
	static char path[256];

	snprintf(path, sizeof(path), "%s/%s", tmpdir, name);
	return path;
}

/* read the file, expect success, or failure with `want` in the message */
static void
expect_read(const char *name, const char *want, uint64_t n, uint32_t nobjects)
{
	SimTrace	t;
	char		err[512] = "";
	int			rc = sim_trace_read(tmpfile_path(name), &t, err, sizeof(err));

	if (want)
	{
		CHECK(rc != 0 && strstr(err, want) != NULL, "%s: want an error with \"%s\", got rc %d \"%s\"",
			  name, want, rc, err);
		return;
	}
	CHECK(rc == 0, "%s: %s", name, err);
	if (rc != 0)
		return;
	CHECK(t.n == n && t.nobjects == nobjects, "%s: %llu requests %u objects, want %llu %u",
		  name, (unsigned long long) t.n, t.nobjects, (unsigned long long) n, nobjects);
	sim_trace_free(&t);
}

static void
test_reader(void)
{
	FILE	   *f;
	SimTrace	t;
	char		err[512];

	if (mkdtemp(tmpdir) == NULL)
	{
		CHECK(0, "mkdtemp");
		return;
	}

	/*
	 * ids that differ only above bit 31 are different objects; the
	 * next-request field 1-based as libCacheSim's converter writes it.
	 */
	f = fopen(tmpfile_path("good"), "wb");
	put_record(f, 0, 7, 8192, 3);
	put_record(f, 1, 7 | (UINT64_C(1) << 40), 8192, -1);
	put_record(f, 2, 7, 8192, INT64_MAX);
	fclose(f);
	expect_read("good", NULL, 3, 2);
	if (sim_trace_read(tmpfile_path("good"), &t, err, sizeof(err)) == 0)
	{
		const uint64_t *next = sim_trace_next(&t);

		CHECK(t.obj[0] == t.obj[2] && t.obj[0] != t.obj[1], "ids decoded little-endian");
		CHECK(next && next[0] == 2 && next[1] == 3 && next[2] == 3,
			  "next requests recomputed from the ids");
		sim_trace_free(&t);
	}

	/* -1 everywhere (a plain trace) and 0-based next are read too */
	f = fopen(tmpfile_path("nonext"), "wb");
	for (int i = 0; i < 5; i++)
		put_record(f, i, i % 2, 1, -1);
	fclose(f);
	expect_read("nonext", NULL, 5, 2);
	f = fopen(tmpfile_path("zerobased"), "wb");
	put_record(f, 0, 1, 1, 1);
	put_record(f, 0, 1, 1, -1);
	fclose(f);
	expect_read("zerobased", NULL, 2, 1);

	/*
	 * Many ids equal in their low 32 bits: the id map must compare all 64
	 * (its hash spreads them, but they share probe chains in a table this
	 * full).
	 */
	{
		static uint64_t ids[4000];

		for (int i = 0; i < 4000; i++)
			ids[i] = (uint64_t) (i % 2000) << 32;
		CHECK(sim_trace_from_ids(ids, 4000, &t) == 0 && t.nobjects == 2000,
			  "2000 ids equal in their low 32 bits: %u objects", t.nobjects);
		sim_trace_free(&t);
	}

	/* size-0 records are skipped, as libCacheSim's reader does */
	f = fopen(tmpfile_path("sizezero"), "wb");
	put_record(f, 0, 1, 8192, -1);
	put_record(f, 1, 2, 0, -1);
	put_record(f, 2, 3, 8192, -1);
	fclose(f);
	expect_read("sizezero", NULL, 2, 2);
	f = fopen(tmpfile_path("allzero"), "wb");
	put_record(f, 0, 1, 0, -1);
	fclose(f);
	expect_read("allzero", "every record has size 0", 0, 0);

	expect_read("missing", "No such file", 0, 0);
	f = fopen(tmpfile_path("empty"), "wb");
	fclose(f);
	expect_read("empty", "0 bytes, shorter than one 24-byte", 0, 0);
	f = fopen(tmpfile_path("short"), "wb");
	fwrite("0123456789", 1, 10, f);
	fclose(f);
	expect_read("short", "10 bytes, shorter than one", 0, 0);
	/* a record and a half */
	f = fopen(tmpfile_path("misaligned"), "wb");
	put_record(f, 0, 1, 1, -1);
	fwrite("0123456789ab", 1, 12, f);
	fclose(f);
	expect_read("misaligned", "36 bytes is not a whole number", 0, 0);

	/*
	 * Whole records read 4 bytes off (a header in front): the next field
	 * then holds the following record's time and id bytes.
	 */
	f = fopen(tmpfile_path("shifted"), "wb");
	fwrite("\0\0\0\0", 1, 4, f);
	put_record(f, 5, 1, 1, 2);
	put_record(f, 6, 2, 1, -1);
	put_record(f, 7, 1, 1, -1);
	fwrite("\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0", 1, 20, f);
	fclose(f);
	expect_read("shifted", "is not after it", 0, 0);
	expect_read(".", "not a regular file", 0, 0);

	{
		char		cmd[300];

		snprintf(cmd, sizeof(cmd), "rm -rf %s", tmpdir);
		if (system(cmd) != 0)
			printf("could not remove %s\n", tmpdir);
	}
}

/* ---- pg_evictor traces (format 1 and 2) and their replay ---- */

/* backends A, B, C, D: process numbers */
enum
{
	A = 11, B = 12, C = 13, D = 14
};

/*
 * One record of a synthetic pg_evictor trace: page p is block p of one
 * relation (fork 0 unless said).  Backends are process numbers.
 */
typedef struct PgRec
{
	int32_t		backend;
	uint32_t	page;
	uint8_t		kind;
	uint8_t		strategy;
	uint32_t	ring;
	uint16_t	ring_size;
	uint16_t	cpu;
	uint8_t		fork;
	uint8_t		flags;			/* the record's (SIM_PG_PINNED) */
} PgRec;

#define PM(b, p) {b, p, SIM_PG_MISS, 0, 0, 0, SIM_PG_NO_CPU, 0, 0}
#define PH(b, p) {b, p, SIM_PG_HIT, 0, 0, 0, SIM_PG_NO_CPU, 0, 0}
/* a bulk read's miss or (inferred) hit on the backend's ring 1, of 2 slots */
#define PRM(b, p) {b, p, SIM_PG_MISS, 1, 1, 2, SIM_PG_NO_CPU, 0, 0}
#define PRH(b, p) {b, p, SIM_PG_HIT, 1, 1, 2, SIM_PG_NO_CPU, 0, 0}
#define PREL(b) {b, 0, SIM_PG_RELEASE, 0, 0, 0, SIM_PG_NO_CPU, 0, 0}
/* a miss's lookup of page p (main fork) */
#define PLK(b, p) {b, p, SIM_PG_LOOKUP, 0, 0, 0, SIM_PG_NO_CPU, 0, 0}
/* a hit whose buffer had pins at its lookup (a trace with SIM_PG_PINS_SEEN) */
#define PHP(b, p) {b, p, SIM_PG_HIT, 0, 0, 0, SIM_PG_NO_CPU, 0, SIM_PG_PINNED}
/* a search for b's next miss passed page p because it had pins */
#define PPS(b, p) {b, p, SIM_PG_PASSED, 0, 0, 0, SIM_PG_NO_CPU, 0, 0}
/* b's search for its next miss ended, its victim page p's frame */
#define PSR(b, p) {b, p, SIM_PG_SEARCH, 0, 0, 0, SIM_PG_NO_CPU, 0, 0}
/* the policy heard b's load (a framework policy; 15: after the miss's record) */
#define PLD(b) {b, 0, SIM_PG_LOADED, 0, 0, 0, SIM_PG_NO_CPU, 0, 0}
/* ... and it was the server's buffer f; a buffer f freed by b */
#define PSRF(b, p, f) {b, p, SIM_PG_SEARCH, 0, f, 0, SIM_PG_NO_CPU, 0, 0}
/* an extension */
#define PEXT(b, p) {b, p, SIM_PG_EXTEND, 0, 0, 0, SIM_PG_NO_CPU, 0, 0}
#define PFR(b, f) {b, 0, SIM_PG_FREED, 0, f, 0, SIM_PG_NO_CPU, 0, 0}
/* ... and 15 to 18: a framework policy forgot buffer f (under its lock) */
#define PFG(b, f) {b, 0, SIM_PG_FREED, 0, f, 0, SIM_PG_NO_CPU, 0, SIM_PG_FORGOT}
#define PMC(b, p, cpu) {b, p, SIM_PG_MISS, 0, 0, 0, cpu, 0, 0}

/* the pool at the trace's start: page p resident in frame f with usage u; a hand */
#define PRES(p, f, u) {A, p, SIM_PG_RESIDENT, 0, f, u, SIM_PG_NO_CPU, 0, 0}
#define PHAND(part, f) {A, part, SIM_PG_HAND, 0, f, 0, SIM_PG_NO_CPU, 0, 0}
/* ... and frame f next in list l of framework policy pol's queues (its index) */
#define PQ(pol, l, f) {A, pol, SIM_PG_QUEUE, 0, f, l, SIM_PG_NO_CPU, 0, 0}

static char pgdir[] = "/tmp/test_sim_pg.XXXXXX";
/* the header's shared_buffers */
static uint32_t pg_nbuffers = 16;
/* ... and its server's version (15: a victim keeps its page until the insert) */
static uint32_t pg_server_version = 170000;

static const char *
pg_path(const char *name)
{
	static char path[256];

	snprintf(path, sizeof(path), "%s/%s", pgdir, name);
	return path;
}

static void
put_le(unsigned char *p, uint64_t v, int bytes)
{
	for (int i = 0; i < bytes; i++)
		p[i] = (unsigned char) (v >> (8 * i));
}

/*
 * Write a trace: version, record size (the records are cut or padded to
 * it), header flags, the header's record count (-1: the true one).
 */
static void
write_pg(const char *name, uint32_t version, uint32_t recsize, uint32_t flags,
		 int64_t recorded, const PgRec *r, int n)
{
	FILE	   *f = fopen(pg_path(name), "wb");
	unsigned char head[SIM_PG_HEADER_SIZE] = {0};

	if (f == NULL)
		return;
	memcpy(head, SIM_PG_MAGIC, 8);
	put_le(head + 8, version, 4);
	put_le(head + 12, recsize, 4);
	put_le(head + 16, pg_server_version, 4);
	put_le(head + 20, 8192, 4);
	put_le(head + 24, pg_nbuffers, 4);
	put_le(head + 28, flags, 4);
	put_le(head + 32, recorded < 0 ? (uint64_t) n : (uint64_t) recorded, 8);
	fwrite(head, 1, sizeof(head), f);
	for (int i = 0; i < n; i++)
	{
		unsigned char rec[64] = {0};
		bool		rel = r[i].kind == SIM_PG_RELEASE;
		bool		q = r[i].kind == SIM_PG_QUEUE;	/* page: the policy's index */

		put_le(rec, (uint64_t) i, 8);
		put_le(rec + 8, rel || q ? 0 : 1663, 4);
		put_le(rec + 12, rel || q ? 0 : 5, 4);
		put_le(rec + 16, rel ? 0 : q ? r[i].page : 16384, 4);
		put_le(rec + 20, q ? 0 : r[i].page, 4);
		rec[24] = r[i].fork;
		rec[25] = r[i].kind;
		rec[27] = r[i].flags;
		put_le(rec + 28, (uint32_t) r[i].backend, 4);
		if (version >= 2)
		{
			rec[26] = r[i].strategy;
			put_le(rec + 32, r[i].ring, 4);
			put_le(rec + 36, r[i].ring_size, 2);
			put_le(rec + 38, r[i].cpu, 2);
		}
		fwrite(rec, 1, recsize, f);
	}
	fclose(f);
}

#define V2 2, SIM_PG_RECORD2_SIZE, SIM_PG_COMPLETE | SIM_PG_RINGS, -1
#define WRITE_V2(name, recs) write_pg(name, V2, recs, (int) (sizeof(recs) / sizeof(recs[0])))
/* ... whose hits say whether their buffer had pins */
#define V2P 2, SIM_PG_RECORD2_SIZE, SIM_PG_COMPLETE | SIM_PG_RINGS | SIM_PG_PINS_SEEN, -1
#define WRITE_V2P(name, recs) write_pg(name, V2P, recs, (int) (sizeof(recs) / sizeof(recs[0])))
/* ... from a 15 server */
#define WRITE_V2P_15(name, recs) \
	do { \
		pg_server_version = 150000; \
		WRITE_V2P(name, recs); \
		pg_server_version = 170000; \
	} while (0)

/*
 * Replay trace `name` through pol at frames with these options; the
 * misses (negative: the reader failed, or the run's error), and the
 * pinned-out misses in *pinned_out if not NULL.
 */
static int64_t
pg_run_stats(const char *name, const char *pol, uint32_t frames, SimOptions o, SimStats *stats)
{
	SimTrace	t;
	char		err[512];
	int64_t		m;

	if (sim_trace_read(pg_path(name), &t, err, sizeof(err)) != 0)
	{
		printf("%s: %s\n", name, err);
		return -10;
	}
	o.stats = stats;
	m = sim_run(sim_policy(pol), &t, frames, &o);
	sim_trace_free(&t);
	return m;
}

static int64_t
pg_run(const char *name, const char *pol, uint32_t frames, SimOptions o, uint64_t *pinned_out)
{
	SimStats	stats = {0};
	int64_t		m = pg_run_stats(name, pol, frames, o, &stats);

	if (pinned_out)
		*pinned_out = stats.pinned_out;
	return m;
}

/* ... and its searches replayed at their records, how many the server's victims */
#define EXPECT_PG_SEARCHES(name, pol, frames, o, want, searches, same) \
	do { \
		SimStats	st_ = {0}; \
		int64_t		got_ = pg_run_stats(name, pol, frames, o, &st_); \
		CHECK(got_ == (want) && st_.searched == (searches) && st_.same_victim == (same), \
			  "%s on %s at %u frames: %lld misses, %llu searches, %llu the server's victims; want %d, %d, %d", \
			  pol, name, (unsigned) (frames), (long long) got_, (unsigned long long) st_.searched, \
			  (unsigned long long) st_.same_victim, (want), (searches), (same)); \
	} while (0)

#define EXPECT_PG(name, pol, frames, o, want) \
	do { \
		int64_t		got_ = pg_run(name, pol, frames, o, NULL); \
		CHECK(got_ == (want), "%s on %s at %u frames (%s): %lld misses, want %d", \
			  pol, name, (unsigned) (frames), #o, (long long) got_, (want)); \
	} while (0)


static void
test_pg_pins(void)
{
	SimOptions	pins = SIM_OPTIONS_DEFAULT(EVICTOR_MAX_USAGE, 0);
	SimOptions	nopins = pins;
	uint64_t	out = 99;

	nopins.no_pins = true;

	/*
	 * A pinned page is passed by the hand and keeps its usage.  3 frames,
	 * clocksweep (pages 1..5 are a..e):
	 *	A a: f0 u1 (A pins f0).  B b: f1 (B: f1).  B c: f2 (B: f2).  B b:
	 *	hit, u2 (B: f1).
	 *	B d: B lets f1 go; hand 0: f0 pinned by A, passed (u1 kept); f1
	 *	2>1; f2 1>0; f0 passed; f1 1>0; f2 claimed: d in f2, c out; hand 0.
	 *	A releases.  B e: f0 (a, still u1) 1>0; f1 (b, u0) claimed: e in
	 *	f1, b out.  B a: hit.
	 *	5 misses.  Had the pinned a lost its usage while passed, e's sweep
	 *	would claim f0 and a would miss: 6.
	 * No pins: d: f0 1>0, f1 2>1, f2 1>0, f0 claimed (a out), hand 1; e:
	 * f1 1>0, f2 claimed (c out); a: f0 (d) 1>0, f1 (b, u0) claimed: 6.
	 */
	{
		static const PgRec r[] = {PM(A, 1), PM(B, 2), PM(B, 3), PH(B, 2), PM(B, 4), PREL(A),
		PM(B, 5), PH(B, 1)};

		WRITE_V2("pins1", r);
		CHECK(pg_run("pins1", "clocksweep", 3, pins, &out) == 5 && out == 0,
			  "pins1 clocksweep at 3 frames: 5 misses, none pinned out (%llu)",
			  (unsigned long long) out);
		EXPECT_PG("pins1", "clocksweep", 3, nopins, 6);
	}

	/*
	 * A backend's own last page is let go before its next access: its own
	 * miss may evict it (the server's paths release a buffer before they
	 * read the next).  2 frames: A a f0; B's hit, u2; B releases; A b f1
	 * (A: f1); c: A lets f1 go; f0 2>1, f1 1>0, f0 1>0, f1 claimed: c in
	 * f1, b out; b: f0 (a, u0) claimed.  4 misses, as with no pins at all.
	 * Had b stayed pinned during c's search: f0 claimed, a out, b hits: 3.
	 */
	{
		static const PgRec r[] = {PM(A, 1), PH(B, 1), PREL(B), PM(A, 2), PM(A, 3), PH(A, 2)};

		WRITE_V2("ownpin", r);
		EXPECT_PG("ownpin", "clocksweep", 2, pins, 4);
		EXPECT_PG("ownpin", "clocksweep", 2, nopins, 4);
		/*
		 * sieve: a visited; c's search clears a, evicts b (unvisited, not
		 * pinned); b's search wraps to a (u1): 4.  b pinned: 3.
		 */
		EXPECT_PG("ownpin", "sieve", 2, pins, 4);
	}

	/*
	 * An access of the page its backend still holds raises no usage count
	 * (PinBuffer: only a backend's first pin does).  2 frames, one
	 * backend: a f0 u1 (A: f0); a again: held, u1; b f1 (A: f1); c: A lets
	 * f1 go; f0 1>0, f1 1>0, f0 claimed: c in f0, a out; b hits.  3
	 * misses.  Had the second a raised it (u2), as with no pins: f0 2>1,
	 * f1 1>0, f0 1>0, f1 claimed, b out, and b misses: 4.  Sieve: a
	 * unvisited, c's search evicts it: 3; visited: 4.
	 */
	{
		static const PgRec r[] = {PM(A, 1), PH(A, 1), PM(A, 2), PM(A, 3), PH(A, 2)};

		WRITE_V2("heldpin", r);
		EXPECT_PG("heldpin", "clocksweep", 2, pins, 3);
		EXPECT_PG("heldpin", "clocksweep", 2, nopins, 4);
		EXPECT_PG("heldpin", "sieve", 2, pins, 3);
		EXPECT_PG("heldpin", "sieve", 2, nopins, 4);
	}

	/*
	 * A trace whose hits say whether their buffer had pins decides what
	 * the backend held.  heldpin's trace, its second a unpinned (released
	 * in between: a b-tree's metapage read twice): a first pin, u2, 4
	 * misses; pinned: 3, as heldpin.  A page the replay does not hold but
	 * the hit finds pinned, no other backend of the replay holding it: the
	 * backend's own.  3 frames: A a f0, b f1 (A: f1), a again, pinned
	 * (held: u1); A releases; B c f2; B d: f0 1>0, f1 1>0, f2 passed (B), f0
	 * claimed (a out); B a misses: 5.  Unpinned, a is raised (u2): f0 2>1,
	 * f1 1>0, f2 passed, f0 1>0, f1 claimed (b out); B a hits: 4.
	 */
	{
		static const PgRec unpinned[] = {PM(A, 1), PH(A, 1), PM(A, 2), PM(A, 3), PH(A, 2)};
		static const PgRec pinned[] = {PM(A, 1), PHP(A, 1), PM(A, 2), PM(A, 3), PH(A, 2)};
		static const PgRec own[] = {PM(A, 1), PM(A, 2), PHP(A, 1), PREL(A), PM(B, 3), PM(B, 4),
		PH(B, 1)};
		static const PgRec notown[] = {PM(A, 1), PM(A, 2), PH(A, 1), PREL(A), PM(B, 3), PM(B, 4),
		PH(B, 1)};

		WRITE_V2P("seenunpinned", unpinned);
		WRITE_V2P("seenpinned", pinned);
		WRITE_V2P("seenown", own);
		WRITE_V2P("seennotown", notown);
		EXPECT_PG("seenunpinned", "clocksweep", 2, pins, 4);
		EXPECT_PG("seenpinned", "clocksweep", 2, pins, 3);
		EXPECT_PG("seenown", "clocksweep", 3, pins, 5);
		EXPECT_PG("seennotown", "clocksweep", 3, pins, 4);
	}

	/*
	 * A map's page is read while the main fork's page stays pinned
	 * (heap_update's visibility map pin): the heap page is still held when
	 * the backend reads it again.  2 frames: A a f0 u1; A v (block 1 of
	 * the visibility map) f1, a held under it; A a again: held, u1; A
	 * releases; B c: f0 1>0, f1 1>0, f0 claimed, a out; B a: a miss.  4
	 * misses.  Had a been let go for v (u2 at its second access): f0 2>1,
	 * f1 1>0, f0 1>0, f1 claimed, v out; a hits: 3, as with no pins.
	 */
	{
		static const PgRec r[] = {PM(A, 1), {A, 1, SIM_PG_MISS, 0, 0, 0, SIM_PG_NO_CPU, 2, 0},
		PH(A, 1), PREL(A), PM(B, 3), PM(B, 1)};

		WRITE_V2("underpin", r);
		EXPECT_PG("underpin", "clocksweep", 2, pins, 4);
		EXPECT_PG("underpin", "clocksweep", 2, nopins, 3);
	}

	/*
	 * --release-before-miss: a page whose backend next misses is not held
	 * (the server lets go at that miss's lookup, before the searches the
	 * trace records ahead of it).  2 frames, a..d pages 1..4: A a f0; B
	 * hits a, u2; both release; B b f1 (B's next access misses).
	 * Held: A d: f0 2>1, f1 passed (B), f0 1>0, f1 passed, f0 claimed (a
	 * out); A a misses: f1 passed, f0 (d) 1>0, f1 passed, f0 claimed (d
	 * out); B c: f1 (b) 1>0, f0 passed (A), f1 claimed.  5 misses.
	 * Let go: A d: f0 2>1, f1 (b) 1>0, f0 1>0, f1 claimed (b out); A a
	 * hits; B c: f0 passed (A), f1 (d) 1>0, f0 passed, f1 claimed.  4.
	 */
	{
		static const PgRec r[] = {PM(A, 1), PH(B, 1), PREL(A), PREL(B), PM(B, 2), PM(A, 4),
		PH(A, 1), PM(B, 3)};
		SimOptions	early = pins;

		early.release_before_miss = true;
		WRITE_V2("letgo", r);
		EXPECT_PG("letgo", "clocksweep", 2, pins, 5);
		EXPECT_PG("letgo", "clocksweep", 2, early, 4);
	}

	/*
	 * A miss's lookup record (format 2 since 2026-12-07) is where its
	 * backend let go: the same trace as letgo, with B's lookup of c before
	 * A's search for d: b is not held there, 4 misses; after A's hit of a,
	 * b is held through A's searches, 5.  The lookup of a map's page keeps
	 * the heap's: underpin with A's lookup of v before its miss, 4.
	 */
	{
		static const PgRec before[] = {PM(A, 1), PH(B, 1), PREL(A), PREL(B), PM(B, 2), PLK(B, 3),
		PM(A, 4), PH(A, 1), PM(B, 3)};
		static const PgRec after[] = {PM(A, 1), PH(B, 1), PREL(A), PREL(B), PM(B, 2), PM(A, 4),
		PH(A, 1), PLK(B, 3), PM(B, 3)};
		static const PgRec map[] = {PM(A, 1), {A, 1, SIM_PG_LOOKUP, 0, 0, 0, SIM_PG_NO_CPU, 2, 0},
		{A, 1, SIM_PG_MISS, 0, 0, 0, SIM_PG_NO_CPU, 2, 0}, PH(A, 1), PREL(A), PM(B, 3), PM(B, 1)};

		WRITE_V2("lookupfirst", before);
		WRITE_V2("lookuplate", after);
		WRITE_V2("lookupmap", map);
		EXPECT_PG("lookupfirst", "clocksweep", 2, pins, 4);
		EXPECT_PG("lookuplate", "clocksweep", 2, pins, 5);
		EXPECT_PG("lookupmap", "clocksweep", 2, pins, 4);
		EXPECT_PG("lookupmap", "clocksweep", 2, nopins, 3);
	}

	/*
	 * A passed record (a framework policy's search in the server passed a
	 * pinned page) pins its page through the replay's search for the
	 * backend's next miss, and then no more.  2 frames: A a f0, A b f1; A
	 * releases; B's lookup of c, its search passed a; B c: f0 passed
	 * (pinned), f1 1>0, f0 passed, f1 claimed (b out); B b misses: 4.
	 * Without the record (--no-passes, or passed by C, or a page the trace
	 * never named): f0 1>0, f1 1>0, f0 claimed (a out); B b hits: 3.
	 * Sieve the same: a, the oldest, passed, b evicted.  Then B d: f0 1>0,
	 * f1 (c) 1>0, f0 claimed (a out); B a misses: 5 (were a still pinned:
	 * c out, a hits, 4).
	 */
	{
		static const PgRec r[] = {PM(A, 1), PM(A, 2), PREL(A), PLK(B, 3), PPS(B, 1), PM(B, 3),
		PH(B, 2)};
		static const PgRec other[] = {PM(A, 1), PM(A, 2), PREL(A), PLK(B, 3), PPS(C, 1), PM(B, 3),
		PH(B, 2)};
		static const PgRec unnamed[] = {PM(A, 1), PM(A, 2), PREL(A), PLK(B, 3), PPS(B, 9), PM(B, 3),
		PH(B, 2)};
		static const PgRec once[] = {PM(A, 1), PM(A, 2), PREL(A), PLK(B, 3), PPS(B, 1), PM(B, 3),
		PM(B, 4), PH(B, 1)};
		SimOptions	nopasses = pins;

		nopasses.no_passes = true;
		WRITE_V2P("passed", r);
		WRITE_V2P("passedother", other);
		WRITE_V2P("passedunnamed", unnamed);
		WRITE_V2P("passedonce", once);
		EXPECT_PG("passed", "clocksweep", 2, pins, 4);
		EXPECT_PG("passed", "sieve", 2, pins, 4);
		EXPECT_PG("passed", "clocksweep", 2, nopasses, 3);
		EXPECT_PG("passed", "sieve", 2, nopasses, 3);
		EXPECT_PG("passedother", "clocksweep", 2, pins, 3);
		EXPECT_PG("passedunnamed", "clocksweep", 2, pins, 3);
		EXPECT_PG("passedonce", "clocksweep", 2, pins, 5);
	}

	/*
	 * A search record (where the server's search for a miss ended) is
	 * where the replay serves that miss, not at its record (the mapping
	 * insert, after any write of the victim, while other backends go on).
	 * 2 frames: A a f0; B hits a (u2); B b f1 (B holds b); A releases; A's
	 * lookup of c, its search; then B releases; A c.  At the search: f0
	 * 2>1, f1 passed (B), f0 1>0, f1 passed, f0 claimed (a out); B a
	 * misses: 4.  At A's record (--no-searches), after B's release: f0
	 * 2>1, f1 1>0, f0 1>0, f1 claimed (b out); B a hits: 3.  The miss
	 * served at the search is counted there only (not 5).
	 */
	{
		static const PgRec r[] = {PM(A, 1), PH(B, 1), PM(B, 2), PREL(A), PLK(A, 3), PSR(A, 1),
		PREL(B), PM(A, 3), PH(B, 1)};
		SimOptions	nosearch = pins;

		nosearch.no_searches = true;
		WRITE_V2P("searched", r);
		EXPECT_PG("searched", "clocksweep", 2, pins, 4);
		EXPECT_PG("searched", "clocksweep", 2, nosearch, 3);
	}

	/*
	 * A search whose miss became a hit (another backend mapped the page
	 * first) is replayed though that miss's record came before it: it
	 * moved the hand and the counts; on 15 its victim keeps its page.  3
	 * frames, clocksweep, pages a b c d
	 * e = 1 2 3 4 5: a f0 u1, b f1 u2, e f2 u1, none pinned.  A and B look
	 * up c; A's search: f0 1>0, f1 2>1, f2 1>0, f0 claimed (a out); A c
	 * f0; B's search: f1 1>0, f2 claimed (e kept); B hits c (u2).  C's
	 * search for d: f0 2>1, f1 claimed (b out); C's for b: f2 claimed (e
	 * out): a b e c d b, 6 misses, each search's victim the server's (4).
	 * B's search skipped: C's for d takes f2 (e out), b stays and hits: 5.
	 * --no-searches: 5 as well.
	 */
	{
		static const PgRec r[] = {PM(A, 1), PM(B, 2), PREL(B), PH(B, 2), PM(C, 5), PREL(A),
			PREL(B), PREL(C), PLK(A, 3), PLK(B, 3), PSR(A, 1), PM(A, 3), PSR(B, 5), PH(B, 3),
		PREL(A), PREL(B), PLK(C, 4), PSR(C, 2), PM(C, 4), PREL(C), PLK(C, 2), PSR(C, 5), PM(C, 2)};
		SimOptions	nosearch = pins;

		nosearch.no_searches = true;
		WRITE_V2P_15("searchhit", r);
		EXPECT_PG_SEARCHES("searchhit", "clocksweep", 3, pins, 6, 4, 4);
		EXPECT_PG("searchhit", "clocksweep", 3, nosearch, 5);
	}

	/*
	 * From 16 on a claimed victim keeps its mapping until the claimer
	 * invalidates it, after its search record: another backend may hit it
	 * in between (the trace's header says 17).  2 frames, clocksweep,
	 * pages a b c = 1 2 3: a f0 u1, b f1 u1.  A's search for c: f0 1>0,
	 * f1 1>0, f0 claimed; B hits a there (u1); A c f0 (a out).  C misses
	 * a, its search claims f1 (b out), C a f1: a b c a, 4 misses, both
	 * searches at their records and the server's victims.  Had the claim
	 * taken a's mapping, B would miss a (into f1, b out) and C's a hit:
	 * only A's search replayed at its record.
	 */
	{
		static const PgRec r[] = {PM(A, 1), PM(B, 2), PREL(A), PREL(B), PLK(A, 3), PSR(A, 1),
			PH(B, 1), PREL(B), PM(A, 3), PREL(A), PLK(C, 1), PSR(C, 2), PM(C, 1)};

		WRITE_V2P("invalidate", r);
		EXPECT_PG_SEARCHES("invalidate", "clocksweep", 2, pins, 4, 2, 2);
	}

	/*
	 * From 16 on a backend whose search claimed a victim for a page
	 * another backend then mapped invalidated the victim's page first: on
	 * 19 a freed record, then its hit, and it lets go of the victim just
	 * after; another's search in between passes it.  3 frames,
	 * clocksweep, the pool f0 a u1, f1 b u1, f2 e u1, the hand at f0
	 * (pages a b c d e = 1 2 3 4 5).  A and B look up c; A's search: f0
	 * 1>0, f1 1>0, f2 1>0, f0 claimed (a); B's: f1 claimed (b); A c f0; B
	 * frees f1 (b out).  C's search for d: f1 free but B's, f2 claimed (e
	 * out).  B hits c, lets go; A's search for b: the free f1.  c d b: 3
	 * misses, the four searches' victims the server's.  Let go at the
	 * freed record, or taken pinned, C takes f1 and A f2: two of four.
	 */
	{
		static const PgRec r[] = {PRES(1, 0, 1), PRES(2, 1, 1), PRES(5, 2, 1), PHAND(0, 0),
			PLK(A, 3), PLK(B, 3), PSRF(A, 1, 0), PSRF(B, 2, 1), PM(A, 3), PFR(B, 1),
			PLK(C, 4), PSRF(C, 5, 2), PH(B, 3), PM(C, 4), PREL(A), PREL(B), PREL(C), PLK(A, 2),
		PSRF(A, 99, 1), PM(A, 2)};
		SimStats	st = {0};

		pg_nbuffers = 3;
		WRITE_V2P("collision", r);
		pg_nbuffers = 16;
		CHECK(pg_run_stats("collision", "clocksweep", 3, pins, &st) == 3 &&
			  st.searched == 4 && st.same_victim == 4 && st.dropped == 1,
			  "collision: 3 misses, 4 of 4 searches the server's victims, b dropped (%llu, %llu, %llu)",
			  (unsigned long long) st.searched, (unsigned long long) st.same_victim,
			  (unsigned long long) st.dropped);
	}

	/*
	 * On 15 a framework policy hears a load at its loaded record,
	 * after the miss's record, with other backends' searches in between.
	 * 3 frames, sieve (queue tail to head; a hand at the head moves on to
	 * the tail), pages a b e d g h = 1 2 3 4 5 6: a b e loaded in turn,
	 * B hits a (u2).  B's search for d: a 2>1, b claimed, the hand at e;
	 * B d; C's search for g: e claimed, at the head: the hand to the
	 * tail; B's load heard (d to the head), C's (g).  D's search for h:
	 * a claimed (the server's victim); D hits d: 6 misses, the three
	 * searches' victims the server's.  Heard at the miss's record
	 * (--no-loads), d is at the head before C's search and the hand stops
	 * there: D's search takes d, D misses it: 7.
	 */
	{
		static const PgRec r[] = {PM(A, 1), PLD(A), PM(A, 2), PLD(A), PM(A, 3), PLD(A), PREL(A),
			PH(B, 1), PREL(B), PLK(B, 4), PSR(B, 2), PM(B, 4), PLK(C, 5), PSR(C, 3), PLD(B),
			PM(C, 5), PLD(C), PREL(B), PREL(C), PLK(D, 6), PSR(D, 1), PM(D, 6), PLD(D), PREL(D),
		PH(D, 4)};
		SimOptions	noloads = pins;

		noloads.no_loads = true;
		WRITE_V2P_15("lateload", r);
		EXPECT_PG_SEARCHES("lateload", "sieve", 3, pins, 6, 3, 3);
		EXPECT_PG("lateload", "sieve", 3, noloads, 7);
	}

	/*
	 * On 15 a buffer keeps its old tag a moment after the mapping insert
	 * (the miss's record), so a search may pass it pinned under its old
	 * page before its loaded record: the replay pins the frame whose load
	 * it has not heard yet.  2 frames, sieve, pages a b c d = 1 2 3 4: a
	 * f0, b f1, C hits b (u2).  A's search: a claimed, the hand at b; A c
	 * f0, its load not heard yet; A lets go.  B's search passed a: b 2>1,
	 * the hand wraps to f0 (c's frame, at a's place), pinned, passed; b
	 * claimed.  B d; B hits c: 4 misses.  f0 not pinned, B's search takes
	 * c and B misses it again: 5.
	 */
	{
		static const PgRec r[] = {PM(A, 1), PLD(A), PM(A, 2), PLD(A), PREL(A), PH(C, 2), PREL(C),
			PLK(A, 3), PSR(A, 1), PM(A, 3), PREL(A), PLK(B, 4), PPS(B, 1), PSR(B, 2), PLD(A),
		PM(B, 4), PLD(B), PREL(B), PH(B, 3)};
		SimOptions	nopasses = pins;

		nopasses.no_passes = true;
		WRITE_V2P_15("passedold", r);
		EXPECT_PG("passedold", "sieve", 2, pins, 4);
		EXPECT_PG("passedold", "sieve", 2, nopasses, 5);
	}

	/*
	 * On 15 a free buffer's load is heard when it is taken, before the
	 * miss's record.  2 frames, free, sieve, pages a b c = 1 2 3: A a,
	 * A b, each from a free frame (searches naming no page), each loaded
	 * record before the miss's; B hits a (u2).  C's search: a 2>1, b
	 * claimed (the server's victim); C c; B hits a: 3 misses.  Heard a
	 * load late, the policy would hold a alone at C's search, and evict it:
	 * 4.
	 */
	{
		static const PgRec r[] = {PLK(A, 1), PSR(A, 99), PLD(A), PM(A, 1), PLK(A, 2), PSR(A, 98),
			PLD(A), PM(A, 2), PREL(A), PH(B, 1), PREL(B), PLK(C, 3), PSR(C, 2), PM(C, 3), PLD(C),
		PREL(C), PH(B, 1)};

		WRITE_V2P_15("loadedfirst", r);
		EXPECT_PG("loadedfirst", "sieve", 2, pins, 3);
	}

	/*
	 * On 15 a backend that finds its victim pinned after its mapping
	 * insert undoes the insert and searches again: its miss's record
	 * twice, a search record between, and the first victim keeps its page.
	 * 2 frames, clocksweep, pages a b c d = 1 2 3 4: A a f0, A b f1.  A's
	 * search for c: f0 1>0, f1 1>0, f0 claimed (a); B hits a (u1); A c
	 * f0, undone; A's search again: f1 claimed (b); A c f1.  D's search
	 * for d: f0 (a) 1>0, f1 (c) 1>0, f0 claimed (a); D d: a b c c d, 5
	 * misses, the three searches at their records and the server's
	 * victims.  Replayed as an insert that stayed, c is in f0 and D's
	 * search takes b: one victim not the server's (and with the second
	 * search skipped, c mapped, one search fewer).
	 */
	{
		static const PgRec r[] = {PM(A, 1), PM(A, 2), PREL(A), PLK(A, 3), PSR(A, 1), PH(B, 1),
			PM(A, 3), PSR(A, 2), PM(A, 3), PREL(A), PREL(B), PLK(D, 4), PSR(D, 1),
		PM(D, 4)};

		WRITE_V2P_15("undone", r);
		EXPECT_PG_SEARCHES("undone", "clocksweep", 2, pins, 5, 3, 3);
	}

	/*
	 * A page mapped at a backend's search record may be gone again by its
	 * miss's record: another backend mapped it after this one's lookup, a
	 * third evicted it, and the insert found it unmapped.  The search is
	 * replayed all the same where the server held the page too (in the
	 * frame where the replay holds it, as the search records say); held by
	 * the replay alone, the replay has strayed and the search is skipped,
	 * the access the replay's hit.  2 frames, clocksweep, pages a b c d =
	 * 1 2 3 4: A a f0, A b f1.  B and C look up c; C's search: f0 1>0, f1 1>0,
	 * f0 claimed (a); C c f0.  B's search (c mapped): f1 claimed (b).  D's
	 * search for d: f0 1>0, f1 pinned (B's), f0 claimed (c out); D d f0.
	 * B c f1; A hits c: a b c d c, 5 misses, the three searches the
	 * server's victims.  Skipped because c was mapped, D's search takes
	 * f1 (b), B's c is a hit (f0): 4 misses, two searches at their
	 * records, one the server's victim.
	 */
	{
		static const PgRec r[] = {PM(A, 1), PM(A, 2), PREL(A), PLK(B, 3), PLK(C, 3), PSRF(C, 1, 0),
			PM(C, 3), PREL(C), PSRF(B, 2, 1), PLK(D, 4), PSRF(D, 3, 0), PM(D, 4), PREL(D), PM(B, 3),
		PREL(B), PH(A, 3)};

		WRITE_V2P_15("mappedthen", r);
		EXPECT_PG_SEARCHES("mappedthen", "clocksweep", 2, pins, 5, 3, 3);
	}

	/*
	 * From 16 on a multi-block extension takes all its victims before the
	 * first insert: its search records, then its extension records, and
	 * another backend's search between passes the claimed victims.  3
	 * frames, clocksweep, pages a b c d e f = 1 2 3 4 5 6: A a f0, b f1,
	 * c f2, the hand at f0.  A's two searches: f0 1>0, f1 1>0, f2 1>0, f0
	 * claimed (a); f1 claimed (b).  B's search for d: f2 claimed (c), f0
	 * and f1 A's.  A e f0, A f f1, B d f2: 6 misses, the three searches
	 * the server's victims.  Claimed only at their records, A's victims
	 * are free for B's search, which takes f0.
	 */
	{
		static const PgRec r[] = {PM(A, 1), PM(A, 2), PM(A, 3), PREL(A), PSRF(A, 1, 0),
			PSRF(A, 2, 1), PLK(B, 4), PSRF(B, 3, 2), PEXT(A, 5), PEXT(A, 6), PM(B, 4)};

		WRITE_V2P("extendby", r);
		EXPECT_PG_SEARCHES("extendby", "clocksweep", 3, pins, 6, 3, 3);
	}

	/*
	 * 16 to 18: a backend that found its page mapped by another (a
	 * collision) lets go of its victim after its hit's record and frees it
	 * (StrategyFreeBuffer) just after: its freed record.  3 frames,
	 * clocksweep, pages a b c d e g = 1 2 3 4 5 6: A a f0, b f1, e f2.  B's
	 * search for c: f0 1>0, f1 1>0, f2 1>0, f0 claimed (a); A's: f1
	 * claimed (b); A c f1; B hits c.  C's search for d: f2 claimed (e); B
	 * frees f0; C d f2.  D's search for g: the free f0.  6 misses, the
	 * four searches the server's victims.  Freed at the hit, f0 goes to
	 * C's search: two of four.
	 */
	{
		static const PgRec r[] = {PM(A, 1), PM(A, 2), PM(A, 5), PREL(A), PLK(B, 3),
			PSRF(B, 1, 0), PLK(A, 3), PSRF(A, 2, 1), PM(A, 3), PH(B, 3), PREL(A), PREL(B),
			PLK(C, 4), PSRF(C, 5, 2), PFR(B, 0), PM(C, 4), PREL(C), PLK(D, 6), PSRF(D, 99, 0),
		PM(D, 6)};

		pg_nbuffers = 3;
		WRITE_V2P("freedafterhit", r);
		pg_nbuffers = 16;
		EXPECT_PG_SEARCHES("freedafterhit", "clocksweep", 3, pins, 6, 4, 4);
	}

	/*
	 * 19: a victim its backend freed (a freed record before its hit) stays
	 * on the free stack, held by that backend, until its hit: a search in
	 * between passes it.  4 frames, clocksweep, the pool f0 a u1, f1 b u1,
	 * f2 e u1, f3 free, the hand at f0 (pages a b c d e x = 1 2 3 4 5 6).
	 * A and B look up c; A's search: the free f3; B's: f0 1>0, f1 1>0, f2
	 * 1>0, f0 claimed (a).  A c f3; B frees f0.  C's search for d: f0 free
	 * but B's, f1 (b, 0) claimed.  B hits c; C d f1; D's search for x: the
	 * free f0.  c d x: 3 misses, the four searches the server's victims.
	 * Taking f0 while B holds it, C's would not be.
	 */
	{
		static const PgRec r[] = {PRES(1, 0, 1), PRES(2, 1, 1), PRES(5, 2, 1), PHAND(0, 0),
			PLK(A, 3), PLK(B, 3), PSRF(A, 99, 3), PSRF(B, 1, 0), PM(A, 3), PFR(B, 0),
			PLK(C, 4), PSRF(C, 2, 1), PH(B, 3), PM(C, 4), PREL(A), PREL(B), PREL(C),
		PLK(D, 6), PSRF(D, 99, 0), PM(D, 6)};

		pg_nbuffers = 4;
		pg_server_version = 190000;
		WRITE_V2P("heldfree19", r);
		pg_server_version = 170000;
		pg_nbuffers = 16;
		EXPECT_PG_SEARCHES("heldfree19", "clocksweep", 4, pins, 3, 4, 4);
	}

	/*
	 * ... and in a replay from cold (no pool at the start: its frames not
	 * known to be the server's), which takes the first free frame no one
	 * holds: A a f0, b f1, e f2 (f3 free), then as above.  c d x: 3 misses
	 * after A's three, the four searches the server's victims.
	 */
	{
		static const PgRec r[] = {PM(A, 1), PM(A, 2), PM(A, 5), PREL(A),
			PLK(A, 3), PLK(B, 3), PSRF(A, 99, 3), PSRF(B, 1, 0), PM(A, 3), PFR(B, 0),
			PLK(C, 4), PSRF(C, 2, 1), PH(B, 3), PM(C, 4), PREL(A), PREL(B), PREL(C),
		PLK(D, 6), PSRF(D, 99, 0), PM(D, 6)};

		pg_nbuffers = 4;
		pg_server_version = 190000;
		WRITE_V2P("heldfree19cold", r);
		pg_server_version = 170000;
		pg_nbuffers = 16;
		EXPECT_PG_SEARCHES("heldfree19cold", "clocksweep", 4, pins, 6, 4, 4);
	}

	/*
	 * A search whose server victim held a page found no free buffer, even
	 * where a freed record comes before its own: the buffer was freed
	 * after that search passed the free list (both records are written
	 * after the fact).  3 frames, clocksweep, the pool f0 a u1, f1 b u0,
	 * f2 c u1, the hand at f1 (pages a b c d = 1 2 3 4).  B drops c (f2
	 * freed).  C's search for d: f1 (b, 0) claimed; C d f1: 1 miss, its
	 * search the server's victim.  Taking the free f2, it would not be.
	 */
	{
		static const PgRec r[] = {PRES(1, 0, 1), PRES(2, 1, 0), PRES(3, 2, 1), PHAND(0, 1),
		PFR(B, 2), PLK(C, 4), PSRF(C, 2, 1), PM(C, 4)};

		pg_nbuffers = 3;
		WRITE_V2P("freedbeforesearch", r);
		pg_nbuffers = 16;
		EXPECT_PG_SEARCHES("freedbeforesearch", "clocksweep", 3, pins, 1, 1, 1);
	}

	/*
	 * A search whose server victim held no page took that free buffer,
	 * whatever the order of the freed records: two buffers freed at once
	 * may be pushed in the other order than their records (each written
	 * just before its push).  3 frames, clocksweep, the pool f0 a u1, f1 b
	 * u0, f2 c u0, the hand at f1 (pages a b c d e g = 1 2 3 4 5 6).  B
	 * drops b (f1), C drops c (f2); C's push first, B's: f1 heads the
	 * freelist.  D's search for d: the free f1; D d f1.  A's for e: f2; A
	 * e f2.  D's for g: f1 1>0, f2 1>0, f0 1>0, f1 (d) claimed; D g f1; A
	 * hits e.  3 misses, the three searches the server's victims.  Taking
	 * the free list's head in record order (f2 for d, f1 for e), D's last
	 * search takes e: 4 misses, two of three.
	 */
	{
		static const PgRec r[] = {PRES(1, 0, 1), PRES(2, 1, 0), PRES(3, 2, 0), PHAND(0, 1),
			PFR(B, 1), PFR(C, 2), PLK(D, 4), PSRF(D, 99, 1), PM(D, 4), PREL(D), PLK(A, 5),
			PSRF(A, 99, 2), PM(A, 5), PREL(A), PLK(D, 6), PSRF(D, 4, 1), PM(D, 6), PREL(D),
		PH(A, 5)};

		pg_nbuffers = 3;
		WRITE_V2P("freedorder", r);
		pg_nbuffers = 16;
		EXPECT_PG_SEARCHES("freedorder", "clocksweep", 3, pins, 3, 3, 3);
	}

	/*
	 * A framework policy's replay sees the server's pins alone, at the
	 * free list too: a backend's pin on its last page, which it let go
	 * unrecorded, does not keep a free frame from a search that took it.
	 * 3 frames, lru restored from its queue: f0 a, f1 b, f2 c (a oldest).
	 * B hits a (its pin stays in the replay: no record lets go); C drops
	 * a (f0 freed).  D's search for d: the free f0; D d f0; A hits b.  1
	 * miss, its search the server's victim.  Kept from f0 by B's pin,
	 * D's search takes lru's oldest, f1 (b), and A's b misses: 2.
	 */
	{
		int			lru = evictor_routine_index(evictor_routine_by_name("lru"));
		const PgRec r[] = {PRES(1, 0, 1), PRES(2, 1, 1), PRES(3, 2, 1), PQ(lru, 0, 0),
			PQ(lru, 0, 1), PQ(lru, 0, 2), PH(B, 1), PFR(C, 0), PLK(D, 4), PSRF(D, 99, 0),
		PM(D, 4), PREL(D), PH(A, 2)};

		pg_nbuffers = 3;
		WRITE_V2P("freeunpinned", r);
		pg_nbuffers = 16;
		EXPECT_PG_SEARCHES("freeunpinned", "lru", 3, pins, 1, 1, 1);
	}

	/*
	 * From 16 on a framework policy hears an extension's load at its
	 * loaded record, under its lock; the extend's record is written after
	 * the lock is let go, other backends' hits recorded in between.  2
	 * frames, lru restored: f0 a, f1 b (a oldest; pages a b c d = 1 2 3
	 * 4).  B's search for its new block c: f0 (a); loaded (c newest); A
	 * hits b (b newest); B's extend of c.  C's search for d: lru's oldest,
	 * f0 (c); C d f0; A hits b.  2 misses, the two searches the server's
	 * victims.  Loaded at the extend's record, c is newer than b: C's
	 * search takes f1 (b), and A's b misses: 3, one of two.
	 */
	{
		int			lru = evictor_routine_index(evictor_routine_by_name("lru"));
		const PgRec r[] = {PRES(1, 0, 1), PRES(2, 1, 1), PQ(lru, 0, 0), PQ(lru, 0, 1),
			PSRF(B, 1, 0), PLD(B), PH(A, 2), PEXT(B, 3), PREL(A), PREL(B), PLK(C, 4),
		PSRF(C, 3, 0), PLD(C), PM(C, 4), PREL(C), PH(A, 2)};
		SimOptions	noloads = pins;

		pg_nbuffers = 2;
		WRITE_V2P("extloaded", r);
		pg_nbuffers = 16;
		EXPECT_PG_SEARCHES("extloaded", "lru", 2, pins, 2, 2, 2);
		noloads.no_loads = true;
		EXPECT_PG_SEARCHES("extloaded", "lru", 2, noloads, 3, 2, 1);
	}

	/*
	 * 19 too: a search whose server victim held a page found no free
	 * frame it could take, and neither does the replay's.  A collision's
	 * victim is freed under the policy's lock (its freed record) before
	 * its backend's hit record, and stays pinned by it until just after.
	 * 2 frames, lru restored: f0 a, f1 b (pages a b c d e = 1 2 3 4 5).
	 * B's search for c: f0 (a); A's: f1 (b); A c f1.  B's insert finds c:
	 * f0 freed, B hits c.  C's search for d: f1 (c), f0 still B's; C d f1.
	 * D's search for e: the free f0; D e f0.  3 misses, the four searches
	 * the server's victims.  Taking the free f0 for C (B's pin let go at
	 * its hit record), D's search takes f1 (c): two of four.
	 */
	{
		int			lru = evictor_routine_index(evictor_routine_by_name("lru"));
		const PgRec r[] = {PRES(1, 0, 1), PRES(2, 1, 1), PQ(lru, 0, 0), PQ(lru, 0, 1),
			PLK(B, 3), PSRF(B, 1, 0), PLK(A, 3), PSRF(A, 2, 1), PLD(A), PM(A, 3), PFR(B, 0),
			PH(B, 3), PLK(C, 4), PSRF(C, 3, 1), PLD(C), PM(C, 4), PREL(A), PREL(B), PREL(C),
		PLK(D, 5), PSRF(D, 99, 0), PLD(D), PM(D, 5)};

		pg_nbuffers = 2;
		pg_server_version = 190000;
		WRITE_V2P("freeheldat19", r);
		pg_server_version = 170000;
		pg_nbuffers = 16;
		EXPECT_PG_SEARCHES("freeheldat19", "lru", 2, pins, 3, 4, 4);
	}

	/*
	 * 15 to 18: a framework policy forgets a dropped page's frame at its
	 * delete, under its lock (a forgotten record, in the order of its
	 * searches); the freelist's record comes later.  3 frames, lru
	 * restored: f0 a, f1 b, f2 c (a oldest).  C drops a: forgotten.  D's
	 * search for d: lru's oldest, f1 (b); C's freed record (f0 free); D d
	 * f1.  E's search for e: the free f0; E e f0; A hits c.  2 misses, the
	 * two searches the server's victims.  Forgotten at the freed record,
	 * a is D's victim (f0), and b E's: none of the two.
	 */
	{
		int			lru = evictor_routine_index(evictor_routine_by_name("lru"));
		const PgRec r[] = {PRES(1, 0, 1), PRES(2, 1, 1), PRES(3, 2, 1), PQ(lru, 0, 0),
			PQ(lru, 0, 1), PQ(lru, 0, 2), PFG(C, 0), PLK(D, 4), PSRF(D, 2, 1), PFR(C, 0),
			PM(D, 4), PREL(D), PLK(A, 5), PSRF(A, 99, 0), PM(A, 5), PREL(A), PH(B, 3)};

		pg_nbuffers = 3;
		WRITE_V2P("forgotdrop", r);
		pg_nbuffers = 16;
		EXPECT_PG_SEARCHES("forgotdrop", "lru", 3, pins, 2, 2, 2);
	}

	/*
	 * ... and a collision's victim at its backend's insert, before the
	 * hit's record: forgottenathit with that record, the same.
	 */
	{
		static const PgRec r[] = {PM(A, 1), PM(A, 2), PREL(A), PLK(B, 3), PSRF(B, 1, 0),
			PLK(A, 3), PSRF(A, 2, 1), PM(A, 3), PREL(A), PFG(B, 0), PH(B, 3), PREL(B),
			PLK(C, 4), PSRF(C, 3, 1), PM(C, 4), PREL(C), PFR(B, 0), PLK(D, 5),
		PSRF(D, 99, 0), PM(D, 5)};

		pg_nbuffers = 2;
		WRITE_V2P("forgotcollision", r);
		pg_nbuffers = 16;
		EXPECT_PG_SEARCHES("forgotcollision", "lru", 2, pins, 5, 4, 4);
	}

	/*
	 * 16 to 18: a collision's victim is forgotten by the policy at its
	 * backend's insert, before the hit's record, and held pinned by it
	 * until its freed record.  2 frames, lru, pages a b c d e = 1 2 3 4 5:
	 * A a f0, b f1.  B's search for c: f0 (a) claimed; A's: f1 (b); A c
	 * f1; B hits c (f0 forgotten).  C's search for d: f1 (c, the only
	 * frame lru holds); C d f1.  B frees f0; D's search for e: the free
	 * f0.  5 misses, the four searches the server's victims.  Still held
	 * by the policy and unpinned at C's search, f0 would be C's victim.
	 */
	{
		static const PgRec r[] = {PM(A, 1), PM(A, 2), PREL(A), PLK(B, 3), PSRF(B, 1, 0),
			PLK(A, 3), PSRF(A, 2, 1), PM(A, 3), PREL(A), PH(B, 3), PREL(B), PLK(C, 4),
			PSRF(C, 3, 1), PM(C, 4), PREL(C), PFR(B, 0), PLK(D, 5), PSRF(D, 99, 0),
		PM(D, 5)};

		pg_nbuffers = 2;
		WRITE_V2P("forgottenathit", r);
		pg_nbuffers = 16;
		EXPECT_PG_SEARCHES("forgottenathit", "lru", 2, pins, 5, 4, 4);
	}

	/*
	 * ... even where another backend's search for the victim's old page
	 * came between (from 16 on the claim invalidated it: the replay learns
	 * so there and unmaps it, the claim still one of a page invalidated).
	 * 3 frames, lru, pages a b c d e g = 1 2 3 4 5 6: A a f0, b f1, g f2.
	 * B's search for c: f0 (a) claimed.  D's for a: f1 (b); D a f1.  A's
	 * for c: f2 (g); A c f2; B hits c (f0 forgotten).  C's search for d:
	 * f1 (a); C d f1.  B frees f0; D's search for e: the free f0.  7
	 * misses, the five searches the server's victims.  Taken for a frame
	 * whose claim has ended with its unmapping, f0 stays with the policy
	 * and is never freed: D's search takes f2 (c).
	 */
	{
		static const PgRec r[] = {PM(A, 1), PM(A, 2), PM(A, 6), PREL(A), PLK(B, 3),
			PSRF(B, 1, 0), PLK(D, 1), PSRF(D, 2, 1), PM(D, 1), PREL(D), PLK(A, 3),
			PSRF(A, 6, 2), PM(A, 3), PH(B, 3), PREL(A), PREL(B), PLK(C, 4), PSRF(C, 1, 1),
		PM(C, 4), PREL(C), PFR(B, 0), PLK(D, 5), PSRF(D, 99, 0), PM(D, 5)};

		pg_nbuffers = 3;
		WRITE_V2P("invalthencollision", r);
		pg_nbuffers = 16;
		EXPECT_PG_SEARCHES("invalthencollision", "lru", 3, pins, 7, 5, 5);
	}

	/*
	 * A claim given up because the replay, strayed, holds its request's
	 * page in another frame: from 16 on the claim invalidated the
	 * victim's page, and the server's insert succeeded, so no freed record
	 * follows: the frame is free at once.  3 frames, lru, pages a b c d g
	 * = 1 2 3 4 6: A a f0, b f1, g f2.  B and C look up c; C's search: f0
	 * (a); C c f0.  B's: f1 (b) claimed.  D's search for d: the server's
	 * f0 (c), the replay's f2 (g, c more recent); D d.  B's c: the server
	 * maps it in f1, the replay holds it in f0 (a hit), b invalidated.
	 * A's search for b: the free f1; A b f1.  B frees the server's f2 (g,
	 * which the replay no longer holds); A hits b.  6 misses, 4 searches,
	 * C's and B's the server's victims.  Waiting for a freed record of
	 * B's, the replay took that one for it and freed f1, A's b: 7 misses.
	 */
	{
		static const PgRec r[] = {PM(A, 1), PM(A, 2), PM(A, 6), PREL(A), PLK(B, 3),
			PLK(C, 3), PSRF(C, 1, 0), PM(C, 3), PREL(C), PSRF(B, 2, 1), PLK(D, 4),
			PSRF(D, 3, 0), PM(D, 4), PREL(D), PM(B, 3), PREL(B), PLK(A, 2), PSRF(A, 4, 0),
		PM(A, 2), PREL(A), PFR(B, 2), PH(A, 2)};

		pg_nbuffers = 3;
		WRITE_V2P("keptelsewhere", r);
		pg_nbuffers = 16;
		EXPECT_PG_SEARCHES("keptelsewhere", "lru", 3, pins, 6, 4, 2);
	}

	/*
	 * ... and first on the free list, not left to the sweep.  4 frames,
	 * clocksweep, pages a b c d e g h = 1 2 3 4 5 6 7: A a f0, b f1, g f2,
	 * h f3 (u1), the hand at f0.  B and C look up c; C's search: f0 1>0,
	 * f1 1>0, f2 1>0, f3 1>0, f0 claimed (a); C c f0.  B's: f1 (b, 0)
	 * claimed.  D's search for d: the server's f0 (c), the replay's f2 (g,
	 * 0); D d f2.  B's c: in f0 in the replay (a hit), b invalidated.  A's
	 * search for e: the free f1; A e f1; C hits h; D drops a page of the
	 * server's f3 (a freed record: the trace is one of 16 to 18's that
	 * have them).  7 misses.  Left to the sweep, f1 is passed: A's search
	 * takes f3 (h, 0), and C's h misses.
	 */
	{
		static const PgRec r[] = {PM(A, 1), PM(A, 2), PM(A, 6), PM(A, 7), PREL(A),
			PLK(B, 3), PLK(C, 3), PSRF(C, 1, 0), PM(C, 3), PREL(C), PSRF(B, 2, 1),
			PLK(D, 4), PSRF(D, 3, 0), PM(D, 4), PREL(D), PM(B, 3), PREL(B), PLK(A, 5),
		PSRF(A, 3, 1), PM(A, 5), PREL(A), PH(C, 7), PFR(D, 3)};

		pg_nbuffers = 4;
		WRITE_V2P("keptelsewherefree", r);
		pg_nbuffers = 16;
		EXPECT_PG_SEARCHES("keptelsewherefree", "clocksweep", 4, pins, 7, 4, 2);
	}

	/*
	 * 15: a backend whose victim was a free buffer and whose insert found
	 * the page mapped (a collision) gives the buffer back: pg_evictor's
	 * freed record, just before the hit's (15 itself only unpins it).  3
	 * frames, clocksweep, pages a b d = 1 2 4, cold: A a f0.  B and C look
	 * up b; C's search: the free f1; C b f1.  B's: the free f2; B frees
	 * f2, hits b.  D's search for d: the free f2 again; D d f2: 3 misses,
	 * the three searches the server's victims.
	 */
	{
		static const PgRec r[] = {PM(A, 1), PREL(A), PLK(B, 2), PLK(C, 2), PSRF(C, 99, 1),
			PM(C, 2), PSRF(B, 99, 2), PFR(B, 2), PH(B, 2), PREL(B), PREL(C), PLK(D, 4),
		PSRF(D, 99, 2), PM(D, 4)};

		pg_nbuffers = 3;
		WRITE_V2P_15("freecollision", r);
		pg_nbuffers = 16;
		EXPECT_PG_SEARCHES("freecollision", "clocksweep", 3, pins, 3, 3, 3);
	}

	/*
	 * A release record unpins.  2 frames: A a f0; B b f1; A releases;
	 * C c: f0 1>0, f1 pinned (B), f0 claimed (a out); C releases; A a: f1
	 * pinned, f0 (c) 1>0, f1 passed, f0 claimed (c out).  4 misses, none
	 * pinned out.
	 * Without the release: c finds f0 (A) and f1 (B) pinned, a whole pass:
	 * pinned out, it takes f1 (b out); A a hits.  3 misses, 1 pinned out.
	 */
	{
		static const PgRec r[] = {PM(A, 1), PM(B, 2), PREL(A), PM(C, 3), PREL(C), PM(A, 1)};
		static const PgRec r2[] = {PM(A, 1), PM(B, 2), PM(C, 3), PM(A, 1)};

		WRITE_V2("release", r);
		WRITE_V2("norelease", r2);
		CHECK(pg_run("release", "clocksweep", 2, pins, &out) == 4 && out == 0,
			  "release: 4 misses, none pinned out (%llu)", (unsigned long long) out);
		CHECK(pg_run("norelease", "clocksweep", 2, pins, &out) == 3 && out == 1,
			  "norelease: 3 misses, 1 pinned out (%llu)", (unsigned long long) out);
		/*
		 * sieve: c pinned out takes its victim with pins ignored, the
		 * tail, a (f0); A a then finds b (B) and c (C) pinned: out again.
		 */
		CHECK(pg_run("norelease", "sieve", 2, pins, &out) == 4 && out == 2,
			  "norelease under sieve: 4 misses, 2 pinned out (%llu)", (unsigned long long) out);
	}
}

static void
test_pg_rings(void)
{
	SimOptions	o = SIM_OPTIONS_DEFAULT(EVICTOR_MAX_USAGE, 0);
	SimOptions	norings = o;

	norings.no_rings = true;

	/*
	 * 16 frames, so that a 2-slot ring fits (at most frames / 8).  A bulk
	 * read's ring of 2 recycles its own frames: p1: slot 1 empty, the free
	 * f0 fills it; p2: slot 0, f1; p3: slot 1, f0 (u1, unpinned: A's pin
	 * is on f1) reused, p1 out; p4: slot 0, f1 reused, p2 out.  p1, p2
	 * without the ring miss again (f2, f3): 6 misses.  No rings: 4.
	 */
	{
		static const PgRec r[] = {PRM(A, 1), PRM(A, 2), PRM(A, 3), PRM(A, 4), PM(A, 1), PM(A, 2)};

		WRITE_V2("ring", r);
		EXPECT_PG("ring", "clocksweep", 16, o, 6);
		EXPECT_PG("ring", "clocksweep", 16, norings, 4);
		/* a framework policy hears the reuse as a load: the same misses */
		EXPECT_PG("ring", "sieve", 16, o, 6);
		EXPECT_PG("ring", "arc", 16, o, 6);
		/*
		 * At 15 frames the ring has 1 slot: its frame holds A's last page,
		 * let go before the next read, so each read reuses it (p1, p2, p3
		 * out), and p1, p2 miss again: 6.
		 */
		EXPECT_PG("ring", "clocksweep", 15, o, 6);
		/* below 8 frames no ring at all: 4 */
		EXPECT_PG("ring", "clocksweep", 7, o, 4);
		/* the header says the rings are unknown: not replayed */
		write_pg("ring-unknown", 2, SIM_PG_RECORD2_SIZE, SIM_PG_COMPLETE, -1, r,
				 (int) (sizeof(r) / sizeof(r[0])));
		EXPECT_PG("ring-unknown", "clocksweep", 16, o, 4);
	}

	/*
	 * A ring slot whose frame has usage 2 is not reused: p1 slot 1 = f0;
	 * B hits p1 without a strategy (u2), releases; p2 slot 0 = f1; p3:
	 * slot 1's f0 has u2: the normal victim (free f2) fills the slot; A p1
	 * hits.  3 misses.  Had f0 been reused, p1 would miss: 4.
	 */
	{
		static const PgRec r[] = {PRM(A, 1), PH(B, 1), PREL(B), PRM(A, 2), PRM(A, 3), PM(A, 1)};

		WRITE_V2("ring-hot", r);
		EXPECT_PG("ring-hot", "clocksweep", 16, o, 3);
		EXPECT_PG("ring-hot", "sieve", 16, o, 3);
	}

	/*
	 * A pinned ring slot is not reused: B's ring hit on p1 pins f0 (and
	 * leaves u1); p3 finds slot 1's f0 pinned: f2 fills it; B p1 hits.
	 * 3 misses.  With B's release before p3, f0 (u1: the ring hit raised
	 * only 0 -> 1) is reused, p1 out, B p1 misses: 4.  The same with a
	 * plain hit (u2) and the release: not reused, 3.
	 */
	{
		static const PgRec r[] = {PRM(A, 1), PRH(B, 1), PRM(A, 2), PRM(A, 3), PH(B, 1)};
		static const PgRec r2[] = {PRM(A, 1), PRH(B, 1), PRM(A, 2), PREL(B), PRM(A, 3), PH(B, 1)};
		static const PgRec r3[] = {PRM(A, 1), PH(B, 1), PRM(A, 2), PREL(B), PRM(A, 3), PH(B, 1)};

		WRITE_V2("ring-pinned", r);
		WRITE_V2("ring-hit", r2);
		WRITE_V2("ring-plainhit", r3);
		EXPECT_PG("ring-pinned", "clocksweep", 16, o, 3);
		EXPECT_PG("ring-hit", "clocksweep", 16, o, 4);
		EXPECT_PG("ring-plainhit", "clocksweep", 16, o, 3);
	}

	/*
	 * A ring hit raises usage 0 -> 1, no more.  8 frames (rings of at
	 * most 1 slot), clocksweep, no pins.  A fills f0..f7 with p1..p8 (u1);
	 * p9: the hand takes f0..f7 to 0 and claims f0 (p1 out), hand 1.  B
	 * hits p2 (f1, u0) three times on its ring (of 1 slot): u1.  A p10:
	 * f1 (p2) 1>0, f2 claimed (p3 out).  p11..p15: f3..f7 (u0) claimed,
	 * hand 0.  p16: f0 (p9) 1>0, f1 (p2, u0) claimed: p2 out; A p2 misses.
	 * 8 + 1 + 7 + 1 = 17 misses.  Plain hits (or --no-rings): p2 at u3,
	 * 2 after p10, 1 after p16's pass, which claims f0 (p9) instead; A p2
	 * hits: 16.
	 */
	{
		SimOptions	np = o;
		SimOptions	npnr = o;
		static const PgRec r[] = {PM(A, 1), PM(A, 2), PM(A, 3), PM(A, 4), PM(A, 5), PM(A, 6),
			PM(A, 7), PM(A, 8), PM(A, 9),
			{B, 2, SIM_PG_HIT, 1, 1, 1, SIM_PG_NO_CPU, 0, 0},
			{B, 2, SIM_PG_HIT, 1, 1, 1, SIM_PG_NO_CPU, 0, 0},
			{B, 2, SIM_PG_HIT, 1, 1, 1, SIM_PG_NO_CPU, 0, 0},
		PM(A, 10), PM(A, 11), PM(A, 12), PM(A, 13), PM(A, 14), PM(A, 15), PM(A, 16), PM(A, 2)};

		np.no_pins = true;
		npnr.no_pins = true;
		npnr.no_rings = true;
		WRITE_V2("ring-zero", r);
		EXPECT_PG("ring-zero", "clocksweep", 8, np, 17);
		EXPECT_PG("ring-zero", "clocksweep", 8, npnr, 16);
	}
}

static void
test_pg_batch_partitions(void)
{
	SimOptions	np = SIM_OPTIONS_DEFAULT(EVICTOR_MAX_USAGE, 0);
	SimOptions	b2,
				k2;

	np.no_pins = true;
	b2 = np;
	b2.sweep_batch = 2;
	k2 = np;
	k2.partitions = 2;

	/*
	 * Sweep batches, 4 frames, clocksweep, no pins.  A p1, B p2, A p3, B p4
	 * fill f0..f3 (u1).  B = 1: A p5: f0..f3 1>0, f0 claimed (p1 out), hand
	 * 1; B p6: f1 claimed (p2 out); A p2 misses (f2).  7 misses.
	 * B = 2: A p5 claims positions 0, 1 (f0, f1 1>0), then 2, 3 (f2, f3
	 * 1>0), then 4, 5 (folds the hand to 2): position 4 is f0, claimed (p1
	 * out); A keeps position 5.  B p6 claims 2, 3: f2 (u0) claimed (p3
	 * out).  A p2 hits.  6 misses.
	 */
	{
		static const PgRec r[] = {PM(A, 1), PM(B, 2), PM(A, 3), PM(B, 4), PM(A, 5), PM(B, 6), PM(A, 2)};

		WRITE_V2("batch", r);
		EXPECT_PG("batch", "clocksweep", 4, np, 7);
		EXPECT_PG("batch", "clocksweep", 4, b2, 6);
		/* the server refuses a batch for a framework policy: so does this */
		EXPECT_PG("batch", "sieve", 4, b2, -3);
	}

	/*
	 * Partitions, K = 2 over 4 frames: [f0, f1], [f2, f3].  Homes by CPU
	 * (evictor_emulated_home: cpu mod 2).  A = 11 and B = 12 as process
	 * numbers.
	 * CPUs 0 and 2: both at home in 0.  A p1 f0, A p2 f1; B p3: home full,
	 * a free frame elsewhere first: f2; B p4 f3.  A p5: home 0's sweep: f0,
	 * f1 1>0, f0 claimed (p1 out); B p6: f1 (u0) claimed (p2 out); A p3
	 * hits.  6 misses (one pool: the same, 6).
	 * CPUs 1 and 0: A at home in 1, B in 0.  A p1 f2, A p2 f3, B p3 f0,
	 * B p4 f1.  A p5: partition 1: f2, f3 1>0, f2 claimed (p1 out), its hand
	 * 1; B p6: partition 0: f0 claimed after the pass (p3 out); A p3
	 * misses: partition 1's f3 (u0) claimed.  7 misses.
	 * CPUs unknown: the process numbers, 11 (A) in 1, 12 (B) in 0: 7.
	 */
	{
		static const PgRec r02[] = {PMC(A, 1, 0), PMC(A, 2, 0), PMC(B, 3, 2), PMC(B, 4, 2),
		PMC(A, 5, 0), PMC(B, 6, 2), PH(A, 3)};
		static const PgRec r10[] = {PMC(A, 1, 1), PMC(A, 2, 1), PMC(B, 3, 0), PMC(B, 4, 0),
		PMC(A, 5, 1), PMC(B, 6, 0), PH(A, 3)};
		static const PgRec rnone[] = {PM(A, 1), PM(A, 2), PM(B, 3), PM(B, 4),
		PM(A, 5), PM(B, 6), PH(A, 3)};
		static const PgRec r02b[] = {PMC(B, 1, 0), PMC(B, 2, 0), PMC(A, 3, 2), PMC(A, 4, 2),
		PMC(B, 5, 0), PMC(A, 6, 2), PH(B, 3)};

		WRITE_V2("part02", r02);
		WRITE_V2("part10", r10);
		WRITE_V2("partnone", rnone);
		WRITE_V2("part02b", r02b);
		EXPECT_PG("part02", "clocksweep", 4, np, 6);
		EXPECT_PG("part02", "clocksweep", 4, k2, 6);
		EXPECT_PG("part10", "clocksweep", 4, k2, 7);
		EXPECT_PG("partnone", "clocksweep", 4, k2, 7);
		/* the CPU decides, not the process number: swapped backends, 6 */
		EXPECT_PG("part02b", "clocksweep", 4, k2, 6);
		/* a framework policy, one instance per partition: sieve, the same */
		EXPECT_PG("part10", "sieve", 4, k2, 7);
		EXPECT_PG("part02", "sieve", 4, k2, 6);
	}
}

/*
 * Hits in batches (--hit-batch, hitqueue.h), lru, no pins, 2 frames.
 * "late": A p1 f0, A p2 f1, A hits p1, B p3, A p1.  At once: the hit
 * makes p1 the most recent, B's p3 evicts p2, A's p1 hits: 3 misses.
 * Batch 2: A's hit waits in A's queue; B's miss commits B's queue (empty),
 * so p1 is still the least recent and goes; A's p1 misses, its own victim
 * search commits A's queue first: the hit names f0, which holds p3 now:
 * stale, dropped; p2 goes.  4 misses.  Batch 1 commits at each hit: 3.
 * "own": the same but A misses p3 itself: A's victim search commits A's
 * hit first, p2 goes and p1 hits: 3 misses, batched or not.
 */
static void
test_pg_hit_batch(void)
{
	SimOptions	o = SIM_OPTIONS_DEFAULT(EVICTOR_MAX_USAGE, 0);
	SimOptions	b1,
				b2;
	SimStats	st = {0};
	enum
	{
		N = 2000
	};
	static uint64_t ids[N];
	static PgRec r[N];
	static const char *const hearing[] = {"lru", "arc", "lru2", "wtinylfu", "lirs"};
	int			wrong = 0,
				leaked = 0;

	o.no_pins = true;
	b1 = o;
	b1.hit_batch = 1;
	b2 = o;
	b2.hit_batch = 2;
	{
		static const PgRec late[] = {PM(A, 1), PM(A, 2), PH(A, 1), PM(B, 3), PM(A, 1)};
		static const PgRec own[] = {PM(A, 1), PM(A, 2), PH(A, 1), PM(A, 3), PM(A, 1)};

		WRITE_V2("hb_late", late);
		WRITE_V2("hb_own", own);
		EXPECT_PG("hb_late", "lru", 2, o, 3);
		EXPECT_PG("hb_late", "lru", 2, b1, 3);
		CHECK(pg_run_stats("hb_late", "lru", 2, b2, &st) == 4 &&
			  st.hits_stale == 1 && st.hits_committed == 0 && st.hits_unheard == 0,
			  "hb_late, lru, batch 2: 4 misses, the hit stale (%llu committed, %llu stale, %llu unheard)",
			  (unsigned long long) st.hits_committed, (unsigned long long) st.hits_stale,
			  (unsigned long long) st.hits_unheard);
		EXPECT_PG("hb_own", "lru", 2, o, 3);
		EXPECT_PG("hb_own", "lru", 2, b2, 3);
	}

	/*
	 * Random traces of four backends: batch 1 is the policy hearing each
	 * hit at once; with batch 8 every replayed hit is committed, stale or
	 * still queued at the end.
	 */
	for (int round = 0; round < 3; round++)
	{
		uint32_t	objects = 30 + 40 * round;

		random_trace(ids, N, objects);
		for (int i = 0; i < N; i++)
			r[i] = (PgRec) PH((uint32_t) (ids[i] % 4), (uint32_t) ids[i]);
		write_pg("hb_random", 2, SIM_PG_RECORD2_SIZE, SIM_PG_COMPLETE, -1, r, N);
		for (int h = 0; h < 5; h++)
			for (uint32_t fr = 2; fr < objects; fr += 1 + fr / 2)
			{
				SimOptions	b8 = o;
				int64_t		want = pg_run("hb_random", hearing[h], fr, o, NULL);
				int64_t		got = pg_run("hb_random", hearing[h], fr, b1, NULL);
				int64_t		m8;

				if (got != want && wrong++ < 5)
					printf("%s at %u frames: batch 1 %lld, at once %lld\n", hearing[h], fr,
						   (long long) got, (long long) want);
				b8.hit_batch = 8;
				memset(&st, 0, sizeof(st));
				m8 = pg_run_stats("hb_random", hearing[h], fr, b8, &st);
				if ((m8 < 0 ||
					 st.hits_committed + st.hits_stale + st.hits_unheard != (uint64_t) (N - m8)) &&
					leaked++ < 5)
					printf("%s at %u frames, batch 8: %lld misses, %llu + %llu + %llu hits\n",
						   hearing[h], fr, (long long) m8,
						   (unsigned long long) st.hits_committed,
						   (unsigned long long) st.hits_stale,
						   (unsigned long long) st.hits_unheard);
			}
	}
	CHECK(wrong == 0, "hit batch 1 differs from hits at once %d times", wrong);
	CHECK(leaked == 0, "batch 8: hits not accounted for %d times", leaked);
}

/*
 * One backend, no pins, no rings, one pool: the replay must give what the
 * oracleGeneral path gives on the same pages, for every policy.
 */
static void
test_pg_same_as_ids(void)
{
	enum
	{
		N = 3000
	};
	static uint64_t ids[N];
	static PgRec r[N];
	SimOptions	o = SIM_OPTIONS_DEFAULT(EVICTOR_MAX_USAGE, 0);
	int			wrong = 0;

	o.no_pins = true;
	for (int round = 0; round < 3; round++)
	{
		uint32_t	objects = 40 + 60 * round;
		SimTrace	t;

		random_trace(ids, N, objects);
		for (int i = 0; i < N; i++)
			r[i] = (PgRec) PM(A, (uint32_t) ids[i]);
		write_pg("same", 2, SIM_PG_RECORD2_SIZE, SIM_PG_COMPLETE, -1, r, N);
		if (sim_trace_from_ids(ids, N, &t) != 0)
		{
			CHECK(0, "out of memory");
			return;
		}
		/* the replay keys a page by its tag, as the server: give the ids those keys */
		{
			SimTrace	pt;
			char		err[512];

			if (sim_trace_read(pg_path("same"), &pt, err, sizeof(err)) != 0 ||
				pt.nobjects != t.nobjects)
			{
				CHECK(0, "same: %s", err);
				sim_trace_free(&t);
				return;
			}
			t.obj_key = pt.obj_key;
			pt.obj_key = NULL;
			sim_trace_free(&pt);
		}
		for (const SimPolicy *p = sim_policy_list(); p->name; p++)
			for (uint32_t fr = 1; fr < objects; fr += 1 + fr / 2)
			{
				int64_t		want = run_on(p, &t, fr);
				int64_t		got = pg_run("same", p->name, fr, o, NULL);

				if (got != want && wrong++ < 5)
					printf("%s at %u frames: replay %lld, ids %lld\n", p->name, fr,
						   (long long) got, (long long) want);
			}
		sim_trace_free(&t);
	}
	CHECK(wrong == 0, "a one-backend replay without pins differs from the ids' %d times", wrong);
}

/*
 * A state block (kind 8) restores a policy exactly: for each policy that
 * has no restore() (its state is more than queues), a random trace run
 * whole, A then B, counting B's misses, against a trace that starts with
 * the pool and the policy's block as they were after A (computed here by
 * running the routine itself over A, keyed as the server keys tags) and
 * holds B alone.  One backend, no pins: the replay is then routine.c's
 * loop (test_pg_same_as_ids), so the two must agree to the miss.
 */
static void
put_rec(FILE *f, uint64_t seq, const uint32_t w[4], uint8_t kind, uint8_t flags,
		uint32_t ring, uint16_t ring_size)
{
	unsigned char rec[SIM_PG_RECORD2_SIZE] = {0};

	put_le(rec, seq, 8);
	for (int i = 0; i < 4; i++)
		put_le(rec + 8 + 4 * i, w[i], 4);
	rec[25] = kind;
	rec[27] = flags;
	put_le(rec + 28, 1, 4);
	put_le(rec + 32, ring, 4);
	put_le(rec + 36, ring_size, 2);
	put_le(rec + 38, SIM_PG_NO_CPU, 2);
	fwrite(rec, 1, sizeof(rec), f);
}

/* a trace's header for n records of format 2 at F buffers, then put_rec */
static FILE *
open_raw(const char *name, uint64_t n, uint32_t nbuffers)
{
	FILE	   *f = fopen(pg_path(name), "wb");
	unsigned char head[SIM_PG_HEADER_SIZE] = {0};

	if (f == NULL)
		return NULL;
	memcpy(head, SIM_PG_MAGIC, 8);
	put_le(head + 8, 2, 4);
	put_le(head + 12, SIM_PG_RECORD2_SIZE, 4);
	put_le(head + 16, 170000, 4);
	put_le(head + 20, 8192, 4);
	put_le(head + 24, nbuffers, 4);
	put_le(head + 28, SIM_PG_COMPLETE | SIM_PG_RINGS, 4);
	put_le(head + 32, n, 8);
	fwrite(head, 1, sizeof(head), f);
	return f;
}

static void
test_pg_state_restore(void)
{
	enum
	{
		NA = 2000,
		NB = 2000,
		OBJECTS = 48,
		F = 16
	};
	static uint64_t ids[NA + NB];
	static PgRec r[NA + NB];
	SimOptions	o = SIM_OPTIONS_DEFAULT(EVICTOR_MAX_USAGE, NA);
	SimOptions	o0 = SIM_OPTIONS_DEFAULT(EVICTOR_MAX_USAGE, 0);
	int			tested = 0;

	o.no_pins = o0.no_pins = true;
	pg_nbuffers = F;
	random_trace(ids, NA + NB, OBJECTS);
	for (int i = 0; i < NA + NB; i++)
		r[i] = (PgRec) PM(A, (uint32_t) ids[i]);
	write_pg("stwhole", 2, SIM_PG_RECORD2_SIZE, SIM_PG_COMPLETE, -1, r, NA + NB);

	for (int pi = 0; pi < evictor_nroutines; pi++)
	{
		const EvictorRoutine *rt = evictor_routines[pi];
		double		params[EVICTOR_MAX_PARAMS];
		SimTrace	t;
		char		err[512];
		void	   *state;
		size_t		size;
		uint32_t	usage[F],
					owner[F],
					used = 0;
		uint32_t   *where;
		int64_t		want,
					got;
		SimStats	st = {0};
		FILE	   *f;
		uint64_t	seq = 0;
		EvictorHost host = sim_usage_host(usage);

		if (rt->builtin >= 0 || rt->restore != NULL)
			continue;
		if (sim_trace_read(pg_path("stwhole"), &t, err, sizeof(err)) != 0)
		{
			CHECK(0, "stwhole: %s", err);
			return;
		}
		for (int i = 0; i < rt->nparams; i++)
			params[i] = rt->param_defaults[i];
		size = rt->state_size(F, params);
		state = aligned_alloc(8, (size + 7) & ~(size_t) 7);
		where = malloc(sizeof(uint32_t) * t.nobjects);
		if (state == NULL || where == NULL)
		{
			CHECK(0, "out of memory");
			return;
		}
		memset(state, 0, size);
		rt->init(state, F, params);
		for (uint32_t x = 0; x < t.nobjects; x++)
			where[x] = UINT32_MAX;

		/* A, as routine.c runs it: the pool and the state after A */
		for (int i = 0; i < NA; i++)
		{
			uint32_t	x = t.obj[i];
			uint32_t	id = where[x];
			EvictorFrameState cs;
			int64_t		v;

			if (id != UINT32_MAX)
			{
				if (usage[id] < EVICTOR_MAX_USAGE)
					usage[id]++;
				if (rt->on_hit)
					rt->on_hit(state, id);
				continue;
			}
			if (used < F)
				id = used++;
			else
			{
				if (rt->on_miss)
					rt->on_miss(state, t.obj_key[x]);
				v = rt->victim(state, &host, &cs);
				if (v < 0 || v >= F)
				{
					CHECK(0, "%s: no victim", rt->name);
					break;
				}
				id = (uint32_t) v;
				where[owner[id]] = UINT32_MAX;
			}
			owner[id] = x;
			where[x] = id;
			usage[id] = 1;
			rt->on_load(state, id, t.obj_key[x]);
		}

		/* the trace of B, starting with that pool and block */
		f = open_raw("stsnap", used + 1 + (size + 15) / 16 + NB, F);
		if (f != NULL)
		{
			for (uint32_t id = 0; id < used; id++)
			{
				uint32_t	w[4] = {1663, 5, 16384, (uint32_t) ids[0]};

				/* object x is the page of its first request */
				for (int i = 0; i < NA; i++)
					if (t.obj[i] == owner[id])
					{
						w[3] = (uint32_t) ids[i];
						break;
					}
				put_rec(f, seq++, w, SIM_PG_RESIDENT, 0, id, (uint16_t) usage[id]);
			}
			{
				uint32_t	w[4] = {(uint32_t) size, (uint32_t) ((uint64_t) size >> 32),
				(uint32_t) pi, 0};

				put_rec(f, seq++, w, SIM_PG_STATE, SIM_PG_STATE_HEAD, F, 0);
			}
			for (size_t off = 0; off < size; off += 16)
			{
				uint32_t	w[4] = {0, 0, 0, 0};

				memcpy(w, (char *) state + off, size - off < 16 ? size - off : 16);
				put_rec(f, seq++, w, SIM_PG_STATE, 0, (uint32_t) off, 0);
			}
			for (int i = NA; i < NA + NB; i++)
			{
				uint32_t	w[4] = {1663, 5, 16384, (uint32_t) ids[i]};

				put_rec(f, seq++, w, SIM_PG_MISS, 0, 0, 0);
			}
			fclose(f);
		}
		want = pg_run("stwhole", rt->name, F, o, NULL);
		got = pg_run_stats("stsnap", rt->name, F, o0, &st);
		CHECK(want >= 0 && got == want && st.state_parts == 1 && st.state_bytes == size,
			  "%s restored from its state block: %lld misses of B, whole %lld (%u blocks, %llu bytes)",
			  rt->name, (long long) got, (long long) want, st.state_parts,
			  (unsigned long long) st.state_bytes);
		tested++;
		free(state);
		free(where);
		sim_trace_free(&t);
	}
	CHECK(tested >= 4, "%d policies restored from a state block", tested);
	pg_nbuffers = 16;
}

/* read the pg trace `name`: expect success, or failure with `want` */
static void
expect_pg_read(const char *name, const char *want)
{
	SimTrace	t;
	char		err[512] = "";
	int			rc = sim_trace_read(pg_path(name), &t, err, sizeof(err));

	if (want)
		CHECK(rc != 0 && strstr(err, want) != NULL, "%s: want an error with \"%s\", got rc %d \"%s\"",
			  name, want, rc, err);
	else
		CHECK(rc == 0, "%s: %s", name, err);
	if (rc == 0)
		sim_trace_free(&t);
}

/* state records the reader refuses, and a block cut short (not used) */
static void
test_pg_state_reader(void)
{
	uint32_t	page[4] = {1663, 5, 16384, 7};
	uint32_t	zero[4] = {0, 0, 1, 0};
	uint32_t	head[4] = {0, 0, 0, 0};
	uint32_t	piece[4] = {1, 2, 3, 4};
	const EvictorRoutine *lru2 = evictor_routine_by_name("lru2");
	double		params[EVICTOR_MAX_PARAMS];
	size_t		size,
				pieces;
	SimOptions	o = SIM_OPTIONS_DEFAULT(EVICTOR_MAX_USAGE, 0);
	SimStats	st = {0};
	FILE	   *f;
	int64_t		m;

	if ((f = open_raw("st_zero", 2, 16)) != NULL)
	{
		put_rec(f, 0, zero, SIM_PG_STATE, SIM_PG_STATE_HEAD, 16, 0);
		put_rec(f, 1, page, SIM_PG_MISS, 0, 0, 0);
		fclose(f);
	}
	expect_pg_read("st_zero", "a state block of 0 bytes");
	if ((f = open_raw("st_orphan", 2, 16)) != NULL)
	{
		put_rec(f, 0, piece, SIM_PG_STATE, 0, 0, 0);
		put_rec(f, 1, page, SIM_PG_MISS, 0, 0, 0);
		fclose(f);
	}
	expect_pg_read("st_orphan", "a piece of a state block out of order");
	/*
	 * lru2's block at 16 frames announced, its last piece missing: read,
	 * but the replay adopts the pool
	 */
	for (int i = 0; i < lru2->nparams; i++)
		params[i] = lru2->param_defaults[i];
	size = lru2->state_size(16, params);
	head[0] = (uint32_t) size;
	head[2] = (uint32_t) evictor_routine_index(lru2);
	pieces = (size + 15) / 16 - 1;
	if ((f = open_raw("st_cut", pieces + 2, 16)) != NULL)
	{
		put_rec(f, 0, head, SIM_PG_STATE, SIM_PG_STATE_HEAD, 16, 0);
		for (size_t k = 0; k < pieces; k++)
			put_rec(f, 1 + k, piece, SIM_PG_STATE, 0, (uint32_t) (16 * k), 0);
		put_rec(f, pieces + 1, page, SIM_PG_MISS, 0, 0, 0);
		fclose(f);
	}
	expect_pg_read("st_cut", NULL);
	m = pg_run_stats("st_cut", "lru2", 16, o, &st);
	CHECK(m == 1 && st.state_parts == 0, "a block cut short is not restored: %lld misses, %u blocks",
		  (long long) m, st.state_parts);
}

static void
test_pg_reader(void)
{
	SimTrace	t;
	char		err[512];
	SimOptions	o = SIM_OPTIONS_DEFAULT(EVICTOR_MAX_USAGE, 0);
	uint64_t	out = 99;

	/*
	 * Format 1: 32-byte records, no releases, no rings.  Pages by tag: p1
	 * of fork 0 and of fork 1 are two objects.  Backends 7 and 9.
	 *	7 p1 miss, 9 p2 miss, 7 p1 hit, 7 p3 extend, 9 p1 (fork 1) miss.
	 * 5 requests, 4 objects, 2 backends; the server's own misses 4, 3
	 * after a warm-up of 1.
	 * Replay at 2 frames, clocksweep, pins: p1 f0 (7: f0), p2 f1 (9: f1),
	 * p1 hit, held by 7: u1; p3 (7 lets f0 go): f0 1>0, f1 pinned (9), f0
	 * claimed (p1 out; 7: f0); p1 fork 1, a map's page (9 keeps its heap
	 * page f1 under it): f1 and f0 pinned, a whole pass: pinned out.  4
	 * misses, 1 pinned out.  Without
	 * pins: p3: f0 2>1, f1 1>0, f0 1>0, f1 claimed (p2 out); p1/1: f0 (p1,
	 * u0) claimed: 4.
	 */
	{
		PgRec		r[] = {{7, 1, SIM_PG_MISS, 0, 0, 0, 0, 0, 0}, {9, 2, SIM_PG_MISS, 0, 0, 0, 0, 0, 0},
			{7, 1, SIM_PG_HIT, 0, 0, 0, 0, 0, 0}, {7, 3, SIM_PG_EXTEND, 0, 0, 0, 0, 0, 0},
		{9, 1, SIM_PG_MISS, 0, 0, 0, 0, 1, 0}};
		SimOptions	np = o;

		np.no_pins = true;
		write_pg("v1", 1, SIM_PG_RECORD1_SIZE, SIM_PG_COMPLETE, -1, r, 5);
		if (sim_trace_read(pg_path("v1"), &t, err, sizeof(err)) == 0)
		{
			CHECK(t.format == 1 && t.n == 5 && t.nobjects == 4 && t.nbackends == 2 &&
				  t.nevents == 0 && t.nbuffers == 16,
				  "v1: format %u, %llu requests, %u objects, %u backends",
				  t.format, (unsigned long long) t.n, t.nobjects, t.nbackends);
			CHECK(t.backend_number[t.backend[0]] == 7 && t.backend_number[t.backend[1]] == 9 &&
				  t.obj[0] == t.obj[2] && t.obj[4] != t.obj[0] && !sim_trace_has_rings(&t),
				  "v1: backends, tags, no rings");
			CHECK(sim_trace_server_misses(&t, 0) == 4 && sim_trace_server_misses(&t, 1) == 3,
				  "v1: the server's misses 4, 3 after 1");
			sim_trace_free(&t);
		}
		else
			CHECK(0, "v1: %s", err);
		CHECK(pg_run("v1", "clocksweep", 2, o, &out) == 4 && out == 1,
			  "v1 clocksweep at 2 frames: 4 misses, 1 pinned out (%llu)", (unsigned long long) out);
		EXPECT_PG("v1", "clocksweep", 2, np, 4);

		/* malformed */
		write_pg("v1-open", 1, SIM_PG_RECORD1_SIZE, 0, -1, r, 5);
		expect_pg_read("v1-open", "was not stopped");
		write_pg("v1-size", 1, SIM_PG_RECORD2_SIZE, SIM_PG_COMPLETE, -1, r, 5);
		expect_pg_read("v1-size", "format 1 with 40-byte records");
		write_pg("v3", 3, SIM_PG_RECORD2_SIZE, SIM_PG_COMPLETE, -1, r, 5);
		expect_pg_read("v3", "trace format 3");
		write_pg("v1-count", 1, SIM_PG_RECORD1_SIZE, SIM_PG_COMPLETE, 6, r, 5);
		expect_pg_read("v1-count", "5 records, the header says 6");
		write_pg("v2-partial", 2, SIM_PG_RECORD2_SIZE, SIM_PG_COMPLETE, -1, r, 5);
		{
			FILE	   *f = fopen(pg_path("v2-partial"), "ab");

			if (f)
			{
				fwrite("xyz", 1, 3, f);
				fclose(f);
			}
		}
		expect_pg_read("v2-partial", "a partial record");
		write_pg("v2-short", 2, SIM_PG_RECORD2_SIZE, SIM_PG_COMPLETE, -1, r, 0);
		expect_pg_read("v2-short", "no hit, miss or extend");
		{
			FILE	   *f = fopen(pg_path("header-cut"), "wb");

			if (f)
			{
				fwrite(SIM_PG_MAGIC "\0abcdefgh", 1, 16, f);
				fclose(f);
			}
		}
		expect_pg_read("header-cut", "too short for a pg_evictor trace header");
	}

	/* a release is format 2's: an unknown kind in format 1 */
	{
		static const PgRec r[] = {PM(A, 1), PREL(A), PM(A, 2)};

		write_pg("v1-release", 1, SIM_PG_RECORD1_SIZE, SIM_PG_COMPLETE, -1, r, 3);
		expect_pg_read("v1-release", "unknown kind 4");
	}

	/*
	 * Format 2: releases are events, not requests, placed before the
	 * request they precede; rings dense per (backend, ring number).
	 */
	{
		static const PgRec r[] = {PREL(A), PRM(A, 1), PREL(B), PREL(A), PRM(B, 2),
			{A, 3, SIM_PG_MISS, 1, 2, 2, SIM_PG_NO_CPU, 0, 0}, PH(A, 1), PREL(A)};

		WRITE_V2("v2", r);
		if (sim_trace_read(pg_path("v2"), &t, err, sizeof(err)) == 0)
		{
			CHECK(t.format == 2 && t.n == 4 && t.nevents == 4 && t.events[0].at == 0 &&
				  t.events[1].at == 1 && t.events[2].at == 1 && t.events[3].at == 4 &&
				  t.backend_number[t.events[1].backend] == B &&
				  t.events[1].kind == SIM_PG_RELEASE && t.events[0].req == 0 &&
				  t.events[1].req == 1 && t.events[2].req == 2 && t.events[3].req == 4,
				  "v2: 4 requests, releases before 0, 1, 1 and after all, each with "
				  "its backend's next request");
			CHECK(t.nrings == 3 && t.ring[0] != t.ring[1] && t.ring[0] != t.ring[2] &&
				  t.ring[1] != t.ring[2] && t.ring[0] && t.ring[3] == 0 &&
				  t.ring_slots[t.ring[0]] == 2 && t.strategy[0] == 1 && sim_trace_has_rings(&t),
				  "v2: 3 rings: (A, 1), (B, 1), (A, 2)");
			sim_trace_free(&t);
		}
		else
			CHECK(0, "v2: %s", err);
	}

	/*
	 * The warm-up counts requests, not releases: "release" (A a, B b,
	 * release, B c, A a) after 2 requests: c and a, 2 misses.
	 */
	{
		SimOptions	w = SIM_OPTIONS_DEFAULT(EVICTOR_MAX_USAGE, 2);

		EXPECT_PG("release", "clocksweep", 2, w, 2);
	}
}

/*
 * A trace that begins with the pool (kinds 5 and 6): the replay starts from
 * it at the trace's nbuffers, cold with --cold or at another size.
 */
static void
test_pg_snapshot(void)
{
	SimOptions	o = SIM_OPTIONS_DEFAULT(EVICTOR_MAX_USAGE, 0);
	SimOptions	cold = o;

	cold.cold = true;
	pg_nbuffers = 4;

	/*
	 * clocksweep, 4 frames, one backend A (pages 1..6 are a..f).  The pool:
	 * f0 a u1, f1 b u0, f2 c u2, f3 d u0; the hand at f2.
	 *	e: f2 c 2>1, f3 d u0 claimed: e in f3, hand 0.  a: hit, u2.
	 *	f: f0 pinned (A's a) passed, f1 b u0 claimed: f in f1, hand 2.
	 *	b: f2 c 1>0, f3 e 1>0, f0 a 2>1, f1 pinned (own), f2 c claimed: b in
	 *	f2, hand 3.  d: f3 e u0 claimed, hand 0.  c: f0 a 1>0, f1 f 1>0, f2
	 *	b 1>0, f3 pinned, f0 claimed.
	 *	5 misses of 6 (a hits).
	 * With the hand at f0 instead, e takes f1 (b), f takes f3 (d), b takes
	 * f0 (a), d takes f1 (e): c stays and hits: 4.  Cold: e, a, f, b fill
	 * f0..f3, d and c miss: 6.  At 5 frames the snapshot is ignored: the
	 * five pages fill the frames, c misses: 6 (the snapshot would keep b).
	 */
	{
		static const PgRec r[] = {PRES(1, 0, 1), PRES(2, 1, 0), PRES(3, 2, 2), PRES(4, 3, 0),
			PHAND(0, 2),
		PM(A, 5), PH(A, 1), PM(A, 6), PM(A, 2), PM(A, 4), PM(A, 3)};
		static const PgRec r0[] = {PRES(1, 0, 1), PRES(2, 1, 0), PRES(3, 2, 2), PRES(4, 3, 0),
			PHAND(0, 0),
		PM(A, 5), PH(A, 1), PM(A, 6), PM(A, 2), PM(A, 4), PM(A, 3)};
		SimTrace	t;
		char		err[512];

		WRITE_V2("snap", r);
		WRITE_V2("snap0", r0);
		EXPECT_PG("snap", "clocksweep", 4, o, 5);
		EXPECT_PG("snap0", "clocksweep", 4, o, 4);
		EXPECT_PG("snap", "clocksweep", 4, cold, 6);
		EXPECT_PG("snap", "clocksweep", 5, o, 6);
		EXPECT_PG("snap", "clocksweep", 5, cold, 6);
		/* the snapshot is no request: 6 of them, and the server's misses */
		CHECK(sim_trace_read(pg_path("snap"), &t, err, sizeof(err)) == 0 &&
			  t.n == 6 && t.nresident == 4 && t.nhands == 1 && t.hand_frame[0] == 2 &&
			  t.resident_usage[2] == 2 && t.resident_frame[3] == 3 && t.nbackends == 1 &&
			  sim_trace_server_misses(&t, 0) == 5,
			  "snap read: %llu requests, %u resident, %u hands", (unsigned long long) t.n,
			  t.nresident, t.nhands);
		sim_trace_free(&t);
	}

	/*
	 * sieve adopts the pool as the server's host does: on_load of f0..f3 in
	 * order, f0 at the tail, usage counts kept.  The pool: f0 a u2, f1 b u0,
	 * f2 c u1, f3 d u3.
	 *	e: f0 a visited, cleared to 1; f1 b unvisited: e in f1 (queue f0 f2
	 *	f3 f1), the hand at f2.  b: f2 c u1 claimed: b in f2, the hand at f3.
	 *	a: hit, u2.  c: f3 d visited, cleared; f1 e u1 claimed.
	 *	3 misses of 4.  Cold: 4.  Without adoption sieve would find no
	 *	victim; without the usage counts e would take f0 (a) and a miss.
	 */
	{
		static const PgRec r[] = {PRES(1, 0, 2), PRES(2, 1, 0), PRES(3, 2, 1), PRES(4, 3, 3),
			PHAND(0, 2),
		PM(A, 5), PM(A, 2), PH(A, 1), PM(A, 3)};

		WRITE_V2("snapsieve", r);
		EXPECT_PG("snapsieve", "sieve", 4, o, 3);
		EXPECT_PG("snapsieve", "sieve", 4, cold, 4);
	}

	/*
	 * arc restored from its queues, its target p first (as the server
	 * writes it, before the queues): f0 a, f1 b in T1 (a oldest), f2 c, f3
	 * d in T2 (c oldest).  e: with p = 2, |T1| = 2 is not above p, T2's
	 * oldest goes (c), and a hits: 1 miss; with p = 0, T1's oldest (a)
	 * goes and a misses: 2.
	 */
	for (int pv = 0; pv <= 2; pv += 2)
	{
		double		p = pv;
		uint64_t	bits;
		uint32_t	arc = (uint32_t) evictor_routine_index(evictor_routine_by_name("arc"));
		FILE	   *f = open_raw(pv ? "arcp2" : "arcp0", 11, 4);
		uint64_t	seq = 0;

		memcpy(&bits, &p, sizeof(bits));
		if (f == NULL)
			continue;
		for (uint32_t pg = 1; pg <= 4; pg++)
			put_rec(f, seq++, (const uint32_t[4]) {1663, 5, 16384, pg}, SIM_PG_RESIDENT, 0, pg - 1, 1);
		put_rec(f, seq++, (const uint32_t[4]) {(uint32_t) bits, (uint32_t) (bits >> 32), arc, 0},
				SIM_PG_QUEUE, 0, SIM_PG_GHOST, SIM_PG_QUEUE_TARGET);
		for (uint32_t pg = 1; pg <= 4; pg++)
			put_rec(f, seq++, (const uint32_t[4]) {0, 0, arc, 0}, SIM_PG_QUEUE, 0, pg - 1,
					pg <= 2 ? 0 : 1);
		put_rec(f, seq++, (const uint32_t[4]) {1663, 5, 16384, 5}, SIM_PG_MISS, 0, 0, 0);
		put_rec(f, seq++, (const uint32_t[4]) {1663, 5, 16384, 1}, SIM_PG_MISS, 0, 0, 0);
		fclose(f);
		EXPECT_PG(pv ? "arcp2" : "arcp0", "arc", 4, o, pv ? 1 : 2);
	}

	/*
	 * A freed record (a dropped relation's buffer) frees the replay's frame
	 * of that page, first on the free list.  3 frames: a f0 u1, b f1 u0, d
	 * f2 u0, the hand at f1; f0 freed (a dropped).  c takes f0, b and d
	 * hit: 1 miss.  Without (--no-frees): c takes f1 (b out), b f2 (d out),
	 * d f0 (a 1>0, c 1>0, b 1>0, a out): 3.
	 */
	{
		SimOptions	nofrees = o;
		SimStats	st = {0};
		FILE	   *f = open_raw("freed", 9, 3);
		static const uint32_t usage[] = {1, 0, 0};
		static const uint32_t page[] = {1, 2, 4};
		uint64_t	seq = 0;

		nofrees.no_frees = true;
		if (f != NULL)
		{
			for (uint32_t k = 0; k < 3; k++)
				put_rec(f, seq++, (const uint32_t[4]) {1663, 5, 16384, page[k]}, SIM_PG_RESIDENT, 0,
						k, (uint16_t) usage[k]);
			put_rec(f, seq++, (const uint32_t[4]) {0, 0, 0, 0}, SIM_PG_HAND, 0, 1, 0);
			put_rec(f, seq++, (const uint32_t[4]) {0, 0, 0, 0}, SIM_PG_FREED, 0, 0, 0);
			put_rec(f, seq++, (const uint32_t[4]) {1663, 5, 16384, 3}, SIM_PG_MISS, 0, 0, 0);
			put_rec(f, seq++, (const uint32_t[4]) {1663, 5, 16384, 2}, SIM_PG_HIT, 0, 0, 0);
			put_rec(f, seq++, (const uint32_t[4]) {1663, 5, 16384, 4}, SIM_PG_HIT, 0, 0, 0);
			put_rec(f, seq++, (const uint32_t[4]) {1663, 5, 16384, 2}, SIM_PG_HIT, 0, 0, 0);
			fclose(f);
		}
		pg_nbuffers = 3;
		CHECK(pg_run_stats("freed", "clocksweep", 3, o, &st) == 1 && st.dropped == 1,
			  "freed: 1 miss, 1 page dropped (%llu)", (unsigned long long) st.dropped);
		EXPECT_PG("freed", "clocksweep", 3, nofrees, 3);
		EXPECT_PG("freed", "sieve", 3, o, 1);
	}
	pg_nbuffers = 16;
}

static void
test_pgtrace(void)
{
	if (mkdtemp(pgdir) == NULL)
	{
		CHECK(0, "mkdtemp");
		return;
	}
	test_pg_pins();
	test_pg_rings();
	test_pg_batch_partitions();
	test_pg_hit_batch();
	test_pg_same_as_ids();
	test_pg_state_restore();
	test_pg_state_reader();
	test_pg_reader();
	test_pg_snapshot();
	{
		char		cmd[300];

		snprintf(cmd, sizeof(cmd), "rm -rf %s", pgdir);
		if (system(cmd) != 0)
			printf("could not remove %s\n", pgdir);
	}
}

int
main(void)
{
	test_hand_worked();
	test_random();
	test_warmup();
	test_classes();
	test_reader();
	test_pgtrace();
	printf("test_sim: %d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}
