/*-------------------------------------------------------------------------
 *
 * framework.c
 *	  The host of the framework's policies (policies/routine.h: sieve, twoq,
 *	  s3fifo, car, clockpro, lru, arc, lru2, wtinylfu, lirs) in the server: one instance per
 *	  partition in shared memory, its lock, the host's operations over
 *	  BufferDescs, the events of page keys and of hits routed to it,
 *	  adoption of the pool when a reload switches policy, and the policy's
 *	  parameters as settings.
 *
 * A framework policy needs the page being loaded (routine.h, on_load):
 * pagekeys.c tells it from the buffer mapping table's inserts and deletes,
 * so a framework policy turns pg_evictor.page_keys on at start-up.  With
 * page keys on, the instances are in shared memory whatever the policy, and
 * a reload may switch between any two policies; with page keys off a
 * reload to a framework policy is refused and the old policy stays.
 *
 * Serialisation.  Each instance has one LWLock, taken around victim(),
 * on_load() and on_free() and never across I/O.  on_load and on_free run
 * inside bufmgr's buffer mapping partition lock (the inserts and deletes
 * are made under it), so the lock order is mapping lock, then instance
 * lock; victim() is called with no mapping lock held and takes none.  On 15
 * to 18 victim() returns its frame header-locked and the instance lock is
 * released after that, as 9.4's StrategyGetBuffer released BufFreelistLock
 * with the victim's header locked.  Nobody takes the instance lock while
 * holding a header lock.  With page keys on and a stock policy in force the
 * lock is still taken per load and free: the key array must change under
 * it for an adoption to see a consistent pool.
 *
 * Hits.  A policy with on_hit (lru, arc, lru2, wtinylfu, lirs) hears every access that finds a
 * page, from the lookup path (lookups.c, pg_evictor.hits), under its
 * instance's lock taken inside the buffer mapping partition lock: every
 * hit is serialised with every other hit and miss of its partition, as
 * PostgreSQL 8.0's BufMgrLock serialised ARC's.  Its on_miss hears the key
 * of the page an access missed, its tag remembered from the lookup, just
 * before the victim search in the same lock hold.  The other policies'
 * hits take no lock and call nothing.
 *
 * Adoption.  A reload bumps a generation in the postmaster.  The first
 * miss, load or free of an instance that finds its generation old lays out
 * the policy in force (init) and gives it every frame holding a page, in
 * buffer order, through on_load with its key: all in the probationary set,
 * no ghosts, usage counts as they are (routine.h).  That is the defined
 * moment; it holds the instance lock for one pass over the partition's key
 * array.
 *
 * Empty frames.  15 to 18 keep the freelist of strategy.c, taken before the
 * policy as core does.  19 has no freelist: each instance keeps a stack of
 * its frames that hold no page and that the policy does not hold (all of
 * them at start, and each frame freed), taken before victim(); one held
 * without a page (a victim its backend freed, another having mapped the
 * page first) stays there until let go.
 *
 * The safety net.  A frame victim() claims that holds no valid page while
 * the policy still held it lost its page without our hearing of it (19's
 * extension trims, 17+'s pg_buffercache_evict): on_free then, before its
 * on_load.  Each catch is counted (safety_net in pg_evictor_policy_state).
 *
 *-------------------------------------------------------------------------
 */
#include "framework.h"

#include "fmgr.h"
#include "funcapi.h"
#include "miscadmin.h"
#include "storage/ipc.h"
#include "storage/lwlock.h"
#include "storage/shmem.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/memutils.h"

#include "numalayout.h"
#include "routine.h"
#include "trace.h"
#include "tracefile.h"

#define FW_TRANCHE "pg_evictor policy"

/* one instance of the policy in force, over one partition's frames */
typedef struct FwInstance
{
	uint32		first;			/* its frames are buffers [first, first + n) */
	uint32		nframes;
	uint32		gen;			/* generation adopted, 0: none */
	int			policy;			/* what it adopted: an index of evictor_routines */
	uint64		adoptions;
	uint64		visits;			/* frames victim() looked at */
	uint64		safety_net;		/* frames claimed without a page, still held */
	uint64		empty_taken;	/* 19: victims from the stack of empty frames */
	uint64		hit_commits;	/* pg_evictor.hit_batch: lock holds for a full queue */
	uint64		hit_flushes;	/* ... for a queue at exit or hit_batch set to 0 */
	uint64		hits_committed; /* queued hits the policy heard */
	uint64		hits_at_once;	/* hits heard unqueued (hit_batch 0) */
	uint64		hits_stale;		/* queued hits of a page gone meanwhile */
	uint64		hit_trylocks_failed;	/* commits put off: the lock was busy */
	uint32		nempty;			/* 19: frames on that stack */
	Size		stack_off;		/* 19: uint32[nframes], from the FwShared start */
	Size		onstack_off;	/* 19: bool[nframes] */
	Size		state_off;		/* the policy's state block */
	LWLock	   *lock;			/* its lock (shared memory: one address in every process) */
} FwInstance;

typedef struct FwShared
{
	/* bumped by the postmaster at each change of policy */
	volatile uint32 gen;
	int			ninstances;
	FwInstance	inst[EVICTOR_MAX_PARTITIONS];
} FwShared;

static FwShared *fw = NULL;
static LWLockPadded *fw_locks = NULL;
static pg_atomic_uint64 *fw_keys = NULL;	/* pagekeys.c's, per buffer */

/* framework.h's evictor_fw_missing: the page this backend's lookup missed */
BufferTag	evictor_fw_miss_tag;
bool		evictor_fw_miss_pending = false;

/* pg_evictor.hit_batch: this backend's hits not yet heard (hitqueue.h) */
int			evictor_hit_batch_guc = 0;
EvictorHitQueue evictor_hit_queue;
pg_atomic_uint64 *evictor_hit_keys = NULL;

static uint64 hit_trylocks_failed = 0;	/* not yet added to an instance's */
static bool hit_exit_registered = false;

/* the parameters as settings: params[routine][i] */
static double fw_params[16][EVICTOR_MAX_PARAMS];

StaticAssertDecl(EVICTOR_CLOCKSWEEP == 0 && EVICTOR_HOTCOOL == 1 &&
				 EVICTOR_SECONDCHANCE == 2,
				 "the stock rules are the first entries of evictor_routines");

const EvictorRoutine *
evictor_fw_routine(int policy)
{
	if (policy < 0 || policy >= evictor_nroutines)
		return NULL;
	return evictor_routines[policy];
}

const char *
evictor_policy_name(int policy)
{
	const EvictorRoutine *r = evictor_fw_routine(policy);

	return r ? r->name : "unknown";
}

bool
evictor_fw_is_framework(int policy)
{
	const EvictorRoutine *r = evictor_fw_routine(policy);

	return r != NULL && r->builtin < 0;
}

/* does this policy need every hit (routine.h, on_hit)? */
bool
evictor_fw_needs_hits(int policy)
{
	const EvictorRoutine *r = evictor_fw_routine(policy);

	return r != NULL && r->on_hit != NULL;
}

/* true once shared memory holds the instances */
bool
evictor_fw_available(void)
{
	return fw != NULL;
}

/* ---- settings ---- */

/*
 * pg_evictor.<policy>_<param> for each parameter, with the paper's default.
 * Restart only: the state's size may depend on them.
 */
static void trace_queues(uint32 gen);

void
evictor_fw_settings(void)
{
	MemoryContext old = MemoryContextSwitchTo(TopMemoryContext);

	Assert(evictor_nroutines <= lengthof(fw_params));
	for (int r = 0; r < evictor_nroutines; r++)
	{
		const EvictorRoutine *rt = evictor_routines[r];

		for (int i = 0; i < rt->nparams; i++)
		{
			char	   *name = psprintf("pg_evictor.%s_%s", rt->name,
										rt->param_names[i]);

			fw_params[r][i] = rt->param_defaults[i];
			DefineCustomRealVariable(name,
									 psprintf("Parameter %s of the %s policy.",
											  rt->param_names[i], rt->name),
									 "The paper's default; see the policy's file for its meaning.",
									 &fw_params[r][i],
									 rt->param_defaults[i],
									 rt->param_min[i], rt->param_max[i],
									 PGC_POSTMASTER,
									 0,
									 NULL, NULL, NULL);
		}
	}
	MemoryContextSwitchTo(old);

	DefineCustomIntVariable("pg_evictor.hit_batch",
							"Hits a backend queues before a policy that needs every hit hears them; 0: each at once.",
							"BP-Wrapper (Ding, Jiang and Zhang, ICDE 2009): a full queue is committed under a try-lock, and under the lock when twice as full; the rest at the backend's next victim search in that partition.",
							&evictor_hit_batch_guc,
							0,
							0, EVICTOR_HIT_BATCH_MAX,
							PGC_SIGHUP,
							0,
							NULL, NULL, NULL);
	evictor_trace_on_snapshot(trace_queues);
}

/* ---- shared memory ---- */

static Size
instance_state_size(uint32 nframes)
{
	Size		size = 0;

	for (int r = 0; r < evictor_nroutines; r++)
	{
		const EvictorRoutine *rt = evictor_routines[r];

		if (rt->builtin < 0)
			size = Max(size, rt->state_size(nframes, fw_params[r]));
	}
	return MAXALIGN(size);
}

static Size
instance_extra_size(uint32 nframes)
{
	Size		size = instance_state_size(nframes);

#if !EVICTOR_HAS_FREELIST
	size = add_size(size, MAXALIGN(mul_size(nframes, sizeof(uint32))));
	size = add_size(size, MAXALIGN(mul_size(nframes, sizeof(bool))));
#endif
	return size;
}

static Size
evictor_fw_shmem_size(const EvictorLayout *layout)
{
	Size		size = MAXALIGN(sizeof(FwShared));

	for (int p = 0; p < layout->npartitions; p++)
		size = add_size(size, instance_extra_size(layout->count[p]));
	return size;
}

/* in shmem_request_hook, from pagekeys.c's: instances live on page keys */
void
evictor_fw_shmem_request(void)
{
	const EvictorLayout *layout = evictor_layout();

	RequestAddinShmemSpace(evictor_fw_shmem_size(layout));
	RequestNamedLWLockTranche(FW_TRANCHE, layout->npartitions);
}

/*
 * In the postmaster at start-up and at every crash restart, from
 * pagekeys.c's, with its keys: one instance per partition of the layout.
 */
void
evictor_fw_shmem_init(pg_atomic_uint64 *keys)
{
	const EvictorLayout *layout = evictor_layout();
	bool		found;

	fw = ShmemInitStruct("pg_evictor policies", evictor_fw_shmem_size(layout),
						 &found);
	fw_locks = GetNamedLWLockTranche(FW_TRANCHE);
	fw_keys = keys;
	if (found)
		return;
	{
		Size		off = MAXALIGN(sizeof(FwShared));

		fw->gen = 1;
		fw->ninstances = layout->npartitions;
		for (int p = 0; p < layout->npartitions; p++)
		{
			FwInstance *in = &fw->inst[p];

			memset(in, 0, sizeof(*in));
			in->first = layout->first[p];
			in->nframes = layout->count[p];
			in->gen = 0;
			in->policy = -1;
			in->lock = &fw_locks[p].lock;
			in->state_off = off;
			off += instance_state_size(in->nframes);
#if !EVICTOR_HAS_FREELIST
			in->stack_off = off;
			off += MAXALIGN(in->nframes * sizeof(uint32));
			in->onstack_off = off;
			off += MAXALIGN(in->nframes * sizeof(bool));
#endif
		}
	}
}

/* a change of policy, in the postmaster: every instance adopts anew */
void
evictor_fw_policy_changed(void)
{
	if (fw != NULL)
		fw->gen = fw->gen + 1;
}

/* ---- the host's operations over BufferDescs ---- */

/* what the host's operations work on during one victim() */
typedef struct FwVisits
{
	uint32		first;			/* the instance's first buffer */
	uint32		visits;			/* frames looked at */
	uint32		keeps;			/* usage counts lowered */
} FwVisits;

static inline BufferDesc *
frame_buf(void *arg, uint32_t id)
{
	return GetBufferDescriptor((int) (((FwVisits *) arg)->first + id));
}

static inline EvictorBufState
with_usage(EvictorBufState s, uint32_t u)
{
	return (s & ~((EvictorBufState) BUF_USAGECOUNT_MASK)) |
		((EvictorBufState) u << BUF_USAGECOUNT_SHIFT);
}

#if EVICTOR_PIN_CLAIM
/*
 * While a trace records: a buffer with pins, passed.  Its tag is read
 * without the header's lock (tracefile.h's EVICTOR_TRACE_PASSED).
 */
static pg_noinline void
note_passed(BufferDesc *buf, EvictorBufState s)
{
	BufferTag	tag = buf->tag;

	if (BUF_STATE_GET_REFCOUNT(s) != 0)
		evictor_trace_passed(&tag, buf->buf_id);
}

static EvictorFrameState
h_begin(void *arg, uint32_t id)
{
	((FwVisits *) arg)->visits++;
	return pg_atomic_read_u64(&frame_buf(arg, id)->state);
}

/* a pinned frame, passed (evictor_visit): the trace hears of it */
static void
h_leave(void *arg, uint32_t id, EvictorFrameState s)
{
	if (unlikely(evictor_trace_recording()))
		note_passed(frame_buf(arg, id), (EvictorBufState) s);
}

static bool
h_keep(void *arg, uint32_t id, EvictorFrameState *sp, uint32_t u)
{
	EvictorBufState s = (EvictorBufState) *sp;
	bool		ok = evictor_hdr_keep(frame_buf(arg, id), &s, with_usage(s, u));

	*sp = s;
	((FwVisits *) arg)->keeps += ok;
	return ok;
}

static bool
h_claim(void *arg, uint32_t id, EvictorFrameState *sp)
{
	EvictorBufState s = (EvictorBufState) *sp;
	bool		ok = evictor_hdr_claim(frame_buf(arg, id), &s);

	*sp = s;
	return ok;
}
#else
static EvictorFrameState
h_begin(void *arg, uint32_t id)
{
	((FwVisits *) arg)->visits++;
	return LockBufHdr(frame_buf(arg, id));
}

/* a pinned frame, passed (evictor_visit): the trace hears of it */
static void
h_leave(void *arg, uint32_t id, EvictorFrameState s)
{
	BufferDesc *buf = frame_buf(arg, id);
	BufferTag	tag;

	if (likely(!evictor_trace_recording()))
	{
		UnlockBufHdr(buf, (EvictorBufState) s);
		return;
	}
	tag = buf->tag;
	UnlockBufHdr(buf, (EvictorBufState) s);
	if (BUF_STATE_GET_REFCOUNT((EvictorBufState) s) != 0)
		evictor_trace_passed(&tag, buf->buf_id);
}

static bool
h_keep(void *arg, uint32_t id, EvictorFrameState *sp, uint32_t u)
{
	UnlockBufHdr(frame_buf(arg, id), with_usage((EvictorBufState) *sp, u));
	((FwVisits *) arg)->keeps++;
	return true;
}

static bool
h_claim(void *arg, uint32_t id, EvictorFrameState *sp)
{
	return true;
}
#endif

static uint32_t
h_refcount(EvictorFrameState s)
{
	return BUF_STATE_GET_REFCOUNT((EvictorBufState) s);
}

static uint32_t
h_usage(EvictorFrameState s)
{
	return BUF_STATE_GET_USAGECOUNT((EvictorBufState) s);
}

/*
 * This backend's host, built once: a victim search sets its visits' first
 * buffer and counts (one search at a time per backend, never nested).
 */
static FwVisits fw_visits;

bool		evictor_fw_search_traced = false;

/*
 * While a trace records: the search's end, under the instance's lock, so
 * that the records of two searches are in the order they claimed
 */
static pg_noinline void
trace_search(int buf_id)
{
	evictor_trace_searched(&GetBufferDescriptor(buf_id)->tag, buf_id, false);
	evictor_fw_search_traced = true;
}
static const EvictorHost fw_host = {&fw_visits, h_begin, h_leave, h_keep, h_claim,
h_refcount, h_usage};

/* ---- instances ---- */

static inline void *
state_of(FwInstance *in)
{
	return (char *) fw + in->state_off;
}

#if !EVICTOR_HAS_FREELIST
static inline uint32 *
stack_of(FwInstance *in)
{
	return (uint32 *) ((char *) fw + in->stack_off);
}

static inline bool *
onstack_of(FwInstance *in)
{
	return (bool *) ((char *) fw + in->onstack_off);
}

static void
push_empty(FwInstance *in, uint32 id)
{
	if (onstack_of(in)[id])
		return;
	onstack_of(in)[id] = true;
	stack_of(in)[in->nempty++] = id;
}
#endif

static inline FwInstance *
instance_of_buffer(int buf_id, uint32 *id)
{
	FwInstance *in = &fw->inst[evictor_partition_of(buf_id)];

	*id = (uint32) buf_id - in->first;
	return in;
}

static inline LWLock *
lock_of(FwInstance *in)
{
	return in->lock;
}

/* lay out policy r anew in instance in and give it the pool (under its lock) */
static pg_noinline void
adopt(FwInstance *in, const EvictorRoutine *r, int policy, uint32 gen)
{
	void	   *st = state_of(in);

	r->init(st, in->nframes, fw_params[policy]);
#if !EVICTOR_HAS_FREELIST
	in->nempty = 0;
	memset(onstack_of(in), 0, in->nframes * sizeof(bool));
#endif
#if !EVICTOR_HAS_FREELIST
	/* backwards, so that the stack hands out low ids first */
	for (uint32 i = in->nframes; i-- > 0;)
		if (pg_atomic_read_u64(&fw_keys[in->first + i]) == 0)
			push_empty(in, i);
#endif
	for (uint32 i = 0; i < in->nframes; i++)
	{
		uint64		key = pg_atomic_read_u64(&fw_keys[in->first + i]);

		if (key != 0)
			r->on_load(st, i, key);
	}
	in->gen = gen;
	in->policy = policy;
	in->adoptions++;
}

/*
 * The routine in force for this instance, adopting the pool first if the
 * policy changed; NULL under a stock policy.  Called with its lock held.
 */
static inline const EvictorRoutine *
current(FwInstance *in)
{
	int			policy = evictor_shared->policy;
	uint32		gen = fw->gen;
	const EvictorRoutine *r;

	if (unlikely(policy < 0 || policy >= evictor_nroutines))
		return NULL;
	r = evictor_routines[policy];
	if (r->builtin >= 0)
		return NULL;
	/* both: a reader may see the new policy before the new generation */
	if (unlikely(in->gen != gen || in->policy != policy))
		adopt(in, r, policy, gen);
	return r;
}

/*
 * Frame buf_id now holds the page of key (pagekeys.c's load event): the key
 * array changes under the instance's lock, and the policy in force hears.
 */
void
evictor_fw_loaded(int buf_id, uint64 key)
{
	uint32		id;
	FwInstance *in;
	const EvictorRoutine *r;

	if (fw == NULL)
	{
		pg_atomic_write_u64(&fw_keys[buf_id], key);
		return;
	}
	in = instance_of_buffer(buf_id, &id);
	LWLockAcquire(lock_of(in), LW_EXCLUSIVE);
	pg_atomic_write_u64(&fw_keys[buf_id], key);
	r = current(in);
	/* 19: a ring may load a frame on the stack; take_empty skips it */
	if (r != NULL)
	{
		r->on_load(state_of(in), id, key);
		if (unlikely(evictor_trace_recording()))
			evictor_trace_loaded(buf_id);
	}
	LWLockRelease(lock_of(in));
}

/* Frame buf_id's page is gone without a new one (a drop, a collision) */
void
evictor_fw_freed(int buf_id)
{
	uint32		id;
	FwInstance *in;
	const EvictorRoutine *r;

	if (fw == NULL)
	{
		pg_atomic_write_u64(&fw_keys[buf_id], 0);
		return;
	}
	in = instance_of_buffer(buf_id, &id);
	LWLockAcquire(lock_of(in), LW_EXCLUSIVE);
	pg_atomic_write_u64(&fw_keys[buf_id], 0);
	r = current(in);
	if (r != NULL)
	{
		r->on_free(state_of(in), id);
#if !EVICTOR_HAS_FREELIST
		push_empty(in, id);
		/* the free buffers' record (15 to 18: StrategyFreeBuffer's) */
		if (unlikely(evictor_trace_recording()))
			evictor_trace_freed(buf_id);
#else
		/* here, in the order of the searches, which hold this lock too */
		if (unlikely(evictor_trace_recording()))
			evictor_trace_forgotten(buf_id);
#endif
	}
	LWLockRelease(lock_of(in));
}

/* ---- hits in batches (pg_evictor.hit_batch) ---- */

/*
 * BP-Wrapper (hitqueue.h).  A queued hit's key is read under the mapping
 * lock that the lookup holds; a commit compares it under the instance
 * lock, which every load and free takes to change a key.  Departures: the
 * paper prefetches the policy's entries before the lock; here only the
 * keys the commit compares are prefetched (the host does not know a
 * policy's layout).  A backend's exit commits what it holds, unless it
 * holds an instance lock then.
 */
typedef struct CommitArg
{
	FwInstance *in;
	const EvictorRoutine *r;
} CommitArg;

static uint32_t
commit_part_of(void *arg, uint32_t frame)
{
	return (uint32_t) evictor_partition_of((int) frame);
}

static uint64_t
commit_key_of(void *arg, uint32_t frame)
{
	return pg_atomic_read_u64(&fw_keys[frame]);
}

static void
commit_hear(void *arg, uint32_t frame)
{
	CommitArg  *ca = arg;

	ca->r->on_hit(state_of(ca->in), frame - ca->in->first);
}

/* under in's lock: the policy hears the queued hits of in's frames */
static void
apply_queued(FwInstance *in, const EvictorRoutine *r)
{
	CommitArg	ca = {in, r};
	EvictorHitCounts c = {0, 0};

	evictor_hitq_commit(&evictor_hit_queue, (uint32_t) (in - fw->inst),
						commit_part_of, commit_key_of,
						r != NULL && r->on_hit != NULL ? commit_hear : NULL,
						&ca, &c);
	in->hits_committed += c.committed;
	in->hits_stale += c.stale;
	in->hit_trylocks_failed += hit_trylocks_failed;
	hit_trylocks_failed = 0;
}

/*
 * Commit the queue, one lock hold per instance it names; with !wait a busy
 * lock puts the rest off (the backend goes on queueing).  A flush commits
 * a queue that is not full (at exit, or hit_batch set to 0): counted
 * apart, so that hit_commits counts holds of at least hit_batch hits.
 */
static void
commit_queued(bool wait, bool flush)
{
#if defined(__GNUC__)
	for (uint32 i = 0; i < evictor_hit_queue.n; i++)
		__builtin_prefetch(&fw_keys[evictor_hit_queue.hits[i].frame]);
#endif
	while (evictor_hit_queue.n > 0)
	{
		uint32		id;
		FwInstance *in = instance_of_buffer((int) evictor_hit_queue.hits[0].frame, &id);

		if (wait)
			LWLockAcquire(lock_of(in), LW_EXCLUSIVE);
		else if (!LWLockConditionalAcquire(lock_of(in), LW_EXCLUSIVE))
		{
			hit_trylocks_failed++;
			return;
		}
		apply_queued(in, current(in));
		if (flush)
			in->hit_flushes++;
		else
			in->hit_commits++;
		LWLockRelease(lock_of(in));
	}
}

/* before_shmem_exit: what the backend queued is heard, if it can be */
static void
commit_at_exit(int code, Datum arg)
{
	if (fw == NULL)
		return;
	for (uint32 i = 0; i < evictor_hit_queue.n; i++)
	{
		uint32		id;

		if (LWLockHeldByMe(lock_of(instance_of_buffer((int) evictor_hit_queue.hits[i].frame, &id))))
			return;
	}
	commit_queued(true, true);
}

/* queue buffer buf_id's hit; commit when the queue is full */
static void
queue_hit(int buf_id, int batch)
{
	EvictorHitCommit next;

	if (unlikely(!hit_exit_registered))
	{
		before_shmem_exit(commit_at_exit, (Datum) 0);
		hit_exit_registered = true;
		evictor_hit_keys = fw_keys; /* evictor_fw_hit_fast may queue now */
	}
	next = evictor_hitq_push(&evictor_hit_queue, (uint32) buf_id,
							 pg_atomic_read_u64(&fw_keys[buf_id]), (uint32) batch);
	if (next != EVICTOR_HITS_KEEP)
		commit_queued(next == EVICTOR_HITS_WAIT, false);
}

/*
 * An access found buffer buf_id's page (the lookup path, under the buffer
 * mapping partition lock): the policy in force hears it, under the
 * instance's lock, if it asks for hits: at once, or queued (hit_batch).
 * The lock order is the loads': mapping lock, then instance lock.
 */
/* hit_batch 0: the policy hears the hit now (and the trace, if tag) */
static void
hit_at_once(int buf_id, const BufferTag *tag, int kind)
{
	uint32		id;
	FwInstance *in;
	const EvictorRoutine *r;

	if (unlikely(evictor_hit_queue.n > 0))
		commit_queued(true, true);	/* hit_batch was set to 0 */
	in = instance_of_buffer(buf_id, &id);
	LWLockAcquire(lock_of(in), LW_EXCLUSIVE);
	if (tag != NULL)
		evictor_trace_event(tag, kind);
	r = current(in);
	if (r != NULL && r->on_hit != NULL)
	{
		r->on_hit(state_of(in), id);
		in->hits_at_once++;
	}
	LWLockRelease(lock_of(in));
}

void
evictor_fw_hit(int buf_id)
{
	int			batch = evictor_hit_batch_guc;

	/*
	 * The caller asked evictor_hits_wanted(); a reload to a policy that
	 * hears no hits since then finds on_hit NULL below, or drops the
	 * queued hit at its commit.
	 */
	if (unlikely(fw == NULL))
		return;
	if (batch > 0)
	{
		queue_hit(buf_id, batch);
		return;
	}
	hit_at_once(buf_id, NULL, 0);
}

/*
 * A hit while a trace records: its record (tag, kind: lookups.c's) is
 * written under the instance's lock when the policy hears hits one at a
 * time, so that the trace has the hits and the searches in the order the
 * policy heard them; else before, as any access's.
 */
void
evictor_fw_hit_recorded(int buf_id, const BufferTag *tag, int kind)
{
	if (unlikely(fw == NULL) || evictor_hit_batch_guc > 0)
	{
		evictor_trace_event(tag, kind);
		evictor_fw_hit(buf_id);
		return;
	}
	hit_at_once(buf_id, tag, kind);
}

#if !EVICTOR_HAS_FREELIST
/*
 * 19: a frame from the stack of empty ones, claimed, or -1.  A frame a
 * ring loaded meanwhile leaves the stack (the policy heard the load); one
 * without a page that someone holds stays: the backend that freed it, its
 * victim, when another had mapped the page it wanted, lets go just after
 * (dropped here, the frame was in neither the stack nor the policy until
 * the next adoption).
 */
static int64
take_empty(FwInstance *in, EvictorBufState *state)
{
	uint32	   *stack = stack_of(in);

	for (uint32 k = in->nempty; k-- > 0;)
	{
		uint32		id = stack[k];
		BufferDesc *buf = GetBufferDescriptor((int) (in->first + id));
		EvictorBufState s = pg_atomic_read_u64(&buf->state);
		bool		took = false;

		while (!took && BUF_STATE_GET_REFCOUNT(s) == 0 && !(s & BM_TAG_VALID))
			took = evictor_hdr_claim(buf, &s);
		if (!took && !(s & BM_TAG_VALID))
			continue;
		memmove(&stack[k], &stack[k + 1], (in->nempty - k - 1) * sizeof(uint32));
		in->nempty--;
		onstack_of(in)[id] = false;
		if (took)
		{
			in->empty_taken++;
			*state = s;
			return (int64) (in->first + id);
		}
	}
	return -1;
}
#endif

/*
 * The victim of partition p under its policy: a buffer id claimed as
 * strategy.c's sweep claims (header-locked; 19: pinned), its state in
 * *state, or -1 when every frame the policy holds is pinned.
 */
int64
evictor_fw_victim(int p, EvictorBufState *state, uint32 *demotions)
{
	FwInstance *in = &fw->inst[p];
	const EvictorRoutine *r;
	EvictorFrameState claimed;
	int64		id = -1;
	/* the missing page's key, hashed before the lock (only a policy with on_miss asks) */
	uint64		miss_key = evictor_fw_miss_pending ? evictor_page_key(&evictor_fw_miss_tag) : 0;

	LWLockAcquire(lock_of(in), LW_EXCLUSIVE);
	r = current(in);
	if (unlikely(r == NULL))
	{
		/* the policy changed to a stock one meanwhile: its next miss */
		LWLockRelease(lock_of(in));
		return -2;
	}
#if !EVICTOR_HAS_FREELIST
	id = take_empty(in, state);
	if (id >= 0)
	{
		if (unlikely(evictor_trace_recording()))
			trace_search((int) id);
		LWLockRelease(lock_of(in));
		return id;
	}
#endif
	if (evictor_hit_queue.n > 0)
		apply_queued(in, r);	/* its hits come before its miss */
	if (r->on_miss != NULL && miss_key != 0)
		r->on_miss(state_of(in), miss_key);
	fw_visits.first = in->first;
	fw_visits.visits = 0;
	fw_visits.keeps = 0;
	id = r->victim(state_of(in), &fw_host, &claimed);
	if (id >= 0)
	{
		*state = (EvictorBufState) claimed;
		if (!(*state & BM_TAG_VALID))
		{
			/* lost its page unheard of: let the policy forget it now */
			r->on_free(state_of(in), (uint32) id);
			in->safety_net++;
		}
		id += in->first;
		if (unlikely(evictor_trace_recording()))
			trace_search((int) id);
	}
	in->visits += fw_visits.visits;
	LWLockRelease(lock_of(in));
	*demotions = fw_visits.keeps;
	return id;
}

/* ---- SQL ---- */

typedef struct ReportArg
{
	ReturnSetInfo *rsinfo;
	int			partition;
} ReportArg;

static void
emit_row(void *arg, const char *name, double value)
{
	ReportArg  *ra = arg;
	Datum		values[3];
	bool		nulls[3] = {0};

	values[0] = Int32GetDatum(ra->partition);
	values[1] = CStringGetTextDatum(name);
	values[2] = Float8GetDatum(value);
	tuplestore_putvalues(ra->rsinfo->setResult, ra->rsinfo->setDesc, values, nulls);
}

static void
require_framework(void)
{
	evictor_require_loaded();
	if (fw == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("pg_evictor runs no framework policy"),
				 errdetail("The framework's policies need page keys: pg_evictor.page_keys is off, or the mapping table could not be redirected."),
				 errhint("Start the server with pg_evictor.page_keys = on, or with a framework policy in pg_evictor.policy.")));
}

PG_FUNCTION_INFO_V1(pg_evictor_policy_state);

/*
 * Each partition's policy state as (partition, name, value): the policy's
 * own report, then the host's counts.  Nothing under a stock policy.
 */
Datum
pg_evictor_policy_state(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;

	evictor_require_loaded();
	InitMaterializedSRF(fcinfo, 0);
	if (fw == NULL)
		return (Datum) 0;
	for (int p = 0; p < fw->ninstances; p++)
	{
		FwInstance *in = &fw->inst[p];
		ReportArg	ra = {rsinfo, p};
		const EvictorRoutine *r;
		uint64		counts[11];

		LWLockAcquire(lock_of(in), LW_EXCLUSIVE);
		r = current(in);
		if (r != NULL)
			r->report(state_of(in), emit_row, &ra);
		counts[0] = in->adoptions;
		counts[1] = in->safety_net;
		counts[2] = in->empty_taken;
		counts[3] = in->visits;
		counts[4] = in->hit_commits;
		counts[5] = in->hits_committed;
		counts[6] = in->hits_stale;
		counts[7] = in->hit_trylocks_failed;
		counts[8] = in->hit_flushes;
		counts[9] = in->hits_at_once;
		counts[10] = 0;
#if !EVICTOR_HAS_FREELIST
		/* the stack's frames still without a page (a ring may load one) */
		for (uint32 k = 0; k < in->nempty; k++)
			if (!(pg_atomic_read_u64(&GetBufferDescriptor((int) (in->first + stack_of(in)[k]))->state) &
				  BM_TAG_VALID))
				counts[10]++;
#endif
		LWLockRelease(lock_of(in));
#if EVICTOR_HAS_FREELIST
		counts[10] = evictor_freelist_empty_frames(p);
#endif
		if (r == NULL)
			continue;
		emit_row(&ra, "visits", (double) counts[3]);
		emit_row(&ra, "adoptions", (double) counts[0]);
		emit_row(&ra, "safety_net", (double) counts[1]);
		if (r->on_hit != NULL)
		{
			emit_row(&ra, "hits_at_once", (double) counts[9]);
			emit_row(&ra, "hit_commits", (double) counts[4]);
			emit_row(&ra, "hits_committed", (double) counts[5]);
			emit_row(&ra, "hits_stale", (double) counts[6]);
			emit_row(&ra, "hit_trylocks_failed", (double) counts[7]);
			emit_row(&ra, "hit_flushes", (double) counts[8]);
		}
#if !EVICTOR_HAS_FREELIST
		emit_row(&ra, "empty_taken", (double) counts[2]);
#endif
		emit_row(&ra, "empty_frames", (double) counts[10]);
	}
	return (Datum) 0;
}

/*
 * For a trace's start (trace.c calls it after the pool's records): each
 * instance's queues and hand, read in one hold of its lock and written
 * after it, when its policy can be restored from them (routine.h); a
 * replay then starts where the server was, not from the pool adopted in
 * buffer order.  A ghost queue is written as its keys, an adaptive target
 * (target()) first as a record of its own.  A framework policy without
 * restore() (its state holds more than queues) is written as its whole
 * state block instead, copied in one hold of the lock.  Nothing under a
 * stock policy.
 */
static void
trace_queues(uint32 gen)
{
	for (int p = 0; fw != NULL && p < fw->ninstances; p++)
	{
		FwInstance *in = &fw->inst[p];
		const EvictorRoutine *r;
		uint32		cap = 0;
		uint32	   *ids = NULL;
		uint64	   *keys = NULL;
		void	   *block = NULL;
		uint32		len[4] = {0};
		bool		ghost[4] = {0};
		uint32		total = 0;
		int64		hand = -1;
		double		target = 0;
		int			policy = -1;
		int			nq = 0;
		Size		bytes = 0;

		/*
		 * What the policy in force needs, allocated before the lock: its
		 * block (its size fixed by the postmaster's parameters), or room for
		 * its queues (a ghost queue holds at most 4 x the frames); nothing
		 * under a stock policy.  Switched before the lock is held: again.
		 */
		for (;;)
		{
			int			sp = evictor_shared->policy;
			const EvictorRoutine *want = NULL;

			if (sp >= 0 && sp < evictor_nroutines && evictor_routines[sp]->builtin < 0)
				want = evictor_routines[sp];
			if (want != NULL && want->restore == NULL)
				block = palloc(want->state_size(in->nframes, fw_params[sp]));
			else if (want != NULL && want->hand != NULL)
			{
				cap = in->nframes * 5 + 16;
				ids = palloc(sizeof(uint32) * cap);
				keys = palloc(sizeof(uint64) * cap);
			}
			LWLockAcquire(lock_of(in), LW_EXCLUSIVE);
			r = current(in);
			if (r == want)
				break;
			LWLockRelease(lock_of(in));
			if (block != NULL)
				pfree(block);
			if (ids != NULL)
				pfree(ids);
			if (keys != NULL)
				pfree(keys);
			block = NULL;
			ids = NULL;
			keys = NULL;
			cap = 0;
		}
		if (r != NULL && r->restore == NULL)
		{
			policy = in->policy;
			bytes = r->state_size(in->nframes, fw_params[policy]);
			memcpy(block, state_of(in), bytes);
		}
		else if (r != NULL && r->hand != NULL)
		{
			policy = in->policy;
			nq = r->nqueues;
			for (int q = 0; q < nq; q++)
			{
				ghost[q] = (r->ghost_mask & (1u << q)) != 0;
				len[q] = r->list_queue(state_of(in), q, ids + total, keys + total,
									   cap - total);
				len[q] = Min(len[q], cap - total);
				total += len[q];
			}
			hand = r->hand(state_of(in));
			if (r->target != NULL)
				target = r->target(state_of(in));
		}
		LWLockRelease(lock_of(in));

		if (bytes > 0)
		{
			bool		ok = evictor_trace_put_state(gen, p, policy, (int) in->first,
													 in->nframes, block, bytes);

			pfree(block);
			if (!ok)
				return;
			continue;
		}
		if (block != NULL)
			pfree(block);
		if (policy >= 0 && r->target != NULL)
		{
			uint64		bits;

			memcpy(&bits, &target, sizeof(bits));
			if (!evictor_trace_put_queue(gen, p, policy, EVICTOR_TRACE_QUEUE_TARGET,
										 -1, bits, false))
				return;
		}

		/* each queue newest first as listed: written oldest first */
		total = 0;
		for (int q = 0; q < nq; q++)
		{
			for (uint32 i = len[q]; i-- > 0;)
			{
				uint32		id = ids[total + i];

				if (!evictor_trace_put_queue(gen, p, policy, q,
											 ghost[q] ? -1 : (int) (in->first + id),
											 ghost[q] ? keys[total + i] : 0,
											 !ghost[q] && (int64) id == hand))
					return;
			}
			total += len[q];
		}
		if (ids != NULL)
			pfree(ids);
		if (keys != NULL)
			pfree(keys);
	}
}

PG_FUNCTION_INFO_V1(pg_evictor_policy_queues);

/*
 * The frames of each queue of the policy in force, newest first: bufferid
 * for resident queues, key for ghost queues (and the resident's key).
 */
Datum
pg_evictor_policy_queues(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;

	require_framework();
	InitMaterializedSRF(fcinfo, 0);
	for (int p = 0; p < fw->ninstances; p++)
	{
		FwInstance *in = &fw->inst[p];
		const EvictorRoutine *r;
		uint32		max = in->nframes * 2 + 16;
		uint32	   *ids = palloc(sizeof(uint32) * max);
		uint64	   *keys = palloc(sizeof(uint64) * max);

		for (int q = 0;; q++)
		{
			uint32		n = 0;
			bool		ghost = false;
			const char *qname = NULL;

			LWLockAcquire(lock_of(in), LW_EXCLUSIVE);
			r = current(in);
			if (r != NULL && q < r->nqueues)
			{
				ghost = (r->ghost_mask & (1u << q)) != 0;
				qname = r->queue_names[q];
				n = r->list_queue(state_of(in), q, ids, keys, max);
			}
			LWLockRelease(lock_of(in));
			if (qname == NULL)
				break;
			/*
			 * list_queue counts past max: a queue longer than the arrays
			 * (a ghost of up to 4 x frames) is listed again, whole.
			 */
			if (n > max)
			{
				max = n + 16;
				ids = repalloc(ids, sizeof(uint32) * max);
				keys = repalloc(keys, sizeof(uint64) * max);
				q--;
				continue;
			}
			for (uint32 i = 0; i < n; i++)
			{
				Datum		values[5];
				bool		nulls[5] = {0};

				values[0] = Int32GetDatum(p);
				values[1] = CStringGetTextDatum(qname);
				values[2] = Int32GetDatum((int32) i + 1);
				if (ghost)
				{
					nulls[3] = true;
					values[4] = Int64GetDatum((int64) keys[i]);
				}
				else
				{
					values[3] = Int32GetDatum((int32) (in->first + ids[i]) + 1);
					values[4] = Int64GetDatum((int64)
											  pg_atomic_read_u64(&fw_keys[in->first + ids[i]]));
				}
				tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
			}
		}
		pfree(ids);
		pfree(keys);
	}
	return (Datum) 0;
}
