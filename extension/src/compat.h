/*-------------------------------------------------------------------------
 *
 * compat.h
 *	  Every difference between the PostgreSQL versions pg_evictor builds
 *	  against (15 to 18) lives here; the rest of the code reads the same for
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

#if PG_VERSION_NUM < 150000 || PG_VERSION_NUM >= 190000
#error "pg_evictor supports PostgreSQL 15 to 18 (19 changed the buffer contract)"
#endif

/*
 * freelist.c's public surface, in the order we redirect it.  16 added the
 * sized-ring functions and IOContextForStrategy, 17 the pin limit.
 */
#define EVICTOR_REDIRECT_LIST_15(X) \
	X(StrategyGetBuffer) \
	X(StrategyFreeBuffer) \
	X(StrategySyncStart) \
	X(StrategyNotifyBgWriter) \
	X(have_free_buffer) \
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
	BufferAccessStrategy strategy, uint32 *buf_state, bool *from_ring
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

#endif							/* EVICTOR_COMPAT_H */
