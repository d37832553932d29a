/*-------------------------------------------------------------------------
 *
 * elfcheck.h
 *	  Checks redirect.c makes on an entry before writing over it: that it is
 *	  the server executable's own code, and still the bytes of the file.
 *
 * No PostgreSQL headers: the unit test (extension/test/test_elfcheck.c)
 * runs the same code as the server.
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_ELFCHECK_H
#define EVICTOR_ELFCHECK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Does [addr, addr + len) lie in a loaded segment of the main program? */
extern bool evictor_in_main_program(const void *addr, size_t len);

/*
 * Compare len bytes of the main program's memory at addr with the same
 * bytes of its file on disk (/proc/self/exe: the file this process runs,
 * even if it was replaced since).  Returns 1 when they are equal, 0 when
 * they differ, -1 when the file cannot be read there; explains 0 and -1 in
 * why.
 */
extern int	evictor_matches_file(const void *addr, size_t len,
								 char *why, size_t whylen);

/*
 * Direct calls and jumps (x86-64: call/jmp rel32) to each of n targets in
 * the main program's executable segments, counted into counts[].  A byte
 * scan, not a disassembly: it may count a false match, never miss a real
 * call.  Returns false where it cannot tell (other architectures).
 */
extern bool evictor_count_direct_calls(const void *const *targets, int n,
									   int *counts);

/*
 * The direct calls (call rel32) of each of n targets in the main program:
 * each call's return address into rets[] and its target's index into
 * which[], at most max of them.  Returns how many there are (more than max:
 * the arrays were too small), or -1 where it cannot tell.  A byte scan, as
 * above: a false match is possible, and callsites.h's users check what they
 * conclude from the sites against the server's own counts.
 */
extern int	evictor_find_call_sites(const void *const *targets, int n, uintptr_t *rets,
									int *which, int max);

#endif							/* EVICTOR_ELFCHECK_H */
