/*-------------------------------------------------------------------------
 *
 * ring.h
 *	  Buffer rings of bulk reads, bulk writes and VACUUM, as core keeps them:
 *	  a fixed array of slots, advanced one slot per request; an empty slot,
 *	  or a slot whose buffer fails the reuse rule, sends the caller to the
 *	  normal evictor and the buffer it gets fills the slot.
 *
 * Buffers are PostgreSQL Buffer numbers (1-based); 0 is an empty slot.
 * No PostgreSQL headers: the unit tests drive the same code.
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_RING_H
#define EVICTOR_RING_H

#include <stdbool.h>
#include <stdint.h>

typedef struct EvictorRing
{
	int			btype;			/* the server's BufferAccessStrategyType */
	int			ring_size;
	int			current;		/* slot most recently handed out */
	bool		current_was_in_ring;	/* last buffer came from the ring */
	uint32_t	serial;			/* its number in its backend, 1, 2, ... in
								 * creation order: a trace's ring field */
	int32_t		buffers[];		/* ring_size slots */
} EvictorRing;

/*
 * Core's ring (GetAccessStrategyWithSize): ring_kb kilobytes in blocks,
 * 0 for no ring at all, else never more than an eighth of shared buffers.
 * It divides, never multiplies: 16 and later take ring_kb from users
 * (BUFFER_USAGE_LIMIT, vacuum_buffer_usage_limit), up to 16 GB, and
 * ring_kb * 1024 overflows an int from 2 GB on.
 */
static inline int
evictor_ring_buffers(int ring_kb, int blcksz, int nbuffers)
{
	int			n = ring_kb / (blcksz / 1024);

	if (n == 0)
		return 0;
	return n < nbuffers / 8 ? n : nbuffers / 8;
}

/* The same rule for a size in bytes (numa.c's smallest partition). */
static inline int
evictor_ring_size(int bytes, int blcksz, int nbuffers)
{
	return evictor_ring_buffers(bytes / 1024, blcksz, nbuffers);
}

/* Advance to the next slot and return its buffer, 0 if it is empty. */
static inline int32_t
evictor_ring_advance(EvictorRing *ring)
{
	if (++ring->current >= ring->ring_size)
		ring->current = 0;
	ring->current_was_in_ring = false;
	return ring->buffers[ring->current];
}

/* The current slot's buffer was reused. */
static inline void
evictor_ring_reused(EvictorRing *ring)
{
	ring->current_was_in_ring = true;
}

/* The normal evictor gave buffer; it takes the current slot. */
static inline void
evictor_ring_fill(EvictorRing *ring, int32_t buffer)
{
	ring->buffers[ring->current] = buffer;
}

/*
 * A dirty buffer whose write would need a WAL flush: drop it from a bulk
 * read's ring, so that an all-dirty ring cannot loop forever, and have the
 * caller ask again.  Buffers the ring did not itself hand out (from_ring
 * false) are kept.
 */
static inline bool
evictor_ring_reject(EvictorRing *ring, bool bulkread, bool from_ring,
					int32_t buffer)
{
	if (!bulkread)
		return false;
	if (!from_ring || ring->buffers[ring->current] != buffer)
		return false;
	ring->buffers[ring->current] = 0;
	return true;
}

#endif							/* EVICTOR_RING_H */
