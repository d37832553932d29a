/*-------------------------------------------------------------------------
 *
 * lru.c
 *	  Exact LRU: on a miss with every frame taken, evict the page whose last
 *	  request is the oldest.  A doubly linked list over object numbers, most
 *	  recent at the head: O(1) per request.
 *
 *-------------------------------------------------------------------------
 */
#include <stdlib.h>

#include "sim.h"

int64_t
sim_lru(SimTrace *t, uint32_t frames, const SimOptions *opt)
{
	uint32_t	none = t->nobjects; /* list sentinel */
	uint32_t   *prev = malloc(((size_t) t->nobjects + 1) * sizeof(uint32_t));
	uint32_t   *next = malloc(((size_t) t->nobjects + 1) * sizeof(uint32_t));
	unsigned char *in = calloc((size_t) t->nobjects + 1, 1);
	uint32_t	used = 0;
	int64_t		misses = 0;

	if (prev == NULL || next == NULL || in == NULL)
	{
		free(prev);
		free(next);
		free(in);
		return -1;
	}
	prev[none] = next[none] = none;
	for (uint64_t i = 0; i < t->n; i++)
	{
		uint32_t	x = t->obj[i];

		if (in[x])
		{
			/* unlink */
			next[prev[x]] = next[x];
			prev[next[x]] = prev[x];
		}
		else
		{
			misses += sim_count_miss(t, opt, i);
			if (used == frames)
			{
				uint32_t	victim = prev[none];

				next[prev[victim]] = none;
				prev[none] = prev[victim];
				in[victim] = 0;
			}
			else
				used++;
			in[x] = 1;
		}
		/* to the head */
		prev[x] = none;
		next[x] = next[none];
		prev[next[none]] = x;
		next[none] = x;
	}
	free(prev);
	free(next);
	free(in);
	return misses;
}
