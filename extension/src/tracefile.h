/*-------------------------------------------------------------------------
 *
 * tracefile.h
 *	  A buffer trace's file: what pg_evictor_trace_start() records and
 *	  scripts/trace-export reads.
 *
 * A 48-byte header, then one 32-byte record per access in the order the
 * backends claimed their slots, all little-endian (the host's: the server
 * and the reader are on one machine).  No PostgreSQL headers: the layout
 * is the contract with the readers (scripts/harness/traces.py), held here
 * by static assertions.
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_TRACEFILE_H
#define EVICTOR_TRACEFILE_H

#include <stddef.h>
#include <stdint.h>

#define EVICTOR_TRACE_MAGIC "PGEVTRC"	/* and its terminating zero: 8 bytes */
#define EVICTOR_TRACE_VERSION 1

/* the access's kind, as the lookup path saw it */
#define EVICTOR_TRACE_HIT 1		/* the page was mapped (or being read) */
#define EVICTOR_TRACE_MISS 2	/* the page was read into a victim */
#define EVICTOR_TRACE_EXTEND 3	/* a new block (16+; 15's extensions are misses) */

#define EVICTOR_TRACE_COMPLETE 1	/* header flag: stopped, counts final */

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
	uint16_t	pad;
	int32_t		backend;		/* the backend's process number */
} EvictorTraceRecord;

_Static_assert(sizeof(EvictorTraceHeader) == 48, "the trace header is 48 bytes");
_Static_assert(sizeof(EvictorTraceRecord) == 32, "a trace record is 32 bytes");
_Static_assert(offsetof(EvictorTraceRecord, fork) == 24 &&
			   offsetof(EvictorTraceRecord, backend) == 28,
			   "the readers' record layout");
_Static_assert(offsetof(EvictorTraceHeader, recorded) == 32,
			   "the readers' header layout");

#endif							/* EVICTOR_TRACEFILE_H */
