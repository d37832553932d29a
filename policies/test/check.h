/*
 * The unit tests' one assertion: count a pass, or print where and why it
 * failed.  Each test program prints "NAME: N passed, N failed" at the end.
 */
#ifndef EVICTOR_TEST_CHECK_H
#define EVICTOR_TEST_CHECK_H

#include <stdio.h>

static int	passed,
			failed;

#define CHECK(cond, ...) \
	do { \
		if (cond) \
			passed++; \
		else \
		{ \
			failed++; \
			printf("FAIL %s:%d: ", __FILE__, __LINE__); \
			printf(__VA_ARGS__); \
			printf("\n"); \
		} \
	} while (0)

#endif							/* EVICTOR_TEST_CHECK_H */
