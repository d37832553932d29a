-- the custom workload test's database: 80,000 rows of 512 bytes of text
CREATE TABLE items (id int PRIMARY KEY, pad text);
INSERT INTO items SELECT g, repeat(md5(g::text), 16) FROM generate_series(1, 80000) g;
