/*-------------------------------------------------------------------------
 *
 * loadtrack.h
 *	  Which page a frame holds, from the calls bufmgr.c makes into the
 *	  buffer mapping table: the events a framework policy needs (a frame
 *	  gets a new page; a frame's page is gone without a new one) told apart
 *	  from everything else that inserts or deletes mappings.
 *
 * The server will see BufTableInsert(tag, hash, id) and BufTableDelete(tag,
 * hash) (redirected, issue 14), and calls the functions below with the tag's
 * 64-bit key; StrategyGetBuffer tells it the victim it returned, and on 15
 * to 18 StrategyFreeBuffer the frames given back.  The call orders these
 * functions rely on are those of bufmgr.c on each major (read at each
 * branch point and checked against Debian's binaries; the unit test
 * test_loadtrack.c replays each case):
 *
 *	15: a miss inserts the new tag for the victim first and deletes the
 *		victim's old tag after the rename; a recheck that fails in between
 *		deletes the new tag again (the victim keeps its page).  A collision
 *		(another backend loaded the page first) leaves the victim its page.
 *	16 to 18: the victim's old tag is deleted at once (InvalidateVictimBuffer),
 *		then the new tag inserted; on a collision, or when an extension trims
 *		the buffers it claimed, the victim goes empty to StrategyFreeBuffer.
 *	19: as 16 to 18, without StrategyFreeBuffer: an empty victim is only
 *		unpinned (a trim tells nothing: the host's safety net, a claimed frame
 *		without a valid tag that the policy still holds, catches it).
 * Everywhere: a delete of a mapping that is not the current victim's is a
 * drop (DROP, TRUNCATE, DROP DATABASE; 17+ pg_buffercache_evict), and a
 * frame whose page was evicted but that gets no new page is freed, not
 * ghosted (routine.h: on_free).
 *
 * No PostgreSQL headers: backend-local state, unit-tested alone.
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_LOADTRACK_H
#define EVICTOR_LOADTRACK_H

#include <stdbool.h>
#include <stdint.h>

/* what the call order depends on */
typedef enum EvictorLoadOrder
{
	EVICTOR_ORDER_15,			/* insert before the old tag's delete */
	EVICTOR_ORDER_16,			/* 16 to 18: delete first, StrategyFreeBuffer */
	EVICTOR_ORDER_19			/* delete first, no freelist */
} EvictorLoadOrder;

static inline EvictorLoadOrder
evictor_load_order(int major)
{
	return major <= 15 ? EVICTOR_ORDER_15 :
		major <= 18 ? EVICTOR_ORDER_16 : EVICTOR_ORDER_19;
}

/* where the events go: the policy instance of the frame, through the host */
typedef struct EvictorLoadEvents
{
	void	   *arg;
	void		(*load) (void *arg, uint32_t id, uint64_t key);	/* on_load */
	void		(*free) (void *arg, uint32_t id);	/* on_free */
	void		(*hit) (void *arg, uint32_t id);	/* a collision's page: may be NULL */
} EvictorLoadEvents;

typedef struct EvictorLoadTrack
{
	EvictorLoadOrder order;
	int64_t		victim;			/* StrategyGetBuffer's last victim, -1: consumed */
	bool		victim_had_tag;
	int64_t		pending;		/* 15: renamed, its old tag not yet deleted */
	uint64_t	pending_key;
	int64_t		freed;			/* told freed; its StrategyFreeBuffer is not news */
	uint64_t	loads,
				frees,
				collisions,
				undos;
} EvictorLoadTrack;

static inline void
evictor_lt_init(EvictorLoadTrack *lt, EvictorLoadOrder order)
{
	lt->order = order;
	lt->victim = lt->pending = lt->freed = -1;
	lt->victim_had_tag = false;
	lt->pending_key = 0;
	lt->loads = lt->frees = lt->collisions = lt->undos = 0;
}

static inline void
evictor_lt_free_frame(EvictorLoadTrack *lt, uint32_t id, const EvictorLoadEvents *ev)
{
	lt->frees++;
	ev->free(ev->arg, id);
	/* 15 to 18 hand the frame to StrategyFreeBuffer next */
	lt->freed = lt->order == EVICTOR_ORDER_19 ? -1 : (int64_t) id;
}

/* StrategyGetBuffer returns frame id; had_tag: it held a valid page */
static inline void
evictor_lt_victim(EvictorLoadTrack *lt, uint32_t id, bool had_tag)
{
	lt->victim = id;
	lt->victim_had_tag = had_tag;
	/* 15: an insert is always followed by its delete, before the next miss */
	lt->pending = -1;
	if (lt->freed == (int64_t) id)
		lt->freed = -1;
}

/*
 * BufTableInsert(key's tag, id) returned existing: -1 when the mapping was
 * made, else the frame that already holds the page.
 */
static inline void
evictor_lt_insert(EvictorLoadTrack *lt, uint64_t key, uint32_t id, int64_t existing,
				  const EvictorLoadEvents *ev)
{
	bool		was_victim = lt->victim == (int64_t) id;

	if (was_victim)
		lt->victim = -1;
	if (existing >= 0)
	{
		lt->collisions++;
		if (ev->hit)
			ev->hit(ev->arg, (uint32_t) existing);
		/* 15: the victim keeps its page; 16+: it was evicted and is empty */
		if (lt->order != EVICTOR_ORDER_15)
			evictor_lt_free_frame(lt, id, ev);
		return;
	}
	if (lt->order == EVICTOR_ORDER_15 && was_victim && lt->victim_had_tag)
	{
		/* final only when the old tag goes: the recheck may still undo it */
		lt->pending = id;
		lt->pending_key = key;
		return;
	}
	lt->loads++;
	ev->load(ev->arg, id, key);
}

/* BufTableDelete(key's tag) removed the mapping of frame id */
static inline void
evictor_lt_delete(EvictorLoadTrack *lt, uint64_t key, uint32_t id,
				  const EvictorLoadEvents *ev)
{
	if (lt->order == EVICTOR_ORDER_15 && lt->pending == (int64_t) id)
	{
		uint64_t	new_key = lt->pending_key;

		lt->pending = -1;
		if (key == new_key)
		{
			/* the recheck failed: the new mapping undone, the old page stays */
			lt->undos++;
			return;
		}
		/* the old tag after the rename: the frame holds the new page */
		lt->loads++;
		ev->load(ev->arg, id, new_key);
		return;
	}
	if (lt->order != EVICTOR_ORDER_15 && lt->victim == (int64_t) id)
	{
		/* the victim's eviction (16+): its insert follows, or a free */
		lt->victim = -1;
		return;
	}
	/* a drop: the page is gone, not evicted */
	evictor_lt_free_frame(lt, id, ev);
}

/* StrategyFreeBuffer(id), 15 to 18 */
static inline void
evictor_lt_freed(EvictorLoadTrack *lt, uint32_t id, const EvictorLoadEvents *ev)
{
	if (lt->freed == (int64_t) id)
	{
		/* after a drop or a collision: told already */
		lt->freed = -1;
		return;
	}
	/* an extension's trimmed victim (16 to 18): evicted, no new page */
	evictor_lt_free_frame(lt, id, ev);
	lt->freed = -1;
}

#endif							/* EVICTOR_LOADTRACK_H */
