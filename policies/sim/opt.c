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
 *	  With a warm-up of W requests, misses count from request W on, and at
 *	  W the frames are given the best pages they could hold then: of the
 *	  pages requested before W, those requested again soonest.  Any policy
 *	  could hold them (with hindsight), and MIN from there is the least
 *	  number of misses after W of any policy at that many frames.
 *
 *-------------------------------------------------------------------------
 */
#include <stdbool.h>
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

static int
cmp_key(const void *a, const void *b)
{
	uint64_t	x = ((const uint64_t *) a)[0];
	uint64_t	y = ((const uint64_t *) b)[0];

	return x < y ? -1 : x > y;
}

/*
 * At the end of the warm-up: the heap becomes the (at most frames) pages
 * seen so far whose next request is soonest.  pending[x]: the next request
 * of x after its latest one, t->n if none or if x was never requested.
 * false if memory ran out.
 */
static bool
best_state(Heap *h, const SimTrace *t, const uint64_t *pending, uint32_t frames)
{
	uint64_t   *pairs = malloc(((size_t) t->nobjects + 1) * 2 * sizeof(uint64_t));
	uint64_t	m = 0;

	if (pairs == NULL)
		return false;
	for (uint32_t x = 0; x < t->nobjects; x++)
		if (pending[x] < t->n)
		{
			pairs[2 * m] = pending[x];
			pairs[2 * m + 1] = x;
			m++;
		}
	qsort(pairs, m, 2 * sizeof(uint64_t), cmp_key);
	for (uint32_t k = 0; k < h->size; k++)
		h->pos[h->obj[k]] = 0;
	h->size = 0;
	for (uint64_t j = 0; j < m && h->size < frames; j++)
	{
		heap_set(h, h->size, (uint32_t) pairs[2 * j + 1], pairs[2 * j]);
		sift_up(h, h->size++);
	}
	free(pairs);
	return true;
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
	uint64_t   *pending = NULL;

	h.size = 0;
	h.obj = malloc((size_t) frames * sizeof(uint32_t));
	h.key = malloc((size_t) frames * sizeof(uint64_t));
	h.pos = calloc((size_t) t->nobjects + 1, sizeof(uint32_t));
	if (opt->warmup > 0 && opt->warmup < t->n)
	{
		pending = malloc(((size_t) t->nobjects + 1) * sizeof(uint64_t));
		if (pending != NULL)
			for (uint32_t x = 0; x < t->nobjects; x++)
				pending[x] = t->n;
	}
	if (next == NULL || h.obj == NULL || h.key == NULL || h.pos == NULL ||
		(opt->warmup > 0 && opt->warmup < t->n && pending == NULL))
	{
		free(pending);
		free(h.obj);
		free(h.key);
		free(h.pos);
		return -1;
	}
	for (uint64_t i = 0; i < t->n; i++)
	{
		uint32_t	x = t->obj[i];

		if (pending != NULL && i == opt->warmup &&
			!best_state(&h, t, pending, frames))
		{
			misses = -1;
			break;
		}
		if (pending != NULL && i < opt->warmup)
			pending[x] = next[i];
		if (h.pos[x])
		{
			/* its next request can only be later than the one just made */
			uint32_t	k = h.pos[x] - 1;

			h.key[k] = next[i];
			sift_up(&h, k);
			continue;
		}
		misses += sim_count_miss(t, opt, i);
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
	free(pending);
	free(h.obj);
	free(h.key);
	free(h.pos);
	return misses;
}
