-- TPC-H's rows (TPC-H 3.0.1, clause 4.2.3), psql variables suppliers,
-- parts, customers and orders (10,000, 200,000, 150,000 and 1,500,000 x
-- the scale factor), each table in its key's order.  Every value is a
-- function of its row's key (tpch_rand), as dbgen's are of its seeds: the
-- same data at every load.  Departures (scripts/harness/tpch.py): text is
-- hex digits of the specified lengths, not dbgen's grammar; 1 order in 100
-- has "special requests" in its comment.

INSERT INTO region
SELECT r, name, tpch_text(r, 30, 31, 115)
  FROM unnest(ARRAY['AFRICA', 'AMERICA', 'ASIA', 'EUROPE', 'MIDDLE EAST'])
	   WITH ORDINALITY AS x(name, r1), LATERAL (SELECT r1 - 1 AS r) k;

INSERT INTO nation
SELECT n1 - 1, name, region, tpch_text(n1, 31, 31, 114)
  FROM unnest(ARRAY['ALGERIA', 'ARGENTINA', 'BRAZIL', 'CANADA', 'EGYPT', 'ETHIOPIA',
					'FRANCE', 'GERMANY', 'INDIA', 'INDONESIA', 'IRAN', 'IRAQ', 'JAPAN',
					'JORDAN', 'KENYA', 'MOROCCO', 'MOZAMBIQUE', 'PERU', 'CHINA', 'ROMANIA',
					'SAUDI ARABIA', 'VIETNAM', 'RUSSIA', 'UNITED KINGDOM', 'UNITED STATES'],
			  ARRAY[0, 1, 1, 1, 4, 0, 3, 3, 2, 2, 4, 4, 2, 4, 0, 0, 0, 1, 2, 3, 4, 2, 3, 3, 1])
	   WITH ORDINALITY AS x(name, region, n1);

-- SF x 5 suppliers' comments hold "Customer ... Complaints", as many
-- others' "Customer ... Recommends" (Q16 leaves the former out)
INSERT INTO supplier
SELECT s, 'Supplier#' || lpad(s::text, 9, '0'), tpch_text(s, 40, 10, 40), nk,
	   tpch_phone(s, 41, nk), tpch_rand(s, 44, -99999, 999999) / 100.0,
	   CASE WHEN rank <= :suppliers / 2000
			THEN left(tpch_text(s, 45, 25, 100), 60) || 'Customer Complaints'
			WHEN rank <= :suppliers / 1000
			THEN left(tpch_text(s, 45, 25, 100), 60) || 'Customer Recommends'
			ELSE tpch_text(s, 45, 25, 100) END
  FROM (SELECT s, tpch_rand(s, 43, 0, 24)::int AS nk,
			   row_number() OVER (ORDER BY hashint8extended(s, 46)) AS rank
		  FROM generate_series(1, :suppliers) s) x
 ORDER BY s;

INSERT INTO part
SELECT p, name, 'Manufacturer#' || m, 'Brand#' || m || tpch_rand(p, 52, 1, 5),
	   (ARRAY['STANDARD', 'SMALL', 'MEDIUM', 'LARGE', 'ECONOMY', 'PROMO'])[tpch_rand(p, 53, 1, 6)]
	   || ' ' || (ARRAY['ANODIZED', 'BURNISHED', 'PLATED', 'POLISHED', 'BRUSHED'])
		   [tpch_rand(p, 54, 1, 5)]
	   || ' ' || (ARRAY['TIN', 'NICKEL', 'BRASS', 'STEEL', 'COPPER'])[tpch_rand(p, 55, 1, 5)],
	   tpch_rand(p, 56, 1, 50),
	   (ARRAY['SM', 'LG', 'MED', 'JUMBO', 'WRAP'])[tpch_rand(p, 57, 1, 5)] || ' '
	   || (ARRAY['CASE', 'BOX', 'BAG', 'JAR', 'PKG', 'PACK', 'CAN', 'DRUM'])
		   [tpch_rand(p, 58, 1, 8)],
	   tpch_retailprice(p), tpch_text(p, 59, 5, 22)
  FROM generate_series(1, :parts) p,
	   LATERAL (SELECT tpch_rand(p, 51, 1, 5) AS m) mfgr,
	   -- 5 distinct of the 92 colours: a start and a step prime to 92
	   LATERAL (SELECT string_agg(colours[(tpch_rand(p, 60, 0, 91) + j * step) % 92 + 1], ' '
								  ORDER BY j) AS name
				  FROM (SELECT ARRAY[
						'almond', 'antique', 'aquamarine', 'azure', 'beige', 'bisque', 'black',
						'blanched', 'blue', 'blush', 'brown', 'burlywood', 'burnished',
						'chartreuse', 'chiffon', 'chocolate', 'coral', 'cornflower', 'cornsilk',
						'cream', 'cyan', 'dark', 'deep', 'dim', 'dodger', 'drab', 'firebrick',
						'floral', 'forest', 'frosted', 'gainsboro', 'ghost', 'goldenrod',
						'green', 'grey', 'honeydew', 'hot', 'indian', 'ivory', 'khaki', 'lace',
						'lavender', 'lawn', 'lemon', 'light', 'lime', 'linen', 'magenta',
						'maroon', 'medium', 'metallic', 'midnight', 'mint', 'misty', 'moccasin',
						'navajo', 'navy', 'olive', 'orange', 'orchid', 'pale', 'papaya', 'peach',
						'peru', 'pink', 'plum', 'powder', 'puff', 'purple', 'red', 'rose', 'rosy',
						'royal', 'saddle', 'salmon', 'sandy', 'seashell', 'sienna', 'sky',
						'slate', 'smoke', 'snow', 'spring', 'steel', 'tan', 'thistle', 'tomato',
						'turquoise', 'violet', 'wheat', 'white', 'yellow'] AS colours,
							   CASE WHEN s % 23 = 0 THEN s + 2 ELSE s END AS step
						  FROM (SELECT 2 * tpch_rand(p, 61, 0, 44) + 1 AS s) o) c,
					   generate_series(0, 4) j) n;

INSERT INTO partsupp
SELECT p, tpch_supplier(p, i, :suppliers), tpch_rand(p * 4 + i, 70, 1, 9999),
	   tpch_rand(p * 4 + i, 71, 100, 100000) / 100.0, tpch_text(p * 4 + i, 72, 49, 198)
  FROM generate_series(1, :parts) p, generate_series(0, 3) i;

INSERT INTO customer
SELECT c, 'Customer#' || lpad(c::text, 9, '0'), tpch_text(c, 80, 10, 40), nk,
	   tpch_phone(c, 81, nk), tpch_rand(c, 84, -99999, 999999) / 100.0,
	   (ARRAY['AUTOMOBILE', 'BUILDING', 'FURNITURE', 'MACHINERY', 'HOUSEHOLD'])
		   [tpch_rand(c, 85, 1, 5)],
	   tpch_text(c, 86, 29, 116)
  FROM generate_series(1, :customers) c, LATERAL (SELECT tpch_rand(c, 83, 0, 24)::int AS nk) k;

INSERT INTO lineitem
SELECT l.*
  FROM generate_series(1, :orders) n, LATERAL tpch_lines(n, :parts, :suppliers) l;

-- a customer whose key is not a multiple of 3 (a third place no order);
-- status F, O or P as its lines are all shipped by 1995-06-17, none, or some
INSERT INTO orders
SELECT tpch_orderkey(n), 3 * (m / 2) + m % 2 + 1, status, total, tpch_orderdate(n),
	   (ARRAY['1-URGENT', '2-HIGH', '3-MEDIUM', '4-NOT SPECIFIED', '5-LOW'])
		   [tpch_rand(n, 91, 1, 5)],
	   'Clerk#' || lpad(tpch_rand(n, 92, 1, greatest(1, :suppliers / 10))::text, 9, '0'), 0,
	   CASE WHEN tpch_rand(n, 93, 0, 99) = 0
			THEN left(tpch_text(n, 94, 19, 78), 40) || ' special requests'
			ELSE tpch_text(n, 94, 19, 78) END
  FROM generate_series(1, :orders) n,
	   LATERAL (SELECT tpch_rand(n, 90, 0, :customers - :customers / 3 - 1) AS m) c,
	   LATERAL (SELECT CASE WHEN bool_and(l.l_linestatus = 'F') THEN 'F'
							WHEN bool_and(l.l_linestatus = 'O') THEN 'O' ELSE 'P' END AS status,
					   sum(l.l_extendedprice * (1 + l.l_tax) * (1 - l.l_discount)) AS total
				  FROM tpch_lines(n, :parts, :suppliers) l) agg;
