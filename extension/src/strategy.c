/*-------------------------------------------------------------------------
 *
 * strategy.c
 *	  pg_evictor's replacement of freelist.c: the freelist, the clock sweep
 *	  with the policy's visit rule, buffer rings, and the bgwriter's view.
 *
 * Each function here takes the place of core's function of the same name
 * minus the evictor_ prefix (redirect.c wires them in), and keeps core's
 * contract: StrategyGetBuffer returns an unpinned buffer with its header
 * spinlock held and *buf_state exact, counts non-ring allocations for the
 * bgwriter and wakes it when asked.  With policy = clocksweep and
 * max_usage = 5 it must choose exactly the victims core chooses; the A/A
 * fidelity test holds it to that.
 *
 *-------------------------------------------------------------------------
 */
#include "pg_evictor.h"

#include "storage/bufmgr.h"
#include "storage/proc.h"

#include "ring.h"

#define INT_ACCESS_ONCE(var)	((int)(*((volatile int *)&(var))))

/*
 * BufferAccessStrategyData is private to freelist.c.  Every function that
 * touches one is ours now, so its layout is ours too: an EvictorRing.
 */
static inline EvictorRing *
ring_of(BufferAccessStrategy strategy)
{
	return (EvictorRing *) strategy;
}

static inline EvictorPartition *
home_partition(void)
{
	return &evictor_shared->parts[0];
}

/* The partition that holds a buffer. */
int
evictor_partition_of(int buf_id)
{
	(void) buf_id;
	return 0;
}

static inline EvictorPartition *
partition_of(int buf_id)
{
	return &evictor_shared->parts[evictor_partition_of(buf_id)];
}

/*
 * Built with EVICTOR_NO_COUNTERS (scripts/perf does, to measure what the
 * counter layer costs), only the allocation count the bgwriter needs stays.
 * c is a constant at every call, so the test folds away.
 */
static inline void
count(EvictorPartition *part, EvictorCounter c, uint64 n)
{
#ifdef EVICTOR_NO_COUNTERS
	if (c != EC_ALLOCATIONS)
		return;
#endif
	pg_atomic_fetch_add_u64(&part->counters.c[c], n);
}

/*
 * Count a victim by what it holds.  The caller holds its header lock and
 * nobody has it pinned, so its page cannot change while we read it.
 */
static pg_attribute_always_inline void
count_victim(EvictorPartition *part, BufferDesc *buf, uint32 state)
{
	int			cls;

#ifdef EVICTOR_NO_COUNTERS
	return;
#endif
	cls = evictor_classify_buffer(state, buf->tag.forkNum,
								  BufferGetBlock(BufferDescriptorGetBuffer(buf)));
	pg_atomic_fetch_add_u64(&part->counters.victims[cls], 1);
	if (state & BM_DIRTY)
		pg_atomic_fetch_add_u64(&part->counters.dirty[cls], 1);
}

/*
 * Move the partition's hand one buffer on and return the buffer id under it.
 * As core's ClockSweepTick: the hand only grows, and whoever moves it past
 * the end folds it back and counts the pass, under the partition's lock so
 * that StrategySyncStart reads hand and passes consistently.
 */
static pg_attribute_always_inline uint32
partition_tick(EvictorPartition *part)
{
	uint32		victim = pg_atomic_fetch_add_u32(&part->hand, 1);
	uint32		n = (uint32) part->nbuffers;

	if (victim >= n)
	{
		uint32		original = victim;

		victim = victim % n;
		if (victim == 0)
		{
			uint32		expected = original + 1;
			bool		success = false;

			while (!success)
			{
				SpinLockAcquire(&part->lock);
				success = pg_atomic_compare_exchange_u32(&part->hand, &expected,
														 expected % n);
				if (success)
					part->complete_passes++;
				SpinLockRelease(&part->lock);
			}
		}
	}
	return (uint32) part->first_buffer + victim;
}

/* What the sweep needs besides the partition: the settings of this call */
typedef struct SweepArgs
{
	EvictorPartition *part;
	uint32		cap;
} SweepArgs;

#define BUF_STATE_SET_USAGECOUNT(s, u) \
	(((s) & ~BUF_USAGECOUNT_MASK) | ((uint32) (u) << BUF_USAGECOUNT_SHIFT))

#define SWEEP_PREFIX clocksweep
#define SWEEP_CTX SweepArgs *
#define SWEEP_NFRAMES(a) ((uint32) (a)->part->nbuffers)
#define SWEEP_TICK(a) partition_tick((a)->part)
#define SWEEP_LOCK(a, id) LockBufHdr(GetBufferDescriptor(id))
#define SWEEP_UNLOCK(a, id, s) UnlockBufHdr(GetBufferDescriptor(id), s)
#define SWEEP_REFCOUNT(s) BUF_STATE_GET_REFCOUNT(s)
#define SWEEP_USAGE(s) BUF_STATE_GET_USAGECOUNT(s)
#define SWEEP_SET_USAGE(s, u) BUF_STATE_SET_USAGECOUNT(s, u)
#define SWEEP_VISIT(u, nu) evictor_visit_clocksweep(u, ctx->cap, nu)
#include "sweep.h"

#define SWEEP_PREFIX hotcool
#define SWEEP_CTX SweepArgs *
#define SWEEP_NFRAMES(a) ((uint32) (a)->part->nbuffers)
#define SWEEP_TICK(a) partition_tick((a)->part)
#define SWEEP_LOCK(a, id) LockBufHdr(GetBufferDescriptor(id))
#define SWEEP_UNLOCK(a, id, s) UnlockBufHdr(GetBufferDescriptor(id), s)
#define SWEEP_REFCOUNT(s) BUF_STATE_GET_REFCOUNT(s)
#define SWEEP_USAGE(s) BUF_STATE_GET_USAGECOUNT(s)
#define SWEEP_SET_USAGE(s, u) BUF_STATE_SET_USAGECOUNT(s, u)
#define SWEEP_VISIT(u, nu) evictor_visit_hotcool(u, nu)
#include "sweep.h"

#define SWEEP_PREFIX secondchance
#define SWEEP_CTX SweepArgs *
#define SWEEP_NFRAMES(a) ((uint32) (a)->part->nbuffers)
#define SWEEP_TICK(a) partition_tick((a)->part)
#define SWEEP_LOCK(a, id) LockBufHdr(GetBufferDescriptor(id))
#define SWEEP_UNLOCK(a, id, s) UnlockBufHdr(GetBufferDescriptor(id), s)
#define SWEEP_REFCOUNT(s) BUF_STATE_GET_REFCOUNT(s)
#define SWEEP_USAGE(s) BUF_STATE_GET_USAGECOUNT(s)
#define SWEEP_SET_USAGE(s, u) BUF_STATE_SET_USAGECOUNT(s, u)
#define SWEEP_VISIT(u, nu) evictor_visit_secondchance(u, nu)
#include "sweep.h"

/*
 * Pop the partition's freelist until a buffer nobody uses turns up.  Returns
 * it header-locked, or NULL when the list runs dry.
 */
static BufferDesc *
freelist_pop(EvictorPartition *part, uint32 *buf_state)
{
	for (;;)
	{
		BufferDesc *buf;
		uint32		local;

		SpinLockAcquire(&part->lock);
		if (part->first_free < 0)
		{
			SpinLockRelease(&part->lock);
			return NULL;
		}
		buf = GetBufferDescriptor(part->first_free);
		Assert(buf->freeNext != FREENEXT_NOT_IN_LIST);
		part->first_free = buf->freeNext;
		buf->freeNext = FREENEXT_NOT_IN_LIST;
		SpinLockRelease(&part->lock);

		/* only a buffer someone used since it was freed can fail this */
		local = LockBufHdr(buf);
		if (BUF_STATE_GET_REFCOUNT(local) == 0 &&
			BUF_STATE_GET_USAGECOUNT(local) == 0)
		{
			*buf_state = local;
			return buf;
		}
		UnlockBufHdr(buf, local);
	}
}

/* core's GetBufferFromRing, on our ring */
static BufferDesc *
ring_get(EvictorRing *ring, uint32 *buf_state)
{
	Buffer		bufnum = evictor_ring_advance(ring);
	BufferDesc *buf;
	uint32		local;

	if (bufnum == InvalidBuffer)
		return NULL;

	buf = GetBufferDescriptor(bufnum - 1);
	local = LockBufHdr(buf);
	if (evictor_ring_reusable(BUF_STATE_GET_REFCOUNT(local),
							  BUF_STATE_GET_USAGECOUNT(local)))
	{
		evictor_ring_reused(ring);
		*buf_state = local;
		return buf;
	}
	UnlockBufHdr(buf, local);
	return NULL;
}

static BufferDesc *
evictor_StrategyGetBuffer(EVICTOR_GETBUFFER_ARGS)
{
	EvictorShared *sh = evictor_shared;
	EvictorPartition *part;
	BufferDesc *buf;
	uint32		local;
	int			bgwprocno;

	EVICTOR_SET_FROM_RING(false);
	if (strategy != NULL)
	{
		buf = ring_get(ring_of(strategy), &local);
		if (buf != NULL)
		{
			part = partition_of(buf->buf_id);
			count(part, EC_RING_REUSES, 1);
			count_victim(part, buf, local);
			EVICTOR_SET_FROM_RING(true);
			*buf_state = local;
			return buf;
		}
	}

	/*
	 * Wake the bgwriter if it asked, reading its procno once: it may clear
	 * the request concurrently, and setting a stale latch is harmless.
	 */
	bgwprocno = INT_ACCESS_ONCE(sh->bgwprocno);
	if (bgwprocno != -1)
	{
		sh->bgwprocno = -1;
		SetLatch(&ProcGlobal->allProcs[bgwprocno].procLatch);
	}

	part = home_partition();

	/* as core: every non-ring request counts, for the bgwriter's pacing */
	count(part, EC_ALLOCATIONS, 1);

	/* unlocked peek first: the freelist is empty in the steady state */
	buf = NULL;
	if (part->first_free >= 0)
	{
		buf = freelist_pop(part, &local);
		if (buf != NULL)
			count(part, EC_FREELIST_HITS, 1);
	}

	if (buf == NULL)
	{
		SweepArgs	args = {part, (uint32) sh->max_usage};
		uint32		demotions = 0;
		int64		id;

		switch (sh->policy)
		{
			case EVICTOR_HOTCOOL:
				id = hotcool_sweep(&args, &local, &demotions);
				break;
			case EVICTOR_SECONDCHANCE:
				id = secondchance_sweep(&args, &local, &demotions);
				break;
			default:
				id = clocksweep_sweep(&args, &local, &demotions);
				break;
		}
		if (demotions > 0)
			count(part, EC_DEMOTIONS, demotions);
		if (id < 0)
			elog(ERROR, "no unpinned buffers available");
		buf = GetBufferDescriptor(id);
	}

	if (strategy != NULL)
		evictor_ring_fill(ring_of(strategy), BufferDescriptorGetBuffer(buf));
	count_victim(part, buf, local);
	*buf_state = local;
	return buf;
}

static void
evictor_StrategyFreeBuffer(BufferDesc *buf)
{
	EvictorPartition *part = partition_of(buf->buf_id);

	SpinLockAcquire(&part->lock);
	/* it may be on the list already: do not break the list */
	if (buf->freeNext == FREENEXT_NOT_IN_LIST)
	{
		buf->freeNext = part->first_free;
		if (buf->freeNext < 0)
			part->last_free = buf->buf_id;
		part->first_free = buf->buf_id;
	}
	SpinLockRelease(&part->lock);
}

static uint64
total_allocations(EvictorShared *sh)
{
	uint64		total = 0;

	for (int i = 0; i < sh->npartitions; i++)
		total += pg_atomic_read_u64(&sh->parts[i].counters.c[EC_ALLOCATIONS]);
	return total;
}

/*
 * Where the bgwriter starts cleaning: the buffer under the hand, the passes
 * the hand has completed, and the allocations since the last call.
 */
static int
evictor_StrategySyncStart(uint32 *complete_passes, uint32 *num_buf_alloc)
{
	EvictorShared *sh = evictor_shared;
	EvictorPartition *part = &sh->parts[0];
	uint32		hand;
	int			result;

	SpinLockAcquire(&part->lock);
	hand = pg_atomic_read_u32(&part->hand);
	result = part->first_buffer + (int) (hand % (uint32) part->nbuffers);
	if (complete_passes)
		*complete_passes = part->complete_passes + hand / (uint32) part->nbuffers;
	if (num_buf_alloc)
	{
		uint64		total = total_allocations(sh);

		*num_buf_alloc = (uint32) (total - sh->alloc_reported);
		sh->alloc_reported = total;
	}
	SpinLockRelease(&part->lock);
	return result;
}

static void
evictor_StrategyNotifyBgWriter(int bgwprocno)
{
	EvictorPartition *part = &evictor_shared->parts[0];

	/* the lock only makes the store appear atomic to StrategyGetBuffer */
	SpinLockAcquire(&part->lock);
	evictor_shared->bgwprocno = bgwprocno;
	SpinLockRelease(&part->lock);
}

static bool
evictor_have_free_buffer(void)
{
	for (int i = 0; i < evictor_shared->npartitions; i++)
		if (evictor_shared->parts[i].first_free >= 0)
			return true;
	return false;
}

static BufferAccessStrategy
evictor_GetAccessStrategy(BufferAccessStrategyType btype)
{
	EvictorRing *ring;
	int			bytes;
	int			ring_size;

	/* core's sizes; see src/backend/storage/buffer/README */
	switch (btype)
	{
		case BAS_NORMAL:
			return NULL;
		case BAS_BULKREAD:
			bytes = 256 * 1024;
			break;
		case BAS_BULKWRITE:
			bytes = 16 * 1024 * 1024;
			break;
		case BAS_VACUUM:
			bytes = 256 * 1024;
			break;
		default:
			elog(ERROR, "unrecognized buffer access strategy: %d", (int) btype);
			return NULL;		/* keep compiler quiet */
	}
	ring_size = evictor_ring_size(bytes, BLCKSZ, NBuffers);

	ring = palloc0(offsetof(EvictorRing, buffers) + ring_size * sizeof(int32));
	ring->btype = (int) btype;
	ring->ring_size = ring_size;
	return (BufferAccessStrategy) ring;
}

static void
evictor_FreeAccessStrategy(BufferAccessStrategy strategy)
{
	if (strategy != NULL)
		pfree(strategy);
}

static bool
evictor_StrategyRejectBuffer(BufferAccessStrategy strategy, BufferDesc *buf)
{
	EvictorRing *ring = ring_of(strategy);

	if (!evictor_ring_reject(ring, ring->btype == BAS_BULKREAD,
							 BufferDescriptorGetBuffer(buf)))
		return false;
	count(partition_of(buf->buf_id), EC_RING_REJECTS, 1);
	return true;
}

/*
 * The table redirect.c works from.  The static assertions hold each
 * replacement to the exact type of the function it replaces.
 */
#define EVICTOR_CHECK_TYPE(fn) \
	StaticAssertDecl(__builtin_types_compatible_p(__typeof__(&fn), \
												  __typeof__(&evictor_##fn)), \
					 "replacement of " #fn " has the wrong type");
EVICTOR_REDIRECT_LIST(EVICTOR_CHECK_TYPE)

#define EVICTOR_REDIRECT_ENTRY(fn) {#fn, (void *) evictor_##fn},
const EvictorRedirect evictor_redirects[] = {
	EVICTOR_REDIRECT_LIST(EVICTOR_REDIRECT_ENTRY)
};
const int	evictor_nredirects = lengthof(evictor_redirects);

/* ---- shared state ---- */

Size
evictor_strategy_shmem_size(void)
{
	return add_size(offsetof(EvictorShared, parts),
					mul_size(1, sizeof(EvictorPartition)));
}

/*
 * Set up the evictor's state, in the postmaster, at start-up and after each
 * crash restart.  InitBufferPool has just chained every buffer into one
 * freelist in id order, as core's StrategyInitialize expects.
 */
void
evictor_strategy_init(EvictorShared *sh)
{
	EvictorPartition *part = &sh->parts[0];

	sh->policy = evictor_policy_guc;
	sh->max_usage = evictor_max_usage_guc;
	sh->bgwprocno = -1;
	sh->alloc_reported = 0;
	sh->counters_since = GetCurrentTimestamp();
	SpinLockInit(&sh->reset_lock);
	sh->npartitions = 1;

	memset(part, 0, sizeof(*part));
	SpinLockInit(&part->lock);
	part->first_buffer = 0;
	part->nbuffers = NBuffers;
	pg_atomic_init_u32(&part->hand, 0);
	part->complete_passes = 0;
	part->first_free = 0;
	part->last_free = NBuffers - 1;
	for (int c = 0; c < EC_NUM_COUNTERS; c++)
		pg_atomic_init_u64(&part->counters.c[c], 0);
	for (int c = 0; c < EVICTOR_NUM_CLASSES; c++)
	{
		pg_atomic_init_u64(&part->counters.victims[c], 0);
		pg_atomic_init_u64(&part->counters.dirty[c], 0);
	}
}

/* Sweep ticks so far: every buffer the hand has passed. */
uint64
evictor_partition_ticks(EvictorPartition *part)
{
	uint32		hand;
	uint32		passes;
	uint32		n = (uint32) part->nbuffers;

	SpinLockAcquire(&part->lock);
	hand = pg_atomic_read_u32(&part->hand);
	passes = part->complete_passes;
	SpinLockRelease(&part->lock);
	return (uint64) (passes + hand / n) * n + hand % n;
}
