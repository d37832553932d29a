/*
 * Unit tests of the page classifier on hand-built pages of every kind and
 * level, laid out with the server's own structs.  Built against the
 * server's headers, run without a server.
 */
#include "pageclass.h"

#include <stdio.h>

/* port.h maps printf to the server's; this runs without the server */
#undef printf

static int	passed,
			failed;

static union
{
	char		data[BLCKSZ];
	double		align;
}			pagebuf;

static char *page = pagebuf.data;

/*
 * An initialised page with nitems line pointers and a special space, which
 * PageInit MAXALIGNs.
 */
static char *
make_page(size_t special_size, int nitems)
{
	PageHeader	hdr = (PageHeader) page;

	special_size = MAXALIGN(special_size);
	memset(page, 0, BLCKSZ);
	hdr->pd_lower = SizeOfPageHeaderData + nitems * sizeof(ItemIdData);
	hdr->pd_upper = BLCKSZ - special_size - 64 * nitems;
	hdr->pd_special = BLCKSZ - special_size;
	return page + hdr->pd_special;
}

static void
expect(const char *what, ForkNumber fork, EvictorKind kind, EvictorLevel level)
{
	int			cls = evictor_classify_page(fork, page);

	if (cls == EVICTOR_CLASS(kind, level))
		passed++;
	else
	{
		failed++;
		printf("FAIL %s: got %s/%s, want %s/%s\n", what,
			   evictor_kind_names[EVICTOR_CLASS_KIND(cls)],
			   evictor_level_names[EVICTOR_CLASS_LEVEL(cls)],
			   evictor_kind_names[kind], evictor_level_names[level]);
	}
}

static void
btree(uint16 flags, uint16 cycleid, const char *what, EvictorKind k, EvictorLevel l)
{
	BTPageOpaque o = (BTPageOpaque) make_page(sizeof(BTPageOpaqueData), 3);

	o->btpo_flags = flags;
	o->btpo_cycleid = cycleid;
	expect(what, MAIN_FORKNUM, k, l);
}

static void
hash(uint16 flags, const char *what, EvictorLevel l)
{
	HashPageOpaque o = (HashPageOpaque) make_page(sizeof(HashPageOpaqueData), 3);

	o->hasho_flag = flags;
	o->hasho_page_id = HASHO_PAGE_ID;
	expect(what, MAIN_FORKNUM, EK_HASH, l);
}

static void
gist(uint16 flags, const char *what, EvictorLevel l)
{
	GISTPageOpaque o = (GISTPageOpaque) make_page(sizeof(GISTPageOpaqueData), 3);

	o->flags = flags;
	o->gist_page_id = GIST_PAGE_ID;
	expect(what, MAIN_FORKNUM, EK_GIST, l);
}

static void
gin(uint16 flags, BlockNumber rightlink, int nitems, const char *what, EvictorLevel l)
{
	GinPageOpaque o = (GinPageOpaque) make_page(sizeof(GinPageOpaqueData), nitems);

	o->flags = flags;
	o->rightlink = rightlink;
	expect(what, MAIN_FORKNUM, EK_GIN, l);
}

static void
spgist(uint16 flags, const char *what, EvictorLevel l)
{
	SpGistPageOpaque o = (SpGistPageOpaque) make_page(sizeof(SpGistPageOpaqueData), 3);

	o->flags = flags;
	o->spgist_page_id = SPGIST_PAGE_ID;
	expect(what, MAIN_FORKNUM, EK_SPGIST, l);
}

static void
brin(uint16 type, const char *what, EvictorLevel l)
{
	BrinSpecialSpace *o = (BrinSpecialSpace *) make_page(sizeof(BrinSpecialSpace), 3);

	o->vector[lengthof(o->vector) - 1] = type;
	expect(what, MAIN_FORKNUM, EK_BRIN, l);
}

/* contrib/bloom's BloomPageOpaqueData: maxoff, flags, unused, page id */
static void
bloom(uint16 flags, const char *what, EvictorLevel l)
{
	uint16	   *o = (uint16 *) make_page(4 * sizeof(uint16), 3);

	o[1] = flags;
	o[3] = EVICTOR_BLOOM_PAGE_ID;
	expect(what, MAIN_FORKNUM, EK_BLOOM, l);
}

int
main(void)
{
	uint32		magic = EVICTOR_SEQ_MAGIC;

	make_page(0, 10);
	expect("heap page", MAIN_FORKNUM, EK_HEAP, EL_NONE);
	expect("fsm fork", FSM_FORKNUM, EK_FSM, EL_NONE);
	expect("vm fork", VISIBILITYMAP_FORKNUM, EK_VM, EL_NONE);
	expect("init fork", INIT_FORKNUM, EK_UNKNOWN, EL_NONE);

	memset(page, 0, BLCKSZ);
	expect("new (all-zero) page", MAIN_FORKNUM, EK_UNKNOWN, EL_NONE);
	make_page(0, 1);
	((PageHeader) page)->pd_special = BLCKSZ + 8;
	expect("special past the page", MAIN_FORKNUM, EK_UNKNOWN, EL_NONE);
	make_page(24, 1);
	expect("special of unknown size", MAIN_FORKNUM, EK_UNKNOWN, EL_NONE);

	btree(BTP_META, 0, "btree meta", EK_BTREE, EL_META);
	btree(BTP_LEAF, 0, "btree leaf", EK_BTREE, EL_LEAF);
	btree(BTP_LEAF | BTP_ROOT, 0, "btree root that is a leaf", EK_BTREE, EL_LEAF);
	btree(BTP_ROOT, 0, "btree root", EK_BTREE, EL_INNER);
	btree(BTP_LEAF | BTP_DELETED | BTP_HAS_FULLXID, 0, "btree deleted leaf",
		  EK_BTREE, EL_DELETED);
	btree(BTP_DELETED | BTP_HAS_FULLXID, 0, "btree deleted inner", EK_BTREE, EL_DELETED);
	btree(BTP_LEAF | BTP_HALF_DEAD, 0, "btree half-dead leaf", EK_BTREE, EL_DELETED);
	btree(0, 17, "btree inner", EK_BTREE, EL_INNER);
	btree(BTP_LEAF | BTP_HAS_GARBAGE | BTP_SPLIT_END, MAX_BT_CYCLE_ID,
		  "btree leaf, other flags, last cycle id", EK_BTREE, EL_LEAF);
	btree(BTP_LEAF, 0xFF90, "16-byte special with an unknown page id",
		  EK_UNKNOWN, EL_NONE);

	hash(LH_META_PAGE, "hash meta", EL_META);
	hash(LH_BITMAP_PAGE, "hash bitmap", EL_META);
	hash(LH_BUCKET_PAGE, "hash bucket", EL_LEAF);
	hash(LH_BUCKET_PAGE | LH_BUCKET_BEING_SPLIT | LH_PAGE_HAS_DEAD_TUPLES,
		 "hash bucket being split", EL_LEAF);
	hash(LH_OVERFLOW_PAGE, "hash overflow", EL_LEAF);
	hash(LH_UNUSED_PAGE, "hash unused", EL_NONE);

	gist(F_LEAF, "gist leaf", EL_LEAF);
	gist(0, "gist inner", EL_INNER);
	gist(F_LEAF | F_DELETED, "gist deleted leaf", EL_DELETED);
	gist(F_LEAF | F_TUPLES_DELETED, "gist leaf with deleted tuples", EL_LEAF);

	gin(GIN_META, InvalidBlockNumber, 0, "gin meta", EL_META);
	gin(GIN_LEAF, InvalidBlockNumber, 3, "gin entry leaf", EL_LEAF);
	gin(GIN_DATA | GIN_LEAF | GIN_COMPRESSED, 12, 0, "gin posting leaf", EL_LEAF);
	gin(0, 9, 3, "gin entry inner", EL_INNER);
	gin(GIN_DATA, 9, 3, "gin posting inner", EL_INNER);
	gin(GIN_LIST, 40, 3, "gin pending list", EL_LEAF);
	gin(GIN_DATA | GIN_LEAF | GIN_COMPRESSED | GIN_DELETED, 12, 0,
		"gin deleted posting leaf", EL_DELETED);
	gin(GIN_DATA | GIN_DELETED, 12, 0, "gin deleted posting inner", EL_DELETED);
	gin(0, EVICTOR_SEQ_MAGIC, 3, "gin inner whose rightlink looks like a sequence",
		EL_INNER);

	spgist(SPGIST_META, "spgist meta", EL_META);
	spgist(SPGIST_LEAF, "spgist leaf", EL_LEAF);
	spgist(SPGIST_LEAF | SPGIST_NULLS, "spgist nulls leaf", EL_LEAF);
	spgist(0, "spgist inner", EL_INNER);
	spgist(SPGIST_NULLS, "spgist nulls inner", EL_INNER);

	brin(BRIN_PAGETYPE_META, "brin meta", EL_META);
	brin(BRIN_PAGETYPE_REVMAP, "brin revmap", EL_INNER);
	brin(BRIN_PAGETYPE_REGULAR, "brin regular", EL_LEAF);

	bloom(EVICTOR_BLOOM_META, "bloom meta", EL_META);
	bloom(0, "bloom page", EL_LEAF);
	bloom(EVICTOR_BLOOM_DELETED, "bloom deleted page", EL_DELETED);

	memcpy(make_page(sizeof(uint32), 1), &magic, sizeof(magic));
	expect("sequence", MAIN_FORKNUM, EK_SEQUENCE, EL_NONE);

	/* buffer states */
	make_page(0, 10);
	if (evictor_classify_buffer(0, MAIN_FORKNUM, page) == EVICTOR_CLASS(EK_UNUSED, EL_NONE))
		passed++;
	else
		failed++, printf("FAIL never-used buffer is unused\n");
	if (evictor_classify_buffer(BM_TAG_VALID, MAIN_FORKNUM, page) == EVICTOR_CLASS(EK_UNKNOWN, EL_NONE))
		passed++;
	else
		failed++, printf("FAIL buffer being read is unknown\n");
	if (evictor_classify_buffer(BM_TAG_VALID | BM_VALID, MAIN_FORKNUM, page) == EVICTOR_CLASS(EK_HEAP, EL_NONE))
		passed++;
	else
		failed++, printf("FAIL valid heap buffer\n");

	printf("pageclass: %d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}
