-- written by scripts/bench: YCSB workload B, read (95%), request distribution zipfian
\set keynum_u random(0, 4503599627370495) / 4503599627370496.0
\set keynum_x 10000000000 * pow(0.21220003380882607 * :keynum_u - 0.21220003380882607 + 1.0, 99.99999999999991473)
\set keynum_i int(:keynum_x)
\set keynum_z case when :keynum_u * 26.46902820178301852 < 1.0 then 0 when :keynum_u * 26.46902820178301852 < 1.50347777502835944 then 1 when :keynum_i > :keynum_x then :keynum_i - 1 else :keynum_i end
\set keynum abs(hash_fnv1a(:keynum_z, 0)) % 114574
\set key abs(hash_fnv1a(:keynum, 0))
SELECT * FROM usertable WHERE ycsb_key = 'user' || :key::text;
