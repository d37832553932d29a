-- written by scripts/bench: sysbench's oltp_read_only, its ids zipfian
require("oltp_read_only")
dofile("/tmp/pg_evictor-bench.nep80u0l/harness/harness/lua/sysbench_zipfian.lua")
