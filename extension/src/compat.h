/*-------------------------------------------------------------------------
 *
 * compat.h
 *	  Every difference between the PostgreSQL versions pg_evictor builds
 *	  against lives here; the rest of the code reads the same for each.
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_COMPAT_H
#define EVICTOR_COMPAT_H

#include "postgres.h"

#if PG_VERSION_NUM < 150000 || PG_VERSION_NUM >= 160000
#error "pg_evictor supports PostgreSQL 15 so far"
#endif

/* PG15's freelist.c public surface, in the order we redirect it */
#define EVICTOR_REDIRECT_LIST(X) \
	X(StrategyGetBuffer) \
	X(StrategyFreeBuffer) \
	X(StrategySyncStart) \
	X(StrategyNotifyBgWriter) \
	X(have_free_buffer) \
	X(GetAccessStrategy) \
	X(FreeAccessStrategy) \
	X(StrategyRejectBuffer)

/* PG15's StrategyGetBuffer has no from_ring out-parameter */
#define EVICTOR_GETBUFFER_ARGS \
	BufferAccessStrategy strategy, uint32 *buf_state
#define EVICTOR_SET_FROM_RING(val) ((void) 0)

#endif							/* EVICTOR_COMPAT_H */
