/*-------------------------------------------------------------------------
 *
 * versioncheck.h
 *	  The majors of PostgreSQL whose buffer contract pg_evictor knows, and
 *	  the run-time check that the server it is loaded into is one of them
 *	  and the one it was built for.
 *
 * compat.h refuses to compile for another major; the run-time check
 * covers what compiling cannot see (a module copied between servers, a
 * loader that does not compare magic blocks), before any code is written
 * over.  No PostgreSQL headers: extension/test/test_versioncheck.c runs
 * the same check.
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_VERSIONCHECK_H
#define EVICTOR_VERSIONCHECK_H

#include <stdbool.h>
#include <stdio.h>

#define EVICTOR_MIN_MAJOR	15
#define EVICTOR_MAX_MAJOR	19

/*
 * May the evictor of a build for build_num (PG_VERSION_NUM) replace the
 * one of a server reporting server_num (server_version_num)?  If not, why.
 */
static inline bool
evictor_version_known(long server_num, long build_num, char *why, size_t whylen)
{
	long		server_major = server_num / 10000;
	long		build_major = build_num / 10000;

	if (server_num < 100000)
	{
		snprintf(why, whylen, "the server's version number %ld is not one of PostgreSQL 10 or later",
				 server_num);
		return false;
	}
	if (server_major < EVICTOR_MIN_MAJOR || server_major > EVICTOR_MAX_MAJOR)
	{
		snprintf(why, whylen,
				 "the server is PostgreSQL %ld, whose buffer contract this build does not know (it knows %d to %d)",
				 server_major, EVICTOR_MIN_MAJOR, EVICTOR_MAX_MAJOR);
		return false;
	}
	if (server_major != build_major)
	{
		snprintf(why, whylen, "the server is PostgreSQL %ld, this module was built for PostgreSQL %ld",
				 server_major, build_major);
		return false;
	}
	return true;
}

#endif							/* EVICTOR_VERSIONCHECK_H */
