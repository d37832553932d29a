/*-------------------------------------------------------------------------
 *
 * numalayout.h
 *	  What numa.c offers the layers above it: the partitions' layout,
 *	  worked out from the settings, and the nodes.  (Not <numa.h>, which is
 *	  libnuma's.)
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_NUMALAYOUT_H
#define EVICTOR_NUMALAYOUT_H

#include "evictor.h"

extern void evictor_numa_settings(void);
extern void evictor_numa_request(void);
extern void evictor_numa_init(void);

extern const EvictorLayout *evictor_layout(void);
extern int	evictor_numa_node_of_cpu(int cpu);
extern void evictor_numa_place(EvictorShared *shared);

#endif							/* EVICTOR_NUMALAYOUT_H */
