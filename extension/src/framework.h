/*-------------------------------------------------------------------------
 *
 * framework.h
 *	  The host of routine.h's policies in the server (framework.c).
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_FRAMEWORK_H
#define EVICTOR_FRAMEWORK_H

#include "evictor.h"
#include "hitqueue.h"

extern const EvictorRoutine *evictor_fw_routine(int policy);
extern const char *evictor_policy_name(int policy);
extern bool evictor_fw_is_framework(int policy);
extern bool evictor_fw_needs_hits(int policy);
extern bool evictor_fw_available(void);

extern void evictor_fw_settings(void);
extern void evictor_fw_shmem_request(void);
extern void evictor_fw_shmem_init(pg_atomic_uint64 *keys);
extern void evictor_fw_policy_changed(void);

extern void evictor_fw_loaded(int buf_id, uint64 key);
extern void evictor_fw_freed(int buf_id);
extern int64 evictor_fw_victim(int partition, EvictorBufState *state,
							   uint32 *demotions);
/* evictor_fw_victim wrote the trace's search record, under its lock */
extern EVICTOR_HIDDEN bool evictor_fw_search_traced;
extern void evictor_fw_hit(int buf_id);
extern void evictor_fw_hit_recorded(int buf_id, const BufferTag *tag, int kind);

/* pg_evictor.hit_batch: this backend's queue (framework.c) */
extern EVICTOR_HIDDEN int evictor_hit_batch_guc;
extern EVICTOR_HIDDEN EvictorHitQueue evictor_hit_queue;
/* the pages' keys once queueing is set up, else NULL */
extern EVICTOR_HIDDEN pg_atomic_uint64 *evictor_hit_keys;

/*
 * The lookup path's hit: queued here, inline, while the queue stays short
 * of hit_batch; else evictor_fw_hit (a commit, hit_batch 0, the first hit).
 */
static inline void
evictor_fw_hit_fast(int buf_id)
{
	if (likely(evictor_hit_keys != NULL) &&
		evictor_hitq_append(&evictor_hit_queue, (uint32) buf_id,
							pg_atomic_read_u64(&evictor_hit_keys[buf_id]),
							(uint32) evictor_hit_batch_guc))
		return;
	evictor_fw_hit(buf_id);
}

/*
 * The page this backend's last access lookup missed, for the policy's
 * on_miss at its victim search, where its key is made: a lookup that
 * misses copies its tag, it does not hash it.  Over once the miss's insert
 * is made.  A lookup that errors out before its victim, or a reload away
 * from arc and back, leaves a stale page until the next access's lookup:
 * at worst one adaptation on the wrong page.
 */
extern EVICTOR_HIDDEN BufferTag evictor_fw_miss_tag;
extern EVICTOR_HIDDEN bool evictor_fw_miss_pending;

static inline void
evictor_fw_missing(const BufferTag *tag)
{
	evictor_fw_miss_tag = *tag;
	evictor_fw_miss_pending = true;
}

static inline void
evictor_fw_miss_over(void)
{
	evictor_fw_miss_pending = false;
}

#endif							/* EVICTOR_FRAMEWORK_H */
