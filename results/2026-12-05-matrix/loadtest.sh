#!/bin/bash
cd /work/main
stress-ng --cpu 2 --timeout 600s >/dev/null 2>&1 &
s=$!
for i in 1 2 3 4 5; do echo "matrix test $i: $(scripts/test/matrix | tail -1)"; done
(time PG_CONFIG=/usr/lib/postgresql/15/bin/pg_config scripts/check-slurm) > /tmp/check-slurm-load.log 2>&1
echo "check-slurm under load: exit $?"; grep -E '^check-slurm: passed|^real' /tmp/check-slurm-load.log
kill $s
