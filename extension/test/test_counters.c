/*
 * Unit tests of what counter reads subtract: a baseline recorded while the
 * sweep's ticks were momentarily high must not wrap the next read.
 */
#include "counters.h"

#include <stdio.h>

/* port.h maps printf to the server's; this runs without the server */
#undef printf

static int	passed,
			failed;

static void
expect(const char *what, uint64 raw, uint64 base, uint64 want)
{
	uint64		v = raw;

	evictor_since_base(&v, &base, 1);
	if (v == want)
		passed++;
	else
	{
		failed++;
		printf("FAIL %s: raw %llu - base %llu gave %llu, expected %llu\n", what,
			   (unsigned long long) raw, (unsigned long long) base,
			   (unsigned long long) v, (unsigned long long) want);
	}
}

int
main(void)
{
	/* a partition of 32 buffers, 10 passes done, the hand at 5 */
	uint64		n = 32,
				high = 12 * n + 5;	/* two passes completed, neither folded */
	uint64		values[3] = {100, 7, high - n + 3};
	uint64		base[3] = {40, 7, high};

	expect("a counter that grew", 100, 40, 60);
	expect("a counter that did not move", 7, 7, 0);
	/* the later pass folded first: the hand reads one pass lower */
	expect("ticks one pass below a baseline taken while high", high - n + 3, high, 0);
	/* the earlier pass folds too: ticks count on from the baseline */
	expect("ticks after the late fold", high + 3, high, 3);

	evictor_since_base(values, base, 3);
	if (values[0] == 60 && values[1] == 0 && values[2] == 0)
		passed++;
	else
		failed++, printf("FAIL the array form\n");

	printf("counters: %d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}
