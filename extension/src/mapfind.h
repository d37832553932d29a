/*-------------------------------------------------------------------------
 *
 * mapfind.h
 *	  Find the server's buffer mapping table (buf_table.c's static
 *	  SharedBufHash) from the code of BufTableHashCode.
 *
 * Redirected BufTableInsert and BufTableDelete must search the very table
 * core searches.  The pointer is static, but BufTableHashCode, exported on
 * every version, is on x86-64 three instructions that name it:
 *
 *	[endbr64]                       f3 0f 1e fa     (builds with CET: 17+ here)
 *	mov    %rdi,%rsi                48 89 fe
 *	mov    SharedBufHash(%rip),%rdi 48 8b 3d disp32
 *	jmp    get_hash_value           e9 rel32
 *
 * (15.20, 17.12, 18.6 and 19~rc1 of Debian, read with objdump).  The
 * variable's address is decoded from the second, and trusted only when the
 * third jumps to get_hash_value itself.  This reads the live pointer with no
 * allocation and no error path, where attaching a second handle to the table
 * (ShmemInitHash) would allocate, and on 19 only in children.  Any other
 * code shape (another compiler, another architecture) is refused.
 *
 * No PostgreSQL headers: unit-tested on byte arrays.
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_MAPFIND_H
#define EVICTOR_MAPFIND_H

#include <stddef.h>
#include <stdio.h>
#include <stdint.h>
#include <string.h>

/*
 * code: BufTableHashCode's first len bytes, at its run-time address;
 * get_hash_value: that function's address.  Returns the address of the
 * pointer variable, or NULL with the reason in why.
 */
static inline void *
evictor_find_mapping_table(const unsigned char *code, size_t len,
						   const void *get_hash_value, char *why, size_t whylen)
{
	static const unsigned char endbr64[] = {0xf3, 0x0f, 0x1e, 0xfa};
	static const unsigned char mov_rsi[] = {0x48, 0x89, 0xfe};
	static const unsigned char mov_rdi[] = {0x48, 0x8b, 0x3d};
	size_t		at = 0;
	int32_t		disp,
				rel;
	const unsigned char *after_mov,
			   *after_jmp;

	if (len >= sizeof(endbr64) && memcmp(code, endbr64, sizeof(endbr64)) == 0)
		at = sizeof(endbr64);
	if (len < at + 3 + 7 + 5 ||
		memcmp(code + at, mov_rsi, sizeof(mov_rsi)) != 0 ||
		memcmp(code + at + 3, mov_rdi, sizeof(mov_rdi)) != 0 ||
		code[at + 10] != 0xe9)
	{
		snprintf(why, whylen,
				 "BufTableHashCode's code is not the expected mov, mov, jmp");
		return NULL;
	}
	memcpy(&disp, code + at + 6, sizeof(disp));
	memcpy(&rel, code + at + 11, sizeof(rel));
	after_mov = code + at + 10;
	after_jmp = code + at + 15;
	if ((const void *) (after_jmp + rel) != get_hash_value)
	{
		snprintf(why, whylen, "BufTableHashCode does not jump to get_hash_value");
		return NULL;
	}
	return (void *) (after_mov + disp);
}

#endif							/* EVICTOR_MAPFIND_H */
