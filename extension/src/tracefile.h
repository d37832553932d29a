/*-------------------------------------------------------------------------
 *
 * tracefile.h
 *	  A buffer trace's file: what pg_evictor_trace_start() records and
 *	  scripts/trace-export reads.
 *
 * A 48-byte header, then one 40-byte record per access (and per release,
 * and the pool at the start: kinds 5 and 6) in the order the backends
 * claimed their slots, all little-endian (the host's: the server
 * and the reader are on one machine).  No PostgreSQL headers: the layout
 * is the contract with the readers (scripts/harness/traces.py, and
 * policies/sim's replay), held here by static assertions.
 *
 * This is format 2.  Format 1 (32-byte records: the first 28 bytes of
 * format 2's with bytes 26 and 27 a zero pad, then the backend; no
 * strategy, ring, cpu nor release records) is what earlier versions
 * wrote; the readers still read it, dispatching on the header's version
 * and record_size.
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_TRACEFILE_H
#define EVICTOR_TRACEFILE_H

#include <stddef.h>
#include <stdint.h>

#define EVICTOR_TRACE_MAGIC "PGEVTRC"	/* and its terminating zero: 8 bytes */
#define EVICTOR_TRACE_VERSION 2

/* the access's kind, as the lookup path saw it */
#define EVICTOR_TRACE_HIT 1		/* the page was mapped (or being read) */
#define EVICTOR_TRACE_MISS 2	/* the page was read into a victim */
#define EVICTOR_TRACE_EXTEND 3	/* a new block (16+; 15's extensions are misses) */
/* not an access: the backend released every pin it held (transaction end) */
#define EVICTOR_TRACE_RELEASE 4
/*
 * Not accesses: the pool as the trace began, written by the backend that
 * started it, after the trace is recording (other backends' accesses may
 * interleave).  RESIDENT: one per valid buffer, in buffer order, its tag
 * in spc..fork, ring = its buffer id (0-based), ring_size = its usage
 * count.  HAND, after them and only with pg_evictor's evictor
 * (EVICTOR_TRACE_RINGS): one per partition, block = the partition's
 * index, ring = the buffer its hand visits next (pool-wide, 0-based).
 */
#define EVICTOR_TRACE_RESIDENT 5
#define EVICTOR_TRACE_HAND 6
/*
 * Not an access: after them, for a framework policy that can be restored
 * (routine.h's restore), each partition's queues as the policy holds them:
 * one record per entry, oldest first, queue by queue; rel = the policy's
 * index in policies.c's table, block = the partition, ring = the buffer
 * (pool-wide; a ghost: 0xFFFFFFFF, its page's key in spc, low 32 bits,
 * and db, high), ring_size = the queue's number, flag HAND_HERE on the
 * frame the policy's hand visits next (none: its queue's start).  A
 * policy with an adaptive target (ARC's and CAR's p) writes it first, as
 * a record of queue QUEUE_TARGET, ring 0xFFFFFFFF, the double's 64 bits
 * in spc and db.
 */
#define EVICTOR_TRACE_QUEUE 7
#define EVICTOR_TRACE_QUEUE_TARGET 0xFFFF
/*
 * Not an access: after them, for a framework policy that cannot be
 * restored from queues (its state holds more: test periods, timestamps, a
 * sketch, a stack), each partition's whole state block (routine.h: no
 * pointers, so it means the same in a replay of the same policies/ files
 * on a machine of the same layout).  First a head record (flag
 * STATE_HEAD): rel = the policy's index in policies.c's table, block = the
 * partition's first buffer, ring = its frames, the block's size in spc
 * (low 32 bits) and db (high); then the block 16 bytes a record in spc,
 * db, rel and block (zero-padded at its end), ring = their offset.  Every
 * record has ring_size = the partition.  Keys in the block are the
 * server's (keyhash.h's, of the tag).
 */
#define EVICTOR_TRACE_STATE 8
/*
 * Not an access: an access's lookup found its page unmapped, so a miss
 * (or, on 15, an extension) begins; its record follows at the mapping
 * insert, after the victim search.  By now the backend's path has let go
 * of the buffer it read before (ReleaseAndReadBuffer, a b-tree descent's
 * parent) but for a map's page, read with the main fork's page held.  The
 * page in spc..fork; strategy, flags, ring and ring_size 0, cpu NO_CPU.
 */
#define EVICTOR_TRACE_LOOKUP 9
/*
 * Not an access: a framework policy's victim search (the backend's next
 * miss or extension, its lookup before) passed this page's buffer because
 * it had pins.  The page in spc..fork; on 19 read without the header's
 * lock, so a pin let go and the buffer reloaded between the two reads would
 * name the new page; from 16 on a victim claimed and not yet given its new
 * tag names none (a cleared tag: rel 0, fork 255, block 0xFFFFFFFF).  ring
 * = the buffer (0-based) with header flag PASSED_BUFFERS (since
 * 2026-12-07; 0 before).  Strategy, flags and ring_size 0, cpu NO_CPU.
 */
#define EVICTOR_TRACE_PASSED 10
/*
 * Not an access: the backend's victim search (StrategyGetBuffer) for its
 * next miss or extension ended here, its victim claimed: the victim's page
 * as it was (zeros: a free buffer) in spc..fork, ring = its buffer
 * (0-based), flags FROM_RING if a ring's own buffer.  The miss's record
 * follows at its mapping insert, after any write of the victim.  A miss
 * may search more than once (a victim pinned or dirtied again meanwhile).
 */
#define EVICTOR_TRACE_SEARCH 11
/*
 * Not an access: buffer ring (0-based) lost its page without a new one
 * (a dropped or truncated relation, a victim whose page another backend
 * mapped first on 16+, or on 15 such a victim that was a free buffer, given
 * back with page keys on) and went back to the free buffers: 15 to 18, the
 * freelist (StrategyFreeBuffer, its record written just before its push,
 * so before the record of any search that takes it; 15's give-back after,
 * its buffer pinned until its backend's hit), whatever the arm; 19, a
 * framework policy's own (19's stock arms have none: the buffer waits,
 * usage 0, for the sweep, and no record says so).  Page fields 0 (the tag
 * is cleared by then), cpu NO_CPU.  15 to 18, flag FORGOTTEN: a framework
 * policy forgot the buffer (a drop's delete, a collision's insert), in the
 * order of its searches; the freelist's record follows.
 */
#define EVICTOR_TRACE_FREED 12
/*
 * Not an access: a framework policy heard that buffer ring (0-based) holds
 * the page of the backend's miss (on_load, under the instance's lock, so
 * that these are in the order the policy heard them; the miss's record
 * follows after the lock).  Page fields 0, cpu NO_CPU.
 */
#define EVICTOR_TRACE_LOADED 13

/* the ring that served the access: core's BufferAccessStrategyType, less normal */
#define EVICTOR_TRACE_STRATEGY_NONE 0
#define EVICTOR_TRACE_STRATEGY_BULKREAD 1
#define EVICTOR_TRACE_STRATEGY_BULKWRITE 2
#define EVICTOR_TRACE_STRATEGY_VACUUM 3

/* record flags */
#define EVICTOR_TRACE_FROM_RING 1	/* a miss/extend's victim was the ring's own buffer */
#define EVICTOR_TRACE_INFERRED 2	/* a hit's strategy and ring are inferred (15) */
#define EVICTOR_TRACE_HAND_HERE 4	/* QUEUE: the policy's hand visits this frame next */
#define EVICTOR_TRACE_STATE_HEAD 8	/* STATE: the head of a partition's block */
#define EVICTOR_TRACE_PINNED 16	/* a hit: the buffer had pins at its lookup
								 * (this backend's or another's) */
#define EVICTOR_TRACE_FORGOTTEN 32	/* FREED, 15 to 18: a framework policy
									 * forgot the buffer (on_free, under its
									 * lock), before its freelist record */

#define EVICTOR_TRACE_NO_CPU 0xFFFF	/* cpu of a hit or release, or unknown */

/* header flags */
#define EVICTOR_TRACE_COMPLETE 1	/* stopped, counts final */
#define EVICTOR_TRACE_RINGS 2	/* pg_evictor's evictor saw the rings: strategy
								 * and ring fields are filled (else 0: unknown) */
#define EVICTOR_TRACE_PINS_SEEN 4	/* hits carry EVICTOR_TRACE_PINNED */
#define EVICTOR_TRACE_PASSED_BUFFERS 8	/* passed records name their buffer */

typedef struct EvictorTraceHeader
{
	char		magic[8];
	uint32_t	version;
	uint32_t	record_size;	/* sizeof(EvictorTraceRecord) */
	uint32_t	server_version; /* PG_VERSION_NUM */
	uint32_t	block_size;		/* BLCKSZ */
	uint32_t	nbuffers;		/* shared_buffers, in frames */
	uint32_t	flags;
	uint64_t	recorded;		/* records that follow, once complete */
	uint64_t	lost;			/* accesses not recorded: the ring was full */
} EvictorTraceHeader;

typedef struct EvictorTraceRecord
{
	uint64_t	seq;			/* the order of the access among all */
	uint32_t	spc;			/* tablespace */
	uint32_t	db;				/* database */
	uint32_t	rel;			/* relation file number */
	uint32_t	block;
	uint8_t		fork;
	uint8_t		kind;			/* EVICTOR_TRACE_HIT and so on */
	uint8_t		strategy;		/* EVICTOR_TRACE_STRATEGY_* */
	uint8_t		flags;			/* EVICTOR_TRACE_FROM_RING, _INFERRED */
	int32_t		backend;		/* the backend's process number */
	uint32_t	ring;			/* the ring's number in its backend; 0: none;
								 * RESIDENT's buffer, HAND's next buffer */
	uint16_t	ring_size;		/* its buffers; 0: none; RESIDENT's usage count */
	uint16_t	cpu;			/* sched_getcpu() of a miss or extend */
} EvictorTraceRecord;

_Static_assert(sizeof(EvictorTraceHeader) == 48, "the trace header is 48 bytes");
_Static_assert(sizeof(EvictorTraceRecord) == 40, "a trace record is 40 bytes");
_Static_assert(offsetof(EvictorTraceRecord, spc) == 8 &&
			   offsetof(EvictorTraceRecord, block) == 20 &&
			   offsetof(EvictorTraceRecord, fork) == 24 &&
			   offsetof(EvictorTraceRecord, kind) == 25 &&
			   offsetof(EvictorTraceRecord, strategy) == 26 &&
			   offsetof(EvictorTraceRecord, flags) == 27 &&
			   offsetof(EvictorTraceRecord, backend) == 28 &&
			   offsetof(EvictorTraceRecord, ring) == 32 &&
			   offsetof(EvictorTraceRecord, ring_size) == 36 &&
			   offsetof(EvictorTraceRecord, cpu) == 38,
			   "the readers' record layout");
_Static_assert(offsetof(EvictorTraceHeader, recorded) == 32,
			   "the readers' header layout");

#endif							/* EVICTOR_TRACEFILE_H */
