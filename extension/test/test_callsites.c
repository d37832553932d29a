/*
 * Unit test of callsites.h on the call sites of BufTableLookup (L) and
 * BufTableInsert (I) in Debian's servers, as objdump lists them (the
 * call's address; its return address is 5 bytes on), and on lists the
 * rule must read otherwise.
 */
#include "callsites.h"

#include <string.h>

#include "check.h"

#define MAX_SITES 32

/* "L addr" / "I addr" words, in any order; expected kinds by address */
typedef struct Site
{
	char		call;
	uintptr_t	addr;
	char		want;			/* N(ot access), A(ccess), a(ccess insert), E(xtend) */
} Site;

static const char kinds[] = "NAaE";

static void
classify(const char *name, const Site *list, int n, int want_accesses)
{
	EvictorCallSite sites[MAX_SITES];
	int			accesses;

	/* given backwards: the rule sorts first */
	for (int i = 0; i < n; i++)
	{
		sites[n - 1 - i].ret = list[i].addr + 5;
		sites[n - 1 - i].call = list[i].call == 'L' ? EVICTOR_CALLS_LOOKUP : EVICTOR_CALLS_INSERT;
		sites[n - 1 - i].kind = -1;
	}
	accesses = evictor_classify_sites(sites, n);
	CHECK(accesses == want_accesses, "%s: %d access lookups, want %d", name, accesses,
		  want_accesses);
	for (int i = 0; i < n; i++)
	{
		int			k = evictor_site_kind(sites, n, list[i].addr + 5);

		CHECK(k >= 0 && kinds[k] == list[i].want, "%s: site %c %lx is %c, want %c", name,
			  list[i].call, (unsigned long) list[i].addr, k >= 0 ? kinds[k] : '?',
			  list[i].want);
		CHECK(evictor_site_kind(sites, n, list[i].addr) == -1,
			  "%s: a call's own address is no return address", name);
	}
}

int
main(void)
{
	/* 15.20: prefetch, drop, BufferAlloc (no extension of its own) */
	static const Site pg15[] = {
		{'L', 0x447c94, 'N'}, {'L', 0x4489c5, 'N'}, {'L', 0x44a928, 'A'}, {'I', 0x44a9c1, 'a'},
	};
	/* 17.12: prefetch, drop, five inlined BufferAllocs, ExtendBufferedRelShared */
	static const Site pg17[] = {
		{'L', 0x4baff8, 'N'}, {'L', 0x4bcb50, 'N'}, {'L', 0x4be912, 'A'}, {'I', 0x4be96e, 'a'},
		{'L', 0x4beea6, 'A'}, {'I', 0x4bef05, 'a'}, {'I', 0x4bf5ea, 'E'}, {'L', 0x4bfcc7, 'A'},
		{'I', 0x4bfd58, 'a'}, {'L', 0x4c01ca, 'A'}, {'I', 0x4c0245, 'a'}, {'L', 0x4c10b8, 'A'},
		{'I', 0x4c1111, 'a'},
	};
	static const Site pg18[] = {
		{'L', 0x4f7a3f, 'N'}, {'L', 0x4f8cfe, 'N'}, {'L', 0x4fbf43, 'A'}, {'I', 0x4fbfa8, 'a'},
		{'L', 0x4fc50f, 'A'}, {'I', 0x4fc56a, 'a'}, {'I', 0x4fcc93, 'E'}, {'L', 0x4fd392, 'A'},
		{'I', 0x4fd42f, 'a'}, {'L', 0x4fdb7b, 'A'}, {'I', 0x4fdbf5, 'a'}, {'L', 0x4febfd, 'A'},
		{'I', 0x4fec5a, 'a'},
	};
	static const Site pg19[] = {
		{'L', 0x5273cf, 'N'}, {'L', 0x5291ce, 'N'}, {'L', 0x52cf75, 'A'}, {'I', 0x52cfd5, 'a'},
		{'L', 0x52d587, 'A'}, {'I', 0x52d5dc, 'a'}, {'I', 0x52de0b, 'E'}, {'L', 0x52e9eb, 'A'},
		{'I', 0x52ea65, 'a'}, {'L', 0x52f2db, 'A'}, {'I', 0x52f377, 'a'}, {'L', 0x52ff0e, 'A'},
		{'I', 0x52ff79, 'a'},
	};
	/* an insert first, two in a row, a lookup last: extend, extend, not */
	static const Site odd[] = {
		{'I', 0x1000, 'E'}, {'L', 0x2000, 'A'}, {'I', 0x2100, 'a'}, {'I', 0x2200, 'E'},
		{'L', 0x3000, 'N'},
	};
	static const Site none[] = {{'L', 0x1000, 'N'}, {'L', 0x2000, 'N'}};

	classify("15.20", pg15, (int) (sizeof(pg15) / sizeof(pg15[0])), 1);
	classify("17.12", pg17, (int) (sizeof(pg17) / sizeof(pg17[0])), 5);
	classify("18.6", pg18, (int) (sizeof(pg18) / sizeof(pg18[0])), 5);
	classify("19~rc1", pg19, (int) (sizeof(pg19) / sizeof(pg19[0])), 5);
	classify("odd layout", odd, (int) (sizeof(odd) / sizeof(odd[0])), 1);
	classify("no insert", none, (int) (sizeof(none) / sizeof(none[0])), 0);
	CHECK(evictor_classify_sites(NULL, 0) == 0, "no sites: no accesses");

	printf("callsites: %d passed, %d failed\n", passed, failed);
	return failed != 0;
}
