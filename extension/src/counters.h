/*-------------------------------------------------------------------------
 *
 * counters.h
 *	  Counter values since a reset: what reads subtract from the raw
 *	  cumulative values.
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_COUNTERS_H
#define EVICTOR_COUNTERS_H

#include "postgres.h"

/*
 * values[i] - base[i] for each value, clamped at 0 rather than refused.
 * Every counter only grows, but ticks are read from the hand, which steps
 * back by up to the partition's size for a moment when a backend that
 * completed a pass folds the hand after one that completed a later pass.
 * A reset that recorded such a moment must not turn the next read into a
 * count near 2^64; the clamp under-counts by at most that step, until the
 * late fold.
 */
static inline void
evictor_since_base(uint64 *values, const uint64 *base, int n)
{
	for (int i = 0; i < n; i++)
		values[i] = values[i] > base[i] ? values[i] - base[i] : 0;
}

#endif							/* EVICTOR_COUNTERS_H */
