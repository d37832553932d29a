/*-------------------------------------------------------------------------
 *
 * callsites.h
 *	  Which calls of BufTableLookup and BufTableInsert are accesses: the
 *	  server's call sites, classified by their order in its code.
 *
 * Tracing needs every shared-buffer access, and only those.  bufmgr.c
 * calls BufTableLookup for an access (BufferAlloc, inlined into several
 * callers on 17 and later), for a prefetch (PrefetchSharedBuffer) and for a
 * drop (FindAndDropRelationBuffers); it calls BufTableInsert for an access
 * that missed (the same BufferAlloc, after its victim) and, on 16 and
 * later, for an extension (ExtendBufferedRelShared, with no lookup before).
 * A redirected function tells its callers apart by its return address.
 *
 * The rule, read from the code of Debian's 15.20, 17.12, 18.6 and 19~rc1
 * (objdump; the unit test holds their site lists): sorted by address, a
 * lookup site is an access when the next lookup-or-insert site after it is
 * an insert, and that insert is the access's (its miss, or a hit when
 * another backend mapped the page first); an insert that follows no access
 * lookup is an extension; every other lookup is not an access (prefetch,
 * drop).  A compiler that laid a BufferAlloc's insert before its lookup, or
 * another lookup between them, would break the rule: the server's own
 * counts (pgBufferUsage) check it, in the TAP test of tracing.
 *
 * No PostgreSQL headers: unit-tested on the servers' site lists.
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_CALLSITES_H
#define EVICTOR_CALLSITES_H

#include <stdint.h>
#include <stdlib.h>

typedef enum EvictorSiteCall
{
	EVICTOR_CALLS_LOOKUP,
	EVICTOR_CALLS_INSERT
} EvictorSiteCall;

typedef enum EvictorSiteKind
{
	EVICTOR_SITE_NOT_ACCESS,	/* a lookup for a prefetch or a drop */
	EVICTOR_SITE_ACCESS,		/* an access's lookup */
	EVICTOR_SITE_ACCESS_INSERT, /* the insert of an access that missed */
	EVICTOR_SITE_EXTEND			/* an insert with no lookup: a new block */
} EvictorSiteKind;

typedef struct EvictorCallSite
{
	uintptr_t	ret;			/* the call's return address */
	EvictorSiteCall call;
	EvictorSiteKind kind;		/* set by evictor_classify_sites */
} EvictorCallSite;

static int
evictor_site_cmp(const void *a, const void *b)
{
	uintptr_t	x = ((const EvictorCallSite *) a)->ret;
	uintptr_t	y = ((const EvictorCallSite *) b)->ret;

	return x < y ? -1 : x > y;
}

/*
 * Sort sites[0..n) by address and classify each.  Returns the number of
 * access lookups: 0 means the rule found none, and tracing must refuse.
 */
static inline int
evictor_classify_sites(EvictorCallSite *sites, int n)
{
	int			accesses = 0;

	qsort(sites, n, sizeof(EvictorCallSite), evictor_site_cmp);
	for (int i = 0; i < n; i++)
	{
		/* an insert an access lookup before it did not claim */
		if (sites[i].call == EVICTOR_CALLS_INSERT)
		{
			sites[i].kind = EVICTOR_SITE_EXTEND;
			continue;
		}
		if (i + 1 < n && sites[i + 1].call == EVICTOR_CALLS_INSERT)
		{
			sites[i].kind = EVICTOR_SITE_ACCESS;
			sites[i + 1].kind = EVICTOR_SITE_ACCESS_INSERT;
			accesses++;
			i++;
		}
		else
			sites[i].kind = EVICTOR_SITE_NOT_ACCESS;
	}
	return accesses;
}

/* The kind of the site returning to ret, by binary search; -1 if none. */
static inline int
evictor_site_kind(const EvictorCallSite *sites, int n, uintptr_t ret)
{
	int			lo = 0,
				hi = n - 1;

	while (lo <= hi)
	{
		int			mid = lo + (hi - lo) / 2;

		if (sites[mid].ret == ret)
			return (int) sites[mid].kind;
		if (sites[mid].ret < ret)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return -1;
}

#endif							/* EVICTOR_CALLSITES_H */
