/*-------------------------------------------------------------------------
 *
 * opt.c
 *	  Belady's MIN (Belady 1966; OPT in Mattson et al. 1970): on a miss with
 *	  every frame taken, evict the page whose next request is the furthest
 *	  in the future (or that is never requested again).  Demand paging, as
 *	  in the server: the missed page is always loaded, never bypassed, so
 *	  this is the least number of misses of any policy that loads every
 *	  page it misses, at that many frames.
 *
 *	  A binary max-heap of the resident pages keyed by next request:
 *	  O(log frames) per request.  The next-request index is computed from
 *	  the ids (sim_trace_next), not taken from the file.
 *
 *-------------------------------------------------------------------------
 */
#include <stdlib.h>

#include "sim.h"

typedef struct Heap
{
	uint32_t	size;
	uint32_t   *obj;			/* heap of objects */
	uint64_t   *key;			/* key[k]: next request of obj[k] */
	uint32_t   *pos;			/* pos[object]: its heap index + 1, 0 if out */
} Heap;

static void
heap_set(Heap *h, uint32_t k, uint32_t x, uint64_t key)
{
	h->obj[k] = x;
	h->key[k] = key;
	h->pos[x] = k + 1;
}

static void
sift_up(Heap *h, uint32_t k)
{
	uint32_t	x = h->obj[k];
	uint64_t	key = h->key[k];

	while (k > 0 && h->key[(k - 1) / 2] < key)
	{
		heap_set(h, k, h->obj[(k - 1) / 2], h->key[(k - 1) / 2]);
		k = (k - 1) / 2;
	}
	heap_set(h, k, x, key);
}

static void
sift_down(Heap *h, uint32_t k)
{
	uint32_t	x = h->obj[k];
	uint64_t	key = h->key[k];

	for (;;)
	{
		uint32_t	c = 2 * k + 1;

		if (c >= h->size)
			break;
		if (c + 1 < h->size && h->key[c + 1] > h->key[c])
			c++;
		if (h->key[c] <= key)
			break;
		heap_set(h, k, h->obj[c], h->key[c]);
		k = c;
	}
	heap_set(h, k, x, key);
}

int64_t
sim_opt(SimTrace *t, uint32_t frames, const SimOptions *opt)
{
	const uint64_t *next = sim_trace_next(t);
	Heap		h;
	int64_t		misses = 0;

	(void) opt;
	h.size = 0;
	h.obj = malloc((size_t) frames * sizeof(uint32_t));
	h.key = malloc((size_t) frames * sizeof(uint64_t));
	h.pos = calloc((size_t) t->nobjects + 1, sizeof(uint32_t));
	if (next == NULL || h.obj == NULL || h.key == NULL || h.pos == NULL)
	{
		free(h.obj);
		free(h.key);
		free(h.pos);
		return -1;
	}
	for (uint64_t i = 0; i < t->n; i++)
	{
		uint32_t	x = t->obj[i];

		if (h.pos[x])
		{
			/* its next request can only be later than the one just made */
			uint32_t	k = h.pos[x] - 1;

			h.key[k] = next[i];
			sift_up(&h, k);
			continue;
		}
		misses++;
		if (h.size == frames)
		{
			/* the root is the furthest next request: replace it by x */
			h.pos[h.obj[0]] = 0;
			heap_set(&h, 0, x, next[i]);
			sift_down(&h, 0);
		}
		else
		{
			heap_set(&h, h.size, x, next[i]);
			sift_up(&h, h.size++);
		}
	}
	free(h.obj);
	free(h.key);
	free(h.pos);
	return misses;
}
