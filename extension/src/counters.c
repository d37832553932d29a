/*-------------------------------------------------------------------------
 *
 * counters.c
 *	  SQL access to the evictor's counters: read per partition, reset.
 *
 * Counters are cumulative atomics that the evictor never zeroes; a reset
 * stores a baseline that reads subtract.  Sweep ticks are not counted on
 * the eviction path at all: the hand itself is the tick count.
 *
 *-------------------------------------------------------------------------
 */
#include "pg_evictor.h"

#include "fmgr.h"
#include "funcapi.h"
#include "utils/builtins.h"

PG_FUNCTION_INFO_V1(pg_evictor_counters);
PG_FUNCTION_INFO_V1(pg_evictor_reset);

/* the baseline's slot for ticks, after the atomic counters */
#define EC_TICKS EC_NUM_COUNTERS

/* Current values of a partition, with the last reset's baseline. */
static void
read_partition(EvictorPartition *part, uint64 *now)
{
	for (int c = 0; c < EC_NUM_COUNTERS; c++)
		now[c] = pg_atomic_read_u64(&part->counters.c[c]);
	now[EC_TICKS] = evictor_partition_ticks(part);
}

Datum
pg_evictor_counters(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	EvictorShared *sh;

	evictor_require_loaded();
	sh = evictor_shared;
	InitMaterializedSRF(fcinfo, 0);

	for (int p = 0; p < sh->npartitions; p++)
	{
		/* partition, then the columns in the SQL declaration's order */
		static const int order[] = {
			EC_ALLOCATIONS, EC_RING_REUSES, EC_RING_REJECTS, EC_FREELIST_HITS,
			EC_TICKS, EC_DEMOTIONS, EC_VICTIMS, EC_DIRTY_VICTIMS, EC_STEALS
		};
		Datum		values[1 + lengthof(order)];
		bool		nulls[1 + lengthof(order)];
		uint64		now[EC_NUM_COUNTERS + 1];
		uint64		base[EC_NUM_COUNTERS + 1];

		memset(nulls, 0, sizeof(nulls));
		values[0] = Int32GetDatum(p);

		SpinLockAcquire(&sh->reset_lock);
		read_partition(&sh->parts[p], now);
		memcpy(base, sh->parts[p].base, sizeof(base));
		SpinLockRelease(&sh->reset_lock);

		for (int i = 0; i < lengthof(order); i++)
		{
			/* with core's evictor in place nothing here is counted */
			nulls[1 + i] = !evictor_redirected;
			values[1 + i] = Int64GetDatum((int64) (now[order[i]] - base[order[i]]));
		}
		tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
	}
	return (Datum) 0;
}

Datum
pg_evictor_reset(PG_FUNCTION_ARGS)
{
	EvictorShared *sh;

	evictor_require_loaded();
	sh = evictor_shared;

	SpinLockAcquire(&sh->reset_lock);
	for (int p = 0; p < sh->npartitions; p++)
		read_partition(&sh->parts[p], sh->parts[p].base);
	sh->counters_since = GetCurrentTimestamp();
	SpinLockRelease(&sh->reset_lock);

	PG_RETURN_VOID();
}
