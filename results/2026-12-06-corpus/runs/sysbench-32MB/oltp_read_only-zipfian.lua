-- written by scripts/bench: sysbench's oltp_read_only, its ids zipfian
require("oltp_read_only")
dofile("/tmp/pg_evictor-bench.2jfhwpr8/harness/harness/lua/sysbench_zipfian.lua")
