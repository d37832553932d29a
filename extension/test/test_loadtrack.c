/*
 * Unit tests of loadtrack.h: bufmgr.c's call orders into the mapping table,
 * case by case and major by major (the cases of the wiring research: a
 * miss, a collision, a victim given up before or after the insert, an
 * extension batch with a collision and a trim, drops, 17+'s
 * pg_buffercache_evict), and the exact events they must give a policy.
 */
#include <stdio.h>
#include <string.h>

#include "loadtrack.h"

#include "check.h"

/* the events, as text: "L3:100" load of key 100 into 3, "F3" free, "H7" hit,
 * "U3" a rename of 3 undone, "E3" 3 left empty by a collision (15) */
typedef struct Log
{
	char		text[512];
} Log;

static void
log_add(Log *log, const char *item)
{
	if (log->text[0] != '\0')
		strcat(log->text, " ");
	strcat(log->text, item);
}

static void
ev_load(void *arg, uint32_t id, uint64_t key)
{
	char		item[32];

	snprintf(item, sizeof(item), "L%u:%llu", id, (unsigned long long) key);
	log_add(arg, item);
}

static void
ev_free(void *arg, uint32_t id)
{
	char		item[32];

	snprintf(item, sizeof(item), "F%u", id);
	log_add(arg, item);
}

static void
ev_hit(void *arg, uint32_t id)
{
	char		item[32];

	snprintf(item, sizeof(item), "H%u", id);
	log_add(arg, item);
}

static void
ev_undo(void *arg, uint32_t id)
{
	char		item[32];

	snprintf(item, sizeof(item), "U%u", id);
	log_add(arg, item);
}

static void
ev_emptied(void *arg, uint32_t id)
{
	char		item[32];

	snprintf(item, sizeof(item), "E%u", id);
	log_add(arg, item);
}

/*
 * Replay a call order written as words: "I3:100" insert of key 100 for
 * frame 3, made while 3 still holds a page, "i3:100" while it holds none,
 * "=7" appended when frame 7 already held the page; "D3:100" delete of key
 * 100 (frame 3's mapping) with 3 unpinned, "d3:100" with 3 pinned; "S3"
 * StrategyFreeBuffer(3).
 */
static void
replay(EvictorLoadTrack *lt, const char *calls, Log *log)
{
	EvictorLoadEvents ev = {log, ev_load, ev_free, ev_hit, ev_undo, ev_emptied};
	char		buf[512];

	strcpy(buf, calls);
	for (char *w = strtok(buf, " "); w != NULL; w = strtok(NULL, " "))
	{
		unsigned	id = 0;
		unsigned long long key = 0;
		long		existing = -1;

		switch (w[0])
		{
			case 'I':
			case 'i':
				if (sscanf(w + 1, "%u:%llu=%ld", &id, &key, &existing) < 3)
					existing = -1;
				evictor_lt_insert(lt, key, id, existing, w[0] == 'I', &ev);
				break;
			case 'D':
			case 'd':
				sscanf(w + 1, "%u:%llu", &id, &key);
				evictor_lt_delete(lt, key, id, w[0] == 'd', &ev);
				break;
			case 'S':
				sscanf(w + 1, "%u", &id);
				evictor_lt_freed(lt, id, &ev);
				break;
		}
	}
}

static void
expect(int major, const char *what, const char *calls, const char *want)
{
	EvictorLoadTrack lt;
	Log			log = {""};

	evictor_lt_init(&lt, evictor_load_order(major));
	replay(&lt, calls, &log);
	CHECK(strcmp(log.text, want) == 0, "%d, %s: [%s] gave [%s], not [%s]",
		  major, what, calls, log.text, want);
}

int
main(void)
{
	/* ---- 15: insert first, the old tag deleted after the rename ---- */
	expect(15, "miss", "I3:100 d3:50", "L3:100");
	expect(15, "miss, victim from the freelist", "i3:100", "L3:100");
	expect(15, "collision: the victim keeps its page", "I3:100=7", "H7");
	expect(15, "collision, then the next miss", "I3:100=7 I4:101 d4:60", "H7 L4:101");
	expect(15, "collision, the victim from the freelist: left empty",
		   "i3:100=7", "H7 E3");
	expect(15, "collision on a free victim, then the next miss takes it",
		   "i3:100=7 i3:101", "H7 E3 L3:101");
	expect(15, "recheck fails after the insert (undo), next victim",
		   "I3:100 d3:100 I5:100 d5:70", "U3 L5:100");
	expect(15, "drop, then StrategyFreeBuffer", "D9:80 S9", "F9");
	expect(15, "drop of the frame just loaded", "I3:100 d3:50 D3:100 S3", "L3:100 F3");
	expect(15, "two misses", "I1:10 d1:5 I2:20 d2:6", "L1:10 L2:20");

	/* ---- 16 to 18: the victim's old tag deleted first ---- */
	for (int major = 16; major <= 18; major++)
	{
		expect(major, "miss", "d3:50 i3:100", "L3:100");
		expect(major, "miss, victim from the freelist", "i3:100", "L3:100");
		expect(major, "collision: the victim evicted, empty, freed",
			   "d3:50 i3:100=7 S3", "H7 F3");
		expect(major, "collision, the victim from the freelist: freed by core",
			   "i3:100=7 S3", "H7 F3");
		expect(major, "extension of 3, a collision and a trim",
			   "d1:11 d2:12 d3:13 i1:101 i2:102=9 S2 S3", "L1:101 H9 F2 F3");
		expect(major, "drop, then StrategyFreeBuffer", "D9:80 S9", "F9");
		expect(major, "drop of the frame just loaded", "d3:50 i3:100 D3:100 S3",
			   "L3:100 F3");
		expect(major, "a drop's free told once, a later free of it again",
			   "D9:80 S9 d4:1 i4:2 S9", "F9 L4:2 F9");
	}
	/* pg_buffercache_evict (17+) tells nothing: the safety net's case */
	expect(17, "pg_buffercache_evict, then a trimmed victim", "d9:80 S9", "F9");

	/* ---- 19: as 16 to 18, without StrategyFreeBuffer ---- */
	expect(19, "miss", "d3:50 i3:100", "L3:100");
	expect(19, "collision", "d3:50 i3:100=7", "H7 F3");
	expect(19, "extension of 3, a collision and a trim (unseen)",
		   "d1:11 d2:12 d3:13 i1:101 i2:102=9", "L1:101 H9 F2");
	expect(19, "drop", "D9:80", "F9");
	expect(19, "drop of the frame just loaded", "d3:50 i3:100 D3:100", "L3:100 F3");

	/* without the optional events: loads and frees only */
	{
		EvictorLoadTrack lt;
		Log			log = {""};
		EvictorLoadEvents ev = {&log, ev_load, ev_free, NULL, NULL, NULL};

		evictor_lt_init(&lt, EVICTOR_ORDER_16);
		evictor_lt_delete(&lt, 50, 3, true, &ev);
		evictor_lt_insert(&lt, 100, 3, 7, false, &ev);
		evictor_lt_init(&lt, EVICTOR_ORDER_15);
		evictor_lt_insert(&lt, 101, 4, -1, true, &ev);
		evictor_lt_delete(&lt, 101, 4, true, &ev);
		evictor_lt_insert(&lt, 102, 5, 7, false, &ev);
		CHECK(strcmp(log.text, "F3") == 0, "no hit, undo or emptied callback: [%s]", log.text);
	}
	/* which frame a delete concerns, known without a search: 15's renames */
	{
		EvictorLoadTrack lt;
		Log			log = {""};
		EvictorLoadEvents ev = {&log, ev_load, ev_free, ev_hit, ev_undo, ev_emptied};

		evictor_lt_init(&lt, EVICTOR_ORDER_15);
		CHECK(evictor_lt_deleting(&lt) == -1, "15, at start: no frame known");
		evictor_lt_insert(&lt, 100, 3, -1, true, &ev);
		CHECK(evictor_lt_deleting(&lt) == 3, "15, after a rename's insert: its victim");
		evictor_lt_delete(&lt, 50, 3, true, &ev);
		CHECK(evictor_lt_deleting(&lt) == -1, "15, after the old tag's delete: none");
		evictor_lt_insert(&lt, 101, 4, -1, true, &ev);
		evictor_lt_delete(&lt, 101, 4, true, &ev);
		CHECK(evictor_lt_deleting(&lt) == -1, "15, after an undo: none");
		evictor_lt_insert(&lt, 102, 5, -1, false, &ev);
		CHECK(evictor_lt_deleting(&lt) == -1, "15, a victim that held no page: none");
		evictor_lt_insert(&lt, 103, 6, 7, true, &ev);
		CHECK(evictor_lt_deleting(&lt) == -1, "15, a collision: none");
		evictor_lt_init(&lt, EVICTOR_ORDER_16);
		evictor_lt_insert(&lt, 104, 8, -1, true, &ev);
		CHECK(evictor_lt_deleting(&lt) == -1, "16: never known");
		CHECK(strcmp(log.text, "L3:100 U4 L5:102 H7 L8:104") == 0,
			  "events beside: [%s]", log.text);
	}
	CHECK(evictor_load_order(15) == EVICTOR_ORDER_15 &&
		  evictor_load_order(16) == EVICTOR_ORDER_16 &&
		  evictor_load_order(18) == EVICTOR_ORDER_16 &&
		  evictor_load_order(19) == EVICTOR_ORDER_19 &&
		  evictor_load_order(20) == EVICTOR_ORDER_19, "majors to call orders");

	printf("test_loadtrack: %d passed, %d failed\n", passed, failed);
	return failed != 0;
}
