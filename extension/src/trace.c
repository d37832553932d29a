/*-------------------------------------------------------------------------
 *
 * trace.c
 *	  The trace recorder: a bounded ring in shared memory that backends
 *	  write an access into (lookups.c), a background worker that drains it
 *	  into a file (tracefile.h), and pg_evictor_trace_start/stop; and the
 *	  trace settings.
 *
 * A backend claims the next slot by compare-and-swap on the head, fills
 * it and publishes it by writing its sequence number last; no lock, no
 * system call.  When the ring is full the access is counted as lost, never
 * dropped silently: the worker writes the count into the file's header at
 * the stop and pg_evictor_trace_stop() returns it.  The worker drains
 * slots in claim order, so the file is in the order of the accesses.
 *
 * A write error, or pg_evictor.trace_max_size, ends the trace from the
 * worker: the ring is still drained (the rest counted lost), the file
 * keeps its whole records and the header counts exactly those, and the
 * next stop raises the OS's message.  The worker itself never raises an
 * ERROR for a file: its restart would hide why.
 *
 * Each trace has a generation, carried by its events: a backend that read
 * the generation just before a stop and claims after it writes an event
 * the next trace discards (counted as stale in the worker's log).
 *
 * Format 2's fields beyond the page (tracefile.h) come from backend-local
 * state, set only while a trace is recorded:
 *
 *	- strategy.c's StrategyGetBuffer notes the ring it served (or none) and
 *	  whether the victim was the ring's own buffer (evictor_trace_victim);
 *	  a miss takes the newest note and clears them all, an extension the
 *	  oldest (16 and later take the victims of a multi-block extension
 *	  first, then insert them in the same order), and a hit seen by
 *	  BufTableInsert (another backend mapped the page first) clears them;
 *	- a hit's strategy: from 16 on, the one IOContextForStrategy was just
 *	  asked about (every read asks it right before its lookup); on 15,
 *	  inferred: the ring of the backend's last miss that had one, on the
 *	  same relation and fork, while that ring is not freed and its
 *	  transaction lasts, or a lazy VACUUM's ring on the main fork of the
 *	  relation whose visibility map it read last;
 *	- the CPU of a miss or an extension (sched_getcpu, a vDSO call);
 *	- a release record at every transaction end, by a transaction callback
 *	  registered the first time the backend records an event (once per
 *	  backend: the only allocation of the recorder's backend side, and not
 *	  in a critical section).
 *
 * pg_evictor_trace_start() itself, once the trace is recording, writes
 * the pool as it is (trace_snapshot: tracefile.h's kinds 5 and 6, then the
 * framework's queues, kind 7, through a function it registered), waiting
 * for room in the ring rather than losing a record.
 *
 * Notes and the inferred ring carry the generation they were taken in: a
 * later trace never uses an earlier one's.
 *
 *-------------------------------------------------------------------------
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "trace.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <sched.h>
#include <unistd.h>

#include "fmgr.h"
#include "funcapi.h"
#include "miscadmin.h"
#include "pgstat.h"
#include "access/xact.h"
#include "postmaster/bgworker.h"
#include "postmaster/interrupt.h"
#include "storage/bufmgr.h"
#include "storage/condition_variable.h"
#include "storage/fd.h"
#include "storage/ipc.h"
#include "storage/latch.h"
#include "storage/proc.h"
#include "storage/shmem.h"
#include "utils/builtins.h"
#include "utils/guc.h"

#include "tracefile.h"

#define TR_U64 pg_atomic_uint64
#define TR_READ(p) pg_atomic_read_u64(p)
#define TR_CAS(p, e, n) pg_atomic_compare_exchange_u64(p, e, n)
#include "tracering.h"

#define DRAIN_CHUNK 1024		/* records per write() */

typedef enum TraceState
{
	TRACE_IDLE,
	TRACE_STARTING,				/* asked for; the worker opens the file */
	TRACE_RECORDING,
	TRACE_STOPPING				/* the worker drains what was claimed */
} TraceState;

typedef struct TraceSlot
{
	pg_atomic_uint64 ready;		/* seq + 1 once the fields below are set */
	uint32		spc,
				db,
				rel,
				block;
	int32		backend;
	uint32		ring;
	uint16		gen;			/* low bits of the trace's generation */
	uint16		ring_size;
	uint16		cpu;
	uint8		fork;
	uint8		kind;
	uint8		strategy;
	uint8		flags;
} TraceSlot;

typedef struct TraceShared
{
	pg_atomic_uint32 gen;		/* the trace being recorded; 0: none */
	pg_atomic_uint64 head;		/* the next seq to claim */
	pg_atomic_uint64 tail;		/* the first seq not drained */
	pg_atomic_uint64 lost;
	uint64		mask;			/* slots - 1, a power of two */

	slock_t		mutex;			/* the fields below */
	TraceState	state;
	uint32		last_gen;
	Latch	   *worker_latch;	/* NULL: no worker */
	uint64		recorded;		/* of the last trace, once IDLE */
	uint64		final_lost;
	uint64		max_records;	/* pg_evictor.trace_max_size's; 0: none */
	int			max_size_kb;
	bool		unreported;		/* the worker ended it: the next stop says so */
	char		path[MAXPGPATH];
	char		error[256];		/* the worker's, for the waiting backend */
	ConditionVariable changed;	/* state */

	TraceSlot	slots[FLEXIBLE_ARRAY_MEMBER];
} TraceShared;

bool		evictor_trace_guc = false;
static int	evictor_trace_buffer_kb = 8192;
static char *evictor_trace_directory = NULL;
static int	evictor_trace_max_size_kb = 1024 * 1024;
/* without a trace ring, a generation that reads 0 forever: no test of NULL */
static pg_atomic_uint32 never_recording;
pg_atomic_uint32 *evictor_trace_gen = &never_recording;
static TraceShared *ts = NULL;

PGDLLEXPORT void evictor_trace_main(Datum arg);

static uint64
trace_slots(void)
{
	uint64		n = ((uint64) evictor_trace_buffer_kb * 1024) / sizeof(TraceSlot);
	uint64		p = 1;

	while (p * 2 <= n)
		p *= 2;
	return p;
}

static Size
trace_shmem_size(void)
{
	return add_size(offsetof(TraceShared, slots),
					mul_size(trace_slots(), sizeof(TraceSlot)));
}

/* a trace's name must fit after it in MAXPGPATH */
static bool
check_trace_directory(char **newval, void **extra, GucSource source)
{
	if (*newval == NULL || (*newval)[0] == '\0')
	{
		GUC_check_errdetail("The trace directory cannot be empty.");
		return false;
	}
	if (strlen(*newval) > MAXPGPATH - 64)
	{
		GUC_check_errdetail("The trace directory's path is longer than %d bytes.",
							MAXPGPATH - 64);
		return false;
	}
	return true;
}

void
evictor_trace_settings(void)
{
	DefineCustomBoolVariable("pg_evictor.trace",
							 "See every shared-buffer access, so that pg_evictor_trace_start() can record them.",
							 "Redirects BufTableLookup (and BufTableInsert) and starts the trace writer; off, nothing runs on the lookup path.",
							 &evictor_trace_guc,
							 false,
							 PGC_POSTMASTER,
							 0,
							 NULL, NULL, NULL);
	DefineCustomIntVariable("pg_evictor.trace_buffer",
							"Shared memory for accesses recorded and not yet written out.",
							"48 bytes per access; when it is full, accesses are counted as lost.",
							&evictor_trace_buffer_kb,
							8192,
							64, 1024 * 1024,
							PGC_POSTMASTER,
							GUC_UNIT_KB,
							NULL, NULL, NULL);
	/* superuser's: a trace writes as the server, where these say */
	DefineCustomStringVariable("pg_evictor.trace_directory",
							   "Where pg_evictor_trace_start() writes its traces.",
							   "Relative to the data directory, or an absolute path.",
							   &evictor_trace_directory,
							   "pg_evictor_trace",
							   PGC_SUSET,
							   0,
							   check_trace_directory, NULL, NULL);
	DefineCustomIntVariable("pg_evictor.trace_max_size",
							"The size at which a trace stops itself.",
							"0: no limit.",
							&evictor_trace_max_size_kb,
							1024 * 1024,
							0, INT_MAX,
							PGC_SUSET,
							GUC_UNIT_KB,
							NULL, NULL, NULL);
}

/* only with the lookup path to feed it */
void
evictor_trace_request(void)
{
	if (evictor_lookups_on && evictor_trace_guc)
		RequestAddinShmemSpace(trace_shmem_size());
}

/* In the postmaster at start-up and at every crash restart */
void
evictor_trace_init(void)
{
	bool		found;

	if (!evictor_lookups_on || !evictor_trace_guc)
		return;

	ts = ShmemInitStruct("pg_evictor trace", trace_shmem_size(), &found);
	if (!found)
	{
		uint64		n = trace_slots();

		pg_atomic_init_u32(&ts->gen, 0);
		pg_atomic_init_u64(&ts->head, 0);
		pg_atomic_init_u64(&ts->tail, 0);
		pg_atomic_init_u64(&ts->lost, 0);
		ts->mask = n - 1;
		SpinLockInit(&ts->mutex);
		ts->state = TRACE_IDLE;
		ts->last_gen = 0;
		ts->worker_latch = NULL;
		ts->recorded = ts->final_lost = 0;
		ts->max_records = 0;
		ts->max_size_kb = 0;
		ts->unreported = false;
		ts->path[0] = ts->error[0] = '\0';
		ConditionVariableInit(&ts->changed);
		for (uint64 i = 0; i < n; i++)
			pg_atomic_init_u64(&ts->slots[i].ready, 0);
	}
	evictor_trace_gen = &ts->gen;
}

void
evictor_trace_register_worker(void)
{
	BackgroundWorker w;
	Dl_info		self;

	memset(&w, 0, sizeof(w));
	w.bgw_flags = BGWORKER_SHMEM_ACCESS;
	w.bgw_start_time = BgWorkerStart_PostmasterStart;
	w.bgw_restart_time = 1;
	/*
	 * This very file: a library given by its path in shared_preload_libraries
	 * is not $libdir's pg_evictor, and a copy loaded from there would have
	 * none of the postmaster's state.
	 */
	if (dladdr((void *) evictor_trace_register_worker, &self) != 0 &&
		self.dli_fname != NULL && strlen(self.dli_fname) < BGW_MAXLEN)
		strlcpy(w.bgw_library_name, self.dli_fname, BGW_MAXLEN);
	else
	{
		snprintf(w.bgw_library_name, BGW_MAXLEN, "pg_evictor");
		ereport(WARNING,
				(errmsg("pg_evictor: the trace writer loads \"pg_evictor\" from $libdir"),
				 errdetail("This library's path does not fit in a background worker's %d bytes; a trace writer from another copy of the library cannot run.",
						   BGW_MAXLEN)));
	}
	snprintf(w.bgw_function_name, BGW_MAXLEN, "evictor_trace_main");
	snprintf(w.bgw_name, BGW_MAXLEN, "pg_evictor trace writer");
	snprintf(w.bgw_type, BGW_MAXLEN, "pg_evictor trace writer");
	RegisterBackgroundWorker(&w);
}

/* Fill slot h, claimed, with f and this backend, and publish it. */
static inline void
publish(uint64 h, uint32 gen, const TraceSlot *f)
{
	TraceSlot  *s = &ts->slots[h & ts->mask];

	s->spc = f->spc;
	s->db = f->db;
	s->rel = f->rel;
	s->block = f->block;
	s->backend = EVICTOR_MY_PROCNO;
	s->ring = f->ring;
	s->gen = (uint16) gen;
	s->ring_size = f->ring_size;
	s->cpu = f->cpu;
	s->fork = f->fork;
	s->kind = f->kind;
	s->strategy = f->strategy;
	s->flags = f->flags;
	pg_write_barrier();
	pg_atomic_write_u64(&s->ready, h + 1);
}

/*
 * A slot claimed in *h (with the slots in use in *used), or false and
 * the record counted lost.
 */
static inline bool
trace_claim(uint64 *h, uint64 *used)
{
	if (!tracering_claim(&ts->head, &ts->tail, ts->mask, h, used))
	{
		pg_atomic_fetch_add_u64(&ts->lost, 1);
		return false;
	}
	return true;
}

/*
 * Claim a slot for f (its page fields, kind and the rest), fill it,
 * publish it; or count it lost.
 */
static inline void
trace_put(uint32 gen, const TraceSlot *f)
{
	uint64		h;
	uint64		used;

	if (!trace_claim(&h, &used))
		return;
	/* half full: the writer polls, but wake it (one backend, once a turn) */
	if (unlikely(used == (ts->mask + 1) / 2))
	{
		Latch	   *latch = ts->worker_latch;

		if (latch != NULL)
			SetLatch(latch);
	}
	publish(h, gen, f);
}

/*
 * trace_put less its wake-up of the writer (a syscall), which polls: for
 * records written with a buffer header's spinlock held
 */
static inline void
trace_put_quiet(uint32 gen, const TraceSlot *f)
{
	uint64		h;
	uint64		used;

	if (trace_claim(&h, &used))
		publish(h, gen, f);
}

/*
 * trace_put for the snapshot, which runs in pg_evictor_trace_start(), not
 * on an access path: a full ring is waited out rather than counted lost,
 * so that a pool larger than the ring still gets a whole snapshot.  False
 * when the trace stopped meanwhile (its generation is no longer gen).
 */
static bool
trace_put_wait(uint32 gen, const TraceSlot *f)
{
	uint64		h;
	uint64		used;

	for (;;)
	{
		Latch	   *latch;

		if (pg_atomic_read_u32(&ts->gen) != gen)
			return false;
		if (tracering_claim(&ts->head, &ts->tail, ts->mask, &h, &used))
			break;
		/* full: the writer drains it, woken now rather than at its poll */
		latch = ts->worker_latch;
		if (latch != NULL)
			SetLatch(latch);
		pg_usleep(1000L);
		CHECK_FOR_INTERRUPTS();
	}
	publish(h, gen, f);
	return true;
}

/*
 * The pool as the trace begins (tracefile.h's kinds 5 and 6): a resident
 * record per valid buffer, in buffer order, then with pg_evictor's evictor
 * a hand record per partition.  The headers are read without their lock:
 * state, tag, state again, and a buffer whose state changed in between is
 * skipped (a header locked at that moment is read as it is).  Accesses of
 * other backends interleave; the replay starts from the pool as read.
 */
static void
trace_snapshot(uint32 gen)
{
	TraceSlot	f;

	for (int i = 0; i < NBuffers; i++)
	{
		BufferDesc *buf = GetBufferDescriptor(i);
		EvictorBufState s1 = EVICTOR_READ_STATE(buf);
		EvictorBufState s2;
		BufferTag	tag;

		if ((s1 & (BM_VALID | BM_TAG_VALID)) != (BM_VALID | BM_TAG_VALID))
			continue;
		pg_read_barrier();
		tag = buf->tag;
		pg_read_barrier();
		s2 = EVICTOR_READ_STATE(buf);
		if (s2 != s1)
			continue;
		memset(&f, 0, sizeof(f));
		f.spc = EVICTOR_TAG_SPC(&tag);
		f.db = EVICTOR_TAG_DB(&tag);
		f.rel = EVICTOR_TAG_REL(&tag);
		f.block = tag.blockNum;
		f.fork = (uint8) tag.forkNum;
		f.kind = EVICTOR_TRACE_RESIDENT;
		f.ring = (uint32) i;
		f.ring_size = (uint16) BUF_STATE_GET_USAGECOUNT(s1);
		f.cpu = EVICTOR_TRACE_NO_CPU;
		if (!trace_put_wait(gen, &f))
			return;
		if ((i & 1023) == 0)
			CHECK_FOR_INTERRUPTS();
	}

	/* core's hand is private to freelist.c: only ours is written */
	if (!evictor_redirected || evictor_shared == NULL)
		return;
	for (int p = 0; p < evictor_shared->npartitions; p++)
	{
		EvictorPartition *part = &evictor_shared->parts[p];
		uint32		hand = pg_atomic_read_u32(&part->hand);

		/* where partition_tick's next tick lands: the hand grows, then folds */
		memset(&f, 0, sizeof(f));
		f.kind = EVICTOR_TRACE_HAND;
		f.block = (uint32) p;
		f.ring = (uint32) part->first_buffer + hand % (uint32) part->nbuffers;
		f.cpu = EVICTOR_TRACE_NO_CPU;
		if (!trace_put_wait(gen, &f))
			return;
	}
}

/* the framework's queues, written after the pool (tracefile.h's kind 7) */
static EvictorTraceSnapshotFn snapshot_more = NULL;

void
evictor_trace_on_snapshot(EvictorTraceSnapshotFn fn)
{
	snapshot_more = fn;
}

/* buf_id -1: a ghost, its key in spc (low 32 bits) and db (high) */
bool
evictor_trace_put_queue(uint32 gen, int partition, int policy, int queue,
						int buf_id, uint64 ghost_key, bool hand)
{
	TraceSlot	f;

	memset(&f, 0, sizeof(f));
	f.kind = EVICTOR_TRACE_QUEUE;
	f.spc = (uint32) ghost_key;
	f.db = (uint32) (ghost_key >> 32);
	f.rel = (uint32) policy;
	f.block = (uint32) partition;
	f.ring = (uint32) buf_id;
	f.ring_size = (uint16) queue;
	f.flags = hand ? EVICTOR_TRACE_HAND_HERE : 0;
	f.cpu = EVICTOR_TRACE_NO_CPU;
	return trace_put_wait(gen, &f);
}

/*
 * A policy's whole state block (tracefile.h's kind 8): a head record, then
 * the block 16 bytes a record, in order.
 */
bool
evictor_trace_put_state(uint32 gen, int partition, int policy, int first,
						uint32 nframes, const void *block, Size size)
{
	TraceSlot	f;
	const unsigned char *b = block;

	memset(&f, 0, sizeof(f));
	f.kind = EVICTOR_TRACE_STATE;
	f.flags = EVICTOR_TRACE_STATE_HEAD;
	f.rel = (uint32) policy;
	f.block = (uint32) first;
	f.ring = nframes;
	f.spc = (uint32) size;
	f.db = (uint32) ((uint64) size >> 32);
	f.ring_size = (uint16) partition;
	f.cpu = EVICTOR_TRACE_NO_CPU;
	if (!trace_put_wait(gen, &f))
		return false;
	for (Size off = 0; off < size; off += 16)
	{
		uint32		w[4] = {0, 0, 0, 0};

		memcpy(w, b + off, Min(size - off, sizeof(w)));
		memset(&f, 0, sizeof(f));
		f.kind = EVICTOR_TRACE_STATE;
		f.spc = w[0];
		f.db = w[1];
		f.rel = w[2];
		f.block = w[3];
		f.ring = (uint32) off;
		f.ring_size = (uint16) partition;
		f.cpu = EVICTOR_TRACE_NO_CPU;
		if (!trace_put_wait(gen, &f))
			return false;
		if ((off & 0xFFFF) == 0)
			CHECK_FOR_INTERRUPTS();
	}
	return true;
}

/* ---- backend-local: what strategy.c noted, the ring a hit is inferred from ---- */

/* a victim StrategyGetBuffer handed out, for the miss or extension to come */
typedef struct VictimNote
{
	uint32		ring;
	uint16		ring_size;
	uint8		strategy;
	uint8		flags;
} VictimNote;

/* a multi-block extension takes at most 64 victims before its inserts */
#define MAX_NOTES 64

static VictimNote notes[MAX_NOTES];
static int	notes_first = 0;
static int	notes_count = 0;
static uint32 notes_gen = 0;

/*
 * The ring of the backend's last miss that had one, and its relation and
 * fork: the free space map and the visibility map are read without a
 * strategy, beside the main fork a ring reads.
 */
static struct
{
	uint32		gen;			/* 0: none */
	uint32		ring;
	uint16		ring_size;
	uint8		strategy;
	uint8		fork;
	uint32		spc,
				db,
				rel;
} last_ring;

/* 16 and later: the strategy IOContextForStrategy was asked about last */
static struct
{
	uint32		gen;			/* 0: none */
	uint32		ring;
	uint16		ring_size;
	uint8		strategy;
} read_note;

/* the backend's newest VACUUM ring (15's VACUUM never frees it) */
static uint32 vacuum_ring = 0;
static uint16 vacuum_ring_size = 0;

static bool xact_callback_registered = false;

/* hits of f's relation, on fork, read through ring from now on */
static inline void
set_last_ring(uint32 gen, uint32 ring, uint16 ring_size, uint8 strategy,
			  const TraceSlot *f, uint8 fork)
{
	last_ring.gen = gen;
	last_ring.ring = ring;
	last_ring.ring_size = ring_size;
	last_ring.strategy = strategy;
	last_ring.spc = f->spc;
	last_ring.db = f->db;
	last_ring.rel = f->rel;
	last_ring.fork = fork;
}

static inline uint8
strategy_of(int btype)
{
	switch ((BufferAccessStrategyType) btype)
	{
		case BAS_BULKREAD:
			return EVICTOR_TRACE_STRATEGY_BULKREAD;
		case BAS_BULKWRITE:
			return EVICTOR_TRACE_STRATEGY_BULKWRITE;
		case BAS_VACUUM:
			return EVICTOR_TRACE_STRATEGY_VACUUM;
		default:
			return EVICTOR_TRACE_STRATEGY_NONE;
	}
}

/*
 * strategy.c, while a trace is recorded: StrategyGetBuffer served ring
 * (0: no ring) of btype and ring_size buffers, its victim the ring's own
 * buffer if from_ring.
 */
void
evictor_trace_victim(int btype, uint32 ring, int ring_size, bool from_ring)
{
	uint32		gen = pg_atomic_read_u32(evictor_trace_gen);
	VictimNote *n;

	if (gen == 0)
		return;
	if (notes_gen != gen)
	{
		notes_gen = gen;
		notes_count = 0;
	}
	/* full: a victim whose insert never came (an error); drop the oldest */
	if (notes_count == MAX_NOTES)
	{
		notes_first = (notes_first + 1) % MAX_NOTES;
		notes_count--;
	}
	n = &notes[(notes_first + notes_count++) % MAX_NOTES];
	n->ring = ring;
	n->ring_size = (uint16) Min(ring_size, PG_UINT16_MAX);
	n->strategy = ring != 0 ? strategy_of(btype) : EVICTOR_TRACE_STRATEGY_NONE;
	n->flags = from_ring ? EVICTOR_TRACE_FROM_RING : 0;
}

/*
 * A record of kind about buffer buf_id, which held tag's page, with
 * flags.  Callers may hold the buffer's header lock: no allocation,
 * nothing but the slot (the writer polls).
 */
static void
trace_tagged_buffer(int kind, const BufferTag *tag, int buf_id, uint8 flags)
{
	uint32		gen = pg_atomic_read_u32(&ts->gen);
	TraceSlot	f;

	if (gen == 0)
		return;
	memset(&f, 0, sizeof(f));
	f.spc = EVICTOR_TAG_SPC(tag);
	f.db = EVICTOR_TAG_DB(tag);
	f.rel = EVICTOR_TAG_REL(tag);
	f.block = tag->blockNum;
	f.fork = (uint8) tag->forkNum;
	f.kind = (uint8) kind;
	f.flags = flags;
	f.ring = (uint32) buf_id;
	f.cpu = EVICTOR_TRACE_NO_CPU;
	trace_put_quiet(gen, &f);
}

/*
 * strategy.c, while a trace is recorded: a search claimed buffer buf_id,
 * which held the page of victim_tag (15 to 18: its header locked)
 */
void
evictor_trace_searched(const BufferTag *victim_tag, int buf_id, bool from_ring)
{
	trace_tagged_buffer(EVICTOR_TRACE_SEARCH, victim_tag, buf_id,
						from_ring ? EVICTOR_TRACE_FROM_RING : 0);
}

/* a record of kind about buffer buf_id, no page */
static void
trace_buffer(int kind, int flags, int buf_id)
{
	uint32		gen = pg_atomic_read_u32(&ts->gen);
	TraceSlot	f;

	if (gen == 0)
		return;
	memset(&f, 0, sizeof(f));
	f.kind = (uint8) kind;
	f.flags = (uint8) flags;
	f.ring = (uint32) buf_id;
	f.cpu = EVICTOR_TRACE_NO_CPU;
	trace_put_quiet(gen, &f);
}

/* strategy.c (15 to 18) or framework.c (19): buffer buf_id is free */
void
evictor_trace_freed(int buf_id)
{
	trace_buffer(EVICTOR_TRACE_FREED, 0, buf_id);
}

/* framework.c (15 to 18), under the instance's lock: its policy forgot buf_id */
void
evictor_trace_forgotten(int buf_id)
{
	trace_buffer(EVICTOR_TRACE_FREED, EVICTOR_TRACE_FORGOTTEN, buf_id);
}

/*
 * framework.c, under the instance's lock: a victim search passed buffer
 * buf_id, pinned, holding tag (read as the search read it)
 */
void
evictor_trace_passed(const BufferTag *tag, int buf_id)
{
	trace_tagged_buffer(EVICTOR_TRACE_PASSED, tag, buf_id, 0);
}

/* framework.c, under the instance's lock: the policy heard buf_id's load */
void
evictor_trace_loaded(int buf_id)
{
	trace_buffer(EVICTOR_TRACE_LOADED, 0, buf_id);
}

/*
 * strategy.c, from 16 on, while a trace is recorded: IOContextForStrategy
 * was asked about ring (0: no strategy) of btype, which every read does
 * just before its lookup: the strategy a hit of that read pins with.
 */
void
evictor_trace_read_strategy(int btype, uint32 ring, int ring_size)
{
	read_note.gen = pg_atomic_read_u32(&ts->gen);
	read_note.ring = ring;
	read_note.ring_size = (uint16) Min(ring_size, PG_UINT16_MAX);
	read_note.strategy = ring != 0 ? strategy_of(btype) : EVICTOR_TRACE_STRATEGY_NONE;
}

/* strategy.c, whether recording or not: a VACUUM ring was made */
void
evictor_trace_vacuum_ring(uint32 ring, int ring_size)
{
	vacuum_ring = ring;
	vacuum_ring_size = (uint16) Min(ring_size, PG_UINT16_MAX);
}

/* strategy.c: ring was freed (FreeAccessStrategy); hits no longer take it */
void
evictor_trace_ring_freed(uint32 ring)
{
	if (last_ring.ring == ring)
		last_ring.gen = 0;
}

/* At a transaction's end the backend holds no pin: a release record. */
static void
trace_xact_callback(XactEvent event, void *arg)
{
	TraceSlot	f;
	uint32		gen;

	switch (event)
	{
		case XACT_EVENT_ABORT:
		case XACT_EVENT_PARALLEL_ABORT:
			/* an error may have freed a ring without FreeAccessStrategy */
			last_ring.gen = 0;
			notes_count = 0;
			break;
		case XACT_EVENT_COMMIT:
		case XACT_EVENT_PARALLEL_COMMIT:
		case XACT_EVENT_PREPARE:
			/* a ring lives in one transaction but 15's VACUUM's, never freed */
			last_ring.gen = 0;
			break;
		default:
			return;
	}
	if (ts == NULL || (gen = pg_atomic_read_u32(&ts->gen)) == 0)
		return;
	memset(&f, 0, sizeof(f));
	f.kind = EVICTOR_TRACE_RELEASE;
	f.cpu = EVICTOR_TRACE_NO_CPU;
	trace_put(gen, &f);
}

/*
 * An access of tag, of kind (EVICTOR_TRACE_HIT, _MISS, _EXTEND; a hit or'ed
 * with EVICTOR_TRACE_INSERTED when BufTableInsert saw it) or a miss's
 * lookup (EVICTOR_TRACE_LOOKUP).
 */
void
evictor_trace_event(const BufferTag *tag, int kind)
{
	uint32		gen = pg_atomic_read_u32(&ts->gen);
	TraceSlot	f;

	if (gen == 0)
		return;
	/* once per backend, outside a critical section (it allocates) */
	if (unlikely(!xact_callback_registered) && CritSectionCount == 0)
	{
		xact_callback_registered = true;
		RegisterXactCallback(trace_xact_callback, NULL);
	}
	f.spc = EVICTOR_TAG_SPC(tag);
	f.db = EVICTOR_TAG_DB(tag);
	f.rel = EVICTOR_TAG_REL(tag);
	f.block = tag->blockNum;
	f.fork = (uint8) tag->forkNum;
	f.kind = (uint8) (kind & ~(EVICTOR_TRACE_INSERTED | EVICTOR_TRACE_HELD));
	f.strategy = EVICTOR_TRACE_STRATEGY_NONE;
	f.flags = 0;
	f.ring = 0;
	f.ring_size = 0;
	f.cpu = EVICTOR_TRACE_NO_CPU;

	/*
	 * 15: a lazy VACUUM reads a relation's visibility map before each run
	 * of its heap blocks, and the heap through its ring, also where they
	 * hit before any miss told us the ring
	 */
	if (f.fork == VISIBILITYMAP_FORKNUM &&
		vacuum_ring != 0 && MyProc != NULL &&
		(MyProc->statusFlags & PROC_IN_VACUUM) != 0)
	{
		set_last_ring(gen, vacuum_ring, vacuum_ring_size,
					  EVICTOR_TRACE_STRATEGY_VACUUM, &f, MAIN_FORKNUM);
	}
	if (f.kind == EVICTOR_TRACE_HIT)
	{
		if (kind & EVICTOR_TRACE_INSERTED)
			notes_count = 0;
		if (read_note.gen == gen)
		{
			f.strategy = read_note.strategy;
			f.ring = read_note.ring;
			f.ring_size = read_note.ring_size;
		}
		else if (last_ring.gen == gen && last_ring.rel == f.rel &&
			last_ring.fork == f.fork && last_ring.db == f.db &&
			last_ring.spc == f.spc)
		{
			f.strategy = last_ring.strategy;
			f.ring = last_ring.ring;
			f.ring_size = last_ring.ring_size;
			f.flags = EVICTOR_TRACE_INFERRED;
		}
		if (kind & EVICTOR_TRACE_HELD)
			f.flags |= EVICTOR_TRACE_PINNED;
	}
	else if (f.kind != EVICTOR_TRACE_LOOKUP)
	{
		int			cpu = sched_getcpu();

		if (notes_gen == gen && notes_count > 0)
		{
			VictimNote *n;

			if (f.kind == EVICTOR_TRACE_EXTEND)
			{
				n = &notes[notes_first];
				notes_first = (notes_first + 1) % MAX_NOTES;
				notes_count--;
			}
			else
			{
				n = &notes[(notes_first + notes_count - 1) % MAX_NOTES];
				notes_count = 0;
			}
			f.strategy = n->strategy;
			f.flags = n->flags;
			f.ring = n->ring;
			f.ring_size = n->ring_size;
			if (n->ring != 0)
			{
				set_last_ring(gen, n->ring, n->ring_size, n->strategy, &f, f.fork);
			}
		}
		if (cpu >= 0 && cpu < EVICTOR_TRACE_NO_CPU)
			f.cpu = (uint16) cpu;
	}
	trace_put(gen, &f);
}

/* ---- the worker ---- */

typedef struct TraceFile
{
	int			fd;
	char		path[MAXPGPATH];
	uint64		recorded;		/* records in the file */
	uint64		dropped;		/* drained after a write error */
	uint64		stale;
	uint64		max_records;
	int			max_size_kb;
	uint16		gen;
	int			n;
	char		error[256];		/* the first write error; the rest is dropped */
	EvictorTraceRecord buf[DRAIN_CHUNK];
} TraceFile;

static void
set_state(TraceState state, const char *error)
{
	SpinLockAcquire(&ts->mutex);
	ts->state = state;
	if (error)
		strlcpy(ts->error, error, sizeof(ts->error));
	SpinLockRelease(&ts->mutex);
	ConditionVariableBroadcast(&ts->changed);
}

/*
 * Write len bytes at off (-1: at the file's position), past short writes:
 * the bytes written, and errno set when fewer than len.  A short write
 * (at a file-size limit, on a full disk) is the OS's error one call later.
 */
static size_t
write_whole(int fd, const char *buf, size_t len, off_t off)
{
	size_t		done = 0;

	while (done < len)
	{
		ssize_t		w = off < 0 ? write(fd, buf + done, len - done) :
			pwrite(fd, buf + done, len - done, off + done);

		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
		{
			if (w == 0)
				errno = ENOSPC;
			break;
		}
		done += w;
	}
	return done;
}

/*
 * Write the buffered records.  The buffer is empty after, written or not:
 * a failed chunk is never appended again, nor past the buffer's end.  On
 * an error the file is cut back to its whole records, so that the header
 * can count exactly those.
 */
static bool
flush(TraceFile *f)
{
	size_t		len = (size_t) f->n * sizeof(EvictorTraceRecord);
	size_t		done = write_whole(f->fd, (const char *) f->buf, len, -1);
	uint64		whole = done / sizeof(EvictorTraceRecord);
	int			save = errno;

	f->recorded += whole;
	f->dropped += f->n - whole;
	f->n = 0;
	if (done == len)
		return true;
	if (ftruncate(f->fd, sizeof(EvictorTraceHeader) +
				  f->recorded * sizeof(EvictorTraceRecord)) != 0)
		elog(LOG, "pg_evictor: could not cut trace file \"%s\" back to its whole records: %m",
			 f->path);
	errno = save;
	snprintf(f->error, sizeof(f->error),
			 "could not write trace file \"%s\": %m", f->path);
	return false;
}

/*
 * Drain the published slots, up to the head (all claimed ones when
 * waiting).  After a write error the slots are drained all the same, so
 * that the backends keep going, and dropped; false then.
 */
static bool
drain(TraceFile *f, bool wait)
{
	uint64		t = pg_atomic_read_u64(&ts->tail);
	uint64		h = pg_atomic_read_u64(&ts->head);

	while (t < h)
	{
		TraceSlot  *s = &ts->slots[t & ts->mask];

		if (pg_atomic_read_u64(&s->ready) != t + 1)
		{
			/* claimed, not yet published: a few instructions away */
			if (!wait)
				break;
			pg_spin_delay();
			continue;
		}
		pg_read_barrier();
		if (f == NULL)
			;
		else if (s->gen != f->gen)
			f->stale++;
		else if (f->error[0] != '\0')
			f->dropped++;
		else if (f->max_records > 0 && f->recorded + f->n >= f->max_records)
		{
			/* the bound: what is buffered is still written, the rest dropped */
			snprintf(f->error, sizeof(f->error),
					 "the trace stopped at its size limit, pg_evictor.trace_max_size = %dkB",
					 f->max_size_kb);
			f->dropped++;
		}
		else
		{
			EvictorTraceRecord *r = &f->buf[f->n++];

			r->seq = t;
			r->spc = s->spc;
			r->db = s->db;
			r->rel = s->rel;
			r->block = s->block;
			r->fork = s->fork;
			r->kind = s->kind;
			r->strategy = s->strategy;
			r->flags = s->flags;
			r->backend = s->backend;
			r->ring = s->ring;
			r->ring_size = s->ring_size;
			r->cpu = s->cpu;
			if (f->n == DRAIN_CHUNK)
			{
				(void) flush(f);
				pg_memory_barrier();
				pg_atomic_write_u64(&ts->tail, t + 1);
			}
		}
		t++;
	}
	if (f != NULL && f->n > 0)
		(void) flush(f);
	pg_memory_barrier();
	pg_atomic_write_u64(&ts->tail, t);
	return f == NULL || f->error[0] == '\0';
}

/* false, with the OS's message in msg, on a write error */
static bool
write_header(TraceFile *f, bool complete, uint64 lost, char *msg, size_t msglen)
{
	EvictorTraceHeader hd;

	memset(&hd, 0, sizeof(hd));
	memcpy(hd.magic, EVICTOR_TRACE_MAGIC, sizeof(hd.magic));
	hd.version = EVICTOR_TRACE_VERSION;
	hd.record_size = sizeof(EvictorTraceRecord);
	hd.server_version = PG_VERSION_NUM;
	hd.block_size = BLCKSZ;
	hd.nbuffers = NBuffers;
	hd.flags = (complete ? EVICTOR_TRACE_COMPLETE : 0) |
		(evictor_redirected ? EVICTOR_TRACE_RINGS : 0) | EVICTOR_TRACE_PINS_SEEN |
		EVICTOR_TRACE_PASSED_BUFFERS;
	hd.recorded = f->recorded;
	hd.lost = lost;
	if (write_whole(f->fd, (const char *) &hd, sizeof(hd), 0) != sizeof(hd))
	{
		snprintf(msg, msglen, "could not write the header of trace file \"%s\": %m",
				 f->path);
		return false;
	}
	return true;
}

/*
 * Open the file and begin.  An error goes to the waiting backend with the
 * OS's message, and the file is removed: the worker stays, with no ERROR
 * for its restart to hide.
 */
static void
start_trace(TraceFile *f)
{
	char		msg[256];
	uint32		gen;
	bool		ok;

	SpinLockAcquire(&ts->mutex);
	strlcpy(f->path, ts->path, sizeof(f->path));
	gen = ts->last_gen;
	f->max_records = ts->max_records;
	f->max_size_kb = ts->max_size_kb;
	SpinLockRelease(&ts->mutex);

	f->fd = OpenTransientFile(f->path, O_WRONLY | O_CREAT | O_EXCL | PG_BINARY);
	if (f->fd < 0)
	{
		snprintf(msg, sizeof(msg), "could not create trace file \"%s\": %m", f->path);
		set_state(TRACE_IDLE, msg);
		return;
	}
	f->recorded = f->dropped = f->stale = 0;
	f->n = 0;
	f->error[0] = '\0';
	f->gen = (uint16) gen;
	ok = write_header(f, false, 0, msg, sizeof(msg));
	if (ok && lseek(f->fd, sizeof(EvictorTraceHeader), SEEK_SET) < 0)
	{
		snprintf(msg, sizeof(msg), "could not seek in trace file \"%s\": %m", f->path);
		ok = false;
	}
	if (!ok)
	{
		CloseTransientFile(f->fd);
		f->fd = -1;
		(void) unlink(f->path);
		set_state(TRACE_IDLE, msg);
		return;
	}
	/* what earlier traces left claimed goes, then the new one starts */
	drain(NULL, true);
	pg_atomic_write_u64(&ts->lost, 0);
	pg_atomic_write_u32(&ts->gen, gen);
	set_state(TRACE_RECORDING, "");
}

/*
 * End the trace: error is why, if not a write error of its own.  The
 * header counts the records in the file; lost, the accesses not in it (a
 * full ring, or drained after a write error).
 */
static void
stop_trace(TraceFile *f, const char *error)
{
	uint64		lost;
	char		msg[256];

	/* the generation is 0 now: drain every slot claimed before */
	(void) drain(f, true);
	if (f->error[0] != '\0')
		error = f->error;
	lost = pg_atomic_read_u64(&ts->lost) + f->dropped;
	if (!write_header(f, error == NULL, lost, msg, sizeof(msg)) && error == NULL)
		error = msg;
	CloseTransientFile(f->fd);
	f->fd = -1;
	if (f->stale > 0)
		elog(LOG, "pg_evictor: trace writer discarded " UINT64_FORMAT " accesses of an earlier trace",
			 f->stale);
	SpinLockAcquire(&ts->mutex);
	ts->recorded = f->recorded;
	ts->final_lost = lost;
	ts->unreported = (ts->state == TRACE_RECORDING);
	SpinLockRelease(&ts->mutex);
	set_state(TRACE_IDLE, error ? error : "");
}

static void
worker_exit(int code, Datum arg)
{
	SpinLockAcquire(&ts->mutex);
	ts->worker_latch = NULL;
	SpinLockRelease(&ts->mutex);
}

void
evictor_trace_main(Datum arg)
{
	static TraceFile f;

	pqsignal(SIGTERM, SignalHandlerForShutdownRequest);
	pqsignal(SIGHUP, SignalHandlerForConfigReload);
	BackgroundWorkerUnblockSignals();
	if (ts == NULL)
		elog(ERROR, "pg_evictor: trace writer started without its shared memory");

	f.fd = -1;
	SpinLockAcquire(&ts->mutex);
	ts->worker_latch = MyLatch;
	/* a restarted writer: its predecessor's trace is cut short */
	if (ts->state != TRACE_IDLE)
	{
		ts->state = TRACE_IDLE;
		strlcpy(ts->error, "the trace writer restarted", sizeof(ts->error));
		ts->unreported = true;
	}
	SpinLockRelease(&ts->mutex);
	pg_atomic_write_u32(&ts->gen, 0);
	ConditionVariableBroadcast(&ts->changed);
	on_shmem_exit(worker_exit, 0);

	for (;;)
	{
		TraceState state;

		ResetLatch(MyLatch);
		SpinLockAcquire(&ts->mutex);
		state = ts->state;
		SpinLockRelease(&ts->mutex);

		if (ShutdownRequestPending)
		{
			if (f.fd >= 0)
			{
				pg_atomic_write_u32(&ts->gen, 0);
				stop_trace(&f, "the server shut down while recording");
			}
			proc_exit(0);
		}
		if (state == TRACE_STARTING)
		{
			start_trace(&f);
			continue;
		}
		else if (state == TRACE_RECORDING)
		{
			/* a write error ends the trace: the disk will not be filled */
			if (!drain(&f, false))
			{
				pg_atomic_write_u32(&ts->gen, 0);
				stop_trace(&f, NULL);
			}
		}
		else if (state == TRACE_STOPPING)
			stop_trace(&f, NULL);

		(void) WaitLatch(MyLatch, WL_LATCH_SET | WL_TIMEOUT | WL_EXIT_ON_PM_DEATH,
						 state == TRACE_RECORDING ? 2 : 1000, PG_WAIT_EXTENSION);
	}
}

/* ---- SQL ---- */

static void
require_tracing(void)
{
	if (!evictor_trace_guc)
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("pg_evictor.trace is off"),
				 errhint("Set pg_evictor.trace = on and restart the server.")));
	if (!evictor_lookups_on || ts == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
				 errmsg("pg_evictor does not see this server's lookups"),
				 errdetail("%s", evictor_lookups_detail)));
}

/* wait until the state is no longer from; the state then */
static TraceState
wait_state_change(TraceState from, char *error, size_t errlen)
{
	TraceState	state;

	ConditionVariablePrepareToSleep(&ts->changed);
	for (;;)
	{
		SpinLockAcquire(&ts->mutex);
		state = ts->state;
		strlcpy(error, ts->error, errlen);
		SpinLockRelease(&ts->mutex);
		if (state != from)
			break;
		ConditionVariableSleep(&ts->changed, PG_WAIT_EXTENSION);
	}
	ConditionVariableCancelSleep();
	return state;
}

PG_FUNCTION_INFO_V1(pg_evictor_trace_start);
Datum
pg_evictor_trace_start(PG_FUNCTION_ARGS)
{
	char		path[MAXPGPATH];
	char		error[256];
	TraceState	state;
	Latch	   *latch;
	TimestampTz now = GetCurrentTimestamp();
	pg_time_t	secs = timestamptz_to_time_t(now);
	char		stamp[40];
	uint32		gen = 0;
	uint64		max_records = 0;

	require_tracing();
	/* the header and one record at least */
	if (evictor_trace_max_size_kb > 0)
		max_records = Max(((uint64) evictor_trace_max_size_kb * 1024 -
						   sizeof(EvictorTraceHeader)) / sizeof(EvictorTraceRecord), 1);
	if (MakePGDirectory(evictor_trace_directory) < 0 && errno != EEXIST)
		ereport(ERROR,
				(errcode_for_file_access(),
				 errmsg("could not create directory \"%s\": %m", evictor_trace_directory)));
	/* microseconds: a restarted server's first trace has a name of its own */
	pg_strftime(stamp, sizeof(stamp), "%Y%m%d-%H%M%S",
				pg_localtime(&secs, log_timezone));
	snprintf(stamp + strlen(stamp), sizeof(stamp) - strlen(stamp), ".%06d",
			 (int) (now % USECS_PER_SEC));

	SpinLockAcquire(&ts->mutex);
	latch = ts->worker_latch;
	state = ts->state;
	if (latch != NULL && state == TRACE_IDLE)
	{
		if (++ts->last_gen % 65536 == 0)
			ts->last_gen++;
		snprintf(ts->path, sizeof(ts->path), "%s/%s-%u.pgtrace",
				 evictor_trace_directory, stamp, ts->last_gen);
		ts->max_records = max_records;
		ts->max_size_kb = evictor_trace_max_size_kb;
		ts->unreported = false;
		strlcpy(path, ts->path, sizeof(path));
		ts->state = TRACE_STARTING;
		ts->error[0] = '\0';
		gen = ts->last_gen;
	}
	else
		strlcpy(path, ts->path, sizeof(path));
	SpinLockRelease(&ts->mutex);

	if (latch == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("the pg_evictor trace writer is not running")));
	if (state != TRACE_IDLE)
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("a trace is already being recorded"),
				 errdetail("Trace \"%s\".", path),
				 errhint("Stop it with pg_evictor_trace_stop().")));
	SetLatch(latch);
	state = wait_state_change(TRACE_STARTING, error, sizeof(error));
	if (state != TRACE_RECORDING)
		ereport(ERROR,
				(errcode(ERRCODE_IO_ERROR),
				 errmsg("the trace did not start: %s", error)));
	/* the pool as it begins, into this trace only: a stop cuts it short */
	if (pg_atomic_read_u32(&ts->gen) == gen)
	{
		trace_snapshot(gen);
		if (snapshot_more != NULL)
			snapshot_more(gen);
	}
	PG_RETURN_TEXT_P(cstring_to_text(path));
}

PG_FUNCTION_INFO_V1(pg_evictor_trace_stop);
Datum
pg_evictor_trace_stop(PG_FUNCTION_ARGS)
{
	TupleDesc	tupdesc;
	Datum		values[3];
	bool		nulls[3] = {false, false, false};
	char		path[MAXPGPATH];
	char		error[256];
	TraceState	state;
	Latch	   *latch;
	uint64		recorded,
				lost;
	bool		unreported;

	require_tracing();
	if (get_call_result_type(fcinfo, NULL, &tupdesc) != TYPEFUNC_COMPOSITE)
		elog(ERROR, "return type must be a row type");

	SpinLockAcquire(&ts->mutex);
	state = ts->state;
	latch = ts->worker_latch;
	if (state == TRACE_RECORDING && latch != NULL)
	{
		pg_atomic_write_u32(&ts->gen, 0);
		ts->state = TRACE_STOPPING;
	}
	strlcpy(error, ts->error, sizeof(error));
	strlcpy(path, ts->path, sizeof(path));
	unreported = (state == TRACE_IDLE && ts->unreported);
	if (unreported)
		ts->unreported = false;
	SpinLockRelease(&ts->mutex);
	/* a write error or the size limit ended it before this stop */
	if (unreported)
		ereport(ERROR,
				(errcode(ERRCODE_IO_ERROR),
				 errmsg("trace \"%s\" is incomplete: %s", path, error)));
	if (state != TRACE_RECORDING || latch == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("no trace is being recorded"),
				 error[0] ? errdetail("The last trace ended: %s.", error) : 0));
	SetLatch(latch);
	state = wait_state_change(TRACE_STOPPING, error, sizeof(error));
	SpinLockAcquire(&ts->mutex);
	strlcpy(path, ts->path, sizeof(path));
	recorded = ts->recorded;
	lost = ts->final_lost;
	SpinLockRelease(&ts->mutex);
	if (error[0])
		ereport(ERROR,
				(errcode(ERRCODE_IO_ERROR),
				 errmsg("trace \"%s\" is incomplete: %s", path, error)));

	values[0] = CStringGetTextDatum(path);
	values[1] = Int64GetDatum((int64) recorded);
	values[2] = Int64GetDatum((int64) lost);
	PG_RETURN_DATUM(HeapTupleGetDatum(heap_form_tuple(BlessTupleDesc(tupdesc),
													  values, nulls)));
}
