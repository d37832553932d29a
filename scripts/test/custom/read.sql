\set k random_zipfian(1, 80000, 1.1)
SELECT pad FROM items WHERE id = :k;
