/*-------------------------------------------------------------------------
 *
 * pgtrace.c
 *	  Reading a pg_evictor trace (extension/src/tracefile.h) into dense
 *	  object numbers and the per-request fields the replay needs.
 *
 * A 48-byte header (magic "PGEVTRC\0", version, record_size,
 * server_version, block_size, nbuffers, flags, recorded, lost), then
 * `recorded` records, little-endian: format 1's 32 bytes (seq, spc, db,
 * rel, block, fork, kind, pad, backend), format 2's 40 (the same with
 * strategy and flags in the pad, then ring, ring_size, cpu).  Only a
 * trace that was stopped (flag complete) and whose length agrees with its
 * header is read: a trace cut short would replay a different workload.
 *
 * Objects are the buffer tags (spc, db, rel, fork, block), numbered in
 * order of first request through an exact hash map of the tag (no 64-bit
 * digest whose collisions would merge pages).  Backends are numbered in
 * order of first record, rings per (backend, ring number).  Release
 * records (format 2, kind 4) are kept as events between requests; the
 * requests are the hits, misses and extends.  The pool at the trace's
 * start (format 2, kinds 5 and 6, written by the backend that started it)
 * goes to the trace's snapshot, wherever it falls among the requests: its
 * pages take object numbers too, its writer is no backend of the replay.
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

#include "keyhash.h"
#include "sim.h"

/* a buffer tag -> dense number, open addressing; val 0 is empty */
typedef struct TagKey
{
	uint32_t	spc,
				db,
				rel,
				block,
				fork;
} TagKey;

typedef struct TagMap
{
	uint64_t	mask;
	TagKey	   *key;
	uint32_t   *val;			/* dense number + 1 */
	uint32_t	count;
} TagMap;

static uint64_t
tag_hash(const TagKey *k)
{
	uint64_t	h = sim_mix64(((uint64_t) k->spc << 32) | k->db);

	h = sim_mix64(h ^ (((uint64_t) k->rel << 32) | k->block));
	return sim_mix64(h ^ k->fork);
}

static int
tagmap_init(TagMap *m, uint64_t slots)
{
	m->mask = slots - 1;
	m->count = 0;
	m->key = malloc(slots * sizeof(TagKey));
	m->val = calloc(slots, sizeof(uint32_t));
	return m->key && m->val ? 0 : -1;
}

static void
tagmap_free(TagMap *m)
{
	free(m->key);
	free(m->val);
}

static int64_t tagmap_get(TagMap *m, const TagKey *k);

static int
tagmap_grow(TagMap *m)
{
	TagMap		bigger;

	if (tagmap_init(&bigger, (m->mask + 1) * 2) != 0)
	{
		tagmap_free(&bigger);
		return -1;
	}
	for (uint64_t i = 0; i <= m->mask; i++)
		if (m->val[i])
		{
			uint64_t	h = tag_hash(&m->key[i]) & bigger.mask;

			while (bigger.val[h])
				h = (h + 1) & bigger.mask;
			bigger.key[h] = m->key[i];
			bigger.val[h] = m->val[i];
		}
	bigger.count = m->count;
	tagmap_free(m);
	*m = bigger;
	return 0;
}

static int64_t
tagmap_get(TagMap *m, const TagKey *k)
{
	uint64_t	h = tag_hash(k) & m->mask;

	while (m->val[h])
	{
		if (memcmp(&m->key[h], k, sizeof(TagKey)) == 0)
			return m->val[h] - 1;
		h = (h + 1) & m->mask;
	}
	if ((uint64_t) m->count + 1 > (m->mask + 1) / 2)
	{
		if (m->count == UINT32_MAX - 1 || tagmap_grow(m) != 0)
			return -1;
		return tagmap_get(m, k);
	}
	m->key[h] = *k;
	m->val[h] = ++m->count;
	return m->val[h] - 1;
}

/*
 * Each event's req: the next request of its backend (t->n if none), by
 * one pass backwards over requests and events together.
 */
static int
link_searches(SimTrace *t)
{
	uint64_t   *next = malloc((t->nbackends ? t->nbackends : 1) * sizeof(uint64_t));
	uint64_t	i = t->n;

	if (next == NULL)
		return -1;
	for (uint32_t b = 0; b < t->nbackends; b++)
		next[b] = t->n;
	for (uint64_t k = t->nevents; k-- > 0;)
	{
		struct SimEvent *e = &t->events[k];

		/* requests at or after e->at come after event k */
		while (i > e->at)
		{
			i--;
			next[t->backend[i]] = i;
		}
		e->req = next[e->backend];
	}
	free(next);
	return 0;
}

/* k's object, or -1 if the trace has not named it */
static int64_t
tagmap_find(const TagMap *m, const TagKey *k)
{
	uint64_t	h = tag_hash(k) & m->mask;

	while (m->val[h])
	{
		if (memcmp(&m->key[h], k, sizeof(TagKey)) == 0)
			return m->val[h] - 1;
		h = (h + 1) & m->mask;
	}
	return -1;
}

/*
 * Each object's key as the server computes it of its tag (keyhash.h, the
 * tag's 20 bytes as 15 and 16+ lay them out), so that a replay gives a
 * policy the keys the server gave it: a ghost of the queue records, or a
 * key in a state block, is then the same page's.  And the object of each
 * ghost among the queue records: SIM_PG_GHOST when no tag has its key.
 */
static int
key_objects(SimTrace *t, const TagMap *tags)
{
	SimIdMap	m = {0};
	uint32_t   *obj = NULL;

	t->obj_key = malloc(sizeof(uint64_t) * ((size_t) tags->count + 1));
	t->obj_fork = malloc((size_t) tags->count + 1);
	if (t->obj_key == NULL || t->obj_fork == NULL)
		return -1;
	for (uint64_t h = 0; h <= tags->mask; h++)
		if (tags->val[h])
		{
			const TagKey *k = &tags->key[h];
			uint32_t	w[5] = {k->spc, k->db, k->rel, k->fork, k->block};
			unsigned char tag[EVICTOR_TAG_BYTES];

			for (int i = 0; i < 5; i++)
			{
				tag[4 * i] = (unsigned char) w[i];
				tag[4 * i + 1] = (unsigned char) (w[i] >> 8);
				tag[4 * i + 2] = (unsigned char) (w[i] >> 16);
				tag[4 * i + 3] = (unsigned char) (w[i] >> 24);
			}
			t->obj_key[tags->val[h] - 1] = evictor_tag_key(tag);
			t->obj_fork[tags->val[h] - 1] = (uint8_t) k->fork;
		}
	if (t->nqueued > 0)
	{
		obj = malloc(sizeof(uint32_t) * ((size_t) tags->count + 1));
		if (obj == NULL || sim_idmap_init(&m, 1 << 10) != 0)
			goto oom;
		/* every object's key first: a key's dense number is then its object's */
		for (uint32_t x = 0; x < tags->count; x++)
		{
			int64_t		d = sim_idmap_get(&m, t->obj_key[x]);

			if (d < 0)
				goto oom;
			obj[d] = x;
		}
		for (uint32_t k = 0; k < t->nqueued; k++)
			if (t->queued[k].frame == SIM_PG_GHOST && t->queued[k].q != SIM_PG_QUEUE_TARGET)
			{
				int64_t		d = sim_idmap_get(&m, t->queued[k].key);

				if (d < 0)
					goto oom;
				t->queued[k].obj = (uint64_t) d < tags->count ? obj[d] : SIM_PG_GHOST;
			}
	}
	free(obj);
	sim_idmap_free(&m);
	return 0;

oom:
	free(obj);
	sim_idmap_free(&m);
	return -1;
}

static uint32_t
le32(const unsigned char *p)
{
	return (uint32_t) p[0] | (uint32_t) p[1] << 8 | (uint32_t) p[2] << 16 |
		(uint32_t) p[3] << 24;
}

static uint64_t
le64(const unsigned char *p)
{
	return (uint64_t) le32(p) | (uint64_t) le32(p + 4) << 32;
}

static void
seterr(char *err, size_t errlen, const char *fmt,...)
{
	va_list		ap;

	va_start(ap, fmt);
	vsnprintf(err, errlen, fmt, ap);
	va_end(ap);
}

/* grow *arr (of elem bytes) to hold at least want, doubling; -1 if no memory */
static int
grow(void **arr, uint64_t *cap, uint64_t want, size_t elem)
{
	uint64_t	c = *cap ? *cap : 16;
	void	   *p;

	if (want <= *cap)
		return 0;
	while (c < want)
		c *= 2;
	p = realloc(*arr, c * elem);
	if (p == NULL)
		return -1;
	*arr = p;
	*cap = c;
	return 0;
}

#define CHUNK 4096

int
sim_pgtrace_read(const char *path, SimTrace *t, char *err, size_t errlen)
{
	FILE	   *f;
	struct stat st;
	unsigned char head[SIM_PG_HEADER_SIZE];
	static unsigned char buf[SIM_PG_RECORD2_SIZE * CHUNK];
	uint32_t	version,
				recsize,
				want_size;
	uint64_t	recorded,
				body,
				done = 0;
	TagMap		tags = {0};
	SimIdMap	backends = {0};
	SimIdMap	rings = {0};
	uint64_t	cap_backends = 0,
				cap_rings = 0,
				cap_events = 0,
				cap_resident = 0,
				cap_hands = 0,
				cap_queued = 0,
				cap_states = 0;

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
	if (st.st_size < SIM_PG_HEADER_SIZE ||
		fread(head, 1, sizeof(head), f) != sizeof(head))
	{
		seterr(err, errlen, "%s: too short for a pg_evictor trace header (%d bytes)",
			   path, SIM_PG_HEADER_SIZE);
		fclose(f);
		return -1;
	}
	if (memcmp(head, SIM_PG_MAGIC, 8) != 0)
	{
		seterr(err, errlen, "%s: not a pg_evictor trace (no PGEVTRC magic)", path);
		fclose(f);
		return -1;
	}
	version = le32(head + 8);
	recsize = le32(head + 12);
	t->server_version = le32(head + 16);
	t->nbuffers = le32(head + 24);
	t->flags = le32(head + 28);
	recorded = le64(head + 32);
	if (version != 1 && version != 2)
	{
		seterr(err, errlen, "%s: trace format %u; this simulator reads formats 1 and 2",
			   path, version);
		fclose(f);
		return -1;
	}
	want_size = version == 1 ? SIM_PG_RECORD1_SIZE : SIM_PG_RECORD2_SIZE;
	if (recsize != want_size)
	{
		seterr(err, errlen, "%s: trace format %u with %u-byte records; format %u's are %u bytes",
			   path, version, recsize, version, want_size);
		fclose(f);
		return -1;
	}
	if (!(t->flags & SIM_PG_COMPLETE))
	{
		seterr(err, errlen, "%s: the trace was not stopped (still recording, or cut short by a restart)",
			   path);
		fclose(f);
		return -1;
	}
	body = (uint64_t) st.st_size - SIM_PG_HEADER_SIZE;
	if (body % recsize != 0)
	{
		seterr(err, errlen, "%s: a partial record at the end (%llu bytes after the header, records of %u)",
			   path, (unsigned long long) body, recsize);
		fclose(f);
		return -1;
	}
	if (body / recsize != recorded)
	{
		seterr(err, errlen, "%s: %llu records, the header says %llu",
			   path, (unsigned long long) (body / recsize), (unsigned long long) recorded);
		fclose(f);
		return -1;
	}
	t->format = version;

	/* requests are at most the records; the arrays are trimmed at the end */
	t->obj = malloc((recorded ? recorded : 1) * sizeof(uint32_t));
	t->backend = malloc((recorded ? recorded : 1) * sizeof(uint32_t));
	t->kind = malloc(recorded ? recorded : 1);
	t->strategy = malloc(recorded ? recorded : 1);
	t->ring = malloc((recorded ? recorded : 1) * sizeof(uint32_t));
	t->ring_size = malloc((recorded ? recorded : 1) * sizeof(uint16_t));
	t->cpu = malloc((recorded ? recorded : 1) * sizeof(uint16_t));
	if (version >= 2 && (t->flags & SIM_PG_PINS_SEEN))
		t->pinned = calloc(recorded ? recorded : 1, 1);
	if (!t->obj || !t->backend || !t->kind || !t->strategy || !t->ring ||
		!t->ring_size || !t->cpu ||
		(version >= 2 && (t->flags & SIM_PG_PINS_SEEN) && !t->pinned) || tagmap_init(&tags, 1 << 16) != 0 ||
		sim_idmap_init(&backends, 1 << 6) != 0 || sim_idmap_init(&rings, 1 << 6) != 0 ||
		grow((void **) &t->ring_slots, &cap_rings, 1, sizeof(uint16_t)) != 0)
		goto oom;
	t->ring_slots[0] = 0;

	while (done < recorded)
	{
		size_t		want = recorded - done < CHUNK ? (size_t) (recorded - done) : CHUNK;
		size_t		got = fread(buf, recsize, want, f);

		if (got != want)
		{
			seterr(err, errlen, "%s: read error at record %llu", path,
				   (unsigned long long) (done + got));
			goto fail;
		}
		for (size_t k = 0; k < got; k++, done++)
		{
			const unsigned char *r = buf + k * recsize;
			uint8_t		kind = r[25];
			int32_t		bnum = (int32_t) le32(r + 28);
			int64_t		b;

			if (kind < SIM_PG_HIT || kind > (version == 1 ? SIM_PG_EXTEND : SIM_PG_LOADED))
			{
				seterr(err, errlen, "%s: record %llu: unknown kind %u", path,
					   (unsigned long long) done, kind);
				goto fail;
			}
			if (kind == SIM_PG_RESIDENT)
			{
				TagKey		key = {le32(r + 8), le32(r + 12), le32(r + 16), le32(r + 20), r[24]};
				int64_t		o = tagmap_get(&tags, &key);
				uint64_t	old = cap_resident;
				uint16_t	usage = (uint16_t) (r[36] | r[37] << 8);

				if (o < 0 ||
					grow((void **) &t->resident_frame, &cap_resident, t->nresident + 1,
						 sizeof(uint32_t)) != 0)
					goto oom;
				if (cap_resident != old)
				{
					uint32_t   *po = realloc(t->resident_obj, cap_resident * sizeof(uint32_t));
					uint8_t    *pu;

					if (po == NULL)
						goto oom;
					t->resident_obj = po;
					if ((pu = realloc(t->resident_usage, cap_resident)) == NULL)
						goto oom;
					t->resident_usage = pu;
				}
				t->resident_frame[t->nresident] = le32(r + 32);
				t->resident_obj[t->nresident] = (uint32_t) o;
				t->resident_usage[t->nresident++] = (uint8_t) (usage < 255 ? usage : 255);
				continue;
			}
			if (kind == SIM_PG_HAND)
			{
				uint64_t	old = cap_hands;

				if (grow((void **) &t->hand_part, &cap_hands, t->nhands + 1,
						 sizeof(uint32_t)) != 0)
					goto oom;
				if (cap_hands != old)
				{
					uint32_t   *p = realloc(t->hand_frame, cap_hands * sizeof(uint32_t));

					if (p == NULL)
						goto oom;
					t->hand_frame = p;
				}
				t->hand_part[t->nhands] = le32(r + 20);
				t->hand_frame[t->nhands++] = le32(r + 32);
				continue;
			}
			if (kind == SIM_PG_STATE)
			{
				uint16_t	part = (uint16_t) (r[36] | r[37] << 8);
				uint32_t	w[4] = {le32(r + 8), le32(r + 12), le32(r + 16), le32(r + 20)};
				uint64_t	off = le32(r + 32);
				struct SimState *e = NULL;

				if (r[27] & SIM_PG_STATE_HEAD)
				{
					uint64_t	size = (uint64_t) w[0] | (uint64_t) w[1] << 32;

					if (size == 0 || size > (UINT64_C(1) << 32))
					{
						seterr(err, errlen, "%s: record %llu: a state block of %llu bytes", path,
							   (unsigned long long) done, (unsigned long long) size);
						goto fail;
					}
					if (grow((void **) &t->states, &cap_states, t->nstates + 1,
							 sizeof(*t->states)) != 0)
						goto oom;
					e = &t->states[t->nstates++];
					e->policy = w[2];
					e->part = part;
					e->first = w[3];
					e->nframes = le32(r + 32);
					e->size = size;
					e->got = 0;
					e->bytes = calloc(1, size);
					if (e->bytes == NULL)
						goto oom;
					continue;
				}
				/* a piece: of its partition's latest block, in order */
				for (uint32_t j = t->nstates; j-- > 0;)
					if (t->states[j].part == part)
					{
						e = &t->states[j];
						break;
					}
				if (e == NULL || e->bytes == NULL || off != e->got || off >= e->size)
				{
					seterr(err, errlen, "%s: record %llu: a piece of a state block out of order",
						   path, (unsigned long long) done);
					goto fail;
				}
				memcpy(e->bytes + off, w, e->size - off < 16 ? e->size - off : 16);
				e->got += e->size - off < 16 ? e->size - off : 16;
				continue;
			}
			if (kind == SIM_PG_QUEUE)
			{
				struct SimQueued *e;

				if (grow((void **) &t->queued, &cap_queued, t->nqueued + 1,
						 sizeof(*t->queued)) != 0)
					goto oom;
				e = &t->queued[t->nqueued++];
				e->key = (uint64_t) le32(r + 8) | (uint64_t) le32(r + 12) << 32;
				e->policy = le32(r + 16);
				e->part = le32(r + 20);
				e->frame = le32(r + 32);
				/* a ghost's object: key_objects finds it */
				e->obj = SIM_PG_GHOST;
				e->q = (uint16_t) (r[36] | r[37] << 8);
				e->target = 0;
				if (e->q == SIM_PG_QUEUE_TARGET)
					memcpy(&e->target, &e->key, sizeof(e->target));
				e->hand = (r[27] & SIM_PG_HAND_HERE) != 0;
				continue;
			}
			b = sim_idmap_get(&backends, (uint64_t) (uint32_t) bnum);
			if (b < 0)
				goto oom;
			if ((uint64_t) b >= t->nbackends)
			{
				if (grow((void **) &t->backend_number, &cap_backends, (uint64_t) b + 1,
						 sizeof(int32_t)) != 0)
					goto oom;
				t->backend_number[b] = bnum;
				t->nbackends = (uint32_t) b + 1;
			}
			if (kind == SIM_PG_RELEASE || kind == SIM_PG_LOOKUP ||
				kind == SIM_PG_PASSED || kind == SIM_PG_SEARCH || kind == SIM_PG_FREED ||
				kind == SIM_PG_LOADED)
			{
				struct SimEvent *e;
				int64_t		o = -1;

				if (kind == SIM_PG_PASSED || kind == SIM_PG_SEARCH)
				{
					TagKey		key = {le32(r + 8), le32(r + 12), le32(r + 16), le32(r + 20), r[24]};

					/* a page no record named yet: the replay cannot hold it */
					o = tagmap_find(&tags, &key);
					if (kind == SIM_PG_PASSED && (t->flags & SIM_PG_PASSED_BUFFERS) &&
						key.rel == 0 && key.fork == 255 && key.block == UINT32_MAX)
						o = SIM_PG_NO_TAG;	/* a cleared tag: its buffer says */
					else if (o < 0 && kind == SIM_PG_PASSED)
						continue;
				}
				if (grow((void **) &t->events, &cap_events, t->nevents + 1,
						 sizeof(*t->events)) != 0)
					goto oom;
				e = &t->events[t->nevents++];
				e->at = t->n;
				e->req = UINT64_MAX;	/* set below */
				e->backend = (uint32_t) b;
				e->obj = o < 0 ? SIM_PG_GHOST : (uint32_t) o;
				e->frame = kind >= SIM_PG_SEARCH ||
					(kind == SIM_PG_PASSED && (t->flags & SIM_PG_PASSED_BUFFERS)) ?
					le32(r + 32) : 0;
				e->kind = kind == SIM_PG_FREED && (r[27] & SIM_PG_FORGOT) ?
					SIM_PG_FORGOTTEN : kind;
				e->fork = r[24];
				continue;
			}
			{
				TagKey		key = {le32(r + 8), le32(r + 12), le32(r + 16), le32(r + 20), r[24]};
				int64_t		o = tagmap_get(&tags, &key);
				uint64_t	i = t->n++;

				if (o < 0)
					goto oom;
				t->obj[i] = (uint32_t) o;
				t->backend[i] = (uint32_t) b;
				t->kind[i] = kind;
				t->strategy[i] = 0;
				t->ring[i] = 0;
				t->ring_size[i] = 0;
				t->cpu[i] = SIM_PG_NO_CPU;
				if (version >= 2)
				{
					uint32_t	rnum = le32(r + 32);
					uint16_t	rsize = (uint16_t) (r[36] | r[37] << 8);

					t->strategy[i] = r[26];
					t->ring_size[i] = rsize;
					t->cpu[i] = (uint16_t) (r[38] | r[39] << 8);
					if (t->pinned != NULL)
						t->pinned[i] = kind == SIM_PG_HIT && (r[27] & SIM_PG_PINNED) != 0;
					if (rnum != 0 && rsize != 0)
					{
						int64_t		rd = sim_idmap_get(&rings, ((uint64_t) b << 32) | rnum);

						if (rd < 0)
							goto oom;
						/* dense rings from 1 */
						if ((uint64_t) rd + 1 > t->nrings)
						{
							if (grow((void **) &t->ring_slots, &cap_rings, (uint64_t) rd + 2,
									 sizeof(uint16_t)) != 0)
								goto oom;
							t->ring_slots[rd + 1] = 0;
							t->nrings = (uint32_t) rd + 1;
						}
						if (rsize > t->ring_slots[rd + 1])
							t->ring_slots[rd + 1] = rsize;
						t->ring[i] = (uint32_t) rd + 1;
					}
				}
			}
		}
	}
	if (t->n == 0)
	{
		seterr(err, errlen, "%s: no hit, miss or extend in %llu records", path,
			   (unsigned long long) recorded);
		goto fail;
	}
	t->nobjects = tags.count;
	if (link_searches(t) != 0 || key_objects(t, &tags) != 0)
		goto oom;
	for (uint32_t k = 0; k < t->nstates; k++)
		if (t->states[k].got != t->states[k].size)
		{
			/* cut short (the trace stopped during its start): not used */
			free(t->states[k].bytes);
			t->states[k].bytes = NULL;
		}
	tagmap_free(&tags);
	sim_idmap_free(&backends);
	sim_idmap_free(&rings);
	fclose(f);
	return 0;

oom:
	seterr(err, errlen, "%s: out of memory at record %llu", path, (unsigned long long) done);
fail:
	tagmap_free(&tags);
	sim_idmap_free(&backends);
	sim_idmap_free(&rings);
	fclose(f);
	sim_trace_free(t);
	return -1;
}

int64_t
sim_trace_server_misses(const SimTrace *t, uint64_t warmup)
{
	int64_t		m = 0;

	if (t->kind == NULL)
		return -1;
	for (uint64_t i = warmup; i < t->n; i++)
		m += t->kind[i] != SIM_PG_HIT;
	return m;
}

bool
sim_trace_has_rings(const SimTrace *t)
{
	return t->format >= 2 && (t->flags & SIM_PG_RINGS) != 0;
}

bool
sim_trace_has_snapshot(const SimTrace *t)
{
	return t->format >= 2 && (t->nresident > 0 || t->nhands > 0 || t->nqueued > 0 ||
							 t->nstates > 0);
}

bool
sim_snapshot_applies(const SimTrace *t, uint32_t frames, const SimOptions *opt)
{
	return sim_trace_has_snapshot(t) && !opt->cold && frames == t->nbuffers;
}
