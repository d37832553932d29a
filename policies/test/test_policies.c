/*
 * Unit tests of the visit rules, the sweep template and the ring, over
 * simulated frames.  A frame's state packs refcount (low 16 bits) and usage
 * count (bits 16..19), which is all the sweep looks at.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "policy.h"
#include "hitqueue.h"
#include "ring.h"

#include "check.h"

/* ---- simulated frames ---- */

#define MAXFRAMES 64

typedef struct Sim
{
	uint32_t	n;
	uint64_t	hand;			/* total ticks so far */
	uint32_t	state[MAXFRAMES];
	uint32_t	cap;
} Sim;

#define S_REF(s) ((s) & 0xFFFF)
#define S_USAGE(s) (((s) >> 16) & 0xF)
#define S_SET_USAGE(s, u) (((s) & ~(0xFu << 16)) | ((uint32_t) (u) << 16))

static uint32_t
sim_tick(Sim *sim)
{
	return (uint32_t) (sim->hand++ % sim->n);
}

static void
sim_init(Sim *sim, uint32_t n, uint32_t usage)
{
	memset(sim, 0, sizeof(*sim));
	sim->n = n;
	sim->cap = EVICTOR_MAX_USAGE;
	for (uint32_t i = 0; i < n; i++)
		sim->state[i] = S_SET_USAGE(0, usage);
}

/* PinBuffer's rule: +1 up to 5; a ring pin raises 0 -> 1 only */
static void
sim_access(Sim *sim, uint32_t id, int ring)
{
	uint32_t	u = S_USAGE(sim->state[id]);

	if (ring ? u == 0 : u < EVICTOR_MAX_USAGE)
		u++;
	sim->state[id] = S_SET_USAGE(sim->state[id], u);
}

/* a page loaded into a claimed frame starts at usage 1 */
static void
sim_load(Sim *sim, uint32_t id)
{
	sim->state[id] = S_SET_USAGE(sim->state[id], 1);
}

#define SWEEP_PREFIX sim_cs
#define SWEEP_CTX Sim *
#define SWEEP_NFRAMES(c) ((c)->n)
#define SWEEP_TICK(c) sim_tick(c)
#define SWEEP_LOCK(c, id) ((c)->state[id])
#define SWEEP_UNLOCK(c, id, s) ((c)->state[id] = (s))
#define SWEEP_REFCOUNT(s) S_REF(s)
#define SWEEP_USAGE(s) S_USAGE(s)
#define SWEEP_SET_USAGE(s, u) S_SET_USAGE(s, u)
#define SWEEP_VISIT(u, nu) evictor_visit_clocksweep(u, ctx->cap, nu)
#include "sweep.h"

#define SWEEP_PREFIX sim_hc
#define SWEEP_CTX Sim *
#define SWEEP_NFRAMES(c) ((c)->n)
#define SWEEP_TICK(c) sim_tick(c)
#define SWEEP_LOCK(c, id) ((c)->state[id])
#define SWEEP_UNLOCK(c, id, s) ((c)->state[id] = (s))
#define SWEEP_REFCOUNT(s) S_REF(s)
#define SWEEP_USAGE(s) S_USAGE(s)
#define SWEEP_SET_USAGE(s, u) S_SET_USAGE(s, u)
#define SWEEP_VISIT(u, nu) evictor_visit_hotcool(u, nu)
#include "sweep.h"

#define SWEEP_PREFIX sim_sc
#define SWEEP_CTX Sim *
#define SWEEP_NFRAMES(c) ((c)->n)
#define SWEEP_TICK(c) sim_tick(c)
#define SWEEP_LOCK(c, id) ((c)->state[id])
#define SWEEP_UNLOCK(c, id, s) ((c)->state[id] = (s))
#define SWEEP_REFCOUNT(s) S_REF(s)
#define SWEEP_USAGE(s) S_USAGE(s)
#define SWEEP_SET_USAGE(s, u) S_SET_USAGE(s, u)
#define SWEEP_VISIT(u, nu) evictor_visit_secondchance(u, nu)
#include "sweep.h"

/*
 * The compare-and-swap visit (PostgreSQL 19) over the same frames.  A
 * "concurrent backend" may act once, just before the sweep's first
 * compare-and-swap on a frame: cas_meddle says on which frame and what it
 * does to the state; the swap then fails and the visit is decided again.
 */
typedef struct CasSim
{
	Sim			sim;
	int			meddle_id;		/* frame to change under the sweep, or -1 */
	uint32_t	meddle_state;	/* what the other backend leaves there */
	uint32_t	swaps_failed;
} CasSim;

static bool
cas_swap(CasSim *c, uint32_t id, uint32_t *expected, uint32_t desired)
{
	if ((int) id == c->meddle_id)
	{
		c->sim.state[id] = c->meddle_state;
		c->meddle_id = -1;
	}
	if (c->sim.state[id] != *expected)
	{
		*expected = c->sim.state[id];
		c->swaps_failed++;
		return false;
	}
	c->sim.state[id] = desired;
	return true;
}

static bool
cas_claim(CasSim *c, uint32_t id, uint32_t *sp)
{
	uint32_t	pinned = *sp + 1;

	if (!cas_swap(c, id, sp, pinned))
		return false;
	*sp = pinned;
	return true;
}

#define SWEEP_KEEP_FRAMES
#define SWEEP_CTX CasSim *
#define SWEEP_NFRAMES(c) ((c)->sim.n)
#define SWEEP_TICK(c) sim_tick(&(c)->sim)
#define SWEEP_READ(c, id) ((c)->sim.state[id])
#define SWEEP_KEEP(c, id, sp, s) cas_swap(c, id, sp, s)
#define SWEEP_CLAIM(c, id, sp) cas_claim(c, id, sp)
#define SWEEP_REFCOUNT(s) S_REF(s)
#define SWEEP_USAGE(s) S_USAGE(s)
#define SWEEP_SET_USAGE(s, u) S_SET_USAGE(s, u)

#define SWEEP_PREFIX cas_cs
#define SWEEP_VISIT(u, nu) evictor_visit_clocksweep(u, ctx->sim.cap, nu)
#include "sweep.h"

#define SWEEP_PREFIX cas_hc
#define SWEEP_VISIT(u, nu) evictor_visit_hotcool(u, nu)
#include "sweep.h"

#undef SWEEP_KEEP_FRAMES
#undef SWEEP_CTX
#undef SWEEP_NFRAMES
#undef SWEEP_TICK
#undef SWEEP_READ
#undef SWEEP_KEEP
#undef SWEEP_CLAIM
#undef SWEEP_REFCOUNT
#undef SWEEP_USAGE
#undef SWEEP_SET_USAGE

/* ---- visit rules ---- */

static void
test_clocksweep_rule(void)
{
	for (uint32_t cap = 1; cap <= EVICTOR_MAX_USAGE; cap++)
		for (uint32_t u = 0; u <= EVICTOR_MAX_USAGE; u++)
		{
			uint32_t	nu = 99;
			bool		claim = evictor_visit_clocksweep(u, cap, &nu);
			uint32_t	capped = u < cap ? u : cap;

			CHECK(claim == (u == 0), "clocksweep cap %u u %u claim %d", cap, u, claim);
			if (!claim)
				CHECK(nu == capped - 1, "clocksweep cap %u u %u -> %u", cap, u, nu);
		}

	/* core's rule, the default path, is the rule at cap 5 for every u */
	for (uint32_t u = 0; u <= EVICTOR_MAX_USAGE; u++)
	{
		uint32_t	nu = 99,
					nu5 = 98;
		bool		claim = evictor_visit_core(u, &nu);
		bool		claim5 = evictor_visit_clocksweep(u, EVICTOR_MAX_USAGE, &nu5);

		CHECK(claim == claim5 && (claim || nu == nu5),
			  "core rule u %u: claim %d -> %u, cap 5: claim %d -> %u",
			  u, claim, nu, claim5, nu5);
	}
}

static void
test_hotcool_rule(void)
{
	uint32_t	nu = 99;

	/* a freshly loaded page (usage 1) is COOL: claimed on first visit */
	CHECK(evictor_visit_hotcool(1, &nu), "fresh page must be COOL");
	CHECK(evictor_visit_hotcool(0, &nu), "usage 0 is COOL");
	for (uint32_t u = 2; u <= EVICTOR_MAX_USAGE; u++)
	{
		nu = 99;
		CHECK(!evictor_visit_hotcool(u, &nu) && nu == 1,
			  "HOT u %u must be demoted to 1, got %u", u, nu);
	}
}

static void
test_secondchance_rule(void)
{
	uint32_t	nu = 99;

	CHECK(evictor_visit_secondchance(0, &nu), "u 0 claimed");
	for (uint32_t u = 1; u <= EVICTOR_MAX_USAGE; u++)
	{
		nu = 99;
		CHECK(!evictor_visit_secondchance(u, &nu) && nu == 0,
			  "secondchance u %u -> 0, got %u", u, nu);
	}
}

/* ---- sweeps over frames ---- */

static void
test_sweep_costs(void)
{
	Sim			sim;
	uint32_t	st,
				dem;
	int64_t		v;

	/* clocksweep: all at 5, the first claim needs five passes plus one tick */
	for (uint32_t cap = 1; cap <= EVICTOR_MAX_USAGE; cap++)
	{
		sim_init(&sim, 16, 5);
		sim.cap = cap;
		dem = 0;
		v = sim_cs_sweep(&sim, &st, &dem);
		CHECK(v == 0 && sim.hand == (uint64_t) cap * 16 + 1,
			  "clocksweep cap %u: victim %lld after %llu ticks", cap,
			  (long long) v, (unsigned long long) sim.hand);
		CHECK(dem == cap * 16, "clocksweep cap %u: %u demotions", cap, dem);
	}

	/* hotcool: all HOT, one pass of demotions, then the first is claimed */
	sim_init(&sim, 16, 5);
	dem = 0;
	v = sim_hc_sweep(&sim, &st, &dem);
	CHECK(v == 0 && sim.hand == 17 && dem == 16, "hotcool all HOT: %lld %llu %u",
		  (long long) v, (unsigned long long) sim.hand, dem);
	for (int i = 1; i < 16; i++)
		CHECK(S_USAGE(sim.state[i]) == 1, "demoted to COOL");

	/* secondchance: same shape */
	sim_init(&sim, 16, 3);
	dem = 0;
	v = sim_sc_sweep(&sim, &st, &dem);
	CHECK(v == 0 && sim.hand == 17 && dem == 16, "secondchance: %lld %llu",
		  (long long) v, (unsigned long long) sim.hand);
}

static void
test_all_pinned(void)
{
	Sim			sim;
	uint32_t	st,
				dem = 0;

	sim_init(&sim, 8, 0);
	for (int i = 0; i < 8; i++)
		sim.state[i] |= 1;		/* refcount 1 */
	CHECK(sim_cs_sweep(&sim, &st, &dem) == -1 && sim.hand == 8,
		  "all pinned: give up after one pass (%llu ticks)",
		  (unsigned long long) sim.hand);

	/* one unpinned frame at usage 5 behind pinned ones is still found */
	sim_init(&sim, 8, 0);
	for (int i = 0; i < 8; i++)
		sim.state[i] |= 1;
	sim.state[5] = S_SET_USAGE(0, 5);
	dem = 0;
	CHECK(sim_cs_sweep(&sim, &st, &dem) == 5, "lone unpinned frame found");
}

/*
 * Hot/cool on a little workload: a fresh page is claimed on the sweep's
 * first visit; a ring access does not promote; a HOT page survives exactly
 * one visit unless touched again.
 */
static void
test_hotcool_sweep(void)
{
	Sim			sim;
	uint32_t	st,
				dem = 0;
	int64_t		v;

	/* frames 0..3 loaded (COOL), frame 1 touched again (HOT) */
	sim_init(&sim, 4, 0);
	for (uint32_t i = 0; i < 4; i++)
		sim_load(&sim, i);
	sim_access(&sim, 1, 0);

	v = sim_hc_sweep(&sim, &st, &dem);
	CHECK(v == 0, "fresh COOL frame 0 claimed on first visit (got %lld)", (long long) v);
	sim_load(&sim, 0);

	/* next claim: frame 1 is HOT, demoted, frame 2 claimed */
	v = sim_hc_sweep(&sim, &st, &dem);
	CHECK(v == 2 && S_USAGE(sim.state[1]) == 1 && dem == 1,
		  "HOT frame 1 demoted, frame 2 claimed (got %lld)", (long long) v);
	sim_load(&sim, 2);

	/* a ring access of frame 3 at usage 1 does not promote it */
	sim_access(&sim, 3, 1);
	CHECK(S_USAGE(sim.state[3]) == 1, "ring pin does not promote");
	v = sim_hc_sweep(&sim, &st, &dem);
	CHECK(v == 3, "ring-touched frame 3 still COOL, claimed (got %lld)", (long long) v);
	sim_load(&sim, 3);

	/* the hand wraps to frame 0 (fresh load, COOL) */
	v = sim_hc_sweep(&sim, &st, &dem);
	CHECK(v == 0, "wrap: fresh frame 0 claimed (got %lld)", (long long) v);
	sim_load(&sim, 0);

	/* frame 1, demoted one pass ago and not touched since: its grace is over */
	v = sim_hc_sweep(&sim, &st, &dem);
	CHECK(v == 1, "demoted frame 1 claimed on the next visit (got %lld)", (long long) v);

	/* a demoted frame touched again before the next visit survives it */
	sim_init(&sim, 3, 1);
	sim_access(&sim, 0, 0);		/* HOT */
	dem = 0;
	v = sim_hc_sweep(&sim, &st, &dem);	/* demotes 0, claims 1 */
	CHECK(v == 1, "claims 1");
	sim_load(&sim, 1);
	sim_access(&sim, 0, 0);		/* re-promoted during its grace */
	v = sim_hc_sweep(&sim, &st, &dem);	/* claims 2 */
	CHECK(v == 2, "claims 2");
	sim_load(&sim, 2);
	v = sim_hc_sweep(&sim, &st, &dem);	/* 0 HOT again: demoted; 1 claimed */
	CHECK(v == 1 && S_USAGE(sim.state[0]) == 1,
		  "re-promoted frame survives its second visit (got %lld)", (long long) v);
}

/* clocksweep with no cap is core's: a page touched k times survives k passes */
static void
test_clocksweep_sweep(void)
{
	Sim			sim;
	uint32_t	st,
				dem = 0;

	sim_init(&sim, 4, 1);
	sim_access(&sim, 2, 0);
	sim_access(&sim, 2, 0);		/* frame 2 at 3 */
	CHECK(sim_cs_sweep(&sim, &st, &dem) == 0, "claims 0 after one pass of decay");
	/* after one full decay pass all frames but 2 are at 0; 0 was claimed */
	CHECK(S_USAGE(sim.state[2]) == 2, "frame 2 decremented once (%u)", S_USAGE(sim.state[2]));
	sim_load(&sim, 0);
	CHECK(sim_cs_sweep(&sim, &st, &dem) == 1, "claims 1");
	CHECK(sim_cs_sweep(&sim, &st, &dem) == 3, "skips 2 (usage 1 left), claims 3");
	CHECK(S_USAGE(sim.state[2]) == 1, "frame 2 at 1");

	/* cap 1: frame 2's extra touches count for nothing */
	sim_init(&sim, 4, 1);
	sim.cap = 1;
	sim_access(&sim, 2, 0);
	sim_access(&sim, 2, 0);
	dem = 0;
	CHECK(sim_cs_sweep(&sim, &st, &dem) == 0, "cap 1 claims 0");
	CHECK(S_USAGE(sim.state[2]) == 0, "cap 1 took frame 2 from 3 to 0");
	CHECK(sim_cs_sweep(&sim, &st, &dem) == 1 && sim_cs_sweep(&sim, &st, &dem) == 2,
		  "cap 1: frame 2 no better than its neighbours");
}

/*
 * Fallback between partitions, as the server does it: a home partition
 * whose sweep finds only pinned frames for a whole pass gives up (-1), and
 * the next partition supplies the victim.
 */
static void
test_fallback(void)
{
	Sim			parts[3];
	uint32_t	st,
				dem = 0;
	int			home = 1;
	int			supplier = -1;
	int64_t		v = -1;

	for (int p = 0; p < 3; p++)
		sim_init(&parts[p], 8, 2);
	for (int i = 0; i < 8; i++)
		parts[1].state[i] |= 1;	/* home: every frame pinned */
	for (int k = 0; v < 0 && k < 3; k++)
	{
		supplier = (home + k) % 3;
		v = sim_cs_sweep(&parts[supplier], &st, &dem);
	}
	CHECK(supplier == 2 && v == 0, "pinned home falls back to the next partition (%d, %lld)",
		  supplier, (long long) v);
	CHECK(parts[1].hand == 8, "home gave up after exactly one pass");
	CHECK(parts[0].hand == 0, "partitions past the supplier untouched");
}

/* ---- rings ---- */

static void
test_ring(void)
{
	struct
	{
		EvictorRing r;
		int32_t		slots[4];
	}			rr;
	EvictorRing *r = &rr.r;

	CHECK(evictor_ring_size(256 * 1024, 8192, 16384) == 32, "bulkread 32 blocks");
	CHECK(evictor_ring_size(16 * 1024 * 1024, 8192, 16384) == 2048, "bulkwrite 2048 blocks");
	CHECK(evictor_ring_size(256 * 1024, 8192, 128) == 16, "capped at NBuffers/8");

	/*
	 * Every size 16 and later accept from users (0, then 128 kB to 16 GB),
	 * against core's rule, on 16 MB of shared buffers (2048, cap 256) and
	 * 1 MB (128, cap 16); and at each kB around the cap.
	 */
	{
		struct
		{
			int			kb;
			int			nbuffers;
			int			want;
		}			sizes[] = {
			{0, 2048, 0}, {7, 2048, 0}, {8, 2048, 1}, {128, 2048, 16},
			{256, 2048, 32}, {2040, 2048, 255}, {2047, 2048, 255},
			{2048, 2048, 256}, {2056, 2048, 256},
			{2 * 1024 * 1024, 2048, 256}, {3 * 1024 * 1024, 2048, 256},
			{16 * 1024 * 1024, 2048, 256}, {INT32_MAX, 2048, 256},
			{128, 128, 16}, {120, 128, 15}, {2 * 1024 * 1024, 128, 16},
			{16 * 1024 * 1024, 128, 16}, {16 * 1024 * 1024, 16, 2},
			{2 * 1024 * 1024, 1 << 30, 262144},
		};

		for (size_t i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++)
		{
			int			got = evictor_ring_buffers(sizes[i].kb, 8192, sizes[i].nbuffers);

			CHECK(got == sizes[i].want, "ring of %d kB on %d buffers: %d slots, core %d",
				  sizes[i].kb, sizes[i].nbuffers, got, sizes[i].want);
		}
		for (int kb = 0; kb <= 4096; kb++)
		{
			int			core = kb / 8 == 0 ? 0 : (kb / 8 < 2048 / 8 ? kb / 8 : 2048 / 8);

			if (evictor_ring_buffers(kb, 8192, 2048) != core)
			{
				CHECK(false, "ring of %d kB: %d slots, core %d", kb,
					  evictor_ring_buffers(kb, 8192, 2048), core);
				break;
			}
		}
		CHECK(evictor_ring_buffers(16 * 1024 * 1024, 32768, 1 << 20) == 131072 &&
			  evictor_ring_buffers(16, 32768, 1 << 20) == 0,
			  "32 kB blocks");
	}

	memset(&rr, 0, sizeof(rr));
	r->ring_size = 4;
	/* an empty ring sends every request to the evictor, which fills slots */
	for (int32_t b = 1; b <= 4; b++)
	{
		CHECK(evictor_ring_advance(r) == 0 && !r->current_was_in_ring, "slot empty");
		evictor_ring_fill(r, b + 100);
	}
	CHECK(r->current == 0, "wrapped to slot 0 (%d)", r->current);
	/* a full ring hands its buffers back in order */
	CHECK(evictor_ring_advance(r) == 101, "slot 1 holds 101");
	evictor_ring_reused(r);
	CHECK(r->current_was_in_ring, "reused");
	/* only a bulk read rejects, and only the buffer the ring handed out */
	CHECK(!evictor_ring_reject(r, false, r->current_was_in_ring, 101), "bulkwrite never rejects");
	CHECK(!evictor_ring_reject(r, true, r->current_was_in_ring, 102), "other buffer not rejected");
	CHECK(evictor_ring_reject(r, true, r->current_was_in_ring, 101) && r->buffers[1] == 0, "rejected, slot emptied");
	/* a buffer the evictor gave (not from the ring) is not rejected */
	CHECK(evictor_ring_advance(r) == 102, "slot 2");
	evictor_ring_fill(r, 200);
	CHECK(!evictor_ring_reject(r, true, r->current_was_in_ring, 200), "fresh buffer not rejected");

	/* core's reuse rule */
	CHECK(evictor_ring_reusable(0, 0) && evictor_ring_reusable(0, 1), "u<=1 reusable");
	CHECK(!evictor_ring_reusable(0, 2), "u 2: someone else used it");
	CHECK(!evictor_ring_reusable(1, 0), "pinned");
}

/*
 * Without interference the compare-and-swap sweep makes exactly the locked
 * sweep's choices (victims, ticks, demotions, states), over random pools and
 * a run of allocations with accesses between them; the claim is a pin.
 */
static void
test_cas_matches_locked(void)
{
	uint32_t	seed = 12345;
	int			differ = 0;

	for (int round = 0; round < 200; round++)
	{
		Sim			locked;
		CasSim		cas;
		uint32_t	n = 4 + round % 29;

		sim_init(&locked, n, 0);
		for (uint32_t i = 0; i < n; i++)
		{
			seed = seed * 1103515245 + 12345;
			locked.state[i] = S_SET_USAGE((seed >> 8) % 7 == 0 ? 1 : 0, (seed >> 16) % 6);
		}
		locked.cap = 1 + round % EVICTOR_MAX_USAGE;
		cas.sim = locked;
		cas.meddle_id = -1;
		cas.swaps_failed = 0;
		for (int a = 0; a < 50; a++)
		{
			uint32_t	s1 = 0,
						s2 = 0,
						d1 = 0,
						d2 = 0;
			int64_t		v1 = (round & 1) ? sim_hc_sweep(&locked, &s1, &d1) : sim_cs_sweep(&locked, &s1, &d1);
			int64_t		v2 = (round & 1) ? cas_hc_sweep(&cas, &s2, &d2) : cas_cs_sweep(&cas, &s2, &d2);

			if (v1 != v2 || d1 != d2 || locked.hand != cas.sim.hand ||
				(v2 >= 0 && S_REF(cas.sim.state[v2]) != S_REF(locked.state[v1]) + 1))
				differ++;
			if (v1 < 0 || v2 < 0)
				break;
			/* the claimed frame is loaded (the CAS one is unpinned again) */
			cas.sim.state[v2] -= 1;
			sim_load(&locked, (uint32_t) v1);
			sim_load(&cas.sim, (uint32_t) v2);
			seed = seed * 1103515245 + 12345;
			sim_access(&locked, (seed >> 8) % n, 0);
			sim_access(&cas.sim, (seed >> 8) % n, 0);
		}
		if (memcmp(locked.state, cas.sim.state, sizeof(locked.state)) != 0)
			differ++;
		CHECK(cas.swaps_failed == 0, "no interference, no failed swap");
	}
	CHECK(differ == 0, "compare-and-swap sweep differs from the locked one %d times", differ);
}

/* A state that moves under the visit is decided again on what it became. */
static void
test_cas_interference(void)
{
	CasSim		c;
	uint32_t	st = 0,
				dem = 0;
	int64_t		v;

	/* frame 0 free to claim, but pinned meanwhile: passed over, 1 claimed */
	sim_init(&c.sim, 4, 0);
	c.meddle_id = 0;
	c.meddle_state = S_SET_USAGE(1, 0);
	c.swaps_failed = 0;
	v = cas_cs_sweep(&c, &st, &dem);
	CHECK(v == 1 && c.swaps_failed == 1 && S_REF(c.sim.state[0]) == 1,
		  "pinned under the claim: victim %lld, %u failed swaps", (long long) v,
		  c.swaps_failed);
	CHECK(S_REF(st) == 1 && S_REF(c.sim.state[1]) == 1, "the victim is pinned");

	/* frame 0 free to claim, touched meanwhile (u 0 -> 1): demoted instead */
	sim_init(&c.sim, 4, 0);
	c.meddle_id = 0;
	c.meddle_state = S_SET_USAGE(0, 1);
	c.swaps_failed = 0;
	dem = 0;
	v = cas_cs_sweep(&c, &st, &dem);
	CHECK(v == 1 && dem == 1 && S_USAGE(c.sim.state[0]) == 0,
		  "touched under the claim: victim %lld, %u demotions, u %u", (long long) v,
		  dem, S_USAGE(c.sim.state[0]));

	/* a demotion that finds the frame pinned meanwhile does not demote */
	sim_init(&c.sim, 4, 2);
	c.meddle_id = 0;
	c.meddle_state = S_SET_USAGE(1, 2);
	c.swaps_failed = 0;
	dem = 0;
	v = cas_cs_sweep(&c, &st, &dem);
	CHECK(v == 1 && S_REF(c.sim.state[0]) == 1 && S_USAGE(c.sim.state[0]) == 2 &&
		  c.swaps_failed == 1,
		  "pinned under the demotion: passed over, its count kept (u %u, victim %lld)",
		  S_USAGE(c.sim.state[0]), (long long) v);
	/* frames 1-3 go 2 -> 1 -> 0, frame 0's failed swap is no demotion */
	CHECK(dem == 6, "pinned under the demotion: 6 demotions, not %u", dem);
}

/* ---- hitqueue.h: BP-Wrapper's queue ---- */

/* frames 0..7 are partition 0, 8..15 partition 1 */
typedef struct HqHost
{
	uint64_t	key[16];
	uint32_t	heard[EVICTOR_HIT_QUEUE_MAX];
	uint32_t	nheard;
} HqHost;

static uint32_t
hq_part(void *arg, uint32_t frame)
{
	(void) arg;
	return frame / 8;
}

static uint64_t
hq_key(void *arg, uint32_t frame)
{
	return ((HqHost *) arg)->key[frame];
}

static void
hq_hear(void *arg, uint32_t frame)
{
	HqHost	   *h = arg;

	h->heard[h->nheard++] = frame;
}

static void
test_hitqueue(void)
{
	static EvictorHitQueue q;
	static HqHost h;
	EvictorHitCounts c = {0, 0};
	EvictorHitCommit next[9];
	static const uint32_t frames[] = {1, 9, 2, 1, 10};
	char		got[64];
	int			len = 0;

	/* batch 4: keep, keep, keep, try at 4 and after, wait at 8 */
	q.n = 0;
	for (int i = 0; i < 8; i++)
		next[i] = evictor_hitq_push(&q, 0, 1, 4);
	CHECK(next[0] == EVICTOR_HITS_KEEP && next[2] == EVICTOR_HITS_KEEP &&
		  next[3] == EVICTOR_HITS_TRY && next[6] == EVICTOR_HITS_TRY &&
		  next[7] == EVICTOR_HITS_WAIT,
		  "hitq: batch 4 keeps 3, tries from 4, waits at 8 (%d %d %d %d %d)",
		  next[0], next[2], next[3], next[6], next[7]);
	/* a reload lowered the batch below what is queued: wait */
	next[8] = evictor_hitq_push(&q, 0, 1, 2);
	CHECK(next[8] == EVICTOR_HITS_WAIT && q.n == 9,
		  "hitq: batch lowered to 2 with 9 queued waits (%d, n %u)", next[8], q.n);
	/* the queue's bound, whatever the batch */
	q.n = EVICTOR_HIT_QUEUE_MAX - 1;
	CHECK(evictor_hitq_push(&q, 0, 1, EVICTOR_HIT_BATCH_MAX) == EVICTOR_HITS_WAIT,
		  "hitq: a full queue waits");

	/* partition 0's hits heard in queue order, partition 1's kept in order */
	q.n = 0;
	for (uint32_t f = 0; f < 16; f++)
		h.key[f] = 100 + f;
	for (int i = 0; i < 5; i++)
		evictor_hitq_push(&q, frames[i], h.key[frames[i]], 32);
	h.key[2] = 0;				/* frame 2 emptied: its hit is stale */
	evictor_hitq_commit(&q, 0, hq_part, hq_key, hq_hear, &h, &c);
	for (uint32_t i = 0; i < h.nheard; i++)
		len += snprintf(got + len, sizeof(got) - len, "%u ", h.heard[i]);
	CHECK(h.nheard == 2 && h.heard[0] == 1 && h.heard[1] == 1 &&
		  c.committed == 2 && c.stale == 1,
		  "hitq: partition 0 hears 1 1, frame 2's hit stale (heard %s; %llu, %llu)",
		  got, (unsigned long long) c.committed, (unsigned long long) c.stale);
	CHECK(q.n == 2 && q.hits[0].frame == 9 && q.hits[1].frame == 10,
		  "hitq: partition 1's hits stay, in order (n %u)", q.n);

	/* frame 10 given another page: stale; frame 9 heard */
	h.key[10] = 777;
	h.nheard = 0;
	c.committed = c.stale = 0;
	evictor_hitq_commit(&q, 1, hq_part, hq_key, hq_hear, &h, &c);
	CHECK(h.nheard == 1 && h.heard[0] == 9 && c.committed == 1 && c.stale == 1 &&
		  q.n == 0,
		  "hitq: partition 1 hears 9, frame 10 reloaded is stale (%u heard, n %u)",
		  h.nheard, q.n);

	/* a policy that hears no hits: every hit dropped */
	evictor_hitq_push(&q, 3, h.key[3], 32);
	c.committed = c.stale = 0;
	evictor_hitq_commit(&q, 0, hq_part, hq_key, NULL, &h, &c);
	CHECK(q.n == 0 && c.stale == 1 && c.committed == 0,
		  "hitq: no hearer, the hit is dropped");
}

int
main(void)
{
	test_cas_matches_locked();
	test_cas_interference();
	test_clocksweep_rule();
	test_hotcool_rule();
	test_secondchance_rule();
	test_sweep_costs();
	test_all_pinned();
	test_hotcool_sweep();
	test_clocksweep_sweep();
	test_fallback();
	test_ring();
	test_hitqueue();
	printf("policies: %d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}
