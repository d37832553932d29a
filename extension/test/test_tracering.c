/*
 * Unit tests of tracering.h: a claim counts a loss only when the ring is
 * full, whatever drains happen between its reads of the head and the tail.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "check.h"

typedef struct
{
	uint64_t	v;
} Cell;

static Cell head,
			tail;

/* run once, just before the claim's next read of the tail */
static void (*before_tail) (void);

static uint64_t
read_cell(Cell *c)
{
	if (c == &tail && before_tail != NULL)
	{
		void		(*hook) (void) = before_tail;

		before_tail = NULL;
		hook();
	}
	return c->v;
}

static bool
cas_cell(Cell *c, uint64_t *expected, uint64_t new)
{
	if (c->v != *expected)
	{
		*expected = c->v;
		return false;
	}
	c->v = new;
	return true;
}

#define TR_U64 Cell
#define TR_READ(p) read_cell(p)
#define TR_CAS(p, e, n) cas_cell(p, e, n)
#include "tracering.h"

#define MASK 7					/* 8 slots */

/* other backends claim 3 slots and the writer drains them all */
static void
others_claim_and_drain(void)
{
	head.v += 3;
	tail.v = head.v;
}

/* others fill the ring */
static void
others_fill(void)
{
	head.v = tail.v + MASK + 1;
}

int
main(void)
{
	uint64_t	seq = 0,
				used = 0;
	bool		ok;

	/* an empty ring */
	head.v = tail.v = 100;
	ok = tracering_claim(&head, &tail, MASK, &seq, &used);
	CHECK(ok && seq == 100 && used == 0 && head.v == 101,
		  "empty: ok %d seq %lu used %lu", ok, (unsigned long) seq, (unsigned long) used);

	/* a full ring: lost */
	head.v = 108;
	tail.v = 100;
	ok = tracering_claim(&head, &tail, MASK, &seq, &used);
	CHECK(!ok && head.v == 108, "a full ring: claimed (head %lu)", (unsigned long) head.v);

	/* one slot free */
	tail.v = 101;
	ok = tracering_claim(&head, &tail, MASK, &seq, &used);
	CHECK(ok && seq == 108 && used == 7, "one free slot: ok %d seq %lu used %lu",
		  ok, (unsigned long) seq, (unsigned long) used);

	/*
	 * The order: the head read, then others claim and the writer
	 * drains past it before the tail is read.  head - tail wraps; the ring
	 * is empty, the access must be claimed, not lost.
	 */
	head.v = tail.v = 200;
	before_tail = others_claim_and_drain;
	ok = tracering_claim(&head, &tail, MASK, &seq, &used);
	CHECK(ok && seq == 203 && used == 0 && head.v == 204,
		  "a drain between the reads: ok %d seq %lu used %lu",
		  ok, (unsigned long) seq, (unsigned long) used);

	/* the same with a ring nearly full after the drain: claimed */
	head.v = tail.v = 300;
	before_tail = others_claim_and_drain;
	ok = tracering_claim(&head, &tail, MASK, &seq, &used);
	CHECK(ok && seq == 303, "a drain, then a claim: ok %d seq %lu", ok, (unsigned long) seq);

	/* others fill the ring between the reads: lost, and nothing claimed */
	head.v = tail.v = 400;
	before_tail = others_fill;
	ok = tracering_claim(&head, &tail, MASK, &seq, &used);
	CHECK(!ok && head.v == 408, "filled between the reads: ok %d head %lu",
		  ok, (unsigned long) head.v);

	/* a failed compare-and-swap with the ring then full: lost */
	head.v = 507;
	tail.v = 500;
	{
		uint64_t	h = 506;	/* as a claim that read the head before */
		uint64_t	u = h - tail.v;

		CHECK(u <= MASK && !cas_cell(&head, &h, h + 1) && h == 507,
			  "the stale compare-and-swap fails");
		head.v = 508;
		ok = tracering_claim(&head, &tail, MASK, &seq, &used);
		CHECK(!ok, "a full ring after a lost race: claimed");
	}

	printf("test_tracering: %d passed, %d failed\n", passed, failed);
	return failed != 0;
}
