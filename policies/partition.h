/*-------------------------------------------------------------------------
 *
 * partition.h
 *	  Partitions of the buffer pool: their bounds, a backend's home
 *	  partition, balancing between partitions, and batched hand claims.
 *
 * A partition is a contiguous range of frame ids with its own hand and
 * freelist.  No PostgreSQL headers: the unit tests and simulations run the
 * same code as the server.
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_PARTITION_H
#define EVICTOR_PARTITION_H

#include <stdbool.h>
#include <stdint.h>

#define EVICTOR_MAX_PARTITIONS 64

/* A backend looks up its home partition again after this many allocations */
#define EVICTOR_HOME_REFRESH 128

/*
 * Split nframes into nparts contiguous ranges whose boundaries fall on
 * multiples of align frames (a memory page's worth), as even as alignment
 * allows.  Returns false when some partition would get fewer than min_size
 * frames.
 */
static inline bool
evictor_partition_bounds(uint32_t nframes, int nparts, uint32_t align,
						 uint32_t min_size, uint32_t *first, uint32_t *count)
{
	uint32_t	prev = 0;

	if (align == 0)
		align = 1;
	for (int p = 0; p < nparts; p++)
	{
		uint64_t	end;

		if (p == nparts - 1)
			end = nframes;
		else
		{
			end = (uint64_t) nframes * (p + 1) / nparts;
			end = (end + align / 2) / align * align;	/* nearest boundary */
			if (end > nframes)
				end = nframes;
		}
		if (end < prev + min_size || end - prev == 0)
			return false;
		first[p] = prev;
		count[p] = (uint32_t) end - prev;
		prev = (uint32_t) end;
	}
	return true;
}

/* The partition holding frame id. */
static inline int
evictor_partition_find(uint32_t id, uint32_t nframes, int nparts,
					   const uint32_t *first, const uint32_t *count)
{
	int			p = (int) ((uint64_t) id * nparts / nframes);

	while (p > 0 && id < first[p])
		p--;
	while (p < nparts - 1 && id >= first[p] + count[p])
		p++;
	return p;
}

/*
 * Emulated partitions on a machine with fewer nodes: CPU c is at home in
 * partition c mod nparts.  A negative CPU (unknown) falls back on the
 * backend's number, so that every backend still has a home.
 */
static inline int
evictor_emulated_home(int cpu, int backend, int nparts)
{
	int			key = cpu >= 0 ? cpu : backend;

	if (key < 0)
		key = -key;
	return key % nparts;
}

/*
 * Balancing.  allocs[p] is what partition p supplied since the caller last
 * looked.  When the home partition supplied more than its fair share
 * (1/nparts of the total, with 10% slack), the excess share of the next
 * EVICTOR_HOME_REFRESH allocations goes to the partition that supplied
 * least.  Returns how many of them to send (0 when balanced) and the target
 * in *target.  Too few allocations to judge (fewer than 8 per partition)
 * send nothing.
 */
static inline int
evictor_balance(const uint64_t *allocs, int nparts, int home, int *target)
{
	uint64_t	total = 0;
	uint64_t	fair;
	uint64_t	least = UINT64_MAX;
	int			quota;

	*target = home;
	for (int p = 0; p < nparts; p++)
	{
		total += allocs[p];
		if (p != home && allocs[p] < least)
		{
			least = allocs[p];
			*target = p;
		}
	}
	if (nparts < 2 || total < (uint64_t) 8 * nparts)
		return 0;
	fair = total / nparts;
	if (allocs[home] * 10 <= fair * 11)
		return 0;
	quota = (int) ((allocs[home] - fair) * EVICTOR_HOME_REFRESH / allocs[home]);
	return quota;
}

/*
 * Batched hand claims: a backend takes a run of hand positions with one
 * atomic and visits them over this and its next requests, so each position
 * is still visited once per pass.  The cursor is backend-local.
 */
typedef struct EvictorBatch
{
	uint32_t	next;			/* next claimed position to visit */
	uint32_t	end;			/* end of the claimed run */
} EvictorBatch;

static inline bool
evictor_batch_take(EvictorBatch *batch, uint32_t *pos)
{
	if (batch->next == batch->end)
		return false;
	*pos = batch->next++;
	return true;
}

/*
 * Make the run [start, start + len) just claimed from the hand the batch,
 * and take its first position.  The server and the unit tests both claim
 * through this, so that the tests exercise the server's code.
 */
static inline uint32_t
evictor_batch_claim(EvictorBatch *batch, uint32_t start, uint32_t len)
{
	uint32_t	pos = start;

	batch->next = start;
	batch->end = start + len;
	(void) evictor_batch_take(batch, &pos);
	return pos;
}

/*
 * Given a claimed run [start, start + len) of an ever-growing hand over n
 * frames, how many pass boundaries must its claimer fold back?  Core's rule
 * for a single tick: whoever takes a position p >= n with p mod n == 0.  A
 * run longer than a partition can hold more than one.
 */
static inline uint32_t
evictor_run_wraps(uint32_t start, uint32_t len, uint32_t n)
{
	uint32_t	last = start + len - 1;
	uint32_t	lo = start < n ? n : start;

	if (last < lo)
		return 0;
	return last / n - (lo - 1) / n;
}

/*
 * The hand a fold leaves: hand with the passes taken out that the rule
 * above counts, (hand - 1) / n of them, so into (0, n] rather than core's
 * [0, n).  A hand of exactly k * n has only k - 1 boundaries behind it
 * (position k * n is not taken yet); core's hand % n would drop a pass that
 * nobody counts.  Core's single tick folds at p + 1, where the two agree;
 * a run of n or more positions ends on a multiple of n every time.  Hand n
 * visits frame n % n = 0 next, as hand 0 would, and counts that boundary.
 */
static inline uint32_t
evictor_hand_fold(uint32_t hand, uint32_t n)
{
	return hand == 0 ? 0 : (hand - 1) % n + 1;
}

/*
 * Sweep ticks of a partition: the passes folded away and the hand, in 64
 * bits (a partition's passes alone pass 2^32 in time).
 */
static inline uint64_t
evictor_ticks(uint64_t passes, uint32_t hand, uint32_t n)
{
	return passes * n + hand;
}

#endif							/* EVICTOR_PARTITION_H */
