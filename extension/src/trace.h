/*-------------------------------------------------------------------------
 *
 * trace.h
 *	  The trace recorder (trace.c): its settings, its shared ring and
 *	  worker, and what the lookup path hands it.  The file it writes is
 *	  tracefile.h's.
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_TRACE_H
#define EVICTOR_TRACE_H

#include "evictor.h"

extern bool evictor_trace_guc;
extern EVICTOR_HIDDEN pg_atomic_uint32 *evictor_trace_gen;

extern void evictor_trace_settings(void);
extern void evictor_trace_request(void);
extern void evictor_trace_init(void);
extern void evictor_trace_register_worker(void);
extern void evictor_trace_event(const BufferTag *tag, int kind);

/* or'ed into a hit's kind: BufTableInsert saw it (another backend mapped the page) */
#define EVICTOR_TRACE_INSERTED 0x100
#define EVICTOR_TRACE_HELD 0x200	/* a hit whose buffer had pins at its lookup */

/*
 * strategy.c (and framework.c's frees on 19), only while a trace is
 * recorded: the victim, the search's end, a buffer freed, the ring freed,
 * the strategy of a read (16 on); and always: a VACUUM ring made
 */
extern void evictor_trace_victim(int btype, uint32 ring, int ring_size, bool from_ring);
extern void evictor_trace_ring_freed(uint32 ring);
extern void evictor_trace_read_strategy(int btype, uint32 ring, int ring_size);
extern void evictor_trace_vacuum_ring(uint32 ring, int ring_size);
extern void evictor_trace_searched(const BufferTag *victim_tag, int buf_id, bool from_ring);
extern void evictor_trace_freed(int buf_id);
extern void evictor_trace_forgotten(int buf_id);
extern void evictor_trace_loaded(int buf_id);
extern void evictor_trace_passed(const BufferTag *tag, int buf_id);

/*
 * What a higher layer adds to the pool a trace begins with (the framework:
 * its instances' queues), called by pg_evictor_trace_start() after the
 * resident and hand records; it writes through evictor_trace_put_queue
 * and evictor_trace_put_state, which wait for room rather than lose a record (false: the trace ended).
 */
typedef void (*EvictorTraceSnapshotFn) (uint32 gen);
extern void evictor_trace_on_snapshot(EvictorTraceSnapshotFn fn);
extern bool evictor_trace_put_queue(uint32 gen, int partition, int policy,
									int queue, int buf_id, uint64 ghost_key,
									bool hand);
extern bool evictor_trace_put_state(uint32 gen, int partition, int policy,
									int first, uint32 nframes,
									const void *block, Size size);

/* is a trace being recorded?  Only asked with the lookup path on */
static inline bool
evictor_trace_recording(void)
{
	return pg_atomic_read_u32(evictor_trace_gen) != 0;
}

#endif							/* EVICTOR_TRACE_H */
