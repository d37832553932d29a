/*-------------------------------------------------------------------------
 *
 * strategy.h
 *	  The eviction path (strategy.c): pg_evictor's replacement of
 *	  freelist.c, its settings and its part in start-up.
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_STRATEGY_H
#define EVICTOR_STRATEGY_H

#include "evictor.h"

extern int	evictor_max_usage_guc;
extern int	evictor_sweep_batch_guc;

extern void evictor_strategy_settings(void);
extern void evictor_strategy_start(void);
extern void evictor_strategy_request(void);
extern void evictor_strategy_init(void);

extern uint64 evictor_partition_ticks(EvictorPartition *part);

#endif							/* EVICTOR_STRATEGY_H */
