/*-------------------------------------------------------------------------
 *
 * lookups.c
 *	  The lookup path (pg_evictor.trace, pg_evictor.hits): every
 *	  shared-buffer access, told from prefetches and drops by its call site,
 *	  handed to the recorder and to a policy that needs hits.
 *
 * BufTableLookup, and BufTableInsert unless page keys redirect it already
 * (pagekeys.c then calls evictor_lookups_inserted), are redirected to
 * copies of core's that search the same table (mapfind.h).  Each asks
 * callsites.h which call of bufmgr.c it serves:
 *
 *	- an access's lookup that finds the page is a hit;
 *	- one that does not is recorded as a lookup (no access: where the
 *	  backend let go of the page it read before, for a replay's pins) and
 *	  left to its insert, which is the miss, or a hit when another backend
 *	  mapped the page in between (the server then uses that backend's
 *	  buffer and counts a hit too);
 *	- an insert with no lookup is an extension (16 and later; 15 extends
 *	  through BufferAlloc, so its extensions read as misses);
 *	- a prefetch's or a drop's lookup is not an access: nothing recorded.
 *
 * A page found mapped while another backend still reads it is a hit here;
 * on 17 and later the server may count it as a read (it waits for that
 * read, or does it again if that one failed).  A lookup that found nothing
 * and errored out before its insert records nothing.
 *
 * A policy that needs hits (lru, arc, lru2, wtinylfu, lirs: framework.c) hears each access hit,
 * the frame found, and each access miss, the page's key, before its victim
 * search.  Such a policy needs pg_evictor.hits, which a start-up with one of
 * them turns on.
 *
 * With tracing and hits off nothing of this runs; with either on and no
 * trace being recorded nor hit-aware policy in force, a lookup costs core's
 * search and a few reads of shared memory; the call site's kind (a binary
 * search of some 10 to 40 return addresses) is asked only for a trace or a
 * policy that hears hits.
 *
 *-------------------------------------------------------------------------
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "lookups.h"

#include <dlfcn.h>

#include "utils/guc.h"
#include "utils/hsearch.h"

#include "callsites.h"
#include "compat.h"
#include "elfcheck.h"
#include "framework.h"
#include "mapfind.h"
#include "redirect.h"
#include "trace.h"
#include "tracefile.h"

/* buf_table.c's entry, private there: the tag and the frame */
typedef struct LookupEnt
{
	BufferTag	key;
	int			id;
} LookupEnt;

#define MAX_SITES 64

bool		evictor_hits_guc = false;

/* set in the postmaster, before any fork */
static HTAB **lk_hash = NULL;
static EvictorCallSite lk_sites[MAX_SITES];
static int	lk_nsites = 0;

/*
 * The kind of the call site that returns to ret.  The last answer is kept,
 * one for lookups and one for inserts: a backend's lookups come mostly
 * from one call site (ReadBuffer's), its inserts from another, so the
 * binary search runs when a site changes, not per call.
 */
typedef struct SiteCache
{
	uintptr_t	ret;
	int			kind;
} SiteCache;

static SiteCache lookup_site = {0, -1};
static SiteCache insert_site = {0, -1};

static inline int
site_kind(SiteCache *c, uintptr_t ret)
{
	if (likely(ret == c->ret))
		return c->kind;
	c->kind = evictor_site_kind(lk_sites, lk_nsites, ret);
	c->ret = ret;
	return c->kind;
}

/* an access's lookup of tag found frame id (-1: none) */
static pg_noinline void
access_looked_up(BufferTag *tag, int id)
{
	if (id >= 0)
	{
		/*
		 * Pinned already: PinBuffer raises no usage count if the pin is
		 * this backend's own, which a replay cannot otherwise tell
		 */
		int			kind = EVICTOR_TRACE_HIT |
			(BUF_STATE_GET_REFCOUNT(EVICTOR_READ_STATE(GetBufferDescriptor(id))) > 0 ?
			 EVICTOR_TRACE_HELD : 0);

		if (!evictor_trace_recording())
		{
			if (evictor_hits_guc)
				evictor_fw_hit_fast(id);
		}
		else if (evictor_hits_guc)
			evictor_fw_hit_recorded(id, tag, kind);
		else
			evictor_trace_event(tag, kind);
	}
	else
	{
		if (evictor_trace_recording())
			evictor_trace_event(tag, EVICTOR_TRACE_LOOKUP);
		if (evictor_hits_guc && evictor_misses_wanted())
			evictor_fw_missing(tag);
	}
}

/* core's BufTableLookup, then who asked */
static int
evictor_BufTableLookup(BufferTag *tagPtr, uint32 hashcode)
{
	LookupEnt  *result;
	int			id;
	uint8		hears;
	bool		recording;

	result = (LookupEnt *)
		hash_search_with_hash_value(*lk_hash, tagPtr, hashcode, HASH_FIND, NULL);
	id = result ? result->id : -1;
	/* one read of what the policy hears, hits and misses alike */
	hears = unlikely(evictor_hits_guc) ? evictor_hears() : 0;
	recording = unlikely(evictor_trace_recording());
	if (((hears & EVICTOR_HEARS_HITS) || recording) &&
		site_kind(&lookup_site, (uintptr_t) __builtin_return_address(0)) == EVICTOR_SITE_ACCESS)
	{
		/* hits heard, nothing recorded: a hit is queued inline */
		if (!recording)
		{
			if (id >= 0)
				evictor_fw_hit_fast(id);
			else if (hears & EVICTOR_HEARS_MISSES)
				evictor_fw_missing(tagPtr);
		}
		else
			access_looked_up(tagPtr, id);
	}
	return id;
}

/* BufTableInsert(tag) returned existing, called from ret */
void
evictor_lookups_inserted(const BufferTag *tag, int existing, uintptr_t ret)
{
	int			kind;
	bool		recording = evictor_trace_recording();
	bool		hits = evictor_hits_guc && evictor_hits_wanted();

	if (likely(!recording) && likely(!hits))
		return;
	kind = site_kind(&insert_site, ret);
	if (kind == EVICTOR_SITE_ACCESS_INSERT)
	{
		/* the miss is over; another backend's page is a hit */
		if (hits)
			evictor_fw_miss_over();
		if (recording && hits && existing >= 0)
			/* recorded as the policy hears it, as the lookup's hits are */
			evictor_fw_hit_recorded(existing, tag,
									EVICTOR_TRACE_HIT | EVICTOR_TRACE_INSERTED);
		else
		{
			if (recording)
				evictor_trace_event(tag, existing >= 0 ?
									EVICTOR_TRACE_HIT | EVICTOR_TRACE_INSERTED :
									EVICTOR_TRACE_MISS);
			if (hits && existing >= 0)
				evictor_fw_hit(existing);
		}
	}
	else if (kind == EVICTOR_SITE_EXTEND && recording)
		evictor_trace_event(tag, EVICTOR_TRACE_EXTEND);
}

/* core's BufTableInsert, then who asked (when page keys do not) */
static int
evictor_BufTableInsert_traced(BufferTag *tagPtr, uint32 hashcode, int buf_id)
{
	LookupEnt  *result;
	bool		found;
	int			existing = -1;

	result = (LookupEnt *)
		hash_search_with_hash_value(*lk_hash, tagPtr, hashcode, HASH_ENTER, &found);
	if (found)
		existing = result->id;
	else
		result->id = buf_id;
	evictor_lookups_inserted(tagPtr, existing,
							 (uintptr_t) __builtin_return_address(0));
	return existing;
}

static const EvictorRedirect lookup_redirects[] = {
	{"BufTableLookup", (void *) evictor_BufTableLookup},
	{"BufTableInsert", (void *) evictor_BufTableInsert_traced},
};

/*
 * In the postmaster: find and classify the call sites, then redirect the
 * lookup, and the insert unless page keys have.  false with the reason.
 */
static bool
lookups_redirect(bool insert_redirected, char *why, size_t whylen)
{
	const void *targets[2];
	uintptr_t	rets[MAX_SITES];
	int			which[MAX_SITES];
	int			n,
				accesses;
	void	   *hashcode = dlsym(RTLD_DEFAULT, "BufTableHashCode");
	void	   *var;

	targets[0] = dlsym(RTLD_DEFAULT, "BufTableLookup");
	targets[1] = dlsym(RTLD_DEFAULT, "BufTableInsert");
	if (hashcode == NULL || targets[0] == NULL || targets[1] == NULL)
	{
		snprintf(why, whylen, "the buffer mapping table's functions are not exported");
		return false;
	}
	var = evictor_find_mapping_table(hashcode, 19, (const void *) get_hash_value,
									 why, whylen);
	if (var == NULL)
		return false;
	n = evictor_find_call_sites(targets, 2, rets, which, MAX_SITES);
	if (n < 0 || n > MAX_SITES)
	{
		snprintf(why, whylen, "%d call sites of BufTableLookup and BufTableInsert", n);
		return false;
	}
	for (int i = 0; i < n; i++)
	{
		lk_sites[i].ret = rets[i];
		lk_sites[i].call = which[i] == 0 ? EVICTOR_CALLS_LOOKUP : EVICTOR_CALLS_INSERT;
	}
	accesses = evictor_classify_sites(lk_sites, n);
	if (accesses == 0)
	{
		snprintf(why, whylen, "no call site of BufTableLookup reads as an access's");
		return false;
	}
	lk_nsites = n;
	lk_hash = (HTAB **) var;
	if (!evictor_redirect(lookup_redirects, insert_redirected ? 1 : 2, why, whylen))
		return false;
	evictor_lookups_on = true;
	ereport(LOG,
			(errmsg("pg_evictor: lookup path: redirected BufTableLookup%s; %d call sites, %d of them an access's lookup",
					insert_redirected ? "" : ", BufTableInsert", n, accesses)));
	return true;
}

/* ---- settings and start-up ---- */

void
evictor_lookups_settings(void)
{
	DefineCustomBoolVariable("pg_evictor.hits",
							 "Let a policy that needs every hit (lru, arc, lru2, wtinylfu, lirs) see them.",
							 "Redirects BufTableLookup (and BufTableInsert); turned on when the server starts with lru, arc, lru2, wtinylfu or lirs. Off, nothing runs on the lookup path, and a reload to any of them is refused.",
							 &evictor_hits_guc,
							 false,
							 PGC_POSTMASTER,
							 0,
							 NULL, NULL, NULL);
}

/*
 * In the postmaster, after the evictor and page keys (the insert is theirs
 * when page keys are on): the lookup path, for a trace or for hits.
 */
void
evictor_lookups_start(void)
{
	char		why[200];

	if (!evictor_trace_guc && !evictor_hits_guc)
		return;
	if (lookups_redirect(evictor_keys_on, why, sizeof(why)))
	{
		if (evictor_trace_guc)
			evictor_trace_register_worker();
	}
	else if (evictor_fw_needs_hits(evictor_policy_guc) && evictor_redirected)
		ereport(ERROR,
				(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
				 errmsg("pg_evictor cannot run policy %s: %s",
						evictor_policy_name(evictor_policy_guc), why),
				 errdetail("Policy %s needs every hit, from a redirection of the buffer mapping table's lookups.",
						   evictor_policy_name(evictor_policy_guc)),
				 errhint("Choose a policy that reads usage counts, such as car or clockpro.")));
	else
	{
		snprintf(evictor_lookups_detail, sizeof(evictor_lookups_detail),
				 "%s", why);
		ereport(WARNING,
				(errmsg("pg_evictor does not see the server's lookups: %s", why),
				 errdetail("pg_evictor.trace or pg_evictor.hits is on; tracing and the policies that need hits will refuse.")));
	}
}
