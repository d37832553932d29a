/*-------------------------------------------------------------------------
 *
 * pg_evictor.h
 *	  Shared state of pg_evictor: the evictor's control block in shared
 *	  memory, its counters, and the settings.
 *
 *-------------------------------------------------------------------------
 */
#ifndef PG_EVICTOR_H
#define PG_EVICTOR_H

#include "compat.h"

#include "port/atomics.h"
#include "storage/buf_internals.h"
#include "storage/spin.h"
#include "utils/timestamp.h"

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
 * shared memory is sized (numa.c, pg_evictor.c).
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

/* pg_evictor.c */
/*
 * Read on every miss.  Hidden: it never leaves this library, and the
 * compiler then loads it directly, not through the global offset table.
 */
#if defined(__GNUC__)
extern __attribute__((visibility("hidden"))) EvictorShared *evictor_shared;
#else
extern EvictorShared *evictor_shared;
#endif
extern bool evictor_redirected;

/* pagekeys.c */
extern bool evictor_page_keys_guc;
extern bool evictor_page_keys_redirect(char *why, size_t whylen);
extern Size evictor_page_keys_shmem_size(void);
extern void evictor_page_keys_shmem_init(void);
extern void evictor_page_keys_freed(int buf_id);
extern bool evictor_page_keys_on(void);
extern pg_atomic_uint64 *evictor_page_keys_array(void);
extern uint64 evictor_page_key(const BufferTag *tag);

/* lookups.c: the lookup path */
extern bool evictor_trace_guc;
extern bool evictor_hits_guc;
extern bool evictor_lookups_on;
extern char evictor_lookups_detail[];
extern bool evictor_lookups_redirect(bool insert_redirected, char *why,
									 size_t whylen);
extern void evictor_lookups_inserted(const BufferTag *tag, int existing,
									 uintptr_t ret);

/* trace.c: the recorder */
extern int	evictor_trace_buffer_kb;
extern char *evictor_trace_directory;
extern int	evictor_trace_max_size_kb;
extern pg_atomic_uint32 *evictor_trace_gen;
extern Size evictor_trace_shmem_size(void);
extern void evictor_trace_shmem_init(void);
extern void evictor_trace_register_worker(void);
extern void evictor_trace_event(const BufferTag *tag, int kind);

/* is a trace being recorded?  Only asked with the lookup path on */
static inline bool
evictor_trace_recording(void)
{
	return pg_atomic_read_u32(evictor_trace_gen) != 0;
}

/* does the policy in force hear hits (lru, arc)?  Only asked with pg_evictor.hits */
static inline bool
evictor_hits_wanted(void)
{
	return evictor_routines[evictor_shared->policy]->on_hit != NULL;
}
extern char evictor_redirect_detail[];
extern int	evictor_policy_guc;
extern int	evictor_max_usage_guc;
extern int	evictor_sweep_batch_guc;
extern const char *evictor_policy_name(int policy);
extern void evictor_require_loaded(void);
extern char *evictor_given_value(const char *name);
extern void evictor_recheck_given_value(const char *name, char *value);


/* framework.c: the host of routine.h's policies */
extern const EvictorRoutine *evictor_fw_routine(int policy);
extern bool evictor_fw_is_framework(int policy);
extern bool evictor_fw_available(void);
extern void evictor_fw_define_params(void);
extern void evictor_fw_shmem_request(const EvictorLayout *layout);
extern void evictor_fw_shmem_init(EvictorShared *sh,
								  const EvictorLayout *layout,
								  pg_atomic_uint64 *keys);
extern void evictor_fw_policy_changed(void);
extern void evictor_fw_loaded(int buf_id, uint64 key);
extern void evictor_fw_freed(int buf_id);
extern int64 evictor_fw_victim(int partition, EvictorBufState *state,
							   uint32 *demotions);
extern bool evictor_fw_needs_hits(int policy);
extern void evictor_fw_hit(int buf_id);
extern void evictor_fw_missing(const BufferTag *tag);

/* strategy.c */
extern Size evictor_strategy_shmem_size(int npartitions);
extern void evictor_strategy_path(EvictorShared *shared);
extern void evictor_strategy_init(EvictorShared *shared,
								  const EvictorLayout *layout);
extern uint64 evictor_partition_ticks(EvictorPartition *part);
extern int	evictor_partition_of(int buf_id);

/* numa.c */
extern void evictor_plan_layout(const char *setting, bool place,
								EvictorLayout *layout);
extern void evictor_align_layout(const char *setting, bool place,
								 EvictorLayout *layout);
extern int	evictor_numa_node_of_cpu(int cpu);
extern void evictor_numa_place(EvictorShared *shared);

/* counters.c */
extern void evictor_read_counters(int partition, uint64 *values);

/* redirect.c */
typedef struct EvictorRedirect
{
	const char *name;			/* the core function to replace */
	void	   *replacement;
} EvictorRedirect;

extern bool evictor_redirect(const EvictorRedirect *redirects, int n,
							 char *why, size_t whylen);

/* strategy.c: core's functions paired with their replacements */
extern const EvictorRedirect evictor_redirects[];
extern const int evictor_nredirects;

#endif							/* PG_EVICTOR_H */
