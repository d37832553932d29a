-- TPC-C's 100,000 items (clause 4.3.3.1), shared by every warehouse
INSERT INTO item
SELECT i, tpcc_random(1, 10000), tpcc_astring(14, 24), tpcc_random(100, 10000) / 100.0,
	   tpcc_astring(26, 50)
  FROM generate_series(1, 100000) i;
