-- Settings: defaults, and every bad value refused with a clear message.
SHOW pg_evictor.policy;
SHOW pg_evictor.max_usage;
SHOW pg_evictor.redirect;

-- policy and max_usage are reloadable, not per session
SET pg_evictor.policy = 'hotcool';
SET pg_evictor.max_usage = 3;
-- redirect needs a restart
SET pg_evictor.redirect = off;
ALTER SYSTEM SET pg_evictor.redirect = 'maybe';

-- bad values never reach postgresql.auto.conf
ALTER SYSTEM SET pg_evictor.policy = 'mru';
-- a framework policy needs page keys, which this server was started without
ALTER SYSTEM SET pg_evictor.policy = 'car';
-- its parameters, with the papers' defaults, at start-up only
SHOW pg_evictor.s3fifo_small;
SHOW pg_evictor.twoq_kin;
SHOW pg_evictor.clockpro_cold;
SHOW pg_evictor.lru2_crp;
SHOW pg_evictor.lru2_rip;
SHOW pg_evictor.lru2_history;
SHOW pg_evictor.wtinylfu_window;
SHOW pg_evictor.wtinylfu_protected;
SHOW pg_evictor.wtinylfu_sample;
SHOW pg_evictor.wtinylfu_doorkeeper;
SHOW pg_evictor.lirs_hir;
SHOW pg_evictor.lirs_nonresident;
SET pg_evictor.s3fifo_small = 0.2;
ALTER SYSTEM SET pg_evictor.twoq_kout = 5;
ALTER SYSTEM SET pg_evictor.lru2_history = 5;
ALTER SYSTEM SET pg_evictor.lru2_crp = -1;
ALTER SYSTEM SET pg_evictor.wtinylfu_window = 1.5;
ALTER SYSTEM SET pg_evictor.wtinylfu_sample = 0;
ALTER SYSTEM SET pg_evictor.lirs_nonresident = 5;
-- hit_batch: 0 (each hit heard at once) to 256, at a reload, not per session
SHOW pg_evictor.hit_batch;
SET pg_evictor.hit_batch = 32;
ALTER SYSTEM SET pg_evictor.hit_batch = -1;
ALTER SYSTEM SET pg_evictor.hit_batch = 257;
ALTER SYSTEM SET pg_evictor.policy = '';
ALTER SYSTEM SET pg_evictor.max_usage = 0;
ALTER SYSTEM SET pg_evictor.max_usage = 6;
ALTER SYSTEM SET pg_evictor.max_usage = 'five';
ALTER SYSTEM SET pg_evictor.max_usage = -1;

-- the prefix is reserved: a typo is an error, not a silent placeholder
SET pg_evictor.polcy = 'hotcool';

-- partitions: off, numa or 1..64, at start-up only
SHOW pg_evictor.partitions;
SHOW pg_evictor.numa_place;
SHOW pg_evictor.sweep_batch;
SET pg_evictor.partitions = 4;
ALTER SYSTEM SET pg_evictor.partitions = 'lots';
ALTER SYSTEM SET pg_evictor.partitions = '0';
ALTER SYSTEM SET pg_evictor.partitions = '65';
ALTER SYSTEM SET pg_evictor.partitions = '4x';
ALTER SYSTEM SET pg_evictor.partitions = '';
ALTER SYSTEM SET pg_evictor.numa_place = 'sometimes';
-- sweep_batch: 1..64, reloadable
SET pg_evictor.sweep_batch = 8;
ALTER SYSTEM SET pg_evictor.sweep_batch = 0;
ALTER SYSTEM SET pg_evictor.sweep_batch = 65;

-- traces: where they go and their bound, a superuser's
SHOW pg_evictor.trace_directory;
SHOW pg_evictor.trace_max_size;
ALTER SYSTEM SET pg_evictor.trace_directory = '';
