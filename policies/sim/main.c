/*-------------------------------------------------------------------------
 *
 * main.c
 *	  evictor-sim: replay a trace (libCacheSim oracleGeneral, or pg_evictor's
 *	  own, format 1 or 2, known by its PGEVTRC magic) through policies at
 *	  sizes, print CSV.  scripts/simulate is the user's front end.
 *
 *	  evictor-sim [--lru-stack] [--max-usage C] [--warmup W] [--time]
 *				  [--no-pins] [--no-lookups] [--no-passes] [--no-searches]
 *				  [--no-frees] [--no-loads] [--release-before-miss] [--no-rings]
 *				  [--partitions K] [--sweep-batch B]
 *				  [--hit-batch N] [--classes FILE] [--end-state FILE]
 *				  [--cold] [--server] P[,P...] N[,N...] TRACE
 *
 *	  --lru-stack: lru-ref's rows come from one stack-distance pass (Mattson)
 *	  instead of one replay per size; the numbers are the same.
 *	  --warmup W: the first W requests are replayed but not counted: the
 *	  rows give the misses of the requests after them (opt starts them from
 *	  the best frames it could hold, opt.c).  A pg_evictor trace's requests
 *	  are its hits, misses and extends, not its release records.
 *	  --time: each replay's time and requests per second, on stderr (the
 *	  trace is read once before, not counted).
 *	  A pg_evictor trace only (replay.c): --no-pins, --no-rings turn off
 *	  the backends' pins and the buffer rings; --no-lookups: a miss's
 *	  lookup record ignored (its backend lets go at the miss's record, as
 *	  in a trace without them); --no-passes: the pinned pages the server's
 *	  searches passed (kind 10) ignored; --no-searches: a miss searched
 *	  at its record, not at its search record (kind 11); --no-frees: freed
 *	  records (kind 12) ignored; --no-loads: on 15 a framework policy
 *	  hears a load at the miss's record, not at its loaded record (kind 13,
 *	  just after it), and from 16 on an extension's at the extend's record,
 *	  not its loaded record (just before it); --release-before-miss: a backend lets go of
 *	  its page at once when its next access misses; --partitions K, --sweep-batch
 *	  B as pg_evictor.partitions and pg_evictor.sweep_batch (B > 1: the stock
 *	  arm only, as in the server); --server adds a row `server`, the
 *	  trace's own misses after the warm-up, at the traced shared_buffers.
 *	  --hit-batch N (0 to 256) as pg_evictor.hit_batch: a policy that hears
 *	  hits hears them through each backend's queue of N (replay.c); what
 *	  the queues did goes to stderr.
 *	  A trace that begins with the pool (format 2's kinds 5 and 6) replays
 *	  from it at the traced shared_buffers (at other sizes, with a note on
 *	  stderr, and with --cold: every frame free).
 *	  --classes FILE: one byte per object of the trace, in the order the
 *	  trace first names them (a pg_evictor trace: its resident and request
 *	  records; oracleGeneral: its requests), each a class 0 to
 *	  SIM_MAX_CLASSES - 1; each row then adds columns misses.0 .. misses.K-1
 *	  (K: the largest class + 1), its counted misses by class (not with
 *	  --lru-stack, which counts by size, not by request).
 *	  --end-state FILE (a pg_evictor trace, one policy the server has, one
 *	  size): the replay's pool at the end of the trace, a CSV line per
 *	  frame holding a page: frame, the page's key (keyhash.h), its usage
 *	  count and pins, to compare with the pool a trace started just after
 *	  begins with.
 *	  lru-ref, opt and fifo replay the requests alone, as for oracleGeneral:
 *	  no pins, no rings, one pool, cold, whatever the options.
 *
 *	  Exit status: 0, or 2 with a message on stderr for a bad argument or
 *	  trace, 1 if memory ran out.
 *
 *-------------------------------------------------------------------------
 */
/* clock_gettime */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "hitqueue.h"
#include "partition.h"
#include "policy.h"
#include "sim.h"

#define MAX_LIST 1024

static void
usage(FILE *out)
{
	fprintf(out, "usage: evictor-sim [--lru-stack] [--max-usage C] [--warmup W] [--time] [--no-pins] [--no-lookups] [--no-passes] [--no-searches] [--no-frees] [--no-loads] [--release-before-miss] [--no-rings] [--partitions K] [--sweep-batch B] [--hit-batch N] [--classes FILE] [--end-state FILE] [--cold] [--server] POLICY[,POLICY...] FRAMES[,FRAMES...] TRACE\npolicies:\n");
	for (const SimPolicy *p = sim_policy_list(); p->name; p++)
		fprintf(out, "  %-14s %s\n", p->name, p->what);
}

/* split a comma list in place; count of items, -1 if too many or empty */
static int
split(char *s, char **items)
{
	int			n = 0;

	for (char *tok = strtok(s, ","); tok; tok = strtok(NULL, ","))
	{
		if (n == MAX_LIST)
			return -1;
		items[n++] = tok;
	}
	return n ? n : -1;
}

static int
parse_u32(const char *s, uint32_t *v)
{
	char	   *end;
	unsigned long long x;

	if (*s < '0' || *s > '9')
		return -1;
	errno = 0;
	x = strtoull(s, &end, 10);
	if (errno || *end || x > UINT32_MAX)
		return -1;
	*v = (uint32_t) x;
	return 0;
}

/*
 * --classes: the file's bytes, each checked; NULL with a message in err.
 * *n its length, *k the largest class + 1.
 */
static uint8_t *
read_classes(const char *path, uint64_t *n, int *k, char *err, size_t errlen)
{
	FILE	   *f = fopen(path, "rb");
	uint8_t    *c = NULL;
	long		len;

	if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (len = ftell(f)) < 0 ||
		fseek(f, 0, SEEK_SET) != 0)
	{
		snprintf(err, errlen, "--classes %s: %s", path, strerror(errno));
		goto done;
	}
	if ((c = malloc(len > 0 ? (size_t) len : 1)) == NULL)
	{
		snprintf(err, errlen, "--classes %s: out of memory", path);
		goto done;
	}
	if (fread(c, 1, (size_t) len, f) != (size_t) len)
	{
		snprintf(err, errlen, "--classes %s: read error", path);
		free(c);
		c = NULL;
		goto done;
	}
	*n = (uint64_t) len;
	*k = 0;
	for (long i = 0; i < len; i++)
	{
		if (c[i] >= SIM_MAX_CLASSES)
		{
			snprintf(err, errlen, "--classes %s: byte %ld is class %u; the classes are 0 to %d",
					 path, i, c[i], SIM_MAX_CLASSES - 1);
			free(c);
			c = NULL;
			goto done;
		}
		if (c[i] + 1 > *k)
			*k = c[i] + 1;
	}
done:
	if (f != NULL)
		fclose(f);
	return c;
}

static void
print_classes(const uint64_t *misses, int k)
{
	for (int c = 0; c < k; c++)
		printf(",%llu", (unsigned long long) misses[c]);
	printf("\n");
}

int
main(int argc, char **argv)
{
	SimOptions	opt = SIM_OPTIONS_DEFAULT(EVICTOR_MAX_USAGE, 0);
	SimStats	stats = {0};
	int			server = 0;
	int			pg_only = 0;	/* an option only a pg_evictor trace takes */
	int			lru_stack = 0;
	int			timed = 0;
	int			a = 1;
	char	   *pnames[MAX_LIST];
	char	   *fnames[MAX_LIST];
	const SimPolicy *pols[MAX_LIST];
	uint32_t	sizes[MAX_LIST];
	int			np,
				nf;
	SimTrace	t;
	char		err[512];
	int64_t    *stack = NULL;
	const char *classes_path = NULL;
	uint8_t    *classes = NULL;
	uint64_t	nclassed = 0;
	int			nclasses = 0;

	for (; a < argc && strncmp(argv[a], "--", 2) == 0; a++)
	{
		if (strcmp(argv[a], "--lru-stack") == 0)
			lru_stack = 1;
		else if (strcmp(argv[a], "--time") == 0)
			timed = 1;
		else if (strcmp(argv[a], "--max-usage") == 0 && a + 1 < argc)
		{
			if (parse_u32(argv[++a], &opt.max_usage) != 0 ||
				opt.max_usage < 1 || opt.max_usage > EVICTOR_MAX_USAGE)
			{
				fprintf(stderr, "evictor-sim: --max-usage must be 1 to %d, not \"%s\"\n",
						EVICTOR_MAX_USAGE, argv[a]);
				return 2;
			}
		}
		else if (strcmp(argv[a], "--warmup") == 0 && a + 1 < argc)
		{
			char	   *end;

			errno = 0;
			opt.warmup = strtoull(argv[++a], &end, 10);
			if (errno != 0 || end == argv[a] || *end != '\0' || argv[a][0] == '-')
			{
				fprintf(stderr, "evictor-sim: --warmup is a number of requests, not \"%s\"\n",
						argv[a]);
				return 2;
			}
		}
		else if (strcmp(argv[a], "--no-pins") == 0)
			opt.no_pins = true;
		else if (strcmp(argv[a], "--release-before-miss") == 0)
			opt.release_before_miss = true;
		else if (strcmp(argv[a], "--no-lookups") == 0)
			opt.no_lookups = true;
		else if (strcmp(argv[a], "--no-passes") == 0)
			opt.no_passes = true;
		else if (strcmp(argv[a], "--no-searches") == 0)
			opt.no_searches = true;
		else if (strcmp(argv[a], "--no-frees") == 0)
			opt.no_frees = true;
		else if (strcmp(argv[a], "--no-loads") == 0)
			opt.no_loads = true;
		else if (strcmp(argv[a], "--end-state") == 0 && a + 1 < argc)
			opt.end_state = argv[++a];
		else if (strcmp(argv[a], "--no-rings") == 0)
			opt.no_rings = true;
		else if (strcmp(argv[a], "--cold") == 0)
			opt.cold = true;
		else if (strcmp(argv[a], "--server") == 0)
			server = pg_only = 1;
		else if ((strcmp(argv[a], "--partitions") == 0 || strcmp(argv[a], "--sweep-batch") == 0) &&
				 a + 1 < argc)
		{
			int			parts = strcmp(argv[a], "--partitions") == 0;
			uint32_t	v;
			uint32_t	max = parts ? EVICTOR_MAX_PARTITIONS : 64;

			if (parse_u32(argv[a + 1], &v) != 0 || v < 1 || v > max)
			{
				fprintf(stderr, "evictor-sim: %s must be 1 to %u, not \"%s\"\n",
						argv[a], max, argv[a + 1]);
				return 2;
			}
			if (parts)
				opt.partitions = v;
			else
				opt.sweep_batch = v;
			pg_only |= v > 1;
			a++;
		}
		else if (strcmp(argv[a], "--hit-batch") == 0 && a + 1 < argc)
		{
			if (parse_u32(argv[a + 1], &opt.hit_batch) != 0 ||
				opt.hit_batch > EVICTOR_HIT_BATCH_MAX)
			{
				fprintf(stderr, "evictor-sim: --hit-batch must be 0 to %u, not \"%s\"\n",
						EVICTOR_HIT_BATCH_MAX, argv[a + 1]);
				return 2;
			}
			pg_only |= opt.hit_batch > 0;
			a++;
		}
		else if (strcmp(argv[a], "--classes") == 0 && a + 1 < argc)
			classes_path = argv[++a];
		else if (strcmp(argv[a], "--help") == 0)
		{
			usage(stdout);
			return 0;
		}
		else
		{
			fprintf(stderr, "evictor-sim: unknown option %s\n", argv[a]);
			usage(stderr);
			return 2;
		}
	}
	if (argc - a != 3)
	{
		usage(stderr);
		return 2;
	}
	np = split(argv[a], pnames);
	nf = split(argv[a + 1], fnames);
	if (np < 0 || nf < 0)
	{
		fprintf(stderr, "evictor-sim: 1 to %d policies and sizes\n", MAX_LIST);
		return 2;
	}
	for (int i = 0; i < np; i++)
		if ((pols[i] = sim_policy(pnames[i])) == NULL)
		{
			fprintf(stderr, "evictor-sim: unknown policy \"%s\"\n", pnames[i]);
			usage(stderr);
			return 2;
		}
	for (int i = 0; i < nf; i++)
		if (parse_u32(fnames[i], &sizes[i]) != 0 || sizes[i] == 0)
		{
			fprintf(stderr, "evictor-sim: a size is a number of frames from 1 to %u, not \"%s\"\n",
					UINT32_MAX, fnames[i]);
			return 2;
		}
	if (sim_trace_read(argv[a + 2], &t, err, sizeof(err)) != 0)
	{
		fprintf(stderr, "evictor-sim: %s\n", err);
		return 2;
	}
	if (t.format == 0 && pg_only)
	{
		fprintf(stderr, "evictor-sim: --partitions, --sweep-batch, --hit-batch and --server need a pg_evictor trace (PGEVTRC), not oracleGeneral\n");
		sim_trace_free(&t);
		return 2;
	}
	for (int i = 0; i < np; i++)
		if (opt.sweep_batch > 1 && pols[i]->routine != NULL)
		{
			fprintf(stderr, "evictor-sim: %s is a framework policy: no --sweep-batch (the server refuses it too)\n",
					pols[i]->name);
			sim_trace_free(&t);
			return 2;
		}
	for (int k = 0; k < nf; k++)
		if (opt.partitions > sizes[k])
		{
			fprintf(stderr, "evictor-sim: %u frames cannot make %u partitions\n",
					sizes[k], opt.partitions);
			sim_trace_free(&t);
			return 2;
		}
	if (classes_path != NULL)
	{
		if (lru_stack)
		{
			fprintf(stderr, "evictor-sim: --classes counts misses by request: not with --lru-stack\n");
			sim_trace_free(&t);
			return 2;
		}
		if ((classes = read_classes(classes_path, &nclassed, &nclasses, err, sizeof(err))) == NULL)
		{
			fprintf(stderr, "evictor-sim: %s\n", err);
			sim_trace_free(&t);
			return 2;
		}
		if (nclassed != t.nobjects)
		{
			fprintf(stderr, "evictor-sim: --classes %s has %llu classes, the trace %u objects\n",
					classes_path, (unsigned long long) nclassed, t.nobjects);
			free(classes);
			sim_trace_free(&t);
			return 2;
		}
		t.obj_class = classes;
	}
	if (opt.end_state != NULL &&
		(t.format == 0 || np != 1 || nf != 1 || !sim_policy_replays(pols[0])))
	{
		fprintf(stderr, "evictor-sim: --end-state needs a pg_evictor trace, one of the server's policies and one size\n");
		sim_trace_free(&t);
		return 2;
	}
	if (opt.end_state != NULL)
	{
		/* said before the replay, not after it */
		FILE	   *f = fopen(opt.end_state, "w");

		if (f == NULL || fclose(f) != 0)
		{
			fprintf(stderr, "evictor-sim: --end-state %s: %s\n", opt.end_state, strerror(errno));
			sim_trace_free(&t);
			return 2;
		}
	}
	opt.stats = &stats;
	if (opt.warmup >= t.n)
	{
		fprintf(stderr, "evictor-sim: a warm-up of %llu requests leaves none of the trace's %llu\n",
				(unsigned long long) opt.warmup, (unsigned long long) t.n);
		sim_trace_free(&t);
		return 2;
	}

	if (sim_trace_has_snapshot(&t) && !opt.cold)
		for (int k = 0; k < nf; k++)
			if (sizes[k] != t.nbuffers)
				fprintf(stderr, "evictor-sim: the trace's pool at its start is of %u frames (its shared_buffers): at %u frames the replay starts cold\n",
						t.nbuffers, sizes[k]);

	printf("policy,frames,requests,misses,miss_ratio");
	for (int c = 0; c < nclasses; c++)
		printf(",misses.%d", c);
	printf("\n");
	for (int i = 0; i < np; i++)
		for (int k = 0; k < nf; k++)
		{
			int64_t		misses;
			struct timespec t0,
						t1;

			clock_gettime(CLOCK_MONOTONIC, &t0);

			if (lru_stack && pols[i]->run == sim_lru)
			{
				if (stack == NULL && (stack = sim_lru_stack_misses(&t, opt.warmup)) == NULL)
					goto oom;
				misses = stack[sizes[k] < t.nobjects ? sizes[k] : t.nobjects];
			}
			/*
			 * Frames beyond one per object are never used: not allocated
			 * (unless rings or partitions are sized by them).
			 */
			else if ((misses = sim_run(pols[i], &t,
									   sim_policy_replays(pols[i]) ?
									   sim_frames_needed(&t, sizes[k], &opt) :
									   (sizes[k] < t.nobjects ? sizes[k] : t.nobjects),
									   &opt)) < 0)
			{
				if (misses == -2)
				{
					fprintf(stderr, "evictor-sim: %s found no victim at %u frames with nothing pinned\n",
							pols[i]->name, sizes[k]);
					return 1;
				}
				goto oom;
			}
			clock_gettime(CLOCK_MONOTONIC, &t1);
			if (timed)
			{
				double		sec = (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9;

				fprintf(stderr, "%s,%u: %.3f s, %.1f M requests/s\n", pols[i]->name, sizes[k],
						sec, sec > 0 ? t.n / sec / 1e6 : 0.0);
			}
			printf("%s,%u,%llu,%lld,%.6f", pols[i]->name, sizes[k],
				   (unsigned long long) (t.n - opt.warmup), (long long) misses,
				   (double) misses / (double) (t.n - opt.warmup));
			print_classes(stats.class_misses, nclasses);
			memset(stats.class_misses, 0, sizeof(stats.class_misses));
			if (stats.pinned_out > 0)
				fprintf(stderr, "evictor-sim: %s at %u frames: %llu pinned-out misses (every frame pinned: took one anyway)\n",
						pols[i]->name, sizes[k], (unsigned long long) stats.pinned_out);
			stats.pinned_out = 0;
			if (stats.hits_committed + stats.hits_stale + stats.hits_unheard > 0)
				fprintf(stderr, "evictor-sim: %s at %u frames, hit batch %u: %llu hits committed, %llu stale, %llu still queued at the end\n",
						pols[i]->name, sizes[k], opt.hit_batch,
						(unsigned long long) stats.hits_committed,
						(unsigned long long) stats.hits_stale,
						(unsigned long long) stats.hits_unheard);
			stats.hits_committed = stats.hits_stale = stats.hits_unheard = 0;
			if (stats.restored + stats.ghosts > 0)
				fprintf(stderr, "evictor-sim: %s at %u frames restored from the trace's queues: %llu frames, %llu ghosts (%llu of pages the trace requests)\n",
						pols[i]->name, sizes[k], (unsigned long long) stats.restored,
						(unsigned long long) stats.ghosts,
						(unsigned long long) stats.ghosts_known);
			stats.restored = stats.ghosts = stats.ghosts_known = 0;
			if (stats.state_parts > 0)
				fprintf(stderr, "evictor-sim: %s at %u frames restored from the trace's state blocks: %u partitions, %llu bytes\n",
						pols[i]->name, sizes[k], stats.state_parts,
						(unsigned long long) stats.state_bytes);
			stats.state_parts = 0;
			stats.state_bytes = 0;
			if (stats.searched + stats.dropped > 0)
				fprintf(stderr, "evictor-sim: %s at %u frames: %llu searches replayed where the server's ended, %llu of them evicting the server's victim's page; %llu pages dropped by freed records\n",
						pols[i]->name, sizes[k], (unsigned long long) stats.searched,
						(unsigned long long) stats.same_victim,
						(unsigned long long) stats.dropped);
			stats.searched = stats.same_victim = stats.dropped = 0;
		}
	if (server)
	{
		int64_t		misses = sim_trace_server_misses(&t, opt.warmup);

		uint64_t	by_class[SIM_MAX_CLASSES] = {0};

		printf("server,%u,%llu,%lld,%.6f", t.nbuffers,
			   (unsigned long long) (t.n - opt.warmup), (long long) misses,
			   (double) misses / (double) (t.n - opt.warmup));
		if (classes != NULL)
			for (uint64_t i = opt.warmup; i < t.n; i++)
				if (t.kind[i] != SIM_PG_HIT)
					by_class[classes[t.obj[i]]]++;
		print_classes(by_class, nclasses);
	}
	free(stack);
	free(classes);
	sim_trace_free(&t);
	return fflush(stdout) == 0 ? 0 : 1;

oom:
	fprintf(stderr, "evictor-sim: out of memory\n");
	return 1;
}
