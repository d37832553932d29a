/*-------------------------------------------------------------------------
 *
 * sweep.h
 *	  Template for a clock sweep over frames, in the style of PostgreSQL's
 *	  lib/simplehash.h: define the parameters, include this file, get a
 *	  function with the policy's visit rule inlined (no indirect call on the
 *	  eviction path).  The server instantiates it over BufferDescs, the unit
 *	  tests and simulations over plain arrays.
 *
 * Parameters (all required):
 *	SWEEP_PREFIX				name prefix of the generated function
 *	SWEEP_CTX					type of the context argument
 *	SWEEP_NFRAMES(ctx)			frames in one pass (the give-up counter)
 *	SWEEP_TICK(ctx)				advance the hand, return the frame under it
 *	SWEEP_LOCK(ctx, id)			lock the frame's header, return its state
 *	SWEEP_UNLOCK(ctx, id, s)	store state s and unlock
 *	SWEEP_REFCOUNT(s), SWEEP_USAGE(s), SWEEP_SET_USAGE(s, u)
 *	SWEEP_VISIT(u, newu)		the visit rule (policy.h): true to claim; it
 *								may read the context argument as `ctx`
 *
 * Every parameter is undefined after the inclusion, except that with
 * SWEEP_KEEP_FRAMES defined the frame parameters (all but SWEEP_PREFIX and
 * SWEEP_VISIT) stay, so that one set of them serves several policies.
 *
 * Generated:
 *	static inline int64_t SWEEP_PREFIX_sweep(SWEEP_CTX ctx, uint32_t *state,
 *											  uint32_t *demotions)
 *	returns the claimed frame with its header still locked and its state in
 *	*state, or -1 (nothing locked) when a whole pass found only pinned frames.
 *	*demotions is incremented for each usage count the sweep lowered.
 *
 *-------------------------------------------------------------------------
 */
#include <stdint.h>

/* the sweep is the eviction path: always inline it into its caller */
#ifndef SWEEP_INLINE
#if defined(__GNUC__)
#define SWEEP_INLINE static inline __attribute__((always_inline))
#else
#define SWEEP_INLINE static inline
#endif
#endif

#define SWEEP_MAKE_PREFIX(a) SWEEP_CONCAT_(a, _)
#define SWEEP_CONCAT_(a, b) SWEEP_CONCAT(a, b)
#define SWEEP_CONCAT(a, b) a##b
#define SWEEP_MAKE_NAME(name) SWEEP_MAKE_NAME_(SWEEP_MAKE_PREFIX(SWEEP_PREFIX), name)
#define SWEEP_MAKE_NAME_(a, b) SWEEP_CONCAT(a, b)

SWEEP_INLINE int64_t
SWEEP_MAKE_NAME(sweep) (SWEEP_CTX ctx, uint32_t *state, uint32_t *demotions)
{
	uint32_t	trycounter = SWEEP_NFRAMES(ctx);

	for (;;)
	{
		uint32_t	id = SWEEP_TICK(ctx);
		uint32_t	s = SWEEP_LOCK(ctx, id);

		if (SWEEP_REFCOUNT(s) == 0)
		{
			uint32_t	newu = 0;

			if (SWEEP_VISIT(SWEEP_USAGE(s), &newu))
			{
				*state = s;
				return (int64_t) id;
			}
			s = SWEEP_SET_USAGE(s, newu);
			(*demotions)++;
			/* a state change: the sweep is making progress */
			trycounter = SWEEP_NFRAMES(ctx);
		}
		else if (--trycounter == 0)
		{
			/* a whole pass of pinned frames, nothing changed */
			SWEEP_UNLOCK(ctx, id, s);
			return -1;
		}
		SWEEP_UNLOCK(ctx, id, s);
	}
}

#undef SWEEP_PREFIX
#undef SWEEP_VISIT
#ifndef SWEEP_KEEP_FRAMES
#undef SWEEP_CTX
#undef SWEEP_NFRAMES
#undef SWEEP_TICK
#undef SWEEP_LOCK
#undef SWEEP_UNLOCK
#undef SWEEP_REFCOUNT
#undef SWEEP_USAGE
#undef SWEEP_SET_USAGE
#endif
#undef SWEEP_MAKE_PREFIX
#undef SWEEP_CONCAT_
#undef SWEEP_CONCAT
#undef SWEEP_MAKE_NAME
#undef SWEEP_MAKE_NAME_
