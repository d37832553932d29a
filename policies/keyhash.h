/*-------------------------------------------------------------------------
 *
 * keyhash.h
 *	  A page's key: 64 bits of its 20-byte buffer tag (evictor.h's
 *	  evictor_page_key), computed on every load, drop and, for arc, miss.
 *
 * Three words of the tag (15 and 16+ lay out the same 20 bytes: the
 * tablespace and database, the relation and fork, the block) are folded
 * with splitmix64's finalizer (policies/mix.h), a bijection of 64 bits.
 * Each step is a bijection of the block number for a fixed relation and
 * fork, so two blocks of one relation's fork never share a key (save the one whose fold is 0, which becomes 1: a key is
 * never 0); other pairs collide with probability 2^-64.  About 20
 * instructions inline, where hash_bytes_extended took 90 and a call.
 *
 * No PostgreSQL headers: unit-tested alone (test_keyhash.c), and the
 * simulator computes it of a trace's tags to find the pages of the ghost
 * keys a trace's queue records carry (sim/pgtrace.c).
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_KEYHASH_H
#define EVICTOR_KEYHASH_H

#include <stdint.h>
#include <string.h>

#include "mix.h"

#define EVICTOR_TAG_BYTES 20

/* the key of a tag's 20 bytes; never 0 */
static inline uint64_t
evictor_tag_key(const unsigned char *tag)
{
	uint64_t	where,
				rel;
	uint32_t	block;
	uint64_t	key;

	memcpy(&where, tag, sizeof(where));
	memcpy(&rel, tag + 8, sizeof(rel));
	memcpy(&block, tag + 16, sizeof(block));
	/* an odd multiplier is a bijection modulo 2^64 */
	key = evictor_mix64(where ^
						evictor_mix64(rel ^ (uint64_t) block *
									  UINT64_C(0x9E3779B97F4A7C15)));
	return key != 0 ? key : 1;
}

#endif							/* EVICTOR_KEYHASH_H */
