/*-------------------------------------------------------------------------
 *
 * car.c
 *	  CAR: Sorav Bansal and Dharmendra S. Modha, "CAR: Clock with Adaptive
 *	  Replacement", FAST 2004.
 *
 * Two clocks of resident pages, T1 (pages seen once lately, recency) and T2
 * (pages seen at least twice, frequency), and two LRU lists of the keys of
 * pages evicted from them, B1 and B2 (ghosts, no frame).  The target size of
 * T1 is p, 0 <= p <= c (c the frames), adapted on ghost hits: a miss in B1
 * raises p by max(1, |B2|/|B1|), one in B2 lowers it by max(1, |B1|/|B2|).
 * replace() (the paper's pseudocode): while no page is found, if |T1| >=
 * max(1, p) look at T1's head: unreferenced, it goes to B1's MRU end;
 * referenced, its bit is cleared and it moves to T2's tail; else look at
 * T2's head: unreferenced, it goes to B2's MRU end; referenced, its bit is
 * cleared and it moves to T2's tail (the hand passes it).  On a miss with
 * the cache full, after replace(), if the page is in neither ghost list:
 * |T1| + |B1| = c discards B1's LRU key, else a directory of 2c keys
 * discards B2's LRU key.  The page then goes to T1's tail (no ghost) or
 * T2's tail (a ghost hit, after p is adapted), its bit clear.  p is real
 * (the fractions make it so) and adapts after replace(), with the victim
 * already in B1 or B2, in the pseudocode's order (libCacheSim adapts
 * before, on the lookup).
 *
 * A clock's head is the page its hand points to, its tail the page just
 * behind the hand: in the queues here, a clock's head is the queue's tail
 * (the oldest) and its tail the queue's head (routine.h's newest).  B1 and
 * B2 are ghost FIFOs (qlist.h), MRU at their head: with no hits on ghosts
 * other than removal, LRU and FIFO order are the same.  The directory (T1,
 * T2, B1, B2, p) and the rules ARC shares are arcdir.h's.
 *
 * Reference bit from the usage count: referenced iff u >= 2 (pinned again
 * since load or since the hand last cleared it); clearing sets u = 1.  A
 * page just loaded (u = 1) has its bit clear, as the paper's insertion does.
 *
 * Departures from the paper:
 * - The bit is PostgreSQL's usage count, set per pin by PinBuffer; any u
 *   from 2 to 5 is one "referenced", one visit clears it to 1.  A u of 0
 *   (left by another policy before a reload) counts as unreferenced.
 * - Pinned frames cannot be evicted: the hand passes them untouched (a
 *   pinned head goes to its own clock's tail, its bit kept).  If every
 *   frame of the clock replace() would take from is pinned, the other clock
 *   yields; both wholly pinned returns -1.
 * - The victim stays in its clock, pinned, until on_load gives its frame the
 *   new page (routine.h, Protocol); only then does its key go to B1 or B2
 *   and the directory is trimmed.  A victim the server gives up stays
 *   resident: the bits replace() consumed on the way stay consumed.
 * - Frames the server invalidates (on_free) leave without a ghost, and a
 *   miss served from a free frame (the paper's cache is never short of
 *   pages once full) trims the directory by the same two rules, with >=
 *   for =, so |T1| + |B1| <= c and |T1| + |T2| + |B1| + |B2| <= 2c hold
 *   whatever was invalidated.
 *
 * Serialised: the whole miss path (both clocks, p, both ghost hashes),
 * under the host's one lock per instance (routine.h).
 *
 *-------------------------------------------------------------------------
 */
#include "arcdir.h"

typedef struct CarState
{
	ArcDirectory dir;			/* T1, T2, B1, B2, p (arcdir.h) */
	uint64_t	t1_to_t2;		/* referenced T1 heads moved to T2 */
	uint64_t	t2_cleared;		/* referenced T2 heads passed */
	EvictorFrameMeta frames[];
} CarState;

static size_t
car_fixed(uint32_t nframes)
{
	return evg_align(offsetof(CarState, frames) + sizeof(EvictorFrameMeta) * (size_t) nframes);
}

static size_t
car_state_size(uint32_t nframes, const double *params)
{
	(void) params;
	return car_fixed(nframes) + arcdir_ghosts_size(nframes);
}

static void
car_init(void *state, uint32_t nframes, const double *params)
{
	CarState   *st = state;

	(void) params;
	arcdir_init(state, &st->dir, st->frames, nframes, car_fixed(nframes));
	st->t1_to_t2 = st->t2_cleared = 0;
}

/* either clock's head: referenced (u >= 2) is kept with its bit cleared */
static uint32_t
car_rule(const void *ctx, uint32_t u)
{
	(void) ctx;
	return u >= 2 ? 1 : EVICTOR_CLAIM;
}

static int64_t
car_victim(void *state, const EvictorHost *host, EvictorFrameState *claimed)
{
	CarState   *st = state;
	ArcDirectory *d = &st->dir;
	uint32_t	t1_pinned = 0;	/* T1 heads seen pinned in a row */
	uint32_t	t2_pinned = 0;

	for (;;)
	{
		bool		t1_ok = d->t1.count > 0 && t1_pinned < d->t1.count;
		bool		t2_ok = d->t2.count > 0 && t2_pinned < d->t2.count;
		double		target = d->p > 1 ? d->p : 1;
		uint32_t	id,
					u;

		if (t1_ok && ((double) d->t1.count >= target || !t2_ok))
		{
			id = d->t1.tail;
			switch (evictor_visit(host, id, car_rule, NULL, claimed, &u))
			{
				case EVICTOR_VISIT_CLAIMED:
					d->from_t1++;
					return id;
				case EVICTOR_VISIT_KEPT:
					/* to T2's tail, its bit now clear */
					st->t1_to_t2++;
					t1_pinned = t2_pinned = 0;
					evq_unlink(&d->t1, st->frames, id);
					arcdir_push(d, st->frames, id, ARCDIR_T2);
					break;
				case EVICTOR_VISIT_PINNED:
					/* the hand passes it: T1's tail */
					t1_pinned++;
					evq_unlink(&d->t1, st->frames, id);
					evq_push_head(&d->t1, st->frames, id);
					break;
			}
			continue;
		}
		if (!t2_ok)
			return -1;

		id = d->t2.tail;
		switch (evictor_visit(host, id, car_rule, NULL, claimed, &u))
		{
			case EVICTOR_VISIT_CLAIMED:
				d->from_t2++;
				return id;
			case EVICTOR_VISIT_KEPT:
				st->t2_cleared++;
				t2_pinned = 0;
				break;
			case EVICTOR_VISIT_PINNED:
				t2_pinned++;
				break;
		}
		evq_unlink(&d->t2, st->frames, id);
		evq_push_head(&d->t2, st->frames, id);
	}
}

static void
car_on_free(void *state, uint32_t id)
{
	CarState   *st = state;

	arcdir_unlink(&st->dir, st->frames, id);
}

static void
car_on_load(void *state, uint32_t id, uint64_t key)
{
	CarState   *st = state;
	ArcDirectory *d = &st->dir;
	bool		in_b1,
				in_b2;

	/* replace()'s end: the victim's page is demoted to B1's or B2's MRU end */
	arcdir_demote(state, d, st->frames, id);

	in_b1 = evg_find(state, &d->b1, key) != EVQ_NIL;
	in_b2 = !in_b1 && evg_find(state, &d->b2, key) != EVQ_NIL;

	st->frames[id].key = key;
	if (!in_b1 && !in_b2)
	{
		/* the directory's bounds, then T1's tail */
		arcdir_trim(state, d);
		arcdir_push(d, st->frames, id, ARCDIR_T1);
		return;
	}

	/* a ghost hit adapts p with x still counted in its list, then x -> T2 */
	if (in_b1)
		d->b1_hits++;
	else
		d->b2_hits++;
	arcdir_adapt(d, in_b1);
	evg_take(state, in_b1 ? &d->b1 : &d->b2, key);
	arcdir_push(d, st->frames, id, ARCDIR_T2);
}

static void
car_report(const void *state, EvictorReportFn emit, void *arg)
{
	const CarState *st = state;

	arcdir_report(&st->dir, emit, arg);
	emit(arg, "victims_T1", (double) st->dir.from_t1);
	emit(arg, "victims_T2", (double) st->dir.from_t2);
	emit(arg, "T1_to_T2", (double) st->t1_to_t2);
	emit(arg, "T2_bits_cleared", (double) st->t2_cleared);
}

static uint32_t
car_list_queue(const void *state, int q, uint32_t *ids, uint64_t *keys, uint32_t max)
{
	const CarState *st = state;

	return arcdir_list(state, &st->dir, st->frames, q, ids, keys, max);
}

/* no hand: T1's and T2's tails are where a search starts */
static int64_t
car_hand(const void *state)
{
	(void) state;
	return -1;
}

/* p, the target size of T1 */
static double
car_target(const void *state)
{
	const CarState *st = state;

	return st->dir.p;
}

static void
car_restore(void *state, int q, const uint32_t *ids, const uint64_t *keys,
			uint32_t n, int64_t hand, double target)
{
	CarState   *st = state;

	(void) hand;
	arcdir_restore(state, &st->dir, st->frames, q, ids, keys, n, target);
}

const EvictorRoutine evictor_car_routine = {
	.name = "car",
	.builtin = -1,
	.nparams = 0,
	.state_size = car_state_size,
	.init = car_init,
	.victim = car_victim,
	.on_load = car_on_load,
	.on_free = car_on_free,
	.report = car_report,
	.nqueues = 4,
	.ghost_mask = (1u << 2) | (1u << 3),
	.queue_names = {"T1", "T2", "B1", "B2"},
	.list_queue = car_list_queue,
	.hand = car_hand,
	.target = car_target,
	.restore = car_restore,
};
