-- written by scripts/bench: YCSB workload E, insert (5%), request distribution zipfian
SELECT nextval('usertable_keynum') AS keynum \gset
\set key abs(hash_fnv1a(:keynum, 0))
INSERT INTO usertable VALUES ('user' || :key::text, left(repeat(md5(:keynum::text || '-0'), 4), 100), left(repeat(md5(:keynum::text || '-1'), 4), 100), left(repeat(md5(:keynum::text || '-2'), 4), 100), left(repeat(md5(:keynum::text || '-3'), 4), 100), left(repeat(md5(:keynum::text || '-4'), 4), 100), left(repeat(md5(:keynum::text || '-5'), 4), 100), left(repeat(md5(:keynum::text || '-6'), 4), 100), left(repeat(md5(:keynum::text || '-7'), 4), 100), left(repeat(md5(:keynum::text || '-8'), 4), 100), left(repeat(md5(:keynum::text || '-9'), 4), 100));
