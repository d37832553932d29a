/*-------------------------------------------------------------------------
 *
 * numa.c
 *	  Partitions and NUMA: how many partitions, where their bounds fall and
 *	  which node each belongs to; placing their buffer blocks on their
 *	  nodes; reporting which node each page of shared buffers is on.
 *
 * Only the start-up path and the SQL report call libnuma; the eviction path
 * asks for a CPU's node once every EVICTOR_HOME_REFRESH allocations.
 *
 *-------------------------------------------------------------------------
 */
#include "pg_evictor.h"

#include <errno.h>
#include <numa.h>
#include <numaif.h>
#include <unistd.h>

#include "fmgr.h"
#include "funcapi.h"
#include "miscadmin.h"
#include "storage/bufmgr.h"
#include "utils/guc.h"

#include "ring.h"

PG_FUNCTION_INFO_V1(pg_evictor_partitions);
PG_FUNCTION_INFO_V1(pg_evictor_placement);

/* Real NUMA nodes with memory, at most max of them; 0 without NUMA. */
static int
numa_nodes(int *nodes, int max)
{
	int			n = 0;

	if (numa_available() < 0)
		return 0;
	for (int node = 0; node <= numa_max_node() && n < max; node++)
		if (numa_bitmask_isbitset(numa_all_nodes_ptr, node))
			nodes[n++] = node;
	return n;
}

/*
 * Partition bounds fall on memory pages: huge pages when the server insists
 * on them (huge_pages = on), the base page otherwise.
 */
static uint32
buffers_per_page(void)
{
	const char *huge = GetConfigOption("huge_pages", false, false);
	long		page = sysconf(_SC_PAGESIZE);

	if (huge && strcmp(huge, "on") == 0)
	{
		const char *size = GetConfigOption("huge_page_size", false, false);
		long		kb = size ? atol(size) : 0;

		page = kb > 0 ? kb * 1024L : 2L * 1024 * 1024;
	}
	return page > BLCKSZ ? (uint32) (page / BLCKSZ) : 1;
}

/*
 * Work out the partitions from pg_evictor.partitions (already checked to be
 * off, numa or 1..EVICTOR_MAX_PARTITIONS) in the postmaster, before shared
 * memory is sized.  Raises an ERROR, which stops the start, when the
 * partitions would be too small.
 */
void
evictor_plan_layout(const char *setting, bool place, EvictorLayout *layout)
{
	int			nodes[EVICTOR_MAX_PARTITIONS];
	int			nnodes = numa_nodes(nodes, EVICTOR_MAX_PARTITIONS);
	int			n;
	uint32		align = buffers_per_page();
	uint32		min_size = (uint32) evictor_ring_size(16 * 1024 * 1024, BLCKSZ, NBuffers);

	memset(layout, 0, sizeof(*layout));
	if (strcmp(setting, "off") == 0)
	{
		n = 1;
		strlcpy(layout->desc, "off", sizeof(layout->desc));
		layout->node[0] = -1;
	}
	else if (strcmp(setting, "numa") == 0)
	{
		if (nnodes < 2)
		{
			n = 1;
			layout->node[0] = -1;
			strlcpy(layout->desc, "numa (one node: one partition)", sizeof(layout->desc));
			ereport(LOG,
					(errmsg("pg_evictor.partitions = numa: libnuma reports %s, so the evictor keeps one partition",
							nnodes == 0 ? "no NUMA support" : "a single node")));
		}
		else
		{
			n = nnodes;
			layout->numa_nodes = true;
			for (int p = 0; p < n; p++)
				layout->node[p] = nodes[p];
			snprintf(layout->desc, sizeof(layout->desc), "numa (%d nodes)", n);
		}
	}
	else
	{
		n = atoi(setting);
		snprintf(layout->desc, sizeof(layout->desc), "%d (emulated)", n);
		/* emulated partitions go round the nodes there are, if placed */
		for (int p = 0; p < n; p++)
			layout->node[p] = (place && nnodes > 0) ? nodes[p % nnodes] : -1;
	}

	layout->npartitions = n;
	if (!evictor_partition_bounds((uint32) NBuffers, n, align, Max(min_size, 1),
								  layout->first, layout->count))
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("pg_evictor.partitions = %s splits shared_buffers too finely", setting),
				 errdetail("%d buffers in %d partitions on %u-buffer page bounds leave a partition smaller than the largest buffer ring (%u buffers).",
						   NBuffers, n, align, min_size),
				 errhint("Use fewer partitions or more shared_buffers.")));
}

int
evictor_numa_node_of_cpu(int cpu)
{
	return cpu >= 0 ? numa_node_of_cpu(cpu) : -1;
}

/* A partition's blocks, rounded inwards to whole pages. */
static bool
partition_pages(EvictorPartition *part, char **start, size_t *len)
{
	long		page = sysconf(_SC_PAGESIZE);
	uintptr_t	lo = (uintptr_t) BufferGetBlock(part->first_buffer + 1);
	uintptr_t	hi = lo + (uintptr_t) part->nbuffers * BLCKSZ;

	lo = TYPEALIGN(page, lo);
	hi = TYPEALIGN_DOWN(page, hi);
	if (hi <= lo)
		return false;
	*start = (char *) lo;
	*len = hi - lo;
	return true;
}

/*
 * Bind each partition's blocks to its node, moving pages already there
 * (pg_evictor.numa_place = on).  In the postmaster at start-up; a failure
 * is a WARNING, not a reason to refuse to start.
 */
void
evictor_numa_place(EvictorShared *sh)
{
	int			placed = 0;

	if (numa_available() < 0)
	{
		ereport(WARNING,
				(errmsg("pg_evictor.numa_place is on, but this system has no NUMA support: nothing placed")));
		return;
	}
	for (int p = 0; p < sh->npartitions; p++)
	{
		EvictorPartition *part = &sh->parts[p];
		struct bitmask *mask;
		char	   *start;
		size_t		len;

		if (part->node < 0 || !partition_pages(part, &start, &len))
			continue;
		mask = numa_allocate_nodemask();
		numa_bitmask_setbit(mask, part->node);
		if (mbind(start, len, MPOL_BIND, mask->maskp, mask->size + 1,
				  MPOL_MF_MOVE) != 0)
			ereport(WARNING,
					(errmsg("pg_evictor could not place partition %d on NUMA node %d: %m",
							p, part->node)));
		else
			placed++;
		numa_free_nodemask(mask);
	}
	ereport(LOG,
			(errmsg("pg_evictor: placed %d of %d partitions on their NUMA nodes",
					placed, sh->npartitions)));
}

/* pg_evictor_partitions(): each partition's bounds, node and hand. */
Datum
pg_evictor_partitions(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	EvictorShared *sh;

	evictor_require_loaded();
	sh = evictor_shared;
	InitMaterializedSRF(fcinfo, 0);
	for (int p = 0; p < sh->npartitions; p++)
	{
		EvictorPartition *part = &sh->parts[p];
		Datum		values[6];
		bool		nulls[6] = {0};
		uint32		hand;
		uint32		passes;

		SpinLockAcquire(&part->lock);
		hand = pg_atomic_read_u32(&part->hand);
		passes = part->complete_passes;
		SpinLockRelease(&part->lock);

		values[0] = Int32GetDatum(p);
		values[1] = Int32GetDatum(part->first_buffer);
		values[2] = Int32GetDatum(part->nbuffers);
		values[3] = Int32GetDatum(part->node);
		nulls[3] = part->node < 0;
		values[4] = Int32GetDatum(part->first_buffer + (int) (hand % (uint32) part->nbuffers));
		values[5] = Int64GetDatum((int64) passes + hand / (uint32) part->nbuffers);
		tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
	}
	return (Datum) 0;
}

/*
 * pg_evictor_placement(): per partition, how many memory pages of its
 * blocks are on each node (node NULL: not in memory, or not mapped in this
 * process).  move_pages with no target nodes only reports: nothing moves.
 */
Datum
pg_evictor_placement(PG_FUNCTION_ARGS)
{
#define PLACEMENT_CHUNK 4096
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	EvictorShared *sh;
	long		page = sysconf(_SC_PAGESIZE);
	void	  **pages;
	int		   *status;
	int			maxnode = numa_available() < 0 ? 0 : numa_max_node();
	int64	   *per_node;

	evictor_require_loaded();
	sh = evictor_shared;
	InitMaterializedSRF(fcinfo, 0);

	pages = palloc(sizeof(void *) * PLACEMENT_CHUNK);
	status = palloc(sizeof(int) * PLACEMENT_CHUNK);
	per_node = palloc(sizeof(int64) * (maxnode + 2));	/* last: not present */

	for (int p = 0; p < sh->npartitions; p++)
	{
		char	   *start;
		size_t		len;
		size_t		npages;

		memset(per_node, 0, sizeof(int64) * (maxnode + 2));
		if (!partition_pages(&sh->parts[p], &start, &len))
			continue;
		npages = len / page;
		for (size_t done = 0; done < npages; done += PLACEMENT_CHUNK)
		{
			int			chunk = (int) Min((size_t) PLACEMENT_CHUNK, npages - done);

			for (int i = 0; i < chunk; i++)
			{
				char	   *addr = start + (done + i) * page;
				int			buf_id = (int) ((addr - BufferBlocks) / BLCKSZ);

				/*
				 * move_pages sees only pages mapped in this process: map
				 * those of buffers in use by reading a byte.  Pages of
				 * never-used buffers stay untouched, reported as not in
				 * memory unless this backend mapped them already.
				 */
				if (EVICTOR_READ_STATE(GetBufferDescriptor(buf_id)) & BM_TAG_VALID)
					(void) *(volatile char *) addr;
				pages[i] = addr;
			}
			if (move_pages(0, chunk, pages, NULL, status, 0) != 0)
				ereport(ERROR,
						(errmsg("move_pages failed: %m")));
			for (int i = 0; i < chunk; i++)
				per_node[(status[i] >= 0 && status[i] <= maxnode) ? status[i] : maxnode + 1]++;
			CHECK_FOR_INTERRUPTS();
		}
		for (int node = 0; node <= maxnode + 1; node++)
		{
			Datum		values[3];
			bool		nulls[3] = {0};

			if (per_node[node] == 0)
				continue;
			values[0] = Int32GetDatum(p);
			values[1] = Int32GetDatum(node);
			nulls[1] = node > maxnode;
			values[2] = Int64GetDatum(per_node[node]);
			tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
		}
	}
	return (Datum) 0;
}
