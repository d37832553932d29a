/*
 * Unit tests of the policy framework (routine.h) and its policies, over a
 * simulated host: N frames with refcount and usage count, a driver that
 * replays a trace of page keys with PostgreSQL's semantics (a hit raises u
 * by 1 up to 5; a miss takes a free frame first, in order 0, 1, ..., then
 * asks the policy for a victim, loads the page at u = 1 and calls on_load),
 * in both visit models: under a header lock (15 to 18) and by
 * compare-and-swap (19), whose swap can be made to fail once.
 */
#include <stdlib.h>
#include <string.h>

#include "routine.h"

#include "check.h"

#define MAXFRAMES 64
/* a search visiting more frames than this is stuck: fail, do not hang */
#define MAX_VISITS 10000

typedef struct Host
{
	uint32_t	n;
	bool		cas;			/* the visit model */
	uint32_t	refcount[MAXFRAMES];
	uint32_t	usage[MAXFRAMES];
	bool		locked[MAXFRAMES];
	bool		valid[MAXFRAMES];
	uint64_t	key[MAXFRAMES];

	/* a concurrent backend, once, just before a swap on frame meddle_id */
	int			meddle_id;
	uint32_t	meddle_refcount;
	uint32_t	meddle_usage;
	uint32_t	cas_failed;

	uint32_t	visits;			/* of the current search */
	uint32_t	protocol_errors;	/* begin on a locked frame, etc. */

	const EvictorRoutine *r;
	void	   *state;
	char		trace[256];		/* H, M, or X (no victim) per access */
	int			ntrace;
} Host;

static uint64_t state_buf[1 << 14];

#define PACK(h, id) ((EvictorFrameState) (h)->refcount[id] | ((EvictorFrameState) (h)->usage[id] << 16))
#define ST_REF(s) ((uint32_t) ((s) & 0xFFFF))
#define ST_USAGE(s) ((uint32_t) (((s) >> 16) & 0xF))

static uint32_t
op_refcount(EvictorFrameState s)
{
	return ST_REF(s);
}

static uint32_t
op_usage(EvictorFrameState s)
{
	return ST_USAGE(s);
}

/* ---- the header-lock model ---- */

static EvictorFrameState
lk_begin(void *arg, uint32_t id)
{
	Host	   *h = arg;

	if (++h->visits > MAX_VISITS)
	{
		printf("search stuck\n");
		exit(2);
	}
	if (h->locked[id])
		h->protocol_errors++;
	h->locked[id] = true;
	return PACK(h, id);
}

static void
lk_leave(void *arg, uint32_t id, EvictorFrameState s)
{
	Host	   *h = arg;

	if (!h->locked[id] || s != PACK(h, id))
		h->protocol_errors++;
	h->locked[id] = false;
}

static bool
lk_keep(void *arg, uint32_t id, EvictorFrameState *sp, uint32_t u)
{
	Host	   *h = arg;

	if (!h->locked[id] || *sp != PACK(h, id))
		h->protocol_errors++;
	h->usage[id] = u;
	h->locked[id] = false;
	return true;
}

static bool
lk_claim(void *arg, uint32_t id, EvictorFrameState *sp)
{
	Host	   *h = arg;

	if (!h->locked[id] || *sp != PACK(h, id))
		h->protocol_errors++;
	return true;
}

/* ---- the compare-and-swap model ---- */

static EvictorFrameState
cas_begin(void *arg, uint32_t id)
{
	Host	   *h = arg;

	if (++h->visits > MAX_VISITS)
	{
		printf("search stuck\n");
		exit(2);
	}
	return PACK(h, id);
}

static void
cas_leave(void *arg, uint32_t id, EvictorFrameState s)
{
	(void) arg;
	(void) id;
	(void) s;
}

/* the other backend acts, then the swap compares */
static bool
cas_compare(Host *h, uint32_t id, EvictorFrameState *sp)
{
	if ((int) id == h->meddle_id)
	{
		h->refcount[id] = h->meddle_refcount;
		h->usage[id] = h->meddle_usage;
		h->meddle_id = -1;
	}
	if (*sp != PACK(h, id))
	{
		*sp = PACK(h, id);
		h->cas_failed++;
		return false;
	}
	return true;
}

static bool
cas_keep(void *arg, uint32_t id, EvictorFrameState *sp, uint32_t u)
{
	Host	   *h = arg;

	if (!cas_compare(h, id, sp))
		return false;
	h->usage[id] = u;
	return true;
}

static bool
cas_claim(void *arg, uint32_t id, EvictorFrameState *sp)
{
	Host	   *h = arg;

	if (!cas_compare(h, id, sp))
		return false;
	h->refcount[id]++;
	*sp = PACK(h, id);
	return true;
}

static EvictorHost lock_ops = {NULL, lk_begin, lk_leave, lk_keep, lk_claim, op_refcount, op_usage};
static EvictorHost cas_ops = {NULL, cas_begin, cas_leave, cas_keep, cas_claim, op_refcount, op_usage};

/* ---- the driver ---- */

static void
host_init(Host *h, const char *policy, uint32_t n, bool cas, const double *params)
{
	double		p[EVICTOR_MAX_PARAMS];

	memset(h, 0, sizeof(*h));
	h->n = n;
	h->cas = cas;
	h->meddle_id = -1;
	h->r = evictor_routine_by_name(policy);
	if (h->r == NULL || h->r->victim == NULL)
	{
		printf("no framework policy %s\n", policy);
		exit(2);
	}
	for (int i = 0; i < h->r->nparams; i++)
		p[i] = params != NULL ? params[i] : h->r->param_defaults[i];
	if (h->r->state_size(n, p) > sizeof(state_buf))
	{
		printf("state too large\n");
		exit(2);
	}
	/* garbage first: init must lay out everything it reads */
	memset(state_buf, 0xA5, sizeof(state_buf));
	h->state = state_buf;
	h->r->init(h->state, n, p);
}

static int
find_key(Host *h, uint64_t key)
{
	for (uint32_t i = 0; i < h->n; i++)
		if (h->valid[i] && h->key[i] == key)
			return (int) i;
	return -1;
}

/* one access; returns the frame, or -1 when the policy found no victim */
static int
access_key(Host *h, uint64_t key)
{
	EvictorHost ops = h->cas ? cas_ops : lock_ops;
	EvictorFrameState s;
	int64_t		id = find_key(h, key);

	if (id >= 0)
	{
		if (h->usage[id] < EVICTOR_MAX_USAGE)
			h->usage[id]++;
		if (h->r->on_hit)
			h->r->on_hit(h->state, (uint32_t) id);
		h->trace[h->ntrace++] = 'H';
		return (int) id;
	}
	for (uint32_t i = 0; i < h->n && id < 0; i++)
		if (!h->valid[i] && h->refcount[i] == 0)
			id = i;
	if (id < 0)
	{
		ops.arg = h;
		h->visits = 0;
		if (h->r->on_miss)
			h->r->on_miss(h->state, key);
		id = h->r->victim(h->state, &ops, &s);
		for (uint32_t i = 0; i < h->n; i++)
			if (h->locked[i] && (int64_t) i != id)
				h->protocol_errors++;
		if (id < 0)
		{
			h->trace[h->ntrace++] = 'X';
			return -1;
		}
		if (h->cas)
		{
			if (h->refcount[id] != 1 || s != PACK(h, id))
				h->protocol_errors++;
		}
		else
		{
			if (!h->locked[id] || h->refcount[id] != 0 || s != PACK(h, id))
				h->protocol_errors++;
			/* pin, unlock */
			h->refcount[id]++;
			h->locked[id] = false;
		}
	}
	else
		h->refcount[id]++;
	h->key[id] = key;
	h->valid[id] = true;
	h->usage[id] = 1;
	h->r->on_load(h->state, (uint32_t) id, key);
	h->refcount[id]--;
	h->trace[h->ntrace++] = 'M';
	return (int) id;
}

static void
run(Host *h, const uint64_t *keys, int n)
{
	for (int i = 0; i < n; i++)
		access_key(h, keys[i]);
	h->trace[h->ntrace] = '\0';
}

/* invalidate the page of key: the frame goes back to the free frames */
static void
invalidate(Host *h, uint64_t key)
{
	int			id = find_key(h, key);

	h->valid[id] = false;
	h->usage[id] = 0;
	h->r->on_free(h->state, (uint32_t) id);
}

/* every queue, newest first, as "name[k k k] name[...]", keys of pages */
static const char *
queues(Host *h)
{
	static char out[512];
	char	   *p = out;

	for (int q = 0; q < h->r->nqueues; q++)
	{
		uint32_t	ids[MAXFRAMES * 4];
		uint64_t	keys[MAXFRAMES * 4];
		uint32_t	n = h->r->list_queue(h->state, q, ids, keys, MAXFRAMES * 4);

		p += sprintf(p, "%s%s[", q > 0 ? " " : "", h->r->queue_names[q]);
		for (uint32_t i = 0; i < n && i < MAXFRAMES * 4; i++)
			p += sprintf(p, "%s%llu", i > 0 ? " " : "",
						 (unsigned long long) ((h->r->ghost_mask & (1u << q)) ? keys[i] : h->key[ids[i]]));
		p += sprintf(p, "]");
	}
	return out;
}

static const char *report_name;
static double report_value;

static void
report_one(void *arg, const char *name, double value)
{
	(void) arg;
	if (strcmp(name, report_name) == 0)
		report_value = value;
}

static double
reported(Host *h, const char *name)
{
	report_name = name;
	report_value = -1;
	h->r->report(h->state, report_one, NULL);
	return report_value;
}

#define RUN(h, ...) \
	do { \
		uint64_t	keys_[] = {__VA_ARGS__}; \
		run(h, keys_, (int) (sizeof(keys_) / sizeof(keys_[0]))); \
	} while (0)

static const char *
model(Host *h)
{
	return h->cas ? "cas" : "lock";
}

/* ---- hand-worked traces, in both models ---- */

/*
 * SIEVE, 3 frames.  Queue newest first; the hand moves towards the head.
 *   1 2 3    M M M   [3 2 1]                    frames 1 2 3
 *   1        H       u(1) = 2
 *   4        M       hand at tail 1: visited, cleared (u = 1), hand -> 2;
 *                    2 unvisited: evicted, hand -> 3        [4 3 1]
 *   2        M       hand at 3: evicted, hand -> 4          [2 4 1]
 *   1        H       u(1) = 2
 *   3        M       hand at 4 (not at the tail: SIEVE's hand stays where it
 *                    stopped): evicted, hand -> 2           [3 2 1]
 *   5        M       hand at 2: evicted, hand -> 3          [5 3 1]
 * 1 was never moved and survives every search; one bit cleared.
 */
static void
test_sieve_trace(bool cas)
{
	Host		h;

	host_init(&h, "sieve", 3, cas, NULL);
	RUN(&h, 1, 2, 3, 1, 4, 2, 1, 3, 5);
	CHECK(strcmp(h.trace, "MMMHMMHMM") == 0, "sieve %s trace %s", model(&h), h.trace);
	CHECK(strcmp(queues(&h), "queue[5 3 1]") == 0, "sieve %s queues %s", model(&h), queues(&h));
	CHECK(h.key[0] == 1 && h.key[1] == 3 && h.key[2] == 5, "sieve %s frames %llu %llu %llu",
		  model(&h), (unsigned long long) h.key[0], (unsigned long long) h.key[1],
		  (unsigned long long) h.key[2]);
	CHECK(h.usage[0] == 2, "sieve %s u(1) = %u, want 2 (hit after the clear)", model(&h), h.usage[0]);
	CHECK(reported(&h, "bits_cleared") == 1, "sieve %s bits_cleared %g", model(&h), reported(&h, "bits_cleared"));
	CHECK(reported(&h, "victims") == 4, "sieve %s victims %g", model(&h), reported(&h, "victims"));
	CHECK(h.protocol_errors == 0, "sieve %s protocol errors %u", model(&h), h.protocol_errors);
}

/*
 * 2Q, 4 frames: Kin = 1, Kout = 2.  Queues newest first.
 *   1 2 3 4  M M M M  A1in [4 3 2 1]
 *   5        M   |A1in| 4 > 1: out 1 -> A1out [1]        A1in [5 4 3 2]
 *   6        M   out 2 -> A1out [2 1]                    A1in [6 5 4 3]
 *   1        M   ghost hit: out 3 -> A1out [3 2]; 1 -> Am [1]
 *   7        M   out 4 -> A1out [4 3] (2 forgotten)      A1in [7 6 5]
 *   2        M   2 forgotten, no ghost hit: out 5 -> A1out [5 4]; A1in [2 7 6]
 *   1        H   u(1) = 2 in Am
 *   4        M   ghost hit: out 6 -> A1out [6 5]; Am [4 1]; A1in [2 7]
 *   8        M   out 7 -> A1out [7 6]                    A1in [8 2]
 *   9        M   out 2 -> A1out [2 7]                    A1in [9 8]
 *   7        M   ghost hit: out 8 -> A1out [8 2]; Am [7 4 1]; A1in [9]
 *   10       M   |A1in| 1 = Kin: Am's clock: 1 referenced, u = 1, round
 *                again [1 7 4]; 4 out, no ghost.  A1in [10 9] Am [1 7]
 */
static void
test_twoq_trace(bool cas)
{
	Host		h;

	host_init(&h, "twoq", 4, cas, NULL);
	RUN(&h, 1, 2, 3, 4, 5, 6, 1, 7, 2, 1, 4, 8, 9, 7, 10);
	CHECK(strcmp(h.trace, "MMMMMMMMMHMMMMM") == 0, "twoq %s trace %s", model(&h), h.trace);
	CHECK(strcmp(queues(&h), "A1in[10 9] Am[1 7] A1out[8 2]") == 0, "twoq %s queues %s",
		  model(&h), queues(&h));
	CHECK(h.key[0] == 9 && h.key[1] == 10 && h.key[2] == 1 && h.key[3] == 7,
		  "twoq %s frames %llu %llu %llu %llu", model(&h), (unsigned long long) h.key[0],
		  (unsigned long long) h.key[1], (unsigned long long) h.key[2], (unsigned long long) h.key[3]);
	CHECK(reported(&h, "ghost_hits") == 3, "twoq %s ghost hits %g", model(&h), reported(&h, "ghost_hits"));
	CHECK(reported(&h, "victims_Am") == 1, "twoq %s Am victims %g", model(&h), reported(&h, "victims_Am"));
	CHECK(reported(&h, "Am_bits_cleared") == 1, "twoq %s Am cleared %g", model(&h), reported(&h, "Am_bits_cleared"));
	CHECK(reported(&h, "Kin") == 1 && reported(&h, "Kout") == 2, "twoq %s Kin %g Kout %g",
		  model(&h), reported(&h, "Kin"), reported(&h, "Kout"));
	CHECK(h.usage[2] == 1, "twoq %s u(1) = %u after the clock consumed it", model(&h), h.usage[2]);
	CHECK(h.protocol_errors == 0, "twoq %s protocol errors %u", model(&h), h.protocol_errors);
}

/*
 * 2Q ignores hits in A1in (the paper's correlated references): 1 pinned
 * three more times right after its load still leaves A1in first, as a ghost.
 *   1 2 3 4  M M M M; 1 1 1  H H H (u = 4); 5  M: out 1 -> A1out [1]
 *   1        M   ghost hit: into Am
 */
static void
test_twoq_a1in_hits(bool cas)
{
	Host		h;

	host_init(&h, "twoq", 4, cas, NULL);
	RUN(&h, 1, 2, 3, 4, 1, 1, 1, 5);
	CHECK(strcmp(queues(&h), "A1in[5 4 3 2] Am[] A1out[1]") == 0, "twoq %s A1in hits: %s",
		  model(&h), queues(&h));
	RUN(&h, 1);
	CHECK(strcmp(h.trace, "MMMMHHHMM") == 0, "twoq %s A1in hits trace %s", model(&h), h.trace);
	CHECK(strcmp(queues(&h), "A1in[5 4 3] Am[1] A1out[2]") == 0, "twoq %s A1in hits then: %s",
		  model(&h), queues(&h));
}

/*
 * S3-FIFO, 4 frames, small = 0.25 (1 frame), ghost = 0.75 (3 keys, M's
 * size), move = 1.  Queues newest first; freq = min(u - 1, 3).
 *   1 2 3 4  M M M M  S [4 3 2 1]
 *   1        H   u(1) = 2
 *   5        M   S's tail 1 accessed: to M [1], u = 1; S's tail 2: out, G [2]
 *                S [5 4 3]
 *   2        M   ghost hit; out 3, G [3]; M [2 1]          S [5 4]
 *   2 2 1    H H H   u(2) = 3, u(1) = 2
 *   6        M   out 4, G [4 3]                            S [6 5]
 *   7        M   out 5, G [5 4 3]                          S [7 6]
 *   8        M   out 6, G [6 5 4] (3 forgotten)            S [8 7]
 *   4        M   ghost hit; out 7, G [7 6 5]; M [4 2 1]    S [8]
 *   5        M   ghost hit; out 8, G [8 7 6]; M [5 4 2 1]  S []
 *   9        M   S empty: M's tail 1 (freq 1): round, u = 1 [1 5 4 2];
 *                2 (freq 2): round, u = 2 [2 1 5 4]; 4 (freq 0): out, no ghost
 *                S [9] M [2 1 5] G [8 7 6]
 */
static void
test_s3fifo_trace(bool cas)
{
	Host		h;
	double		p[] = {0.25, 0.75, 1};

	host_init(&h, "s3fifo", 4, cas, p);
	RUN(&h, 1, 2, 3, 4, 1, 5, 2, 2, 2, 1, 6, 7, 8, 4, 5, 9);
	CHECK(strcmp(h.trace, "MMMMHMMHHHMMMMMM") == 0, "s3fifo %s trace %s", model(&h), h.trace);
	CHECK(strcmp(queues(&h), "small[9] main[2 1 5] ghost[8 7 6]") == 0, "s3fifo %s queues %s",
		  model(&h), queues(&h));
	CHECK(h.key[0] == 1 && h.key[1] == 9 && h.key[2] == 2 && h.key[3] == 5,
		  "s3fifo %s frames %llu %llu %llu %llu", model(&h), (unsigned long long) h.key[0],
		  (unsigned long long) h.key[1], (unsigned long long) h.key[2], (unsigned long long) h.key[3]);
	CHECK(h.usage[2] == 2 && h.usage[0] == 1, "s3fifo %s u(2) = %u (want 2), u(1) = %u (want 1)",
		  model(&h), h.usage[2], h.usage[0]);
	CHECK(reported(&h, "ghost_hits") == 3, "s3fifo %s ghost hits %g", model(&h), reported(&h, "ghost_hits"));
	CHECK(reported(&h, "small_to_main") == 1, "s3fifo %s moved %g", model(&h), reported(&h, "small_to_main"));
	CHECK(reported(&h, "main_reinserted") == 2, "s3fifo %s reinserted %g", model(&h), reported(&h, "main_reinserted"));
	CHECK(reported(&h, "victims_small") == 7 && reported(&h, "victims_main") == 1,
		  "s3fifo %s victims small %g main %g", model(&h), reported(&h, "victims_small"),
		  reported(&h, "victims_main"));
	CHECK(h.protocol_errors == 0, "s3fifo %s protocol errors %u", model(&h), h.protocol_errors);
}

/*
 * CAR, 4 frames (c = 4), p = 0.  Clocks oldest first as "head .. tail" (the
 * hand at the head), ghost lists MRU first.  A T1 head is taken while |T1| >=
 * max(1, p), else T2's.  Bits: u >= 2.
 *   1 2 3 4  M M M M  T1 1 2 3 4
 *   1 2      H H      u(1) = u(2) = 2
 *   5   M  T1 head 1 referenced: bit cleared, to T2 [1]; 2 likewise, T2 1 2;
 *          3 unreferenced: out, B1 [3].  T1 4 5
 *   6   M  4 out, B1 [4 3].  T1 5 6
 *   3   M  |T1| 2 >= 1: 5 out, B1 [5 4 3]; 3 in B1: p = 0 + max(1, 0/3) = 1;
 *          3 -> T2 1 2 3, B1 [5 4].  T1 6
 *   4   M  |T1| 1 >= 1: 6 out, B1 [6 5 4]; 4 in B1: p = 1 + max(1, 0/3) = 2;
 *          T2 1 2 3 4, B1 [6 5], T1 empty
 *   7   M  |T1| 0 < 2: T2 head 1 (bit cleared on its move) out, B2 [1];
 *          |T1|+|B1| = 2, total 6: no trim.  T1 7
 *   8   M  |T1| 1 < 2: 2 out, B2 [2 1]; total 7.  T1 7 8
 *   7 8      H H      u(7) = u(8) = 2
 *   9   M  |T1| 2 >= 2: 7 referenced, to T2 3 4 7; |T1| 1 < 2: T2 head 3
 *          out, B2 [3 2 1]; |T1|+|B1| = 3 < 4 but total = 1+2+2+3 = 8 = 2c:
 *          B2's LRU 1 discarded, B2 [3 2].  T1 8 9
 *   5   M  |T1| 2 >= 2: 8 referenced, to T2 4 7 8; |T1| 1 < 2: 4 out,
 *          B2 [4 3 2]; 5 in B1: p = 2 + max(1, 3/2) = 3.5; T2 7 8 5, B1 [6]
 *   2   M  |T1| 1 < 3.5: T2 head 7 out, B2 [7 4 3 2]; 2 in B2:
 *          p = 3.5 - max(1, 1/4) = 2.5; T2 8 5 2, B2 [7 4 3]
 *   10  M  |T1| 1 < 2.5: 8 out, B2 [8 7 4 3]; total 8: 3 discarded,
 *          B2 [8 7 4].  T1 9 10
 *   4   M  |T1| 2 < 2.5: 5 out, B2 [5 8 7 4]; 4 in B2: p = 2.5 - 1 = 1.5;
 *          T2 2 4, B2 [5 8 7]
 *   11  M  |T1| 2 >= 1.5: 9 out, B1 [9 6]; total 8: 7 discarded, B2 [5 8].
 *          T1 10 11
 *   12  M  10 out, B1 [10 9 6]; |T1|+|B1| = 1+3 = 4 = c: B1's LRU 6
 *          discarded, B1 [10 9].  T1 11 12
 * p: 0 1 2 3.5 2.5 1.5; three B1 hits, two B2 hits; victims from T1 3 4 5
 * 6 9 10, from T2 1 2 3 4 7 8 5.  Frames: 1 was frame 0,
 * 7 took it, then 2; 8, 10, 12 took frame 1; 3 5 3 9 11 frame 2; 4 6 4 5 4
 * frame 3.
 */
static void
test_car_trace(bool cas)
{
	Host		h;

	host_init(&h, "car", 4, cas, NULL);
	RUN(&h, 1, 2, 3, 4, 1, 2, 5, 6, 3);
	CHECK(reported(&h, "p") == 1, "car %s p after 3's B1 hit %g, want 1", model(&h), reported(&h, "p"));
	CHECK(strcmp(queues(&h), "T1[6] T2[3 2 1] B1[5 4] B2[]") == 0, "car %s after 3: %s", model(&h), queues(&h));
	RUN(&h, 4);
	CHECK(reported(&h, "p") == 2, "car %s p after 4's B1 hit %g, want 2", model(&h), reported(&h, "p"));
	RUN(&h, 7, 8, 7, 8, 9);
	CHECK(strcmp(queues(&h), "T1[9 8] T2[7 4] B1[6 5] B2[3 2]") == 0, "car %s after 9 (2c trim): %s",
		  model(&h), queues(&h));
	RUN(&h, 5);
	CHECK(reported(&h, "p") == 3.5, "car %s p after 5's B1 hit %g, want 3.5", model(&h), reported(&h, "p"));
	RUN(&h, 2);
	CHECK(reported(&h, "p") == 2.5, "car %s p after 2's B2 hit %g, want 2.5", model(&h), reported(&h, "p"));
	CHECK(strcmp(queues(&h), "T1[9] T2[2 5 8] B1[6] B2[7 4 3]") == 0, "car %s after 2: %s",
		  model(&h), queues(&h));
	RUN(&h, 10, 4);
	CHECK(reported(&h, "p") == 1.5, "car %s p after 4's B2 hit %g, want 1.5", model(&h), reported(&h, "p"));
	RUN(&h, 11, 12);
	CHECK(strcmp(h.trace, "MMMMHHMMMMMMHHMMMMMMM") == 0, "car %s trace %s", model(&h), h.trace);
	CHECK(strcmp(queues(&h), "T1[12 11] T2[4 2] B1[10 9] B2[5 8]") == 0, "car %s queues %s",
		  model(&h), queues(&h));
	CHECK(h.key[0] == 2 && h.key[1] == 12 && h.key[2] == 11 && h.key[3] == 4,
		  "car %s frames %llu %llu %llu %llu", model(&h), (unsigned long long) h.key[0],
		  (unsigned long long) h.key[1], (unsigned long long) h.key[2], (unsigned long long) h.key[3]);
	CHECK(reported(&h, "B1_hits") == 3 && reported(&h, "B2_hits") == 2,
		  "car %s ghost hits B1 %g B2 %g, want 3 2", model(&h), reported(&h, "B1_hits"), reported(&h, "B2_hits"));
	CHECK(reported(&h, "T1_to_T2") == 4 && reported(&h, "victims_T1") == 6 && reported(&h, "victims_T2") == 7,
		  "car %s T1->T2 %g victims T1 %g T2 %g, want 4 6 7", model(&h), reported(&h, "T1_to_T2"),
		  reported(&h, "victims_T1"), reported(&h, "victims_T2"));
	CHECK(h.protocol_errors == 0, "car %s protocol errors %u", model(&h), h.protocol_errors);
}

/*
 * CLOCK-Pro, 4 frames (m = 4), cold = 0.25: m_c starts at 1.  The clock is
 * written from HAND_hot forward (oldest first; new pages go just behind
 * HAND_hot, at the end): H hot, c cold in its test period, c- cold out of
 * it, n non-resident (in its test period).  Bits: u >= 2.
 *   1 2 3 4  M M M M  [1c 2c 3c 4c]
 *   1 2      H H      u(1) = u(2) = 2
 *   5   M  HAND_cold at 1: referenced in its test period: hot, m_c 2, to the
 *          head (HAND_hot, on it, moves to 2): [2c 3c 4c 1H]; |hot| 1 <=
 *          4 - 2.  2 likewise: hot, m_c 3 [3c 4c 1H 2H]; |hot| 2 > 4 - 3:
 *          HAND_hot at 3 ends its test period (m_c 2) and stops (2 <= 2).
 *          HAND_cold at 3, out of test, unreferenced: the victim, removed
 *          (no test period: no non-resident page).  [4c 1H 2H 5c]
 *   4        H        u(4) = 2
 *   6   M  HAND_cold at 4: referenced in test: hot, m_c 3, to the head:
 *          [1H 2H 5c 4H]; |hot| 3 > 1: HAND_hot demotes 1 (u 1: cold, out
 *          of test), then 2; |hot| 1.  HAND_cold at 1: the victim, removed.
 *          [5c 4H 2c- 6c]
 *   7   M  HAND_cold at 2: the victim, removed.  [5c 4H 6c 7c]
 *   8   M  HAND_cold at 6, in test: the victim, non-resident in place.
 *          [5c 4H n6 7c 8c]
 *   6   M  HAND_cold at 7: non-resident too [5c 4H n6 n7 8c]; 6 is
 *          non-resident in its test period: loaded hot at the head, m_c 4
 *          [5c 4H n7 8c 6H]; |hot| 2 > 0: HAND_hot owed to the next search
 *   9   M  HAND_hot at 5 ends its test (m_c 3); at 4 (u 1): demoted; |hot|
 *          1 <= 1.  HAND_cold at 8: non-resident.  [n7 n8 6H 5c- 4c- 9c]
 * Four promotions (three in the clock, one a non-resident hit), three
 * demotions, two test periods expired, six victims.
 */
static void
test_clockpro_trace(bool cas)
{
	Host		h;
	double		p[] = {0.25};

	host_init(&h, "clockpro", 4, cas, p);
	CHECK(reported(&h, "m_c") == 1, "clockpro %s m_c starts at %g, want 1", model(&h), reported(&h, "m_c"));
	RUN(&h, 1, 2, 3, 4, 1, 2, 5);
	CHECK(strcmp(queues(&h), "hot[2 1] cold[5 4] nonresident[]") == 0, "clockpro %s after 5: %s",
		  model(&h), queues(&h));
	CHECK(reported(&h, "m_c") == 2 && reported(&h, "promotions_resident") == 2 &&
		  reported(&h, "tests_expired") == 1, "clockpro %s after 5: m_c %g promotions %g expired %g",
		  model(&h), reported(&h, "m_c"), reported(&h, "promotions_resident"), reported(&h, "tests_expired"));
	RUN(&h, 4, 6);
	CHECK(strcmp(queues(&h), "hot[4] cold[6 2 5] nonresident[]") == 0, "clockpro %s after 6: %s",
		  model(&h), queues(&h));
	CHECK(reported(&h, "m_c") == 3 && reported(&h, "demotions") == 2, "clockpro %s after 6: m_c %g demotions %g",
		  model(&h), reported(&h, "m_c"), reported(&h, "demotions"));
	RUN(&h, 7, 8);
	CHECK(strcmp(queues(&h), "hot[4] cold[8 7 5] nonresident[6]") == 0, "clockpro %s after 8: %s",
		  model(&h), queues(&h));
	RUN(&h, 6);
	CHECK(strcmp(queues(&h), "hot[6 4] cold[8 5] nonresident[7]") == 0, "clockpro %s after 6 again: %s",
		  model(&h), queues(&h));
	CHECK(reported(&h, "m_c") == 4 && reported(&h, "promotions_nonresident") == 1,
		  "clockpro %s after 6 again: m_c %g non-resident promotions %g", model(&h), reported(&h, "m_c"),
		  reported(&h, "promotions_nonresident"));
	RUN(&h, 9);
	CHECK(strcmp(h.trace, "MMMMHHMHMMMMM") == 0, "clockpro %s trace %s", model(&h), h.trace);
	CHECK(strcmp(queues(&h), "hot[6] cold[9 4 5] nonresident[8 7]") == 0, "clockpro %s queues %s",
		  model(&h), queues(&h));
	CHECK(h.key[0] == 9 && h.key[1] == 6 && h.key[2] == 5 && h.key[3] == 4,
		  "clockpro %s frames %llu %llu %llu %llu", model(&h), (unsigned long long) h.key[0],
		  (unsigned long long) h.key[1], (unsigned long long) h.key[2], (unsigned long long) h.key[3]);
	CHECK(reported(&h, "m_c") == 3 && reported(&h, "promotions") == 4 && reported(&h, "demotions") == 3 &&
		  reported(&h, "tests_expired") == 2 && reported(&h, "victims") == 6,
		  "clockpro %s m_c %g promotions %g demotions %g expired %g victims %g, want 3 4 3 2 6", model(&h),
		  reported(&h, "m_c"), reported(&h, "promotions"), reported(&h, "demotions"),
		  reported(&h, "tests_expired"), reported(&h, "victims"));
	CHECK(h.protocol_errors == 0, "clockpro %s protocol errors %u", model(&h), h.protocol_errors);
}

/*
 * CLOCK-Pro's HAND_test, 4 frames, the default m_c = m = 4: a scan.
 *   1..8     [n1 n2 n3 n4 5c 6c 7c 8c]: each victim in its test period
 *            stays non-resident; 4 of them, m
 *   9   M  5 the victim: a fifth non-resident page would exceed m: HAND_test
 *          ends n1's test period (m_c 3), n1 leaves; [n2 n3 n4 n5 6c 7c 8c
 *          9c]: 8 cold pages > m_c + m = 7: HAND_test once: n2 leaves, m_c 2
 *   1   M  1's test period is over: an ordinary cold miss, not a hot load.
 *          6 non-resident; 8 > 6: n3 leaves, m_c 1.  [n4 n5 n6 7c 8c 9c 1c]
 *   5   M  7 non-resident; 5 still in its test period: hot, m_c 2.
 *          [n4 n6 n7 8c 9c 1c 5H]
 */
static void
test_clockpro_test_hand(bool cas)
{
	Host		h;

	host_init(&h, "clockpro", 4, cas, NULL);
	CHECK(reported(&h, "m_c") == 4, "clockpro %s default m_c %g, want 4", model(&h), reported(&h, "m_c"));
	RUN(&h, 1, 2, 3, 4, 5, 6, 7, 8);
	CHECK(strcmp(queues(&h), "hot[] cold[8 7 6 5] nonresident[4 3 2 1]") == 0, "clockpro %s scan: %s",
		  model(&h), queues(&h));
	RUN(&h, 9);
	CHECK(strcmp(queues(&h), "hot[] cold[9 8 7 6] nonresident[5 4 3]") == 0, "clockpro %s then 9: %s",
		  model(&h), queues(&h));
	CHECK(reported(&h, "m_c") == 2 && reported(&h, "tests_expired") == 2 && reported(&h, "nonresident_dropped") == 2,
		  "clockpro %s then 9: m_c %g expired %g dropped %g", model(&h), reported(&h, "m_c"),
		  reported(&h, "tests_expired"), reported(&h, "nonresident_dropped"));
	RUN(&h, 1);
	CHECK(strcmp(queues(&h), "hot[] cold[1 9 8 7] nonresident[6 5 4]") == 0, "clockpro %s then 1: %s",
		  model(&h), queues(&h));
	CHECK(reported(&h, "m_c") == 1 && reported(&h, "promotions") == 0, "clockpro %s then 1: m_c %g promotions %g",
		  model(&h), reported(&h, "m_c"), reported(&h, "promotions"));
	RUN(&h, 5);
	CHECK(strcmp(h.trace, "MMMMMMMMMMM") == 0, "clockpro %s test hand trace %s", model(&h), h.trace);
	CHECK(strcmp(queues(&h), "hot[5] cold[1 9 8] nonresident[7 6 4]") == 0, "clockpro %s then 5: %s",
		  model(&h), queues(&h));
	CHECK(reported(&h, "m_c") == 2 && reported(&h, "promotions_nonresident") == 1 && reported(&h, "tests_expired") == 3,
		  "clockpro %s then 5: m_c %g non-resident promotions %g expired %g", model(&h), reported(&h, "m_c"),
		  reported(&h, "promotions_nonresident"), reported(&h, "tests_expired"));
	CHECK(h.protocol_errors == 0, "clockpro %s test hand protocol errors %u", model(&h), h.protocol_errors);
}

/* the paper's defaults on 10 frames: S is 1 frame, G holds 9 keys */
static void
test_s3fifo_defaults(void)
{
	Host		h;

	host_init(&h, "s3fifo", 10, false, NULL);
	CHECK(reported(&h, "small_target") == 1, "s3fifo default small_target %g", reported(&h, "small_target"));
	/* 10 pages, then 10 others: the first ten leave S as ghosts (9 kept) */
	for (uint64_t k = 1; k <= 20; k++)
		access_key(&h, k);
	CHECK(reported(&h, "ghost") == 9, "s3fifo default ghost %g", reported(&h, "ghost"));
	access_key(&h, 5);
	CHECK(reported(&h, "ghost_hits") == 1 && reported(&h, "main") == 1,
		  "s3fifo default: 5 is a ghost hit into main (hits %g, main %g)",
		  reported(&h, "ghost_hits"), reported(&h, "main"));
	access_key(&h, 1);
	CHECK(reported(&h, "ghost_hits") == 1, "s3fifo default: 1 was forgotten (hits %g)",
		  reported(&h, "ghost_hits"));
}

/* ---- the compare-and-swap re-decision ---- */

/*
 * SIEVE over 3 frames after 1 2 3: the hand is at 1, unvisited.  Just
 * before the claim's swap another backend pins 1 again (u 1 -> 2): the
 * swap fails, the visit is decided again on u = 2, 1 is kept (u = 1) and 2
 * is the victim.
 */
static void
test_cas_redecide(void)
{
	Host		h;

	host_init(&h, "sieve", 3, true, NULL);
	RUN(&h, 1, 2, 3);
	h.meddle_id = find_key(&h, 1);
	h.meddle_refcount = 0;
	h.meddle_usage = 2;
	access_key(&h, 4);
	CHECK(h.cas_failed == 1, "cas: %u failed swaps, want 1", h.cas_failed);
	CHECK(find_key(&h, 1) >= 0 && find_key(&h, 2) < 0, "cas: 1 must stay (hit under the swap), 2 go");
	CHECK(h.usage[find_key(&h, 1)] == 1, "cas: 1's reference consumed on the new state (u %u)",
		  h.usage[find_key(&h, 1)]);
	CHECK(reported(&h, "bits_cleared") == 1, "cas: bits_cleared %g", reported(&h, "bits_cleared"));

	/* a keep that fails: 2Q's Am clock finds 1 at u = 2; the other backend pins it */
	{
		Host		q;

		host_init(&q, "twoq", 4, true, NULL);
		RUN(&q, 1, 2, 3, 4, 5, 6, 1, 7, 2, 1, 4, 8, 9, 7);
		q.meddle_id = find_key(&q, 1);
		q.meddle_refcount = 1;
		q.meddle_usage = 3;
		access_key(&q, 10);
		CHECK(q.cas_failed == 1, "cas keep: %u failed swaps, want 1", q.cas_failed);
		/* the keep fails, decided again: pinned, passed untouched; 4 (u 1) goes */
		CHECK(q.usage[find_key(&q, 1)] == 3 && q.refcount[find_key(&q, 1)] == 1,
			  "cas keep: 1 left as the other backend left it (u %u ref %u)",
			  q.usage[find_key(&q, 1)], q.refcount[find_key(&q, 1)]);
		CHECK(find_key(&q, 4) < 0 && find_key(&q, 7) >= 0,
			  "cas keep: 4 (Am's next, u 1) is the victim, 7 stays: %s", queues(&q));
		CHECK(reported(&q, "Am_bits_cleared") == 0, "cas keep: the failed keep is no cleared bit (%g)",
			  reported(&q, "Am_bits_cleared"));
		CHECK(q.protocol_errors == 0, "cas keep protocol errors %u", q.protocol_errors);
	}

	/* the keep fails on another hit (u 2 -> 3), decided again: still kept, u = 1 */
	{
		Host		q;

		host_init(&q, "twoq", 4, true, NULL);
		RUN(&q, 1, 2, 3, 4, 5, 6, 1, 7, 2, 1, 4, 8, 9, 7);
		q.meddle_id = find_key(&q, 1);
		q.meddle_refcount = 0;
		q.meddle_usage = 3;
		access_key(&q, 10);
		CHECK(q.cas_failed == 1, "cas keep again: %u failed swaps, want 1", q.cas_failed);
		CHECK(q.usage[find_key(&q, 1)] == 1, "cas keep again: 1's reference consumed on the new state (u %u)",
			  q.usage[find_key(&q, 1)]);
		CHECK(strcmp(queues(&q), "A1in[10 9] Am[1 7] A1out[8 2]") == 0, "cas keep again: %s", queues(&q));
	}
}

/* ---- pinned frames, all pinned ---- */

static void
pin(Host *h, uint64_t key)
{
	h->refcount[find_key(h, key)]++;
}

static void
unpin(Host *h, uint64_t key)
{
	h->refcount[find_key(h, key)]--;
}

/*
 * W-TinyLFU admits a page to its main cache only if more frequent than
 * main's victim, and LIRS keeps most frames for LIR pages: among pages
 * read once the newest (the window's LRU, Q's only page) goes first, then
 * the oldest.
 */
static bool
admits(const char *policy)
{
	return strcmp(policy, "wtinylfu") == 0 || strcmp(policy, "lirs") == 0;
}

static void
test_pinned(const char *policy, bool cas)
{
	Host		h;
	char		label[64];
	/* the order of the first candidates after 1 2 3 4 */
	uint64_t	a = admits(policy) ? 4 : 1,
				b = admits(policy) ? 1 : 2,
				c = admits(policy) ? 2 : 3,
				d = admits(policy) ? 3 : 4;

	snprintf(label, sizeof(label), "%s %s", policy, cas ? "cas" : "lock");
	host_init(&h, policy, 4, cas, NULL);
	RUN(&h, 1, 2, 3, 4);
	/* the oldest (W-TinyLFU: the newest) is the first candidate: pinned, it stays */
	pin(&h, a);
	access_key(&h, 5);
	CHECK(find_key(&h, a) >= 0 && find_key(&h, b) < 0, "%s: pinned %d must be skipped, %d taken: %s",
		  label, (int) a, (int) b, queues(&h));
	CHECK(h.usage[find_key(&h, a)] == 1, "%s: pinned %d unchanged (u %u)", label, (int) a, h.usage[find_key(&h, a)]);

	/* every frame pinned: no victim, nothing left locked, nothing changed */
	pin(&h, c);
	pin(&h, d);
	pin(&h, 5);
	access_key(&h, 6);
	CHECK(h.trace[h.ntrace - 1] == 'X', "%s: all pinned must give no victim (%c)", label, h.trace[h.ntrace - 1]);
	CHECK(h.protocol_errors == 0, "%s: protocol errors %u", label, h.protocol_errors);
	CHECK(h.visits <= 2 * h.n, "%s: %u visits for 4 pinned frames", label, h.visits);

	/* all but one pinned, and that one referenced: a second pass takes it */
	unpin(&h, d);
	h.usage[find_key(&h, d)] = 5;
	access_key(&h, 6);
	CHECK(find_key(&h, 6) >= 0 && find_key(&h, d) < 0, "%s: the one unpinned frame must go: %s",
		  label, queues(&h));
	CHECK(h.protocol_errors == 0, "%s: protocol errors %u", label, h.protocol_errors);
}

/*
 * The clock replace() or HAND_cold would take from is wholly pinned.
 * CAR, 4 frames: 1 2 3 4, 1 hit, 5: 1 to T2, 2 out: T1 3 4 5, T2 1, B1 [2].
 * 3 4 5 pinned, 6: |T1| 3 >= 1 but every T1 head is pinned (passed, T1's
 * order kept round the clock): T2 yields 1, B2 [1]; |T1|+|B1| = 4 = c:
 * 2 discarded.
 * CLOCK-Pro, 4 frames, m_c 1: after 1 2 3 4 1 2 5 (its trace) [4c 1H 2H 5c],
 * m_c 2.  4 and 5 pinned, 6: no unpinned cold page: HAND_hot runs, ends
 * 4's test (m_c 1), demotes 1 (u 1); HAND_cold takes 1.  [2H 5c 4c- 6c]
 */
static void
test_pinned_fallback(bool cas)
{
	Host		h;
	double		p[] = {0.25};

	host_init(&h, "car", 4, cas, NULL);
	RUN(&h, 1, 2, 3, 4, 1, 5);
	CHECK(strcmp(queues(&h), "T1[5 4 3] T2[1] B1[2] B2[]") == 0, "car %s before the pins: %s", model(&h), queues(&h));
	pin(&h, 3);
	pin(&h, 4);
	pin(&h, 5);
	access_key(&h, 6);
	CHECK(strcmp(queues(&h), "T1[6 5 4 3] T2[] B1[] B2[1]") == 0, "car %s T1 pinned, T2 yields: %s",
		  model(&h), queues(&h));
	CHECK(h.usage[find_key(&h, 3)] == 1 && h.refcount[find_key(&h, 3)] == 1, "car %s pinned 3 untouched", model(&h));
	CHECK(h.protocol_errors == 0, "car %s pinned fallback protocol errors %u", model(&h), h.protocol_errors);

	host_init(&h, "clockpro", 4, cas, p);
	RUN(&h, 1, 2, 3, 4, 1, 2, 5);
	pin(&h, 4);
	pin(&h, 5);
	access_key(&h, 6);
	CHECK(strcmp(queues(&h), "hot[2] cold[6 4 5] nonresident[]") == 0, "clockpro %s cold pinned, HAND_hot gives one: %s",
		  model(&h), queues(&h));
	CHECK(reported(&h, "demotions") == 1 && reported(&h, "m_c") == 1, "clockpro %s pinned fallback: demotions %g m_c %g",
		  model(&h), reported(&h, "demotions"), reported(&h, "m_c"));
	CHECK(h.protocol_errors == 0, "clockpro %s pinned fallback protocol errors %u", model(&h), h.protocol_errors);
}

/*
 * Reuse distance between m and 2m, 16 frames: rounds of a hot set of 8 pages
 * then 12 pages never seen again, so each hot page comes back after 19 other
 * pages, every time a miss under LRU.  CLOCK-Pro's non-resident pages (up to
 * m) remember the hot pages it evicted: their next fault loads them hot,
 * and from then on the hot set hits.  CAR cannot: with T1 holding every
 * frame, |T1| + |B1| <= c leaves B1 empty (each victim's key is discarded
 * as soon as it is demoted), so no ghost hit ever moves a hot page to T2.
 * Measured over rounds 100 to 399: clockpro 1.000, car 0.000.
 */
static void
test_reuse_distance(bool cas)
{
	const char *policy[] = {"clockpro", "car"};
	const double want[] = {1.0, 0.0};

	for (int i = 0; i < 2; i++)
	{
		Host		h;
		uint32_t	hits = 0,
					total = 0;
		uint64_t	scan = 1000;

		host_init(&h, policy[i], 16, cas, NULL);
		for (int round = 0; round < 400; round++)
		{
			for (uint64_t k = 1; k <= 8; k++)
			{
				bool		resident = find_key(&h, k) >= 0;

				access_key(&h, k);
				h.ntrace = 0;
				if (round >= 100)
				{
					total++;
					hits += resident;
				}
			}
			for (int j = 0; j < 12; j++)
			{
				access_key(&h, scan++);
				h.ntrace = 0;
			}
		}
		CHECK((double) hits / total == want[i], "%s %s reuse distance 20 on 16 frames: hot-set hit ratio %.3f, want %.3f",
			  policy[i], model(&h), (double) hits / total, want[i]);
		CHECK(h.protocol_errors == 0, "%s %s reuse distance protocol errors %u", policy[i], model(&h), h.protocol_errors);
	}
}

/*
 * LRU, 3 frames, newest first:
 *   1 2 3  M M M  [3 2 1]
 *   1      H      [1 3 2]
 *   4      M      2 out   [4 1 3]
 *   2      M      3 out   [2 4 1]
 *   1      H      [1 2 4]
 *   3      M      4 out   [3 1 2]
 *   5      M      2 out   [5 3 1]
 * The usage count plays no part: 2 at u 1 and 4 at u 1 go in recency order.
 */
static void
test_lru_trace(bool cas)
{
	Host		h;

	host_init(&h, "lru", 3, cas, NULL);
	RUN(&h, 1, 2, 3, 1, 4, 2, 1, 3, 5);
	CHECK(strcmp(h.trace, "MMMHMMHMM") == 0, "lru %s trace %s", model(&h), h.trace);
	CHECK(strcmp(queues(&h), "lru[5 3 1]") == 0, "lru %s queue %s", model(&h), queues(&h));
	CHECK(reported(&h, "hits") == 2 && reported(&h, "length") == 3, "lru %s hits %g length %g",
		  model(&h), reported(&h, "hits"), reported(&h, "length"));
	CHECK(h.protocol_errors == 0, "lru %s protocol errors %u", model(&h), h.protocol_errors);
}

/*
 * LRU-2 (O'Neil, O'Neil and Weikum, their pseudo-code), 3 frames, crp 0, history 3
 * keys; (HIST(p,1), HIST(p,2), LAST(p)) at time t, history newest first:
 *    1 2 3  M M M   1 (1,0,1)  2 (2,0,2)  3 (3,0,3)
 *    1 2    H H     1 (4,1,4)  2 (5,2,5)
 *    4      M  t6:  least HIST(2): 3 (0), out.  history [3]  4 (6,0,6)
 *    3      M  t7:  4 (0) out: LRU would take 1 (LAST 4).  3's history: (7,3,7)
 *    5      M  t8:  1 (1) out.  history [1 4]  5 (8,0,8)
 *    1      M  t9:  5 (0) out; 1's history: (9,4,9).  history [5 4]
 *    6      M  t10: 2 (2) out.  history [2 5 4]
 *    resident, the last to go first: 1 (HIST(2) 4), 3 (3), 6 (0)
 *    7      M  t11: 6 out; the history is full: 4, evicted first, forgotten
 *
 * crp 2, rip 4, history 4 keys, 2 frames:
 *    1      M  t1   1 (1,0,1)
 *    1      H  t2:  2 - 1 <= 2, correlated: 1 (1,0,2)
 *    2 2    M H     2 (3,0,3), then correlated: 2 (3,0,4)
 *    1      H  t5:  5 - 2 > 2: 1 (5,2,5)
 *    2      H  t6:  correlated: 2 (3,0,6)
 *    3      M  t7:  both inside their period (passed 2): the least, 2 (0), out
 *    4      M  t8:  3 (0,7) first, inside its period (passed): 1 out
 *    2      M  t9:  none eligible (passed 2): 3 out; 2's history (LAST 6,
 *                   9 - 6 <= 4): 2 (9,3,9).  history [3 1]
 *    1      M  t10: none eligible (passed 2): 4 out; 1's history expired
 *                   (LAST 5), dropped: 1 (10,0,10).  history [4 3]
 */
static void
test_lru2_trace(bool cas)
{
	Host		h;
	double		p[] = {2, 4, 2.0};

	host_init(&h, "lru2", 3, cas, NULL);
	RUN(&h, 1, 2, 3, 1, 2, 4, 3, 5, 1, 6);
	CHECK(strcmp(h.trace, "MMMHHMMMMM") == 0, "lru2 %s trace %s", model(&h), h.trace);
	CHECK(strcmp(queues(&h), "resident[1 3 6] history[2 5 4]") == 0, "lru2 %s queues %s", model(&h), queues(&h));
	CHECK(reported(&h, "ghost_hits") == 2 && reported(&h, "hits") == 2 && reported(&h, "time") == 10,
		  "lru2 %s history hits %g, hits %g, time %g, want 2 2 10", model(&h), reported(&h, "ghost_hits"),
		  reported(&h, "hits"), reported(&h, "time"));
	RUN(&h, 7);
	CHECK(strcmp(queues(&h), "resident[1 3 7] history[6 2 5]") == 0, "lru2 %s full history: %s", model(&h), queues(&h));
	CHECK(h.protocol_errors == 0, "lru2 %s protocol errors %u", model(&h), h.protocol_errors);

	host_init(&h, "lru2", 2, cas, p);
	RUN(&h, 1, 1, 2, 2, 1, 2, 3, 4);
	CHECK(strcmp(queues(&h), "resident[4 3] history[1 2]") == 0, "lru2 %s crp: %s", model(&h), queues(&h));
	RUN(&h, 2, 1);
	CHECK(strcmp(h.trace, "MHMHHHMMMM") == 0, "lru2 %s crp trace %s", model(&h), h.trace);
	CHECK(strcmp(queues(&h), "resident[2 1] history[4 3]") == 0, "lru2 %s rip: %s", model(&h), queues(&h));
	CHECK(reported(&h, "correlated") == 3 && reported(&h, "no_eligible") == 3 &&
		  reported(&h, "correlated_passed") == 7 && reported(&h, "ghost_hits") == 1,
		  "lru2 %s correlated %g, no eligible %g, passed %g, history hits %g, want 3 3 7 1", model(&h),
		  reported(&h, "correlated"), reported(&h, "no_eligible"), reported(&h, "correlated_passed"),
		  reported(&h, "ghost_hits"));
	CHECK(h.protocol_errors == 0, "lru2 %s crp protocol errors %u", model(&h), h.protocol_errors);
}

/*
 * LIRS (Jiang and Zhang, Section 3.3), 4 frames: Lhirs 1, Llirs 3, at most
 * 2 non-resident entries (nonresident 0.5); S from its top, L LIR, H
 * resident HIR, N non-resident; Q from its end:
 *    1 2 3    M M M   S [3L 2L 1L]: LIR while fewer than 3
 *    4        M       S [4H 3L 2L 1L] Q [4]
 *    5        M       Q's front 4 out, in S: non-resident.  S [5H 4N 3L 2L 1L]
 *    4        M       4 was in S: LIR; its entry first, then 5 out (in S:
 *                     N).  S [4L 5N 3L 2L 1L]: 4 LIR, 1 from the bottom to
 *                     Q [1] as HIR.  S [4L 5N 3L 2L]
 *    1        H       HIR not in S: on top of S, at Q's end.  S [1H 4L 5N 3L 2L]
 *    2        H       LIR at the bottom: to the top.  S [2L 1H 4L 5N 3L]
 *    1        H       HIR in S: LIR; 3 from the bottom to Q [3]; pruning
 *                     drops 5N.  S [1L 2L 4L]
 *    6        M       3 out, not in S: no entry.  S [6H 1L 2L 4L] Q [6]
 *    3        M       6 out, N.  S [3H 6N 1L 2L 4L] Q [3]
 *    7        M       3 out, N.  S [7H 3N 6N 1L 2L 4L]
 *    8        M       7 out, N: two entries already, 6 (the oldest) leaves S
 *    6        M       6 forgotten: HIR, not LIR.  8 out, N; 3 leaves S.
 *                     S [6H 8N 7N 1L 2L 4L] Q [6]
 * Then 6 pinned, 9: no HIR page unpinned: the LIR page nearest S's bottom,
 * 4, goes (no entry); 9 replaces an evicted page: HIR, though only 2 pages
 * are LIR.  S [9H 6H 8N 7N 1L 2L] Q [9 6].  Then 9 hit, in S: LIR, 2 < 3,
 * no demotion.  S [9L 6H 8N 7N 1L 2L]
 */
static void
test_lirs_trace(bool cas)
{
	Host		h;
	double		p[] = {0.01, 0.5};

	host_init(&h, "lirs", 4, cas, p);
	RUN(&h, 1, 2, 3, 4, 5, 4, 1, 2, 1);
	CHECK(strcmp(queues(&h), "lir[1 2 4] hir[3] nonresident[]") == 0, "lirs %s promoted: %s",
		  model(&h), queues(&h));
	CHECK(reported(&h, "ghost_hits") == 1 && reported(&h, "promotions") == 1 &&
		  reported(&h, "demotions") == 2 && reported(&h, "pruned") == 1 && reported(&h, "hits") == 3,
		  "lirs %s ghost hits %g promotions %g demotions %g pruned %g hits %g, want 1 1 2 1 3", model(&h),
		  reported(&h, "ghost_hits"), reported(&h, "promotions"), reported(&h, "demotions"),
		  reported(&h, "pruned"), reported(&h, "hits"));
	RUN(&h, 6, 3);
	CHECK(strcmp(queues(&h), "lir[1 2 4] hir[3] nonresident[6]") == 0, "lirs %s queues %s", model(&h), queues(&h));
	RUN(&h, 7, 8, 6);
	CHECK(strcmp(h.trace, "MMMMMMHHHMMMMM") == 0, "lirs %s trace %s", model(&h), h.trace);
	CHECK(strcmp(queues(&h), "lir[1 2 4] hir[6] nonresident[8 7]") == 0, "lirs %s bounded: %s",
		  model(&h), queues(&h));
	CHECK(reported(&h, "forgotten") == 2 && reported(&h, "ghost_hits") == 1 && reported(&h, "stack") == 6,
		  "lirs %s forgotten %g ghost hits %g stack %g, want 2 1 6", model(&h), reported(&h, "forgotten"),
		  reported(&h, "ghost_hits"), reported(&h, "stack"));
	pin(&h, 6);
	access_key(&h, 9);
	CHECK(strcmp(queues(&h), "lir[1 2] hir[9 6] nonresident[8 7]") == 0 && reported(&h, "lir_taken") == 1,
		  "lirs %s every HIR pinned: %s, LIR taken %g", model(&h), queues(&h), reported(&h, "lir_taken"));
	unpin(&h, 6);
	access_key(&h, 9);
	CHECK(strcmp(queues(&h), "lir[9 1 2] hir[6] nonresident[8 7]") == 0 && reported(&h, "demotions") == 2,
		  "lirs %s the LIR place refilled by a promotion: %s, demotions %g", model(&h), queues(&h),
		  reported(&h, "demotions"));
	CHECK(h.protocol_errors == 0, "lirs %s protocol errors %u", model(&h), h.protocol_errors);
}

/*
 * LIRS with a frame held by no one and not free (the server's pool can
 * have one: t/026 saw it), 4 frames, Llirs 3:
 *    1 2 3 4  M M M M S [4H 3L 2L 1L] Q [4]
 * 4 invalidated (HIR in S: it leaves S), its frame pinned: empty, not free.
 *    5        M       no free frame, Q empty: Llirs 2, 1 demoted from S's
 *                     bottom to Q and evicted; 5 HIR.  S [5H 3L 2L] Q [5]
 *    5        H       HIR in S: LIR, 3 > 2: 2 demoted.  S [5L 3L] Q [2]
 *                     (with Llirs still 3 no demotion: Q empty for good)
 * The frame unpinned:
 *    6        M       into the empty frame: Llirs back to 3, LIR.
 *                     S [6L 5L 3L] Q [2]
 */
static void
test_lirs_unheld(bool cas)
{
	Host		h;
	double		p[] = {0.01, 0.5};
	int			f4;

	host_init(&h, "lirs", 4, cas, p);
	RUN(&h, 1, 2, 3, 4);
	f4 = find_key(&h, 4);
	invalidate(&h, 4);
	h.refcount[f4]++;
	RUN(&h, 5, 5);
	CHECK(strcmp(queues(&h), "lir[5 3] hir[2] nonresident[]") == 0 &&
		  reported(&h, "demotions") == 2 && reported(&h, "lir_cap") == 2 &&
		  reported(&h, "lir_cap_lowered") == 1 && reported(&h, "lir_taken") == 0,
		  "lirs %s a frame held by no one: %s, demotions %g, Llirs %g, lowered %g, LIR taken %g",
		  model(&h), queues(&h), reported(&h, "demotions"), reported(&h, "lir_cap"),
		  reported(&h, "lir_cap_lowered"), reported(&h, "lir_taken"));
	h.refcount[f4]--;
	RUN(&h, 6);
	CHECK(strcmp(queues(&h), "lir[6 5 3] hir[2] nonresident[]") == 0 &&
		  reported(&h, "lir_cap") == 3,
		  "lirs %s the empty frame filled: %s, Llirs %g", model(&h), queues(&h),
		  reported(&h, "lir_cap"));
	CHECK(strcmp(h.trace, "MMMMMHM") == 0 && h.protocol_errors == 0,
		  "lirs %s trace %s, protocol errors %u", model(&h), h.trace, h.protocol_errors);
}

/*
 * W-TinyLFU, 4 frames: window 1 frame, main 3, protected at most 2; queues
 * MRU first, window W, probation P, protected R; f = the sketch's estimate,
 * with the doorkeeper the accesses heard so far (no aging within 40):
 *    1 2 3 4  M M M M  W [4] P [3 2 1]          (free frames: no duel)
 *    1 2      H H      P -> R: P [3] R [2 1]
 *    3        H        P -> R, R over 2: 1 demoted.  P [1] R [3 2]
 *    5        M        candidate 4 (f 1) vs victim 1 (f 2): 4 out.  W [5]
 *    5        H        f(5) 2
 *    6        M        5 (2) vs 1 (2), a tie goes to the victim: 5 out.  W [6]
 *    6 6      H H      f(6) 3
 *    7        M        6 (3) vs 1 (2): 1 out, 6 to probation.  W [7] P [6]
 *    1        M        7 (1) vs 6 (3): 7 out.  W [1] P [6] R [3 2]
 *
 * Aging without the doorkeeper: sample 1.5 (6 accesses), counts c:
 *    1 1 1    M H H    c1 3
 *    2 3 4    M M M    W [4] P [3 2 1]; the 6th access: halved, c1 1, others 0
 *    5        M        4 (0) vs 1 (1): 4 out.  W [5]
 *    5        H        c5 2
 *    6        M        5 (2) vs 1 (1): 1 out (3 before the aging: 5 would
 *                      be).  W [6] P [5 3 2]; the count 6 again: halved
 *    7        M        6 (0) vs 2 (0): 6 out.  W [7] P [5 3 2]
 *
 * Aging with the doorkeeper: a first access only sets the doorkeeper.
 *    1 1      M H      1 in the doorkeeper, c1 1
 *    2 3 4    M M M    W [4] P [3 2 1]
 *    2        H        P -> R; the 6th access: c1 0, c2 0, doorkeeper cleared
 *    5        M        4 (0) vs 1 (0): 4 out.  W [5] P [3 1] R [2]
 *    6        M        5 (1, its doorkeeper bit) vs 1 (0): 1 out.
 *                      W [6] P [5 3] R [2].  Without the doorkeeper 1 was
 *                      counted 2, halved to 1, and 5 would lose the tie.
 */
static void
test_wtinylfu_trace(bool cas)
{
	Host		h;
	double		nodoor[] = {0.01, 0.8, 1.5, 0},
				door[] = {0.01, 0.8, 1.5, 1};

	host_init(&h, "wtinylfu", 4, cas, NULL);
	RUN(&h, 1, 2, 3, 4, 1, 2, 3);
	CHECK(strcmp(queues(&h), "window[4] probation[1] protected[3 2]") == 0, "wtinylfu %s promoted: %s",
		  model(&h), queues(&h));
	RUN(&h, 5, 5, 6, 6, 6, 7, 1);
	CHECK(strcmp(h.trace, "MMMMHHHMHMHHMM") == 0, "wtinylfu %s trace %s", model(&h), h.trace);
	CHECK(strcmp(queues(&h), "window[1] probation[6] protected[3 2]") == 0, "wtinylfu %s queues %s",
		  model(&h), queues(&h));
	CHECK(reported(&h, "admitted") == 1 && reported(&h, "rejected") == 3 && reported(&h, "promoted") == 3 &&
		  reported(&h, "demoted") == 1 && reported(&h, "hits") == 6 && reported(&h, "resets") == 0,
		  "wtinylfu %s admitted %g rejected %g promoted %g demoted %g hits %g resets %g, want 1 3 3 1 6 0",
		  model(&h), reported(&h, "admitted"), reported(&h, "rejected"), reported(&h, "promoted"),
		  reported(&h, "demoted"), reported(&h, "hits"), reported(&h, "resets"));
	CHECK(h.protocol_errors == 0, "wtinylfu %s protocol errors %u", model(&h), h.protocol_errors);

	host_init(&h, "wtinylfu", 4, cas, nodoor);
	RUN(&h, 1, 1, 1, 2, 3, 4, 5, 5, 6, 7);
	CHECK(strcmp(h.trace, "MHHMMMMHMM") == 0, "wtinylfu %s aging trace %s", model(&h), h.trace);
	CHECK(strcmp(queues(&h), "window[7] probation[5 3 2] protected[]") == 0, "wtinylfu %s aging: %s",
		  model(&h), queues(&h));
	CHECK(reported(&h, "resets") == 2 && reported(&h, "admitted") == 1 && reported(&h, "rejected") == 2,
		  "wtinylfu %s aging: resets %g admitted %g rejected %g, want 2 1 2", model(&h),
		  reported(&h, "resets"), reported(&h, "admitted"), reported(&h, "rejected"));

	host_init(&h, "wtinylfu", 4, cas, door);
	RUN(&h, 1, 1, 2, 3, 4, 2, 5, 6);
	CHECK(strcmp(h.trace, "MHMMMHMM") == 0, "wtinylfu %s doorkeeper trace %s", model(&h), h.trace);
	CHECK(strcmp(queues(&h), "window[6] probation[5 3] protected[2]") == 0, "wtinylfu %s doorkeeper: %s",
		  model(&h), queues(&h));
	CHECK(reported(&h, "resets") == 1 && reported(&h, "admitted") == 1 && reported(&h, "rejected") == 1,
		  "wtinylfu %s doorkeeper: resets %g admitted %g rejected %g, want 1 1 1", model(&h),
		  reported(&h, "resets"), reported(&h, "admitted"), reported(&h, "rejected"));
	CHECK(h.protocol_errors == 0, "wtinylfu %s aging protocol errors %u", model(&h), h.protocol_errors);
}

/*
 * ARC (Figure 4), c = 2, lists MRU first:
 *    1 4   M M  T1 [4 1]
 *    1     H    I: T1 [4] T2 [1]
 *    4     H    I: T1 [] T2 [4 1]
 *    3     M    IV, |L1| 0, total 2: REPLACE, |T1| 0: 1 to B2.  T1 [3] T2 [4] B2 [1]
 *    5     M    IV, |L1| 1, total 3: REPLACE, |T1| 1 > p 0: 3 to B1.  T1 [5] T2 [4] B1 [3] B2 [1]
 *    1     M    III: p = max(0, 0 - 1) = 0; REPLACE, |T1| 1 > 0: 5 to B1.
 *                T1 [] T2 [1 4] B1 [5 3] B2 []
 *    3     M    II: p = 0 + 1 (|B1| 2 >= |B2| 0) = 1; REPLACE, |T1| 0: 4 to B2.
 *                T1 [] T2 [3 1] B1 [5] B2 [4]
 *    2     M    IV, |L1| 1, total 4 = 2c: B2's LRU 4 discarded; REPLACE, |T1| 0: 1 to B2.
 *                T1 [2] T2 [3] B1 [5] B2 [1]
 *    5     M    II: p = 1 + 1 (|B1| 1 >= |B2| 1) = 2; REPLACE, |T1| 1 > 2 no: 3 to B2.
 *                T1 [2] T2 [5] B1 [] B2 [3 1]
 *    3     M    III: p = 2 - 1 = 1; REPLACE with x in B2 and |T1| 1 = p: the tie
 *                takes T1's 2 to B1 (without the tie rule, T2's 5 to B2).
 *                T1 [] T2 [3 5] B1 [2] B2 [1]
 * B1 hits 2, B2 hits 2, hits 2.  Before the last request on_miss(3) is
 * called once more, as 15's BufferAlloc may ask twice for one miss: p must
 * still adapt once (1, not 0).
 */
static void
test_arc_trace(bool cas)
{
	Host		h;

	host_init(&h, "arc", 2, cas, NULL);
	RUN(&h, 1, 4, 1, 4, 3);
	CHECK(strcmp(queues(&h), "T1[3] T2[4] B1[] B2[1]") == 0, "arc %s after 3: %s", model(&h), queues(&h));
	RUN(&h, 5, 1);
	CHECK(reported(&h, "p") == 0, "arc %s p after 1's B2 hit %g, want 0", model(&h), reported(&h, "p"));
	CHECK(strcmp(queues(&h), "T1[] T2[1 4] B1[5 3] B2[]") == 0, "arc %s after 1: %s", model(&h), queues(&h));
	RUN(&h, 3, 2);
	CHECK(reported(&h, "p") == 1, "arc %s p after 3's B1 hit %g, want 1", model(&h), reported(&h, "p"));
	CHECK(strcmp(queues(&h), "T1[2] T2[3] B1[5] B2[1]") == 0, "arc %s after 2 (2c trim): %s",
		  model(&h), queues(&h));
	RUN(&h, 5);
	CHECK(reported(&h, "p") == 2, "arc %s p after 5's B1 hit %g, want 2", model(&h), reported(&h, "p"));
	h.r->on_miss(h.state, 3);
	RUN(&h, 3);
	CHECK(reported(&h, "p") == 1, "arc %s p after 3's B2 hit, asked twice: %g, want 1", model(&h),
		  reported(&h, "p"));
	CHECK(strcmp(queues(&h), "T1[] T2[3 5] B1[2] B2[1]") == 0, "arc %s the tie sends T1's 2 to B1: %s",
		  model(&h), queues(&h));
	CHECK(strcmp(h.trace, "MMHHMMMMMMM") == 0, "arc %s trace %s", model(&h), h.trace);
	CHECK(reported(&h, "B1_hits") == 2 && reported(&h, "B2_hits") == 2 && reported(&h, "hits") == 2,
		  "arc %s B1 hits %g, B2 hits %g, hits %g, want 2 2 2", model(&h), reported(&h, "B1_hits"),
		  reported(&h, "B2_hits"), reported(&h, "hits"));
	CHECK(h.protocol_errors == 0, "arc %s protocol errors %u", model(&h), h.protocol_errors);

	/* a miss the host cannot name (no on_miss): p adapts at on_load */
	host_init(&h, "arc", 2, cas, NULL);
	RUN(&h, 1, 4, 1, 4, 3, 5, 1);
	{
		const EvictorRoutine *r = h.r;
		EvictorRoutine nomiss = *r;

		nomiss.on_miss = NULL;
		h.r = &nomiss;
		RUN(&h, 3);
		h.r = r;
	}
	CHECK(reported(&h, "p") == 1 && reported(&h, "adapted_at_miss") == 1,
		  "arc %s an unnamed miss on B1's 3: p %g (want 1), adapted at a miss %g times (want 1, 1's)",
		  model(&h), reported(&h, "p"), reported(&h, "adapted_at_miss"));
}

/* ---- on_free ---- */

static void
test_on_free(const char *policy, bool cas)
{
	Host		h;
	char		label[64];
	uint32_t	ids[MAXFRAMES];
	uint64_t	keys[MAXFRAMES];
	uint32_t	total = 0;
	int			id2;

	snprintf(label, sizeof(label), "%s %s", policy, cas ? "cas" : "lock");
	host_init(&h, policy, 4, cas, NULL);
	RUN(&h, 1, 2, 3, 4);
	id2 = find_key(&h, 2);
	invalidate(&h, 2);
	for (int q = 0; q < h.r->nqueues; q++)
		if (h.r->ghost_mask & (1u << q))
			CHECK(h.r->list_queue(h.state, q, ids, keys, MAXFRAMES) == 0,
				  "%s: an invalidated page is no ghost: %s", label, queues(&h));
		else
			total += h.r->list_queue(h.state, q, ids, keys, MAXFRAMES);
	CHECK(total == 3, "%s: 3 frames left in the policy, not %u: %s", label, total, queues(&h));
	/* the free frame serves the next miss, without a victim */
	access_key(&h, 5);
	CHECK(find_key(&h, 5) == id2 && find_key(&h, 1) >= 0 && find_key(&h, 3) >= 0 && find_key(&h, 4) >= 0,
		  "%s: 5 must take the freed frame: %s", label, queues(&h));
	/*
	 * and the policy goes on: 1 is the oldest, it goes next (W-TinyLFU: 5,
	 * the newest; LIRS: 4, its one HIR page, 5 taking 2's LIR place)
	 */
	access_key(&h, 6);
	{
		int			next = strcmp(policy, "lirs") == 0 ? 4 : admits(policy) ? 5 : 1;

		CHECK(find_key(&h, next) < 0, "%s: %d must go after the free frame is used: %s", label, next,
			  queues(&h));
	}
	CHECK(h.protocol_errors == 0, "%s: protocol errors %u", label, h.protocol_errors);

	/* every page invalidated, the policy emptied of frames, then filled again */
	for (uint32_t f = 0; f < h.n; f++)
		if (h.valid[f])
			invalidate(&h, h.key[f]);
	RUN(&h, 7, 8);
	total = 0;
	for (int q = 0; q < h.r->nqueues; q++)
		if (!(h.r->ghost_mask & (1u << q)))
			total += h.r->list_queue(h.state, q, ids, keys, MAXFRAMES);
	CHECK(total == 2, "%s: emptied, then 7 and 8: 2 frames in the policy, not %u: %s", label, total, queues(&h));
	RUN(&h, 9, 10, 11, 12);
	if (admits(policy))
		CHECK(find_key(&h, 10) < 0 && find_key(&h, 11) < 0 && find_key(&h, 7) >= 0 && find_key(&h, 12) >= 0,
			  "%s: emptied, then refilled: 10 and 11 must go first: %s", label, queues(&h));
	else
		CHECK(find_key(&h, 7) < 0 && find_key(&h, 12) >= 0, "%s: emptied, then refilled: 7 must go first: %s",
			  label, queues(&h));
	CHECK(h.protocol_errors == 0, "%s: protocol errors %u", label, h.protocol_errors);

	/* emptied before any eviction: nothing at all left in the policy */
	host_init(&h, policy, 4, cas, NULL);
	RUN(&h, 1, 2, 3, 4);
	for (uint64_t k = 1; k <= 4; k++)
		invalidate(&h, k);
	total = 0;
	for (int q = 0; q < h.r->nqueues; q++)
		total += h.r->list_queue(h.state, q, ids, keys, MAXFRAMES);
	CHECK(total == 0, "%s: emptied, no ghost: %s", label, queues(&h));
	RUN(&h, 5, 6, 7, 8, 9, 10);
	if (admits(policy))
		CHECK(find_key(&h, 8) < 0 && find_key(&h, 9) < 0 && find_key(&h, 5) >= 0 && find_key(&h, 10) >= 0,
			  "%s: emptied, then 5..10: 8 and 9 must go: %s", label, queues(&h));
	else
		CHECK(find_key(&h, 5) < 0 && find_key(&h, 6) < 0 && find_key(&h, 10) >= 0,
			  "%s: emptied, then 5..10: 5 and 6 must go: %s", label, queues(&h));
	total = 0;
	for (int q = 0; q < h.r->nqueues; q++)
		if (!(h.r->ghost_mask & (1u << q)))
			total += h.r->list_queue(h.state, q, ids, keys, MAXFRAMES);
	CHECK(total == 4, "%s: emptied, then 5..10: 4 frames in the policy, not %u: %s", label, total, queues(&h));
	CHECK(h.protocol_errors == 0, "%s: protocol errors %u", label, h.protocol_errors);
}

/* ---- invariants over a random trace, random pins, random CAS races ---- */

static uint64_t rng = 88172645463325252ULL;

static uint32_t
rnd(uint32_t n)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (uint32_t) (rng % n);
}

static void
test_random_n(const char *policy, bool cas, uint32_t n, int steps)
{
	Host		h;
	uint32_t	bad = 0,
				nox = 0,
				dir_bad = 0;
	double		p_max = 0;

	host_init(&h, policy, n, cas, NULL);
	for (int step = 0; step < steps; step++)
	{
		uint32_t	r = rnd(100);
		uint64_t	key = r < 60 ? rnd(12) : 12 + rnd(60);	/* a hot set and a scan */
		uint32_t	ids[MAXFRAMES];
		uint64_t	keys[MAXFRAMES * 4];
		uint32_t	resident = 0,
					inqueues = 0;

		int			mid = -1;
		bool		madded = false;

		if (cas && rnd(10) == 0 && h.valid[mid = (int) rnd(n)])
		{
			madded = rnd(2);
			h.meddle_id = mid;
			h.meddle_refcount = h.refcount[mid] + madded;
			h.meddle_usage = 1 + rnd(5);
		}
		/* now and then a page is held for a while (at most half), or invalidated */
		if (rnd(50) == 0)
		{
			uint32_t	f = rnd(n),
						held = 0;

			for (uint32_t i = 0; i < n; i++)
				held += h.refcount[i] > 0;
			if (h.valid[f] && (h.refcount[f] > 0 || held < n / 2))
				h.refcount[f] = h.refcount[f] ? 0 : 1;
		}
		if (rnd(200) == 0)
		{
			uint32_t	f = rnd(n);

			if (h.valid[f] && h.refcount[f] == 0)
				invalidate(&h, h.key[f]);
		}
		h.ntrace = 0;
		if (access_key(&h, key) < 0)
			nox++;
		/* the other backend's pin, if it took one, ends with this access */
		if (mid >= 0 && h.meddle_id < 0 && madded)
			h.refcount[mid]--;
		h.meddle_id = -1;

		for (uint32_t i = 0; i < n; i++)
			resident += h.valid[i];
		for (int q = 0; q < h.r->nqueues; q++)
		{
			uint32_t	c = h.r->list_queue(h.state, q, ids, keys, MAXFRAMES * 4);

			if (h.r->ghost_mask & (1u << q))
			{
				for (uint32_t i = 0; i < c; i++)
					if (find_key(&h, keys[i]) >= 0)
						bad++;	/* a resident page is no ghost */
				if (c > n)
					bad++;
			}
			else
			{
				for (uint32_t i = 0; i < c; i++)
					if (!h.valid[ids[i]])
						bad++;	/* every queued frame holds a page */
				inqueues += c;
			}
		}
		if (inqueues != resident)
			bad++;
		/* CAR's directory: |T1| + |B1| <= c, |T1| + |T2| + |B1| + |B2| <= 2c */
		if (strcmp(policy, "car") == 0 || strcmp(policy, "arc") == 0)
		{
			double		t1 = reported(&h, "T1"),
						b1 = reported(&h, "B1");

			if (t1 + b1 > n || t1 + b1 + reported(&h, "T2") + reported(&h, "B2") > 2 * n)
				dir_bad++;
			if (reported(&h, "p") < 0 || reported(&h, "p") > n)
				dir_bad++;
			if (reported(&h, "p") > p_max)
				p_max = reported(&h, "p");
		}
		/* CLOCK-Pro: at most m non-resident pages, 1 <= m_c <= m */
		if (strcmp(policy, "clockpro") == 0)
		{
			if (reported(&h, "nonresident") > n || reported(&h, "m_c") < 1 || reported(&h, "m_c") > n)
				dir_bad++;
			if (reported(&h, "hot") + reported(&h, "cold") != resident)
				dir_bad++;
		}
	}
	CHECK(bad == 0, "%s %s random on %u frames: %u invariant violations", policy, model(&h), n, bad);
	CHECK(dir_bad == 0, "%s %s random on %u frames: %u steps broke the policy's bounds (CAR's directory and p, CLOCK-Pro's m and m_c)",
		  policy, model(&h), n, dir_bad);
	if (n < 16)
	{
		/* a few frames: the bounds and the protocol; a pin of the other backend may hold the only free one */
		CHECK(h.protocol_errors == 0, "%s %s random on %u frames: protocol errors %u", policy, model(&h), n,
			  h.protocol_errors);
		if (!cas)
			CHECK(nox == 0, "%s %s random on %u frames: %u searches found no victim", policy, model(&h), n, nox);
		return;
	}
	if (strcmp(policy, "clockpro") == 0)
		CHECK(reported(&h, "promotions_resident") > 0 && reported(&h, "promotions_nonresident") > 0 &&
			  reported(&h, "demotions") > 0 && reported(&h, "tests_expired") > 0,
			  "clockpro %s random: promotions %g and %g, demotions %g, tests expired %g", model(&h),
			  reported(&h, "promotions_resident"), reported(&h, "promotions_nonresident"),
			  reported(&h, "demotions"), reported(&h, "tests_expired"));
	if (strcmp(policy, "car") == 0 || strcmp(policy, "arc") == 0)
		CHECK(reported(&h, "B1_hits") > 0 && reported(&h, "B2_hits") > 0 && p_max > 0,
			  "%s %s random: B1 hits %g, B2 hits %g, p at most %g", policy, model(&h), reported(&h, "B1_hits"),
			  reported(&h, "B2_hits"), p_max);
	CHECK(h.protocol_errors == 0, "%s %s random: protocol errors %u", policy, model(&h), h.protocol_errors);
	if (cas)
		CHECK(h.cas_failed > 0, "%s cas random: no swap failed, the races were not run", policy);
	if (strcmp(policy, "lru") == 0)
		CHECK(reported(&h, "hits") > 0, "lru %s random: hits %g", model(&h), reported(&h, "hits"));
	else if (strcmp(policy, "lru2") == 0)
		CHECK(reported(&h, "hits") > 0 && reported(&h, "ghost_hits") > 0,
			  "lru2 %s random: hits %g, history hits %g", model(&h), reported(&h, "hits"),
			  reported(&h, "ghost_hits"));
	else if (strcmp(policy, "wtinylfu") == 0)
		CHECK(reported(&h, "hits") > 0 && reported(&h, "admitted") > 0 && reported(&h, "rejected") > 0 &&
			  reported(&h, "demoted") > 0,
			  "wtinylfu %s random: hits %g, admitted %g, rejected %g, demoted %g", model(&h),
			  reported(&h, "hits"), reported(&h, "admitted"), reported(&h, "rejected"), reported(&h, "demoted"));
	else if (strcmp(policy, "lirs") == 0)
		CHECK(reported(&h, "hits") > 0 && reported(&h, "ghost_hits") > 0 && reported(&h, "promotions") > 0 &&
			  reported(&h, "demotions") > 0 && reported(&h, "pruned") > 0,
			  "lirs %s random: hits %g, ghost hits %g, promotions %g, demotions %g, pruned %g", model(&h),
			  reported(&h, "hits"), reported(&h, "ghost_hits"), reported(&h, "promotions"),
			  reported(&h, "demotions"), reported(&h, "pruned"));
	else if (strcmp(policy, "sieve") != 0)
		CHECK(reported(&h, "ghost_hits") > 0, "%s %s random: no ghost hit", policy, model(&h));
	/* at most half the frames are held: the search always finds one */
	CHECK(nox == 0, "%s %s random: %u searches found no victim", policy, model(&h), nox);
}

static void
test_random(const char *policy, bool cas)
{
	test_random_n(policy, cas, 16, 20000);
	for (uint32_t n = 1; n <= 5; n++)
		test_random_n(policy, cas, n, 3000);
}

/* ---- CLOCK-Pro against a reference whose hands step one entry at a time ---- */

/*
 * clockpro.c's rules over one plain clock, each hand stepping past every
 * entry, non-resident pages found by a scan: slow and plain, the file's
 * search as it was before HAND_cold went through its ring of resident cold
 * pages.  The two must agree on every victim and every queue.
 */
typedef struct RefCp
{
	uint32_t	m,
				mc,
				hot,
				cold,
				nonres,
				hand_hot,
				hand_cold,
				hand_test,
				pending;
	uint32_t	prev[2 * MAXFRAMES],
				next[2 * MAXFRAMES];
	uint8_t		status[2 * MAXFRAMES];	/* 0 unused, 1 hot, 2 cold, 3 non-resident */
	uint8_t		test[2 * MAXFRAMES];
	uint64_t	key[2 * MAXFRAMES];
} RefCp;

#define REF_NIL UINT32_MAX

static RefCp ref_cp;

static size_t
ref_size(uint32_t n, const double *p)
{
	(void) n;
	(void) p;
	return sizeof(RefCp);
}

static void
ref_init(void *state, uint32_t n, const double *p)
{
	RefCp	   *r = state;
	double		mc = p[0] * n;

	memset(r, 0, sizeof(*r));
	r->m = n;
	r->mc = mc < 1 ? 1 : mc > n ? n : (uint32_t) mc;
	r->hand_hot = r->hand_cold = r->hand_test = REF_NIL;
}

static void
ref_insert_head(RefCp *r, uint32_t i)
{
	if (r->hand_hot == REF_NIL)
	{
		r->prev[i] = r->next[i] = r->hand_hot = i;
		return;
	}
	r->next[i] = r->hand_hot;
	r->prev[i] = r->prev[r->hand_hot];
	r->next[r->prev[i]] = i;
	r->prev[r->hand_hot] = i;
}

static void
ref_unlink(RefCp *r, uint32_t i)
{
	uint32_t	n = r->next[i];

	if (n == i)
	{
		r->hand_hot = r->hand_cold = r->hand_test = REF_NIL;
		return;
	}
	r->next[r->prev[i]] = n;
	r->prev[n] = r->prev[i];
	if (r->hand_hot == i)
		r->hand_hot = n;
	if (r->hand_cold == i)
		r->hand_cold = n;
	if (r->hand_test == i)
		r->hand_test = n;
}

static void
ref_end_test(RefCp *r, uint32_t i)
{
	if (r->mc > 1)
		r->mc--;
	r->test[i] = 0;
	if (r->status[i] == 3)
	{
		ref_unlink(r, i);
		r->status[i] = 0;
		r->nonres--;
	}
}

static bool
ref_hand_test(RefCp *r)
{
	uint32_t	n = r->hot + r->cold + r->nonres;

	if (r->hand_hot == REF_NIL)
		return false;
	if (r->hand_test == REF_NIL)
		r->hand_test = r->hand_hot;
	for (uint32_t k = 0; k < n; k++)
	{
		uint32_t	i = r->hand_test;

		r->hand_test = r->next[i];
		if (r->status[i] != 1 && r->test[i])
		{
			ref_end_test(r, i);
			return true;
		}
	}
	return false;
}

static uint32_t
ref_rule(const void *ctx, uint32_t u)
{
	(void) ctx;
	return u >= 2 ? 1 : EVICTOR_CLAIM;
}

static uint32_t
ref_hot_rule(const void *ctx, uint32_t u)
{
	(void) ctx;
	return u >= 2 ? 1 : u;
}

static bool
ref_hand_hot(RefCp *r, const EvictorHost *host, bool force)
{
	uint32_t	pinned = 0;
	bool		demoted = false;

	while (r->hand_hot != REF_NIL && r->hot > 0 && pinned < r->hot &&
		   (force ? !demoted : r->hot > r->m - r->mc))
	{
		uint32_t	i = r->hand_hot,
					u;
		EvictorFrameState s;

		r->hand_hot = r->next[i];
		if (r->status[i] != 1)
		{
			if (r->test[i])
				ref_end_test(r, i);
			continue;
		}
		if (evictor_visit(host, i, ref_hot_rule, NULL, &s, &u) == EVICTOR_VISIT_PINNED)
		{
			pinned++;
			continue;
		}
		pinned = 0;
		if (u >= 2)
			continue;
		r->status[i] = 2;
		r->test[i] = 0;
		r->hot--;
		r->cold++;
		demoted = true;
	}
	return demoted;
}

static int64_t
ref_victim(void *state, const EvictorHost *host, EvictorFrameState *claimed)
{
	RefCp	   *r = state;
	uint32_t	pinned = 0;

	if (r->pending)
	{
		r->pending = 0;
		ref_hand_hot(r, host, false);
	}
	for (;;)
	{
		uint32_t	i,
					u;

		if (r->hand_hot == REF_NIL)
			return -1;
		if (r->cold == 0 || pinned >= r->cold)
		{
			if (!ref_hand_hot(r, host, true))
				return -1;
			pinned = 0;
		}
		if (r->hand_cold == REF_NIL)
			r->hand_cold = r->hand_hot;
		i = r->hand_cold;
		r->hand_cold = r->next[i];
		if (r->status[i] != 2)
			continue;
		switch (evictor_visit(host, i, ref_rule, NULL, claimed, &u))
		{
			case EVICTOR_VISIT_CLAIMED:
				return i;
			case EVICTOR_VISIT_PINNED:
				pinned++;
				continue;
			case EVICTOR_VISIT_KEPT:
				break;
		}
		pinned = 0;
		ref_unlink(r, i);
		ref_insert_head(r, i);
		if (r->test[i])
		{
			if (r->mc < r->m)
				r->mc++;
			r->status[i] = 1;
			r->test[i] = 0;
			r->cold--;
			r->hot++;
			ref_hand_hot(r, host, false);
		}
		else
			r->test[i] = 1;
	}
}

static void
ref_on_free(void *state, uint32_t id)
{
	RefCp	   *r = state;

	if (r->status[id] == 0)
		return;
	if (r->status[id] == 1)
		r->hot--;
	else
		r->cold--;
	ref_unlink(r, id);
	r->status[id] = 0;
	r->test[id] = 0;
}

static void
ref_on_load(void *state, uint32_t id, uint64_t key)
{
	RefCp	   *r = state;
	uint32_t	g = REF_NIL;

	if (r->status[id] == 2 && r->test[id])
	{
		while (r->nonres >= r->m && ref_hand_test(r))
			;
	}
	/* HAND_test may have ended the victim's own test period */
	for (uint32_t k = r->m; k < 2 * r->m && g == REF_NIL && r->status[id] == 2 && r->test[id]; k++)
		if (r->status[k] == 0)
			g = k;
	if (g != REF_NIL)
	{
		/* the victim's place in the clock, hands and all */
		r->key[g] = r->key[id];
		r->status[g] = 3;
		r->test[g] = 1;
		r->prev[g] = r->prev[id] == id ? g : r->prev[id];
		r->next[g] = r->next[id] == id ? g : r->next[id];
		r->next[r->prev[g]] = g;
		r->prev[r->next[g]] = g;
		if (r->hand_hot == id)
			r->hand_hot = g;
		if (r->hand_cold == id)
			r->hand_cold = g;
		if (r->hand_test == id)
			r->hand_test = g;
		r->nonres++;
		r->cold--;
		r->status[id] = 0;
		r->test[id] = 0;
	}
	else
		ref_on_free(state, id);
	r->key[id] = key;
	for (g = r->m; g < 2 * r->m; g++)
		if (r->status[g] == 3 && r->key[g] == key)
		{
			if (r->mc < r->m)
				r->mc++;
			ref_unlink(r, g);
			r->status[g] = 0;
			r->nonres--;
			r->status[id] = 1;
			r->hot++;
			ref_insert_head(r, id);
			if (r->hot > r->m - r->mc)
				r->pending = 1;
			return;
		}
	r->status[id] = 2;
	r->test[id] = 1;
	r->cold++;
	ref_insert_head(r, id);
	if (r->cold + r->nonres > r->mc + r->m)
		ref_hand_test(r);
}

/* clockpro.c's queues: by status, newest first (from the head backwards) */
static uint32_t
ref_list_queue(const void *state, int q, uint32_t *ids, uint64_t *keys, uint32_t max)
{
	const RefCp *r = state;
	uint32_t	n = 0,
				i;

	if (r->hand_hot == REF_NIL)
		return 0;
	i = r->prev[r->hand_hot];
	for (uint32_t k = 0; k < r->hot + r->cold + r->nonres; k++, i = r->prev[i])
		if (r->status[i] == q + 1 && n < max)
		{
			if (q == 2)
				keys[n++] = r->key[i];
			else
				ids[n++] = i;
		}
	return n;
}

static const EvictorRoutine ref_clockpro = {
	.name = "clockpro-ref",
	.builtin = -1,
	.nparams = 1,
	.state_size = ref_size,
	.init = ref_init,
	.victim = ref_victim,
	.on_load = ref_on_load,
	.on_free = ref_on_free,
	.list_queue = ref_list_queue,
	.nqueues = 3,
};

/*
 * A random trace over n frames with pins (now and then every frame),
 * invalidations, ring reuses and, under compare-and-swap, races: both make
 * the same visits, so the hosts stay alike too.
 */
static void
test_clockpro_reference_n(bool cas, uint32_t n, uint32_t nkeys, double cold, int steps)
{
	Host		h,
				g;
	double		p[EVICTOR_MAX_PARAMS] = {cold};
	uint32_t	diff = 0,
				misses = 0,
				none = 0;
	int			first = -1;

	host_init(&h, "clockpro", n, cas, p);
	memset(&g, 0, sizeof(g));
	g.n = n;
	g.cas = cas;
	g.meddle_id = -1;
	g.r = &ref_clockpro;
	g.state = &ref_cp;
	g.r->init(g.state, n, p);
	for (int step = 0; step < steps && diff == 0; step++)
	{
		uint32_t	r = rnd(100),
					f = rnd(n);
		uint64_t	key = rnd(4) ? rnd(nkeys / 4 + 1) : rnd(nkeys);
		uint32_t	ids[2][MAXFRAMES * 2];
		uint64_t	keys[2][MAXFRAMES * 2];

		if (r < 6)
		{
			/* a pin taken or dropped; with r 0, past half the frames */
			uint32_t	held = 0;

			for (uint32_t i = 0; i < n; i++)
				held += h.refcount[i] > 0;
			if (h.refcount[f] > 0 || r == 0 || held < n / 2)
				h.refcount[f] = g.refcount[f] = h.refcount[f] ? 0 : 1;
		}
		else if (r < 8)
		{
			if (h.valid[f] && h.refcount[f] == 0)
			{
				invalidate(&h, h.key[f]);
				invalidate(&g, g.key[f]);
			}
		}
		else if (r < 10)
		{
			/* a ring's frame takes another page without victim() */
			if (h.valid[f] && h.refcount[f] == 0 && find_key(&h, key) < 0)
			{
				h.key[f] = g.key[f] = key;
				h.usage[f] = g.usage[f] = 1;
				h.r->on_load(h.state, f, key);
				g.r->on_load(g.state, f, key);
			}
		}
		else
		{
			int			a,
						b;

			if (cas && rnd(8) == 0)
			{
				/* the other backend, the same in both hosts */
				h.meddle_id = g.meddle_id = (int) f;
				h.meddle_refcount = g.meddle_refcount = h.refcount[f];
				h.meddle_usage = g.meddle_usage = 1 + rnd(5);
			}
			h.ntrace = g.ntrace = 0;
			a = access_key(&h, key);
			b = access_key(&g, key);
			h.meddle_id = g.meddle_id = -1;
			misses += h.trace[0] == 'M';
			none += a < 0;
			if (a != b || h.trace[0] != g.trace[0])
				diff++;
		}
		for (int q = 0; q < 3; q++)
		{
			uint32_t	c1 = h.r->list_queue(h.state, q, ids[0], keys[0], MAXFRAMES * 2),
						c2 = g.r->list_queue(g.state, q, ids[1], keys[1], MAXFRAMES * 2);

			if (c1 != c2 || (q < 2 ? memcmp(ids[0], ids[1], c1 * sizeof(uint32_t)) :
							 memcmp(keys[0], keys[1], c1 * sizeof(uint64_t))) != 0)
				diff++;
		}
		if (memcmp(h.usage, g.usage, sizeof(h.usage)) != 0 || memcmp(h.valid, g.valid, sizeof(h.valid)) != 0)
			diff++;
		if (diff > 0)
			first = step;
	}
	CHECK(diff == 0, "clockpro %s on %u frames, %u pages, cold %g: differs from the reference at step %d",
		  model(&h), n, nkeys, cold, first);
	CHECK(h.protocol_errors == 0 && g.protocol_errors == 0, "clockpro %s reference run: protocol errors %u",
		  model(&h), h.protocol_errors);
	if (n >= 16)
		CHECK(misses > (uint32_t) steps / 20 && none < misses / 10,
			  "clockpro %s reference run on %u frames: %u misses, %u without a victim", model(&h), n, misses, none);
}

static void
test_clockpro_reference(bool cas)
{
	const double cold[] = {1.0, 0.5, 0.1, 0.0};

	for (uint32_t n = 1; n <= 6; n++)
		test_clockpro_reference_n(cas, n, 4 * n + 3, cold[n % 4], 4000);
	for (int k = 0; k < 4; k++)
	{
		test_clockpro_reference_n(cas, 16, 40 + 20 * k, cold[k], 20000);
		test_clockpro_reference_n(cas, MAXFRAMES, 100 + 150 * k, cold[k], 20000);
	}
}

/* ---- adopting a pool (a reload that switches policy) ---- */

/*
 * SIEVE's trace leaves frames 1 3 5 (by frame id 0 1 2) with u(1) = 2.  A
 * new policy adopts them by on_load in frame order: all in the
 * probationary queue, newest (highest id) first, no ghosts.  Then 6 misses:
 *   twoq    A1in [5 3 1], |A1in| 3 > Kin 0: out 1 -> A1out [1]; A1in [6 5 3]
 *   s3fifo  S [5 3 1], S's tail 1 has u 2: to M; 3 out, G [3]; S [6 5] M [1]
 *   car     T1 1 3 5 (oldest first), p 0: 1 referenced, to T2; 3 out, B1 [3]
 *   lru     [5 3 1]: 1 out (its u 2 plays no part)
 *   arc     T1 [5 3 1], |T1| + |B1| = c, |T1| = c: T1's LRU 1 out, no ghost
 *   lru2    [5 3 1], each referenced once (HIST(2) 0): LAST decides, 1 out
 *   wtinylfu  window 1 frame: W [5] P [3 1]; 5 (f 1) vs 1 (f 1): 5 out
 *   lirs    Llirs 2: 1 3 LIR, 5 HIR in S; 5 out, non-resident in S
 *   clockpro  [1c 3c 5c], m_c 3: 1 referenced in its test period: hot, to
 *           the head [3c 5c 1H]; |hot| 1 > 0: HAND_hot ends 3's test period
 *           (m_c 2); HAND_cold takes 3, out of test: no non-resident page
 */
static void
test_adopt(void)
{
	const char *policy[] = {"twoq", "s3fifo", "car", "clockpro", "lru", "arc", "lru2", "wtinylfu", "lirs"};
	const char *adopted[] = {"A1in[5 3 1] Am[] A1out[]", "small[5 3 1] main[] ghost[]",
		"T1[5 3 1] T2[] B1[] B2[]", "hot[] cold[5 3 1] nonresident[]", "lru[5 3 1]",
	"T1[5 3 1] T2[] B1[] B2[]", "resident[5 3 1] history[]", "window[5] probation[3 1] protected[]",
	"lir[3 1] hir[5] nonresident[]"};
	const char *after[] = {"A1in[6 5 3] Am[] A1out[1]", "small[6 5] main[1] ghost[3]",
		"T1[6 5] T2[1] B1[3] B2[]", "hot[1] cold[6 5] nonresident[]", "lru[6 5 3]",
	"T1[6 5 3] T2[] B1[] B2[]", "resident[6 5 3] history[1]", "window[6] probation[3 1] protected[]",
	"lir[3 1] hir[6] nonresident[5]"};

	for (int i = 0; i < (int) (sizeof(policy) / sizeof(policy[0])); i++)
	{
		Host		h;
		const EvictorRoutine *next = evictor_routine_by_name(policy[i]);

		host_init(&h, "sieve", 3, false, NULL);
		RUN(&h, 1, 2, 3, 1, 4, 2, 1, 3, 5);
		/* the switch, at a defined moment: a fresh block, every valid frame */
		h.r = next;
		h.r->init(h.state, h.n, next->param_defaults);
		for (uint32_t f = 0; f < h.n; f++)
			if (h.valid[f])
				h.r->on_load(h.state, f, h.key[f]);
		CHECK(strcmp(queues(&h), adopted[i]) == 0, "adopt %s: %s", policy[i], queues(&h));
		access_key(&h, 6);
		CHECK(strcmp(queues(&h), after[i]) == 0, "adopt %s then 6: %s", policy[i], queues(&h));
		CHECK(h.protocol_errors == 0, "adopt %s: protocol errors %u", policy[i], h.protocol_errors);
	}
}

/*
 * restore() (a replay from a trace's queue records): a state rebuilt from
 * what list_queue and hand show of another, mid-trace, lists the same
 * queues and then evicts the same pages as the original on the rest of
 * the trace.  Run from a point where sieve's hand is inside its queue
 * (lru: after the 151st access), so that a restore that dropped the hand
 * would evict from the tail instead; 300 accesses in all, restored after
 * 60 at the earliest (the host's trace holds 255).  A policy has both hand
 * and restore or neither.
 */
static uint64_t restored_buf[1 << 14];

static void
test_restore(bool cas)
{
	for (int i = 0; i < evictor_nroutines; i++)
	{
		const EvictorRoutine *r = evictor_routines[i];
		Host		a,
					b;
		uint64_t	keys_seq[300];
		uint32_t	ids[MAXFRAMES * 4];
		uint64_t	keys[MAXFRAMES * 4];
		char		label[64];
		char		before[512];
		int			at = -1;

		if (r->builtin >= 0)
			continue;
		snprintf(label, sizeof(label), "restore %s %s", r->name, cas ? "cas" : "lock");
		CHECK((r->hand == NULL) == (r->restore == NULL), "%s: hand and restore, both or neither", label);
		if (r->restore == NULL)
			continue;
		for (int k = 0; k < 300; k++)
			keys_seq[k] = rnd(100) < 60 ? 1 + rnd(10) : 11 + rnd(40);
		host_init(&a, r->name, 8, cas, NULL);
		for (int k = 0; k < 300 && at < 0; k++)
		{
			access_key(&a, keys_seq[k]);
			if (k >= 60 && (r->hand(a.state) >= 0 || k == 150))
				at = k + 1;
		}
		if (strcmp(r->name, "sieve") == 0)
			CHECK(at <= 150 && r->hand(a.state) >= 0, "%s: the hand is inside the queue somewhere in 60..150",
				  label);

		/* b: the same frames and usage counts, its state from a's lists */
		memcpy(&b, &a, sizeof(b));
		b.state = restored_buf;
		memset(restored_buf, 0xA5, sizeof(restored_buf));
		r->init(b.state, b.n, r->param_defaults);
		for (int q = 0; q < r->nqueues; q++)
		{
			bool		ghost = (r->ghost_mask & (1u << q)) != 0;
			uint32_t	n = r->list_queue(a.state, q, ids, keys, MAXFRAMES * 4);
			uint32_t	old[MAXFRAMES * 4];
			uint64_t	oldkeys[MAXFRAMES * 4];

			for (uint32_t j = 0; j < n; j++)
			{
				old[j] = ghost ? 0 : ids[n - 1 - j];
				oldkeys[j] = ghost ? keys[n - 1 - j] : a.key[old[j]];
			}
			r->restore(b.state, q, ghost ? NULL : old, oldkeys, n, r->hand(a.state),
					   r->target != NULL ? r->target(a.state) : 0);
		}
		strcpy(before, queues(&a));
		CHECK(strcmp(queues(&b), before) == 0, "%s: at %d, restored %s, listed %s", label, at,
			  queues(&b), before);
		CHECK(r->hand(b.state) == r->hand(a.state), "%s: hand %lld, was %lld", label,
			  (long long) r->hand(b.state), (long long) r->hand(a.state));
		CHECK(r->target == NULL || r->target(b.state) == r->target(a.state), "%s: target %g, was %g",
			  label, r->target != NULL ? r->target(b.state) : 0, r->target != NULL ? r->target(a.state) : 0);
		a.ntrace = b.ntrace = 0;
		for (int k = at; k < 300; k++)
		{
			int			fa = access_key(&a, keys_seq[k]);
			int			fb = access_key(&b, keys_seq[k]);

			if (fa != fb)
			{
				CHECK(false, "%s: access %d (key %llu) took frame %d, the original %d", label, k,
					  (unsigned long long) keys_seq[k], fb, fa);
				break;
			}
		}
		a.trace[a.ntrace] = b.trace[b.ntrace] = '\0';
		CHECK(strcmp(a.trace, b.trace) == 0 && a.ntrace > 0, "%s: after the restore %s, the original %s",
			  label, b.trace, a.trace);
		CHECK(a.protocol_errors == 0 && b.protocol_errors == 0, "%s: protocol errors %u, %u", label,
			  a.protocol_errors, b.protocol_errors);
	}
}

/*
 * No pointers in the state block: moved to another address halfway through
 * 2Q's trace (another process's mapping of shared memory), it goes on to
 * the same end.
 */
static uint64_t moved_buf[1 << 14];

static void
test_position_independent(void)
{
	Host		h;
	double		p[EVICTOR_MAX_PARAMS] = {0.25, 0.50};

	host_init(&h, "twoq", 4, false, NULL);
	RUN(&h, 1, 2, 3, 4, 5, 6, 1, 7);
	memcpy(moved_buf, h.state, h.r->state_size(4, p));
	memset(state_buf, 0x5A, sizeof(state_buf));
	h.state = moved_buf;
	RUN(&h, 2, 1, 4, 8, 9, 7, 10);
	CHECK(strcmp(queues(&h), "A1in[10 9] Am[1 7] A1out[8 2]") == 0, "moved state: %s", queues(&h));
	CHECK(strcmp(h.trace, "MMMMMMMMMHMMMMM") == 0, "moved state trace %s", h.trace);

	/* CAR's two ghost hashes and CLOCK-Pro's one are found by offsets too */
	{
		const char *policy[] = {"car", "clockpro"};
		const char *end[] = {"T1[12 11] T2[4 2] B1[10 9] B2[5 8]", "hot[6] cold[9 4 5] nonresident[8 7]"};
		double		q[][EVICTOR_MAX_PARAMS] = {{0}, {0.25}};

		for (int i = 0; i < 2; i++)
		{
			host_init(&h, policy[i], 4, false, q[i]);
			if (i == 0)
				RUN(&h, 1, 2, 3, 4, 1, 2, 5, 6, 3, 4, 7);
			else
				RUN(&h, 1, 2, 3, 4, 1, 2, 5, 4);
			memcpy(moved_buf, h.state, h.r->state_size(4, q[i]));
			memset(state_buf, 0x5A, sizeof(state_buf));
			h.state = moved_buf;
			if (i == 0)
				RUN(&h, 8, 7, 8, 9, 5, 2, 10, 4, 11, 12);
			else
				RUN(&h, 6, 7, 8, 6, 9);
			CHECK(strcmp(queues(&h), end[i]) == 0, "moved %s state: %s", policy[i], queues(&h));
		}
	}
}

/* ---- the table ---- */

static void
test_table(void)
{
	const char *builtin[] = {"clocksweep", "hotcool", "secondchance"};
	const char *framework[] = {"sieve", "twoq", "s3fifo", "car", "clockpro", "lru", "arc", "lru2", "wtinylfu", "lirs"};

	for (int i = 0; i < 3; i++)
	{
		const EvictorRoutine *r = evictor_routine_by_name(builtin[i]);

		CHECK(r != NULL && r->builtin == i && r->victim == NULL && r->on_load == NULL,
			  "%s: a sweep.h rule, no callbacks", builtin[i]);
	}
	for (int i = 0; i < (int) (sizeof(framework) / sizeof(framework[0])); i++)
	{
		const EvictorRoutine *r = evictor_routine_by_name(framework[i]);

		CHECK(r != NULL && r->builtin == -1 && r->victim && r->on_load && r->on_free &&
			  r->init && r->state_size && r->report && r->list_queue,
			  "%s: every callback", framework[i]);
		if (r != NULL && r->state_size)
			CHECK(r->state_size(1000, r->param_defaults) % 8 == 0 &&
				  r->state_size(1000, r->param_defaults) > r->state_size(100, r->param_defaults),
				  "%s: size aligned and growing with frames", framework[i]);
		for (int k = 0; r != NULL && k < r->nparams; k++)
			CHECK(r->param_defaults[k] >= r->param_min[k] && r->param_defaults[k] <= r->param_max[k],
				  "%s: default of %s in range", framework[i], r->param_names[k]);
	}
	CHECK(evictor_routine_by_name("sieve2") == NULL && evictor_routine_by_name("siev") == NULL,
		  "an unknown name is NULL");
	for (int i = 0; i < (int) (sizeof(framework) / sizeof(framework[0])); i++)
	{
		const EvictorRoutine *r = evictor_routine_by_name(framework[i]);
		bool		hits = strcmp(framework[i], "lru") == 0 || strcmp(framework[i], "arc") == 0 ||
			strcmp(framework[i], "lru2") == 0 || strcmp(framework[i], "wtinylfu") == 0 ||
			strcmp(framework[i], "lirs") == 0;

		CHECK(r != NULL && (r->on_hit != NULL) == hits && (r->on_miss == NULL || hits),
			  "%s: %s", framework[i], hits ? "sees hits" : "reads u, no hit callback");
	}
	CHECK(evictor_nroutines == 13, "13 policies, not %d", evictor_nroutines);
}

int
main(void)
{
	const char *policies[] = {"sieve", "twoq", "s3fifo", "car", "clockpro", "lru", "arc", "lru2", "wtinylfu", "lirs"};

	/* a planted fault may crash: what failed before it is printed */
	setvbuf(stdout, NULL, _IOLBF, 0);
	test_table();
	for (int cas = 0; cas <= 1; cas++)
	{
		test_sieve_trace(cas);
		test_twoq_trace(cas);
		test_twoq_a1in_hits(cas);
		test_s3fifo_trace(cas);
		test_car_trace(cas);
		test_clockpro_trace(cas);
		test_lru_trace(cas);
		test_arc_trace(cas);
		test_lru2_trace(cas);
		test_wtinylfu_trace(cas);
		test_lirs_trace(cas);
		test_lirs_unheld(cas);
		test_clockpro_test_hand(cas);
		test_clockpro_reference(cas);
		test_pinned_fallback(cas);
		test_reuse_distance(cas);
		test_restore(cas);
		for (int i = 0; i < (int) (sizeof(policies) / sizeof(policies[0])); i++)
		{
			test_pinned(policies[i], cas);
			test_on_free(policies[i], cas);
			test_random(policies[i], cas);
		}
	}
	test_s3fifo_defaults();
	test_cas_redecide();
	test_adopt();
	test_position_independent();

	printf("test_framework: %d passed, %d failed\n", passed, failed);
	return failed > 0;
}
