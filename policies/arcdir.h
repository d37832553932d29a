/*-------------------------------------------------------------------------
 *
 * arcdir.h
 *	  The directory ARC (arc.c) and CAR (car.c) share: T1 and T2 of
 *	  resident pages, B1 and B2 of the keys of pages evicted from them, and
 *	  p, the target size of T1; the rules that do not depend on how T1 and
 *	  T2 are kept (LRU lists in ARC, clocks in CAR).
 *
 * Megiddo and Modha, FAST 2003 (Figure 4), and Bansal and Modha, FAST 2004:
 * with c frames, |T1| + |B1| <= c and |T1| + |T2| + |B1| + |B2| <= 2c; a
 * hit in B1 raises p by max(1, |B2|/|B1|), one in B2 lowers it by max(1,
 * |B1|/|B2|), p within [0, c].  B1 and B2 are ghost FIFOs (qlist.h), MRU at
 * their head: with no hits on ghosts other than removal, LRU and FIFO order
 * are the same.  In both policies the victim stays in its list until
 * on_load, which demotes its key, then trims the directory for a page in
 * neither ghost list (case IV), with >= for =, so the bounds hold whatever
 * the server invalidated.
 *
 * The directory is the first member of the policy's state; the ghosts'
 * entries follow the state's frames, at offsets from the state's base.
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_ARCDIR_H
#define EVICTOR_ARCDIR_H

#include "routine.h"
#include "qlist.h"

enum
{
	ARCDIR_NONE = 0,
	ARCDIR_T1,
	ARCDIR_T2
};

typedef struct ArcDirectory
{
	uint32_t	nframes;		/* c */
	uint32_t	pad;
	double		p;				/* target size of T1 */
	EvictorQueue t1;			/* head: MRU (ARC), a clock's tail (CAR) */
	EvictorQueue t2;
	EvictorGhost b1;			/* head: MRU */
	EvictorGhost b2;
	uint64_t	b1_hits;
	uint64_t	b2_hits;
	uint64_t	from_t1;		/* victims taken from T1 */
	uint64_t	from_t2;
} ArcDirectory;

/*
 * Each ghost list holds at most c keys once a miss is done; c + 1 for the
 * moment between a victim's demotion and the trim, so the FIFO never
 * forgets a key by itself: the directory's rules do all the discarding.
 */
static inline uint32_t
arcdir_ghost_capacity(uint32_t nframes)
{
	return nframes + 1;
}

/* the bytes B1's and B2's entries take after the state's fixed part */
static inline size_t
arcdir_ghosts_size(uint32_t nframes)
{
	return 2 * evg_size(arcdir_ghost_capacity(nframes));
}

/* d inside the state at base; the ghosts' entries from offset ghosts on */
static inline void
arcdir_init(void *base, ArcDirectory *d, EvictorFrameMeta *frames, uint32_t nframes,
			size_t ghosts)
{
	uint32_t	cap = arcdir_ghost_capacity(nframes);

	d->nframes = nframes;
	d->pad = 0;
	d->p = 0;
	evq_init(&d->t1);
	evq_init(&d->t2);
	evg_init(base, &d->b1, cap, ghosts);
	evg_init(base, &d->b2, cap, ghosts + evg_size(cap));
	d->b1_hits = d->b2_hits = d->from_t1 = d->from_t2 = 0;
	for (uint32_t i = 0; i < nframes; i++)
	{
		frames[i].queue = ARCDIR_NONE;
		frames[i].prev = frames[i].next = EVQ_NIL;
	}
}

/* a frame out of T1 or T2, leaving no ghost (an invalidation) */
static inline void
arcdir_unlink(ArcDirectory *d, EvictorFrameMeta *frames, uint32_t id)
{
	if (frames[id].queue == ARCDIR_T1)
		evq_unlink(&d->t1, frames, id);
	else if (frames[id].queue == ARCDIR_T2)
		evq_unlink(&d->t2, frames, id);
	frames[id].queue = ARCDIR_NONE;
}

/* the end of REPLACE: the victim's key to B1's or B2's MRU end */
static inline void
arcdir_demote(void *base, ArcDirectory *d, EvictorFrameMeta *frames, uint32_t id)
{
	if (frames[id].queue == ARCDIR_T1)
		evg_push(base, &d->b1, frames[id].key);
	else if (frames[id].queue == ARCDIR_T2)
		evg_push(base, &d->b2, frames[id].key);
	arcdir_unlink(d, frames, id);
}

/* case IV's bounds, for a page in neither ghost list */
static inline void
arcdir_trim(void *base, ArcDirectory *d)
{
	if (d->t1.count + d->b1.count >= d->nframes && d->b1.count > 0)
		evg_remove(base, &d->b1, d->b1.tail);
	else if (d->t1.count + d->t2.count + d->b1.count + d->b2.count >= 2 * d->nframes &&
			 d->b2.count > 0)
		evg_remove(base, &d->b2, d->b2.tail);
}

/* a ghost hit: p towards the list whose ghost was hit (x still counted in it) */
static inline void
arcdir_adapt(ArcDirectory *d, bool in_b1)
{
	double		b1 = d->b1.count,
				b2 = d->b2.count;

	if (in_b1)
	{
		d->p += b1 >= b2 ? 1 : b2 / b1;
		if (d->p > d->nframes)
			d->p = d->nframes;
	}
	else
	{
		d->p -= b2 >= b1 ? 1 : b1 / b2;
		if (d->p < 0)
			d->p = 0;
	}
}

/* a frame to the head of T1 or T2 */
static inline void
arcdir_push(ArcDirectory *d, EvictorFrameMeta *frames, uint32_t id, uint32_t list)
{
	frames[id].queue = list;
	evq_push_head(list == ARCDIR_T1 ? &d->t1 : &d->t2, frames, id);
}

/* p, the four sizes and the ghost hits */
static inline void
arcdir_report(const ArcDirectory *d, EvictorReportFn emit, void *arg)
{
	emit(arg, "p", d->p);
	emit(arg, "T1", d->t1.count);
	emit(arg, "T2", d->t2.count);
	emit(arg, "B1", d->b1.count);
	emit(arg, "B2", d->b2.count);
	emit(arg, "B1_hits", (double) d->b1_hits);
	emit(arg, "B2_hits", (double) d->b2_hits);
	emit(arg, "ghost_hits", (double) (d->b1_hits + d->b2_hits));
}

/* queues 0 to 3: T1 and T2 (frames), B1 and B2 (keys) */
static inline uint32_t
arcdir_list(const void *base, const ArcDirectory *d, const EvictorFrameMeta *frames, int q,
			uint32_t *ids, uint64_t *keys, uint32_t max)
{
	switch (q)
	{
		case 0:
			return evq_list(&d->t1, frames, ids, max);
		case 1:
			return evq_list(&d->t2, frames, ids, max);
		case 2:
			return evg_list(base, &d->b1, keys, max);
		case 3:
			return evg_list(base, &d->b2, keys, max);
	}
	return 0;
}

/* routine.h's restore: T1, T2 (frames), B1, B2 (keys) oldest first, and p */
static inline void
arcdir_restore(void *base, ArcDirectory *d, EvictorFrameMeta *frames, int q,
			   const uint32_t *ids, const uint64_t *keys, uint32_t n, double p)
{
	d->p = p < 0 ? 0 : p > d->nframes ? d->nframes : p;
	switch (q)
	{
		case 0:
			evq_restore(&d->t1, frames, ARCDIR_T1, d->nframes, ids, keys, n);
			break;
		case 1:
			evq_restore(&d->t2, frames, ARCDIR_T2, d->nframes, ids, keys, n);
			break;
		case 2:
			evg_restore(base, &d->b1, keys, n);
			break;
		case 3:
			evg_restore(base, &d->b2, keys, n);
			break;
	}
}

#endif							/* EVICTOR_ARCDIR_H */
