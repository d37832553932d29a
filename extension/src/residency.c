/*-------------------------------------------------------------------------
 *
 * residency.c
 *	  What the buffer pool holds now: one pass over every buffer header,
 *	  counting buffers by partition, page class and usage count, with how
 *	  many are dirty and pinned.
 *
 * Each header is read under its spinlock, as pg_buffercache does, and the
 * page's class read while the lock is held (the page already mapped, so
 * that no page fault happens under the lock); no content lock is taken and
 * no usage count is touched.  The counts are not a consistent snapshot of
 * the whole pool (buffers change while the scan goes on), but each buffer
 * is counted once, so they always sum to NBuffers.
 *
 *-------------------------------------------------------------------------
 */
#include "evictor.h"

#include "fmgr.h"
#include "funcapi.h"
#include "miscadmin.h"
#include "storage/bufmgr.h"
#include "utils/builtins.h"

PG_FUNCTION_INFO_V1(pg_evictor_residency_detail);

#define NUM_USAGE (BM_MAX_USAGE_COUNT + 1)

typedef struct ResidencyCell
{
	uint64		buffers;
	uint64		dirty;
	uint64		pinned;
} ResidencyCell;

Datum
pg_evictor_residency_detail(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	int			nparts;
	ResidencyCell *cells;

	evictor_require_loaded();
	InitMaterializedSRF(fcinfo, 0);

	nparts = evictor_shared->npartitions;
	cells = palloc0(sizeof(ResidencyCell) * nparts * EVICTOR_NUM_CLASSES * NUM_USAGE);

	for (int i = 0; i < NBuffers; i++)
	{
		BufferDesc *buf = GetBufferDescriptor(i);
		const char *page = BufferGetBlock(i + 1);
		EvictorBufState state;
		int			cls;
		ResidencyCell *cell;

		/*
		 * Map the page in this backend before taking the header spinlock:
		 * the first scan of a new backend would otherwise take a page fault
		 * per buffer with the lock held, stalling every backend pinning it.
		 * The classifier reads the header and the special space at the
		 * end.  Pages of buffers never used stay unmapped (reading them
		 * would allocate them); one that becomes valid meanwhile faults
		 * under the lock, rarely.
		 */
		if (EVICTOR_READ_STATE(buf) & BM_TAG_VALID)
		{
			(void) *(volatile const char *) page;
			(void) *(volatile const char *) (page + BLCKSZ - 1);
		}

		state = LockBufHdr(buf);
		cls = evictor_classify_buffer(state, buf->tag.forkNum, page);
		EVICTOR_UNLOCK_HDR(buf, state);

		cell = &cells[(evictor_partition_of(i) * EVICTOR_NUM_CLASSES + cls) * NUM_USAGE +
					  BUF_STATE_GET_USAGECOUNT(state)];
		cell->buffers++;
		if (state & BM_DIRTY)
			cell->dirty++;
		if (BUF_STATE_GET_REFCOUNT(state) > 0)
			cell->pinned++;
		CHECK_FOR_INTERRUPTS();
	}

	for (int p = 0; p < nparts; p++)
		for (int cls = 0; cls < EVICTOR_NUM_CLASSES; cls++)
			for (int u = 0; u < NUM_USAGE; u++)
			{
				ResidencyCell *cell = &cells[(p * EVICTOR_NUM_CLASSES + cls) * NUM_USAGE + u];
				Datum		values[7];
				bool		nulls[7] = {0};

				if (cell->buffers == 0)
					continue;
				values[0] = Int32GetDatum(p);
				values[1] = CStringGetTextDatum(evictor_kind_names[EVICTOR_CLASS_KIND(cls)]);
				values[2] = CStringGetTextDatum(evictor_level_names[EVICTOR_CLASS_LEVEL(cls)]);
				values[3] = Int32GetDatum(u);
				values[4] = Int64GetDatum((int64) cell->buffers);
				values[5] = Int64GetDatum((int64) cell->dirty);
				values[6] = Int64GetDatum((int64) cell->pinned);
				tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
			}

	pfree(cells);
	return (Datum) 0;
}
