/*
 * Unit test of versioncheck.h: the run-time check redirect.c makes before
 * writing over the server's evictor, on the server numbers it can meet.
 */
#include <string.h>

#include "versioncheck.h"

#include "check.h"

static void
expect(long server, long build, bool known, const char *says)
{
	char		why[200] = "";
	bool		got = evictor_version_known(server, build, why, sizeof(why));

	CHECK(got == known, "server %ld, build %ld: %s, expected %s (%s)",
		  server, build, got ? "known" : "refused", known ? "known" : "refused", why);
	if (!known)
		CHECK(strstr(why, says) != NULL, "server %ld, build %ld: \"%s\" lacks \"%s\"",
			  server, build, why, says);
}

int
main(void)
{
	/* each known major, with its own build; minor releases do not matter */
	for (long major = EVICTOR_MIN_MAJOR; major <= EVICTOR_MAX_MAJOR; major++)
	{
		expect(major * 10000, major * 10000, true, NULL);
		expect(major * 10000 + 12, major * 10000 + 3, true, NULL);
	}
	/* 19~rc1 reports 190000, as 19.0 will */
	expect(190000, 190000, true, NULL);

	/* a module of another known major */
	expect(180006, 150020, false, "built for PostgreSQL 15");
	expect(190000, 180006, false, "built for PostgreSQL 18");

	/* majors whose contract is not known, whatever the build says */
	expect(200000, 200000, false, "PostgreSQL 20, whose buffer contract");
	expect(200000, 190000, false, "PostgreSQL 20, whose buffer contract");
	expect(140011, 150020, false, "PostgreSQL 14, whose buffer contract");

	/* a number that is no version (unset, or the old three-part form) */
	expect(0, 150020, false, "is not one of PostgreSQL 10");
	expect(90624, 150020, false, "is not one of PostgreSQL 10");

	printf("test_versioncheck: %d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}
