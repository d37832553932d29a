/*-------------------------------------------------------------------------
 *
 * pageclass.c
 *	  Names of page kinds and levels, and the checks that the signatures
 *	  pageclass.h relies on are the server's.
 *
 *-------------------------------------------------------------------------
 */
#include "pageclass.h"

const char *const evictor_kind_names[EK_NUM_KINDS] = {
	[EK_UNUSED] = "unused",
	[EK_HEAP] = "heap",
	[EK_BTREE] = "btree",
	[EK_HASH] = "hash",
	[EK_GIST] = "gist",
	[EK_GIN] = "gin",
	[EK_SPGIST] = "spgist",
	[EK_BRIN] = "brin",
	[EK_BLOOM] = "bloom",
	[EK_SEQUENCE] = "sequence",
	[EK_FSM] = "fsm",
	[EK_VM] = "vm",
	[EK_UNKNOWN] = "unknown",
};

const char *const evictor_level_names[EL_NUM_LEVELS] = {
	[EL_NONE] = "none",
	[EL_LEAF] = "leaf",
	[EL_INNER] = "inner",
	[EL_META] = "meta",
	[EL_DELETED] = "deleted",
};

/* the special-space sizes pageclass.h tells apart */
StaticAssertDecl(MAXALIGN(sizeof(BTPageOpaqueData)) == 16 &&
				 MAXALIGN(sizeof(HashPageOpaqueData)) == 16 &&
				 MAXALIGN(sizeof(GISTPageOpaqueData)) == 16,
				 "btree, hash and GiST special spaces differ in size");
StaticAssertDecl(MAXALIGN(sizeof(GinPageOpaqueData)) == 8 &&
				 MAXALIGN(sizeof(SpGistPageOpaqueData)) == 8 &&
				 MAXALIGN(sizeof(BrinSpecialSpace)) == 8 &&
				 MAXALIGN(sizeof(uint32)) == 8,
				 "GIN, SP-GiST, BRIN and sequence special spaces differ in size");
/* the page ids are the last field of their special space */
StaticAssertDecl(offsetof(HashPageOpaqueData, hasho_page_id) == 14 &&
				 offsetof(GISTPageOpaqueData, gist_page_id) == 14 &&
				 offsetof(SpGistPageOpaqueData, spgist_page_id) == 6 &&
				 offsetof(BTPageOpaqueData, btpo_cycleid) == 14 &&
				 offsetof(GinPageOpaqueData, flags) == 6,
				 "page ids are not where pageclass.h reads them");
