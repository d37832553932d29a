/*-------------------------------------------------------------------------
 *
 * pageclass.h
 *	  What a buffer holds, from its fork and its page's own bytes: a kind
 *	  (heap, btree, ...) and a level (leaf, inner, meta, deleted, none).
 *
 * The access methods leave a signature in the special space at the end of
 * each page: its size, and for most a page id in its last two bytes.  That
 * is enough to tell them apart without the relation's catalog entry, which
 * cannot be looked up under a buffer header lock.
 *
 * Callers hold the buffer header spinlock: a victim (unpinned) cannot change
 * under it; a pinned page being modified can be misread, never overrun,
 * since every offset is checked against the page size.
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_PAGECLASS_H
#define EVICTOR_PAGECLASS_H

#include "postgres.h"

#include "access/brin_page.h"
#include "access/ginblock.h"
#include "access/gist.h"
#include "access/hash.h"
#include "access/nbtree.h"
#include "access/spgist_private.h"
#include "common/relpath.h"
#include "storage/buf_internals.h"
#include "storage/bufpage.h"

typedef enum EvictorKind
{
	EK_UNUSED = 0,				/* buffer holds no page */
	EK_HEAP,
	EK_BTREE,
	EK_HASH,
	EK_GIST,
	EK_GIN,
	EK_SPGIST,
	EK_BRIN,
	EK_BLOOM,
	EK_SEQUENCE,
	EK_FSM,
	EK_VM,
	EK_UNKNOWN,					/* new, being read, or not recognised */
	EK_NUM_KINDS
} EvictorKind;

typedef enum EvictorLevel
{
	EL_NONE = 0,
	EL_LEAF,
	EL_INNER,					/* internal pages, the root included */
	EL_META,
	EL_DELETED,					/* index pages deleted (btree: or half-dead),
								 * waiting to be recycled: no live entries */
	EL_NUM_LEVELS
} EvictorLevel;

#define EVICTOR_NUM_CLASSES (EK_NUM_KINDS * EL_NUM_LEVELS)
#define EVICTOR_CLASS(kind, level) ((kind) * EL_NUM_LEVELS + (level))
#define EVICTOR_CLASS_KIND(cls) ((cls) / EL_NUM_LEVELS)
#define EVICTOR_CLASS_LEVEL(cls) ((cls) % EL_NUM_LEVELS)

/* Signatures the server's headers do not export */
#define EVICTOR_SEQ_MAGIC		0x1717	/* commands/sequence.c */
#define EVICTOR_BLOOM_PAGE_ID	0xFF83	/* contrib/bloom/bloom.h */
#define EVICTOR_BLOOM_META		(1 << 0)
#define EVICTOR_BLOOM_DELETED	(1 << 1)

extern const char *const evictor_kind_names[EK_NUM_KINDS];
extern const char *const evictor_level_names[EL_NUM_LEVELS];

static inline uint16
page_u16(const char *page, size_t off)
{
	uint16		v;

	memcpy(&v, page + off, sizeof(v));
	return v;
}

/* Kind and level of a special space of 16 bytes: btree, hash or GiST. */
static inline int
classify_special16(const char *page, size_t special)
{
	uint16		id = page_u16(page, BLCKSZ - sizeof(uint16));

	if (id == HASHO_PAGE_ID)
	{
		uint16		flags = page_u16(page, special +
									 offsetof(HashPageOpaqueData, hasho_flag));

		switch (flags & LH_PAGE_TYPE)
		{
			case LH_META_PAGE:
			case LH_BITMAP_PAGE:
				return EVICTOR_CLASS(EK_HASH, EL_META);
			case LH_BUCKET_PAGE:
			case LH_OVERFLOW_PAGE:
				return EVICTOR_CLASS(EK_HASH, EL_LEAF);
			default:
				return EVICTOR_CLASS(EK_HASH, EL_NONE);
		}
	}
	if (id == GIST_PAGE_ID)
	{
		uint16		flags = page_u16(page, special +
									 offsetof(GISTPageOpaqueData, flags));

		/* a deleted page keeps its leaf flag */
		if (flags & F_DELETED)
			return EVICTOR_CLASS(EK_GIST, EL_DELETED);
		return EVICTOR_CLASS(EK_GIST, (flags & F_LEAF) ? EL_LEAF : EL_INNER);
	}
	/* btree has no page id: its last field is the vacuum cycle id */
	if (id <= MAX_BT_CYCLE_ID)
	{
		uint16		flags = page_u16(page, special +
									 offsetof(BTPageOpaqueData, btpo_flags));

		if (flags & BTP_META)
			return EVICTOR_CLASS(EK_BTREE, EL_META);
		/* deleted and half-dead pages keep their leaf flag (P_IGNORE) */
		if (flags & (BTP_DELETED | BTP_HALF_DEAD))
			return EVICTOR_CLASS(EK_BTREE, EL_DELETED);
		return EVICTOR_CLASS(EK_BTREE, (flags & BTP_LEAF) ? EL_LEAF : EL_INNER);
	}
	return EVICTOR_CLASS(EK_UNKNOWN, EL_NONE);
}

/*
 * Kind and level of a special space of 8 bytes: SP-GiST, bloom and BRIN by
 * page id; a sequence by its magic and single tuple; else GIN, whose last
 * field is its flags.
 */
static inline int
classify_special8(const char *page, size_t special)
{
	uint16		id = page_u16(page, BLCKSZ - sizeof(uint16));
	uint32		magic;

	if (id == SPGIST_PAGE_ID)
	{
		uint16		flags = page_u16(page, special +
									 offsetof(SpGistPageOpaqueData, flags));

		if (flags & SPGIST_META)
			return EVICTOR_CLASS(EK_SPGIST, EL_META);
		return EVICTOR_CLASS(EK_SPGIST, (flags & SPGIST_LEAF) ? EL_LEAF : EL_INNER);
	}
	if (id == EVICTOR_BLOOM_PAGE_ID)
	{
		/* BloomPageOpaqueData: maxoff, flags, unused, page id */
		uint16		flags = page_u16(page, special + sizeof(uint16));

		if (flags & EVICTOR_BLOOM_META)
			return EVICTOR_CLASS(EK_BLOOM, EL_META);
		return EVICTOR_CLASS(EK_BLOOM,
							 (flags & EVICTOR_BLOOM_DELETED) ? EL_DELETED : EL_LEAF);
	}
	switch (id)
	{
		case BRIN_PAGETYPE_META:
			return EVICTOR_CLASS(EK_BRIN, EL_META);
		case BRIN_PAGETYPE_REVMAP:
			return EVICTOR_CLASS(EK_BRIN, EL_INNER);
		case BRIN_PAGETYPE_REGULAR:
			return EVICTOR_CLASS(EK_BRIN, EL_LEAF);
	}

	memcpy(&magic, page + special, sizeof(magic));
	if (magic == EVICTOR_SEQ_MAGIC &&
		((PageHeader) page)->pd_lower == SizeOfPageHeaderData + sizeof(ItemIdData))
		return EVICTOR_CLASS(EK_SEQUENCE, EL_NONE);

	/* GIN's flags use the low byte only */
	if (id <= 0xFF)
	{
		if (id & GIN_META)
			return EVICTOR_CLASS(EK_GIN, EL_META);
		if (id & GIN_DELETED)
			return EVICTOR_CLASS(EK_GIN, EL_DELETED);
		if (id & (GIN_LEAF | GIN_LIST))
			return EVICTOR_CLASS(EK_GIN, EL_LEAF);
		return EVICTOR_CLASS(EK_GIN, EL_INNER);
	}
	return EVICTOR_CLASS(EK_UNKNOWN, EL_NONE);
}

/*
 * The class of a valid page of the given fork.
 *
 * Only pd_special is read from the header, and only its exact values for
 * each special size count: a new (all-zero) page has 0 there and is
 * unknown, as is any other value.  The rest of the header needs no check
 * here: the server verified it when the page was read, and an access
 * method keeps it consistent under the content lock, which no victim is
 * under; every offset read below is a constant inside the page.  This runs
 * on every eviction: one load and a compare for a heap page.
 */
static pg_attribute_always_inline int
evictor_classify_page(ForkNumber fork, const char *page)
{
	size_t		special = ((PageHeader) page)->pd_special;

	if (unlikely(fork != MAIN_FORKNUM))
	{
		if (fork == FSM_FORKNUM)
			return EVICTOR_CLASS(EK_FSM, EL_NONE);
		if (fork == VISIBILITYMAP_FORKNUM)
			return EVICTOR_CLASS(EK_VM, EL_NONE);
		return EVICTOR_CLASS(EK_UNKNOWN, EL_NONE);
	}

	/* most frequent first */
	if (special == BLCKSZ)
		return EVICTOR_CLASS(EK_HEAP, EL_NONE);
	if (special == BLCKSZ - MAXALIGN(sizeof(BTPageOpaqueData)))
		return classify_special16(page, special);
	if (special == BLCKSZ - MAXALIGN(sizeof(GinPageOpaqueData)))
		return classify_special8(page, special);
	return EVICTOR_CLASS(EK_UNKNOWN, EL_NONE);
}

/*
 * The class of what a buffer holds, from its header state (read under the
 * header lock) and its page.
 */
#define evictor_classify_buffer(state, fork, page) \
	(!((state) & BM_TAG_VALID) ? EVICTOR_CLASS(EK_UNUSED, EL_NONE) : \
	 !((state) & BM_VALID) ? EVICTOR_CLASS(EK_UNKNOWN, EL_NONE) : \
	 evictor_classify_page((fork), (page)))

#endif							/* EVICTOR_PAGECLASS_H */
