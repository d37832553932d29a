/*-------------------------------------------------------------------------
 *
 * sweep.h
 *	  Template for a clock sweep over frames, in the style of PostgreSQL's
 *	  lib/simplehash.h: define the parameters, include this file, get a
 *	  function with the policy's visit rule inlined (no indirect call on the
 *	  eviction path).  The server instantiates it over BufferDescs, the unit
 *	  tests and simulations over plain arrays.
 *
 * Parameters:
 *	SWEEP_PREFIX				name prefix of the generated function
 *	SWEEP_CTX					type of the context argument
 *	SWEEP_STATE					type of a frame's state (default uint32_t)
 *	SWEEP_NFRAMES(ctx)			frames in one pass (the give-up counter)
 *	SWEEP_TICK(ctx)				advance the hand, return the frame under it
 *	SWEEP_REFCOUNT(s), SWEEP_USAGE(s), SWEEP_SET_USAGE(s, u)
 *	SWEEP_VISIT(u, newu)		the visit rule (policy.h): true to claim; it
 *								may read the context argument as `ctx`
 * and how a frame is visited, one of two ways.  Under its header lock
 * (PostgreSQL 15 to 18):
 *	SWEEP_LOCK(ctx, id)			lock the frame's header, return its state
 *	SWEEP_UNLOCK(ctx, id, s)	store state s and unlock
 * or by compare-and-swap, the claim being a pin (PostgreSQL 19):
 *	SWEEP_READ(ctx, id)			the frame's state (it may be header-locked)
 *	SWEEP_KEEP(ctx, id, sp, s)	store s if the state is still *sp and not
 *								locked (else wait for the lock): true if
 *								stored, else false with the state now in *sp
 *	SWEEP_CLAIM(ctx, id, sp)	claim (pin) the frame if its state is still
 *								*sp: true with the claimed state in *sp, else
 *								false with the state now in *sp
 * A visit whose state moved on meanwhile is decided again on the new state,
 * as core's CAS loop does; the rule sees every state it acts on.
 *
 * Every parameter is undefined after the inclusion, except that with
 * SWEEP_KEEP_FRAMES defined the frame parameters (all but SWEEP_PREFIX and
 * SWEEP_VISIT) stay, so that one set of them serves several policies.
 *
 * Generated:
 *	static inline int64_t SWEEP_PREFIX_sweep(SWEEP_CTX ctx, SWEEP_STATE *state,
 *											  uint32_t *demotions)
 *	returns the claimed frame, header-locked (or pinned) with its state in
 *	*state, or -1 (nothing held) when a whole pass found only pinned frames.
 *	*demotions is incremented for each usage count the sweep lowered.
 *
 *-------------------------------------------------------------------------
 */
#include <stdbool.h>
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

#ifndef SWEEP_STATE
#define SWEEP_STATE uint32_t
#define SWEEP_STATE_DEFAULTED
#endif

/* with a header lock nothing moves under the visit: it is decided once */
#ifndef SWEEP_CLAIM
#define SWEEP_LOCKED_VISIT
#endif

SWEEP_INLINE int64_t
SWEEP_MAKE_NAME(sweep) (SWEEP_CTX ctx, SWEEP_STATE *state, uint32_t *demotions)
{
	uint32_t	trycounter = SWEEP_NFRAMES(ctx);

	for (;;)
	{
		uint32_t	id = SWEEP_TICK(ctx);
#ifdef SWEEP_LOCKED_VISIT
		SWEEP_STATE s = SWEEP_LOCK(ctx, id);
#else
		SWEEP_STATE s = SWEEP_READ(ctx, id);
#endif

		for (;;)
		{
			uint32_t	newu = 0;

			if (SWEEP_REFCOUNT(s) != 0)
			{
#ifdef SWEEP_LOCKED_VISIT
				SWEEP_UNLOCK(ctx, id, s);
#endif
				/* a whole pass of pinned frames, nothing changed */
				if (--trycounter == 0)
					return -1;
				break;
			}
			if (SWEEP_VISIT(SWEEP_USAGE(s), &newu))
			{
#ifndef SWEEP_LOCKED_VISIT
				if (!SWEEP_CLAIM(ctx, id, &s))
					continue;
#endif
				*state = s;
				return (int64_t) id;
			}
#ifdef SWEEP_LOCKED_VISIT
			SWEEP_UNLOCK(ctx, id, SWEEP_SET_USAGE(s, newu));
#else
			if (!SWEEP_KEEP(ctx, id, &s, SWEEP_SET_USAGE(s, newu)))
				continue;
#endif
			(*demotions)++;
			/* a state change: the sweep is making progress */
			trycounter = SWEEP_NFRAMES(ctx);
			break;
		}
	}
}

#undef SWEEP_PREFIX
#undef SWEEP_VISIT
#undef SWEEP_LOCKED_VISIT
#ifdef SWEEP_STATE_DEFAULTED
#undef SWEEP_STATE
#undef SWEEP_STATE_DEFAULTED
#endif
#ifndef SWEEP_KEEP_FRAMES
#undef SWEEP_CTX
#undef SWEEP_NFRAMES
#undef SWEEP_TICK
#undef SWEEP_LOCK
#undef SWEEP_UNLOCK
#undef SWEEP_READ
#undef SWEEP_KEEP
#undef SWEEP_CLAIM
#undef SWEEP_STATE
#undef SWEEP_REFCOUNT
#undef SWEEP_USAGE
#undef SWEEP_SET_USAGE
#endif
#undef SWEEP_MAKE_PREFIX
#undef SWEEP_CONCAT_
#undef SWEEP_CONCAT
#undef SWEEP_MAKE_NAME
#undef SWEEP_MAKE_NAME_
