#!/bin/sh
# one task of this matrix, run by a Slurm array (scripts/matrix): $1 maps array indices to tasks
exec /usr/bin/python3 /work/main/scripts/matrix --task "$SLURM_ARRAY_TASK_ID" --index-file "$1" /work/main/results/2026-12-05-matrix/slurm
