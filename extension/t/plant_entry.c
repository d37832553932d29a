/*
 * Preloaded (LD_PRELOAD) by 004_loading.pl: before the server's main runs,
 * rewrite StrategyGetBuffer's second instruction into an equivalent
 * encoding (x86-64 "mov %rsp,%rbp", 48 89 e5 -> 48 8b ec), as another
 * patching tool might change an entry.  Core's code still does what it did;
 * pg_evictor must see the entry differs from the file and refuse.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

__attribute__((constructor)) static void
plant(void)
{
	unsigned char *f = dlsym(RTLD_DEFAULT, "StrategyGetBuffer");
	static const unsigned char from[] = {0x55, 0x48, 0x89, 0xe5};
	long		pagesize = sysconf(_SC_PAGESIZE);
	uintptr_t	page;

	if (f == NULL)
		return;					/* not the server: pg_ctl, initdb */
	if (memcmp(f, from, sizeof(from)) != 0)
	{
		fprintf(stderr, "plant_entry: StrategyGetBuffer does not start as expected\n");
		return;
	}
	page = (uintptr_t) f & ~(uintptr_t) (pagesize - 1);
	if (mprotect((void *) page, (uintptr_t) f + 8 - page,
				 PROT_READ | PROT_WRITE | PROT_EXEC) != 0)
		return;
	f[2] = 0x8b;
	f[3] = 0xec;
	(void) mprotect((void *) page, (uintptr_t) f + 8 - page, PROT_READ | PROT_EXEC);
	fprintf(stderr, "plant_entry: rewrote StrategyGetBuffer's entry\n");
}
