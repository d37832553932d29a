/*-------------------------------------------------------------------------
 *
 * mix.h
 *	  splitmix64's finalizer (Steele, Lea and Flood, OOPSLA 2014): a
 *	  bijection of 64 bits in which every output bit depends on every input
 *	  bit.  The one mixer of the project: the server's page keys
 *	  (keyhash.h), the simulator's object keys (sim/sim.h), W-TinyLFU's
 *	  sketch (wtinylfu.c).
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_MIX_H
#define EVICTOR_MIX_H

#include <stdint.h>

static inline uint64_t
evictor_mix64(uint64_t x)
{
	x ^= x >> 30;
	x *= UINT64_C(0xbf58476d1ce4e5b9);
	x ^= x >> 27;
	x *= UINT64_C(0x94d049bb133111eb);
	x ^= x >> 31;
	return x;
}

#endif							/* EVICTOR_MIX_H */
