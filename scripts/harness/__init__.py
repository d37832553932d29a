"""The experiment harness of pg_evictor: see scripts/bench."""
