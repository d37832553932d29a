/*-------------------------------------------------------------------------
 *
 * trace.c
 *	  Reading a libCacheSim oracleGeneral trace into dense object numbers;
 *	  a pg_evictor trace, known by its magic, goes to pgtrace.c.
 *
 * The format, as libCacheSim's reader reads it
 * (traceReader/customizedReader/oracle/oracleGeneralBin.h): packed 24-byte
 * little-endian records
 *		uint32 clock_time, uint64 obj_id, uint32 obj_size,
 *		int64 next_access_vtime
 * where a next_access_vtime of -1 or INT64_MAX means "never requested
 * again".  libCacheSim's own converter (traceConv) writes the 1-based number
 * of the next request; only its order matters to its Belady.
 *
 * libCacheSim skips records of size 0 (ignore_size_zero_req, true by
 * default and in its cachesim); so does this reader, so that both count the
 * same requests.  Otherwise it keeps only the object ids.  The next-request field is
 * checked to be after its own request (which catches most files that are
 * not oracleGeneral, or read at the wrong offset) but not trusted:
 * sim_trace_next() recomputes it from the ids, so a trace whose field is -1
 * everywhere, or 0-based, or 1-based, gives the same optimum.
 *
 *-------------------------------------------------------------------------
 */
/* fileno, fstat */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "sim.h"

/* the readers' map from a 64-bit id to a dense number (sim.h) */

int
sim_idmap_init(SimIdMap *m, uint64_t slots)
{
	m->mask = slots - 1;
	m->count = 0;
	m->key = malloc(slots * sizeof(uint64_t));
	m->val = calloc(slots, sizeof(uint32_t));
	return m->key && m->val ? 0 : -1;
}

void
sim_idmap_free(SimIdMap *m)
{
	free(m->key);
	free(m->val);
}

static int
idmap_grow(SimIdMap *m)
{
	SimIdMap		bigger;

	if (sim_idmap_init(&bigger, (m->mask + 1) * 2) != 0)
	{
		sim_idmap_free(&bigger);
		return -1;
	}
	for (uint64_t i = 0; i <= m->mask; i++)
		if (m->val[i])
		{
			uint64_t	h = sim_mix64(m->key[i]) & bigger.mask;

			while (bigger.val[h])
				h = (h + 1) & bigger.mask;
			bigger.key[h] = m->key[i];
			bigger.val[h] = m->val[i];
		}
	bigger.count = m->count;
	sim_idmap_free(m);
	*m = bigger;
	return 0;
}

/* the dense number of id, a new one if unseen; -1 if memory ran out */
int64_t
sim_idmap_get(SimIdMap *m, uint64_t id)
{
	uint64_t	h = sim_mix64(id) & m->mask;

	while (m->val[h])
	{
		if (m->key[h] == id)
			return m->val[h] - 1;
		h = (h + 1) & m->mask;
	}
	/* keep the table at most half full */
	if ((uint64_t) m->count + 1 > (m->mask + 1) / 2)
	{
		if (m->count == UINT32_MAX - 1 || idmap_grow(m) != 0)
			return -1;
		return sim_idmap_get(m, id);
	}
	m->key[h] = id;
	m->val[h] = ++m->count;
	return m->val[h] - 1;
}

/* records between a slot's prefetch and its lookup */
#define PREFETCH_AHEAD 16

static uint64_t
le64(const unsigned char *p)
{
	uint64_t	v = 0;

	for (int i = 7; i >= 0; i--)
		v = (v << 8) | p[i];
	return v;
}

static void
seterr(char *err, size_t errlen, const char *fmt,...)
{
	va_list		ap;

	va_start(ap, fmt);
	vsnprintf(err, errlen, fmt, ap);
	va_end(ap);
}

int
sim_trace_read(const char *path, SimTrace *t, char *err, size_t errlen)
{
	FILE	   *f;
	struct stat st;
	SimIdMap	map;
	static unsigned char buf[SIM_RECORD_SIZE * 4096];
	uint64_t	i = 0;
	uint64_t	kept = 0;

	memset(t, 0, sizeof(*t));
	f = fopen(path, "rb");
	if (f == NULL)
	{
		seterr(err, errlen, "%s: %s", path, strerror(errno));
		return -1;
	}
	if (fstat(fileno(f), &st) != 0 || !S_ISREG(st.st_mode))
	{
		seterr(err, errlen, "%s: not a regular file", path);
		fclose(f);
		return -1;
	}
	/* a pg_evictor trace, by its magic (an oracleGeneral record is 24 bytes) */
	{
		char		magic[8];

		if (st.st_size >= 8 && fread(magic, 1, 8, f) == 8 &&
			memcmp(magic, SIM_PG_MAGIC, 8) == 0)
		{
			fclose(f);
			return sim_pgtrace_read(path, t, err, errlen);
		}
		rewind(f);
	}
	if (st.st_size < SIM_RECORD_SIZE)
	{
		seterr(err, errlen, "%s: %lld bytes, shorter than one %d-byte oracleGeneral record",
			   path, (long long) st.st_size, SIM_RECORD_SIZE);
		fclose(f);
		return -1;
	}
	if (st.st_size % SIM_RECORD_SIZE != 0)
	{
		seterr(err, errlen, "%s: %lld bytes is not a whole number of %d-byte oracleGeneral records (truncated, or not oracleGeneral)",
			   path, (long long) st.st_size, SIM_RECORD_SIZE);
		fclose(f);
		return -1;
	}
	t->n = (uint64_t) st.st_size / SIM_RECORD_SIZE;
	t->obj = malloc(t->n * sizeof(uint32_t));
	if (t->obj == NULL || sim_idmap_init(&map, 1 << 16) != 0)
	{
		seterr(err, errlen, "%s: out of memory for %llu requests", path,
			   (unsigned long long) t->n);
		fclose(f);
		sim_trace_free(t);
		return -1;
	}
	while (i < t->n)
	{
		size_t		want = t->n - i < 4096 ? (size_t) (t->n - i) : 4096;
		size_t		got = fread(buf, SIM_RECORD_SIZE, want, f);

		if (got != want)
		{
			seterr(err, errlen, "%s: read error at request %llu", path,
				   (unsigned long long) (i + got));
			goto fail;
		}
		for (size_t k = 0; k < got; k++, i++)
		{
			const unsigned char *r = buf + k * SIM_RECORD_SIZE;
			int64_t		next = (int64_t) le64(r + 16);
			int64_t		dense;

#if defined(__GNUC__)
			/* the map is larger than the caches: ask for a later slot now */
			if (k + PREFETCH_AHEAD < got)
			{
				uint64_t	h = sim_mix64(le64(r + PREFETCH_AHEAD * SIM_RECORD_SIZE + 4)) & map.mask;

				__builtin_prefetch(&map.val[h]);
				__builtin_prefetch(&map.key[h]);
			}
#endif

			/* -1 or INT64_MAX: none; else after this request, either base */
			if (next != -1 && next != INT64_MAX && next <= (int64_t) i)
			{
				seterr(err, errlen, "%s: request %llu: next-request index %lld is not after it (not an oracleGeneral trace?)",
					   path, (unsigned long long) i, (long long) next);
				goto fail;
			}
			if (r[12] == 0 && r[13] == 0 && r[14] == 0 && r[15] == 0)
				continue;
			dense = sim_idmap_get(&map, le64(r + 4));
			if (dense < 0)
			{
				seterr(err, errlen, "%s: out of memory at request %llu", path,
					   (unsigned long long) i);
				goto fail;
			}
			t->obj[kept++] = (uint32_t) dense;
		}
	}
	if (kept == 0)
	{
		seterr(err, errlen, "%s: every record has size 0 (libCacheSim skips those too)", path);
		goto fail;
	}
	t->n = kept;
	t->nobjects = map.count;
	sim_idmap_free(&map);
	fclose(f);
	return 0;

fail:
	sim_idmap_free(&map);
	fclose(f);
	sim_trace_free(t);
	return -1;
}

/* the same from ids in memory (tests, and the stack-distance check) */
int
sim_trace_from_ids(const uint64_t *ids, uint64_t n, SimTrace *t)
{
	SimIdMap	map;

	memset(t, 0, sizeof(*t));
	t->n = n;
	t->obj = malloc((n ? n : 1) * sizeof(uint32_t));
	if (t->obj == NULL || sim_idmap_init(&map, 1 << 10) != 0)
	{
		free(t->obj);
		return -1;
	}
	for (uint64_t i = 0; i < n; i++)
	{
		int64_t		dense = sim_idmap_get(&map, ids[i]);

		if (dense < 0)
		{
			sim_idmap_free(&map);
			sim_trace_free(t);
			return -1;
		}
		t->obj[i] = (uint32_t) dense;
	}
	t->nobjects = map.count;
	sim_idmap_free(&map);
	return 0;
}

/* index of each request's object's next request (n if none), once */
const uint64_t *
sim_trace_next(SimTrace *t)
{
	uint64_t   *last;

	if (t->next)
		return t->next;
	t->next = malloc((t->n ? t->n : 1) * sizeof(uint64_t));
	last = malloc(((size_t) t->nobjects + 1) * sizeof(uint64_t));
	if (t->next == NULL || last == NULL)
	{
		free(t->next);
		free(last);
		t->next = NULL;
		return NULL;
	}
	for (uint32_t o = 0; o < t->nobjects; o++)
		last[o] = t->n;
	for (uint64_t i = t->n; i-- > 0;)
	{
		t->next[i] = last[t->obj[i]];
		last[t->obj[i]] = i;
	}
	free(last);
	return t->next;
}

void
sim_trace_free(SimTrace *t)
{
	free(t->obj);
	free(t->next);
	free(t->backend_number);
	free(t->backend);
	free(t->kind);
	free(t->strategy);
	free(t->ring);
	free(t->ring_size);
	free(t->cpu);
	free(t->pinned);
	free(t->ring_slots);
	free(t->events);
	free(t->resident_frame);
	free(t->resident_obj);
	free(t->resident_usage);
	free(t->hand_part);
	free(t->hand_frame);
	free(t->queued);
	for (uint32_t k = 0; k < t->nstates; k++)
		free(t->states[k].bytes);
	free(t->states);
	free(t->obj_key);
	free(t->obj_fork);
	memset(t, 0, sizeof(*t));
}
