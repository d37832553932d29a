/*-------------------------------------------------------------------------
 *
 * compat.h
 *	  Every difference between the PostgreSQL versions pg_evictor builds
 *	  against (15 to 19) lives here; the rest of the code reads the same for
 *	  each.
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_COMPAT_H
#define EVICTOR_COMPAT_H

#include "postgres.h"

#include "miscadmin.h"
#include "storage/buf_internals.h"
#include "storage/bufmgr.h"
#include "storage/proc.h"
#include "utils/guc.h"
#include "utils/guc_tables.h"

#include "versioncheck.h"

#if PG_VERSION_NUM < EVICTOR_MIN_MAJOR * 10000 || PG_VERSION_NUM >= (EVICTOR_MAX_MAJOR + 1) * 10000
#error "pg_evictor supports PostgreSQL 15 to 19: the buffer contract of other versions is not known to it"
#endif

/*
 * 19's buffer contract: a 64-bit state word, a victim claimed by a
 * compare-and-swap that pins it (no header lock on the sweep), and no
 * freelist (BufferDesc.freeNext, StrategyFreeBuffer and have_free_buffer
 * are gone).  15 to 18: a 32-bit state, the victim returned header-locked,
 * and a freelist.
 */
#if PG_VERSION_NUM >= 190000
typedef uint64 EvictorBufState;
#define EVICTOR_PIN_CLAIM 1
#define EVICTOR_HAS_FREELIST 0
#define EVICTOR_UNLOCK_HDR(buf, s) UnlockBufHdr(buf)
#define EVICTOR_READ_STATE(buf) pg_atomic_read_u64(&(buf)->state)
#else
typedef uint32 EvictorBufState;
#define EVICTOR_PIN_CLAIM 0
#define EVICTOR_HAS_FREELIST 1
#define EVICTOR_UNLOCK_HDR(buf, s) UnlockBufHdr(buf, s)
#define EVICTOR_READ_STATE(buf) pg_atomic_read_u32(&(buf)->state)
#endif

/*
 * freelist.c's public surface, in the order we redirect it.  16 added the
 * sized-ring functions and IOContextForStrategy, 17 the pin limit.
 */
#if EVICTOR_HAS_FREELIST
#define EVICTOR_REDIRECT_LIST_FREELIST(X) \
	X(StrategyFreeBuffer) \
	X(have_free_buffer)
#else
#define EVICTOR_REDIRECT_LIST_FREELIST(X)
#endif

#define EVICTOR_REDIRECT_LIST_15(X) \
	X(StrategyGetBuffer) \
	EVICTOR_REDIRECT_LIST_FREELIST(X) \
	X(StrategySyncStart) \
	X(StrategyNotifyBgWriter) \
	X(GetAccessStrategy) \
	X(FreeAccessStrategy) \
	X(StrategyRejectBuffer)

#if PG_VERSION_NUM >= 160000
#define EVICTOR_REDIRECT_LIST_16(X) \
	X(GetAccessStrategyWithSize) \
	X(GetAccessStrategyBufferCount) \
	X(IOContextForStrategy)
#else
#define EVICTOR_REDIRECT_LIST_16(X)
#endif

#if PG_VERSION_NUM >= 170000
#define EVICTOR_REDIRECT_LIST_17(X) \
	X(GetAccessStrategyPinLimit)
#else
#define EVICTOR_REDIRECT_LIST_17(X)
#endif

#define EVICTOR_REDIRECT_LIST(X) \
	EVICTOR_REDIRECT_LIST_15(X) \
	EVICTOR_REDIRECT_LIST_16(X) \
	EVICTOR_REDIRECT_LIST_17(X)

/*
 * 16 made StrategyGetBuffer report whether the victim came from the ring,
 * and StrategyRejectBuffer take that answer back instead of the ring
 * remembering it.
 */
#if PG_VERSION_NUM >= 160000
#define EVICTOR_GETBUFFER_ARGS \
	BufferAccessStrategy strategy, EvictorBufState *buf_state, bool *from_ring
#define EVICTOR_SET_FROM_RING(val) (*from_ring = (val))
#define EVICTOR_REJECT_ARGS \
	BufferAccessStrategy strategy, BufferDesc *buf, bool from_ring
#define EVICTOR_REJECT_FROM_RING(ring) (from_ring)
#else
#define EVICTOR_GETBUFFER_ARGS \
	BufferAccessStrategy strategy, uint32 *buf_state
#define EVICTOR_SET_FROM_RING(val) ((void) 0)
#define EVICTOR_REJECT_ARGS \
	BufferAccessStrategy strategy, BufferDesc *buf
#define EVICTOR_REJECT_FROM_RING(ring) ((ring)->current_was_in_ring)
#endif

/*
 * Core's ring sizes in kB (see src/backend/storage/buffer/README).  17 gave
 * VACUUM 2 MB; 18 sizes a bulk read's ring for its asynchronous I/O, within
 * what the backend may pin.
 */
static inline int
evictor_ring_kb(BufferAccessStrategyType btype)
{
	switch (btype)
	{
		case BAS_BULKREAD:
#if PG_VERSION_NUM >= 180000
			{
				int			kb = 256;
				int			max_kb = Max(kb, (int) GetPinLimit() * (BLCKSZ / 1024));

				kb += (BLCKSZ / 1024) * io_combine_limit * effective_io_concurrency;
				return Min(kb, max_kb);
			}
#else
			return 256;
#endif
		case BAS_BULKWRITE:
			return 16 * 1024;
		case BAS_VACUUM:
#if PG_VERSION_NUM >= 170000
			return 2048;
#else
			return 256;
#endif
		default:
			elog(ERROR, "unrecognized buffer access strategy: %d", (int) btype);
			return 0;			/* keep compiler quiet */
	}
}

/* 17 replaced PGPROC.pgprocno with MyProcNumber */
#if PG_VERSION_NUM >= 170000
#define EVICTOR_MY_PROCNO ((int) MyProcNumber)
#else
#define EVICTOR_MY_PROCNO (MyProc ? MyProc->pgprocno : MyProcPid)
#endif

/*
 * Every GUC variable the server knows, placeholders included.  16 keeps them
 * in a hash table and returns a freshly built array with its length; 15
 * returns its sorted array and counts it apart.
 */
static inline struct config_generic **
evictor_guc_variables(int *num_vars)
{
#if PG_VERSION_NUM >= 160000
	return get_guc_variables(num_vars);
#else
	*num_vars = GetNumConfigOptions();
	return get_guc_variables();
#endif
}

#if EVICTOR_PIN_CLAIM
/*
 * 19's visit of a buffer by compare-and-swap, as its StrategyGetBuffer and
 * GetBufferFromRing do: a header-locked state is waited out (as PinBuffer
 * does) and the decision taken again on what the lock holder left.
 */
static inline bool
evictor_hdr_keep(BufferDesc *buf, EvictorBufState *sp, EvictorBufState s)
{
	if (unlikely(*sp & BM_LOCKED))
	{
		*sp = WaitBufHdrUnlocked(buf);
		return false;
	}
	return pg_atomic_compare_exchange_u64(&buf->state, sp, s);
}

/* Claim = pin; the caller then tracks the pin (TrackNewBufferPin). */
static inline bool
evictor_hdr_claim(BufferDesc *buf, EvictorBufState *sp)
{
	EvictorBufState pinned = *sp + BUF_REFCOUNT_ONE;

	if (!evictor_hdr_keep(buf, sp, pinned))
		return false;
	*sp = pinned;
	return true;
}
#endif

/*
 * 16+ delete a victim's old mapping before its new one is made, with the
 * victim pinned and its tag cleared (InvalidateVictimBuffer): pagekeys.c
 * knows that delete's frame from the victim it handed out.
 */
#if PG_VERSION_NUM >= 160000
#define EVICTOR_VICTIM_DELETED_FIRST 1
#else
#define EVICTOR_VICTIM_DELETED_FIRST 0
#endif

/* a relation's page as a BufferTag: 16 renamed RelFileNode to RelFileLocator */
#if PG_VERSION_NUM >= 160000
#define EVICTOR_INIT_TAG(tag, rel, fork, block) \
	InitBufferTag(&(tag), &(rel)->rd_locator, (fork), (block))
#else
#define EVICTOR_INIT_TAG(tag, rel, fork, block) \
	INIT_BUFFERTAG((tag), (rel)->rd_node, (fork), (block))
#endif

/* a tag's relation: 16 flattened RelFileNode into the tag */
#if PG_VERSION_NUM >= 160000
#define EVICTOR_TAG_SPC(tag) ((tag)->spcOid)
#define EVICTOR_TAG_DB(tag) ((tag)->dbOid)
#define EVICTOR_TAG_REL(tag) ((uint32) (tag)->relNumber)
#else
#define EVICTOR_TAG_SPC(tag) ((tag)->rnode.spcNode)
#define EVICTOR_TAG_DB(tag) ((tag)->rnode.dbNode)
#define EVICTOR_TAG_REL(tag) ((tag)->rnode.relNode)
#endif

/* 19 moved these out of the headers that used to bring them in */
#include "access/htup_details.h"
#include "utils/tuplestore.h"

#endif							/* EVICTOR_COMPAT_H */
