\set k random(1, 80000)
UPDATE items SET pad = repeat(md5(random()::text), 16) WHERE id = :k;
