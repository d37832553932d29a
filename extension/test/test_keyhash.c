/*
 * Unit tests of keyhash.h: a page's key from its tag's 20 bytes.  Two
 * blocks of one relation's fork never share a key (the fold is a bijection
 * of the block: checked over 2^18 blocks of 12 forks), the all-zero tag
 * (whose fold is 0) gets 1, and each key bit is set for about half of the
 * keys (the policies hash keys into tables and sketches).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "keyhash.h"

#include "check.h"

#define NBLOCKS (1u << 18)
#define NFORKS 12

static uint64_t
key_of(uint32_t spc, uint32_t db, uint32_t rel, uint32_t fork, uint32_t block)
{
	uint32_t	tag[5] = {spc, db, rel, fork, block};

	return evictor_tag_key((const unsigned char *) tag);
}

static int
cmp_u64(const void *a, const void *b)
{
	uint64_t	x = *(const uint64_t *) a,
				y = *(const uint64_t *) b;

	return x < y ? -1 : x > y;
}

int
main(void)
{
	uint64_t   *keys = malloc(sizeof(uint64_t) * NBLOCKS * NFORKS);
	size_t		n = 0;
	size_t		dup = 0,
				zero = 0;
	long		worst = 0;

	CHECK(keys != NULL, "allocation");
	/* 4 relations (two databases, one tablespace each) x 3 forks */
	for (uint32_t r = 0; r < 4; r++)
		for (uint32_t f = 0; f < 3; f++)
			for (uint32_t b = 0; b < NBLOCKS; b++)
				keys[n++] = key_of(1663, 5 + r / 2, 16384 + r, f, b);
	for (size_t i = 0; i < n; i++)
		zero += keys[i] == 0;
	CHECK(zero == 0, "%zu keys are 0", zero);

	/*
	 * Each bit over the n keys: a fair coin's count has a standard deviation
	 * of sqrt(n)/2 (887 here); 8 of them is a bound no sound mix reaches
	 * on fixed inputs, and a bit that copies a tag field (a block number's
	 * low bit: exactly half) or is stuck is far outside it either way.
	 */
	for (int bit = 0; bit < 64; bit++)
	{
		long		ones = 0;

		for (size_t i = 0; i < n; i++)
			ones += (keys[i] >> bit) & 1;
		if (labs(ones - (long) (n / 2)) > worst)
			worst = labs(ones - (long) (n / 2));
	}
	CHECK(worst <= 8 * 887, "a key bit is off balance by %ld of %zu", worst, n);

	/* per fork: distinct by construction; across forks: for these inputs */
	qsort(keys, n, sizeof(uint64_t), cmp_u64);
	for (size_t i = 1; i < n; i++)
		dup += keys[i] == keys[i - 1];
	CHECK(dup == 0, "%zu keys repeat among %zu blocks of 12 forks", dup, n);

	CHECK(key_of(0, 0, 0, 0, 0) == 1, "the all-zero tag folds to 0: its key is 1");
	CHECK(key_of(1663, 5, 16384, 0, 7) != key_of(1663, 5, 16384, 1, 7) &&
		  key_of(1663, 5, 16384, 0, 7) != key_of(1663, 6, 16384, 0, 7) &&
		  key_of(1663, 5, 16384, 0, 7) != key_of(1664, 5, 16384, 0, 7),
		  "a fork, a database and a tablespace each change the key");
	free(keys);
	printf("test_keyhash: %d passed, %d failed\n", passed, failed);
	return failed != 0;
}
