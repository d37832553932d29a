/*-------------------------------------------------------------------------
 *
 * strategy.c
 *	  pg_evictor's replacement of freelist.c: the freelist, the clock sweep
 *	  with the policy's visit rule, buffer rings, and the bgwriter's view.
 *
 * Each function here takes the place of core's function of the same name
 * minus the evictor_ prefix (redirect.c wires them in), and keeps core's
 * contract: StrategyGetBuffer returns an unpinned buffer with its header
 * spinlock held and *buf_state exact (on 19: the buffer pinned, claimed by
 * a compare-and-swap, its pin tracked), counts non-ring allocations for the
 * bgwriter and wakes it when asked.  With policy = clocksweep and
 * max_usage = 5 it must choose exactly the victims core chooses; the A/A
 * fidelity test holds it to that.
 *
 * Also the settings that choose what a miss runs (policy, max_usage,
 * sweep_batch, redirect), and the start-up of the evictor: its
 * redirection, and its control block in shared memory.
 *
 *-------------------------------------------------------------------------
 */
#include "strategy.h"

#include <sched.h>

#include "miscadmin.h"
#include "lib/stringinfo.h"
#include "storage/bufmgr.h"
#include "storage/proc.h"
#include "storage/shmem.h"
#include "utils/guc.h"

#include "framework.h"
#include "lookups.h"
#include "numalayout.h"
#include "pagekeys.h"
#include "partition.h"
#include "redirect.h"
#include "ring.h"
#include "trace.h"

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
partition_of(int buf_id)
{
	return &evictor_shared->parts[evictor_partition_of(buf_id)];
}

/*
 * Backend-local partition state: the home partition, looked up again every
 * EVICTOR_HOME_REFRESH allocations; how many of the coming allocations go
 * to another partition to balance, and where; what each partition had
 * supplied at the last look; and each partition's batch of claimed hand
 * positions.  A backend starts with none of it (forked from the postmaster,
 * which never allocates).
 */
static int	my_home = 0;
static int	my_until_refresh = 0;
static int	my_balance_quota = 0;
static int	my_balance_target = 0;
static uint64 my_last_allocs[EVICTOR_MAX_PARTITIONS];
static EvictorBatch my_batch[EVICTOR_MAX_PARTITIONS];

/* the last ring this backend made: rings are numbered 1, 2, ... (traces) */
static uint32 my_ring_serial = 0;

/* Where this backend runs: its CPU's node, or the emulated mapping. */
static void
refresh_home(EvictorShared *sh)
{
	int			n = sh->npartitions;
	int			cpu = sched_getcpu();
	uint64		allocs[EVICTOR_MAX_PARTITIONS];

	my_until_refresh = EVICTOR_HOME_REFRESH;
	if (sh->numa_nodes)
	{
		int			node = evictor_numa_node_of_cpu(cpu);

		my_home = 0;
		for (int p = 0; p < n; p++)
			if (sh->parts[p].node == node)
				my_home = p;
	}
	else
		my_home = evictor_emulated_home(cpu, EVICTOR_MY_PROCNO, n);

	for (int p = 0; p < n; p++)
	{
		uint64		now = pg_atomic_read_u64(&sh->parts[p].counters.c[EC_ALLOCATIONS]);

		allocs[p] = now - my_last_allocs[p];
		my_last_allocs[p] = now;
	}
	my_balance_quota = evictor_balance(allocs, n, my_home, &my_balance_target);
}

/* The partition this allocation should come from. */
static inline int
choose_partition(EvictorShared *sh)
{
	if (--my_until_refresh <= 0)
		refresh_home(sh);
	if (my_balance_quota > 0)
	{
		my_balance_quota--;
		return my_balance_target;
	}
	return my_home;
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
 * Count a victim by what it holds.  On 15 to 18 the caller holds its header
 * lock and nobody has it pinned, so its page cannot change while we read
 * it.  On 19 the caller holds only its pin: another backend can still find
 * it by its old tag, pin it and change the page or dirty it before the
 * caller evicts it (or gives up on it), so the class and the dirty bit are
 * as they were when it was claimed.
 */
static pg_attribute_always_inline void
count_victim(EvictorPartition *part, BufferDesc *buf, EvictorBufState state)
{
	int			cls;

#ifdef EVICTOR_NO_COUNTERS
	return;
#endif
	/* a shared buffer: its block without BufferGetBlock's test for local ones */
	cls = evictor_classify_buffer(state, buf->tag.forkNum,
								  BufferBlocks + (Size) buf->buf_id * BLCKSZ);
	pg_atomic_fetch_add_u64(&part->counters.victims[cls], 1);
	if (state & BM_DIRTY)
		pg_atomic_fetch_add_u64(&part->counters.dirty[cls], 1);
}

/*
 * Fold a hand that ran past the end back into (0, n] (evictor_hand_fold
 * says why not core's [0, n)) and count the passes the caller completed,
 * under the partition's lock so that StrategySyncStart reads hand and
 * passes consistently.  expected is the hand as the caller left it.
 */
static pg_noinline void
fold_hand(pg_atomic_uint32 *hand, uint32 expected, uint32 passes)
{
	/* given its hand, which the sweep holds in a register, not the partition */
	EvictorPartition *part = (EvictorPartition *)
		((char *) hand - offsetof(EvictorPartition, hand));
	uint32		n = (uint32) part->nbuffers;
	bool		success = false;

	while (!success)
	{
		SpinLockAcquire(&part->lock);
		success = pg_atomic_compare_exchange_u32(&part->hand, &expected,
												 evictor_hand_fold(expected, n));
		if (success)
			part->complete_passes += passes;
		SpinLockRelease(&part->lock);
	}
}

/*
 * Move the partition's hand one buffer on and return the buffer id under it.
 * With a batch of 1, core's ClockSweepTick: the hand only grows, and
 * whoever takes the position that completes a pass folds it back (to where
 * core folds it, but for a race in which core loses a pass; the buffers
 * visited are the same).  A larger batch claims that many positions with
 * one atomic and visits them over this and the following requests.
 */
static pg_attribute_always_inline uint32
partition_tick(EvictorPartition *part, uint32 n, EvictorBatch *batch,
			   uint32 batch_len, bool single)
{
	uint32		victim = 0;

	if (likely(batch_len == 1))
	{
		victim = pg_atomic_fetch_add_u32(&part->hand, 1);
		if (victim >= n)
		{
			uint32		original = victim;

			victim = victim % n;
			if (victim == 0)
				fold_hand(&part->hand, original + 1, 1);
		}
		/* one partition: it starts at buffer 0 */
		return single ? victim : (uint32) part->first_buffer + victim;
	}

	if (!evictor_batch_take(batch, &victim))
	{
		uint32		start = pg_atomic_fetch_add_u32(&part->hand, batch_len);
		uint32		passes = evictor_run_wraps(start, batch_len, n);

		if (passes > 0)
			fold_hand(&part->hand, start + batch_len, passes);
		victim = evictor_batch_claim(batch, start, batch_len);
	}
	return (uint32) part->first_buffer + victim % n;
}

/* What the sweep needs besides the partition: the settings of this call */
typedef struct SweepArgs
{
	EvictorPartition *part;
	uint32		nbuffers;		/* part's, read once: a pass */
	EvictorBatch *batch;		/* this backend's claimed positions */
	uint32		batch_len;
	uint32		cap;
	bool		single;			/* one partition, no batches */
} SweepArgs;

/*
 * A visit only ever lowers the usage count (policy.h), so the new state is a
 * subtraction, as in core: by a constant one for the default rule.
 */
#define BUF_STATE_LOWER_USAGECOUNT(s, u) \
	((s) - ((EvictorBufState) (BUF_STATE_GET_USAGECOUNT(s) - (u)) << BUF_USAGECOUNT_SHIFT))

/*
 * The frames are buffer descriptors, whatever the policy; these parameters
 * stay defined to the end of the file.
 */
#define SWEEP_KEEP_FRAMES
#define SWEEP_CTX SweepArgs *
#define SWEEP_NFRAMES(a) ((a)->nbuffers)
#define SWEEP_TICK(a) \
	partition_tick((a)->part, (a)->nbuffers, (a)->batch, (a)->batch_len, (a)->single)
#define SWEEP_STATE EvictorBufState
#if EVICTOR_PIN_CLAIM
#define SWEEP_READ(a, id) pg_atomic_read_u64(&GetBufferDescriptor(id)->state)
#define SWEEP_KEEP(a, id, sp, s) evictor_hdr_keep(GetBufferDescriptor(id), sp, s)
#define SWEEP_CLAIM(a, id, sp) evictor_hdr_claim(GetBufferDescriptor(id), sp)
#else
#define SWEEP_LOCK(a, id) LockBufHdr(GetBufferDescriptor(id))
#define SWEEP_UNLOCK(a, id, s) UnlockBufHdr(GetBufferDescriptor(id), s)
#endif
#define SWEEP_REFCOUNT(s) BUF_STATE_GET_REFCOUNT(s)
#define SWEEP_USAGE(s) BUF_STATE_GET_USAGECOUNT(s)
#define SWEEP_SET_USAGE(s, u) BUF_STATE_LOWER_USAGECOUNT(s, u)

#define SWEEP_PREFIX coresweep
#define SWEEP_VISIT(u, nu) evictor_visit_core(u, nu)
#include "sweep.h"

#define SWEEP_PREFIX clocksweep
#define SWEEP_VISIT(u, nu) evictor_visit_clocksweep(u, ctx->cap, nu)
#include "sweep.h"

#define SWEEP_PREFIX hotcool
#define SWEEP_VISIT(u, nu) evictor_visit_hotcool(u, nu)
#include "sweep.h"

#define SWEEP_PREFIX secondchance
#define SWEEP_VISIT(u, nu) evictor_visit_secondchance(u, nu)
#include "sweep.h"

#if EVICTOR_HAS_FREELIST
/*
 * Pop the partition's freelist until a buffer nobody uses turns up.  Returns
 * it header-locked, or NULL when the list runs dry.  The caller reads the
 * state from the locked header: passing it back through a pointer would
 * put the allocation path's state on the stack, with a stack-protector
 * canary checked on every call.
 *
 * A pinned buffer without a page is 15's collision victim, given back
 * before its backend unpins it (pagekeys.c): passed, and put back first
 * once the pop is over, as 16's, given back after the unpin, would be
 * (core drops any buffer in use from the list: such a one would be lost).
 * A second such buffer goes back at once and ends the pop (NULL: the
 * search goes on past the freelist), so that the order stays and a pop
 * never spins on them.  Under the found one's header lock: nothing takes a
 * header lock under a partition's lock.
 */
static BufferDesc *
freelist_pop(EvictorPartition *part)
{
	BufferDesc *passed = NULL;
	BufferDesc *found = NULL;

	for (;;)
	{
		BufferDesc *buf;
		uint32		local;

		SpinLockAcquire(&part->lock);
		if (part->first_free < 0)
		{
			SpinLockRelease(&part->lock);
			break;
		}
		buf = GetBufferDescriptor(part->first_free);
		Assert(buf->freeNext != FREENEXT_NOT_IN_LIST);
		part->first_free = buf->freeNext;
		buf->freeNext = FREENEXT_NOT_IN_LIST;
		if (part->first_free < 0)
			pg_atomic_fetch_and_u64(&evictor_shared->free_parts,
									~(UINT64CONST(1) << part->index));
		SpinLockRelease(&part->lock);

		/* only a buffer someone used since it was freed can fail this */
		local = LockBufHdr(buf);
		if (BUF_STATE_GET_REFCOUNT(local) == 0 &&
			BUF_STATE_GET_USAGECOUNT(local) == 0)
		{
			found = buf;
			break;
		}
		UnlockBufHdr(buf, local);
		if (BUF_STATE_GET_REFCOUNT(local) > 0 && !(local & BM_TAG_VALID))
		{
			if (passed != NULL)
			{
				(void) evictor_freelist_push(buf);
				break;
			}
			passed = buf;
		}
	}
	if (passed != NULL)
		(void) evictor_freelist_push(passed);
	return found;
}
#endif

/*
 * core's GetBufferFromRing, on our ring: the slot's buffer header-locked,
 * or on 19 pinned by a compare-and-swap, when the ring may reuse it.
 */
static BufferDesc *
ring_get(EvictorRing *ring, EvictorBufState *buf_state)
{
	Buffer		bufnum = evictor_ring_advance(ring);
	BufferDesc *buf;
	EvictorBufState local;

	if (bufnum == InvalidBuffer)
		return NULL;

	buf = GetBufferDescriptor(bufnum - 1);
#if EVICTOR_PIN_CLAIM
	local = pg_atomic_read_u64(&buf->state);
	while (evictor_ring_reusable(BUF_STATE_GET_REFCOUNT(local),
								 BUF_STATE_GET_USAGECOUNT(local)))
	{
		if (evictor_hdr_claim(buf, &local))
		{
			TrackNewBufferPin(BufferDescriptorGetBuffer(buf));
			evictor_ring_reused(ring);
			*buf_state = local;
			return buf;
		}
	}
#else
	local = LockBufHdr(buf);
	if (evictor_ring_reusable(BUF_STATE_GET_REFCOUNT(local),
							  BUF_STATE_GET_USAGECOUNT(local)))
	{
		evictor_ring_reused(ring);
		*buf_state = local;
		return buf;
	}
	UnlockBufHdr(buf, local);
#endif
	return NULL;
}

/*
 * One sweep of a partition with the rule in force (an EvictorRule, a
 * constant on the one-partition paths): the victim's id, header-locked (19:
 * pinned) with its state in *state, or -1 after a whole pass of pinned
 * buffers.
 */
static pg_attribute_always_inline int64
sweep_partition(EvictorShared *sh, EvictorPartition *part, EvictorBufState *state,
				bool single, int rule)
{
	SweepArgs	args;
	uint32		demotions = 0;
	int64		id;

	args.part = part;
	args.nbuffers = (uint32) part->nbuffers;
	args.batch = &my_batch[part->index];
	args.batch_len = single ? 1 : (uint32) sh->sweep_batch;
	args.single = single;
	switch (rule)
	{
		case EVICTOR_RULE_HOTCOOL:
			id = hotcool_sweep(&args, state, &demotions);
			break;
		case EVICTOR_RULE_SECONDCHANCE:
			id = secondchance_sweep(&args, state, &demotions);
			break;
		case EVICTOR_RULE_CAPPED:
			args.cap = (uint32) sh->max_usage;
			id = clocksweep_sweep(&args, state, &demotions);
			break;
		case EVICTOR_RULE_FRAMEWORK:
			id = evictor_fw_victim(part->index, state, &demotions);
			/* a stock policy came in since the path was read: core's rule */
			if (id == -2)
				id = coresweep_sweep(&args, state, &demotions);
			break;
		default:
			id = coresweep_sweep(&args, state, &demotions);
			break;
	}
	if (demotions > 0)
		count(part, EC_DEMOTIONS, demotions);
	return id;
}

/*
 * A victim from the freelist or the sweep.  single (a constant at each
 * call) says there is one partition and no batching, core's layout: the
 * compiler then drops everything partitions and batches need.  rule is a
 * constant there too, so each one-partition path has its visit inlined.
 */
static pg_attribute_always_inline BufferDesc *
get_victim(EvictorShared *sh, BufferAccessStrategy strategy, EvictorBufState *buf_state,
		   bool single, int rule)
{
	EvictorPartition *part;
	BufferDesc *buf = NULL;
	EvictorBufState local;
	int			target = single ? 0 : choose_partition(sh);

	part = &sh->parts[target];

	/* as core: every non-ring request counts, for the bgwriter's pacing */
	count(part, EC_ALLOCATIONS, 1);

#if EVICTOR_HAS_FREELIST
	if (single)
	{
		/* unlocked peek first: the freelist is empty in the steady state */
		if (part->first_free >= 0)
			buf = freelist_pop(part);
	}
	else
	{
		/* which freelists are not empty: one load, 0 in the steady state */
		uint64		free_parts = pg_atomic_read_u64(&sh->free_parts);

		/*
		 * A free buffer anywhere before an eviction at home, as core's one
		 * freelist would: have_free_buffer() answers for the whole pool,
		 * and autoprewarm loads while it says yes.  Evicting here would
		 * drop a page just read while never-used buffers wait elsewhere.
		 * Counted as a steal.  With real nodes the page then sits in
		 * another node's memory, as core, whose one freelist knows no
		 * nodes, would place it too.
		 */
		for (int k = 0; free_parts != 0 && buf == NULL && k < sh->npartitions; k++)
		{
			int			p = (target + k) % sh->npartitions;

			if ((free_parts & (UINT64CONST(1) << p)) &&
				(buf = freelist_pop(&sh->parts[p])) != NULL)
				part = &sh->parts[p];
		}
	}
	if (buf != NULL)
	{
		/* header-locked by us: stable, BM_LOCKED set as LockBufHdr returns it */
		local = pg_atomic_read_u32(&buf->state);
		count(part, EC_FREELIST_HITS, 1);
	}
#endif

	if (buf == NULL)
	{
		int64		id = sweep_partition(sh, part, &local, single, rule);

		/* a whole pass of pinned buffers at home: try the others */
		for (int k = 1; !single && id < 0 && k < sh->npartitions; k++)
		{
			part = &sh->parts[(target + k) % sh->npartitions];
			id = sweep_partition(sh, part, &local, single, rule);
		}
		if (id < 0)
			elog(ERROR, "no unpinned buffers available");
		buf = GetBufferDescriptor(id);
	}
	/* balancing or fallback took it from outside the home partition */
	if (!single && part != &sh->parts[my_home])
		count(part, EC_STEALS, 1);

	if (strategy != NULL)
		evictor_ring_fill(ring_of(strategy), BufferDescriptorGetBuffer(buf));
	/* 16+: its old mapping's delete comes next, page keys need not search */
	if (EVICTOR_VICTIM_DELETED_FIRST && rule == EVICTOR_RULE_FRAMEWORK)
		evictor_page_keys_victim(buf);
	count_victim(part, buf, local);
	*buf_state = local;
#if EVICTOR_PIN_CLAIM
	/* last, as core does: nothing since the claim can fail */
	TrackNewBufferPin(BufferDescriptorGetBuffer(buf));
#endif
	return buf;
}

/*
 * Partitions or batches, and the framework's policies: out of line, so
 * that the stock one-partition paths keep a small frame (the partitions'
 * arrays of refresh_home stay here; each path inlined beside core's costs
 * core's registers).
 */
static pg_noinline BufferDesc *
get_victim_spread(EvictorShared *sh, BufferAccessStrategy strategy,
				  EvictorBufState *buf_state, int rule)
{
	return get_victim(sh, strategy, buf_state, false, rule);
}

static pg_noinline BufferDesc *
get_victim_framework(EvictorShared *sh, BufferAccessStrategy strategy,
					 EvictorBufState *buf_state)
{
	return get_victim(sh, strategy, buf_state, true, EVICTOR_RULE_FRAMEWORK);
}

static BufferDesc *
evictor_StrategyGetBuffer(EVICTOR_GETBUFFER_ARGS)
{
	EvictorShared *sh = evictor_shared;
	BufferDesc *buf;
	EvictorBufState local;
	int			bgwprocno;
	int			path;
	bool		tracing;

	EVICTOR_SET_FROM_RING(false);
	if (strategy != NULL)
	{
		buf = ring_get(ring_of(strategy), &local);
		if (buf != NULL)
		{
			EvictorPartition *part = partition_of(buf->buf_id);

			count(part, EC_RING_REUSES, 1);
			count_victim(part, buf, local);
			if (EVICTOR_VICTIM_DELETED_FIRST && evictor_keys_on)
				evictor_page_keys_victim(buf);
			EVICTOR_SET_FROM_RING(true);
			if (unlikely(evictor_trace_recording()))
			{
				evictor_trace_victim(ring_of(strategy)->btype, ring_of(strategy)->serial,
									 ring_of(strategy)->ring_size, true);
				evictor_trace_searched(&buf->tag, buf->buf_id, true);
			}
			*buf_state = local;
			return buf;
		}
	}
	/* for a trace: the ring this request serves (or none), before the search */
	tracing = unlikely(evictor_trace_recording());
	if (tracing)
	{
		if (strategy != NULL)
			evictor_trace_victim(ring_of(strategy)->btype, ring_of(strategy)->serial,
								 ring_of(strategy)->ring_size, false);
		else
			evictor_trace_victim(BAS_NORMAL, 0, 0, false);
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

	/* one load decides the layout and the rule (strategy_path) */
	path = sh->path;
	if (tracing)
		evictor_fw_search_traced = false;
	if (likely(path == EVICTOR_RULE_CORE))
		buf = get_victim(sh, strategy, buf_state, true, EVICTOR_RULE_CORE);
	else
		switch (path)
		{
			case EVICTOR_RULE_CAPPED:
				buf = get_victim(sh, strategy, buf_state, true, EVICTOR_RULE_CAPPED);
				break;
			case EVICTOR_RULE_HOTCOOL:
				buf = get_victim(sh, strategy, buf_state, true, EVICTOR_RULE_HOTCOOL);
				break;
			case EVICTOR_RULE_SECONDCHANCE:
				buf = get_victim(sh, strategy, buf_state, true,
								 EVICTOR_RULE_SECONDCHANCE);
				break;
			case EVICTOR_RULE_FRAMEWORK:
				buf = get_victim_framework(sh, strategy, buf_state);
				break;
			default:
				buf = get_victim_spread(sh, strategy, buf_state,
										path & ~EVICTOR_PATH_SPREAD);
				break;
		}
	/* for a trace: when the search ended, if a framework's did not say */
	if (tracing && buf != NULL && !evictor_fw_search_traced)
		evictor_trace_searched(&buf->tag, buf->buf_id, false);
	return buf;
}

#if EVICTOR_HAS_FREELIST
static void
evictor_StrategyFreeBuffer(BufferDesc *buf)
{
	/*
	 * A policy forgets buf before the push (a drop's or a collision's did
	 * at their delete or insert; an extension's trimmed victim here), or a
	 * search could pop it, load it, and then see it forgotten.  The trace's
	 * record before the push too: a search that takes buf pops it after,
	 * and writes its own record later still.
	 */
	evictor_page_keys_freed(buf->buf_id);
	if (unlikely(evictor_trace_recording()))
		evictor_trace_freed(buf->buf_id);
	(void) evictor_freelist_push(buf);
}
#endif

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
 *
 * With partitions there is no one hand.  We report a virtual one: all
 * partitions' ticks added up, as a position in the whole pool.  It moves as
 * fast as all the sweeps together and never goes backwards, so the
 * bgwriter's pacing (buffers scanned per allocation, how far ahead it is)
 * stays right; but it points at no partition's real hand, so the bgwriter
 * cleans ahead of that virtual position.
 */
static int
evictor_StrategySyncStart(uint32 *complete_passes, uint32 *num_buf_alloc)
{
	EvictorShared *sh = evictor_shared;
	EvictorPartition *part = &sh->parts[0];
	uint64		position;
	int			result;

	if (sh->npartitions == 1)
	{
		uint32		hand;

		SpinLockAcquire(&part->lock);
		hand = pg_atomic_read_u32(&part->hand);
		result = (int) (hand % (uint32) NBuffers);
		if (complete_passes)
			*complete_passes = (uint32) (part->complete_passes + hand / (uint32) NBuffers);
		SpinLockRelease(&part->lock);
	}
	else
	{
		position = 0;
		for (int p = 0; p < sh->npartitions; p++)
			position += evictor_partition_ticks(&sh->parts[p]);
		result = (int) (position % (uint64) NBuffers);
		if (complete_passes)
			*complete_passes = (uint32) (position / (uint64) NBuffers);
	}
	if (complete_passes)
	{
		/* recorded to show the position never goes backwards */
		uint64		reported = (uint64) *complete_passes * NBuffers + result;

		if (reported < sh->sync_position)
			sh->sync_backwards++;
		sh->sync_position = reported;
	}

	if (num_buf_alloc)
	{
		uint64		total = total_allocations(sh);

		/* only the bgwriter asks, so this needs no lock of its own */
		*num_buf_alloc = (uint32) (total - sh->alloc_reported);
		sh->alloc_reported = total;
	}
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

#if EVICTOR_HAS_FREELIST
static bool
evictor_have_free_buffer(void)
{
	return pg_atomic_read_u64(&evictor_shared->free_parts) != 0;
}
#endif

/*
 * A ring of ring_kb kilobytes, capped at an eighth of the pool; none when
 * that is less than a block
 */
static BufferAccessStrategy
evictor_GetAccessStrategyWithSize(BufferAccessStrategyType btype, int ring_kb)
{
	EvictorRing *ring;
	int			ring_size = evictor_ring_buffers(ring_kb, BLCKSZ, NBuffers);

	Assert(ring_kb >= 0);
	if (ring_size == 0)
		return NULL;
	ring = palloc0(offsetof(EvictorRing, buffers) + ring_size * sizeof(int32));
	ring->btype = (int) btype;
	ring->ring_size = ring_size;
	if (++my_ring_serial == 0)
		my_ring_serial = 1;
	ring->serial = my_ring_serial;
	if (btype == BAS_VACUUM)
		evictor_trace_vacuum_ring(ring->serial, ring_size);
	return (BufferAccessStrategy) ring;
}

static BufferAccessStrategy
evictor_GetAccessStrategy(BufferAccessStrategyType btype)
{
	if (btype == BAS_NORMAL)
		return NULL;
	return evictor_GetAccessStrategyWithSize(btype, evictor_ring_kb(btype));
}

#if PG_VERSION_NUM >= 160000
static int
evictor_GetAccessStrategyBufferCount(BufferAccessStrategy strategy)
{
	return strategy ? ring_of(strategy)->ring_size : 0;
}

static IOContext
evictor_IOContextForStrategy(BufferAccessStrategy strategy)
{
	if (unlikely(evictor_trace_recording()))
		evictor_trace_read_strategy(strategy ? ring_of(strategy)->btype : BAS_NORMAL,
									strategy ? ring_of(strategy)->serial : 0,
									strategy ? ring_of(strategy)->ring_size : 0);
	if (strategy == NULL)
		return IOCONTEXT_NORMAL;
	switch ((BufferAccessStrategyType) ring_of(strategy)->btype)
	{
		case BAS_BULKREAD:
			return IOCONTEXT_BULKREAD;
		case BAS_BULKWRITE:
			return IOCONTEXT_BULKWRITE;
		case BAS_VACUUM:
			return IOCONTEXT_VACUUM;
		default:
			break;
	}
	elog(ERROR, "unrecognized BufferAccessStrategyType: %d", ring_of(strategy)->btype);
	pg_unreachable();
}
#endif

#if PG_VERSION_NUM >= 170000
/*
 * How many of a ring's buffers a look-ahead may pin at once: a bulk read
 * rejects dirty buffers anyway, so all; others half, to defer write-back.
 */
static int
evictor_GetAccessStrategyPinLimit(BufferAccessStrategy strategy)
{
	if (strategy == NULL)
		return NBuffers;
	if (ring_of(strategy)->btype == BAS_BULKREAD)
		return ring_of(strategy)->ring_size;
	return ring_of(strategy)->ring_size / 2;
}
#endif

static void
evictor_FreeAccessStrategy(BufferAccessStrategy strategy)
{
	if (strategy != NULL)
	{
		if (unlikely(evictor_trace_recording()))
			evictor_trace_ring_freed(ring_of(strategy)->serial);
		pfree(strategy);
	}
}

static bool
evictor_StrategyRejectBuffer(EVICTOR_REJECT_ARGS)
{
	EvictorRing *ring = ring_of(strategy);

	if (!evictor_ring_reject(ring, ring->btype == BAS_BULKREAD,
							 EVICTOR_REJECT_FROM_RING(ring),
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
static const EvictorRedirect evictor_redirects[] = {
	EVICTOR_REDIRECT_LIST(EVICTOR_REDIRECT_ENTRY)
};
static const int evictor_nredirects = lengthof(evictor_redirects);

/* ---- shared state ---- */

/*
 * Work out which path serves a miss from the settings in force: the visit
 * rule, plus EVICTOR_PATH_SPREAD with partitions or batches.  Called in the
 * postmaster whenever one of them is set, after the setting is stored.
 */
static void
strategy_path(EvictorShared *sh)
{
	int			rule;

	/* the lookup path's two questions, asked per lookup: one read each */
	sh->hears = (evictor_routines[sh->policy]->on_hit != NULL ? EVICTOR_HEARS_HITS : 0) |
		(evictor_routines[sh->policy]->on_miss != NULL ? EVICTOR_HEARS_MISSES : 0);

	if (evictor_fw_is_framework(sh->policy) && evictor_fw_available())
	{
		/* its own instance per partition (no batches: it has no hand) */
		sh->path = EVICTOR_RULE_FRAMEWORK;
		if (sh->npartitions > 1)
			sh->path |= EVICTOR_PATH_SPREAD;
		return;
	}
	switch (sh->policy)
	{
		case EVICTOR_HOTCOOL:
			rule = EVICTOR_RULE_HOTCOOL;
			break;
		case EVICTOR_SECONDCHANCE:
			rule = EVICTOR_RULE_SECONDCHANCE;
			break;
		default:
			rule = sh->max_usage >= EVICTOR_MAX_USAGE ?
				EVICTOR_RULE_CORE : EVICTOR_RULE_CAPPED;
			break;
	}
	if (sh->npartitions > 1 || sh->sweep_batch > 1)
		rule |= EVICTOR_PATH_SPREAD;
	sh->path = rule;
}

static Size
control_block_size(int npartitions)
{
	return add_size(offsetof(EvictorShared, parts),
					mul_size(npartitions, sizeof(EvictorPartition)));
}

/*
 * Set up the evictor's state, in the postmaster, at start-up and after each
 * crash restart.  InitBufferPool has just chained every buffer into one
 * freelist in id order, as core's StrategyInitialize expects; partitions
 * cut that chain at their bounds, unless core's evictor is in use (redirect
 * off or refused), whose freelist must stay the whole chain.  layout holds
 * the partitions' bounds and nodes (numa.c).
 */
static void
control_block_init(EvictorShared *sh, const EvictorLayout *layout)
{
	sh->policy = evictor_policy_guc;
	sh->max_usage = evictor_max_usage_guc;
	sh->sweep_batch = evictor_sweep_batch_guc;
	sh->bgwprocno = -1;
	sh->alloc_reported = 0;
	sh->sync_position = 0;
	sh->sync_backwards = 0;
	sh->counters_since = GetCurrentTimestamp();
	SpinLockInit(&sh->reset_lock);
	sh->npartitions = layout->npartitions;
	strategy_path(sh);
	sh->numa_nodes = layout->numa_nodes;
	sh->page_size = layout->page_size;
	strlcpy(sh->partitions_desc, layout->desc, sizeof(sh->partitions_desc));
	pg_atomic_init_u64(&sh->free_parts, 0);

	for (int p = 0; p < layout->npartitions; p++)
	{
		EvictorPartition *part = &sh->parts[p];
		int			first = (int) layout->first[p];
		int			n = (int) layout->count[p];

		memset(part, 0, sizeof(*part));
		SpinLockInit(&part->lock);
		part->index = p;
		part->first_buffer = first;
		part->nbuffers = n;
		part->node = layout->node[p];
		pg_atomic_init_u32(&part->hand, 0);
		part->complete_passes = 0;
#if EVICTOR_HAS_FREELIST
		part->first_free = first;
		part->last_free = first + n - 1;
		pg_atomic_write_u64(&sh->free_parts,
							pg_atomic_read_u64(&sh->free_parts) | (UINT64CONST(1) << p));
		/* core's evictor runs on core's freelist: leave it whole */
		if (evictor_redirected)
			GetBufferDescriptor(first + n - 1)->freeNext = FREENEXT_END_OF_LIST;
#else
		part->first_free = part->last_free = -1;
#endif
		for (int c = 0; c < EC_NUM_COUNTERS; c++)
			pg_atomic_init_u64(&part->counters.c[c], 0);
		for (int c = 0; c < EVICTOR_NUM_CLASSES; c++)
		{
			pg_atomic_init_u64(&part->counters.victims[c], 0);
			pg_atomic_init_u64(&part->counters.dirty[c], 0);
		}
		sh->part_first[p] = layout->first[p];
		sh->part_count[p] = layout->count[p];
	}
}

/* Sweep ticks so far: every buffer the hand has passed. */
uint64
evictor_partition_ticks(EvictorPartition *part)
{
	uint32		hand;
	uint64		passes;

	SpinLockAcquire(&part->lock);
	hand = pg_atomic_read_u32(&part->hand);
	passes = part->complete_passes;
	SpinLockRelease(&part->lock);
	return evictor_ticks(passes, hand, (uint32) part->nbuffers);
}

/* ---- settings ---- */

int			evictor_max_usage_guc = EVICTOR_MAX_USAGE;
int			evictor_sweep_batch_guc = 1;
static bool evictor_redirect_guc = true;

/* pg_evictor.policy's values: evictor_routines (policies.c), by index */
static struct config_enum_entry policy_options[32];

/*
 * A framework policy needs page keys, which only a start-up can turn on,
 * and keeps its own hands, so no sweep_batch: a reload that asks for what
 * this server cannot run is refused, and the old policy stays.  At
 * start-up (_PG_init) the start itself judges it.
 */
static bool
check_policy(int *newval, void **extra, GucSource source)
{
	if (process_shared_preload_libraries_in_progress || !evictor_redirected ||
		!evictor_fw_is_framework(*newval))
		return true;
	if (!evictor_keys_on)
	{
		GUC_check_errdetail("Policy \"%s\" needs page keys, and this server was started without them.",
							evictor_policy_name(*newval));
		GUC_check_errhint("Restart the server with pg_evictor.page_keys = on, or with a framework policy in pg_evictor.policy.");
		return false;
	}
	if (evictor_fw_needs_hits(*newval) && !(evictor_hits_guc && evictor_lookups_on))
	{
		GUC_check_errdetail("Policy \"%s\" needs every hit, and this server was started without the lookup path (pg_evictor.hits).",
							evictor_policy_name(*newval));
		GUC_check_errhint("Restart the server with pg_evictor.hits = on, or with lru, arc, lru2, wtinylfu or lirs in pg_evictor.policy.");
		return false;
	}
	if (evictor_sweep_batch_guc > 1)
	{
		GUC_check_errdetail("Policy \"%s\" keeps its own hands; pg_evictor.sweep_batch (%d) batches the clock sweep's.",
							evictor_policy_name(*newval), evictor_sweep_batch_guc);
		GUC_check_errhint("Set pg_evictor.sweep_batch = 1 first.");
		return false;
	}
	return true;
}

static bool
check_sweep_batch(int *newval, void **extra, GucSource source)
{
	if (*newval > 1 && !process_shared_preload_libraries_in_progress &&
		evictor_fw_is_framework(evictor_policy_guc))
	{
		GUC_check_errdetail("Policy \"%s\" keeps its own hands; pg_evictor.sweep_batch batches the clock sweep's.",
							evictor_policy_name(evictor_policy_guc));
		return false;
	}
	return true;
}

/*
 * The settings in force live in shared memory, so that a reload switches
 * every backend at its next visit.  Only the postmaster writes them: it
 * reloads first, and a backend that has not caught up yet cannot undo it.
 */
static void
assign_policy(int newval, void *extra)
{
	evictor_policy_guc = newval;
	if (evictor_shared != NULL && !IsUnderPostmaster)
	{
		evictor_shared->policy = newval;
		strategy_path(evictor_shared);
		evictor_fw_policy_changed();
	}
}

static void
assign_max_usage(int newval, void *extra)
{
	evictor_max_usage_guc = newval;
	if (evictor_shared != NULL && !IsUnderPostmaster)
	{
		evictor_shared->max_usage = newval;
		strategy_path(evictor_shared);
	}
}

static void
assign_sweep_batch(int newval, void *extra)
{
	evictor_sweep_batch_guc = newval;
	if (evictor_shared != NULL && !IsUnderPostmaster)
	{
		evictor_shared->sweep_batch = newval;
		strategy_path(evictor_shared);
	}
}

void
evictor_strategy_settings(void)
{
	for (int i = 0; i < evictor_nroutines && i < lengthof(policy_options) - 1; i++)
	{
		policy_options[i].name = evictor_routines[i]->name;
		policy_options[i].val = i;
		policy_options[i].hidden = false;
	}

	DefineCustomBoolVariable("pg_evictor.redirect",
							 "Replace the server's buffer evictor with pg_evictor's.",
							 "Off leaves core's evictor in place: residency can still be observed, eviction counters read as NULL.",
							 &evictor_redirect_guc,
							 true,
							 PGC_POSTMASTER,
							 0,
							 NULL, NULL, NULL);

	DefineCustomEnumVariable("pg_evictor.policy",
							 "Replacement policy of the buffer evictor.",
							 "clocksweep is PostgreSQL's own; a reload switches policy at the next miss. sieve, twoq, s3fifo, car, clockpro, lru, arc, lru2, wtinylfu and lirs need page keys, lru, arc, lru2, wtinylfu and lirs every hit too (turned on when the server starts with one of them).",
							 &evictor_policy_guc,
							 EVICTOR_CLOCKSWEEP,
							 policy_options,
							 PGC_SIGHUP,
							 0,
							 check_policy, assign_policy, NULL);

	DefineCustomIntVariable("pg_evictor.max_usage",
							"Highest usage count the clocksweep policy honours.",
							"5 is PostgreSQL's BM_MAX_USAGE_COUNT; lower caps the count the sweep sees.",
							&evictor_max_usage_guc,
							EVICTOR_MAX_USAGE,
							1, EVICTOR_MAX_USAGE,
							PGC_SIGHUP,
							0,
							NULL, assign_max_usage, NULL);

	DefineCustomIntVariable("pg_evictor.sweep_batch",
							"Clock-hand positions a backend claims with one atomic operation.",
							"1 is core's one tick per atomic; claimed positions are visited over the following requests, so each buffer is still visited once per pass.",
							&evictor_sweep_batch_guc,
							1,
							1, 64,
							PGC_SIGHUP,
							0,
							check_sweep_batch, assign_sweep_batch, NULL);
}

/* ---- start-up ---- */

/*
 * In the postmaster: redirect the evictor; a framework policy then needs
 * page keys (pagekeys.c) and, for lru, arc, lru2, wtinylfu and lirs, every hit (lookups.c), which
 * are turned on here before their layers start.
 */
void
evictor_strategy_start(void)
{
	const char *policy = evictor_policy_name(evictor_policy_guc);

	if (!evictor_redirect_guc)
	{
		snprintf(evictor_redirect_detail, sizeof(evictor_redirect_detail),
				 "pg_evictor.redirect is off: core's evictor is in use");
		ereport(LOG,
				(errmsg("pg_evictor: %s", evictor_redirect_detail)));
		return;
	}

	{
		char		why[200];

		evictor_redirected = evictor_redirect(evictor_redirects,
											  evictor_nredirects,
											  why, sizeof(why));
		if (!evictor_redirected)
		{
			snprintf(evictor_redirect_detail, sizeof(evictor_redirect_detail),
					 "not redirected: %s", why);
			ereport(WARNING,
					(errmsg("pg_evictor could not replace the buffer evictor: %s", why),
					 errdetail("The server runs with core's evictor; pg_evictor only observes.")));
			return;
		}
	}

	{
		StringInfoData names;

		initStringInfo(&names);
		for (int i = 0; i < evictor_nredirects; i++)
			appendStringInfo(&names, "%s%s", i ? ", " : "",
							 evictor_redirects[i].name);
		snprintf(evictor_redirect_detail, sizeof(evictor_redirect_detail),
				 "redirected %d functions of freelist.c", evictor_nredirects);
		ereport(LOG,
				(errmsg("pg_evictor: %s: %s", evictor_redirect_detail, names.data)));
		pfree(names.data);
	}

	if (!evictor_fw_is_framework(evictor_policy_guc))
		return;
	if (evictor_sweep_batch_guc > 1)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("pg_evictor.policy = %s cannot run with pg_evictor.sweep_batch = %d",
						policy, evictor_sweep_batch_guc),
				 errdetail("A framework policy keeps its own hands; sweep_batch batches the clock sweep's."),
				 errhint("Set pg_evictor.sweep_batch = 1.")));
	/* it needs the page being loaded */
	if (!evictor_page_keys_guc)
	{
		SetConfigOption("pg_evictor.page_keys", "on", PGC_POSTMASTER,
						PGC_S_OVERRIDE);
		ereport(LOG,
				(errmsg("pg_evictor: pg_evictor.page_keys turned on for policy %s",
						policy)));
	}
	/* and, for lru, arc, lru2, wtinylfu and lirs, every hit */
	if (evictor_fw_needs_hits(evictor_policy_guc) && !evictor_hits_guc)
	{
		SetConfigOption("pg_evictor.hits", "on", PGC_POSTMASTER,
						PGC_S_OVERRIDE);
		ereport(LOG,
				(errmsg("pg_evictor: pg_evictor.hits turned on for policy %s",
						policy)));
	}
}

void
evictor_strategy_request(void)
{
	RequestAddinShmemSpace(control_block_size(evictor_layout()->npartitions));
}

/*
 * In the postmaster at start-up and at every crash restart, after the
 * layers below: a framework policy's path needs its instances.
 */
void
evictor_strategy_init(void)
{
	const EvictorLayout *layout = evictor_layout();
	bool		found;

	evictor_shared = ShmemInitStruct("pg_evictor",
									 control_block_size(layout->npartitions),
									 &found);
	if (found)
		return;
	control_block_init(evictor_shared, layout);
	evictor_numa_place(evictor_shared);
}
