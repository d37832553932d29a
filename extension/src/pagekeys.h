/*-------------------------------------------------------------------------
 *
 * pagekeys.h
 *	  Each frame's page key, from the buffer mapping table's inserts and
 *	  deletes (pagekeys.c): its setting and its part in start-up.
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_PAGEKEYS_H
#define EVICTOR_PAGEKEYS_H

#include "evictor.h"

extern bool evictor_page_keys_guc;

extern void evictor_page_keys_settings(void);
extern void evictor_page_keys_start(void);
extern void evictor_page_keys_request(void);
extern void evictor_page_keys_init(void);

extern void evictor_page_keys_freed(int buf_id);
extern void evictor_page_keys_victim(BufferDesc *buf);

#endif							/* EVICTOR_PAGEKEYS_H */
