/*-------------------------------------------------------------------------
 *
 * sim.h
 *	  pg_evictor's trace simulator: a trace of page requests replayed through
 *	  a policy at a number of frames, counting misses.
 *
 * Every object is one frame (a PostgreSQL page); object sizes are ignored.
 * A trace is read once into dense object numbers 0..nobjects-1, so that each
 * policy works on plain arrays indexed by object and frame: no hashing and
 * no allocation per request.
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_SIM_H
#define EVICTOR_SIM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../mix.h"

/*
 * splitmix64's finalizer, a bijection on 64 bits: object ids of one
 * relation differ in their low bits, and the reader's hash and the pages'
 * ghost keys both want them spread.
 */
static inline uint64_t
sim_mix64(uint64_t x)
{
	return evictor_mix64(x);
}

/* one oracleGeneral record, as libCacheSim's oracleGeneralBin.h reads it */
#define SIM_RECORD_SIZE 24

/* a pg_evictor trace (extension/src/tracefile.h): its header, its records */
#define SIM_PG_MAGIC "PGEVTRC"		/* and its zero: 8 bytes */
#define SIM_PG_HEADER_SIZE 48
#define SIM_PG_RECORD1_SIZE 32
#define SIM_PG_RECORD2_SIZE 40
#define SIM_PG_COMPLETE 1			/* header flag: stopped, counts final */
#define SIM_PG_RINGS 2				/* header flag: strategy and ring filled */
#define SIM_PG_PINS_SEEN 4			/* header flag: hits carry SIM_PG_PINNED */
#define SIM_PG_PASSED_BUFFERS 8		/* header flag: passed records name their buffer */
#define SIM_PG_PINNED 16			/* record flag of a hit: its buffer had pins */
#define SIM_PG_HIT 1
#define SIM_PG_MISS 2
#define SIM_PG_EXTEND 3
#define SIM_PG_RELEASE 4
#define SIM_PG_RESIDENT 5			/* the pool at the trace's start: a buffer */
#define SIM_PG_HAND 6				/* ... and a partition's hand */
#define SIM_PG_QUEUE 7				/* ... and a framework policy's queues */
#define SIM_PG_STATE 8				/* ... or its whole state block */
#define SIM_PG_LOOKUP 9				/* a miss's lookup: its backend let go */
#define SIM_PG_PASSED 10			/* its search passed a pinned page */
#define SIM_PG_SEARCH 11			/* its search ended, its victim claimed */
#define SIM_PG_FREED 12				/* a buffer lost its page, now free */
#define SIM_PG_LOADED 13			/* a framework policy heard a load */
#define SIM_PG_FORGOTTEN 14			/* event, of a FREED record flagged
									 * SIM_PG_FORGOT: a framework policy forgot
									 * the buffer (15 to 18) */
#define SIM_PG_FORGOT 32			/* record flag of a FREED: FORGOTTEN */
#define SIM_PG_STATE_HEAD 8			/* record flag of a STATE: a block's head */
#define SIM_PG_HAND_HERE 4			/* record flag of a QUEUE: its hand's next */
#define SIM_PG_GHOST UINT32_MAX		/* a QUEUE record's frame: a ghost's key */
#define SIM_PG_NO_TAG (UINT32_MAX - 1)	/* a PASSED record's page: none (16 on,
										 * a victim claimed, not yet retagged) */
#define SIM_PG_QUEUE_TARGET 0xFFFF	/* a QUEUE record's queue: the target's bits */
#define SIM_PG_NO_CPU 0xFFFF

typedef struct SimTrace
{
	uint64_t	n;				/* requests */
	uint32_t	nobjects;		/* distinct objects */
	uint32_t   *obj;			/* request i's object, 0..nobjects-1 */
	uint64_t   *next;			/* index of the object's next request, or n;
								 * computed on demand (sim_trace_next) */

	/*
	 * A pg_evictor trace's (pgtrace.c); format 0 (oracleGeneral, or ids in
	 * memory) has none of it, every pointer NULL.  Objects are the buffer
	 * tags (spc, db, rel, fork, block), dense in order of first request.
	 * Release records are events between requests, not requests.
	 */
	uint32_t	format;			/* 0, or the trace's format: 1, 2 */
	uint32_t	flags;			/* the header's (SIM_PG_RINGS) */
	uint32_t	nbuffers;		/* the traced server's shared_buffers */
	uint32_t	server_version; /* its PG_VERSION_NUM */
	uint32_t	nbackends;
	int32_t    *backend_number; /* a dense backend's process number */
	uint32_t   *backend;		/* request i's backend, 0..nbackends-1 */
	uint8_t    *kind;			/* SIM_PG_HIT, _MISS, _EXTEND */
	uint8_t    *strategy;		/* 0 none, 1 bulk read, 2 bulk write, 3 vacuum */
	uint32_t   *ring;			/* dense per (backend, ring number): 1..nrings, 0 none */
	uint16_t   *ring_size;		/* as recorded (0: no ring) */
	uint16_t   *cpu;			/* SIM_PG_NO_CPU: unknown */
	uint8_t    *pinned;			/* SIM_PG_PINS_SEEN: 1 for a hit whose buffer
								 * had pins at its lookup; else NULL */
	uint32_t	nrings;
	uint16_t   *ring_slots;		/* [1..nrings]: a ring's size, its largest */

	/*
	 * The records that are no requests but events between them, in the
	 * trace's order: event k comes just before request events[k].at (n:
	 * after the last).  RELEASE: its backend lets go of every pin; LOOKUP:
	 * a miss's lookup of a page of fork (what its path lets go); PASSED:
	 * the backend's search (for its next miss) passed obj's page pinned,
	 * in the server's buffer frame (SIM_PG_PASSED_BUFFERS; else 0), obj
	 * SIM_PG_NO_TAG if the buffer had no page then (16 on);
	 * SEARCH: that search ended, its victim the server's buffer frame,
	 * which held obj (SIM_PG_GHOST: none, or a page the trace had not
	 * named); req: the backend's next request, n if none.  FREED: the
	 * server's buffer frame lost its page, and is free.  LOADED: a
	 * framework policy heard that the backend's miss is in buffer frame.
	 * obj is SIM_PG_GHOST for the others, frame 0.
	 */
	uint64_t	nevents;
	struct SimEvent
	{
		uint64_t	at;
		uint64_t	req;
		uint32_t	backend;
		uint32_t	obj;
		uint32_t	frame;
		uint8_t		kind;
		uint8_t		fork;
	}		   *events;

	/*
	 * The pool as the trace began (format 2's kinds 5 and 6, wherever they
	 * fall among the requests): resident k is object resident_obj[k] in
	 * the server's frame resident_frame[k] (0-based) with usage count
	 * resident_usage[k]; hand k is partition hand_part[k]'s, at frame
	 * hand_frame[k] (pool-wide).  replay.c starts from it when the run has
	 * the trace's nbuffers frames (sim_snapshot_applies).
	 */
	uint32_t	nresident;
	uint32_t   *resident_frame;
	uint32_t   *resident_obj;
	uint8_t    *resident_usage;
	uint32_t	nhands;
	uint32_t   *hand_part;
	uint32_t   *hand_frame;

	/*
	 * Kind 7: a framework policy's queues at the start (policy = its index
	 * in policies.c's table), each partition's queue by queue, oldest
	 * first; hand set on the frame its hand visits next.  A ghost has no
	 * frame (SIM_PG_GHOST) and its page's object, found by the server's
	 * key of each tag (keyhash.h), or SIM_PG_GHOST when the trace never
	 * requests that page.
	 */
	uint32_t	nqueued;
	struct SimQueued
	{
		uint32_t	policy;
		uint32_t	part;
		uint32_t	frame;		/* pool-wide; SIM_PG_GHOST: a ghost */
		uint32_t	obj;		/* a ghost's object, or SIM_PG_GHOST */
		uint64_t	key;		/* a ghost's server key */
		uint16_t	q;			/* SIM_PG_QUEUE_TARGET: the policy's target */
		uint8_t		hand;
		double		target;
	}		   *queued;

	/*
	 * Kind 8: a framework policy's whole state block per partition, for the
	 * policies that cannot be restored from queues: the server's bytes, of
	 * size bytes, complete (got == size) or not used.  Its keys are the
	 * server's, as obj_key's.
	 */
	uint32_t	nstates;
	struct SimState
	{
		uint32_t	policy;
		uint32_t	part;
		uint32_t	first;		/* the partition's first frame (pool-wide) */
		uint32_t	nframes;
		uint64_t	size;
		uint64_t	got;
		unsigned char *bytes;
	}		   *states;

	/* object k's key as the server computes it of its tag (keyhash.h) */
	uint64_t   *obj_key;
	/* object k's fork (0 main, 1 free space map, 2 visibility map, ...) */
	uint8_t    *obj_fork;

	/*
	 * --classes: object k's class, 0..SIM_MAX_CLASSES-1 (the caller's
	 * names), or NULL.  Owned by the caller, not by sim_trace_free.
	 */
	const uint8_t *obj_class;
} SimTrace;

/*
 * The key a policy is given for object obj: a pg_evictor trace's as the
 * server computes it of the page's tag (pgtrace.c's key_objects), so that
 * what a policy hashes (ghosts, W-TinyLFU's sketch) is the server's and a
 * restored state block's keys are its pages'; else obj mixed (splitmix64's
 * finalizer, a bijection), distinct keys spread as the server's are.
 */
static inline uint64_t
sim_page_key(const SimTrace *t, uint32_t obj)
{
	if (t->obj_key != NULL)
		return t->obj_key[obj];
	return sim_mix64((uint64_t) obj + UINT64_C(0x9E3779B97F4A7C15));
}

/* trace.c: a 64-bit id -> dense number map, open addressing (the readers') */
typedef struct SimIdMap
{
	uint64_t	mask;
	uint64_t   *key;
	uint32_t   *val;			/* dense number + 1; 0 is an empty slot */
	uint32_t	count;
} SimIdMap;

extern int	sim_idmap_init(SimIdMap *m, uint64_t slots);
extern void sim_idmap_free(SimIdMap *m);
/* the dense number of id, a new one if unseen; -1 if memory ran out */
extern int64_t sim_idmap_get(SimIdMap *m, uint64_t id);

/* trace.c: either format, by its first bytes */
extern int	sim_trace_read(const char *path, SimTrace *t, char *err, size_t errlen);
extern int	sim_trace_from_ids(const uint64_t *ids, uint64_t n, SimTrace *t);
extern const uint64_t *sim_trace_next(SimTrace *t);
extern void sim_trace_free(SimTrace *t);

struct EvictorRoutine;

/* pgtrace.c: a pg_evictor trace, format 1 or 2 (sim_trace_read calls it) */
extern int	sim_pgtrace_read(const char *path, SimTrace *t, char *err, size_t errlen);
/* the trace's own misses (kind miss or extend) of the requests from warmup on */
extern int64_t sim_trace_server_misses(const SimTrace *t, uint64_t warmup);
/* do rings replay by default: format 2 with SIM_PG_RINGS */
extern bool sim_trace_has_rings(const SimTrace *t);
/* does the trace have a snapshot of the pool (kind 5 or 6)? */
extern bool sim_trace_has_snapshot(const SimTrace *t);

#define SIM_MAX_CLASSES 8

/* What a replay counted besides misses. */
typedef struct SimStats
{
	uint64_t	pinned_out;		/* misses that found every frame pinned */
	uint64_t	hits_committed; /* --hit-batch: queued hits the policy heard */
	uint64_t	hits_stale;		/* ... dropped: the frame held another page */
	uint64_t	hits_unheard;	/* ... still queued when the trace ended */
	uint64_t	restored;		/* frames restored from queue records */
	uint64_t	ghosts;			/* ... and ghosts */
	uint64_t	ghosts_known;	/* ... of pages the trace requests */
	uint64_t	state_bytes;	/* bytes of state blocks restored (kind 8) */
	uint32_t	state_parts;	/* ... in so many partitions */
	uint64_t	searched;		/* searches replayed at their record */
	uint64_t	same_victim;	/* ... whose victim held the server's victim's
								 * page (or both were free) */
	uint64_t	dropped;		/* pages freed records took from the run */
	uint64_t	class_misses[SIM_MAX_CLASSES];	/* the counted misses by
												 * obj_class */
} SimStats;

/* What a run may be told besides its number of frames. */
typedef struct SimOptions
{
	uint32_t	max_usage;		/* clocksweep's cap (pg_evictor.max_usage) */
	const struct EvictorRoutine *routine;	/* sim_routine's policy */
	uint64_t	warmup;			/* requests replayed before misses count */

	/*
	 * A pg_evictor trace's replay (replay.c); zero is the default, and an
	 * oracleGeneral trace (format 0) has none of it.
	 */
	bool		no_pins;		/* --no-pins */
	bool		no_rings;		/* --no-rings */
	uint32_t	partitions;		/* --partitions K, 0 or 1: one */
	uint32_t	sweep_batch;	/* --sweep-batch B, 0 or 1: none */
	SimStats   *stats;			/* NULL, or added to */
	bool		cold;			/* --cold: every frame free, the snapshot ignored */
	uint32_t	hit_batch;		/* --hit-batch N, 0: each hit heard at once */
	bool		release_before_miss;	/* --release-before-miss */
	bool		no_lookups;		/* --no-lookups: lookup records ignored */
	bool		no_passes;		/* --no-passes: passed records ignored */
	bool		no_searches;	/* --no-searches: a miss searched at its record */
	bool		no_frees;		/* --no-frees: freed records ignored */
	bool		no_loads;		/* --no-loads: 15's policy hears a load at
								 * the miss's record, not its loaded record;
								 * 16+'s an extension's at the extend's */
	const char *end_state;		/* --end-state FILE: the pool at the end */
} SimOptions;

#define SIM_OPTIONS_DEFAULT(cap, warmup) {(cap), NULL, (warmup), false, false, 0, 0, NULL, false, 0, false, false, false, false, false, false, NULL}

/*
 * Request i missed: 1 if it is counted (from the warm-up on), added to its
 * object's class when the trace has classes.  Every policy counts its
 * misses here.
 */
static inline int64_t
sim_count_miss(const SimTrace *t, const SimOptions *opt, uint64_t i)
{
	if (i < opt->warmup)
		return 0;
	if (t->obj_class != NULL && opt->stats != NULL)
		opt->stats->class_misses[t->obj_class[t->obj[i]]]++;
	return 1;
}

/*
 * pgtrace.c: does a replay at frames start from the trace's snapshot: not
 * --cold, and frames the trace's nbuffers (frame ids are the server's)
 */
extern bool sim_snapshot_applies(const SimTrace *t, uint32_t frames, const SimOptions *opt);

/*
 * A policy: replay the whole trace at `frames` frames, return the misses
 * of the requests from opt->warmup on (-1 if memory ran out, -2 if the
 * policy broke its protocol).  Each run allocates its arrays once.
 */
typedef int64_t (*SimRun) (SimTrace *t, uint32_t frames, const SimOptions *opt);

typedef struct SimPolicy
{
	const char *name;			/* as pg_evictor.policy names it, or lru-ref/opt/fifo */
	SimRun		run;
	const char *what;			/* one line for --help */
	const struct EvictorRoutine *routine;	/* for sim_routine, else NULL */
} SimPolicy;

/*
 * policies.c: the table, NULL-terminated: its own entries, then every
 * framework policy of routine.h's table.  sim_run() runs one.
 */
extern const SimPolicy *sim_policy_list(void);
extern const SimPolicy *sim_policy(const char *name);
extern int64_t sim_run(const SimPolicy *p, SimTrace *t, uint32_t frames, const SimOptions *opt);
extern bool sim_policy_replays(const SimPolicy *p);

/* one file each */
extern int64_t sim_lru(SimTrace *t, uint32_t frames, const SimOptions *opt);
extern int64_t sim_opt(SimTrace *t, uint32_t frames, const SimOptions *opt);
extern int64_t sim_fifo(SimTrace *t, uint32_t frames, const SimOptions *opt);
extern int64_t sim_clocksweep(SimTrace *t, uint32_t frames, const SimOptions *opt);
extern int64_t sim_hotcool(SimTrace *t, uint32_t frames, const SimOptions *opt);
extern int64_t sim_secondchance(SimTrace *t, uint32_t frames, const SimOptions *opt);
extern int64_t sim_routine(SimTrace *t, uint32_t frames, const SimOptions *opt);
/* routine.c's host over a usage count per frame, nothing ever pinned */
extern struct EvictorHost sim_usage_host(uint32_t *usage);

/*
 * replay.c: a pg_evictor trace with its backends, pins, rings, partitions
 * and batches, for the stock arm (rule: EvictorPolicy) and the framework
 * (routine).  sim_run() sends a format-1 or 2 trace there; -3 for a
 * framework policy with a sweep batch (the server refuses it).
 */
extern int64_t sim_replay_sweep(SimTrace *t, uint32_t frames, const SimOptions *opt, int rule);
extern int64_t sim_replay_routine(SimTrace *t, uint32_t frames, const SimOptions *opt);
/* the frames a run needs allocated: frames, or fewer when more change nothing */
extern uint32_t sim_frames_needed(const SimTrace *t, uint32_t frames, const SimOptions *opt);

/*
 * mattson.c: LRU's misses at every size in one pass, of the requests from
 * warmup on.  misses[c] for
 * c = 0..nobjects (misses[0] = n); the array has nobjects + 1 entries,
 * allocated here, freed by the caller.  NULL if memory ran out.
 */
extern int64_t *sim_lru_stack_misses(SimTrace *t, uint64_t warmup);

#endif							/* EVICTOR_SIM_H */
