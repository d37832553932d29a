/*-------------------------------------------------------------------------
 *
 * lookups.h
 *	  The lookup path (lookups.c): every shared-buffer access, for the
 *	  recorder and for a policy that needs hits.
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_LOOKUPS_H
#define EVICTOR_LOOKUPS_H

#include "evictor.h"

extern EVICTOR_HIDDEN bool evictor_hits_guc;

extern void evictor_lookups_settings(void);
extern void evictor_lookups_start(void);

extern void evictor_lookups_inserted(const BufferTag *tag, int existing,
									 uintptr_t ret);

#endif							/* EVICTOR_LOOKUPS_H */
