-- TPC-H's primary keys, and the indexes PostgreSQL TPC-H kits (DBT-3)
-- build on the foreign keys and the dates the queries select on: made
-- after the rows (faster than keeping them up row by row).

ALTER TABLE region ADD PRIMARY KEY (r_regionkey);
ALTER TABLE nation ADD PRIMARY KEY (n_nationkey);
ALTER TABLE part ADD PRIMARY KEY (p_partkey);
ALTER TABLE supplier ADD PRIMARY KEY (s_suppkey);
ALTER TABLE partsupp ADD PRIMARY KEY (ps_partkey, ps_suppkey);
ALTER TABLE customer ADD PRIMARY KEY (c_custkey);
ALTER TABLE orders ADD PRIMARY KEY (o_orderkey);
ALTER TABLE lineitem ADD PRIMARY KEY (l_orderkey, l_linenumber);

CREATE INDEX nation_regionkey ON nation (n_regionkey);
CREATE INDEX supplier_nationkey ON supplier (s_nationkey);
CREATE INDEX partsupp_suppkey ON partsupp (ps_suppkey);
CREATE INDEX customer_nationkey ON customer (c_nationkey);
CREATE INDEX orders_custkey ON orders (o_custkey);
CREATE INDEX orders_orderdate ON orders (o_orderdate);
CREATE INDEX lineitem_partkey_suppkey ON lineitem (l_partkey, l_suppkey);
CREATE INDEX lineitem_shipdate ON lineitem (l_shipdate);
