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
#include "sim/sim.h"

#include "check.h"

static const SimOptions dflt = {EVICTOR_MAX_USAGE, NULL, 0};

/* a..e are objects 1..5 */
enum
{
	a = 1, b, c, d, e
};

static int64_t
run_ids(const SimPolicy *p, const uint64_t *ids, uint64_t n, uint32_t frames, uint32_t cap)
{
	SimTrace	t;
	SimOptions	o = {cap, NULL, 0};
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
					SimOptions	o = {cap, NULL, 0};
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
				SimOptions	o = {cap, NULL, 0};

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
	SimOptions	o = {EVICTOR_MAX_USAGE, NULL, warmup};

	return sim_run(p, t, frames, &o);
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

int
main(void)
{
	test_hand_worked();
	test_random();
	test_warmup();
	test_reader();
	printf("test_sim: %d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}
