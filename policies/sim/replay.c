/*-------------------------------------------------------------------------
 *
 * replay.c
 *	  The replay of a pg_evictor trace (format 1 or 2, pgtrace.c) with what
 *	  the server's evictor sees of its backends: pins, buffer rings,
 *	  partitions and batched hand claims, through the very files the server
 *	  compiles (policy.h and sweep.h for the stock arm, routine.h's policies,
 *	  ring.h, partition.h).  extension/src/strategy.c is the model:
 *	  choose_partition, refresh_home, get_victim, partition_tick and
 *	  ring_get are transcribed below over plain arrays.
 *
 * A frame's state is one word as in a BufferDesc: usage count in the low
 * byte, refcount (pins) above, so that the sweep's SWEEP_REFCOUNT and the
 * framework host's refcount() see the pins.
 *
 * Pins.  Each backend holds one pin: the frame of its last access, from
 * the moment that access is served until its next access begins (a miss:
 * its lookup record, where the trace has one; else its own record, after
 * its search) or its release record, so that other backends' searches pass
 * it and its own does not: the server's paths let go of a buffer before they read the
 * next (ReleaseAndReadBuffer, a b-tree descent; an MVCC index scan drops
 * its leaf's pin before the heap fetch; a sequential scan its page before
 * the next).  Held while its own next miss searched, the last page, often
 * loaded just before and referenced once, is spared where the server
 * evicts it: LRU-2 and LIRS replayed 1.4 points below the server on
 * t/027's window.  What holds two pins (an update's old and new page, a
 * nested loop's outer page) is not known to the trace, but for one case:
 * a map's page (free space map, visibility map) is read while the main
 * fork's page stays pinned (heap_update and heap_insert pin the visibility
 * map's page holding the heap's, an index-only scan its leaf's), so a
 * backend's last main-fork page stays held, as "under", through its
 * reads of map pages.  An access of a page the backend still holds (an
 * update's heap_update reading the page its scan fetched the row from)
 * raises no usage count, as PinBuffer raises it only at a backend's first
 * pin of a buffer (a trace whose hits say whether their buffer had pins
 * decides by that instead: none, a first pin; some, and no other backend
 * holds it here, the backend's own): counted, the replay of YCSB A's trace at 16 MB missed
 * 7.7% more than the server (5,161 misses, 2.4 times the server's of the
 * index's pages), and 0.7% without.  When a whole pass of
 * every partition finds only pinned frames (the server's "no unpinned
 * buffers available"), the replay takes the frame the home sweep stopped
 * at (a framework policy: its victim with pins ignored) and counts a
 * pinned-out miss.
 *
 * Rings.  A miss or extend of backend b with ring r uses ring (b, r),
 * sized as the server would size it at this pool: the recorded size, at
 * most frames / 8 (evictor_ring_buffers); none when that is 0.  As
 * ring_get: advance, reuse the slot's frame if evictor_ring_reusable (the
 * policy hears on_load, as the server's host does for ring reuse), else the
 * normal victim fills the slot.  A ring reuse is no allocation: it does
 * not count towards balancing nor refresh the home.  A hit with a strategy
 * raises usage 0 -> 1 only (PinBuffer), any other +1 up to 5; neither of
 * the page its backend holds (Pins).
 *
 * The pool at the start.  A trace's snapshot (kinds 5 to 7) when the run
 * has the trace's nbuffers frames and is not cold: its resident frames at
 * the server's frame ids with their usage counts, the hand(s) where the
 * trace says, a framework policy restored as the server held it: its
 * state block copied when the trace has it (kind 8: the traced policy, one
 * without restore), its queues restored when the trace has them (kind 7:
 * one that has restore), or else adopting the frames in buffer order
 * (adopt_snapshot); else every frame free.  A policy is given the key the
 * server gives a page, of its tag (sim_page_key).
 *
 * Partitions.  partition.h's bounds (align 1); the free frames taken in id
 * order, each partition's own; a backend's home evictor_emulated_home of
 * the miss's CPU (its process number when unknown), looked up again every
 * EVICTOR_HOME_REFRESH allocations with evictor_balance over what each
 * partition supplied since; a free frame anywhere first (from the target
 * on), then the target's sweep, then the others'.  A framework policy has
 * one instance per partition, its on_miss heard by each instance searched.
 *
 * Batches.  With B > 1 the stock arm's sweep claims B hand positions per
 * backend and partition (evictor_batch_claim/take, evictor_run_wraps,
 * evictor_hand_fold), visited over this and the backend's next misses.
 *
 * Hits in batches.  With --hit-batch N a policy that hears hits hears
 * them through each backend's queue (hitqueue.h, as framework.c): a
 * backend's queue is committed when it holds N (one process: the try-lock
 * always succeeds, so the queue never reaches 2N), and its hits of a
 * partition before its victim search there.  What the server adds and
 * this leaves out: a busy lock puts a commit off, and a backend's exit
 * commits its queue (the trace has no exits: what is queued at its end is
 * counted as unheard).
 *
 * Where it departs from the server: one process, so the interleaving is
 * the trace's order and nothing races (a victim is never given up, no
 * header lock is ever contended); no dirty pages, no bgwriter; a miss of
 * kind extend skips on_miss (the server knows no key for it) but is
 * otherwise a miss; hits and misses are the replay's own, not the
 * trace's.
 *
 *-------------------------------------------------------------------------
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hitqueue.h"
#include "partition.h"
#include "policy.h"
#include "ring.h"
#include "routine.h"
#include "sim.h"

#define NO_FRAME UINT32_MAX
#define USAGE_MASK 0xFFu
#define PIN_ONE 0x100u
#define ST_USAGE(s) ((s) & USAGE_MASK)
#define ST_REFCOUNT(s) ((s) >> 8)

/* rule values beside policy.h's EvictorPolicy */
#define RULE_FRAMEWORK (-1)

#if defined(__GNUC__)
#define ALWAYS_INLINE static inline __attribute__((always_inline))
#else
#define ALWAYS_INLINE static inline
#endif

typedef struct Part
{
	uint32_t	first;
	uint32_t	n;
	uint32_t   *free;			/* its freelist: free[used..nfree - 1], in id order */
	uint32_t	nfree;
	uint32_t	used;
	uint32_t	hand;
	uint64_t	allocs;			/* EC_ALLOCATIONS: allocations targeted here */
	void	   *inst;			/* a framework policy's instance */
	size_t		size;			/* ... of state_size bytes */
} Part;

/* 16 on: a multi-block extension's victims, at most 64 (bufmgr.c) */
#define EXT_CLAIMS 64

typedef struct Back
{
	uint32_t	pin;			/* the frame it holds pinned, or NO_FRAME */
	uint32_t	under;			/* ... and the main fork's page it holds
								 * while it reads a map's (pin), or NO_FRAME */
	int			home;
	int			until_refresh;
	int			quota;
	int			target;
	uint32_t   *passed;			/* objects its search in the server passed
								 * pinned, for its next miss (kind 10) */
	uint32_t	npassed;
	uint32_t	cap_passed;
	uint64_t	undo_req;		/* 15: its last request, a miss whose page
								 * went in here (install), or UINT64_MAX */
	uint32_t	undo_frame;		/* ... that frame */
	uint32_t	undo_old;		/* ... and the page it held before */
	uint32_t	ext[EXT_CLAIMS];	/* victims its searches claimed for its
									 * next extensions, oldest at next_ext */
	uint32_t	next_ext;
	uint32_t	n_ext;
	uint64_t	ext_in;			/* 16 on: its next request, an extension
								 * whose page went in at its loaded record
								 * (the oldest claim's), or UINT64_MAX */
	uint32_t	pending_free;	/* 16 to 18: a collision's victim, forgotten
								 * at its hit and held until its freed
								 * record */
	bool		claim_forgot;	/* its claim forgotten by the policy at a
								 * forgotten record (a collision's insert) */
} Back;

typedef struct Replay
{
	const SimTrace *t;
	uint32_t	frames;
	uint32_t	cap;
	int			K;
	uint32_t	B;
	bool		pins;
	bool		lookups;		/* a miss's lookup record lets go */
	bool		passes;			/* passed records pin their pages */
	bool		searches;		/* a miss is served at its search record */
	bool		frees;			/* freed records free their pages' frames */
	bool		warm;			/* started from the trace's pool: its frames
								 * the server's (sim_snapshot_applies) */
	bool		no_free;		/* the search being replayed found no free
								 * buffer in the server: its victim held a
								 * page */
	uint32_t	want_free;		/* ... or took this free buffer (NO_FRAME) */
	bool		frees_after_hits;	/* 16 to 18: a collision's victim freed
									 * after its hit's record */
	bool		forgets;		/* 15 to 18, a framework policy: it forgets
								 * a frame at its forgotten record */
	uint32_t   *forgot;			/* [server frame]: the replay's frame
								 * forgotten, free at its freed record */
	uint8_t    *srv_pinned;		/* [frame]: its page was passed pinned by the
								 * server's search being replayed; non-NULL:
								 * a framework policy's search sees these
								 * pins alone (srv_pins_apply) */
	uint64_t   *early;			/* [backend]: its next request, whose victim
								 * was claimed at its search (UINT64_MAX:
								 * none) */
	uint32_t   *early_frame;	/* ... that victim's frame, NO_FRAME once its
								 * page is in (a loaded record) */
	uint8_t    *inval;			/* [frame]: claimed from 16 on, its page
								 * mapped until an invalidation the trace
								 * does not record (before the loaded record;
								 * another backend's miss of it says it
								 * came); 16 to 18: set until the claim ends */
	bool		early_ext;		/* 16 on: an extension's load is heard at its
								 * loaded record, before the extend's */
	bool		late_loads;		/* 15: the policy hears a load at its
								 * loaded record, after the miss's */
	uint32_t   *late_frame;		/* [backend]: the frame whose load it has not
								 * heard yet, NO_FRAME */
	uint32_t   *late_obj;		/* ... and that load's page */
	uint32_t   *late_old;		/* ... and the page the frame held before, its
								 * tag in the server until about then (a
								 * passed record may name it) */

	uint32_t   *srv_obj;		/* [the server's buffer]: the object it holds
								 * as the snapshot and search records say
								 * (SIM_PG_GHOST: unknown) */
	uint32_t	srv_n;
	uint64_t	dropped;		/* freed records whose page the replay held */
	uint64_t	searched;		/* searches replayed at their record */
	uint64_t	same_victim;	/* ... whose victim held the server's victim's
								 * page (or both were free) */
	bool		rings_on;
	uint32_t   *st;				/* frame state: usage | refcount << 8 */
	uint32_t   *owner;			/* frame -> object, NO_FRAME when free */
	uint32_t   *where;			/* object -> frame, NO_FRAME */
	uint32_t   *freelist;		/* every partition's free, each at its first */
	Part		parts[EVICTOR_MAX_PARTITIONS];
	uint32_t	pfirst[EVICTOR_MAX_PARTITIONS];
	uint32_t	pcount[EVICTOR_MAX_PARTITIONS];
	Back	   *backs;
	uint64_t   *last_allocs;	/* [backend * K + p] */
	EvictorBatch *batches;		/* [backend * K + p] */
	EvictorRing **rings;		/* [1..nrings], NULL: none at this size */
	char	   *ring_block;
	const EvictorRoutine *r;
	EvictorHitQueue *hitq;		/* [backend], --hit-batch; NULL: at once */
	uint8_t    *unheld;			/* [access], --release-before-miss: its page
								 * is not held (NULL: every page held) */
	uint32_t	hit_batch;
	EvictorHitCounts hitc;
	uint64_t	pinned_out;
	uint64_t	restored;		/* restore_queues: frames, ghosts, ghosts of known pages */
	uint64_t	restored_ghosts;
	uint64_t	restored_known;
	uint64_t	state_bytes;	/* restore_state: bytes, partitions */
	uint32_t	state_parts;
	bool		broken;			/* a framework policy broke its protocol */
} Replay;

/* ---- the stock arm's sweep over one partition ---- */

typedef struct SweepCtx
{
	uint32_t   *st;
	uint32_t	first;
	uint32_t	n;
	uint32_t   *hand;
	EvictorBatch *batch;
	uint32_t	B;
	uint32_t	cap;
	uint32_t	last;			/* the frame visited last */
} SweepCtx;

/* strategy.c's partition_tick */
ALWAYS_INLINE uint32_t
replay_tick(SweepCtx *c)
{
	uint32_t	pos;

	if (c->B <= 1)
	{
		pos = *c->hand;
		if (++*c->hand == c->n)
			*c->hand = 0;
	}
	else
	{
		if (!evictor_batch_take(c->batch, &pos))
		{
			uint32_t	start = *c->hand;

			*c->hand = start + c->B;
			if (evictor_run_wraps(start, c->B, c->n) > 0)
				*c->hand = evictor_hand_fold(*c->hand, c->n);
			pos = evictor_batch_claim(c->batch, start, c->B);
		}
		pos %= c->n;
	}
	c->last = c->first + pos;
	return c->last;
}

#define SWEEP_KEEP_FRAMES
#define SWEEP_CTX SweepCtx *
#define SWEEP_NFRAMES(c) ((c)->n)
#define SWEEP_TICK(c) replay_tick(c)
#define SWEEP_LOCK(c, id) ((c)->st[id])
#define SWEEP_UNLOCK(c, id, s) ((c)->st[id] = (s))
#define SWEEP_REFCOUNT(s) ST_REFCOUNT(s)
#define SWEEP_USAGE(s) ST_USAGE(s)
#define SWEEP_SET_USAGE(s, u) (((s) & ~USAGE_MASK) | (u))

#define SWEEP_PREFIX rp_cs
#define SWEEP_VISIT(u, nu) evictor_visit_clocksweep(u, ctx->cap, nu)
#include "sweep.h"

#define SWEEP_PREFIX rp_hc
#define SWEEP_VISIT(u, nu) evictor_visit_hotcool(u, nu)
#include "sweep.h"

#define SWEEP_PREFIX rp_sc
#define SWEEP_VISIT(u, nu) evictor_visit_secondchance(u, nu)
#include "sweep.h"

#undef SWEEP_KEEP_FRAMES
#undef SWEEP_CTX
#undef SWEEP_NFRAMES
#undef SWEEP_TICK
#undef SWEEP_LOCK
#undef SWEEP_UNLOCK
#undef SWEEP_REFCOUNT
#undef SWEEP_USAGE
#undef SWEEP_SET_USAGE

/* ---- the framework's host, over one partition's frames ---- */

static EvictorFrameState
h_begin(void *arg, uint32_t id)
{
	return ((uint32_t *) arg)[id];
}

static void
h_leave(void *arg, uint32_t id, EvictorFrameState s)
{
	(void) arg, (void) id, (void) s;
}

static bool
h_keep(void *arg, uint32_t id, EvictorFrameState *sp, uint32_t u)
{
	uint32_t   *st = arg;

	(void) sp;
	st[id] = (st[id] & ~USAGE_MASK) | u;
	return true;
}

static bool
h_claim(void *arg, uint32_t id, EvictorFrameState *sp)
{
	(void) arg, (void) id, (void) sp;
	return true;
}

static uint32_t
h_refcount(EvictorFrameState s)
{
	return ST_REFCOUNT((uint32_t) s);
}

/*
 * A framework search of a trace of the same policy with passed records:
 * a frame is pinned iff the server's search passed its page pinned.
 */
typedef struct SrvPinsArg
{
	uint32_t   *st;
	const uint8_t *pinned;
} SrvPinsArg;

static EvictorFrameState
h_begin_srv(void *arg, uint32_t id)
{
	SrvPinsArg *a = arg;

	return (a->st[id] & USAGE_MASK) | (a->pinned[id] ? PIN_ONE : 0);
}

static bool
h_keep_srv(void *arg, uint32_t id, EvictorFrameState *sp, uint32_t u)
{
	return h_keep(((SrvPinsArg *) arg)->st, id, sp, u);
}

/* the pinned-out miss's second search: pins ignored */
static uint32_t
h_refcount_none(EvictorFrameState s)
{
	(void) s;
	return 0;
}

static uint32_t
h_usage(EvictorFrameState s)
{
	return ST_USAGE((uint32_t) s);
}

static inline int
part_of(const Replay *R, uint32_t id)
{
	if (R->K == 1)
		return 0;
	return evictor_partition_find(id, R->frames, R->K, R->pfirst, R->pcount);
}

/* ---- hits in batches (hitqueue.h) ---- */

static uint32_t
hq_part_of(void *arg, uint32_t frame)
{
	return (uint32_t) part_of(arg, frame);
}

static uint64_t
hq_key_of(void *arg, uint32_t frame)
{
	uint32_t	x = ((Replay *) arg)->owner[frame];

	return x == NO_FRAME ? 0 : sim_page_key(((Replay *) arg)->t, x);
}

static void
hq_hear(void *arg, uint32_t frame)
{
	Replay	   *R = arg;
	Part	   *part = &R->parts[part_of(R, frame)];

	R->r->on_hit(part->inst, frame - part->first);
}

/* backend b's queued hits of partition p reach the policy */
static void
hits_commit(Replay *R, uint32_t b, int p)
{
	if (R->hitq != NULL && R->hitq[b].n > 0)
		evictor_hitq_commit(&R->hitq[b], (uint32_t) p, hq_part_of, hq_key_of,
							hq_hear, R, &R->hitc);
}

/* ---- partitions: strategy.c's refresh_home, choose_partition ---- */

static void
refresh_home(Replay *R, uint32_t b, uint16_t cpu)
{
	Back	   *bk = &R->backs[b];
	uint64_t	allocs[EVICTOR_MAX_PARTITIONS];
	uint64_t   *last = &R->last_allocs[(size_t) b * R->K];

	bk->until_refresh = EVICTOR_HOME_REFRESH;
	bk->home = evictor_emulated_home(cpu == SIM_PG_NO_CPU ? -1 : (int) cpu,
									 R->t->backend_number[b], R->K);
	for (int p = 0; p < R->K; p++)
	{
		allocs[p] = R->parts[p].allocs - last[p];
		last[p] = R->parts[p].allocs;
	}
	bk->quota = evictor_balance(allocs, R->K, bk->home, &bk->target);
}

static inline int
choose_partition(Replay *R, uint32_t b, uint16_t cpu)
{
	Back	   *bk = &R->backs[b];

	if (--bk->until_refresh <= 0)
		refresh_home(R, b, cpu);
	if (bk->quota > 0)
	{
		bk->quota--;
		return bk->target;
	}
	return bk->home;
}

/* one partition's search: a frame id, or -1 with the sweep's stop in *stop */
ALWAYS_INLINE int64_t
search(Replay *R, int p, uint32_t b, uint64_t key, int rule, uint32_t *stop)
{
	Part	   *part = &R->parts[p];

	if (rule == RULE_FRAMEWORK)
	{
		SrvPinsArg	sa = {&R->st[part->first], R->srv_pinned + part->first};
		EvictorHost host = {&R->st[part->first], h_begin, h_leave, h_keep, h_claim,
		h_refcount, h_usage};
		EvictorFrameState s;
		int64_t		v;

		if (R->srv_pinned != NULL)
		{
			host.arg = &sa;
			host.begin = h_begin_srv;
			host.keep = h_keep_srv;
		}

		hits_commit(R, b, p);
		if (R->r->on_miss && key != 0)
			R->r->on_miss(part->inst, key);
		v = R->r->victim(part->inst, &host, &s);
		if (v >= (int64_t) part->n)
		{
			R->broken = true;
			return -1;
		}
		return v < 0 ? -1 : (int64_t) part->first + v;
	}
	else
	{
		SweepCtx	c = {R->st, part->first, part->n, &part->hand,
		&R->batches[(size_t) b * R->K + p], R->B, R->cap, NO_FRAME};
		uint32_t	s;
		uint32_t	demotions = 0;
		int64_t		id;

		if (rule == EVICTOR_HOTCOOL)
			id = rp_hc_sweep(&c, &s, &demotions);
		else if (rule == EVICTOR_SECONDCHANCE)
			id = rp_sc_sweep(&c, &s, &demotions);
		else
			id = rp_cs_sweep(&c, &s, &demotions);
		*stop = c.last;
		return id;
	}
}

/*
 * A free frame a search may take: unpinned, by the server's pins alone
 * where a framework policy's search sees those (srv_pinned: a pin the
 * replay still keeps for a backend that let go unrecorded, its last
 * page's, must not keep a free frame from a search that took it)
 */
static inline bool
free_unpinned(const Replay *R, uint32_t f)
{
	return R->srv_pinned != NULL ? R->srv_pinned[f] == 0 : ST_REFCOUNT(R->st[f]) == 0;
}

/* the free frame at j of part's free list, taken: the list keeps its order */
static inline uint32_t
take_free(Part *part, uint32_t j)
{
	uint32_t	f = part->free[j];

	memmove(&part->free[part->used + 1], &part->free[part->used],
			(j - part->used) * sizeof(uint32_t));
	part->used++;
	return f;
}

/* strategy.c's get_victim: a free frame anywhere, then the sweeps */
ALWAYS_INLINE uint32_t
get_victim(Replay *R, uint32_t b, uint16_t cpu, uint64_t key, int rule)
{
	int			K = R->K;
	int			target = K > 1 ? choose_partition(R, b, cpu) : 0;
	uint32_t	stop = NO_FRAME;

	R->parts[target].allocs++;
	if (R->want_free < R->frames)
	{
		Part	   *part = &R->parts[part_of(R, R->want_free)];
		uint32_t	f = R->want_free;

		for (uint32_t j = part->used; j < part->nfree; j++)
			if (part->free[j] == f && free_unpinned(R, f))
				return take_free(part, j);
	}
	for (int k = 0; k < K; k++)
	{
		Part	   *part = &R->parts[(target + k) % K];

		/*
		 * the first unpinned: a victim its backend freed (19: another had
		 * mapped the page it wanted) stays until it lets go, as
		 * framework.c's take_empty leaves it
		 */
		for (uint32_t j = part->used; j < part->nfree && !R->no_free; j++)
			if (free_unpinned(R, part->free[j]))
				return take_free(part, j);
	}
	for (int k = 0; k < K; k++)
	{
		uint32_t	s = NO_FRAME;
		int64_t		id = search(R, (target + k) % K, b, key, rule, &s);

		if (id >= 0)
			return (uint32_t) id;
		if (R->broken)
			return NO_FRAME;
		if (k == 0)
			stop = s;
	}

	/* every frame pinned: the home's choice with pins ignored */
	R->pinned_out++;
	if (rule == RULE_FRAMEWORK)
	{
		Part	   *part = &R->parts[target];
		EvictorHost host = {&R->st[part->first], h_begin, h_leave, h_keep, h_claim,
		h_refcount_none, h_usage};
		EvictorFrameState s;
		int64_t		v = R->r->victim(part->inst, &host, &s);

		if (v < 0 || v >= (int64_t) part->n)
		{
			R->broken = true;
			return NO_FRAME;
		}
		return part->first + (uint32_t) v;
	}
	return stop;
}

static void
replay_free(Replay *R)
{
	for (int p = 0; p < EVICTOR_MAX_PARTITIONS; p++)
		free(R->parts[p].inst);
	if (R->backs != NULL)
		for (uint32_t b = 0; b < (R->t->nbackends ? R->t->nbackends : 1); b++)
			free(R->backs[b].passed);
	free(R->st);
	free(R->owner);
	free(R->where);
	free(R->freelist);
	free(R->backs);
	free(R->last_allocs);
	free(R->batches);
	free(R->rings);
	free(R->ring_block);
	free(R->hitq);
	free(R->unheld);
	free(R->early);
	free(R->early_frame);
	free(R->late_frame);
	free(R->inval);
	free(R->late_obj);
	free(R->late_old);
	free(R->srv_obj);
	free(R->forgot);
	free(R->srv_pinned);
}

/* on_load of every resident frame in buffer order, but those listed */
static void
load_resident(Replay *R, const bool *listed)
{
	for (uint32_t id = 0; id < R->frames; id++)
		if (R->owner[id] != NO_FRAME && (listed == NULL || !listed[id]))
		{
			int			p = part_of(R, id);

			R->r->on_load(R->parts[p].inst, id - R->parts[p].first,
						  sim_page_key(R->t, R->owner[id]));
		}
}

/*
 * The trace's queue records (kind 7), when they are this policy's and its
 * partitions are the run's: each instance restored as the server held it
 * (routine.h's restore), listed frames that hold no page skipped, a
 * ghost keyed as its page's object (one the trace never requests: a key
 * of no object), a resident frame no queue lists then loaded as the
 * newest.  False, and nothing done: the buffer-order adoption applies.
 */
static bool
restore_queues(Replay *R)
{
	const SimTrace *t = R->t;
	int			policy = evictor_routine_index(R->r);
	uint32_t   *ids;
	uint64_t   *keys;
	bool	   *listed;

	if (t->nqueued == 0 || R->r->restore == NULL || policy < 0)
		return false;
	for (uint32_t k = 0; k < t->nqueued; k++)
	{
		const struct SimQueued *e = &t->queued[k];
		bool		ghostq;

		if (e->policy != (uint32_t) policy || e->part >= (uint32_t) R->K)
			return false;
		if (e->q == SIM_PG_QUEUE_TARGET)
			continue;
		if (e->q >= (uint16_t) R->r->nqueues)
			return false;
		ghostq = (R->r->ghost_mask & (1u << e->q)) != 0;
		if (ghostq != (e->frame == SIM_PG_GHOST) ||
			(!ghostq && (e->frame < R->parts[e->part].first ||
						 e->frame >= R->parts[e->part].first + R->parts[e->part].n)))
			return false;
	}
	ids = malloc(sizeof(uint32_t) * (t->nqueued + 1));
	keys = malloc(sizeof(uint64_t) * (t->nqueued + 1));
	listed = calloc(R->frames, sizeof(bool));
	if (ids == NULL || keys == NULL || listed == NULL)
	{
		free(ids);
		free(keys);
		free(listed);
		return false;
	}
	/* records run partition by partition, queue by queue */
	for (uint32_t k = 0; k < t->nqueued;)
	{
		const struct SimQueued *e0 = &t->queued[k];
		Part	   *part = &R->parts[e0->part];
		int64_t		hand = -1;
		double		target = 0;
		uint32_t	n = 0;

		/* the partition's target and hand, wherever among its records */
		for (uint32_t j = 0; j < t->nqueued; j++)
			if (t->queued[j].part != e0->part)
				continue;
			else if (t->queued[j].q == SIM_PG_QUEUE_TARGET)
				target = t->queued[j].target;
			else if (t->queued[j].hand)
				hand = t->queued[j].frame - part->first;
		if (e0->q == SIM_PG_QUEUE_TARGET)
		{
			k++;
			continue;
		}
		for (; k < t->nqueued && t->queued[k].part == e0->part && t->queued[k].q == e0->q; k++)
		{
			uint32_t	f = t->queued[k].frame;

			/* a ghost: the server's key (a page the trace may never request) */
			if (f == SIM_PG_GHOST)
			{
				keys[n++] = t->queued[k].key;
				R->restored_ghosts++;
				R->restored_known += t->queued[k].obj != SIM_PG_GHOST;
				continue;
			}
			if (R->owner[f] == NO_FRAME || listed[f])
				continue;
			listed[f] = true;
			R->restored++;
			ids[n] = f - part->first;
			keys[n++] = sim_page_key(R->t, R->owner[f]);
		}
		R->r->restore(part->inst, e0->q, e0->frame == SIM_PG_GHOST ? NULL : ids, keys, n, hand,
					  target);
	}
	load_resident(R, listed);
	free(ids);
	free(keys);
	free(listed);
	return true;
}

/*
 * The trace's state blocks (kind 8), when they are this policy's, one per
 * partition of the run, each of the partition's frames and of the size
 * this run laid out: each instance becomes the server's, byte for byte
 * (routine.h: a block holds no pointers; its keys are the server's, as
 * sim_page_key's).  The resident frames are then the block's own: none is
 * loaded.  False, and nothing done: the queues or the adoption apply.
 */
static bool
restore_state(Replay *R)
{
	const SimTrace *t = R->t;
	const struct SimState *of[EVICTOR_MAX_PARTITIONS] = {0};
	int			policy = evictor_routine_index(R->r);

	if (t->nstates == 0 || policy < 0)
		return false;
	for (uint32_t k = 0; k < t->nstates; k++)
	{
		const struct SimState *e = &t->states[k];

		if (e->policy != (uint32_t) policy || e->part >= (uint32_t) R->K ||
			e->bytes == NULL || of[e->part] != NULL)
			return false;
		of[e->part] = e;
	}
	for (int p = 0; p < R->K; p++)
		if (of[p] == NULL || of[p]->first != R->parts[p].first ||
			of[p]->nframes != R->parts[p].n ||
			of[p]->size != R->parts[p].size)
			return false;
	for (int p = 0; p < R->K; p++)
	{
		memcpy(R->parts[p].inst, of[p]->bytes, of[p]->size);
		R->state_bytes += of[p]->size;
		R->state_parts++;
	}
	return true;
}

/*
 * Start from the pool as the trace began: its resident frames with their
 * usage counts (a page or frame seen twice, read while it moved, keeps its
 * first), the hands where the trace says (one partition: the first hand;
 * more: each partition's own, if it falls in it), and a framework policy
 * restored from the trace's queue records where it can be
 * (restore_queues), else adopting the pool as the server's host does on a
 * policy switch: init (done), then on_load of every resident frame in
 * buffer order.
 */
static void
adopt_snapshot(Replay *R)
{
	const SimTrace *t = R->t;

	for (uint32_t k = 0; k < t->nresident; k++)
	{
		uint32_t	id = t->resident_frame[k];
		uint32_t	x = t->resident_obj[k];
		uint32_t	u = t->resident_usage[k];

		if (id >= R->frames || R->owner[id] != NO_FRAME || R->where[x] != NO_FRAME)
			continue;
		R->owner[id] = x;
		R->where[x] = id;
		R->st[id] = u < EVICTOR_MAX_USAGE ? u : EVICTOR_MAX_USAGE;
	}
	for (uint32_t k = 0; k < t->nhands; k++)
	{
		uint32_t	f = t->hand_frame[k];
		int			p = R->K == 1 ? 0 : (int) t->hand_part[k];
		Part	   *part;

		if (p >= R->K || f >= R->frames)
			continue;
		part = &R->parts[p];
		if (f < part->first || f >= part->first + part->n)
			continue;
		part->hand = f - part->first;
		if (R->K == 1)
			break;
	}
	if (R->r && (restore_state(R) || restore_queues(R)))
		return;
	if (R->r)
		load_resident(R, NULL);
}

/* does the trace have an event of kind? */
static bool
has_events(const SimTrace *t, int kind)
{
	for (uint64_t k = 0; k < t->nevents; k++)
		if (t->events[k].kind == kind)
			return true;
	return false;
}

/*
 * Whether a framework search sees the server's pins alone: the trace's
 * searches are recorded with what they passed pinned (search records),
 * its policy is the one replayed (its snapshot's queues or state say) at
 * the traced size, and neither passes nor searches are switched off.  The
 * replay's own model of pins (Pins above) then serves rings, the stock
 * arm and a search the server did not make the same way.
 */
static bool
srv_pins_apply(const Replay *R, const SimTrace *t, uint32_t frames)
{
	int64_t		traced = t->nstates > 0 ? (int64_t) t->states[0].policy :
		t->nqueued > 0 ? (int64_t) t->queued[0].policy : -1;

	if (!R->passes || !R->searches || R->r == NULL || frames != t->nbuffers ||
		traced != evictor_routine_index(R->r))
		return false;
	return has_events(t, SIM_PG_SEARCH);
}

/* lay out the run; false if memory ran out or the partitions do not fit */
static bool
replay_init(Replay *R, const SimTrace *t, uint32_t frames, const SimOptions *opt)
{
	uint32_t	nb = t->nbackends ? t->nbackends : 1;
	size_t		ring_bytes = 0;

	memset(R, 0, sizeof(*R));
	R->t = t;
	R->frames = frames;
	R->cap = opt->max_usage;
	R->K = opt->partitions > 1 ? (int) opt->partitions : 1;
	R->B = opt->sweep_batch > 1 ? opt->sweep_batch : 1;
	R->pins = !opt->no_pins;
	R->lookups = R->pins && !opt->no_lookups;
	R->passes = R->pins && !opt->no_passes;
	R->searches = !opt->no_searches;
	R->frees = !opt->no_frees;
	R->want_free = NO_FRAME;
	R->frees_after_hits = R->frees && t->server_version >= 160000 &&
		t->server_version < 190000 && has_events(t, SIM_PG_FREED);
	R->forgets = R->frees && opt->routine != NULL && has_events(t, SIM_PG_FORGOTTEN);
	R->rings_on = !opt->no_rings && sim_trace_has_rings(t);
	R->r = opt->routine;
	/* from 16 on a load is heard before the miss's record */
	R->late_loads = R->r != NULL && !opt->no_loads && t->server_version < 160000 &&
		has_events(t, SIM_PG_LOADED);
	R->early_ext = R->r != NULL && !opt->no_loads && t->server_version >= 160000 &&
		has_events(t, SIM_PG_LOADED);
	if (R->r != NULL && R->r->on_hit != NULL && opt->hit_batch > 0)
	{
		R->hit_batch = opt->hit_batch;
		R->hitq = calloc(nb, sizeof(EvictorHitQueue));
		if (R->hitq == NULL)
			return false;
	}
	if (R->K > EVICTOR_MAX_PARTITIONS ||
		!evictor_partition_bounds(frames, R->K, 1, 1, R->pfirst, R->pcount))
		return false;
	for (int p = 0; p < R->K; p++)
	{
		R->parts[p].first = R->pfirst[p];
		R->parts[p].n = R->pcount[p];
	}
	R->st = calloc(frames, sizeof(uint32_t));
	R->owner = malloc((size_t) frames * sizeof(uint32_t));
	R->where = malloc(((size_t) t->nobjects + 1) * sizeof(uint32_t));
	R->freelist = malloc((size_t) frames * sizeof(uint32_t));
	R->backs = calloc((size_t) nb, sizeof(Back));
	R->early = malloc((size_t) nb * sizeof(uint64_t));
	R->early_frame = malloc((size_t) nb * sizeof(uint32_t));
	R->late_frame = malloc((size_t) nb * sizeof(uint32_t));
	R->inval = calloc(frames, 1);
	R->late_obj = malloc((size_t) nb * sizeof(uint32_t));
	R->late_old = malloc((size_t) nb * sizeof(uint32_t));
	R->last_allocs = calloc((size_t) nb * R->K, sizeof(uint64_t));
	R->batches = calloc((size_t) nb * R->K, sizeof(EvictorBatch));
	R->rings = calloc((size_t) t->nrings + 1, sizeof(EvictorRing *));
	if (!R->st || !R->owner || !R->where || !R->freelist || !R->backs || !R->early || !R->early_frame ||
		!R->late_frame || !R->late_obj || !R->late_old || !R->inval ||
		!R->last_allocs || !R->batches || !R->rings)
		return false;
	memset(R->early, 0xFF, (size_t) nb * sizeof(uint64_t));
	memset(R->late_frame, 0xFF, (size_t) nb * sizeof(uint32_t));
	R->srv_n = t->nbuffers;
	if (R->srv_n > 0)
	{
		if ((R->srv_obj = malloc((size_t) R->srv_n * sizeof(uint32_t))) == NULL)
			return false;
		memset(R->srv_obj, 0xFF, (size_t) R->srv_n * sizeof(uint32_t));
		for (uint32_t k = 0; k < t->nresident; k++)
			if (t->resident_frame[k] < R->srv_n)
				R->srv_obj[t->resident_frame[k]] = t->resident_obj[k];
		if (R->forgets)
		{
			if ((R->forgot = malloc((size_t) R->srv_n * sizeof(uint32_t))) == NULL)
				return false;
			memset(R->forgot, 0xFF, (size_t) R->srv_n * sizeof(uint32_t));
		}
	}
	memset(R->owner, 0xFF, (size_t) frames * sizeof(uint32_t));
	memset(R->where, 0xFF, ((size_t) t->nobjects + 1) * sizeof(uint32_t));
	for (uint32_t b = 0; b < nb; b++)
		R->backs[b] = (Back)
	{
		NO_FRAME, NO_FRAME, 0, 0, 0, 0, NULL, 0, 0, UINT64_MAX, NO_FRAME, NO_FRAME,
		{0}, 0, 0, UINT64_MAX, NO_FRAME, false
	};

	/* every ring in one block, as palloc0 would make it at this pool size */
	if (R->rings_on)
	{
		for (uint32_t g = 1; g <= t->nrings; g++)
		{
			uint32_t	size = t->ring_slots[g] < frames / 8 ? t->ring_slots[g] : frames / 8;

			if (size > 0)
				ring_bytes += (offsetof(EvictorRing, buffers) + size * sizeof(int32_t) + 7) & ~(size_t) 7;
		}
		R->ring_block = calloc(ring_bytes ? ring_bytes : 1, 1);
		if (R->ring_block == NULL)
			return false;
		ring_bytes = 0;
		for (uint32_t g = 1; g <= t->nrings; g++)
		{
			uint32_t	size = t->ring_slots[g] < frames / 8 ? t->ring_slots[g] : frames / 8;

			if (size == 0)
				continue;
			R->rings[g] = (EvictorRing *) (R->ring_block + ring_bytes);
			R->rings[g]->ring_size = (int) size;
			ring_bytes += (offsetof(EvictorRing, buffers) + size * sizeof(int32_t) + 7) & ~(size_t) 7;
		}
	}

	if (R->r)
	{
		double		params[EVICTOR_MAX_PARAMS];

		for (int i = 0; i < R->r->nparams; i++)
			params[i] = R->r->param_defaults[i];
		for (int p = 0; p < R->K; p++)
		{
			R->parts[p].size = R->r->state_size(R->parts[p].n, params);
			R->parts[p].inst = aligned_alloc(8, (R->parts[p].size + 7) & ~(size_t) 7);
			if (R->parts[p].inst == NULL)
				return false;
			R->r->init(R->parts[p].inst, R->parts[p].n, params);
		}
	}

	R->warm = sim_snapshot_applies(t, frames, opt);
	if (R->warm)
		adopt_snapshot(R);
	if (srv_pins_apply(R, t, frames) &&
		(R->srv_pinned = calloc(frames, 1)) == NULL)
		return false;
	/* the free frames, in id order: all of them when cold */
	for (int p = 0; p < R->K; p++)
	{
		Part	   *part = &R->parts[p];

		part->free = &R->freelist[part->first];
		part->nfree = 0;
		for (uint32_t id = part->first; id < part->first + part->n; id++)
			if (R->owner[id] == NO_FRAME)
				part->free[part->nfree++] = id;
	}
	return true;
}

ALWAYS_INLINE void
unpin(Replay *R, uint32_t b)
{
	Back	   *bk = &R->backs[b];

	if (bk->pin != NO_FRAME)
		R->st[bk->pin] -= PIN_ONE;
	if (bk->under != NO_FRAME)
		R->st[bk->under] -= PIN_ONE;
	bk->pin = bk->under = NO_FRAME;
}

/* a map fork's page (free space map, visibility map); NO_FRAME: none */
static inline bool
is_map(const SimTrace *t, uint32_t x)
{
	return t->obj_fork != NULL && x != NO_FRAME && t->obj_fork[x] != 0;
}

/*
 * Before backend b's read of a page (map: of a map fork): what it lets go.
 * A map's page is read while the main fork's page stays pinned
 * (heap_update's and heap_insert's visibility map pin,
 * RelationGetBufferForTuple's free space search): its last main-fork page
 * is kept, as under; else every pin goes.
 */
static inline void
let_go(Replay *R, uint32_t b, bool map)
{
	Back	   *bk = &R->backs[b];

	if (!map)
	{
		unpin(R, b);
		return;
	}
	if (bk->pin != NO_FRAME && !is_map(R->t, R->owner[bk->pin]))
	{
		if (bk->under != NO_FRAME)
			R->st[bk->under] -= PIN_ONE;
		bk->under = bk->pin;
	}
	else if (bk->pin != NO_FRAME)
		R->st[bk->pin] -= PIN_ONE;
	bk->pin = NO_FRAME;
}

/* before backend b's access of object x */
static inline void
unpin_before(Replay *R, uint32_t b, uint32_t x)
{
	let_go(R, b, is_map(R->t, x));
}

/* a passed list's entry that is a frame already, not an object */
#define PASSED_FRAME 0x80000000u

/* a passed record: backend b's search in the server passed object x pinned */
static bool
note_passed(Replay *R, uint32_t b, uint32_t x)
{
	Back	   *bk = &R->backs[b];

	if (bk->npassed == bk->cap_passed)
	{
		uint32_t	cap = bk->cap_passed ? bk->cap_passed * 2 : 16;
		uint32_t   *p = realloc(bk->passed, cap * sizeof(uint32_t));

		if (p == NULL)
			return false;
		bk->passed = p;
		bk->cap_passed = cap;
	}
	bk->passed[bk->npassed++] = x;
	return true;
}

/*
 * The replay's frame of a page a server's search passed: where it is, or
 * on 15 the frame that held it before a load the policy has not
 * heard yet (the server changes the buffer's tag after the mapping insert,
 * the miss's record, so a search in between may name the old page)
 */
static uint32_t
passed_frame(const Replay *R, uint32_t x)
{
	uint32_t	nb = R->t->nbackends ? R->t->nbackends : 1;

	if (R->where[x] != NO_FRAME || !R->late_loads)
		return R->where[x];
	for (uint32_t c = 0; c < nb; c++)
		if (R->late_frame[c] != NO_FRAME && R->late_old[c] == x)
			return R->late_frame[c];
	return NO_FRAME;
}

/*
 * Around backend b's search (sign +1, then -1): a pin more on each page
 * the server's search passed pinned and the replay holds, whoever held it
 * there (a second pin of the replay's own backends, or one the trace does
 * not show).  The list becomes frames (NO_FRAME: not held here), undone
 * by the same list.
 */
static void
pin_passed(Replay *R, uint32_t b, int sign)
{
	Back	   *bk = &R->backs[b];

	for (uint32_t j = 0; j < bk->npassed; j++)
	{
		uint32_t	f;

		if (sign > 0)
			bk->passed[j] = (bk->passed[j] & PASSED_FRAME) ?
				bk->passed[j] & ~PASSED_FRAME : passed_frame(R, bk->passed[j]);
		if ((f = bk->passed[j]) == NO_FRAME)
			continue;
		if (R->srv_pinned != NULL)
		{
			/* 2: a victim claimed, pinned until its install */
			if (sign > 0 && R->srv_pinned[f] == 0)
				R->srv_pinned[f] = 1;
			else if (sign < 0 && R->srv_pinned[f] == 1)
				R->srv_pinned[f] = 0;
		}
		else if (sign > 0)
			R->st[f] += PIN_ONE;
		else
			R->st[f] -= PIN_ONE;
	}
}

/*
 * --release-before-miss: the accesses whose page its backend lets go at
 * once, those whose backend's next access is a miss or an extension of a
 * main fork's page.  The server lets go at that miss's lookup, before its
 * search and any wait for the instance's lock; the trace records the miss
 * at its mapping insert, after both, so the default replay holds the page
 * through every search in between, this one through none (the two ends of
 * what the trace allows).  A map's page keeps the main fork's held, as
 * unpin_before does.
 */
static bool
mark_unheld(Replay *R)
{
	const SimTrace *t = R->t;
	uint32_t	nb = t->nbackends ? t->nbackends : 1;
	uint64_t   *last = malloc((size_t) nb * sizeof(uint64_t));

	R->unheld = calloc(t->n ? t->n : 1, 1);
	if (last == NULL || R->unheld == NULL)
	{
		free(last);
		return false;
	}
	for (uint32_t b = 0; b < nb; b++)
		last[b] = UINT64_MAX;
	for (uint64_t i = 0; i < t->n; i++)
	{
		uint32_t	b = t->backend[i];

		if (last[b] != UINT64_MAX && t->kind[i] != SIM_PG_HIT && !is_map(t, t->obj[i]))
			R->unheld[last[b]] = 1;
		last[b] = i;
	}
	free(last);
	return true;
}

/* --end-state: each frame holding a page, false if the file cannot be written */
static bool
write_end_state(const Replay *R, const char *path)
{
	FILE	   *f = fopen(path, "w");

	if (f == NULL)
		return false;
	fprintf(f, "frame,key,usage,pins\n");
	for (uint32_t id = 0; id < R->frames; id++)
		if (R->owner[id] != NO_FRAME)
			fprintf(f, "%u,%llu,%u,%u\n", id,
					(unsigned long long) sim_page_key(R->t, R->owner[id]),
					ST_USAGE(R->st[id]), ST_REFCOUNT(R->st[id]));
	return fclose(f) == 0;
}

/*
 * A search record: the server's victim buffer holds the page of the
 * backend's next request from now (if that is a hit, another backend
 * mapped the page first: on 15 the victim keeps its page; on 16+ a freed
 * record follows).
 */
static inline void
srv_searched(Replay *R, const struct SimEvent *e)
{
	if (e->frame >= R->srv_n || e->req >= R->t->n)
		return;
	if (R->t->kind[e->req] != SIM_PG_HIT)
		R->srv_obj[e->frame] = R->t->obj[e->req];
	else if (R->t->server_version >= 160000)
		R->srv_obj[e->frame] = SIM_PG_GHOST;	/* invalidated, then the collision */
}

/* frame id's page, if any, leaves the replay's pool */
static inline void
unmap(Replay *R, uint32_t id)
{
	if (R->owner[id] != NO_FRAME)
	{
		R->where[R->owner[id]] = NO_FRAME;
		R->owner[id] = NO_FRAME;
	}
	R->inval[id] = 0;
}

/*
 * Another backend misses object x (its lookup record, or its search
 * record): if a claimed victim's frame still holds x (16 on), the
 * claim's invalidation came before.  On 16 to 18 the frame stays the claim of a page invalidated:
 * given up at a collision, it is forgotten and freed all the same
 * (StrategyFreeBuffer).  19 has no freelist: a framework policy's freed
 * record frees it; under the stock rules it waits, empty, for the sweep.
 */
static inline void
invalidated(Replay *R, uint32_t x)
{
	uint32_t	f = R->where[x];

	if (f != NO_FRAME && R->inval[f])
	{
		unmap(R, f);
		R->inval[f] = R->frees_after_hits;
	}
}

static void forget_frame(Replay *R, uint32_t f, int rule);
static void push_free(Replay *R, uint32_t f);

/*
 * Frame f's page, if any, leaves and the frame is free, first on its
 * partition's free list (StrategyFreeBuffer puts it at the head; 19's
 * framework pushes it on its stack); the policy hears on_free
 */
static void
free_frame(Replay *R, uint32_t f, int rule)
{
	forget_frame(R, f, rule);
	push_free(R, f);
}

/* ... the first two: its page leaves, the policy hears on_free */
static void
forget_frame(Replay *R, uint32_t f, int rule)
{
	Part	   *part = &R->parts[part_of(R, f)];

	unmap(R, f);
	R->st[f] &= ~USAGE_MASK;
	if (rule == RULE_FRAMEWORK)
		R->r->on_free(part->inst, f - part->first);
}

/* ... and the last: first on its partition's free list */
static void
push_free(Replay *R, uint32_t f)
{
	Part	   *part = &R->parts[part_of(R, f)];

	if (part->used > 0)
		part->free[--part->used] = f;
	else
	{
		memmove(part->free + 1, part->free, part->nfree * sizeof(uint32_t));
		part->free[0] = f;
		part->nfree++;
	}
}

/* backend b lets go of the victim its search claimed: its frame, or NO_FRAME */
static uint32_t
release_claim(Replay *R, uint32_t b)
{
	uint32_t	f = R->early_frame[b];

	R->early_frame[b] = NO_FRAME;
	R->early[b] = UINT64_MAX;
	if (f == NO_FRAME)
		return NO_FRAME;
	if (R->pins && R->backs[b].pin == f)
	{
		R->st[f] -= PIN_ONE;
		R->backs[b].pin = NO_FRAME;
	}
	if (R->srv_pinned != NULL)
		R->srv_pinned[f] = 0;
	return f;
}

/*
 * Backend b gives up the victim its search claimed: its request is a hit
 * (on 15 and 19, give_up_collision's), or the replay holds its page in
 * another frame (kept_elsewhere).  The victim is let go; from 16 on its
 * page was invalidated, and the frame is free, if a freed record (19,
 * before the hit's) has not freed it already.  A victim kept elsewhere
 * took the page in the server, whose insert succeeded: no freed record
 * follows.
 */
static void
give_up_claim(Replay *R, uint32_t b, int rule)
{
	uint32_t	f = release_claim(R, b);

	if (f == NO_FRAME || !R->inval[f])
		return;
	free_frame(R, f, rule);
}

/*
 * ... a collision's: on 16 to 18 the policy forgot the victim at b's
 * insert, before the hit's record (the page keys' free event), and b
 * holds it pinned until it frees it, just before its freed record: until
 * then no search takes it, nor does the policy hold it.
 */
static void
give_up_collision(Replay *R, uint32_t b, int rule)
{
	uint32_t	f;

	if (!R->frees_after_hits)
	{
		give_up_claim(R, b, rule);
		return;
	}
	f = release_claim(R, b);
	if (f == NO_FRAME || !R->inval[f])
		return;
	if (!R->backs[b].claim_forgot)
		forget_frame(R, f, rule);
	R->backs[b].claim_forgot = false;
	R->backs[b].pending_free = f;
	if (R->srv_pinned != NULL)
		R->srv_pinned[f] = 2;
	if (R->pins)
		R->st[f] += PIN_ONE;
}

/*
 * Backend b's claimed victim is to get its miss's page, which the replay
 * still holds in another frame: the server evicted it between b's lookup
 * and its insert (another backend mapped it meanwhile, a third evicted
 * it), the replay did not.  The claim is then given up and the access is
 * the replay's hit.
 */
static inline bool
kept_elsewhere(const Replay *R, uint32_t b)
{
	uint32_t	f = R->where[R->t->obj[R->early[b]]];

	return R->early_frame[b] != NO_FRAME && f != NO_FRAME && f != R->early_frame[b];
}

/*
 * A forgotten record (15 to 18, a framework policy's): the policy forgot
 * the server's buffer under its lock, in the order of its searches, where
 * the freed record that follows (StrategyFreeBuffer's) is written outside
 * it.  At a collision's insert (16 to 18: backend b's claim, its request
 * a hit, given up at the hit and freed at the freed record), or at a
 * drop's delete: its page leaves, and the frame is free at the freed
 * record.
 */
static void
srv_forgot(Replay *R, const struct SimEvent *e, int rule)
{
	uint32_t	b = e->backend;
	uint32_t	x,
				f;

	if (e->frame >= R->srv_n)
		return;
	if (R->frees_after_hits && R->early[b] < R->t->n &&
		R->t->kind[R->early[b]] == SIM_PG_HIT)
	{
		f = R->early_frame[b];
		if (f == NO_FRAME || !R->inval[f] || R->backs[b].claim_forgot)
			return;
		forget_frame(R, f, rule);
		R->inval[f] = 1;		/* still the claim of a page invalidated */
		R->backs[b].claim_forgot = true;
		return;
	}
	x = R->srv_obj[e->frame];
	f = x != SIM_PG_GHOST ? R->where[x] : NO_FRAME;
	if (f == NO_FRAME)
		return;
	R->dropped++;
	forget_frame(R, f, rule);
	R->forgot[e->frame] = f;
}

/*
 * A freed record: the page of the server's buffer is gone (a drop, a
 * truncation, or from 16 on a victim whose backend found its page mapped
 * by another; on 15 such a victim that was a free buffer, given back,
 * with no page to lose), so the replay's frame holding it is free, first on its
 * partition's free list (StrategyFreeBuffer puts it at the head; 19's
 * framework pushes it on its stack), and the policy hears on_free.
 */
static void
srv_freed(Replay *R, const struct SimEvent *e, int rule)
{
	uint32_t	b = e->backend;
	uint32_t	x,
				f;

	if (e->frame >= R->srv_n)
		return;
	if (R->forgets && R->forgot[e->frame] != NO_FRAME)
	{
		/* forgotten at its drop's delete (srv_forgot) */
		f = R->forgot[e->frame];
		R->forgot[e->frame] = NO_FRAME;
		R->srv_obj[e->frame] = SIM_PG_GHOST;
		if (R->owner[f] == NO_FRAME)
			push_free(R, f);
		return;
	}
	x = R->srv_obj[e->frame];
	R->srv_obj[e->frame] = SIM_PG_GHOST;
	f = x != SIM_PG_GHOST ? R->where[x] : NO_FRAME;
	/* its own claim, its page invalidated (16 on) */
	if (f == NO_FRAME && R->early[b] != UINT64_MAX && R->early_frame[b] != NO_FRAME &&
		(R->owner[R->early_frame[b]] == NO_FRAME || R->inval[R->early_frame[b]]))
		f = R->early_frame[b];
	/* 16 to 18: the victim it gave up at its hit */
	if (R->backs[b].pending_free != NO_FRAME &&
		(f == NO_FRAME || f == R->backs[b].pending_free))
	{
		/* a collision's, held and forgotten since (give_up_collision) */
		f = R->backs[b].pending_free;
		R->backs[b].pending_free = NO_FRAME;
		if (R->srv_pinned != NULL)
			R->srv_pinned[f] = 0;
		if (R->pins)
			R->st[f] -= PIN_ONE;
		push_free(R, f);
		return;
	}
	if (f == NO_FRAME)
		return;
	if (R->owner[f] != NO_FRAME)
		R->dropped++;
	/* its own claim (19): still pinned until its hit's record (give_up_claim) */
	free_frame(R, f, rule);
}

/*
 * Request i (backend b) misses: its ring's frame, or a search's victim,
 * claimed (its page stays until install); NO_FRAME if the policy broke
 * its protocol.
 */
ALWAYS_INLINE uint32_t
claim_frame(Replay *R, uint64_t i, int rule)
{
	const SimTrace *t = R->t;
	uint32_t	x = t->obj[i];
	uint32_t	b = t->backend[i];
	EvictorRing *ring = R->rings_on ? R->rings[t->ring[i]] : NULL;
	uint32_t	id = NO_FRAME;

	if (ring != NULL)
	{
		/* strategy.c's ring_get */
		int32_t		buf = evictor_ring_advance(ring);

		if (buf != 0)
		{
			uint32_t	s = R->st[buf - 1];

			if (evictor_ring_reusable(ST_REFCOUNT(s), ST_USAGE(s)))
			{
				evictor_ring_reused(ring);
				id = (uint32_t) buf - 1;
			}
		}
	}
	if (id == NO_FRAME)
	{
		pin_passed(R, b, 1);
		id = get_victim(R, b, t->cpu[i],
						rule == RULE_FRAMEWORK && t->kind[i] != SIM_PG_EXTEND ?
						sim_page_key(t, x) : 0, rule);
		pin_passed(R, b, -1);
		if (id == NO_FRAME)
			return NO_FRAME;
		if (ring != NULL)
			evictor_ring_fill(ring, (int32_t) id + 1);
	}
	R->backs[b].npassed = 0;
	return id;
}

/* the policy hears backend b's load it has not heard yet, if its frame still holds that page */
static inline void
hear_late_load(Replay *R, uint32_t b)
{
	uint32_t	id = R->late_frame[b];

	if (id == NO_FRAME)
		return;
	R->late_frame[b] = NO_FRAME;
	if (R->owner[id] == R->late_obj[b])
	{
		int			p = part_of(R, id);

		R->r->on_load(R->parts[p].inst, id - R->parts[p].first,
					  sim_page_key(R->t, R->late_obj[b]));
	}
}

/*
 * ... and frame id gets request i's page (the mapping insert), which the
 * policy hears of: from 16 on at the loaded record, just before the
 * miss's record (search_early's caller installs there); on 15 at the
 * loaded record just after it, other backends' searches and loads in
 * between (late_loads); else here
 */
ALWAYS_INLINE void
install(Replay *R, uint32_t id, uint64_t i, int rule)
{
	uint32_t	x = R->t->obj[i];
	uint32_t	old = R->owner[id];

	unmap(R, id);
	R->owner[id] = x;
	R->where[x] = id;
	R->st[id] = (R->st[id] & ~USAGE_MASK) | 1;
	if (R->t->kind[i] != SIM_PG_HIT)
	{
		Back	   *bk = &R->backs[R->t->backend[i]];

		bk->undo_req = i;
		bk->undo_frame = id;
		bk->undo_old = old;
	}
	if (rule == RULE_FRAMEWORK)
	{
		int			p = part_of(R, id);
		uint32_t	b = R->t->backend[i];

		/* a miss of the server's, not one of the replay's alone */
		if (R->late_loads && R->t->kind[i] != SIM_PG_HIT)
		{
			/* its last load's record never came (an undone insert) */
			hear_late_load(R, b);
			R->late_frame[b] = id;
			R->late_obj[b] = x;
			R->late_old[b] = old;
			return;
		}
		R->r->on_load(R->parts[p].inst, id - R->parts[p].first, sim_page_key(R->t, x));
	}
}

/*
 * 15: backend b searches again for the page of the miss it just recorded:
 * BufferAlloc found the victim pinned or dirtied again after its mapping
 * insert, which it undid.  The frame keeps its old page (15 retags a
 * victim only after those checks), and the policy never heard the load
 * (the loaded record never came).
 */
static void
undo_insert(Replay *R, uint32_t b)
{
	Back	   *bk = &R->backs[b];
	uint32_t	f = bk->undo_frame;
	uint32_t	old = bk->undo_old;

	unmap(R, f);
	if (old != NO_FRAME && R->where[old] == NO_FRAME)
	{
		R->owner[f] = old;
		R->where[old] = f;
	}
	if (R->late_frame[b] == f)
		R->late_frame[b] = NO_FRAME;
	if (R->pins && bk->pin == f)
	{
		R->st[f] -= PIN_ONE;
		bk->pin = NO_FRAME;
	}
	bk->undo_req = UINT64_MAX;
}

/*
 * Request i's frame, claimed at search record e: where the server's victim
 * held a page (the replay's frames the server's), the server found no
 * free buffer, and neither does the replay; where it held none, the
 * server took that free buffer, and so does the replay if it has it free.
 * 15 to 18: a buffer whose freed record comes just before may have gone
 * to the freelist after that search passed it, and two buffers freed
 * while a search ran may be pushed in the other order than their records
 * (StrategyFreeBuffer writes its record just before its push, the search
 * its own after its pop: a buffer a search took was freed before its
 * record, but the freelist's order is not the records').  19's framework
 * pushes and takes its empty frames under the instance's lock, in record
 * order, but a collision's victim, freed there before its backend's hit
 * record, stays pinned by it until just after that record: a search in
 * between passes it.
 */
static inline uint32_t
claim_search(Replay *R, const struct SimEvent *e, uint64_t i, int rule)
{
	uint32_t	id;
	bool		follow = R->warm;

	R->no_free = follow && e->obj != SIM_PG_GHOST;
	R->want_free = follow && e->obj == SIM_PG_GHOST ? e->frame : NO_FRAME;
	id = claim_frame(R, i, rule);
	R->no_free = false;
	R->want_free = NO_FRAME;
	return id;
}

/*
 * Frame id, claimed by the search of record e: counted (the server's
 * victim or not), its page invalidated from 16 on (inval), and pinned by
 * the backend until the request the search served takes it.
 */
static inline void
note_claim(Replay *R, const struct SimEvent *e, uint32_t id)
{
	R->searched++;
	R->same_victim += R->owner[id] == e->obj || (R->owner[id] == NO_FRAME && e->obj == SIM_PG_GHOST);
	if (R->t->server_version >= 160000)
		R->inval[id] = 1;
	if (R->srv_pinned != NULL)
		R->srv_pinned[id] = 2;
	if (R->pins)
		R->st[id] += PIN_ONE;
}

/*
 * A search record of a backend whose next request is an extension: the
 * victim is claimed here and pinned by the backend until an extension
 * record of its takes it.  From 16 on every victim of a multi-block
 * extension is taken before the first insert, in the order of their
 * inserts: a queue.  15 extends one block at a time.  The policy hears
 * the load at its loaded record (load_extension), else at the extension's
 * record.
 */
static bool
search_for_extension(Replay *R, const struct SimEvent *e, int rule)
{
	Back	   *bk = &R->backs[e->backend];
	uint32_t	id;

	if (bk->n_ext == EXT_CLAIMS)
		return true;			/* served at its record */
	id = claim_search(R, e, e->req, rule);
	if (id == NO_FRAME)
		return false;
	note_claim(R, e, id);
	bk->ext[(bk->next_ext + bk->n_ext++) % EXT_CLAIMS] = id;
	return true;
}

/*
 * 16 on: backend b's next request i, an extension, is in the frame of its
 * oldest claim, heard by the policy here at its loaded record: under the
 * instance's lock, and the extend's record comes after the lock is let
 * go, other backends' hits recorded in between (a hit of the window's
 * page before that load moves it where the server's did not).  The claim
 * stays pinned until the extend's record.
 */
static void
load_extension(Replay *R, uint32_t b, uint64_t i, int rule)
{
	Back	   *bk = &R->backs[b];
	uint32_t	x = R->t->obj[i];

	if (bk->ext_in == i)
		return;
	if (R->where[x] != NO_FRAME)
		unmap(R, R->where[x]);	/* gone in the server: its relation
								 * truncated */
	install(R, bk->ext[bk->next_ext], i, rule);
	bk->ext_in = i;
}

/* ... and the oldest such victim of backend b, let go of by the search */
static uint32_t
take_extension(Replay *R, uint32_t b)
{
	Back	   *bk = &R->backs[b];
	uint32_t	id = bk->ext[bk->next_ext];

	bk->next_ext = (bk->next_ext + 1) % EXT_CLAIMS;
	bk->n_ext--;
	if (R->srv_pinned != NULL)
		R->srv_pinned[id] = 0;
	if (R->pins)
		R->st[id] -= PIN_ONE;
	return id;
}

/*
 * A search record of backend b whose next request i is a miss of a page
 * the replay does not hold: the victim is claimed here, where the server's
 * search ended, not at the miss's record (its mapping insert, after any
 * write of the victim, while other backends go on), and pinned by b as the
 * server's is; the page goes in at the loaded record, or else the miss's
 * (install), where the server's policy hears of it.  On 15 the victim's
 * page stays mapped until then (a hit on it makes the server search
 * again: a second search record, and the first victim keeps its page); from
 * 16 on it goes when b invalidates it, after any write, unrecorded: other
 * backends still hit it until then (b searches again if one holds it at
 * that moment), and the first lookup or miss of it by another says it is
 * gone (inval).  early[b] = i, early_frame[b] the
 * frame.  If i is a hit (another backend mapped the page first, its miss
 * recorded before this record or after), the search still moved the hand
 * and the counts: it is replayed, its victim keeping its page (on 16 and
 * later a freed record follows for it).  False if the policy broke.
 */
ALWAYS_INLINE bool
search_early(Replay *R, const struct SimEvent *e, int rule)
{
	const SimTrace *t = R->t;
	uint64_t	i = e->req;
	uint32_t	b = e->backend;
	uint32_t	id;
	uint32_t	f;

	if (i < t->n && t->kind[i] != SIM_PG_HIT)
		invalidated(R, t->obj[i]);
	if (i >= t->n)
		return true;
	if (t->server_version < 160000 && t->kind[i] != SIM_PG_HIT &&
		R->backs[b].undo_req != UINT64_MAX && t->obj[R->backs[b].undo_req] == t->obj[i] &&
		R->owner[R->backs[b].undo_frame] == t->obj[i])
		undo_insert(R, b);
	if (t->kind[i] == SIM_PG_EXTEND)
		return search_for_extension(R, e, rule);
	/*
	 * a page the replay holds: replayed if the server held it too, in the
	 * same frame (mapped by another backend after this one's lookup: the
	 * insert may still find it gone, or this search evict it), else the
	 * replay has strayed and i is its hit (e->frame's entry names i's page
	 * already: the record names the page the server's victim held)
	 */
	if (t->kind[i] != SIM_PG_HIT && (f = R->where[t->obj[i]]) != NO_FRAME &&
		(f >= R->srv_n ||
		 (f == e->frame ? e->obj != t->obj[i] : R->srv_obj[f] != t->obj[i])))
		return true;
	if (R->early[b] == i)
	{
		/* a search again: the victim claimed before is given up, its page kept */
		uint32_t	v = release_claim(R, b);

		if (v == NO_FRAME)
			return true;
		R->inval[v] = 0;
	}
	/* what b held is let go at its lookup (--no-lookups: here) */
	if (R->pins)
		unpin_before(R, b, t->obj[i]);
	id = claim_search(R, e, i, rule);
	if (id == NO_FRAME)
		return false;
	note_claim(R, e, id);
	R->early[b] = i;
	R->early_frame[b] = id;
	R->backs[b].claim_forgot = false;
	if (R->pins)
		R->backs[b].pin = id;
	return true;
}

/*
 * The replay, with the rule a constant at each call so that the compiler
 * makes one copy per rule.
 */
ALWAYS_INLINE int64_t
replay(SimTrace *t, uint32_t frames, const SimOptions *opt, int rule)
{
	Replay		R;
	int64_t		misses = 0;
	uint64_t	k = 0;
	bool		fw = rule == RULE_FRAMEWORK;

	if (fw && opt->sweep_batch > 1)
		return -3;
	if (!replay_init(&R, t, frames, opt) ||
		(R.pins && opt->release_before_miss && !mark_unheld(&R)))
	{
		replay_free(&R);
		return -1;
	}
	for (uint64_t i = 0; i < t->n && misses >= 0; i++)
	{
		uint32_t	x = t->obj[i];
		uint32_t	b = t->backend[i];
		uint32_t	id;
		bool		held;

		/* the events before request i, in the trace's order */
		for (; k < t->nevents && t->events[k].at == i && misses >= 0; k++)
		{
			const struct SimEvent *e = &t->events[k];

			if (e->kind == SIM_PG_RELEASE && R.pins)
				unpin(&R, e->backend);
			else if (e->kind == SIM_PG_LOOKUP)
			{
				if (e->req < t->n)
					invalidated(&R, t->obj[e->req]);
				/* a miss's lookup, where its path let go */
				if (R.lookups)
					let_go(&R, e->backend, e->fork != 0);
			}
			else if (e->kind == SIM_PG_PASSED && e->obj == SIM_PG_NO_TAG)
			{
				/* by its buffer, where the replay's frames are the server's */
				if (R.passes && R.srv_pinned != NULL && e->frame < frames &&
					!note_passed(&R, e->backend, PASSED_FRAME | e->frame))
					misses = -1;
			}
			else if (e->kind == SIM_PG_PASSED && R.passes &&
					 !note_passed(&R, e->backend, e->obj))
				misses = -1;
			else if (e->kind == SIM_PG_SEARCH)
			{
				srv_searched(&R, e);
				if (R.searches && !search_early(&R, e, rule))
					misses = -2;
			}
			else if (e->kind == SIM_PG_FREED && R.frees)
				srv_freed(&R, e, rule);
			else if (e->kind == SIM_PG_FORGOTTEN && R.forgets)
				srv_forgot(&R, e, rule);
			else if (e->kind == SIM_PG_LOADED && R.late_loads &&
					 R.late_frame[e->backend] != NO_FRAME)
				hear_late_load(&R, e->backend);
			else if (e->kind == SIM_PG_LOADED && R.early_ext && e->req < t->n &&
					 t->kind[e->req] == SIM_PG_EXTEND && R.backs[e->backend].n_ext > 0)
				load_extension(&R, e->backend, e->req, rule);
			else if (e->kind == SIM_PG_LOADED && R.early[e->backend] != UINT64_MAX &&
					 R.early_frame[e->backend] != NO_FRAME &&
					 t->kind[R.early[e->backend]] != SIM_PG_HIT)
			{
				if (kept_elsewhere(&R, e->backend))
					give_up_claim(&R, e->backend, rule);
				else
				{
					/*
					 * the policy heard of it here, before the miss's record
					 * (16 on; on 15 a free buffer's)
					 */
					install(&R, R.early_frame[e->backend], R.early[e->backend], rule);
					hear_late_load(&R, e->backend);
					R.early_frame[e->backend] = NO_FRAME;
				}
			}
		}
		if (misses < 0)
			break;
		if (R.early[b] == i && t->kind[i] == SIM_PG_HIT)
			/* another backend mapped the page first: its victim given up */
			give_up_collision(&R, b, rule);
		else if (R.early[b] == i && kept_elsewhere(&R, b))
			give_up_claim(&R, b, rule);
		/* only a miss that went in (install) can be undone */
		if (R.backs[b].undo_req != i)
			R.backs[b].undo_req = UINT64_MAX;
		if (R.early[b] == i)
		{
			/* its victim claimed at its search: the page goes in, if not yet */
			if (R.early_frame[b] != NO_FRAME)
				install(&R, R.early_frame[b], i, rule);
			id = R.where[x];
			R.early[b] = UINT64_MAX;
			if (id == NO_FRAME)
			{
				/* taken from it meanwhile (a search the trace misnamed) */
				if ((id = claim_frame(&R, i, rule)) == NO_FRAME)
				{
					misses = -2;
					break;
				}
				install(&R, id, i, rule);
			}
			/*
			 * The server's searches passed it pinned until here, where
			 * from 16 on it gets its tag (after the insert): their passed
			 * records could not name it
			 */
			if (R.srv_pinned != NULL && id != NO_FRAME)
				R.srv_pinned[id] = 0;
			if (R.pins && R.backs[b].pin == id)
			{
				R.st[id] -= PIN_ONE;
				R.backs[b].pin = NO_FRAME;
			}
			misses += sim_count_miss(t, opt, i);
			goto pinned;
		}
		if (t->kind[i] == SIM_PG_EXTEND && R.backs[b].n_ext > 0)
		{
			/* its victim claimed at its search */
			if (R.pins)
				unpin_before(&R, b, x);
			id = take_extension(&R, b);
			if (R.backs[b].ext_in == i)
				R.backs[b].ext_in = UINT64_MAX; /* in since its loaded record */
			else
			{
				if (R.where[x] != NO_FRAME)
					unmap(&R, R.where[x]);	/* gone in the server: its
											 * relation truncated (--no-frees
											 * keeps it) */
				install(&R, id, i, rule);
			}
			misses += sim_count_miss(t, opt, i);
			R.backs[b].npassed = 0;
			goto pinned;
		}
		if (t->kind[i] != SIM_PG_HIT)
			invalidated(&R, x);
		id = R.where[x];
		/* an access of the page it still holds pinned (its last) */
		held = R.pins && id != NO_FRAME &&
			(R.backs[b].pin == id || R.backs[b].under == id);
		/*
		 * A trace that says whether a hit's buffer had pins: none, then
		 * this is the backend's first pin whatever the replay holds (it let
		 * go in between: a b-tree's metapage read twice); some, and no
		 * other backend of the replay holds it, then they are this
		 * backend's (an UPDATE's scan holds the heap page its unique
		 * index check reads again)
		 */
		if (R.pins && id != NO_FRAME && t->pinned != NULL)
			held = t->pinned[i] &&
				(held || ST_REFCOUNT(R.st[id]) == 0);
		/* its last page is let go before this access reads */
		if (R.pins)
			unpin_before(&R, b, x);

		if (id != NO_FRAME)
		{
			uint32_t	u = ST_USAGE(R.st[id]);

			/*
			 * PinBuffer: only a backend's first pin of a buffer raises its
			 * usage count, a ring's only 0 -> 1
			 */
			if (held)
				;
			else if (R.rings_on && t->strategy[i] &&
					 (t->ring[i] == 0 || R.rings[t->ring[i]] != NULL))
			{
				if (u == 0)
					R.st[id]++;
			}
			else if (u < EVICTOR_MAX_USAGE)
				R.st[id]++;
			if (fw && R.hitq != NULL)
			{
				/* one process: a commit's try-lock always succeeds */
				if (evictor_hitq_push(&R.hitq[b], id, sim_page_key(R.t, x), R.hit_batch) !=
					EVICTOR_HITS_KEEP)
					for (int p = 0; p < R.K; p++)
						hits_commit(&R, b, p);
			}
			else if (fw && R.r->on_hit)
			{
				int			p = part_of(&R, id);

				R.r->on_hit(R.parts[p].inst, id - R.parts[p].first);
			}
		}
		else
		{
			misses += sim_count_miss(t, opt, i);
			id = claim_frame(&R, i, rule);
			if (id == NO_FRAME)
			{
				misses = -2;
				break;
			}
			install(&R, id, i, rule);
		}
		R.backs[b].npassed = 0;

pinned:
		/* this page stays pinned until its next access begins */
		if (R.pins && (R.unheld == NULL || !R.unheld[i]))
		{
			R.st[id] += PIN_ONE;
			R.backs[b].pin = id;
		}
	}
	if (opt->end_state != NULL && misses >= 0 && !write_end_state(&R, opt->end_state))
		misses = -1;
	if (opt->stats)
	{
		opt->stats->pinned_out += R.pinned_out;
		opt->stats->searched += R.searched;
		opt->stats->same_victim += R.same_victim;
		opt->stats->dropped += R.dropped;
		opt->stats->restored += R.restored;
		opt->stats->ghosts += R.restored_ghosts;
		opt->stats->ghosts_known += R.restored_known;
		opt->stats->state_bytes += R.state_bytes;
		opt->stats->state_parts += R.state_parts;
		opt->stats->hits_committed += R.hitc.committed;
		opt->stats->hits_stale += R.hitc.stale;
		for (uint32_t b = 0; R.hitq != NULL && b < (t->nbackends ? t->nbackends : 1); b++)
			opt->stats->hits_unheard += R.hitq[b].n;
	}
	replay_free(&R);
	return misses;
}

static int64_t
replay_cs(SimTrace *t, uint32_t frames, const SimOptions *opt)
{
	return replay(t, frames, opt, EVICTOR_CLOCKSWEEP);
}

static int64_t
replay_hc(SimTrace *t, uint32_t frames, const SimOptions *opt)
{
	return replay(t, frames, opt, EVICTOR_HOTCOOL);
}

static int64_t
replay_sc(SimTrace *t, uint32_t frames, const SimOptions *opt)
{
	return replay(t, frames, opt, EVICTOR_SECONDCHANCE);
}

int64_t
sim_replay_sweep(SimTrace *t, uint32_t frames, const SimOptions *opt, int rule)
{
	switch (rule)
	{
		case EVICTOR_HOTCOOL:
			return replay_hc(t, frames, opt);
		case EVICTOR_SECONDCHANCE:
			return replay_sc(t, frames, opt);
		default:
			return replay_cs(t, frames, opt);
	}
}

int64_t
sim_replay_routine(SimTrace *t, uint32_t frames, const SimOptions *opt)
{
	return replay(t, frames, opt, RULE_FRAMEWORK);
}

uint32_t
sim_frames_needed(const SimTrace *t, uint32_t frames, const SimOptions *opt)
{
	/*
	 * rings are sized by the pool, partitions cut it, a snapshot has the
	 * server's frame ids: each sees every frame
	 */
	if (t->format != 0 && (opt->partitions > 1 || (sim_trace_has_snapshot(t) && !opt->cold) ||
						   (!opt->no_rings && sim_trace_has_rings(t))))
		return frames;
	return frames < t->nobjects ? frames : t->nobjects;
}
