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
#include "numalayout.h"

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

/* pg_evictor.partitions and pg_evictor.numa_place */
static char *evictor_partitions_guc = NULL;
static bool evictor_numa_place_guc = false;

/* the partitions, worked out in the postmaster before shared memory */
static EvictorLayout planned;

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
 * The size of the memory pages backing addr, as the kernel maps them
 * (KernelPageSize in /proc/self/smaps): huge pages whenever the server got
 * them, whatever huge_pages and huge_page_size say; the base page when the
 * mapping is not found.
 */
static size_t
mapping_page_size(const void *addr)
{
	FILE	   *f = fopen("/proc/self/smaps", "r");
	char		line[512];
	bool		in = false;
	size_t		size = (size_t) sysconf(_SC_PAGESIZE);

	if (f == NULL)
		return size;
	while (fgets(line, sizeof(line), f))
	{
		unsigned long lo,
					hi,
					kb;
		char		dash;

		/* a mapping's first line: "lo-hi perms ..." */
		if (sscanf(line, "%lx%c%lx ", &lo, &dash, &hi) == 3 && dash == '-')
		{
			in = (uintptr_t) addr >= lo && (uintptr_t) addr < hi;
			continue;
		}
		if (in && sscanf(line, "KernelPageSize: %lu kB", &kb) == 1)
		{
			size = (size_t) kb * 1024;
			break;
		}
	}
	fclose(f);
	return size;
}

/*
 * Bounds of n partitions on page bounds, align buffers a page.  BufferBlocks
 * is not page-aligned: lead is how many buffers' worth of the first page lie
 * before it, so counting lead virtual buffers ahead of buffer 0 puts every
 * page boundary on a multiple of align, and the bounds stay as even as
 * alignment allows.  Each bound then falls where a page starts, within one
 * buffer.
 */
static bool
plan_bounds(int n, uint32 align, uint32 lead, uint32 min_size,
			EvictorLayout *layout)
{
	if (n == 1)
		lead = 0;
	if (!evictor_partition_bounds((uint32) NBuffers + lead, n, align,
								  Max(min_size, 1), layout->first, layout->count))
		return false;
	if (layout->count[0] < lead + Max(min_size, 1))
		return false;
	layout->count[0] -= lead;
	for (int p = 1; p < n; p++)
		layout->first[p] -= lead;
	return true;
}

static void
bounds_or_error(const char *setting, uint32 align, uint32 lead,
				EvictorLayout *layout)
{
	uint32		min_size = (uint32) evictor_ring_size(16 * 1024 * 1024, BLCKSZ, NBuffers);

	if (!plan_bounds(layout->npartitions, align, lead, min_size, layout))
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("pg_evictor.partitions = %s splits shared_buffers too finely", setting),
				 errdetail("%d buffers in %d partitions on %u-buffer page bounds leave a partition smaller than the largest buffer ring (%u buffers).",
						   NBuffers, layout->npartitions, align, min_size),
				 errhint("Use fewer partitions or more shared_buffers.")));
}

/*
 * Work out the partitions from pg_evictor.partitions (already checked to be
 * off, numa or 1..EVICTOR_MAX_PARTITIONS) in the postmaster, before shared
 * memory is sized, on base-page bounds; align_layout moves the
 * bounds to the pages the pool really got once it is mapped.  Raises an
 * ERROR, which stops the start, when the partitions would be too small.
 */
static void
plan_layout(const char *setting, bool place, EvictorLayout *layout)
{
	int			nodes[EVICTOR_MAX_PARTITIONS];
	int			nnodes = numa_nodes(nodes, EVICTOR_MAX_PARTITIONS);
	int			n;
	long		page = sysconf(_SC_PAGESIZE);

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
	layout->page_size = (size_t) page;
	bounds_or_error(setting, page > BLCKSZ ? (uint32) (page / BLCKSZ) : 1, 0,
					layout);
}

/*
 * Once shared memory is mapped, before the evictor's state is set up: put
 * the bounds on the pages the pool is really mapped with (huge pages with
 * huge_pages = on, or try when it got them).  Placement needs whole pages,
 * so with place a partition too small for them is an ERROR, which stops
 * the start; without, the base-page bounds planned before stay.
 */
static void
align_layout(const char *setting, bool place, EvictorLayout *layout)
{
	size_t		page = mapping_page_size(BufferBlocks);
	uintptr_t	base = (uintptr_t) BufferBlocks;
	uint32		align = 1;
	uint32		lead = 0;
	uint32		min_size = (uint32) evictor_ring_size(16 * 1024 * 1024, BLCKSZ, NBuffers);
	EvictorLayout aligned = *layout;

	if (page > BLCKSZ)
	{
		align = (uint32) (page / BLCKSZ);
		lead = (uint32) ((base - TYPEALIGN_DOWN(page, base)) / BLCKSZ);
	}
	aligned.page_size = page;
	if (plan_bounds(layout->npartitions, align, lead, min_size, &aligned))
		*layout = aligned;
	else if (place)
		bounds_or_error(setting, align, lead, &aligned);
	else
	{
		/* the report still counts the pages there are */
		layout->page_size = page;
		ereport(LOG,
				(errmsg("pg_evictor: %d partitions of %d buffers do not fit on the pool's %zu kB pages; their bounds stay on base pages",
						layout->npartitions, NBuffers, page / 1024)));
	}
}

int
evictor_numa_node_of_cpu(int cpu)
{
	return cpu >= 0 ? numa_node_of_cpu(cpu) : -1;
}

/*
 * A partition's memory pages.  Each page of the pool belongs to the
 * partition of the buffer its first byte lies in, the page holding the
 * pool's start to partition 0: every page is placed and reported once,
 * those the pool shares with its neighbours in memory included.
 */
static bool
partition_pages(EvictorShared *sh, int p, char **start, size_t *len)
{
	EvictorPartition *part = &sh->parts[p];
	size_t		page = sh->page_size;
	uintptr_t	base = (uintptr_t) BufferBlocks;
	uintptr_t	lo;
	uintptr_t	hi;

	lo = p == 0 ? TYPEALIGN_DOWN(page, base) :
		TYPEALIGN(page, base + (uintptr_t) part->first_buffer * BLCKSZ);
	hi = TYPEALIGN(page, base + (uintptr_t) (part->first_buffer + part->nbuffers) * BLCKSZ);
	if (hi <= lo)
		return false;
	*start = (char *) lo;
	*len = hi - lo;
	return true;
}

/*
 * Set each partition's blocks to prefer its node, moving pages already
 * there (pg_evictor.numa_place = on).  In the postmaster at start-up; a failure
 * is a WARNING, not a reason to refuse to start.
 */
void
evictor_numa_place(EvictorShared *sh)
{
	int			placed = 0;
	size_t		pages = 0;

	if (!evictor_numa_place_guc)
		return;
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

		if (part->node < 0 || !partition_pages(sh, p, &start, &len))
			continue;
		mask = numa_allocate_nodemask();
		numa_bitmask_setbit(mask, part->node);
		/*
		 * Prefer the node rather than bind to it: a node short of memory
		 * then places a page elsewhere (the report shows it) instead of
		 * the OOM killer ending a backend and the server restarting.
		 */
		if (mbind(start, len, MPOL_PREFERRED, mask->maskp, mask->size + 1,
				  MPOL_MF_MOVE) != 0)
			ereport(WARNING,
					(errmsg("pg_evictor could not place partition %d on NUMA node %d: %m",
							p, part->node)));
		else
		{
			placed++;
			pages += len / sh->page_size;
		}
		numa_free_nodemask(mask);
	}
	ereport(LOG,
			(errmsg("pg_evictor: placed %d of %d partitions on their NUMA nodes (%zu pages of %zu kB)",
					placed, sh->npartitions, pages, sh->page_size / 1024)));
}

/* ---- settings and start-up ---- */

/* off, numa, or a number of emulated partitions */
static bool
check_partitions(char **newval, void **extra, GucSource source)
{
	char	   *end;
	long		n;

	if (strcmp(*newval, "off") == 0 || strcmp(*newval, "numa") == 0)
		return true;
	errno = 0;
	n = strtol(*newval, &end, 10);
	if ((*newval)[0] != '\0' && *end == '\0' && errno == 0 &&
		n >= 1 && n <= EVICTOR_MAX_PARTITIONS)
		return true;
	GUC_check_errdetail("Valid values are \"off\", \"numa\", or a number of partitions from 1 to %d.",
						EVICTOR_MAX_PARTITIONS);
	return false;
}

void
evictor_numa_settings(void)
{
	DefineCustomStringVariable("pg_evictor.partitions",
							   "Partitions of the evictor: off, numa (one per NUMA node), or a number (emulated).",
							   "Each partition is a contiguous range of buffers with its own clock hand and freelist.",
							   &evictor_partitions_guc,
							   "off",
							   PGC_POSTMASTER,
							   0,
							   check_partitions, NULL, NULL);

	DefineCustomBoolVariable("pg_evictor.numa_place",
							 "Move each partition's buffer blocks to its NUMA node at start-up.",
							 NULL,
							 &evictor_numa_place_guc,
							 false,
							 PGC_POSTMASTER,
							 0,
							 NULL, NULL, NULL);
}

/* in shmem_request_hook: every setting is final, NBuffers too */
void
evictor_numa_request(void)
{
	plan_layout(evictor_partitions_guc, evictor_numa_place_guc, &planned);
}

/* in shmem_startup_hook, before the layers above use the layout */
void
evictor_numa_init(void)
{
	align_layout(evictor_partitions_guc, evictor_numa_place_guc, &planned);
}

const EvictorLayout *
evictor_layout(void)
{
	return &planned;
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
	size_t		page;
	void	  **pages;
	int		   *status;
	int			maxnode = numa_available() < 0 ? 0 : numa_max_node();
	int64	   *per_node;

	evictor_require_loaded();
	sh = evictor_shared;
	page = sh->page_size;
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
		if (!partition_pages(sh, p, &start, &len))
			continue;
		npages = len / page;
		for (size_t done = 0; done < npages; done += PLACEMENT_CHUNK)
		{
			int			chunk = (int) Min((size_t) PLACEMENT_CHUNK, npages - done);

			for (int i = 0; i < chunk; i++)
			{
				char	   *addr = start + (done + i) * page;
				int			buf_id = (int) (Max(addr, BufferBlocks) - BufferBlocks) / BLCKSZ;

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
