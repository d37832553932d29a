/*
 * Unit tests of mapfind.h: BufTableHashCode's code, as 15 and 17 to 19
 * compile it (with and without endbr64), gives the address of the table
 * pointer it loads; any other shape, or a jump elsewhere, is refused.
 */
#include <stdio.h>
#include <string.h>

#include "mapfind.h"

#include "check.h"

/* code and the places it refers to, in one block so that rel32s reach */
static unsigned char block[256];

/*
 * Lay out BufTableHashCode at block + at (with endbr64 if cet), loading the
 * pointer at block + var and jumping to block + target.  Returns its start.
 */
static unsigned char *
lay_out(size_t at, int cet, size_t var, size_t target)
{
	unsigned char *p = block + at;
	unsigned char *code = p;
	int32_t		disp,
				rel;

	memset(block, 0x90, sizeof(block));
	if (cet)
	{
		memcpy(p, "\xf3\x0f\x1e\xfa", 4);
		p += 4;
	}
	memcpy(p, "\x48\x89\xfe", 3);
	p += 3;
	memcpy(p, "\x48\x8b\x3d", 3);
	disp = (int32_t) ((block + var) - (p + 7));
	memcpy(p + 3, &disp, 4);
	p += 7;
	*p = 0xe9;
	rel = (int32_t) ((block + target) - (p + 5));
	memcpy(p + 1, &rel, 4);
	return code;
}

int
main(void)
{
	char		why[128];
	unsigned char *code;
	void	   *found;

	/* 15's shape */
	code = lay_out(16, 0, 200, 120);
	found = evictor_find_mapping_table(code, 15, block + 120, why, sizeof(why));
	CHECK(found == block + 200, "15's shape: found %p, not %p (%s)",
		  found, (void *) (block + 200), found ? "" : why);

	/* 17 to 19: endbr64 first; the variable before the code */
	code = lay_out(64, 1, 8, 180);
	found = evictor_find_mapping_table(code, 19, block + 180, why, sizeof(why));
	CHECK(found == block + 8, "19's shape: found %p, not %p", found, (void *) (block + 8));

	/* a jump to anything but get_hash_value */
	code = lay_out(16, 1, 200, 120);
	found = evictor_find_mapping_table(code, 19, block + 124, why, sizeof(why));
	CHECK(found == NULL && strstr(why, "get_hash_value") != NULL,
		  "wrong jump target accepted (%s)", why);

	/* a uprobe's breakpoint on the first byte */
	code = lay_out(16, 0, 200, 120);
	code[0] = 0xcc;
	found = evictor_find_mapping_table(code, 15, block + 120, why, sizeof(why));
	CHECK(found == NULL && strstr(why, "expected") != NULL, "breakpoint accepted");

	/* another register, so another instruction */
	code = lay_out(16, 0, 200, 120);
	code[5] = 0x35;				/* mov disp(%rip),%rsi */
	found = evictor_find_mapping_table(code, 15, block + 120, why, sizeof(why));
	CHECK(found == NULL, "mov to %%rsi accepted");

	/* a call, not a tail jump */
	code = lay_out(16, 0, 200, 120);
	code[10] = 0xe8;
	found = evictor_find_mapping_table(code, 15, block + 120, why, sizeof(why));
	CHECK(found == NULL, "call accepted");

	/* shorter than the three instructions */
	code = lay_out(16, 1, 200, 120);
	found = evictor_find_mapping_table(code, 18, block + 120, why, sizeof(why));
	CHECK(found == NULL, "18 bytes with endbr64 accepted");

	printf("test_mapfind: %d passed, %d failed\n", passed, failed);
	return failed != 0;
}
