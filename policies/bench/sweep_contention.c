/*
 * Contention microbenchmark of the miss path over simulated frames:
 * allocations per second against threads.
 *
 * The clock sweep: one shared hand, batched hand claims, and partitions
 * with a hand each.  The sweep is the same template the server uses; a
 * frame's header lock is a bit of its atomic state, as in the server.  Each
 * allocation loads its victim (usage 1) and touches two frames of a hot set
 * (usage up to 5, under the header lock), so the sweep has work to do.
 *
 * The framework's policies (every entry of evictor_routines[] with builtin
 * < 0) under the same workload, through a host over the same frames in the
 * header-lock model (routine.h), with one pthread mutex per policy instance
 * standing in for the server's LWLock.  Three arms each:
 *
 *   pair:    lock; victim(); write the loaded state; on_load(); unlock.
 *   server:  as framework.c does it: lock; victim(); pin the victim and
 *            unlock its header; unlock; then lock; on_load(); unlock; unpin.
 *            Two acquisitions per allocation, and a search meanwhile passes
 *            the pinned frame.
 *   server, PARTS partitions: the same over PARTS instances on contiguous
 *            ranges of frames, thread t on instance t % PARTS.
 *
 * Hits call only a policy with on_hit (lru, arc, lru2, wtinylfu, lirs): each of the two touches
 * then takes the mutex of the frame's instance around on_hit, as the
 * server's lookup path takes the instance's LWLock.  For those, two arms
 * more, "hit batch 32": the server's arms with pg_evictor.hit_batch = 32,
 * through the server's queue (hitqueue.h): each thread queues its hits with
 * the keys of their pages, commits them 32 at a time under a try-lock
 * (waiting at 64), and its hits of an instance at its victim search there,
 * in that hold.  Every frame is resident before the
 * clock starts: init(), then on_load() of each frame in order.  Keys: half
 * the loads bring back the page the loading thread evicted RING loads
 * before (a ghost hit where the policy still keeps its ghost), the others a
 * new page, a thread's counter mixed; a page is resident in one frame at
 * most.  The clock sweep never sees keys, so the workload is the same.
 *
 * victim() returning -1 (no thread pins more than one frame, so never all
 * pinned), a frame out of range, or a frame it did not leave header-locked
 * is a policy bug: counted and reported under the table, never hidden.
 *
 *   sweep_contention [seconds per point] [max threads]
 *
 * A benchmark, not a test: it reports, it never fails on a number.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "hitqueue.h"
#include "partition.h"
#include "sim/sim.h"		/* sim_mix64: splitmix64's finalizer, keeps 0 at 0 */
#include "policy.h"
#include "routine.h"

#define NFRAMES		65536
#define LOCKED		(1u << 31)
#define REFCOUNT(s) ((s) & 0xFFFF)
#define USAGE_SHIFT 16
#define USAGE(s)	(((s) >> USAGE_SHIFT) & 0xF)
#define WITH_USAGE(s, u) (((s) & ~(0xFu << USAGE_SHIFT)) | ((uint32_t) (u) << USAGE_SHIFT))

#define MAX_THREADS 64
#define PARTS		4			/* the policies' partitioned arm */
#define RING		1024		/* a thread's evicted pages it may bring back */

typedef struct Part
{
	_Alignas(64) atomic_uint hand;
	uint32_t	first;
	uint32_t	n;
} Part;

static atomic_uint frames[NFRAMES];
static uint64_t frame_key[NFRAMES]; /* written by the frame's claimer only */
static Part parts[EVICTOR_MAX_PARTITIONS];
static atomic_int stop;

typedef struct Ctx
{
	Part	   *part;
	EvictorBatch batch;
	uint32_t	batch_len;
} Ctx;

static inline uint32_t
frame_lock(uint32_t id)
{
	for (;;)
	{
		uint32_t	old = atomic_fetch_or(&frames[id], LOCKED);

		if (!(old & LOCKED))
			return old;
	}
}

static inline uint32_t
tick(Ctx *c)
{
	uint32_t	pos;

	if (c->batch_len == 1)
		pos = atomic_fetch_add(&c->part->hand, 1);
	else if (!evictor_batch_take(&c->batch, &pos))
	{
		pos = atomic_fetch_add(&c->part->hand, c->batch_len);
		c->batch.next = pos;
		c->batch.end = pos + c->batch_len;
		evictor_batch_take(&c->batch, &pos);
	}
	return c->part->first + pos % c->part->n;
}

#define SWEEP_PREFIX bench
#define SWEEP_CTX Ctx *
#define SWEEP_NFRAMES(c) ((c)->part->n)
#define SWEEP_TICK(c) tick(c)
#define SWEEP_LOCK(c, id) frame_lock(id)
#define SWEEP_UNLOCK(c, id, s) atomic_store(&frames[id], (s) & ~LOCKED)
#define SWEEP_REFCOUNT(s) REFCOUNT(s)
#define SWEEP_USAGE(s) USAGE(s)
#define SWEEP_SET_USAGE(s, u) WITH_USAGE(s, u)
#define SWEEP_VISIT(u, nu) evictor_visit_clocksweep(u, EVICTOR_MAX_USAGE, nu)
#include "sweep.h"

/* ---- the framework's policies: instances, their locks, the host ---- */

typedef enum Arm
{
	ARM_PAIR,					/* one acquisition around victim + on_load */
	ARM_SERVER,					/* framework.c's two acquisitions */
	ARM_SERVER_BATCH			/* ... and hits queued, hit_batch 32 */
} Arm;

#define HIT_BATCH	32

typedef struct Inst
{
	_Alignas(64) pthread_mutex_t lock;
	const EvictorRoutine *r;
	void	   *state;
	uint32_t	first;
	uint32_t	n;
} Inst;

static Inst insts[PARTS];

/* the header-lock model over the benchmark's frames; arg is the instance */
static EvictorFrameState
h_begin(void *arg, uint32_t id)
{
	return frame_lock(((Inst *) arg)->first + id);
}

static void
h_leave(void *arg, uint32_t id, EvictorFrameState s)
{
	atomic_store(&frames[((Inst *) arg)->first + id], (uint32_t) s & ~LOCKED);
}

static bool
h_keep(void *arg, uint32_t id, EvictorFrameState *sp, uint32_t u)
{
	atomic_store(&frames[((Inst *) arg)->first + id],
				 WITH_USAGE((uint32_t) *sp, u) & ~LOCKED);
	return true;
}

static bool
h_claim(void *arg, uint32_t id, EvictorFrameState *sp)
{
	(void) arg, (void) id, (void) sp;
	return true;				/* left header-locked */
}

static uint32_t
h_refcount(EvictorFrameState s)
{
	return REFCOUNT((uint32_t) s);
}

static uint32_t
h_usage(EvictorFrameState s)
{
	return USAGE((uint32_t) s);
}

/* a page never seen before: tag 0 for the initial loads, thread + 1 after */
static inline uint64_t
new_key(uint32_t tag, uint64_t n)
{
	return sim_mix64((uint64_t) tag << 48 | n);
}

/* policy bugs, summed over a run's threads */
typedef struct Faults
{
	uint64_t	none;			/* victim() returned -1 */
	uint64_t	range;			/* a frame id out of the instance */
	uint64_t	unclaimed;		/* not header-locked, or pinned */
} Faults;

typedef struct Worker
{
	pthread_t	th;
	Ctx			ctx;
	Inst	   *inst;
	Arm			arm;
	uint32_t	tag;
	unsigned	seed;
	uint64_t	allocations;
	uint64_t	fresh;			/* new pages loaded so far */
	uint32_t	ring_pos;
	Faults		faults;
	uint64_t	ring[RING];		/* pages this thread evicted, 0: none */
	EvictorHitQueue hq;			/* ARM_SERVER_BATCH: its queued hits */
} Worker;

static Worker workers[MAX_THREADS];

/*
 * touch two frames of a hot eighth of the pool; their ids into hit[], and
 * their pages' keys into keys[], read under the header lock that a frame's
 * claimer holds when it writes one
 */
static inline void
touch_hot(Worker *w, uint32_t *hit, uint64_t *keys)
{
	for (int i = 0; i < 2; i++)
	{
		uint32_t	id = (uint32_t) rand_r(&w->seed) % (NFRAMES / 8) * 8;
		uint32_t	s = frame_lock(id);
		uint32_t	u = USAGE(s);

		if (keys)
			keys[i] = frame_key[id];
		atomic_store(&frames[id], WITH_USAGE(s, u < EVICTOR_MAX_USAGE ? u + 1 : u) & ~LOCKED);
		if (hit)
			hit[i] = id;
	}
}

/* ---- hits in batches: the host's side of hitqueue.h ---- */

static inline int
inst_of(uint32_t frame)
{
	int			p = 0;

	while (frame >= insts[p].first + insts[p].n)
		p++;
	return p;
}

static uint32_t
hq_part_of(void *arg, uint32_t frame)
{
	(void) arg;
	return (uint32_t) inst_of(frame);
}

/* frame_key changes under the instance's lock (next_key's callers) */
static uint64_t
hq_key_of(void *arg, uint32_t frame)
{
	(void) arg;
	return frame_key[frame];
}

static void
hq_hear(void *arg, uint32_t frame)
{
	Inst	   *in = arg;

	in->r->on_hit(in->state, frame - in->first);
}

/* under insts[p]'s lock: the worker's queued hits of that instance */
static inline void
hits_commit(Worker *w, int p)
{
	EvictorHitCounts c = {0, 0};

	if (w->hq.n > 0)
		evictor_hitq_commit(&w->hq, (uint32_t) p, hq_part_of, hq_key_of, hq_hear,
							&insts[p], &c);
}

/* a full queue: one hold per instance, a busy lock puts it off unless wait */
static void
hits_commit_all(Worker *w, bool wait)
{
	while (w->hq.n > 0)
	{
		int			p = inst_of(w->hq.hits[0].frame);

		if (wait)
			pthread_mutex_lock(&insts[p].lock);
		else if (pthread_mutex_trylock(&insts[p].lock) != 0)
			return;
		hits_commit(w, p);
		pthread_mutex_unlock(&insts[p].lock);
	}
}

static void *
work(void *arg)
{
	Worker	   *w = arg;

	while (!atomic_load_explicit(&stop, memory_order_relaxed))
	{
		uint32_t	st,
					dem = 0;
		int64_t		v = bench_sweep(&w->ctx, &st, &dem);

		if (v < 0)
			continue;
		/* load a page into the victim: usage 1, unlocked */
		atomic_store(&frames[v], WITH_USAGE(st, 1) & ~LOCKED);
		touch_hot(w, NULL, NULL);
		w->allocations++;
	}
	return NULL;
}

/*
 * The page frame id (claimed by this thread) gets: the one this thread
 * evicted RING loads ago, for half the loads where there is one, else a new
 * one; the evicted page takes its place in the ring.
 */
static inline uint64_t
next_key(Worker *w, uint32_t id)
{
	uint64_t	back = w->ring[w->ring_pos];
	uint64_t	key;

	w->ring[w->ring_pos] = frame_key[id];
	w->ring_pos = (w->ring_pos + 1) % RING;
	if (back != 0 && (rand_r(&w->seed) & 1))
		key = back;
	else
		key = new_key(w->tag, ++w->fresh);
	frame_key[id] = key;
	return key;
}

static void *
work_policy(void *arg)
{
	Worker	   *w = arg;
	Inst	   *in = w->inst;
	const EvictorRoutine *r = in->r;
	EvictorHost host = {in, h_begin, h_leave, h_keep, h_claim, h_refcount, h_usage};

	while (!atomic_load_explicit(&stop, memory_order_relaxed))
	{
		EvictorFrameState claimed;
		int64_t		v;
		uint32_t	id,
					s,
					hit[2];
		uint64_t	key,
					hit_key[2];

		pthread_mutex_lock(&in->lock);
		if (w->arm == ARM_SERVER_BATCH)
			hits_commit(w, (int) (in - insts));
		v = r->victim(in->state, &host, &claimed);
		if (v < 0 || (uint64_t) v >= in->n)
		{
			/* nothing we can safely unlock: count it and ask again */
			pthread_mutex_unlock(&in->lock);
			if (v < 0)
				w->faults.none++;
			else
				w->faults.range++;
			continue;
		}
		id = in->first + (uint32_t) v;
		s = (uint32_t) claimed;
		if (!(atomic_load(&frames[id]) & LOCKED) || REFCOUNT(s) != 0)
		{
			/* a pinned frame "claimed": its header lock is ours, give it back */
			if (REFCOUNT(s) != 0 && (atomic_load(&frames[id]) & LOCKED))
				atomic_store(&frames[id], s & ~LOCKED);
			pthread_mutex_unlock(&in->lock);
			w->faults.unclaimed++;
			continue;
		}
		key = next_key(w, id);
		if (w->arm == ARM_PAIR)
		{
			/* the loaded page: usage 1, unlocked */
			atomic_store(&frames[id], WITH_USAGE(s, 1) & ~LOCKED);
			r->on_load(in->state, (uint32_t) v, key);
			pthread_mutex_unlock(&in->lock);
		}
		else
		{
			/* pinned for the load (usage 1, refcount 1), header unlocked */
			atomic_store(&frames[id], (WITH_USAGE(s, 1) + 1) & ~LOCKED);
			pthread_mutex_unlock(&in->lock);
			/* the mapping insert tells the policy, under the lock again */
			pthread_mutex_lock(&in->lock);
			r->on_load(in->state, (uint32_t) v, key);
			pthread_mutex_unlock(&in->lock);
			/* the load is done: unpin */
			s = frame_lock(id);
			atomic_store(&frames[id], (s - 1) & ~LOCKED);
		}
		touch_hot(w, hit, hit_key);
		/* a policy that hears hits (lru, arc, lru2, wtinylfu, lirs): each under its instance's lock */
		for (int i = 0; r->on_hit != NULL && w->arm == ARM_SERVER_BATCH && i < 2; i++)
		{
			EvictorHitCommit next = evictor_hitq_push(&w->hq, hit[i], hit_key[i], HIT_BATCH);

			if (next != EVICTOR_HITS_KEEP)
				hits_commit_all(w, next == EVICTOR_HITS_WAIT);
		}
		for (int i = 0; r->on_hit != NULL && w->arm != ARM_SERVER_BATCH && i < 2; i++)
		{
			Inst	   *hin = &insts[0];

			while (hit[i] >= hin->first + hin->n)
				hin++;
			pthread_mutex_lock(&hin->lock);
			hin->r->on_hit(hin->state, hit[i] - hin->first);
			pthread_mutex_unlock(&hin->lock);
		}
		w->allocations++;
	}
	return NULL;
}

/* ---- runs ---- */

typedef struct Result
{
	double		rate;			/* allocations per second */
	double		ghost_share;	/* ghost hits per load, -1 if not reported */
	Faults		faults;
} Result;

typedef struct GhostSum
{
	double		hits;
	bool		found;
} GhostSum;

static void
sum_ghosts(void *arg, const char *name, double value)
{
	GhostSum   *g = arg;

	if (strcmp(name, "ghost_hits") == 0)
	{
		g->hits += value;
		g->found = true;
	}
}

/*
 * A run of threads for seconds: the clock sweep over nparts hands (r NULL),
 * or policy r in nparts instances under arm.  Frames start at usage 1 and,
 * for a policy, resident in it.
 */
static Result
run(int threads, int nparts, uint32_t batch_len, const EvictorRoutine *r,
	Arm arm, double seconds)
{
	uint32_t	first[EVICTOR_MAX_PARTITIONS],
				count[EVICTOR_MAX_PARTITIONS];
	struct timespec ts = {(time_t) seconds, (long) ((seconds - (time_t) seconds) * 1e9)};
	uint64_t	total = 0;
	Result		res = {0, -1, {0, 0, 0}};

	for (int i = 0; i < NFRAMES; i++)
	{
		atomic_store(&frames[i], WITH_USAGE(0, 1));
		frame_key[i] = new_key(0, (uint64_t) i + 1);
	}
	evictor_partition_bounds(NFRAMES, nparts, 1, 1, first, count);
	for (int p = 0; p < nparts; p++)
	{
		atomic_store(&parts[p].hand, 0);
		parts[p].first = first[p];
		parts[p].n = count[p];
	}
	if (r != NULL)
	{
		double		params[EVICTOR_MAX_PARAMS];

		for (int i = 0; i < r->nparams; i++)
			params[i] = r->param_defaults[i];
		for (int p = 0; p < nparts; p++)
		{
			Inst	   *in = &insts[p];

			pthread_mutex_init(&in->lock, NULL);
			in->r = r;
			in->first = first[p];
			in->n = count[p];
			in->state = aligned_alloc(64, (r->state_size(in->n, params) + 63) & ~(size_t) 63);
			if (in->state == NULL)
			{
				perror("aligned_alloc");
				exit(1);
			}
			r->init(in->state, in->n, params);
			for (uint32_t id = 0; id < in->n; id++)
				r->on_load(in->state, id, frame_key[in->first + id]);
		}
	}
	atomic_store(&stop, 0);
	for (int t = 0; t < threads; t++)
	{
		Worker	   *w = &workers[t];

		memset(w, 0, sizeof(*w));
		w->ctx.part = &parts[t % nparts];
		w->ctx.batch_len = batch_len;
		w->inst = &insts[t % nparts];
		w->arm = arm;
		w->tag = (uint32_t) t + 1;
		w->seed = (unsigned) t + 1;
		pthread_create(&w->th, NULL, r != NULL ? work_policy : work, w);
	}
	nanosleep(&ts, NULL);
	atomic_store(&stop, 1);
	for (int t = 0; t < threads; t++)
	{
		Worker	   *w = &workers[t];

		pthread_join(w->th, NULL);
		total += w->allocations;
		res.faults.none += w->faults.none;
		res.faults.range += w->faults.range;
		res.faults.unclaimed += w->faults.unclaimed;
	}
	res.rate = total / seconds;
	if (r != NULL)
	{
		GhostSum	g = {0, false};

		for (int p = 0; p < nparts; p++)
		{
			r->report(insts[p].state, sum_ghosts, &g);
			free(insts[p].state);
			pthread_mutex_destroy(&insts[p].lock);
		}
		if (g.found && total > 0)
			res.ghost_share = g.hits / total;
	}
	return res;
}

int
main(int argc, char **argv)
{
	double		seconds = argc > 1 ? atof(argv[1]) : 1.0;
	int			max_threads = argc > 2 ? atoi(argv[2]) : 4;
	struct
	{
		const char *name;
		int			nparts;
		uint32_t	batch;
	}			arms[] = {
		{"one hand", 1, 1}, {"batch 8", 1, 8}, {"batch 64", 1, 64},
		{"2 partitions", 2, 1}, {"4 partitions", 4, 1}
	};
	struct
	{
		const char *name;
		int			nparts;
		Arm			arm;
	}			parms[] = {
		{"one lock, pair", 1, ARM_PAIR},
		{"one lock, server", 1, ARM_SERVER},
		{"4 partitions, server", PARTS, ARM_SERVER},
		{"one lock, server, hit batch 32", 1, ARM_SERVER_BATCH},
		{"4 partitions, server, hit batch 32", PARTS, ARM_SERVER_BATCH}
	};
	double		one_hand[MAX_THREADS + 1] = {0};
	int			nt = 0;
	char		faults[4096] = "";
	size_t		flen = 0;

	if (max_threads > MAX_THREADS)
		max_threads = MAX_THREADS;

	printf("| threads |");
	for (size_t a = 0; a < sizeof(arms) / sizeof(arms[0]); a++)
		printf(" %s |", arms[a].name);
	printf("\n|---:|");
	for (size_t a = 0; a < sizeof(arms) / sizeof(arms[0]); a++)
		printf("---:|");
	printf("\n");
	for (int t = 1; t <= max_threads; t *= 2)
	{
		printf("| %d |", t);
		for (size_t a = 0; a < sizeof(arms) / sizeof(arms[0]); a++)
		{
			Result		res = run(t, arms[a].nparts, arms[a].batch, NULL, ARM_PAIR, seconds);

			if (a == 0)
				one_hand[t] = res.rate;
			printf(" %.2f M/s |", res.rate / 1e6);
		}
		printf("\n");
		fflush(stdout);
		nt++;
	}

	printf("\nFramework policies, one pthread mutex per instance (the server: an LWLock);\n"
		   "in parentheses the ratio to the clock sweep's one hand at the same threads.\n"
		   "Ghost hits: per load, at %d threads (\"-\": the policy keeps no ghosts).\n\n",
		   1 << (nt - 1));
	printf("| policy | arm |");
	for (int t = 1; t <= max_threads; t *= 2)
		printf(" %d thread%s |", t, t > 1 ? "s" : "");
	printf(" ghost hits |\n|---|---|");
	for (int t = 1; t <= max_threads; t *= 2)
		printf("---:|");
	printf("---:|\n");
	for (int i = 0; i < evictor_nroutines; i++)
	{
		const EvictorRoutine *r = evictor_routines[i];

		if (r->builtin >= 0)
			continue;
		for (size_t a = 0; a < sizeof(parms) / sizeof(parms[0]); a++)
		{
			double		ghosts = -1;

			/* batches only where there are hits to batch */
			if (parms[a].arm == ARM_SERVER_BATCH && r->on_hit == NULL)
				continue;

			printf("| %s | %s |", r->name, parms[a].name);
			for (int t = 1; t <= max_threads; t *= 2)
			{
				Result		res = run(t, parms[a].nparts, 1, r, parms[a].arm, seconds);

				printf(" %.2f M/s (%.2f) |", res.rate / 1e6,
					   one_hand[t] > 0 ? res.rate / one_hand[t] : 0);
				ghosts = res.ghost_share;
				if ((res.faults.none | res.faults.range | res.faults.unclaimed) != 0 &&
					flen < sizeof(faults) - 200)
					flen += (size_t) snprintf(faults + flen, sizeof(faults) - flen,
											  "- %s, %s, %d threads: victim() -1 %llu times, "
											  "out of range %llu, not claimed %llu\n",
											  r->name, parms[a].name, t,
											  (unsigned long long) res.faults.none,
											  (unsigned long long) res.faults.range,
											  (unsigned long long) res.faults.unclaimed);
			}
			if (ghosts >= 0)
				printf(" %.3f |\n", ghosts);
			else
				printf(" - |\n");
			fflush(stdout);
		}
	}
	if (flen > 0)
		printf("\nPolicy faults (bugs to report):\n\n%s", faults);
	else
		printf("\nNo policy faults: victim() always returned a claimed frame of its instance.\n");
	return 0;
}
