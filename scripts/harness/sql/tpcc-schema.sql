-- TPC-C's nine tables (TPC-C 5.11, clause 1.3) with their primary keys and
-- the two secondary indexes the transactions need (customers by last
-- name, a customer's orders), and the load's helpers.  Written by
-- scripts/harness/tpcc.py's load; the transactions are tpcc-transactions.sql.

CREATE TABLE warehouse (
	w_id		int PRIMARY KEY,
	w_name		varchar(10),
	w_street_1	varchar(20),
	w_street_2	varchar(20),
	w_city		varchar(20),
	w_state		char(2),
	w_zip		char(9),
	w_tax		numeric(4, 4),
	w_ytd		numeric(12, 2)
);

CREATE TABLE district (
	d_id		int,
	d_w_id		int,
	d_name		varchar(10),
	d_street_1	varchar(20),
	d_street_2	varchar(20),
	d_city		varchar(20),
	d_state		char(2),
	d_zip		char(9),
	d_tax		numeric(4, 4),
	d_ytd		numeric(12, 2),
	d_next_o_id	int,
	PRIMARY KEY (d_w_id, d_id)
);

CREATE TABLE customer (
	c_id		int,
	c_d_id		int,
	c_w_id		int,
	c_first		varchar(16),
	c_middle	char(2),
	c_last		varchar(16),
	c_street_1	varchar(20),
	c_street_2	varchar(20),
	c_city		varchar(20),
	c_state		char(2),
	c_zip		char(9),
	c_phone		char(16),
	c_since		timestamp,
	c_credit	char(2),
	c_credit_lim numeric(12, 2),
	c_discount	numeric(4, 4),
	c_balance	numeric(12, 2),
	c_ytd_payment numeric(12, 2),
	c_payment_cnt int,
	c_delivery_cnt int,
	c_data		varchar(500),
	PRIMARY KEY (c_w_id, c_d_id, c_id)
);
CREATE INDEX customer_name ON customer (c_w_id, c_d_id, c_last, c_first);

CREATE TABLE history (
	h_c_id		int,
	h_c_d_id	int,
	h_c_w_id	int,
	h_d_id		int,
	h_w_id		int,
	h_date		timestamp,
	h_amount	numeric(6, 2),
	h_data		varchar(24)
);

CREATE TABLE new_order (
	no_o_id		int,
	no_d_id		int,
	no_w_id		int,
	PRIMARY KEY (no_w_id, no_d_id, no_o_id)
);

CREATE TABLE orders (
	o_id		int,
	o_d_id		int,
	o_w_id		int,
	o_c_id		int,
	o_entry_d	timestamp,
	o_carrier_id int,
	o_ol_cnt	int,
	o_all_local int,
	PRIMARY KEY (o_w_id, o_d_id, o_id)
);
CREATE INDEX orders_customer ON orders (o_w_id, o_d_id, o_c_id, o_id);

CREATE TABLE order_line (
	ol_o_id		int,
	ol_d_id		int,
	ol_w_id		int,
	ol_number	int,
	ol_i_id		int,
	ol_supply_w_id int,
	ol_delivery_d timestamp,
	ol_quantity int,
	ol_amount	numeric(6, 2),
	ol_dist_info char(24),
	PRIMARY KEY (ol_w_id, ol_d_id, ol_o_id, ol_number)
);

CREATE TABLE item (
	i_id		int PRIMARY KEY,
	i_im_id		int,
	i_name		varchar(24),
	i_price		numeric(5, 2),
	i_data		varchar(50)
);

CREATE TABLE stock (
	s_i_id		int,
	s_w_id		int,
	s_quantity	int,
	s_dist_01	char(24),
	s_dist_02	char(24),
	s_dist_03	char(24),
	s_dist_04	char(24),
	s_dist_05	char(24),
	s_dist_06	char(24),
	s_dist_07	char(24),
	s_dist_08	char(24),
	s_dist_09	char(24),
	s_dist_10	char(24),
	s_ytd		numeric(8, 0),
	s_order_cnt int,
	s_remote_cnt int,
	s_data		varchar(50),
	PRIMARY KEY (s_w_id, s_i_id)
);

-- a random string of lo to hi characters (clause 4.3.2.2's a-string; hex
-- digits here: only its length shapes the pages)
CREATE FUNCTION tpcc_astring(lo int, hi int) RETURNS text VOLATILE LANGUAGE sql
AS $$ SELECT substr(repeat(md5(random()::text), 16), 1, lo + floor(random() * (hi - lo + 1))::int) $$;

-- a random whole number in lo..hi
CREATE FUNCTION tpcc_random(lo int, hi int) RETURNS int VOLATILE LANGUAGE sql
AS $$ SELECT lo + floor(random() * (hi - lo + 1))::int $$;

-- clause 2.1.6's NURand(A, x, y) with the constant c
CREATE FUNCTION tpcc_nurand(a int, x int, y int, c int) RETURNS int VOLATILE LANGUAGE sql
AS $$ SELECT (((tpcc_random(0, a) | tpcc_random(x, y)) + c) % (y - x + 1)) + x $$;

-- clause 4.3.2.3: a customer's last name from a number 0..999, three
-- syllables by its digits
CREATE FUNCTION tpcc_last_name(n int) RETURNS text IMMUTABLE LANGUAGE sql
AS $$
	SELECT s[n / 100 + 1] || s[n / 10 % 10 + 1] || s[n % 10 + 1]
	  FROM (SELECT ARRAY['BAR', 'OUGHT', 'ABLE', 'PRI', 'PRES',
						 'ESE', 'ANTI', 'CALLY', 'ATION', 'EING'] AS s) syllables
$$;
