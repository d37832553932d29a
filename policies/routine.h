/*-------------------------------------------------------------------------
 *
 * routine.h
 *	  The policy framework: a replacement policy is a table of functions
 *	  (in the style of PostgreSQL's IndexAmRoutine) over frames it sees
 *	  through the host's operations.
 *
 * A policy is one file under policies/ (sieve.c, twoq.c, s3fifo.c, car.c,
 * clockpro.c, lru.c, arc.c, lru2.c, wtinylfu.c, lirs.c) that fills one static const
 * EvictorRoutine; policies.c lists them, so adding a policy is one file and one line there.  No PostgreSQL
 * headers, no malloc, no system calls: the same files run in the server, in
 * the unit tests (test/test_framework.c) and in simulations.
 *
 * State.  A policy instance keeps all its state in one contiguous block the
 * caller allocates, of state_size(nframes, params) bytes, 8-byte aligned.
 * The block holds no pointers, only indices and offsets from its start, so
 * it may live in PostgreSQL shared memory mapped at different addresses in
 * different processes.  Frame ids are the instance's own, 0 .. nframes - 1:
 * with partitions there is one instance per partition and the host adds the
 * partition's first buffer.
 *
 * What a policy knows of accesses.  Hits call only the policies that ask
 * for them (on_hit below: lru, arc, lru2, wtinylfu, lirs); for all others the only
 * reference information is the usage count u that PostgreSQL's PinBuffer
 * leaves in the frame's header: a page loaded into a frame starts at u = 1,
 * each pin adds 1 up to 5, a ring pin only raises 0 -> 1.  The common rule:
 * a frame has been referenced again since load (or since the policy last
 * consumed its reference) iff u >= 2; a policy that consumes a reference sets
 * u back to 1, and never below 1 unless its file says why.  A page just
 * loaded has therefore not been referenced again.  Each policy's file says
 * how it reads its bit or counter from u.
 *
 * Page identity.  on_load is given the page's identity as a 64-bit key (the
 * server hashes the BufferTag).  Two pages whose keys collide are treated as
 * the same page: at worst a spurious ghost hit, with probability about
 * ghosts / 2^64 per load.
 *
 * The miss path, and what a policy serialises.  The host takes one lock per
 * policy instance (an LWLock or spinlock of the partition) around each call
 * of victim, on_load and on_free, and never across I/O.  The policies here
 * keep doubly linked lists, a hand and a ghost hash table: one miss changes
 * several words (unlink, link at the head, the hand, the ghost FIFO and its
 * hash chain), which no single compare-and-swap covers, so a lock it is.
 * Hits take no lock of the policy: they change only u, in the frame header,
 * which is why the victim search still visits frames through the host's
 * header lock or compare-and-swap (EvictorHost below).  A policy with
 * on_hit is the exception: the host takes the same lock around each
 * on_hit, so every hit of such a policy is serialised with its misses, as
 * PostgreSQL 8.0's BufMgrLock serialised ARC's lists.
 *
 * Protocol.  victim() returns a claimed frame (header-locked, or pinned by
 * compare-and-swap) and leaves it where it is in the policy's queues: the
 * server may still give it up (on 15 to 18 BufferAlloc drops a victim that
 * was dirtied or pinned again meanwhile, and its page stays valid), and then
 * nothing needs undoing.  The page is retired when on_load(id, key) gives the
 * frame its new page: the policy then moves the old page's key to a ghost
 * list if its paper says so, looks the new key up among its ghosts and
 * inserts the frame.  Meanwhile the claimed frame is pinned and every search
 * skips it.  A frame from the freelist is not resident in the policy and
 * on_load only inserts it.  A ring's frame reused outside victim() is an
 * eviction too: the host calls on_load, and the old page is retired as
 * above.  on_free(id) drops a frame whose page was invalidated: no ghost,
 * since an invalidated page was not evicted.  (On 16 and later BufferAlloc
 * hands a victim back to the freelist when another backend loaded the same
 * page meanwhile; through on_free its old page then leaves no ghost.)
 * Adopting a pool (a reload that switches policy) is init() then on_load()
 * of every valid frame in buffer order: each lands in the probationary set
 * (the newest at the highest id), with no ghosts, and keeps its usage count.
 *
 * Pinned frames.  A pinned frame is never claimed nor changed; a search
 * that finds every frame the policy holds pinned, with nothing changed
 * since it last found each (a whole pass), returns -1 with nothing held,
 * where core errors "no unpinned buffers available".
 *
 * The stock arm.  clocksweep, hotcool and secondchance are in the table as
 * entries with builtin >= 0 and no callbacks: the host keeps running them
 * through sweep.h with the visit rule inlined, as before, so the framework
 * costs them nothing.  The framework's policies pay an indirect call per
 * host operation of each visit (the policy files are compiled apart from
 * the host).
 *
 * Adding a policy: a file policies/NAME.c with the sections of the others
 * (header citing the paper, with its departures and what it serialises;
 * state and size; init; the visit rules on u; victim; on_free; on_load;
 * report; list_queue; the routine), one line in policies.c and its extern
 * below, its file in the Makefile's POLICY_SRCS and in
 * extension/src/framework_policies.c, and a hand-worked trace in
 * test/test_framework.c.  Shared pieces: qlist.h (queues linked by frame
 * index, a ghost FIFO of keys with a hash), evictor_visit() below.
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_ROUTINE_H
#define EVICTOR_ROUTINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "policy.h"

/* a frame header's state as the host hands it over (32 bits on 15..18, 64 on 19) */
typedef uint64_t EvictorFrameState;

/*
 * The host's view of frames, one of two visit models (sweep.h):
 *
 * Header lock (PostgreSQL 15 to 18): begin() locks the header and returns its
 * state; leave() unlocks it unchanged; keep() stores usage u and unlocks,
 * always true; claim() returns true and leaves the header locked.
 *
 * Compare-and-swap (PostgreSQL 19): begin() reads the state; leave() does
 * nothing; keep() stores usage u if the state is still *sp, else returns
 * false with the state now in *sp; claim() pins the frame if the state is
 * still *sp (true, with the claimed state in *sp), else false with the new
 * state in *sp.  A failed keep or claim is decided again on the new state.
 */
typedef struct EvictorHost
{
	void	   *arg;
	EvictorFrameState (*begin) (void *arg, uint32_t id);
	void		(*leave) (void *arg, uint32_t id, EvictorFrameState s);
	bool		(*keep) (void *arg, uint32_t id, EvictorFrameState *sp, uint32_t u);
	bool		(*claim) (void *arg, uint32_t id, EvictorFrameState *sp);
	uint32_t	(*refcount) (EvictorFrameState s);
	uint32_t	(*usage) (EvictorFrameState s);
} EvictorHost;

/* one (name, value) pair of pg_evictor_policy_state() */
typedef void (*EvictorReportFn) (void *arg, const char *name, double value);

#define EVICTOR_MAX_PARAMS 4

typedef struct EvictorRoutine
{
	const char *name;			/* pg_evictor.policy's value */

	/*
	 * >= 0: a stock-arm rule (EvictorPolicy of policy.h) the host runs
	 * through sweep.h; every callback below is NULL.  -1: a framework policy.
	 */
	int			builtin;

	/* parameters with the paper's defaults (the host may make them GUCs) */
	int			nparams;
	const char *param_names[EVICTOR_MAX_PARAMS];
	double		param_defaults[EVICTOR_MAX_PARAMS];
	double		param_min[EVICTOR_MAX_PARAMS];
	double		param_max[EVICTOR_MAX_PARAMS];

	/* bytes of the state block for nframes frames (params as in init) */
	size_t		(*state_size) (uint32_t nframes, const double *params);
	/* lay out an empty instance: no frame resident, no ghosts */
	void		(*init) (void *state, uint32_t nframes, const double *params);
	/* a claimed frame's id with its state in *claimed, or -1 (all pinned) */
	int64_t		(*victim) (void *state, const EvictorHost *host,
						   EvictorFrameState *claimed);
	/* frame id now holds the page of this key (see Protocol) */
	void		(*on_load) (void *state, uint32_t id, uint64_t key);
	/* frame id's page is gone without an eviction (invalidation, ring reuse) */
	void		(*on_free) (void *state, uint32_t id);

	/*
	 * Optional: NULL in every policy that reads references from u.  on_hit:
	 * an access found frame id's page (called for every hit, under the
	 * instance's lock; a frame the policy does not hold is ignored).
	 * on_miss: the page of key is missing, just before victim() for it
	 * (same lock hold), so that a policy can adapt on its ghosts in the
	 * paper's order; not called when the host does not know the page (an
	 * extension) or serves the miss from a free frame.  A policy with
	 * on_hit needs the host's lookup path (the server: pg_evictor.hits).
	 */
	void		(*on_hit) (void *state, uint32_t id);
	void		(*on_miss) (void *state, uint64_t key);
	/* emit the policy's state as (name, value) pairs */
	void		(*report) (const void *state, EvictorReportFn emit, void *arg);

	/*
	 * For tests and residency reports: the frames of queue q (0 ..
	 * nqueues - 1, named queue_names[q]) from newest to oldest, at most max
	 * of them into ids; returns how many the queue holds.  Ghost queues
	 * (bit q of ghost_mask) list keys instead, into keys.
	 */
	int			nqueues;
	uint32_t	ghost_mask;
	const char *queue_names[4];
	uint32_t	(*list_queue) (const void *state, int q, uint32_t *ids,
							   uint64_t *keys, uint32_t max);

	/*
	 * Optional, so that a replay can start where a trace's server was
	 * (tracefile.h's QUEUE records): hand() is the frame the policy visits
	 * next, -1 for none or its queue's start.  restore(), on a state just
	 * init'ed, is called once per queue q with its entries oldest first
	 * (list_queue's order reversed): a resident queue's frames, each
	 * holding the page of keys[i], a ghost queue's keys alone (ids NULL);
	 * with the hand and target(), the adaptive target size of a policy
	 * that has one (ARC's and CAR's p; NULL: none, 0 passed).  Afterwards
	 * the state is the one listed.  Set only where these and the usage
	 * counts are the whole state: a policy with counters, clocks or a
	 * sketch of its own leaves them NULL, and a trace carries its whole
	 * state block instead (tracefile.h's kind 8), which a replay copies:
	 * the block must therefore stay free of pointers and of anything of
	 * the process (see State above).
	 */
	int64_t		(*hand) (const void *state);
	double		(*target) (const void *state);
	void		(*restore) (void *state, int q, const uint32_t *ids,
							const uint64_t *keys, uint32_t n, int64_t hand,
							double target);
} EvictorRoutine;

/* each policy's file */
extern const EvictorRoutine evictor_sieve_routine;
extern const EvictorRoutine evictor_twoq_routine;
extern const EvictorRoutine evictor_s3fifo_routine;
extern const EvictorRoutine evictor_car_routine;
extern const EvictorRoutine evictor_clockpro_routine;
extern const EvictorRoutine evictor_lru_routine;
extern const EvictorRoutine evictor_arc_routine;
extern const EvictorRoutine evictor_lru2_routine;
extern const EvictorRoutine evictor_wtinylfu_routine;
extern const EvictorRoutine evictor_lirs_routine;

/* policies.c: the table, a lookup by name (NULL if unknown), and an index */
extern const EvictorRoutine *const evictor_routines[];
extern const int evictor_nroutines;
extern const EvictorRoutine *evictor_routine_by_name(const char *name);
extern int	evictor_routine_index(const EvictorRoutine *r);

/* ---- for the policies' files: a visit of one frame ---- */

/* a rule's answer: claim, or keep the frame with this usage count */
#define EVICTOR_CLAIM UINT32_MAX

typedef enum EvictorVisit
{
	EVICTOR_VISIT_PINNED,		/* pinned: left as it was */
	EVICTOR_VISIT_KEPT,			/* kept, its usage count lowered */
	EVICTOR_VISIT_CLAIMED		/* claimed: header-locked or pinned */
} EvictorVisit;

/*
 * Visit frame id with a rule ((ctx, u) -> EVICTOR_CLAIM or the usage to
 * keep; a policy's rule is static inline, so this inlines to a direct test), in
 * either visit model: a compare-and-swap that fails is decided again on the
 * state it found, so the rule sees every state it acts on.  *u_seen is the
 * usage the decision was made on.
 */
static inline EvictorVisit
evictor_visit(const EvictorHost *h, uint32_t id,
			  uint32_t (*rule) (const void *ctx, uint32_t u), const void *ctx,
			  EvictorFrameState *claimed, uint32_t *u_seen)
{
	EvictorFrameState s = h->begin(h->arg, id);

	for (;;)
	{
		uint32_t	u,
					d;

		if (h->refcount(s) != 0)
		{
			h->leave(h->arg, id, s);
			return EVICTOR_VISIT_PINNED;
		}
		u = h->usage(s);
		*u_seen = u;
		d = rule(ctx, u);
		if (d == EVICTOR_CLAIM)
		{
			if (h->claim(h->arg, id, &s))
			{
				*claimed = s;
				return EVICTOR_VISIT_CLAIMED;
			}
			continue;
		}
		if (h->keep(h->arg, id, &s, d))
			return EVICTOR_VISIT_KEPT;
	}
}

/*
 * The rule of a policy that orders frames by its own lists or times and
 * never by u (lru, arc, lru2, wtinylfu, lirs): claim whatever the usage
 * count, once the frame is unpinned.
 */
static inline uint32_t
evictor_rule_claim(const void *ctx, uint32_t u)
{
	(void) ctx, (void) u;
	return EVICTOR_CLAIM;
}

#endif							/* EVICTOR_ROUTINE_H */
