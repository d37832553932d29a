-- One warehouse's rows (TPC-C 5.11, clause 4.3.3.1), psql variable w: its
-- district, customers, history, orders, order lines, new orders and stock,
-- each table in primary key order.  The items (shared) are
-- tpcc-items.sql.  :c_last is the load's NURand constant for last names.

INSERT INTO warehouse
SELECT :w, tpcc_astring(6, 10), tpcc_astring(10, 20), tpcc_astring(10, 20),
	   tpcc_astring(10, 20), tpcc_astring(2, 2), tpcc_astring(4, 4) || '11111',
	   tpcc_random(0, 2000) / 10000.0, 300000;

INSERT INTO district
SELECT d, :w, tpcc_astring(6, 10), tpcc_astring(10, 20), tpcc_astring(10, 20),
	   tpcc_astring(10, 20), tpcc_astring(2, 2), tpcc_astring(4, 4) || '11111',
	   tpcc_random(0, 2000) / 10000.0, 30000, 3001
  FROM generate_series(1, 10) d;

-- the first 1000 customers of a district take the 1000 last names in
-- turn, the others NURand(255, 0, 999)'s
INSERT INTO customer
SELECT c, d, :w, tpcc_astring(8, 16), 'OE',
	   tpcc_last_name(CASE WHEN c <= 1000 THEN c - 1
					  ELSE tpcc_nurand(255, 0, 999, :c_last) END),
	   tpcc_astring(10, 20), tpcc_astring(10, 20), tpcc_astring(10, 20),
	   tpcc_astring(2, 2), tpcc_astring(4, 4) || '11111', tpcc_astring(16, 16),
	   now(), CASE WHEN random() < 0.1 THEN 'BC' ELSE 'GC' END, 50000,
	   tpcc_random(0, 5000) / 10000.0, -10, 10, 1, 0, tpcc_astring(300, 500)
  FROM generate_series(1, 10) d, generate_series(1, 3000) c;

INSERT INTO history
SELECT c, d, :w, d, :w, now(), 10, tpcc_astring(12, 24)
  FROM generate_series(1, 10) d, generate_series(1, 3000) c;

-- each district's orders 1..3000 go to its customers in a random
-- permutation; 2101..3000 are not yet delivered
INSERT INTO orders
SELECT o, d, :w, c, now(), CASE WHEN o < 2101 THEN tpcc_random(1, 10) END,
	   tpcc_random(5, 15), 1
  FROM (SELECT d, c, row_number() OVER (PARTITION BY d ORDER BY random()) AS o
		  FROM generate_series(1, 10) d, generate_series(1, 3000) c) p
 ORDER BY d, o;

INSERT INTO order_line
SELECT o_id, o_d_id, o_w_id, n, tpcc_random(1, 100000), o_w_id,
	   CASE WHEN o_id < 2101 THEN o_entry_d END, 5,
	   CASE WHEN o_id < 2101 THEN 0 ELSE tpcc_random(1, 999999) / 100.0 END,
	   tpcc_astring(24, 24)
  FROM orders, generate_series(1, o_ol_cnt) n
 WHERE o_w_id = :w
 ORDER BY o_d_id, o_id, n;

INSERT INTO new_order
SELECT o, d, :w FROM generate_series(1, 10) d, generate_series(2101, 3000) o;

INSERT INTO stock
SELECT i, :w, tpcc_random(10, 100),
	   tpcc_astring(24, 24), tpcc_astring(24, 24), tpcc_astring(24, 24),
	   tpcc_astring(24, 24), tpcc_astring(24, 24), tpcc_astring(24, 24),
	   tpcc_astring(24, 24), tpcc_astring(24, 24), tpcc_astring(24, 24),
	   tpcc_astring(24, 24), 0, 0, 0, tpcc_astring(26, 50)
  FROM generate_series(1, 100000) i;
