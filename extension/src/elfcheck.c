/*-------------------------------------------------------------------------
 *
 * elfcheck.c
 *	  Where an address lies in the main program, and whether its code is
 *	  still what the executable's file holds.
 *
 * dl_iterate_phdr visits the main program first; its PT_LOAD headers say
 * which addresses it maps and from which file offsets.
 *
 *-------------------------------------------------------------------------
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "elfcheck.h"

#include <errno.h>
#include <fcntl.h>
#include <link.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

typedef struct SegmentQuery
{
	uintptr_t	addr;
	size_t		len;
	bool		found;
	off_t		offset;			/* file offset of addr, when found */
} SegmentQuery;

/* Called for the main program only: its callback stops the iteration. */
static int
find_segment(struct dl_phdr_info *info, size_t size, void *arg)
{
	SegmentQuery *q = (SegmentQuery *) arg;

	(void) size;
	for (int i = 0; i < info->dlpi_phnum; i++)
	{
		const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
		uintptr_t	start = info->dlpi_addr + ph->p_vaddr;

		if (ph->p_type != PT_LOAD)
			continue;
		/* only what the file backs: code is never in a bss tail */
		if (q->addr >= start && q->addr - start + q->len <= ph->p_filesz)
		{
			q->found = true;
			q->offset = (off_t) (ph->p_offset + (q->addr - start));
			break;
		}
	}
	return 1;
}

static bool
main_program_segment(const void *addr, size_t len, off_t *offset)
{
	SegmentQuery q = {(uintptr_t) addr, len, false, 0};

	dl_iterate_phdr(find_segment, &q);
	*offset = q.offset;
	return q.found;
}

bool
evictor_in_main_program(const void *addr, size_t len)
{
	off_t		offset;

	return main_program_segment(addr, len, &offset);
}

int
evictor_matches_file(const void *addr, size_t len, char *why, size_t whylen)
{
	unsigned char file[64];
	off_t		offset;
	int			fd;
	ssize_t		got;

	if (len > sizeof(file))
	{
		snprintf(why, whylen, "cannot compare %zu bytes", len);
		return -1;
	}
	if (!main_program_segment(addr, len, &offset))
	{
		snprintf(why, whylen, "not in the main program's file");
		return -1;
	}
	fd = open("/proc/self/exe", O_RDONLY | O_CLOEXEC);
	if (fd < 0)
	{
		snprintf(why, whylen, "cannot open /proc/self/exe: %s", strerror(errno));
		return -1;
	}
	got = pread(fd, file, len, offset);
	if (got != (ssize_t) len)
	{
		snprintf(why, whylen, "cannot read the executable at offset %lld: %s",
				 (long long) offset, got < 0 ? strerror(errno) : "short read");
		close(fd);
		return -1;
	}
	close(fd);
	if (memcmp(file, addr, len) != 0)
	{
		snprintf(why, whylen,
				 "its first %zu bytes differ from the executable's file (another tool has changed them)",
				 len);
		return 0;
	}
	return 1;
}

/*
 * One pass over the main program's executable segments for rel32 calls
 * (E8) and, unless calls_only, jumps (E9) to any of targets: each one found
 * counts into counts[t], or has its return address and target recorded.
 */
typedef struct BranchScan
{
	const void *const *targets;
	int			n;
	bool		calls_only;
	int		   *counts;			/* or NULL */
	uintptr_t  *rets;			/* or NULL; with which, up to max */
	int		   *which;
	int			max;
	int			found;
} BranchScan;

#if defined(__x86_64__)
static int
scan_branches(struct dl_phdr_info *info, size_t size, void *arg)
{
	BranchScan *q = (BranchScan *) arg;

	(void) size;
	for (int i = 0; i < info->dlpi_phnum; i++)
	{
		const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
		const unsigned char *code;

		if (ph->p_type != PT_LOAD || !(ph->p_flags & PF_X) || ph->p_filesz < 5)
			continue;
		code = (const unsigned char *) (info->dlpi_addr + ph->p_vaddr);
		for (size_t at = 0; at + 5 <= ph->p_filesz; at++)
		{
			int32_t		rel;
			uintptr_t	dest;

			if (code[at] != 0xE8 && (q->calls_only || code[at] != 0xE9))
				continue;
			memcpy(&rel, code + at + 1, sizeof(rel));
			dest = (uintptr_t) (code + at + 5) + (intptr_t) rel;
			for (int t = 0; t < q->n; t++)
			{
				if (dest != (uintptr_t) q->targets[t])
					continue;
				if (q->counts)
					q->counts[t]++;
				if (q->rets && q->found < q->max)
				{
					q->rets[q->found] = (uintptr_t) (code + at + 5);
					q->which[q->found] = t;
				}
				q->found++;
			}
		}
	}
	return 1;					/* the main program only */
}
#endif

int
evictor_find_call_sites(const void *const *targets, int n, uintptr_t *rets, int *which,
						int max)
{
#if defined(__x86_64__)
	BranchScan	q = {targets, n, true, NULL, rets, which, max, 0};

	dl_iterate_phdr(scan_branches, &q);
	return q.found;
#else
	(void) targets;
	(void) n;
	(void) rets;
	(void) which;
	(void) max;
	return -1;
#endif
}

bool
evictor_count_direct_calls(const void *const *targets, int n, int *counts)
{
#if defined(__x86_64__)
	BranchScan	q = {targets, n, false, counts, NULL, NULL, 0, 0};

	memset(counts, 0, sizeof(int) * n);
	dl_iterate_phdr(scan_branches, &q);
	return true;
#else
	(void) targets;
	(void) n;
	(void) counts;
	return false;
#endif
}
