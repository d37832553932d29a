/*-------------------------------------------------------------------------
 *
 * loadtrack.h
 *	  Which page a frame holds, from the calls bufmgr.c makes into the
 *	  buffer mapping table: the events a framework policy needs (a frame
 *	  gets a new page; a frame's page is gone without a new one) told apart
 *	  from everything else that inserts or deletes mappings.
 *
 * The server calls these from its BufTableInsert(tag, hash, id) and
 * BufTableDelete(tag, hash) (redirected) with the tag's 64-bit key, and on
 * 15 to 18 from StrategyFreeBuffer; nothing on the eviction path.  What an
 * event means is read from the frame at that moment: at an insert, whether
 * the frame still holds a valid page; at a delete, whether it is pinned.
 * The call orders relied on are bufmgr.c's on each major (read at each
 * branch point and checked against Debian's binaries; test_loadtrack.c
 * replays each case):
 *
 *	15: a miss inserts the new tag for the victim, which still holds its old
 *		page, and deletes the old tag after the rename; a recheck that fails
 *		in between deletes the new tag again (the victim keeps its page).  A
 *		collision (another backend loaded the page first) leaves the victim
 *		its page; one that held none (a free frame) is only unpinned, in
 *		neither the freelist nor a policy: the host gives it back, as 16 on
 *		do (emptied).
 *	16 to 18: the victim's old tag is deleted first, the victim pinned by the
 *		evicting backend (InvalidateVictimBuffer), then the new tag inserted;
 *		on a collision, or when an extension trims the buffers it claimed,
 *		the victim goes empty to StrategyFreeBuffer.
 *	19: as 16 to 18, without StrategyFreeBuffer: an empty victim is only
 *		unpinned (a trim tells nothing; the host's safety net, a claimed frame
 *		without a valid tag that the policy still holds, catches it).
 * Everywhere: the delete of an unpinned frame's mapping is a drop (DROP,
 * TRUNCATE, DROP DATABASE wait for pins to go), and a frame whose page was
 * evicted but that gets no new page is freed, not ghosted (routine.h:
 * on_free).  17+'s pg_buffercache_evict deletes a pinned frame's mapping, as
 * an eviction does, and loads nothing: the safety net's case too.
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
	void		(*undo) (void *arg, uint32_t id);	/* 15: a rename undone: may be NULL */
	void		(*emptied) (void *arg, uint32_t id);	/* 15: a victim without a
														 * page a collision left:
														 * may be NULL */
} EvictorLoadEvents;

typedef struct EvictorLoadTrack
{
	EvictorLoadOrder order;
	int64_t		pending;		/* 15: renamed, its old tag not yet deleted */
	uint64_t	pending_key;
	int64_t		freed;			/* told freed; its StrategyFreeBuffer is not news */
} EvictorLoadTrack;

static inline void
evictor_lt_init(EvictorLoadTrack *lt, EvictorLoadOrder order)
{
	lt->order = order;
	lt->pending = lt->freed = -1;
	lt->pending_key = 0;
}

static inline void
evictor_lt_free_frame(EvictorLoadTrack *lt, uint32_t id, const EvictorLoadEvents *ev)
{
	ev->free(ev->arg, id);
	/* 15 to 18 hand the frame to StrategyFreeBuffer next */
	lt->freed = lt->order == EVICTOR_ORDER_19 ? -1 : (int64_t) id;
}

/*
 * BufTableInsert(key's tag, id) returned existing: -1 when the mapping was
 * made, else the frame that already holds the page.  had_page: frame id
 * still holds a valid page (its tag valid), read as the insert is made.
 */
static inline void
evictor_lt_insert(EvictorLoadTrack *lt, uint64_t key, uint32_t id, int64_t existing,
				  bool had_page, const EvictorLoadEvents *ev)
{
	lt->freed = -1;
	if (existing >= 0)
	{
		if (ev->hit)
			ev->hit(ev->arg, (uint32_t) existing);
		/* 15: the victim keeps its page; 16+: it was evicted and is empty */
		if (lt->order != EVICTOR_ORDER_15)
			evictor_lt_free_frame(lt, id, ev);
		else if (!had_page && ev->emptied)
			ev->emptied(ev->arg, id);
		return;
	}
	if (lt->order == EVICTOR_ORDER_15 && had_page)
	{
		/* final only when the old tag goes: the recheck may still undo it */
		lt->pending = id;
		lt->pending_key = key;
		return;
	}
	ev->load(ev->arg, id, key);
}

/*
 * The frame the coming BufTableDelete concerns, when the call order says:
 * on 15, after a renaming insert, the next delete is that victim's (its
 * old tag's, or its new tag's undone: bufmgr.c makes no other mapping call
 * in between), so the host need not search the table for it; else -1.
 */
static inline int64_t
evictor_lt_deleting(const EvictorLoadTrack *lt)
{
	return lt->pending;
}

/*
 * BufTableDelete(key's tag) removed the mapping of frame id; pinned: the
 * frame was pinned then (by the backend evicting it), not a drop.
 */
static inline void
evictor_lt_delete(EvictorLoadTrack *lt, uint64_t key, uint32_t id, bool pinned,
				  const EvictorLoadEvents *ev)
{
	lt->freed = -1;
	if (lt->order == EVICTOR_ORDER_15 && lt->pending == (int64_t) id)
	{
		uint64_t	new_key = lt->pending_key;

		lt->pending = -1;
		if (key == new_key)
		{
			/* the recheck failed: the new mapping undone, the old page stays */
			if (ev->undo)
				ev->undo(ev->arg, id);
			return;
		}
		/* the old tag after the rename: the frame holds the new page */
		ev->load(ev->arg, id, new_key);
		return;
	}
	if (lt->order != EVICTOR_ORDER_15 && pinned)
	{
		/* the victim's eviction (16+): its insert follows, or a free */
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
