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

#include <stddef.h>
#include <stdint.h>

/*
 * splitmix64's finalizer, a bijection on 64 bits: object ids of one
 * relation differ in their low bits, and the reader's hash and the pages'
 * ghost keys both want them spread.
 */
static inline uint64_t
sim_mix64(uint64_t x)
{
	x ^= x >> 30;
	x *= UINT64_C(0xbf58476d1ce4e5b9);
	x ^= x >> 27;
	x *= UINT64_C(0x94d049bb133111eb);
	x ^= x >> 31;
	return x;
}

/* one oracleGeneral record, as libCacheSim's oracleGeneralBin.h reads it */
#define SIM_RECORD_SIZE 24

typedef struct SimTrace
{
	uint64_t	n;				/* requests */
	uint32_t	nobjects;		/* distinct objects */
	uint32_t   *obj;			/* request i's object, 0..nobjects-1 */
	uint64_t   *next;			/* index of the object's next request, or n;
								 * computed on demand (sim_trace_next) */
} SimTrace;

/* trace.c */
extern int	sim_trace_read(const char *path, SimTrace *t, char *err, size_t errlen);
extern int	sim_trace_from_ids(const uint64_t *ids, uint64_t n, SimTrace *t);
extern const uint64_t *sim_trace_next(SimTrace *t);
extern void sim_trace_free(SimTrace *t);

struct EvictorRoutine;

/* What a run may be told besides its number of frames. */
typedef struct SimOptions
{
	uint32_t	max_usage;		/* clocksweep's cap (pg_evictor.max_usage) */
	const struct EvictorRoutine *routine;	/* sim_routine's policy */
	uint64_t	warmup;			/* requests replayed before misses count */
} SimOptions;

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

/* one file each */
extern int64_t sim_lru(SimTrace *t, uint32_t frames, const SimOptions *opt);
extern int64_t sim_opt(SimTrace *t, uint32_t frames, const SimOptions *opt);
extern int64_t sim_fifo(SimTrace *t, uint32_t frames, const SimOptions *opt);
extern int64_t sim_clocksweep(SimTrace *t, uint32_t frames, const SimOptions *opt);
extern int64_t sim_hotcool(SimTrace *t, uint32_t frames, const SimOptions *opt);
extern int64_t sim_secondchance(SimTrace *t, uint32_t frames, const SimOptions *opt);
extern int64_t sim_routine(SimTrace *t, uint32_t frames, const SimOptions *opt);

/*
 * mattson.c: LRU's misses at every size in one pass, of the requests from
 * warmup on.  misses[c] for
 * c = 0..nobjects (misses[0] = n); the array has nobjects + 1 entries,
 * allocated here, freed by the caller.  NULL if memory ran out.
 */
extern int64_t *sim_lru_stack_misses(SimTrace *t, uint64_t warmup);

#endif							/* EVICTOR_SIM_H */
