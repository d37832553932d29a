/*-------------------------------------------------------------------------
 *
 * evictor.h
 *	  What every layer of pg_evictor shares: the evictor's control block in
 *	  shared memory and its types, the partitions' layout, and what the
 *	  module wired into the server at start-up.  No .c file owns it: the
 *	  variables are defined in globals.c, as core's miscadmin.h declares
 *	  what utils/init/globals.c defines.
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_H
#define EVICTOR_H

#include "compat.h"

#include "port/atomics.h"
#include "storage/buf_internals.h"
#include "storage/spin.h"
#include "common/hashfn.h"
#include "utils/timestamp.h"

#include "keyhash.h"
#include "pageclass.h"
#include "partition.h"
#include "policy.h"
#include "routine.h"

/*
 * Counters of one partition.  The evictor adds with atomics and never
 * zeroes them: a reset records a baseline that readers subtract, so a reset
 * cannot race with an increment.
 */
typedef enum EvictorCounter
{
	EC_ALLOCATIONS,				/* non-ring requests (core's buffers_alloc) */
	EC_RING_REUSES,				/* requests served from a ring */
	EC_RING_REJECTS,			/* dirty ring buffers dropped by bulk reads */
	EC_FREELIST_HITS,			/* victims taken from the freelist */
	EC_DEMOTIONS,				/* usage counts lowered by the sweep */
	EC_STEALS,					/* victims taken outside the home partition */
	EC_NUM_COUNTERS
} EvictorCounter;

typedef struct EvictorCounters
{
	pg_atomic_uint64 c[EC_NUM_COUNTERS];
	/* buffers handed to bufmgr for reuse, by what they held */
	pg_atomic_uint64 victims[EVICTOR_NUM_CLASSES];
	/* ... of which dirty when handed over */
	pg_atomic_uint64 dirty[EVICTOR_NUM_CLASSES];
} EvictorCounters;

/*
 * A partition's counters read as one flat array: the counters above, the
 * sweep's ticks (derived from its hand), victims and dirty victims by class.
 */
#define EV_TICKS		EC_NUM_COUNTERS
#define EV_VICTIMS(cls) (EC_NUM_COUNTERS + 1 + (cls))
#define EV_DIRTY(cls)	(EC_NUM_COUNTERS + 1 + EVICTOR_NUM_CLASSES + (cls))
#define EV_NUM_VALUES	(EC_NUM_COUNTERS + 1 + 2 * EVICTOR_NUM_CLASSES)

/*
 * One partition of the buffer pool: a range of buffer ids with its own
 * clock hand and freelist.  Without partitions there is one, covering all.
 */
typedef struct EvictorPartition
{
	/* protects the freelist, and complete_passes against the hand */
	slock_t		lock;

	int			index;			/* its place in EvictorShared.parts */
	int			first_buffer;	/* buffer ids [first, first + nbuffers) */
	int			nbuffers;

	/*
	 * The hand, relative to first_buffer.  Like core's nextVictimBuffer it
	 * only grows until a wrap-around folds it back and counts a pass.
	 */
	pg_atomic_uint32 hand;
	uint64		complete_passes;	/* 64 bits: see evictor_ticks */

	int			node;			/* NUMA node it is placed on, -1 if none */

	int			first_free;		/* freelist head, -1 if empty */
	int			last_free;		/* tail; undefined when the list is empty */

	char		pad[PG_CACHE_LINE_SIZE];	/* keep the counters off this line */

	EvictorCounters counters;
	/* values at the last reset, subtracted by readers */
	uint64		base[EV_NUM_VALUES];
} EvictorPartition;

/*
 * The visit rule a miss runs, from the policy and max_usage; or'ed with
 * EVICTOR_PATH_SPREAD when partitions or batches take the general path.
 */
typedef enum EvictorRule
{
	EVICTOR_RULE_CORE,			/* clocksweep at core's cap of 5 */
	EVICTOR_RULE_CAPPED,		/* clocksweep with max_usage below 5 */
	EVICTOR_RULE_HOTCOOL,
	EVICTOR_RULE_SECONDCHANCE,
	EVICTOR_RULE_FRAMEWORK		/* a policy of routine.h (framework.c) */
} EvictorRule;

#define EVICTOR_PATH_SPREAD 0x100

typedef struct EvictorShared
{
	/* settings in force, written by the postmaster, read on every miss */
	volatile int policy;
	volatile int max_usage;
	volatile int sweep_batch;
	volatile int path;			/* what they make of a miss: EvictorRule */
	volatile uint8 hears;		/* EVICTOR_HEARS_*: what the policy's routine
								 * (routine.h) has, read once per lookup */

	/* bgwriter to wake on the next allocation, -1 if none */
	volatile int bgwprocno;

	/* what StrategySyncStart last told the bgwriter (only it calls) */
	uint64		alloc_reported; /* allocations */
	uint64		sync_position;	/* passes * NBuffers + buffer */
	uint64		sync_backwards; /* times the position went backwards */

	/* when the counters started (start-up, crash restart or reset) */
	TimestampTz counters_since;
	slock_t		reset_lock;

	int			npartitions;

	/*
	 * Bit p set: partition p's freelist is not empty.  Changed only under
	 * p's lock, when its list turns empty or not, so that a miss with
	 * partitions asks "a free buffer anywhere?" with one load, not one per
	 * partition.
	 */
	pg_atomic_uint64 free_parts;

	bool		numa_nodes;		/* partitions are real NUMA nodes */
	size_t		page_size;		/* of the memory pages holding the pool */
	char		partitions_desc[64];	/* what pg_evictor_status shows */
	uint32		part_first[EVICTOR_MAX_PARTITIONS];
	uint32		part_count[EVICTOR_MAX_PARTITIONS];
	EvictorPartition parts[FLEXIBLE_ARRAY_MEMBER];
} EvictorShared;

/*
 * The partitions as worked out in the postmaster from the settings, before
 * shared memory is sized, and aligned on the pool's pages once it is
 * mapped (numa.c).
 */
typedef struct EvictorLayout
{
	int			npartitions;
	bool		numa_nodes;
	size_t		page_size;		/* the pool's memory pages, bounds fall on */
	char		desc[64];
	uint32		first[EVICTOR_MAX_PARTITIONS];
	uint32		count[EVICTOR_MAX_PARTITIONS];
	int			node[EVICTOR_MAX_PARTITIONS];
} EvictorLayout;

/* ---- globals.c: the state, in each process ---- */

/*
 * A variable read on every miss or lookup, which never leaves this
 * library: hidden, the compiler loads it directly, not through the global
 * offset table (one instruction less per use).
 */
#if defined(__GNUC__)
#define EVICTOR_HIDDEN __attribute__((visibility("hidden")))
#else
#define EVICTOR_HIDDEN
#endif

extern EVICTOR_HIDDEN EvictorShared *evictor_shared;

/*
 * What start-up wired into the server, set in the postmaster before any
 * fork: the evictor (strategy.c), the mapping table's inserts and deletes
 * (pagekeys.c), its lookups (lookups.c); each with why not when it is not.
 */
extern bool evictor_redirected;
extern char evictor_redirect_detail[256];
extern bool evictor_keys_on;
extern bool evictor_lookups_on;
extern char evictor_lookups_detail[256];

/*
 * pg_evictor.policy: strategy.c defines the setting; pagekeys.c and
 * lookups.c ask at start-up what the policy needs.
 */
extern int	evictor_policy_guc;

extern void evictor_require_loaded(void);

/* The partition that holds a buffer. */
static inline int
evictor_partition_of(int buf_id)
{
	EvictorShared *sh = evictor_shared;

	if (sh->npartitions == 1)
		return 0;
	return evictor_partition_find((uint32) buf_id, (uint32) NBuffers,
								  sh->npartitions, sh->part_first, sh->part_count);
}

#if EVICTOR_HAS_FREELIST
/*
 * Put buf first on its partition's freelist, as StrategyFreeBuffer does
 * (strategy.c), unless it is on the list already; false then.
 */
static inline bool
evictor_freelist_push(BufferDesc *buf)
{
	EvictorPartition *part = &evictor_shared->parts[evictor_partition_of(buf->buf_id)];
	bool		pushed = false;

	SpinLockAcquire(&part->lock);
	/* it may be on the list already: do not break the list */
	if (buf->freeNext == FREENEXT_NOT_IN_LIST)
	{
		buf->freeNext = part->first_free;
		if (buf->freeNext < 0)
		{
			part->last_free = buf->buf_id;
			pg_atomic_fetch_or_u64(&evictor_shared->free_parts,
								   UINT64CONST(1) << part->index);
		}
		part->first_free = buf->buf_id;
		pushed = true;
	}
	SpinLockRelease(&part->lock);
	return pushed;
}

/*
 * The frames on partition p's freelist still without a page (a ring may
 * have loaded one since), counted under its lock; a list broken into a
 * cycle is walked at most NBuffers steps.
 */
static inline uint64
evictor_freelist_empty_frames(int p)
{
	EvictorPartition *part = &evictor_shared->parts[p];
	uint64		empty = 0;
	int			n = 0;

	SpinLockAcquire(&part->lock);
	for (int b = part->first_free; b >= 0 && n < NBuffers;
		 b = GetBufferDescriptor(b)->freeNext, n++)
		if (!(EVICTOR_READ_STATE(GetBufferDescriptor(b)) & BM_TAG_VALID))
			empty++;
	SpinLockRelease(&part->lock);
	return empty;
}
#endif

/* a page's key: 64 bits of its tag, never 0 (what on_load and on_miss see) */
static inline uint64
evictor_page_key(const BufferTag *tag)
{
	StaticAssertStmt(sizeof(BufferTag) == EVICTOR_TAG_BYTES,
					 "keyhash.h reads a tag as 20 bytes");
	return evictor_tag_key((const unsigned char *) tag);
}

#define EVICTOR_HEARS_HITS		0x01	/* on_hit: lru, arc, lru2, wtinylfu, lirs */
#define EVICTOR_HEARS_MISSES	0x02	/* on_miss, a lookup's missing page: arc */

/* what the policy in force hears from lookups; only asked with pg_evictor.hits */
static inline uint8
evictor_hears(void)
{
	return evictor_shared->hears;
}

static inline bool
evictor_hits_wanted(void)
{
	return (evictor_hears() & EVICTOR_HEARS_HITS) != 0;
}

static inline bool
evictor_misses_wanted(void)
{
	return (evictor_hears() & EVICTOR_HEARS_MISSES) != 0;
}

#endif							/* EVICTOR_H */
