/*-------------------------------------------------------------------------
 *
 * framework_policies.c
 *	  The framework's policies (policies/NAME.c, free of PostgreSQL headers),
 *	  built into the module as one unit.
 *
 * Not a Makefile rule: PGXS builds each object of OBJS beside its source,
 * which would put the module's objects in policies/, among the unit tests'.
 *
 *-------------------------------------------------------------------------
 */
#include "../../policies/sieve.c"
#include "../../policies/twoq.c"
#include "../../policies/s3fifo.c"
#include "../../policies/car.c"
#include "../../policies/clockpro.c"
#include "../../policies/lru.c"
#include "../../policies/arc.c"
#include "../../policies/lru2.c"
#include "../../policies/wtinylfu.c"
#include "../../policies/lirs.c"
#include "../../policies/policies.c"
