/*-------------------------------------------------------------------------
 *
 * clockpro.c
 *	  CLOCK-Pro: Song Jiang, Feng Chen and Xiaodong Zhang, "CLOCK-Pro: An
 *	  Effective Improvement of the CLOCK Replacement", USENIX ATC 2005.
 *
 * One clock of every page the policy knows: resident hot pages, resident
 * cold pages, and non-resident cold pages (the keys of cold pages evicted
 * in their test period, no frame).  A cold page's test period starts when
 * it is loaded (or, here, found referenced outside one); a reference during
 * it makes the page hot.  New pages go to the list head, just behind
 * HAND_hot; the three hands move forward, from older to newer, and wrap.
 *
 * HAND_cold (the victim search): at a resident cold page, unreferenced: it
 * is the victim, and stays as a non-resident page if in its test period;
 * referenced in its test period: it turns hot (m_c + 1), goes to the head,
 * and HAND_hot runs; referenced outside one: it goes to the head.  Both
 * clear the bit.  Hot and non-resident pages are passed, all at once: a
 * second list, a ring of the resident cold pages in clock order, takes
 * HAND_cold from one to the next (the visits and the hand's place in the
 * clock are those of stepping one entry at a time; cp_cold_ahead).
 *
 * HAND_hot (while |hot| > m - m_c): at a hot page, referenced: the bit is
 * cleared, it stays hot; unreferenced: it turns cold (out of test).  At a
 * cold page it ends its test period (m_c - 1), and removes it if it is
 * non-resident.
 *
 * HAND_test (once when a new cold page brings the cold pages, resident and
 * not, above m_c + m; and as often as it takes to keep the non-resident
 * pages at m or fewer): at a cold page in its test period, it ends the test
 * period (m_c - 1), and removes the page if it is non-resident.  It reads
 * no reference bit.
 *
 * A miss on a non-resident page in its test period (its key found) loads
 * it hot at the head (m_c + 1); any other miss loads the page cold, in its
 * test period, at the head.  m_c, the target of resident cold pages, is
 * adapted as the paper's adaptive version says: + 1 for a cold page
 * re-referenced in its test period (resident or not), - 1 for one whose test
 * period ends without (HAND_test or HAND_hot ends it), within [1, m].
 * Neither hand reads the bit of a resident cold page whose test period it
 * ends, as in the paper: a reference it had is found later by HAND_cold,
 * outside the test period.
 *
 * Parameters: cold = 1.0, the starting m_c as a fraction of the frames (the
 * paper gives no starting value; 1.0 is libCacheSim's init-ratio-cold).
 *
 * Reference bit from the usage count: referenced iff u >= 2 (pinned again
 * since load or since a hand last cleared it); clearing sets u = 1.  A page
 * just loaded (u = 1) is unreferenced, as the paper's new page.
 *
 * Departures from the paper:
 * - The bit is PostgreSQL's usage count, set per pin by PinBuffer; any u
 *   from 2 to 5 is one "referenced", one visit clears it to 1.  A u of 0
 *   (left by another policy before a reload) counts as unreferenced.
 * - A resident cold page found referenced outside its test period starts a
 *   new one at the head: the paper defines a test period as starting at an
 *   access, and its HAND_cold says only "no status change" (an
 *   interpretation, not the paper's words).
 * - HAND_hot runs while |hot| > m - m_c and stops as soon as that holds (the
 *   adaptive version's hand speeds), not "until it demotes one hot page and
 *   reaches the next".  After a miss on a non-resident page (on_load, where
 *   no header can be read) its run is deferred to the start of the next
 *   victim search.
 * - m_c stays within [1, m] (the paper gives no bounds).
 * - Pinned frames cannot be evicted: HAND_cold and HAND_hot pass them
 *   untouched.  If every resident cold page is pinned, HAND_hot demotes the
 *   next unreferenced hot page to give HAND_cold one more; both wholly
 *   pinned returns -1.  A run of HAND_hot over wholly pinned hot pages
 *   stops, leaving |hot| above m - m_c until a later run.
 * - The victim stays in the clock, pinned, until on_load gives its frame
 *   the new page (routine.h, Protocol); only then does it become
 *   non-resident.  A ring's hot frame reused (on_load without victim())
 *   leaves without a non-resident entry, as does every frame the server
 *   invalidates (on_free).
 * - Non-resident pages are exact 64-bit keys in a hash, at most m of them:
 *   a victim that would make the m + 1st first has HAND_test run until one
 *   leaves (the paper runs it once the count exceeds m).
 *
 * Serialised: the whole miss path (the clock, three hands, m_c, the hash of
 * non-resident keys, the ring of resident cold pages), under the host's one
 * lock per instance (routine.h).
 *
 *-------------------------------------------------------------------------
 */
#include "routine.h"
#include "qlist.h"

enum
{
	CP_NONE = 0,				/* entry unused */
	CP_HOT,
	CP_COLD,
	CP_NONRES					/* non-resident cold page in its test period */
};

enum
{
	P_COLD
};

/*
 * Entries 0 .. m - 1 are the frames', m .. 2m - 1 the non-resident pages'
 * (free ones chained through next).  The clock is circular through
 * next (forward: older to newer, the hands' direction) and prev.
 */
typedef struct CpEntry
{
	uint64_t	key;
	uint32_t	prev;
	uint32_t	next;
	uint32_t	hnext;			/* non-resident hash chain */
	uint8_t		status;
	uint8_t		test;			/* a cold page in its test period */
	uint16_t	pad;
} CpEntry;

typedef struct ClockProState
{
	uint32_t	nframes;		/* m */
	uint32_t	nbuckets;		/* a power of two >= m */
	uint32_t	mc;				/* m_c */
	uint32_t	hot;
	uint32_t	cold;			/* resident */
	uint32_t	nonres;
	uint32_t	hand_hot;		/* EVQ_NIL: the clock is empty */
	uint32_t	hand_cold;		/* EVQ_NIL: at HAND_hot */
	uint32_t	hand_test;		/* EVQ_NIL: at HAND_hot */
	uint32_t	free;			/* unused non-resident entries */
	uint32_t	hot_pending;	/* HAND_hot owed from on_load */
	uint32_t	hot_next;		/* first resident cold page at or after HAND_hot */
	uint32_t	cold_next;		/* first resident cold page at or after HAND_cold */
	uint32_t	hot_ahead;		/* ahead of HAND_cold in a gap (cp_cold_ahead) */
	uint32_t	pad;
	uint64_t	buckets_off;
	uint64_t	ring_off;
	uint64_t	promoted_cold;	/* cold resident, referenced in test */
	uint64_t	promoted_nonres;	/* non-resident hit */
	uint64_t	demoted;		/* by HAND_hot */
	uint64_t	hot_spared;		/* referenced hot pages HAND_hot passed */
	uint64_t	test_expired;	/* test periods ended without a reference */
	uint64_t	nonres_dropped; /* non-resident pages removed */
	uint64_t	victims;
	CpEntry		e[];
} ClockProState;

/*
 * The resident cold pages, a second circular list in clock order (frames
 * only): HAND_cold goes from one to the next without stepping past the
 * hot and non-resident entries between them.
 */
typedef struct CpLink
{
	uint32_t	prev;
	uint32_t	next;
} CpLink;

#define CP_BUCKETS(st) ((uint32_t *) ((char *) (st) + (st)->buckets_off))
#define CP_RING(st) ((CpLink *) ((char *) (st) + (st)->ring_off))

static size_t
cp_fixed(uint32_t nframes)
{
	return evg_align(offsetof(ClockProState, e) + sizeof(CpEntry) * 2 * (size_t) nframes);
}

static size_t
cp_buckets_size(uint32_t nframes)
{
	return evg_align(sizeof(uint32_t) * (size_t) evg_nbuckets(nframes));
}

static size_t
cp_state_size(uint32_t nframes, const double *params)
{
	(void) params;
	return cp_fixed(nframes) + cp_buckets_size(nframes) + evg_align(sizeof(CpLink) * (size_t) nframes);
}

static void
cp_init(void *state, uint32_t nframes, const double *params)
{
	ClockProState *st = state;
	uint32_t   *b;
	double		mc = params[P_COLD] * nframes;

	st->nframes = nframes;
	st->nbuckets = evg_nbuckets(nframes);
	st->mc = mc < 1 ? 1 : mc > nframes ? nframes : (uint32_t) mc;
	st->hot = st->cold = st->nonres = 0;
	st->hand_hot = st->hand_cold = st->hand_test = EVQ_NIL;
	st->hot_pending = 0;
	st->hot_next = st->cold_next = EVQ_NIL;
	st->hot_ahead = 0;
	st->pad = 0;
	st->buckets_off = cp_fixed(nframes);
	st->ring_off = st->buckets_off + cp_buckets_size(nframes);
	st->promoted_cold = st->promoted_nonres = st->demoted = st->hot_spared = 0;
	st->test_expired = st->nonres_dropped = st->victims = 0;
	for (uint32_t i = 0; i < 2 * nframes; i++)
	{
		st->e[i].status = CP_NONE;
		st->e[i].test = 0;
		st->e[i].prev = st->e[i].hnext = EVQ_NIL;
		st->e[i].next = i >= nframes && i + 1 < 2 * nframes ? i + 1 : EVQ_NIL;
	}
	st->free = nframes > 0 ? nframes : EVQ_NIL;
	b = CP_BUCKETS(st);
	for (uint32_t i = 0; i < st->nbuckets; i++)
		b[i] = EVQ_NIL;
}

/* ---- the clock ---- */

/* at the list head: just behind HAND_hot */
static void
cp_insert_head(ClockProState *st, uint32_t i)
{
	CpEntry    *e = st->e;

	if (st->hand_hot == EVQ_NIL)
	{
		e[i].prev = e[i].next = i;
		st->hand_hot = i;
		return;
	}
	e[i].next = st->hand_hot;
	e[i].prev = e[st->hand_hot].prev;
	e[e[i].prev].next = i;
	e[st->hand_hot].prev = i;
}

/*
 * Out of the clock; a hand on it moves to the next entry.  Not a resident
 * cold page (cp_cold_remove first): the hands keep their order (see
 * cp_cold_ahead).
 */
static void
cp_unlink(ClockProState *st, uint32_t i)
{
	CpEntry    *e = st->e;
	uint32_t	next = e[i].next;

	if (next == i)
	{
		st->hand_hot = st->hand_cold = st->hand_test = EVQ_NIL;
		st->hot_next = st->cold_next = EVQ_NIL;
		return;
	}
	e[e[i].prev].next = next;
	e[next].prev = e[i].prev;
	if (st->hand_hot == i)
		st->hand_hot = next;
	if (st->hand_cold == i)
		st->hand_cold = next;
	if (st->hand_test == i)
		st->hand_test = next;
}

/* to the head (a hand on it passes it) */
static void
cp_move_head(ClockProState *st, uint32_t i)
{
	cp_unlink(st, i);
	cp_insert_head(st, i);
}

/*
 * The ring of resident cold pages, and each hand's place in it.
 *
 * cold_next is the first resident cold page at or after HAND_cold (EVQ_NIL
 * while HAND_cold is), hot_next that of HAND_hot.  Call a resident cold
 * page and the hot and non-resident entries just before it a gap.  A page
 * turns resident cold only just behind HAND_hot (loaded or moved to the
 * head, or demoted as HAND_hot passes it), and HAND_cold then visits it
 * before cold_next iff HAND_hot is strictly ahead of HAND_cold in the gap
 * of cold_next: the one thing the ring alone cannot tell.  hot_ahead is
 * the hands' order in a gap they share.  It is kept wherever it can
 * change: HAND_hot passing HAND_cold, HAND_cold leaving the page it
 * visited (a gap's start), HAND_hot passing a resident cold page or a page
 * turning cold behind it (HAND_hot then starts a gap), and two gaps joining
 * (cp_cold_remove).  Unlinking a hot or non-resident entry moves a hand on
 * it one entry on, within its gap: at most the hands meet.
 */
static bool
cp_cold_ahead(const ClockProState *st)
{
	return st->hand_cold != EVQ_NIL && st->hand_cold != st->hand_hot &&
		st->hand_cold != st->cold_next && st->cold_next == st->hot_next &&
		st->hot_ahead;
}

/* i becomes a resident cold page, just behind HAND_hot */
static void
cp_cold_add(ClockProState *st, uint32_t i)
{
	CpLink	   *r = CP_RING(st);
	uint32_t	n = st->hot_next;

	if (n == EVQ_NIL)
	{
		r[i].prev = r[i].next = i;
		st->hot_next = i;
		if (st->hand_cold != EVQ_NIL)
			st->cold_next = i;
	}
	else
	{
		if (cp_cold_ahead(st))
			st->cold_next = i;
		r[i].next = n;
		r[i].prev = r[n].prev;
		r[r[i].prev].next = i;
		r[n].prev = i;
	}
	/* HAND_hot now starts the gap after i: not ahead of a hand in it */
	st->hot_ahead = 0;
}

/* i stops being a resident cold page, still in its place in the clock */
static void
cp_cold_remove(ClockProState *st, uint32_t i)
{
	CpLink	   *r = CP_RING(st);
	uint32_t	n = r[i].next;

	if (n == i)
	{
		st->hot_next = st->cold_next = EVQ_NIL;
		st->hot_ahead = 0;
		return;
	}
	/* the gap ending at i joins the next one: the hands' order in it */
	if (st->cold_next == i && st->hot_next == n)
		st->hot_ahead = 1;
	else if (st->hot_next == i && st->cold_next == n)
		st->hot_ahead = 0;
	if (st->cold_next == i)
		st->cold_next = n;
	if (st->hot_next == i)
		st->hot_next = n;
	r[r[i].prev].next = n;
	r[n].prev = r[i].prev;
}

/* HAND_hot passes i, the entry it is on */
static void
cp_hot_step(ClockProState *st, uint32_t i)
{
	if (i == st->hot_next)
	{
		/* a resident cold page: HAND_hot starts the next gap */
		st->hot_next = CP_RING(st)[i].next;
		st->hot_ahead = 0;
	}
	else if (i == st->hand_cold)
		st->hot_ahead = 1;
	st->hand_hot = st->e[i].next;
}

static uint32_t
cp_bucket(const ClockProState *st, uint64_t key)
{
	return (uint32_t) ((key * UINT64_C(0x9E3779B97F4A7C15)) >> 32) & (st->nbuckets - 1);
}

static uint32_t
cp_find_nonres(ClockProState *st, uint64_t key)
{
	for (uint32_t i = CP_BUCKETS(st)[cp_bucket(st, key)]; i != EVQ_NIL; i = st->e[i].hnext)
		if (st->e[i].key == key)
			return i;
	return EVQ_NIL;
}

/* a non-resident page leaves the clock and the hash */
static void
cp_drop_nonres(ClockProState *st, uint32_t i)
{
	uint32_t   *link = &CP_BUCKETS(st)[cp_bucket(st, st->e[i].key)];

	while (*link != i)
		link = &st->e[*link].hnext;
	*link = st->e[i].hnext;
	cp_unlink(st, i);
	st->e[i].status = CP_NONE;
	st->e[i].next = st->free;
	st->free = i;
	st->nonres--;
}

/* a test period ends without a reference: m_c - 1 */
static void
cp_end_test(ClockProState *st, uint32_t i)
{
	st->test_expired++;
	if (st->mc > 1)
		st->mc--;
	st->e[i].test = 0;
	if (st->e[i].status == CP_NONRES)
	{
		st->nonres_dropped++;
		cp_drop_nonres(st, i);
	}
}

static void
cp_mc_up(ClockProState *st)
{
	if (st->mc < st->nframes)
		st->mc++;
}

/*
 * HAND_test: to the next cold page in its test period, which it ends;
 * false if there is none
 */
static bool
cp_hand_test(ClockProState *st)
{
	uint32_t	n = st->hot + st->cold + st->nonres;
	uint32_t	i;

	if (st->hand_hot == EVQ_NIL)
		return false;
	if (st->hand_test == EVQ_NIL)
		st->hand_test = st->hand_hot;
	for (uint32_t k = 0; k < n; k++)
	{
		i = st->hand_test;
		st->hand_test = st->e[i].next;
		if (st->e[i].status != CP_HOT && st->e[i].test)
		{
			cp_end_test(st, i);
			return true;
		}
	}
	return false;
}

/* ---- the visits ---- */

/* HAND_cold and HAND_hot: referenced (u >= 2) is kept with its bit cleared */
static uint32_t
cp_cold_rule(const void *ctx, uint32_t u)
{
	(void) ctx;
	return u >= 2 ? 1 : EVICTOR_CLAIM;
}

/* HAND_hot never claims: a referenced page is cleared, another left as is */
static uint32_t
cp_hot_rule(const void *ctx, uint32_t u)
{
	(void) ctx;
	return u >= 2 ? 1 : u;
}

/*
 * HAND_hot while |hot| > m - m_c, or (force) until one hot page is
 * demoted; returns whether one was
 */
static bool
cp_hand_hot(ClockProState *st, const EvictorHost *host, bool force)
{
	uint32_t	pinned = 0;		/* hot pages seen pinned in a row */
	bool		demoted = false;

	while (st->hand_hot != EVQ_NIL && st->hot > 0 && pinned < st->hot &&
		   (force ? !demoted : st->hot > st->nframes - st->mc))
	{
		uint32_t	i = st->hand_hot;
		EvictorFrameState s;
		uint32_t	u;

		cp_hot_step(st, i);
		if (st->e[i].status != CP_HOT)
		{
			/* cold: its test period ends, and a non-resident page goes */
			if (st->e[i].test)
				cp_end_test(st, i);
			continue;
		}
		if (evictor_visit(host, i, cp_hot_rule, NULL, &s, &u) == EVICTOR_VISIT_PINNED)
		{
			pinned++;
			continue;
		}
		pinned = 0;
		if (u >= 2)
		{
			st->hot_spared++;
			continue;
		}
		st->e[i].status = CP_COLD;
		st->e[i].test = 0;
		cp_cold_add(st, i);
		st->hot--;
		st->cold++;
		st->demoted++;
		demoted = true;
	}
	return demoted;
}

static int64_t
cp_victim(void *state, const EvictorHost *host, EvictorFrameState *claimed)
{
	ClockProState *st = state;
	uint32_t	pinned = 0;		/* resident cold pages seen pinned in a row */

	/* HAND_hot's run owed by a non-resident hit */
	if (st->hot_pending)
	{
		st->hot_pending = 0;
		cp_hand_hot(st, host, false);
	}
	for (;;)
	{
		uint32_t	i,
					u;

		if (st->hand_hot == EVQ_NIL)
			return -1;
		if (st->cold == 0 || pinned >= st->cold)
		{
			/* no unpinned resident cold page: HAND_hot gives one */
			if (!cp_hand_hot(st, host, true))
				return -1;
			pinned = 0;
		}
		if (st->hand_cold == EVQ_NIL)
		{
			st->hand_cold = st->hand_hot;
			st->cold_next = st->hot_next;
		}
		/* the hot and non-resident entries before it are passed at once */
		i = st->cold_next;
		st->hand_cold = st->e[i].next;
		st->cold_next = CP_RING(st)[i].next;
		/* HAND_cold starts the gap after i: HAND_hot is not behind it there */
		st->hot_ahead = 1;
		switch (evictor_visit(host, i, cp_cold_rule, NULL, claimed, &u))
		{
			case EVICTOR_VISIT_CLAIMED:
				st->victims++;
				return i;
			case EVICTOR_VISIT_PINNED:
				pinned++;
				continue;
			case EVICTOR_VISIT_KEPT:
				break;
		}
		pinned = 0;
		if (st->e[i].test)
		{
			/* referenced in its test period: hot */
			st->promoted_cold++;
			cp_mc_up(st);
			cp_cold_remove(st, i);
			st->e[i].status = CP_HOT;
			st->e[i].test = 0;
			st->cold--;
			st->hot++;
			cp_move_head(st, i);
			cp_hand_hot(st, host, false);
		}
		else
		{
			/* referenced after its test period: a new one, at the head */
			st->e[i].test = 1;
			cp_cold_remove(st, i);
			cp_move_head(st, i);
			cp_cold_add(st, i);
		}
	}
}

static void
cp_on_free(void *state, uint32_t id)
{
	ClockProState *st = state;

	if (st->e[id].status == CP_NONE)
		return;
	if (st->e[id].status == CP_HOT)
		st->hot--;
	else
	{
		cp_cold_remove(st, id);
		st->cold--;
	}
	cp_unlink(st, id);
	st->e[id].status = CP_NONE;
	st->e[id].test = 0;
}

static void
cp_on_load(void *state, uint32_t id, uint64_t key)
{
	ClockProState *st = state;
	CpEntry    *e = st->e;
	uint32_t	g;

	/* the victim's page: a cold page in its test period stays non-resident */
	if (e[id].status == CP_COLD && e[id].test)
	{
		while (st->nonres >= st->nframes && cp_hand_test(st))
			;
	}
	if (e[id].status == CP_COLD && e[id].test && st->free != EVQ_NIL)
	{
		uint32_t   *b = &CP_BUCKETS(st)[cp_bucket(st, e[id].key)];

		cp_cold_remove(st, id);
		g = st->free;
		st->free = e[g].next;
		e[g].key = e[id].key;
		e[g].status = CP_NONRES;
		e[g].test = 1;
		e[g].hnext = *b;
		*b = g;
		/* in the victim's place in the clock, hands and all */
		if (e[id].next == id)
			e[g].prev = e[g].next = g;
		else
		{
			e[g].prev = e[id].prev;
			e[g].next = e[id].next;
			e[e[g].prev].next = g;
			e[e[g].next].prev = g;
		}
		if (st->hand_hot == id)
			st->hand_hot = g;
		if (st->hand_cold == id)
			st->hand_cold = g;
		if (st->hand_test == id)
			st->hand_test = g;
		st->nonres++;
		st->cold--;
		e[id].status = CP_NONE;
		e[id].test = 0;
	}
	else
		cp_on_free(state, id);

	e[id].key = key;
	if ((g = cp_find_nonres(st, key)) != EVQ_NIL)
	{
		/* re-referenced in its test period: hot, at the head */
		st->promoted_nonres++;
		cp_mc_up(st);
		cp_drop_nonres(st, g);
		e[id].status = CP_HOT;
		e[id].test = 0;
		st->hot++;
		cp_insert_head(st, id);
		if (st->hot > st->nframes - st->mc)
			st->hot_pending = 1;
		return;
	}
	e[id].status = CP_COLD;
	e[id].test = 1;
	st->cold++;
	cp_insert_head(st, id);
	cp_cold_add(st, id);
	/* one run, as the paper says: each test it ends lowers m_c + m too */
	if (st->cold + st->nonres > st->mc + st->nframes)
		cp_hand_test(st);
}

static void
cp_report(const void *state, EvictorReportFn emit, void *arg)
{
	const ClockProState *st = state;

	emit(arg, "m_c", st->mc);
	emit(arg, "hot", st->hot);
	emit(arg, "cold", st->cold);
	emit(arg, "nonresident", st->nonres);
	emit(arg, "promotions", (double) (st->promoted_cold + st->promoted_nonres));
	emit(arg, "promotions_resident", (double) st->promoted_cold);
	emit(arg, "promotions_nonresident", (double) st->promoted_nonres);
	emit(arg, "ghost_hits", (double) st->promoted_nonres);
	emit(arg, "demotions", (double) st->demoted);
	emit(arg, "hot_spared", (double) st->hot_spared);
	emit(arg, "tests_expired", (double) st->test_expired);
	emit(arg, "nonresident_dropped", (double) st->nonres_dropped);
	emit(arg, "victims", (double) st->victims);
}

/*
 * Queues by status (hot, cold, non-resident), each newest first: from the
 * head (just behind HAND_hot) backwards to HAND_hot
 */
static uint32_t
cp_list_queue(const void *state, int q, uint32_t *ids, uint64_t *keys, uint32_t max)
{
	const ClockProState *st = state;
	uint8_t		want = q == 0 ? CP_HOT : q == 1 ? CP_COLD : CP_NONRES;
	uint32_t	total = st->hot + st->cold + st->nonres;
	uint32_t	n = 0;
	uint32_t	i;

	if (q < 0 || q > 2 || st->hand_hot == EVQ_NIL)
		return 0;
	i = st->e[st->hand_hot].prev;
	/* bounded by the count: a broken clock shows as count + 1, not a hang */
	for (uint32_t k = 0; k <= total; k++, i = st->e[i].prev)
	{
		if (st->e[i].status == want)
		{
			if (q == 2 && keys != NULL && n < max)
				keys[n] = st->e[i].key;
			else if (q != 2 && ids != NULL && n < max)
				ids[n] = i;
			n++;
		}
		if (i == st->hand_hot)
			break;
	}
	return n;
}

const EvictorRoutine evictor_clockpro_routine = {
	.name = "clockpro",
	.builtin = -1,
	.nparams = 1,
	.param_names = {"cold"},
	.param_defaults = {1.0},
	.param_min = {0.0},
	.param_max = {1.0},
	.state_size = cp_state_size,
	.init = cp_init,
	.victim = cp_victim,
	.on_load = cp_on_load,
	.on_free = cp_on_free,
	.report = cp_report,
	.nqueues = 3,
	.ghost_mask = 1u << 2,
	.queue_names = {"hot", "cold", "nonresident"},
	.list_queue = cp_list_queue,
};
