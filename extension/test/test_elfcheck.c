/*
 * Unit test of elfcheck.c: an entry of this program is in the main program
 * and matches its file until something writes over it; a libc function is
 * neither.  What redirect.c refuses on, planted in-process.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "elfcheck.h"

#include "check.h"

/* never called directly: only through a pointer */
__attribute__((noinline)) int uncalled_function(int x);
__attribute__((noinline)) int
uncalled_function(int x)
{
	return x * 7 + 3;
}

/* where its direct call returns to, as a redirected function would see it */
static uintptr_t seen_ret;
__attribute__((noinline)) int site_function(int x);
__attribute__((noinline)) int
site_function(int x)
{
	seen_ret = (uintptr_t) __builtin_return_address(0);
	__asm__ volatile("");
	return x + 1;
}

/* a function of the main program, larger than any jump */
__attribute__((noinline)) int target_function(int x);
__attribute__((noinline)) int
target_function(int x)
{
	volatile int y = x;

	for (int i = 0; i < 10; i++)
		y = y * 31 + i;
	return y;
}

int
main(void)
{
	unsigned char *entry = (unsigned char *) (uintptr_t) &target_function;
	void	   *libc_fn = dlsym(RTLD_DEFAULT, "getpwnam_r");
	long		pagesize = sysconf(_SC_PAGESIZE);
	uintptr_t	page = (uintptr_t) entry & ~(uintptr_t) (pagesize - 1);
	unsigned char saved;
	char		why[200] = "";

	CHECK(evictor_in_main_program(entry, 14), "own function is in the main program");
	CHECK(libc_fn != NULL && !evictor_in_main_program(libc_fn, 14),
		  "libc function is not in the main program");
	CHECK(evictor_matches_file(entry, 16, why, sizeof(why)) == 1,
		  "untouched entry matches the file");
	CHECK(evictor_matches_file(libc_fn, 16, why, sizeof(why)) == -1,
		  "libc function cannot be compared with the main program's file");

	/* plant a breakpoint, as a uprobe or debugger would */
	if (mprotect((void *) page, (uintptr_t) entry + 16 - page,
				 PROT_READ | PROT_WRITE | PROT_EXEC) != 0)
	{
		perror("mprotect");
		return 1;
	}
	saved = entry[3];
	entry[3] = 0xCC;
	why[0] = '\0';
	CHECK(evictor_matches_file(entry, 16, why, sizeof(why)) == 0,
		  "changed entry differs from the file");
	CHECK(strstr(why, "differ") != NULL, "and says so");
	entry[3] = saved;
	CHECK(evictor_matches_file(entry, 16, why, sizeof(why)) == 1,
		  "restored entry matches again");
	(void) mprotect((void *) page, (uintptr_t) entry + 16 - page,
					PROT_READ | PROT_EXEC);
	CHECK(target_function(1) != 0, "the function still runs");

#if defined(__x86_64__)
	{
		const void *targets[2] = {(const void *) (uintptr_t) &target_function,
		(const void *) (uintptr_t) &uncalled_function};
		int			counts[2];
		int			(*volatile indirect) (int) = uncalled_function;

		CHECK(evictor_count_direct_calls(targets, 2, counts), "calls counted");
		CHECK(counts[0] >= 1, "the direct call of the called function found");
		CHECK(counts[1] == 0, "no direct call of a function called only by pointer");
		CHECK(indirect(1) == 10, "which still runs");
	}
	{
		const void *targets[2] = {(const void *) (uintptr_t) &site_function,
		(const void *) (uintptr_t) &uncalled_function};
		uintptr_t	rets[8];
		int			which[8];
		int			n = evictor_find_call_sites(targets, 2, rets, which, 8);
		int			hits = 0;

		CHECK(site_function(41) == 42 && seen_ret != 0, "the site function ran");
		CHECK(n >= 1 && n <= 8, "its call sites found (%d)", n);
		for (int i = 0; i < n && i < 8; i++)
		{
			CHECK(which[i] == 0, "no site of the function called only by pointer");
			hits += rets[i] == seen_ret;
		}
		CHECK(hits == 1, "the return address it saw is one found site's");
		CHECK(evictor_find_call_sites(targets, 2, rets, which, 0) == n,
			  "counted beyond max, none stored");
	}
#endif

	printf("elfcheck: %d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}
