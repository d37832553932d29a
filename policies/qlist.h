/*-------------------------------------------------------------------------
 *
 * qlist.h
 *	  What the framework's policies share: per-frame metadata, queues linked
 *	  by frame index, and a ghost FIFO of page keys with a hash lookup, all
 *	  inside the policy's state block (indices and offsets, no pointers).
 *
 * A queue's head is its newest frame, its tail the oldest.  A ghost FIFO
 * holds at most its capacity of keys; pushing past it forgets the oldest.
 * Its hash is chained through the entries, with a power of two of buckets
 * at least the capacity, so chains stay short.
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_QLIST_H
#define EVICTOR_QLIST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define EVQ_NIL UINT32_MAX

/* a frame as a policy sees it */
typedef struct EvictorFrameMeta
{
	uint64_t	key;			/* page held, valid when queue != 0 */
	uint32_t	prev;			/* towards the head (newer) */
	uint32_t	next;			/* towards the tail (older) */
	uint32_t	queue;			/* 0: not resident in the policy */
	uint32_t	pad;
} EvictorFrameMeta;

typedef struct EvictorQueue
{
	uint32_t	head;
	uint32_t	tail;
	uint32_t	count;
} EvictorQueue;

static inline void
evq_init(EvictorQueue *q)
{
	q->head = q->tail = EVQ_NIL;
	q->count = 0;
}

static inline void
evq_push_head(EvictorQueue *q, EvictorFrameMeta *f, uint32_t id)
{
	f[id].prev = EVQ_NIL;
	f[id].next = q->head;
	if (q->head != EVQ_NIL)
		f[q->head].prev = id;
	else
		q->tail = id;
	q->head = id;
	q->count++;
}

static inline void
evq_unlink(EvictorQueue *q, EvictorFrameMeta *f, uint32_t id)
{
	if (f[id].prev != EVQ_NIL)
		f[f[id].prev].next = f[id].next;
	else
		q->head = f[id].next;
	if (f[id].next != EVQ_NIL)
		f[f[id].next].prev = f[id].prev;
	else
		q->tail = f[id].prev;
	f[id].prev = f[id].next = EVQ_NIL;
	q->count--;
}

static inline uint32_t
evq_list(const EvictorQueue *q, const EvictorFrameMeta *f, uint32_t *ids, uint32_t max)
{
	uint32_t	n = 0;

	/* bounded by the count: a broken list shows as count + 1, not a hang */
	for (uint32_t id = q->head; id != EVQ_NIL && n <= q->count; id = f[id].next, n++)
		if (ids != NULL && n < max)
			ids[n] = id;
	return n;
}

/*
 * For a policy's restore() (routine.h): frames oldest first, each with its
 * page's key, pushed at the head of q as queue qnum; a frame out of range
 * or already in a queue is skipped.
 */
static inline void
evq_restore(EvictorQueue *q, EvictorFrameMeta *f, uint32_t qnum, uint32_t nframes,
			const uint32_t *ids, const uint64_t *keys, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++)
		if (ids[i] < nframes && f[ids[i]].queue == 0)
		{
			f[ids[i]].key = keys[i];
			f[ids[i]].queue = qnum;
			evq_push_head(q, f, ids[i]);
		}
}

/* ---- ghost FIFO of keys ---- */

typedef struct EvictorGhostEntry
{
	uint64_t	key;
	uint32_t	prev;			/* towards the newest */
	uint32_t	next;			/* towards the oldest */
	uint32_t	hnext;			/* hash chain */
	uint32_t	mark;			/* the policy's, 0 when pushed */
} EvictorGhostEntry;

typedef struct EvictorGhost
{
	uint32_t	capacity;
	uint32_t	nbuckets;		/* a power of two */
	uint32_t	head;
	uint32_t	tail;
	uint32_t	count;
	uint32_t	free;			/* unused entries, through next */
	uint64_t	entries_off;	/* from the state block's start */
	uint64_t	buckets_off;
} EvictorGhost;

static inline size_t
evg_align(size_t n)
{
	return (n + 7) & ~(size_t) 7;
}

static inline uint32_t
evg_nbuckets(uint32_t capacity)
{
	uint32_t	b = 1;

	while (b < capacity)
		b <<= 1;
	return b;
}

/* bytes after the state's fixed part for a ghost of this capacity */
static inline size_t
evg_size(uint32_t capacity)
{
	return evg_align(sizeof(EvictorGhostEntry) * (size_t) capacity) +
		evg_align(sizeof(uint32_t) * (size_t) evg_nbuckets(capacity));
}

#define EVG_ENTRIES(base, g) ((EvictorGhostEntry *) ((char *) (base) + (g)->entries_off))
#define EVG_BUCKETS(base, g) ((uint32_t *) ((char *) (base) + (g)->buckets_off))

/* lay out a ghost of this capacity at offset off of the block at base */
static inline void
evg_init(void *base, EvictorGhost *g, uint32_t capacity, size_t off)
{
	EvictorGhostEntry *e;
	uint32_t   *b;

	g->capacity = capacity;
	g->nbuckets = evg_nbuckets(capacity);
	g->head = g->tail = EVQ_NIL;
	g->count = 0;
	g->entries_off = off;
	g->buckets_off = off + evg_align(sizeof(EvictorGhostEntry) * (size_t) capacity);
	e = EVG_ENTRIES(base, g);
	b = EVG_BUCKETS(base, g);
	for (uint32_t i = 0; i < capacity; i++)
		e[i].next = i + 1 < capacity ? i + 1 : EVQ_NIL;
	g->free = capacity > 0 ? 0 : EVQ_NIL;
	for (uint32_t i = 0; i < g->nbuckets; i++)
		b[i] = EVQ_NIL;
}

/* keys are hashes already in the server, small integers in tests: mix */
static inline uint32_t
evg_bucket(const EvictorGhost *g, uint64_t key)
{
	uint64_t	h = key * UINT64_C(0x9E3779B97F4A7C15);

	return (uint32_t) (h >> 32) & (g->nbuckets - 1);
}

static inline uint32_t
evg_find(void *base, const EvictorGhost *g, uint64_t key)
{
	EvictorGhostEntry *e = EVG_ENTRIES(base, g);

	if (g->capacity == 0)
		return EVQ_NIL;
	for (uint32_t i = EVG_BUCKETS(base, g)[evg_bucket(g, key)]; i != EVQ_NIL; i = e[i].hnext)
		if (e[i].key == key)
			return i;
	return EVQ_NIL;
}

static inline void
evg_remove(void *base, EvictorGhost *g, uint32_t i)
{
	EvictorGhostEntry *e = EVG_ENTRIES(base, g);
	uint32_t   *link = &EVG_BUCKETS(base, g)[evg_bucket(g, e[i].key)];

	while (*link != i)
		link = &e[*link].hnext;
	*link = e[i].hnext;

	if (e[i].prev != EVQ_NIL)
		e[e[i].prev].next = e[i].next;
	else
		g->head = e[i].next;
	if (e[i].next != EVQ_NIL)
		e[e[i].next].prev = e[i].prev;
	else
		g->tail = e[i].prev;
	g->count--;

	e[i].next = g->free;
	g->free = i;
}

/* remember key as the newest ghost, forgetting the oldest when full */
static inline void
evg_push(void *base, EvictorGhost *g, uint64_t key)
{
	EvictorGhostEntry *e = EVG_ENTRIES(base, g);
	uint32_t   *b = EVG_BUCKETS(base, g);
	uint32_t	i;

	if (g->capacity == 0)
		return;
	/* a key is in the FIFO once, at its latest position */
	if ((i = evg_find(base, g, key)) != EVQ_NIL)
		evg_remove(base, g, i);
	if (g->count == g->capacity)
		evg_remove(base, g, g->tail);
	i = g->free;
	g->free = e[i].next;
	e[i].key = key;
	e[i].mark = 0;
	e[i].prev = EVQ_NIL;
	e[i].next = g->head;
	if (g->head != EVQ_NIL)
		e[g->head].prev = i;
	else
		g->tail = i;
	g->head = i;
	g->count++;
	e[i].hnext = b[evg_bucket(g, key)];
	b[evg_bucket(g, key)] = i;
}

/* a ghost hit: true, and the key forgotten, if key was a ghost */
static inline bool
evg_take(void *base, EvictorGhost *g, uint64_t key)
{
	uint32_t	i = evg_find(base, g, key);

	if (i == EVQ_NIL)
		return false;
	evg_remove(base, g, i);
	return true;
}

/* For restore(): keys oldest first, each pushed as the newest ghost */
static inline void
evg_restore(void *base, EvictorGhost *g, const uint64_t *keys, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++)
		evg_push(base, g, keys[i]);
}

static inline uint32_t
evg_list(const void *base, const EvictorGhost *g, uint64_t *keys, uint32_t max)
{
	const EvictorGhostEntry *e = (const EvictorGhostEntry *) ((const char *) base + g->entries_off);
	uint32_t	n = 0;

	for (uint32_t i = g->head; i != EVQ_NIL && n <= g->count; i = e[i].next, n++)
		if (keys != NULL && n < max)
			keys[n] = e[i].key;
	return n;
}

#endif							/* EVICTOR_QLIST_H */
