/*-------------------------------------------------------------------------
 *
 * counters.c
 *	  SQL access to the evictor's status (the settings in force and what
 *	  start-up wired) and to its counters: totals and victims by page
 *	  class, per partition; reset.
 *
 * Counters are cumulative atomics that the evictor never zeroes; a reset
 * stores a baseline that reads subtract, so it cannot race with an
 * increment.  Sweep ticks are not counted on the eviction path at all: the
 * hand itself is the tick count.
 *
 *-------------------------------------------------------------------------
 */
#include "evictor.h"
#include "counters.h"

#include "fmgr.h"
#include "funcapi.h"
#include "miscadmin.h"
#include "utils/builtins.h"
#include "utils/guc.h"

#include "framework.h"
#include "strategy.h"

PG_FUNCTION_INFO_V1(pg_evictor_status);
PG_FUNCTION_INFO_V1(pg_evictor_counters);
PG_FUNCTION_INFO_V1(pg_evictor_victims);
PG_FUNCTION_INFO_V1(pg_evictor_reset);

/* Raw cumulative values of a partition (EV_* layout). */
static void
read_raw(EvictorPartition *part, uint64 *values)
{
	for (int c = 0; c < EC_NUM_COUNTERS; c++)
		values[c] = pg_atomic_read_u64(&part->counters.c[c]);
	values[EV_TICKS] = evictor_partition_ticks(part);
	for (int cls = 0; cls < EVICTOR_NUM_CLASSES; cls++)
	{
		values[EV_VICTIMS(cls)] = pg_atomic_read_u64(&part->counters.victims[cls]);
		values[EV_DIRTY(cls)] = pg_atomic_read_u64(&part->counters.dirty[cls]);
	}
}

/*
 * A partition's values since the last reset (EV_* layout): raw - base,
 * clamped at 0 (counters.h says why).
 *
 * Partitions are read one at a time: a caller that needs them all, and
 * counters_since, from one side of a reset compares counters_since before
 * and after (it moves on every reset, see pg_evictor_reset).
 */
static void
read_counters(int partition, uint64 *values)
{
	EvictorShared *sh = evictor_shared;
	EvictorPartition *part = &sh->parts[partition];

	SpinLockAcquire(&sh->reset_lock);
	read_raw(part, values);
	evictor_since_base(values, part->base, EV_NUM_VALUES);
	SpinLockRelease(&sh->reset_lock);
}

Datum
pg_evictor_status(PG_FUNCTION_ARGS)
{
	TupleDesc	tupdesc;
	Datum		values[11];
	bool		nulls[11] = {0};
	EvictorShared *sh;
	TimestampTz since;

	evictor_require_loaded();
	sh = evictor_shared;
	if (get_call_result_type(fcinfo, NULL, &tupdesc) != TYPEFUNC_COMPOSITE)
		elog(ERROR, "return type must be a row type");

	SpinLockAcquire(&sh->reset_lock);
	since = sh->counters_since;
	SpinLockRelease(&sh->reset_lock);

	values[0] = CStringGetTextDatum(evictor_policy_name(sh->policy));
	values[1] = Int32GetDatum(sh->max_usage);
	values[2] = CStringGetTextDatum(sh->partitions_desc);
	values[3] = BoolGetDatum(evictor_redirected);
	values[4] = CStringGetTextDatum(evictor_redirect_detail);
	values[5] = Int32GetDatum(NBuffers);
	values[6] = CStringGetTextDatum(GetConfigOption("server_version", false, false));
	values[7] = TimestampTzGetDatum(since);
	values[8] = Int32GetDatum(sh->sweep_batch);
	values[9] = Int64GetDatum((int64) sh->sync_position);
	values[10] = Int64GetDatum((int64) sh->sync_backwards);
	nulls[9] = nulls[10] = !evictor_redirected;

	PG_RETURN_DATUM(HeapTupleGetDatum(heap_form_tuple(tupdesc, values, nulls)));
}

Datum
pg_evictor_counters(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;

	evictor_require_loaded();
	InitMaterializedSRF(fcinfo, 0);

	for (int p = 0; p < evictor_shared->npartitions; p++)
	{
		Datum		values[10];
		bool		nulls[10];
		uint64		v[EV_NUM_VALUES];
		uint64		victims = 0,
					dirty = 0;

		read_counters(p, v);
		for (int cls = 0; cls < EVICTOR_NUM_CLASSES; cls++)
		{
			victims += v[EV_VICTIMS(cls)];
			dirty += v[EV_DIRTY(cls)];
		}

		values[0] = Int32GetDatum(p);
		values[1] = Int64GetDatum((int64) v[EC_ALLOCATIONS]);
		values[2] = Int64GetDatum((int64) v[EC_RING_REUSES]);
		values[3] = Int64GetDatum((int64) v[EC_RING_REJECTS]);
		values[4] = Int64GetDatum((int64) v[EC_FREELIST_HITS]);
		values[5] = Int64GetDatum((int64) v[EV_TICKS]);
		values[6] = Int64GetDatum((int64) v[EC_DEMOTIONS]);
		values[7] = Int64GetDatum((int64) victims);
		values[8] = Int64GetDatum((int64) dirty);
		values[9] = Int64GetDatum((int64) v[EC_STEALS]);
		/* with core's evictor in place nothing here is counted */
		nulls[0] = false;
		for (int i = 1; i < lengthof(nulls); i++)
			nulls[i] = !evictor_redirected;
		/* 19 has no freelist: nothing to count */
		nulls[4] |= !EVICTOR_HAS_FREELIST;
		tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
	}
	return (Datum) 0;
}

/*
 * Victims by page class, per partition: one row per class that had any.
 * Nothing is counted with core's evictor in place: no rows then.
 */
Datum
pg_evictor_victims(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;

	evictor_require_loaded();
	InitMaterializedSRF(fcinfo, 0);
	if (!evictor_redirected)
		return (Datum) 0;

	for (int p = 0; p < evictor_shared->npartitions; p++)
	{
		uint64		v[EV_NUM_VALUES];

		read_counters(p, v);
		for (int cls = 0; cls < EVICTOR_NUM_CLASSES; cls++)
		{
			Datum		values[5];
			bool		nulls[5] = {0};

			if (v[EV_VICTIMS(cls)] == 0)
				continue;
			values[0] = Int32GetDatum(p);
			values[1] = CStringGetTextDatum(evictor_kind_names[EVICTOR_CLASS_KIND(cls)]);
			values[2] = CStringGetTextDatum(evictor_level_names[EVICTOR_CLASS_LEVEL(cls)]);
			values[3] = Int64GetDatum((int64) v[EV_VICTIMS(cls)]);
			values[4] = Int64GetDatum((int64) v[EV_DIRTY(cls)]);
			tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
		}
	}
	return (Datum) 0;
}

Datum
pg_evictor_reset(PG_FUNCTION_ARGS)
{
	EvictorShared *sh;
	TimestampTz now;

	evictor_require_loaded();
	sh = evictor_shared;

	/* a system call: not under a spinlock */
	now = GetCurrentTimestamp();

	SpinLockAcquire(&sh->reset_lock);
	for (int p = 0; p < sh->npartitions; p++)
		read_raw(&sh->parts[p], sh->parts[p].base);

	/*
	 * Always later than the last start, even for two resets within one
	 * microsecond or a clock stepped back: equal readings of counters_since
	 * then mean no reset came between them.
	 */
	sh->counters_since = Max(now, sh->counters_since + 1);
	SpinLockRelease(&sh->reset_lock);

	PG_RETURN_VOID();
}
