/*
 * Unit tests of partitions: bounds and lookup, home partition choice,
 * balancing, pass-boundary folding of claimed runs, and batched claims by
 * several threads visiting every hand position exactly once.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "partition.h"

#include "check.h"

static void
test_bounds(void)
{
	uint32_t	first[EVICTOR_MAX_PARTITIONS],
				count[EVICTOR_MAX_PARTITIONS];
	struct
	{
		uint32_t	nframes;
		int			nparts;
		uint32_t	align;
	}			cases[] = {
		{128, 1, 1}, {128, 8, 1}, {256, 3, 1}, {16384, 4, 256},
		{16384, 7, 256}, {1000, 6, 2}, {262144, 64, 1}, {300, 2, 256}
	};

	for (size_t c = 0; c < sizeof(cases) / sizeof(cases[0]); c++)
	{
		uint32_t	nframes = cases[c].nframes;
		int			n = cases[c].nparts;
		uint32_t	align = cases[c].align;
		bool		ok = evictor_partition_bounds(nframes, n, align, 1, first, count);
		uint32_t	next = 0;
		bool		aligned = true;
		bool		found = true;

		CHECK(ok, "bounds %u/%d/%u", nframes, n, align);
		if (!ok)
			continue;
		for (int p = 0; p < n; p++)
		{
			CHECK(first[p] == next && count[p] > 0, "contiguous %u/%d part %d", nframes, n, p);
			if (p > 0 && first[p] % align != 0)
				aligned = false;
			next = first[p] + count[p];
		}
		CHECK(next == nframes, "bounds %u/%d cover every frame", nframes, n);
		CHECK(aligned, "bounds %u/%d/%u on page bounds", nframes, n, align);
		for (uint32_t id = 0; id < nframes; id++)
		{
			int			p = evictor_partition_find(id, nframes, n, first, count);

			if (id < first[p] || id >= first[p] + count[p])
				found = false;
		}
		CHECK(found, "find %u/%d: every frame in its partition", nframes, n);
	}
	/* 128 buffers in 8 partitions of at least 16 fit; 9 do not */
	CHECK(evictor_partition_bounds(128, 8, 1, 16, first, count), "8 x 16 fit");
	CHECK(!evictor_partition_bounds(128, 9, 1, 16, first, count), "9 partitions too small");
	/* huge-page bounds on a small pool leave an empty partition */
	CHECK(!evictor_partition_bounds(256, 4, 256, 1, first, count), "alignment larger than partitions");
}

static void
test_home(void)
{
	CHECK(evictor_emulated_home(0, 7, 4) == 0, "cpu 0");
	CHECK(evictor_emulated_home(5, 7, 4) == 1, "cpu 5 of 4 partitions");
	CHECK(evictor_emulated_home(-1, 7, 4) == 3, "unknown cpu: backend 7");
	CHECK(evictor_emulated_home(1, 0, 1) == 0, "one partition");
}

static void
test_balance(void)
{
	uint64_t	even[4] = {100, 100, 100, 100};
	uint64_t	skewed[4] = {400, 100, 50, 100};
	uint64_t	few[4] = {20, 0, 0, 0};
	uint64_t	under[4] = {50, 200, 150, 100};
	int			target;
	int			quota;

	CHECK(evictor_balance(even, 4, 0, &target) == 0, "balanced: nothing sent");
	quota = evictor_balance(skewed, 4, 0, &target);
	/* fair share 162: (400 - 162) / 400 of the next 128 */
	CHECK(quota == (int) ((400 - 162) * 128 / 400) && target == 2,
		  "skewed: quota %d to %d", quota, target);
	CHECK(evictor_balance(few, 4, 0, &target) == 0, "too few allocations to judge");
	CHECK(evictor_balance(under, 4, 0, &target) == 0, "home under its share keeps all");
	CHECK(evictor_balance(skewed, 1, 0, &target) == 0, "one partition never balances");
}

/* Claims of any lengths from 0 fold exactly once at each pass boundary. */
static void
test_wraps(void)
{
	for (uint32_t n = 1; n <= 17; n++)
		for (uint32_t len = 1; len <= 9; len++)
		{
			int			folds = 0;

			uint32_t	passes = 6;

			for (uint32_t start = 0; start + len <= passes * n; start += len)
				folds += evictor_run_wraps(start, len, n);
			/* boundaries n, 2n, ... below the last claimed position */
			{
				uint32_t	claimed = (passes * n) / len * len;
				int			want = claimed > 0 ? (int) ((claimed - 1) / n) : 0;

				CHECK(folds == want, "n %u len %u: %d folds, want %d", n, len, folds, want);
			}
		}
	CHECK(evictor_run_wraps(5, 1, 5) == 1 && evictor_run_wraps(4, 1, 5) == 0 &&
		  evictor_run_wraps(9, 2, 5) == 1 && evictor_run_wraps(11, 3, 5) == 0 &&
		  evictor_run_wraps(3, 20, 5) == 4,
		  "single claims fold as core's tick does");
}

/* ---- threads claiming batches ---- */

#define LIMIT 200000
#define THREADS 4

static atomic_uint hand;
static atomic_uchar visits[LIMIT];
static uint32_t batch_len;

static void *
worker(void *arg)
{
	EvictorBatch batch = {0, 0};
	unsigned	seed = (unsigned) (uintptr_t) arg;

	for (;;)
	{
		/* one "allocation" visits 1..4 positions, like a short sweep */
		int			want = 1 + rand_r(&seed) % 4;

		for (int i = 0; i < want; i++)
		{
			uint32_t	pos = 0;

			if (!evictor_batch_take(&batch, &pos))
			{
				uint32_t	start = atomic_fetch_add(&hand, batch_len);

				if (start >= LIMIT)
					return NULL;
				pos = evictor_batch_claim(&batch, start, batch_len);
			}
			if (pos < LIMIT)
				atomic_fetch_add(&visits[pos], 1);
		}
	}
}

static void
test_batches(void)
{
	uint32_t	lens[] = {1, 8, 64};

	for (size_t l = 0; l < 3; l++)
	{
		pthread_t	th[THREADS];
		uint32_t	wrong = 0;

		batch_len = lens[l];
		atomic_store(&hand, 0);
		for (int i = 0; i < LIMIT; i++)
			atomic_store(&visits[i], 0);
		for (int t = 0; t < THREADS; t++)
			pthread_create(&th[t], NULL, worker, (void *) (uintptr_t) (t + 1));
		for (int t = 0; t < THREADS; t++)
			pthread_join(th[t], NULL);
		for (int i = 0; i < LIMIT; i++)
			if (atomic_load(&visits[i]) != 1)
				wrong++;
		CHECK(wrong == 0, "batch %u: %u positions not visited exactly once", batch_len, wrong);
	}
}

int
main(void)
{
	test_bounds();
	test_home();
	test_balance();
	test_wraps();
	test_batches();
	printf("partition: %d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}
