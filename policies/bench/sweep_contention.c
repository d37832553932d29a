/*
 * Contention microbenchmark of the clock sweep over simulated frames:
 * allocations per second against threads, for one shared hand, batched hand
 * claims, and partitions with a hand each.  The sweep is the same template
 * the server uses; a frame's header lock is a bit of its atomic state, as in
 * the server.  Each allocation loads its victim (usage 1) and touches a few
 * frames of a hot set (usage up to 5), so the sweep has work to do.
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

#include "partition.h"
#include "policy.h"

#define NFRAMES		65536
#define LOCKED		(1u << 31)
#define USAGE_SHIFT 16
#define USAGE(s)	(((s) >> USAGE_SHIFT) & 0xF)
#define WITH_USAGE(s, u) (((s) & ~(0xFu << USAGE_SHIFT)) | ((uint32_t) (u) << USAGE_SHIFT))

typedef struct Part
{
	_Alignas(64) atomic_uint hand;
	uint32_t	first;
	uint32_t	n;
} Part;

static atomic_uint frames[NFRAMES];
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
#define SWEEP_REFCOUNT(s) ((s) & 0xFFFF)
#define SWEEP_USAGE(s) USAGE(s)
#define SWEEP_SET_USAGE(s, u) WITH_USAGE(s, u)
#define SWEEP_VISIT(u, nu) evictor_visit_clocksweep(u, EVICTOR_MAX_USAGE, nu)
#include "sweep.h"

typedef struct Worker
{
	pthread_t	th;
	Ctx			ctx;
	unsigned	seed;
	uint64_t	allocations;
} Worker;

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
		/* touch two frames of a hot eighth of the pool */
		for (int i = 0; i < 2; i++)
		{
			uint32_t	id = (uint32_t) rand_r(&w->seed) % (NFRAMES / 8) * 8;
			uint32_t	s = frame_lock(id);
			uint32_t	u = USAGE(s);

			atomic_store(&frames[id], WITH_USAGE(s, u < EVICTOR_MAX_USAGE ? u + 1 : u) & ~LOCKED);
		}
		w->allocations++;
	}
	return NULL;
}

static double
run(int threads, int nparts, uint32_t batch_len, double seconds)
{
	Worker		w[64];
	uint32_t	first[EVICTOR_MAX_PARTITIONS],
				count[EVICTOR_MAX_PARTITIONS];
	struct timespec ts = {(time_t) seconds, (long) ((seconds - (time_t) seconds) * 1e9)};
	uint64_t	total = 0;

	for (int i = 0; i < NFRAMES; i++)
		atomic_store(&frames[i], WITH_USAGE(0, 1));
	evictor_partition_bounds(NFRAMES, nparts, 1, 1, first, count);
	for (int p = 0; p < nparts; p++)
	{
		atomic_store(&parts[p].hand, 0);
		parts[p].first = first[p];
		parts[p].n = count[p];
	}
	atomic_store(&stop, 0);
	for (int t = 0; t < threads; t++)
	{
		memset(&w[t], 0, sizeof(w[t]));
		w[t].ctx.part = &parts[t % nparts];
		w[t].ctx.batch_len = batch_len;
		w[t].seed = (unsigned) t + 1;
		pthread_create(&w[t].th, NULL, work, &w[t]);
	}
	nanosleep(&ts, NULL);
	atomic_store(&stop, 1);
	for (int t = 0; t < threads; t++)
	{
		pthread_join(w[t].th, NULL);
		total += w[t].allocations;
	}
	return total / seconds;
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

	printf("| threads |");
	for (size_t a = 0; a < sizeof(arms) / sizeof(arms[0]); a++)
		printf(" %s |", arms[a].name);
	printf("\n|---:|");
	for (size_t a = 0; a < sizeof(arms) / sizeof(arms[0]); a++)
		printf("---:|");
	printf("\n");
	for (int t = 1; t <= max_threads && t <= 64; t *= 2)
	{
		printf("| %d |", t);
		for (size_t a = 0; a < sizeof(arms) / sizeof(arms[0]); a++)
			printf(" %.2f M/s |", run(t, arms[a].nparts, arms[a].batch, seconds) / 1e6);
		printf("\n");
		fflush(stdout);
	}
	return 0;
}
