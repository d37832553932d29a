/*-------------------------------------------------------------------------
 *
 * redirect.h
 *	  Point functions of the postgres executable at our replacements
 *	  (redirect.c).
 *
 *-------------------------------------------------------------------------
 */
#ifndef EVICTOR_REDIRECT_H
#define EVICTOR_REDIRECT_H

#include "postgres.h"

typedef struct EvictorRedirect
{
	const char *name;			/* the core function to replace */
	void	   *replacement;
} EvictorRedirect;

extern bool evictor_redirect(const EvictorRedirect *redirects, int n,
							 char *why, size_t whylen);

#endif							/* EVICTOR_REDIRECT_H */
