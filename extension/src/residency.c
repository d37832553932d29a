/*-------------------------------------------------------------------------
 *
 * residency.c
 *	  What the buffer pool holds now: one pass over every buffer header,
 *	  counting buffers by partition, page class and usage count, or by
 *	  relation file, fork and page class, with how many are dirty and
 *	  pinned.
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
#include "utils/hsearch.h"

PG_FUNCTION_INFO_V1(pg_evictor_residency_detail);
PG_FUNCTION_INFO_V1(pg_evictor_residency_files);

#define NUM_USAGE (BM_MAX_USAGE_COUNT + 1)

typedef struct ResidencyCell
{
	uint64		buffers;
	uint64		dirty;
	uint64		pinned;
} ResidencyCell;

/*
 * Buffer i's state and page class, and its tag if tag is not NULL, read
 * under its header spinlock.
 */
static int
read_buffer(int i, EvictorBufState *state, BufferTag *tag)
{
	BufferDesc *buf = GetBufferDescriptor(i);
	const char *page = BufferGetBlock(i + 1);
	int			cls;

	/*
	 * Map the page in this backend before taking the header spinlock: the
	 * first scan of a new backend would otherwise take a page fault per
	 * buffer with the lock held, stalling every backend pinning it.  The
	 * classifier reads the header and the special space at the end.  Pages
	 * of buffers never used stay unmapped (reading them would allocate
	 * them); one that becomes valid meanwhile faults under the lock, rarely.
	 */
	if (EVICTOR_READ_STATE(buf) & BM_TAG_VALID)
	{
		(void) *(volatile const char *) page;
		(void) *(volatile const char *) (page + BLCKSZ - 1);
	}

	*state = LockBufHdr(buf);
	cls = evictor_classify_buffer(*state, buf->tag.forkNum, page);
	if (tag)
		*tag = buf->tag;
	EVICTOR_UNLOCK_HDR(buf, *state);
	return cls;
}

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
		EvictorBufState state;
		int			cls;
		ResidencyCell *cell;

		cls = read_buffer(i, &state, NULL);
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

/* A relation file's fork and a page class: the unit of the count by file */
typedef struct ResidencyFileKey
{
	Oid			spc;
	Oid			db;
	Oid			rel;
	int32		fork;
	int32		cls;
} ResidencyFileKey;

typedef struct ResidencyFileEntry
{
	ResidencyFileKey key;
	ResidencyCell counts;
} ResidencyFileEntry;

/*
 * The pool by relation file (tablespace, database, file number), fork and
 * page class.  Buffers that hold no page are one row of kind 'unused' with
 * the file's columns null, so the rows sum to NBuffers as the other counts
 * do.  The file numbers are the tags'; pg_evictor_residency_relations()
 * names the relations of the current database.
 */
Datum
pg_evictor_residency_files(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	HASHCTL		ctl = {0};
	HTAB	   *files;
	HASH_SEQ_STATUS seq;
	ResidencyFileEntry *entry;

	evictor_require_loaded();
	InitMaterializedSRF(fcinfo, 0);

	ctl.keysize = sizeof(ResidencyFileKey);
	ctl.entrysize = sizeof(ResidencyFileEntry);
	ctl.hcxt = CurrentMemoryContext;
	files = hash_create("pg_evictor residency by file", 1024, &ctl,
						HASH_ELEM | HASH_BLOBS | HASH_CONTEXT);

	for (int i = 0; i < NBuffers; i++)
	{
		EvictorBufState state;
		BufferTag	tag;
		ResidencyFileKey key;
		bool		found;
		int			cls;

		cls = read_buffer(i, &state, &tag);
		memset(&key, 0, sizeof(key));	/* unused buffers: one key, file zero */
		key.cls = cls;
		if (EVICTOR_CLASS_KIND(cls) != EK_UNUSED)
		{
			key.spc = EVICTOR_TAG_SPC(&tag);
			key.db = EVICTOR_TAG_DB(&tag);
			key.rel = EVICTOR_TAG_REL(&tag);
			key.fork = tag.forkNum;
		}
		entry = hash_search(files, &key, HASH_ENTER, &found);
		if (!found)
			memset(&entry->counts, 0, sizeof(entry->counts));
		entry->counts.buffers++;
		if (state & BM_DIRTY)
			entry->counts.dirty++;
		if (BUF_STATE_GET_REFCOUNT(state) > 0)
			entry->counts.pinned++;
		CHECK_FOR_INTERRUPTS();
	}

	hash_seq_init(&seq, files);
	while ((entry = hash_seq_search(&seq)) != NULL)
	{
		Datum		values[9];
		bool		nulls[9] = {0};
		bool		unused = EVICTOR_CLASS_KIND(entry->key.cls) == EK_UNUSED;

		values[0] = ObjectIdGetDatum(entry->key.spc);
		values[1] = ObjectIdGetDatum(entry->key.db);
		values[2] = ObjectIdGetDatum(entry->key.rel);
		if (unused)
			nulls[0] = nulls[1] = nulls[2] = nulls[3] = true;
		else
			values[3] = CStringGetTextDatum(forkNames[entry->key.fork]);
		values[4] = CStringGetTextDatum(evictor_kind_names[EVICTOR_CLASS_KIND(entry->key.cls)]);
		values[5] = CStringGetTextDatum(evictor_level_names[EVICTOR_CLASS_LEVEL(entry->key.cls)]);
		values[6] = Int64GetDatum((int64) entry->counts.buffers);
		values[7] = Int64GetDatum((int64) entry->counts.dirty);
		values[8] = Int64GetDatum((int64) entry->counts.pinned);
		tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
	}

	hash_destroy(files);
	return (Datum) 0;
}
