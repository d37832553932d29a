/*-------------------------------------------------------------------------
 *
 * tracering.h
 *	  A backend's claim of a trace ring slot (trace.c), apart so that a
 *	  unit test can interleave claims and drains (extension/test/
 *	  test_tracering.c).  No server headers: the includer defines
 *	  TR_U64 (its atomic type), TR_READ(p) and TR_CAS(p, expected, new)
 *	  (compare-and-swap, *expected updated on failure) first.
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_TRACERING_H
#define EVICTOR_TRACERING_H

#include <stdbool.h>
#include <stdint.h>

/*
 * Claim the next seq of a ring of mask + 1 slots; false only when the ring
 * is full.  *used: the slots in use before the claim.
 *
 * The tail is read after the head: a drain between the two moves the tail
 * past a head that is by then stale, and head - tail wraps to a huge count
 * that is not a full ring.  Then the head is read again.
 */
static inline bool
tracering_claim(TR_U64 *head, TR_U64 *tail, uint64_t mask,
				uint64_t *seq, uint64_t *used)
{
	uint64_t	h = TR_READ(head);

	for (;;)
	{
		uint64_t	u = h - TR_READ(tail);

		if (u > mask)
		{
			if ((int64_t) u < 0)
			{
				h = TR_READ(head);
				continue;
			}
			return false;
		}
		if (TR_CAS(head, &h, h + 1))
		{
			*seq = h;
			*used = u;
			return true;
		}
	}
}

#endif							/* EVICTOR_TRACERING_H */
