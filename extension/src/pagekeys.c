/*-------------------------------------------------------------------------
 *
 * pagekeys.c
 *	  Each frame's page key, kept from the buffer mapping table's inserts
 *	  and deletes (pg_evictor.page_keys): the identity of the page a frame
 *	  holds, given at the moment it is loaded, which ghost lists (issue 14)
 *	  and traces need.
 *
 * BufTableInsert and BufTableDelete are redirected to copies of core's that
 * search the same table (found through BufTableHashCode, mapfind.h) and
 * then tell loadtrack.h what happened; it tells loads from renames undone,
 * collisions and drops, on each major's call order.  Nothing runs on a
 * hit: an insert runs once per miss, a delete once per eviction or drop,
 * each with a 64-bit key of the tag (keyhash.h).  A delete must know its
 * frame: an eviction's is known (15: the victim its insert renamed; 16+:
 * the victim StrategyGetBuffer handed this backend, remembered there), a
 * drop's is found by one more search of the table than core's.
 *
 * With pg_evictor.page_keys off (the default) nothing of buf_table.c is
 * touched.  A framework policy's instances (framework.c) live on page
 * keys: this layer requests and sets them up with its own.
 *
 *-------------------------------------------------------------------------
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "pagekeys.h"

#include <dlfcn.h>

#include "access/relation.h"
#include "common/hashfn.h"
#include "common/relpath.h"
#include "funcapi.h"
#include "storage/shmem.h"
#include "utils/builtins.h"
#include "utils/hsearch.h"
#include "utils/lsyscache.h"
#include "utils/rel.h"

#include "framework.h"
#include "loadtrack.h"
#include "lookups.h"
#include "mapfind.h"
#include "redirect.h"
#include "trace.h"
#include "utils/guc.h"

/* buf_table.c's entry, private there: the tag and the frame */
typedef struct EvictorLookupEnt
{
	BufferTag	key;
	int			id;
} EvictorLookupEnt;

typedef struct EvictorPageKeys
{
	pg_atomic_uint64 loads;
	pg_atomic_uint64 frees;
	pg_atomic_uint64 collisions;
	pg_atomic_uint64 undos;
	pg_atomic_uint64 keys[FLEXIBLE_ARRAY_MEMBER];	/* per frame, 0: none */
} EvictorPageKeys;

bool		evictor_page_keys_guc = false;
static EvictorPageKeys *page_keys = NULL;

/* buf_table.c's SharedBufHash, read at each call: set before any fork */
static HTAB **shared_buf_hash = NULL;

static EvictorLoadTrack my_track;
static bool my_track_ready = false;

#if EVICTOR_VICTIM_DELETED_FIRST
/* 16+: the victim this backend's StrategyGetBuffer handed out, and its tag */
static int	my_victim = -1;
static BufferTag my_victim_tag;
#endif

/* the key changes with the policy told, under its lock (framework.c) */
static void
pk_load(void *arg, uint32_t id, uint64_t key)
{
	evictor_fw_loaded((int) id, key);
	pg_atomic_fetch_add_u64(&page_keys->loads, 1);
}

static void
pk_free(void *arg, uint32_t id)
{
	evictor_fw_freed((int) id);
	pg_atomic_fetch_add_u64(&page_keys->frees, 1);
}

static void
pk_hit(void *arg, uint32_t id)
{
	pg_atomic_fetch_add_u64(&page_keys->collisions, 1);
}

static void
pk_undo(void *arg, uint32_t id)
{
	pg_atomic_fetch_add_u64(&page_keys->undos, 1);
}

/*
 * 15: a victim that held no page (a free frame), left by a collision, is
 * only unpinned; in neither the freelist nor a policy, it would wait for
 * clock-sweep's hand, and a framework policy has none.  Given back first on
 * its freelist as 16 to 18's StrategyFreeBuffer does, whatever the policy:
 * under clocksweep that reuses it before the hand comes to it (page keys
 * are off in the A/A arms).  Its backend still pins it, for a moment: a
 * freelist pop passes it until then (strategy.c).
 */
static void
pk_emptied(void *arg, uint32_t id)
{
#if EVICTOR_HAS_FREELIST
	if (evictor_freelist_push(GetBufferDescriptor((int) id)) &&
		unlikely(evictor_trace_recording()))
		evictor_trace_freed((int) id);
#endif
}

static const EvictorLoadEvents pk_events = {NULL, pk_load, pk_free, pk_hit, pk_undo, pk_emptied};

static inline EvictorLoadTrack *
track(void)
{
	if (unlikely(!my_track_ready))
	{
		evictor_lt_init(&my_track, evictor_load_order(PG_VERSION_NUM / 10000));
		my_track_ready = true;
	}
	return &my_track;
}

/* core's BufTableInsert, then what it meant */
static int
evictor_BufTableInsert(BufferTag *tagPtr, uint32 hashcode, int buf_id)
{
	EvictorLookupEnt *result;
	bool		found;
	bool		had_page;
	int			existing;

	Assert(buf_id >= 0);
#if EVICTOR_VICTIM_DELETED_FIRST
	my_victim = -1;
#endif
	/* 15: the victim still holds its old page here; 16+: it holds none */
	had_page = (EVICTOR_READ_STATE(GetBufferDescriptor(buf_id)) & BM_TAG_VALID) != 0;
	result = (EvictorLookupEnt *)
		hash_search_with_hash_value(*shared_buf_hash, tagPtr, hashcode,
									HASH_ENTER, &found);
	if (found)
		existing = result->id;
	else
	{
		result->id = buf_id;
		existing = -1;
	}
	evictor_lt_insert(track(), evictor_page_key(tagPtr), (uint32) buf_id,
					  existing, had_page, &pk_events);
	if (evictor_lookups_on)
		evictor_lookups_inserted(tagPtr, existing,
								 (uintptr_t) __builtin_return_address(0));
	return existing;
}

/*
 * The frame of the mapping tag names, and whether it is pinned: known
 * without a search for an eviction (15: the renamed victim; 16+: the
 * victim this backend was handed, still pinned, its tag the one deleted),
 * else found in the table.
 */
static int
deleted_frame(EvictorLoadTrack *lt, BufferTag *tagPtr, uint32 hashcode, bool *pinned)
{
	EvictorLookupEnt *result;
	int			id = (int) evictor_lt_deleting(lt);

	*pinned = true;
	if (id >= 0)
		return id;
#if EVICTOR_VICTIM_DELETED_FIRST
	id = my_victim;
	my_victim = -1;

	/*
	 * The victim stays pinned from its claim to this delete, so no one else
	 * can have moved its page.  After an error in between (a failed write)
	 * the pin is gone and the hint stale; were that page since moved to
	 * another frame and dropped by this backend, the drop's free would be
	 * missed: StrategyFreeBuffer (16 to 18) or the safety net (19) tells it.
	 */
	if (id >= 0 && BufferTagsEqual(&my_victim_tag, tagPtr) &&
		BUF_STATE_GET_REFCOUNT(EVICTOR_READ_STATE(GetBufferDescriptor(id))) > 0)
		return id;
#endif
	result = (EvictorLookupEnt *)
		hash_search_with_hash_value(*shared_buf_hash, tagPtr, hashcode,
									HASH_FIND, NULL);
	if (!result)
		elog(ERROR, "shared buffer hash table corrupted");
	/* the evicting backend holds its victim pinned; a drop waits for pins */
	*pinned = BUF_STATE_GET_REFCOUNT(EVICTOR_READ_STATE(GetBufferDescriptor(result->id))) > 0;
	return result->id;
}

/* core's BufTableDelete, knowing or finding the frame first */
static void
evictor_BufTableDelete(BufferTag *tagPtr, uint32 hashcode)
{
	EvictorLoadTrack *lt = track();
	bool		pinned;
	int			id = deleted_frame(lt, tagPtr, hashcode, &pinned);

	if (!hash_search_with_hash_value(*shared_buf_hash, tagPtr, hashcode,
									 HASH_REMOVE, NULL))
		elog(ERROR, "shared buffer hash table corrupted");
	evictor_lt_delete(lt, evictor_page_key(tagPtr), (uint32) id, pinned,
					  &pk_events);
}

/* StrategyGetBuffer hands out buf (header-locked, or 19: pinned) */
void
evictor_page_keys_victim(BufferDesc *buf)
{
#if EVICTOR_VICTIM_DELETED_FIRST
	my_victim = buf->buf_id;
	my_victim_tag = buf->tag;
#endif
}

/* StrategyFreeBuffer (15 to 18) handed frame id back */
void
evictor_page_keys_freed(int buf_id)
{
	if (page_keys != NULL)
		evictor_lt_freed(track(), (uint32) buf_id, &pk_events);
}

static const EvictorRedirect page_key_redirects[] = {
	{"BufTableInsert", (void *) evictor_BufTableInsert},
	{"BufTableDelete", (void *) evictor_BufTableDelete},
};

/*
 * In the postmaster, as the evictor is redirected: find the mapping table
 * and redirect its insert and delete.  false with the reason in why.
 */
static bool
page_keys_redirect(char *why, size_t whylen)
{
	void	   *hashcode = dlsym(RTLD_DEFAULT, "BufTableHashCode");
	void	   *var;

	if (hashcode == NULL)
	{
		snprintf(why, whylen, "symbol BufTableHashCode not found");
		return false;
	}
	var = evictor_find_mapping_table(hashcode, 19, (const void *) get_hash_value,
									 why, whylen);
	if (var == NULL)
		return false;
	if (!evictor_redirect(page_key_redirects, lengthof(page_key_redirects),
						  why, whylen))
		return false;
	shared_buf_hash = (HTAB **) var;
	evictor_keys_on = true;
	return true;
}

static Size
page_keys_shmem_size(void)
{
	return add_size(offsetof(EvictorPageKeys, keys),
					mul_size(NBuffers, sizeof(pg_atomic_uint64)));
}

/* ---- settings and start-up ---- */

void
evictor_page_keys_settings(void)
{
	DefineCustomBoolVariable("pg_evictor.page_keys",
							 "Keep the key of the page each buffer holds, from the buffer mapping table's inserts and deletes.",
							 "Redirects BufTableInsert and BufTableDelete: one more hash search per drop, nothing on a hit. Needs pg_evictor.redirect.",
							 &evictor_page_keys_guc,
							 false,
							 PGC_POSTMASTER,
							 0,
							 NULL, NULL, NULL);
}

/*
 * In the postmaster, after the evictor (which turns page keys on for a
 * framework policy): redirect the mapping table's inserts and deletes, only
 * for pg_evictor's evictor (with core's, nothing would read the keys).
 */
void
evictor_page_keys_start(void)
{
	char		why[200];

	if (!evictor_page_keys_guc || !evictor_redirected)
		return;
	if (page_keys_redirect(why, sizeof(why)))
		ereport(LOG,
				(errmsg("pg_evictor: page keys from the buffer mapping table: redirected BufTableInsert, BufTableDelete")));
	else if (evictor_fw_is_framework(evictor_policy_guc))
		ereport(ERROR,
				(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
				 errmsg("pg_evictor cannot run policy %s: %s",
						evictor_policy_name(evictor_policy_guc), why),
				 errdetail("A framework policy needs page keys, from a redirection of the buffer mapping table's inserts and deletes."),
				 errhint("Choose clocksweep, hotcool or secondchance.")));
	else
		ereport(WARNING,
				(errmsg("pg_evictor does not keep page keys: %s", why),
				 errdetail("pg_evictor.page_keys is on; the evictor runs, the mapping table is core's.")));
}

void
evictor_page_keys_request(void)
{
	if (!evictor_keys_on)
		return;
	RequestAddinShmemSpace(page_keys_shmem_size());
	evictor_fw_shmem_request();
}

/* In the postmaster at start-up and at every crash restart */
void
evictor_page_keys_init(void)
{
	bool		found;

	if (!evictor_keys_on)
		return;
	page_keys = ShmemInitStruct("pg_evictor page keys",
								page_keys_shmem_size(), &found);
	if (!found)
	{
		pg_atomic_init_u64(&page_keys->loads, 0);
		pg_atomic_init_u64(&page_keys->frees, 0);
		pg_atomic_init_u64(&page_keys->collisions, 0);
		pg_atomic_init_u64(&page_keys->undos, 0);
		for (int i = 0; i < NBuffers; i++)
			pg_atomic_init_u64(&page_keys->keys[i], 0);
	}
	/* a crash restart forgets what this process tracked */
	my_track_ready = false;
	evictor_fw_shmem_init(page_keys->keys);
}

static void
require_page_keys(void)
{
	evictor_require_loaded();
	if (page_keys == NULL)
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("pg_evictor does not keep page keys"),
				 !evictor_page_keys_guc ? errdetail("pg_evictor.page_keys is off.") :
				 !evictor_redirected ?
				 errdetail("pg_evictor.page_keys needs pg_evictor's evictor, and %s.",
						   evictor_redirect_detail) :
				 errdetail("pg_evictor.page_keys is on, but the mapping table could not be redirected (see the server log)."),
				 errhint("Set pg_evictor.page_keys = on and restart the server.")));
}

PG_FUNCTION_INFO_V1(pg_evictor_page_keys);

/*
 * Each frame: the key pg_evictor holds for it, and the key of the page its
 * header names now (NULL without a valid tag).  They differ only where the
 * tracking went wrong, or for a moment while a frame is being loaded.
 */
Datum
pg_evictor_page_keys(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;

	require_page_keys();
	InitMaterializedSRF(fcinfo, 0);
	for (int i = 0; i < NBuffers; i++)
	{
		BufferDesc *buf = GetBufferDescriptor(i);
		EvictorBufState state;
		BufferTag	tag;
		uint64		key = pg_atomic_read_u64(&page_keys->keys[i]);
		Datum		values[3];
		bool		nulls[3] = {0};

		state = LockBufHdr(buf);
		tag = buf->tag;
		EVICTOR_UNLOCK_HDR(buf, state);

		values[0] = Int32GetDatum(i + 1);
		values[1] = Int64GetDatum((int64) key);
		nulls[1] = key == 0;
		values[2] = Int64GetDatum((int64) evictor_page_key(&tag));
		nulls[2] = (state & BM_TAG_VALID) == 0;
		if (nulls[1] && nulls[2])
			continue;
		tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
	}
	return (Datum) 0;
}

PG_FUNCTION_INFO_V1(pg_evictor_page_key_counts);

/* What the mapping table's calls meant, since start-up */
Datum
pg_evictor_page_key_counts(PG_FUNCTION_ARGS)
{
	TupleDesc	tupdesc;
	Datum		values[4];
	bool		nulls[4] = {0};

	require_page_keys();
	if (get_call_result_type(fcinfo, NULL, &tupdesc) != TYPEFUNC_COMPOSITE)
		elog(ERROR, "return type must be a row type");
	values[0] = Int64GetDatum((int64) pg_atomic_read_u64(&page_keys->loads));
	values[1] = Int64GetDatum((int64) pg_atomic_read_u64(&page_keys->frees));
	values[2] = Int64GetDatum((int64) pg_atomic_read_u64(&page_keys->collisions));
	values[3] = Int64GetDatum((int64) pg_atomic_read_u64(&page_keys->undos));
	PG_RETURN_DATUM(HeapTupleGetDatum(heap_form_tuple(tupdesc, values, nulls)));
}

PG_FUNCTION_INFO_V1(pg_evictor_page_key);

/* The key of block of rel's fork, as on_load and the page key arrays see it */
Datum
pg_evictor_page_key(PG_FUNCTION_ARGS)
{
	Oid			relid = PG_GETARG_OID(0);
	char	   *forkname = text_to_cstring(PG_GETARG_TEXT_PP(1));
	int64		block = PG_GETARG_INT64(2);
	ForkNumber	fork = forkname_to_number(forkname);
	Relation	rel;
	BufferTag	tag;

	evictor_require_loaded();
	if (block < 0 || block > (int64) MaxBlockNumber)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("block number %lld is out of range", (long long) block)));
	rel = relation_open(relid, AccessShareLock);
	if (!RELKIND_HAS_STORAGE(rel->rd_rel->relkind) ||
		RelationUsesLocalBuffers(rel))
	{
		relation_close(rel, AccessShareLock);
		ereport(ERROR,
				(errcode(ERRCODE_WRONG_OBJECT_TYPE),
				 errmsg("\"%s\" has no pages in shared buffers", get_rel_name(relid))));
	}
	memset(&tag, 0, sizeof(tag));
	EVICTOR_INIT_TAG(tag, rel, fork, (BlockNumber) block);
	relation_close(rel, AccessShareLock);
	PG_RETURN_INT64((int64) evictor_page_key(&tag));
}
