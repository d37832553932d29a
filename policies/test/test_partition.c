/*
 * Unit tests of partitions: bounds and lookup, home partition choice,
 * balancing, pass-boundary folding of claimed runs, the hand's fold and
 * tick count, and batched claims by several threads visiting every hand
 * position exactly once.
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

/*
 * A partition's hand under claims of len positions by several backends,
 * each folding what it claimed at a random later moment, as strategy.c's
 * partition_tick and fold_hand do: the fold takes whatever the hand then
 * is.  Whenever no fold is pending, passes * n + hand is every position
 * claimed; and folding never changes the frames the sweep visits.
 */
#define SIM_BACKENDS 4

static void
sim_folds(uint32_t n, const uint32_t *lens, int nlens, unsigned seed)
{
	uint32_t	hand = 0;
	uint64_t	passes = 0;
	uint64_t	claimed = 0;
	uint32_t	pending[SIM_BACKENDS] = {0};
	uint32_t	unfolded = 0;	/* backends with a fold pending */
	uint64_t	lost = 0;
	uint32_t	checks = 0;
	uint32_t	max_hand = 0;

	for (int step = 0; step < 20000; step++)
	{
		int			b = rand_r(&seed) % SIM_BACKENDS;

		if (pending[b] > 0)
		{
			/* fold_hand: the compare-exchange retries on the current hand */
			hand = evictor_hand_fold(hand, n);
			passes += pending[b];
			pending[b] = 0;
			unfolded--;
		}
		else
		{
			uint32_t	len = lens[rand_r(&seed) % nlens];
			uint32_t	start = hand;

			hand += len;
			claimed += len;
			pending[b] = evictor_run_wraps(start, len, n);
			if (pending[b] > 0)
				unfolded++;
		}
		if (unfolded == 0)
		{
			checks++;
			if (evictor_ticks(passes, hand, n) != claimed)
				lost++;
		}
		if (hand > max_hand)
			max_hand = hand;
	}
	CHECK(max_hand < (SIM_BACKENDS + 1) * (n + 64), "n %u: the hand stays folded (%u)", n, max_hand);
	CHECK(lost == 0 && checks > 0,
		  "n %u lens %u..%u: ticks = positions claimed (%llu of %u checks wrong)",
		  n, lens[0], lens[nlens - 1], (unsigned long long) lost, checks);
}

static void
test_fold(void)
{
	/* claims of 1..64 positions on partitions of 16 buffers, as 1MB / 8 */
	for (uint32_t len = 1; len <= 64; len++)
	{
		uint32_t	lens[1] = {len};

		sim_folds(16, lens, 1, len);
	}
	/* a reload of sweep_batch mixes single ticks and runs */
	{
		uint32_t	lens[3] = {1, 16, 32};

		for (uint32_t n = 16; n <= 20; n++)
			sim_folds(n, lens, 3, n);
	}

	/* one backend claiming runs of n: the sweep still visits 0, 1, ..., n - 1 */
	{
		uint32_t	n = 16,
					hand = 0,
					expect = 0;
		uint64_t	passes = 0;
		bool		cyclic = true;

		for (int run = 0; run < 10; run++)
		{
			uint32_t	start = hand;
			uint32_t	w;

			hand += n;
			for (uint32_t p = start; p < start + n; p++, expect = (expect + 1) % n)
				if (p % n != expect)
					cyclic = false;
			w = evictor_run_wraps(start, n, n);
			if (w > 0)
			{
				hand = evictor_hand_fold(hand, n);
				passes += w;
			}
		}
		CHECK(cyclic, "runs of n visit the frames in order");
		CHECK(evictor_ticks(passes, hand, n) == 10 * n,
			  "10 runs of n: %llu ticks", (unsigned long long) evictor_ticks(passes, hand, n));
	}

	/* core's single tick folds at p + 1: the fold agrees with core there */
	for (uint32_t n = 2; n <= 40; n++)
		for (uint32_t k = 1; k <= 5; k++)
			CHECK(evictor_hand_fold(k * n + 1, n) == (k * n + 1) % n, "n %u: fold at %u", n, k * n + 1);
	CHECK(evictor_hand_fold(0, 16) == 0 && evictor_hand_fold(16, 16) == 16 &&
		  evictor_hand_fold(32, 16) == 16 && evictor_hand_fold(33, 16) == 1,
		  "fold into (0, n]");
}

/* Ticks in 64 bits: a partition's passes past 2^32, and their sum. */
static void
test_ticks(void)
{
	uint32_t	n = 2048;
	uint64_t	passes = UINT32_MAX;
	uint64_t	before;
	uint64_t	after;

	CHECK(evictor_ticks(passes, 3 * n + 5, n) == (UINT64_C(4294967295) + 3) * n + 5,
		  "passes + hand / n past 2^32: %llu",
		  (unsigned long long) evictor_ticks(passes, 3 * n + 5, n));
	CHECK(evictor_ticks((uint64_t) 1 << 33, 0, n) == ((uint64_t) 1 << 33) * n,
		  "2^33 passes");

	/*
	 * The bgwriter's virtual hand, three partitions, one of them crossing
	 * 2^32 passes: it only grows.
	 */
	before = evictor_ticks(UINT32_MAX, n - 1, n) + 2 * evictor_ticks(1000, 5, n);
	after = evictor_ticks(UINT32_MAX, n, n) + 2 * evictor_ticks(1000, 5, n);
	CHECK(after == before + 1, "virtual hand across 2^32 passes: +%lld",
		  (long long) (after - before));
	after = evictor_ticks((uint64_t) UINT32_MAX + 1, 1, n) + 2 * evictor_ticks(1000, 5, n);
	CHECK(after == before + 2, "virtual hand after the fold: +%lld",
		  (long long) (after - before));
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
	test_fold();
	test_ticks();
	test_batches();
	printf("partition: %d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}
