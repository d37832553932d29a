-- TPC-H's eight tables (TPC-H 3.0.1, clause 1.4) and the load's helpers.
-- Written by scripts/harness/tpch.py's load; the rows are tpch-load.sql,
-- the keys and indexes tpch-indexes.sql (built after the rows).

CREATE TABLE region (
	r_regionkey	int,
	r_name		char(25),
	r_comment	varchar(152)
);

CREATE TABLE nation (
	n_nationkey	int,
	n_name		char(25),
	n_regionkey	int,
	n_comment	varchar(152)
);

CREATE TABLE part (
	p_partkey	int,
	p_name		varchar(55),
	p_mfgr		char(25),
	p_brand		char(10),
	p_type		varchar(25),
	p_size		int,
	p_container	char(10),
	p_retailprice numeric(15, 2),
	p_comment	varchar(23)
);

CREATE TABLE supplier (
	s_suppkey	int,
	s_name		char(25),
	s_address	varchar(40),
	s_nationkey	int,
	s_phone		char(15),
	s_acctbal	numeric(15, 2),
	s_comment	varchar(101)
);

CREATE TABLE partsupp (
	ps_partkey	int,
	ps_suppkey	int,
	ps_availqty	int,
	ps_supplycost numeric(15, 2),
	ps_comment	varchar(199)
);

CREATE TABLE customer (
	c_custkey	int,
	c_name		varchar(25),
	c_address	varchar(40),
	c_nationkey	int,
	c_phone		char(15),
	c_acctbal	numeric(15, 2),
	c_mktsegment char(10),
	c_comment	varchar(117)
);

CREATE TABLE orders (
	o_orderkey	bigint,
	o_custkey	int,
	o_orderstatus char(1),
	o_totalprice numeric(15, 2),
	o_orderdate	date,
	o_orderpriority char(15),
	o_clerk		char(15),
	o_shippriority int,
	o_comment	varchar(79)
);

CREATE TABLE lineitem (
	l_orderkey	bigint,
	l_partkey	int,
	l_suppkey	int,
	l_linenumber int,
	l_quantity	numeric(15, 2),
	l_extendedprice numeric(15, 2),
	l_discount	numeric(15, 2),
	l_tax		numeric(15, 2),
	l_returnflag char(1),
	l_linestatus char(1),
	l_shipdate	date,
	l_commitdate date,
	l_receiptdate date,
	l_shipinstruct char(25),
	l_shipmode	char(10),
	l_comment	varchar(44)
);

-- A value of the load, uniform in lo..hi, fixed by (key, stream): the same
-- data at every load, in any plan, with no generator state.
CREATE OR REPLACE FUNCTION tpch_rand(key bigint, stream int, lo bigint, hi bigint)
RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN lo + abs(hashint8extended(key, stream) % (hi - lo + 1));

-- Text of length lo..hi (clause 4.2.2.10's comments): hex digits; only the
-- lengths shape the pages.
CREATE OR REPLACE FUNCTION tpch_text(key bigint, stream int, lo int, hi int)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN left(repeat(md5(key::text || '.' || stream::text), 7),
			tpch_rand(key, stream + 1000, lo, hi)::int);

-- clause 4.2.2.9's phone number of a row of nation n
CREATE OR REPLACE FUNCTION tpch_phone(key bigint, stream int, n int)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN (10 + n)::text || '-' || tpch_rand(key, stream, 100, 999)::text || '-'
	|| tpch_rand(key, stream + 1, 100, 999)::text || '-'
	|| tpch_rand(key, stream + 2, 1000, 9999)::text;

-- P_RETAILPRICE (clause 4.2.3), also what a line item's price is made of
CREATE OR REPLACE FUNCTION tpch_retailprice(partkey bigint)
RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN (90000 + ((partkey / 10) % 20001) + 100 * (partkey % 1000)) / 100.0;

-- the i-th (0..3) supplier of a part, of s suppliers (clause 4.2.3)
CREATE OR REPLACE FUNCTION tpch_supplier(partkey bigint, i int, s bigint)
RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN (partkey + (i * ((s / 4) + (partkey - 1) / s))) % s + 1;

-- the n-th order's key: the first 8 of every 32 keys (clause 4.2.3)
CREATE OR REPLACE FUNCTION tpch_orderkey(n bigint)
RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN ((n - 1) / 8) * 32 + (n - 1) % 8 + 1;

-- the n-th order's date: uniform in STARTDATE .. ENDDATE - 151 days
CREATE OR REPLACE FUNCTION tpch_orderdate(n bigint)
RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN date '1992-01-01' + tpch_rand(n, 1, 0, date '1998-08-02' - date '1992-01-01')::int;

-- The n-th order's line items (clause 4.2.3): 1 to 7, each a part, one of
-- its 4 suppliers, a quantity, and dates after the order's; the order's
-- own status and total price are made from them.
CREATE OR REPLACE FUNCTION tpch_lines(n bigint, parts bigint, suppliers bigint)
RETURNS TABLE (l_orderkey bigint, l_partkey bigint, l_suppkey bigint, l_linenumber int,
			   l_quantity int, l_extendedprice numeric, l_discount numeric, l_tax numeric,
			   l_returnflag text, l_linestatus text, l_shipdate date, l_commitdate date,
			   l_receiptdate date, l_shipinstruct text, l_shipmode text, l_comment text)
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
	SELECT tpch_orderkey(n), p, tpch_supplier(p, tpch_rand(k, 12, 0, 3)::int, suppliers), l,
		   q, q * tpch_retailprice(p), tpch_rand(k, 14, 0, 10) / 100.0,
		   tpch_rand(k, 15, 0, 8) / 100.0,
		   CASE WHEN ship + tpch_rand(k, 18, 1, 30)::int > date '1995-06-17' THEN 'N'
				WHEN tpch_rand(k, 19, 0, 1) = 0 THEN 'R' ELSE 'A' END,
		   CASE WHEN ship > date '1995-06-17' THEN 'O' ELSE 'F' END,
		   ship, tpch_orderdate(n) + tpch_rand(k, 17, 30, 90)::int,
		   ship + tpch_rand(k, 18, 1, 30)::int,
		   (ARRAY['DELIVER IN PERSON', 'COLLECT COD', 'NONE', 'TAKE BACK RETURN'])
			   [tpch_rand(k, 20, 1, 4)],
		   (ARRAY['REG AIR', 'AIR', 'RAIL', 'SHIP', 'TRUCK', 'MAIL', 'FOB'])
			   [tpch_rand(k, 21, 1, 7)],
		   tpch_text(k, 22, 10, 43)
	  FROM generate_series(1, tpch_rand(n, 10, 1, 7)::int) l,
		   LATERAL (SELECT n * 8 + l AS k) key,
		   LATERAL (SELECT tpch_rand(k, 11, 1, parts) AS p, tpch_rand(k, 13, 1, 50)::int AS q,
						   tpch_orderdate(n) + tpch_rand(k, 16, 1, 121)::int AS ship) line
$$;
