/*-------------------------------------------------------------------------
 *
 * fifo.c
 *	  FIFO: on a miss with every frame taken, evict the page loaded
 *	  longest ago; hits change nothing.  The frames themselves are the
 *	  queue: the next victim is the frame after the last one loaded.
 *
 *-------------------------------------------------------------------------
 */
#include <stdlib.h>

#include "sim.h"

int64_t
sim_fifo(SimTrace *t, uint32_t frames, const SimOptions *opt)
{
	uint32_t   *owner = malloc((size_t) frames * sizeof(uint32_t));
	unsigned char *in = calloc((size_t) t->nobjects + 1, 1);
	uint64_t	loaded = 0;		/* pages loaded so far */
	uint32_t	slot = 0;		/* loaded % frames */
	int64_t		misses = 0;

	if (owner == NULL || in == NULL)
	{
		free(owner);
		free(in);
		return -1;
	}
	for (uint64_t i = 0; i < t->n; i++)
	{
		uint32_t	x = t->obj[i];

		if (in[x])
			continue;
		misses += sim_count_miss(t, opt, i);
		if (loaded >= frames)
			in[owner[slot]] = 0;
		owner[slot] = x;
		in[x] = 1;
		loaded++;
		if (++slot == frames)
			slot = 0;
	}
	free(owner);
	free(in);
	return misses;
}
