/*-------------------------------------------------------------------------
 *
 * hitqueue.h
 *	  A backend's queue of hits for a policy that hears every hit
 *	  (pg_evictor.hit_batch): BP-Wrapper, Ding, Jiang and Zhang, "BP-Wrapper:
 *	  a system framework making any replacement algorithms (almost)
 *	  lock contention free", ICDE 2009, made for PostgreSQL's 2Q and LIRS.
 *
 * A backend queues each hit with its frame and the key of the page it
 * found there, instead of taking the policy's lock per hit.  When the queue
 * holds `batch` hits it is committed under a try-lock; if the lock is busy
 * the backend goes on queueing, and at 2 x batch it waits for the lock.  A
 * backend's victim search in a partition, which holds that partition's
 * lock anyway, first commits the backend's queued hits there, so its own
 * hits come before its own miss.  At a commit a hit whose frame holds
 * another page now (its key differs: evicted and reloaded, or emptied) is
 * stale and dropped; the rest reach the policy in queue order.
 *
 * The server (extension/src/framework.c) and the simulator's replay
 * (policies/sim/replay.c) run this file; the host supplies the lock, the
 * frames' keys, partitions and the policy.  No PostgreSQL headers: the
 * unit tests drive the same code.
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_HITQUEUE_H
#define EVICTOR_HITQUEUE_H

#include <stdbool.h>
#include <stdint.h>

#define EVICTOR_HIT_BATCH_MAX 256
#define EVICTOR_HIT_QUEUE_MAX (2 * EVICTOR_HIT_BATCH_MAX)

typedef struct EvictorQueuedHit
{
	uint32_t	frame;			/* the host's frame (buffer) number */
	uint64_t	key;			/* its page's key when the hit was queued */
} EvictorQueuedHit;

typedef struct EvictorHitQueue
{
	uint32_t	n;
	EvictorQueuedHit hits[EVICTOR_HIT_QUEUE_MAX];
} EvictorHitQueue;

/* what a commit does with the queue, after a push */
typedef enum EvictorHitCommit
{
	EVICTOR_HITS_KEEP,			/* keep queueing */
	EVICTOR_HITS_TRY,			/* commit if the lock is free */
	EVICTOR_HITS_WAIT			/* commit, waiting for the lock */
} EvictorHitCommit;

/*
 * Queue a hit of frame with key; what to do next under batch (1..max).  A
 * batch lowered by a reload below what is queued asks for a wait: the
 * queue never outgrows EVICTOR_HIT_QUEUE_MAX.
 */
static inline EvictorHitCommit
evictor_hitq_push(EvictorHitQueue *q, uint32_t frame, uint64_t key,
				  uint32_t batch)
{
	q->hits[q->n].frame = frame;
	q->hits[q->n].key = key;
	q->n++;
	if (q->n >= 2 * batch || q->n >= EVICTOR_HIT_QUEUE_MAX)
		return EVICTOR_HITS_WAIT;
	return q->n >= batch ? EVICTOR_HITS_TRY : EVICTOR_HITS_KEEP;
}

/*
 * Queue a hit that leaves the queue short of batch, and say so; false,
 * queueing nothing, when it would fill it (evictor_hitq_push then, and a
 * commit).  The host's fast path: no call, no lock.
 */
static inline bool
evictor_hitq_append(EvictorHitQueue *q, uint32_t frame, uint64_t key,
					uint32_t batch)
{
	uint32_t	n = q->n;

	if (n + 1 >= batch)
		return false;
	q->hits[n].frame = frame;
	q->hits[n].key = key;
	q->n = n + 1;
	return true;
}

/* what one commit of a partition's hits did */
typedef struct EvictorHitCounts
{
	uint64_t	committed;		/* heard by the policy */
	uint64_t	stale;			/* dropped: the frame holds another page */
} EvictorHitCounts;

/*
 * Under the lock of partition `part`: the policy hears, in queue order,
 * each queued hit of a frame in that partition whose frame still holds
 * the page (key_of(arg, frame) == the queued key; 0 is an empty frame and
 * never a queued key); they leave the queue, the other partitions' hits
 * stay in order.  part_of(arg, frame) names a frame's partition; hear is
 * NULL when the policy in force hears no hits (all are dropped as stale).
 */
static inline void
evictor_hitq_commit(EvictorHitQueue *q, uint32_t part,
					uint32_t (*part_of) (void *arg, uint32_t frame),
					uint64_t (*key_of) (void *arg, uint32_t frame),
					void (*hear) (void *arg, uint32_t frame),
					void *arg, EvictorHitCounts *counts)
{
	uint32_t	kept = 0;

	for (uint32_t i = 0; i < q->n; i++)
	{
		EvictorQueuedHit h = q->hits[i];

		if (part_of(arg, h.frame) != part)
			q->hits[kept++] = h;
		else if (hear != NULL && key_of(arg, h.frame) == h.key)
		{
			hear(arg, h.frame);
			counts->committed++;
		}
		else
			counts->stale++;
	}
	q->n = kept;
}

#endif							/* EVICTOR_HITQUEUE_H */
