/*-------------------------------------------------------------------------
 *
 * jump.h
 *	  The absolute jump redirect.c writes at a function's entry, and the
 *	  writing of it.
 *
 * No PostgreSQL headers: the unit test (extension/test/test_jump.c) writes
 * the same jump over a function of its own and calls it, natively and under
 * qemu-user for aarch64.
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_JUMP_H
#define EVICTOR_JUMP_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>

#if defined(__x86_64__)
/* jmp *0(%rip); .quad target -- clobbers no register */
#define JUMP_LEN 14
#elif defined(__aarch64__)
/* ldr x16, #8; br x16; .quad target -- x16 is the linker's scratch, and a
 * BTI "bti c" landing pad accepts br x16 */
#define JUMP_LEN 16
#endif

#ifdef JUMP_LEN
static inline void
evictor_make_jump(unsigned char *code, void *target)
{
	uint64_t	addr = (uint64_t) (uintptr_t) target;

#if defined(__x86_64__)
	code[0] = 0xFF;
	code[1] = 0x25;
	memset(code + 2, 0, 4);
	memcpy(code + 6, &addr, 8);
#else
	uint32_t	ldr = 0x58000050;	/* ldr x16, #8 */
	uint32_t	br = 0xD61F0200;	/* br x16 */

	memcpy(code, &ldr, 4);
	memcpy(code + 4, &br, 4);
	memcpy(code + 8, &addr, 8);
#endif
}

/*
 * Write JUMP_LEN bytes of code.  The pages stay executable throughout: the
 * postmaster's own code may share them.  A system that forbids writable
 * code refuses here.
 */
static inline bool
evictor_write_code(unsigned char *at, const unsigned char *code, long pagesize)
{
	uintptr_t	start = (uintptr_t) at & ~(uintptr_t) (pagesize - 1);
	size_t		len = (uintptr_t) at + JUMP_LEN - start;

	if (mprotect((void *) start, len, PROT_READ | PROT_WRITE | PROT_EXEC) != 0)
		return false;
	memcpy(at, code, JUMP_LEN);
	__builtin___clear_cache((char *) at, (char *) at + JUMP_LEN);
	(void) mprotect((void *) start, len, PROT_READ | PROT_EXEC);
	return true;
}
#endif

#endif							/* EVICTOR_JUMP_H */
