/*
 * Unit test of jump.h: write the jump redirect.c writes over a function of
 * this program, call it, and find the replacement ran with the caller's
 * arguments; put the bytes back and find the original again.  Runs natively
 * and, cross-built, under qemu-user for aarch64 (make check-unit-aarch64).
 */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "jump.h"

#include "check.h"

/* larger than any jump: a loop the compiler keeps */
__attribute__((noinline)) long original(long a, long b);
__attribute__((noinline)) long
original(long a, long b)
{
	volatile long y = a;

	for (int i = 0; i < 8; i++)
		y = y * 3 + b;
	return -1 - (y & 0);
}

__attribute__((noinline)) long replacement(long a, long b);
__attribute__((noinline)) long
replacement(long a, long b)
{
	return a * 1000 + b;
}

int
main(void)
{
#ifndef JUMP_LEN
	printf("test_jump: no jump on this architecture\n");
	return 0;
#else
	long		(*volatile call) (long, long) = original;
	unsigned char *entry = (unsigned char *) (uintptr_t) &original;
	unsigned char saved[JUMP_LEN];
	unsigned char jump[JUMP_LEN];
	long		pagesize = sysconf(_SC_PAGESIZE);

	CHECK(call(4, 2) == -1, "the original runs");
	memcpy(saved, entry, JUMP_LEN);
	evictor_make_jump(jump, (void *) (uintptr_t) &replacement);
	CHECK(evictor_write_code(entry, jump, pagesize), "jump written");
	CHECK(memcmp(entry, jump, JUMP_LEN) == 0, "the entry holds the jump");
	CHECK(call(4, 2) == 4002, "a call of the original runs the replacement, arguments intact");
	CHECK(evictor_write_code(entry, saved, pagesize), "bytes put back");
	CHECK(call(4, 2) == -1, "the original runs again");

	printf("jump (%d-byte jump): %d passed, %d failed\n", JUMP_LEN, passed, failed);
	return failed ? 1 : 0;
#endif
}
