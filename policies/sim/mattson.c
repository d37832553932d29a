/*-------------------------------------------------------------------------
 *
 * mattson.c
 *	  LRU at every size in one pass (Mattson, Gecsei, Slutz & Traiger,
 *	  1970): a request hits an LRU cache of c frames exactly when its stack
 *	  distance (the number of distinct objects requested since the object's
 *	  previous request, itself included) is at most c.
 *
 *	  The distance is counted with a Fenwick tree over request positions
 *	  holding a 1 at each object's latest request: the distance of a
 *	  request at i whose object was last requested at p is the sum over
 *	  [p, i).  O(log n) per request.
 *
 *-------------------------------------------------------------------------
 */
#include <stdlib.h>

#include "sim.h"

static void
bit_add(uint32_t *bit, uint64_t n, uint64_t i, int32_t v)
{
	for (i++; i <= n; i += i & (~i + 1))
		bit[i - 1] += (uint32_t) v;
}

/* sum over [0, i) */
static uint64_t
bit_sum(const uint32_t *bit, uint64_t i)
{
	uint64_t	s = 0;

	for (; i > 0; i -= i & (~i + 1))
		s += bit[i - 1];
	return s;
}

int64_t *
sim_lru_stack_misses(SimTrace *t, uint64_t warmup)
{
	uint64_t	n = t->n;
	uint32_t   *bit = calloc(n ? n : 1, sizeof(uint32_t));
	uint64_t   *last = malloc(((size_t) t->nobjects + 1) * sizeof(uint64_t));
	int64_t    *misses = calloc((size_t) t->nobjects + 2, sizeof(int64_t));
	int64_t		cold = 0;

	if (bit == NULL || last == NULL || misses == NULL)
	{
		free(bit);
		free(last);
		free(misses);
		return NULL;
	}
	for (uint32_t o = 0; o < t->nobjects; o++)
		last[o] = n;
	/* misses[d] counts the requests at distance d first */
	for (uint64_t i = 0; i < n; i++)
	{
		uint32_t	x = t->obj[i];
		uint64_t	p = last[x];

		if (p == n)
			cold += i >= warmup;
		else
		{
			uint64_t	d = bit_sum(bit, i) - bit_sum(bit, p);

			misses[d] += i >= warmup;
			bit_add(bit, n, p, -1);
		}
		bit_add(bit, n, i, 1);
		last[x] = i;
	}
	/* then misses at c frames: cold ones plus those at distance above c */
	{
		int64_t		above = 0;

		for (uint64_t c = t->nobjects + 1; c-- > 0;)
		{
			int64_t		at = misses[c];

			misses[c] = cold + above;
			above += at;
		}
	}
	free(bit);
	free(last);
	return misses;
}
