/*-------------------------------------------------------------------------
 *
 * redirect.c
 *	  Point functions of the postgres executable at our replacements.
 *
 * Stock PostgreSQL has no hook for victim selection, and bufmgr.c calls
 * freelist.c's functions directly.  In the postmaster, while
 * shared_preload_libraries load and before any child is forked, we overwrite
 * the entry of each function with an absolute jump to its replacement; the
 * children inherit the patched text.  Everything is checked before anything
 * is written, so a refusal leaves the server's evictor whole: each target is
 * a function of the server executable (not of a library), large enough for
 * the jump, and its entry still holds the executable file's bytes.
 *
 * A uprobe attached to a redirected function after start-up (perf probe,
 * bpftrace, uretprobes too) would replay the file's first instruction and
 * resume inside our jump: see docs/traces.md, "Tracing a server running
 * pg_evictor", for what is safe.
 *
 *-------------------------------------------------------------------------
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "redirect.h"

#include <dlfcn.h>
#include <errno.h>
#include <link.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "miscadmin.h"
#include "utils/guc.h"

#include "elfcheck.h"
#include "jump.h"
#include "versioncheck.h"

/*
 * Find the executable's definition of name and check it can hold a jump.
 * On failure, explain in why.
 */
static unsigned char *
find_target(const char *name, char *why, size_t whylen)
{
	void	   *addr;
	Dl_info		info;
	const ElfW(Sym) *sym = NULL;

	dlerror();
	addr = dlsym(RTLD_DEFAULT, name);
	if (addr == NULL)
	{
		snprintf(why, whylen, "symbol %s not found", name);
		return NULL;
	}
	if (!dladdr1(addr, &info, (void **) &sym, RTLD_DL_SYMENT) || sym == NULL)
	{
		snprintf(why, whylen, "no symbol table entry for %s", name);
		return NULL;
	}
	if (info.dli_saddr != addr || info.dli_sname == NULL ||
		strcmp(info.dli_sname, name) != 0)
	{
		snprintf(why, whylen, "%s does not start a symbol", name);
		return NULL;
	}
	if (ELF64_ST_TYPE(sym->st_info) != STT_FUNC)
	{
		snprintf(why, whylen, "%s is not a function", name);
		return NULL;
	}
#ifdef JUMP_LEN
	if (sym->st_size < JUMP_LEN)
	{
		snprintf(why, whylen, "%s is %lu bytes, too small for a %d-byte jump",
				 name, (unsigned long) sym->st_size, JUMP_LEN);
		return NULL;
	}

	/*
	 * It must be the server's own code: bufmgr.c calls the executable's
	 * copy directly, so patching a definition in a library (ours, or one
	 * preloaded) would redirect nothing.
	 */
	if (!evictor_in_main_program(addr, JUMP_LEN))
	{
		snprintf(why, whylen, "%s is defined in %s, not in the server executable",
				 name, info.dli_fname ? info.dli_fname : "a library");
		return NULL;
	}

	/*
	 * And still the file's bytes: another patcher's jump, or a uprobe's
	 * breakpoint (perf probe, bpftrace), would be overwritten blindly.
	 */
	{
		char		detail[160];

		if (evictor_matches_file(addr, JUMP_LEN, detail, sizeof(detail)) != 1)
		{
			snprintf(why, whylen, "%s: %s", name, detail);
			return NULL;
		}
	}
#endif
	return (unsigned char *) addr;
}

/*
 * A jump at a function's entry reaches only its callers that call it.  A
 * build that inlined a function into all its callers (LTO) would keep
 * core's code there unseen: refuse when the executable has no direct call
 * of a function core calls.  Copies inlined beside direct calls stay
 * invisible to this check (docs/internals.md says so); have_free_buffer is called
 * only by pg_prewarm, a library.  x86-64 only: elsewhere it cannot tell.
 */
static bool
check_called(const EvictorRedirect *redirects, int n,
			 unsigned char *const *targets, char *why, size_t whylen)
{
	const void *addrs[32];
	int			counts[32];

	for (int i = 0; i < n; i++)
		addrs[i] = targets[i];
	if (!evictor_count_direct_calls(addrs, n, counts))
		return true;
	for (int i = 0; i < n; i++)
	{
		if (counts[i] > 0 || strcmp(redirects[i].name, "have_free_buffer") == 0)
			continue;
		snprintf(why, whylen,
				 "the server executable never calls %s directly: its callers may have inlined it (an LTO build), and a jump at its entry would not reach them",
				 redirects[i].name);
		return false;
	}
	return true;
}

/*
 * Redirect every function of the list, or none.  Returns false with the
 * reason in why when anything is wrong.
 */
bool
evictor_redirect(const EvictorRedirect *redirects, int n,
				 char *why, size_t whylen)
{
#ifndef JUMP_LEN
	snprintf(why, whylen, "unsupported architecture (x86-64 and aarch64 only)");
	return false;
#else
	unsigned char *targets[32];
	unsigned char saved[32][JUMP_LEN];
	unsigned char jumps[32][JUMP_LEN];
	long		pagesize = sysconf(_SC_PAGESIZE);

	Assert(n <= lengthof(targets));

	if (IsUnderPostmaster || !process_shared_preload_libraries_in_progress)
	{
		snprintf(why, whylen,
				 "not in the postmaster while shared_preload_libraries load");
		return false;
	}
	if (!evictor_version_known(atol(GetConfigOption("server_version_num", false, false)),
							   PG_VERSION_NUM, why, whylen))
		return false;

	for (int i = 0; i < n; i++)
	{
		targets[i] = find_target(redirects[i].name, why, whylen);
		if (targets[i] == NULL)
			return false;
	}
	if (!check_called(redirects, n, targets, why, whylen))
		return false;

	for (int i = 0; i < n; i++)
	{
		memcpy(saved[i], targets[i], JUMP_LEN);
		evictor_make_jump(jumps[i], redirects[i].replacement);
		if (!evictor_write_code(targets[i], jumps[i], pagesize))
		{
			snprintf(why, whylen, "cannot write %s's code: %s",
					 redirects[i].name, strerror(errno));
			/* put back what was done: all or nothing */
			while (--i >= 0)
				if (!evictor_write_code(targets[i], saved[i], pagesize))
					elog(PANIC, "pg_evictor: cannot restore %s",
						 redirects[i].name);
			return false;
		}
	}
	return true;
#endif
}
