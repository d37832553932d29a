set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29761 297 41.0539 97.2316 6184.602058 0.323 0.6037 3.01291377415637 NaN 0
15 29774 297 40.9733 97.2314 5924.930652 0.337 0.6051 3.033851155463945 NaN 0
29 29799 297 41.0832 97.2286 5819.504851 0.343 0.6048 3.057304438363023 NaN 0
EOD
$arm2 << EOD
2 29766 297 41.0410 97.2374 5621.55088 0.356 0.604 3.0537883612860615 NaN 0
13 29709 297 41.1029 97.2131 5946.17617 0.336 0.6082 3.029727095516569 NaN 0
27 29788 297 41.3660 97.2370 6871.460465 0.291 0.6035 3.1513955959049644 NaN 0
EOD
$arm3 << EOD
4 33967 310 37.1035 97.7103 6321.63698 0.316 0.5384 0.0 1.0928546224417783 1
14 33287 310 37.3798 97.5882 5589.368029 0.358 0.5543 0.0 1.1604083427078888 1
25 33957 310 37.0840 97.7291 6816.872877 0.293 0.5342 0.0 1.091654755360088 2
EOD
$arm4 << EOD
6 32418 297 37.9711 97.5348 4686.189596 0.426 0.5618 0.0 1.3905306085183438 12
16 32364 297 37.8992 97.5368 4554.622357 0.439 0.5622 0.0 1.3907825815026191 12
26 32351 297 38.2141 97.5403 5835.527701 0.343 0.5615 0.0 1.385405778763929 14
EOD
$arm5 << EOD
8 33236 310 37.3322 97.6851 6297.11063 0.317 0.5405 0.0 1.6850156142486634 15
18 33478 310 36.9869 97.6830 5705.478557 0.35 0.5419 0.0 1.6637812710415911 12
28 33322 310 37.2042 97.6817 6535.401412 0.306 0.5409 0.0 1.6684236450413013 13
EOD
$arm6 << EOD
10 34014 297 36.2678 97.6874 6401.965468 0.312 0.5413 0.0 1.4992172019156889 12
20 34251 297 36.0751 97.6603 5663.371482 0.353 0.5453 0.0 1.4938192336628013 16
30 34087 297 36.2559 97.6931 5907.687334 0.338 0.5403 0.0 1.511880349920045 16
EOD
$arm7 << EOD
12 33882 310 37.1085 97.5300 5849.318538 0.342 0.5632 0.0 1.6415282351654494 12
22 33935 297 37.2907 97.4865 6272.721151 0.319 0.5711 0.0 1.6248784196227934 12
32 34264 297 36.9622 97.5585 6604.423042 0.303 0.5603 0.0 1.632562316081011 15
EOD
$arm8 << EOD
11 29547 297 41.4907 97.1393 6673.202109 0.299 0.621 0.0 1.0074687433573595 15
24 29550 297 41.6274 97.1269 5074.759953 0.394 0.6215 0.0 1.0090077508553872 12
34 29565 297 41.5887 97.1493 5508.610568 0.363 0.6174 0.0 1.0117450355883408 12
EOD
$arm9 << EOD
9 33534 297 38.0475 97.7252 6389.029284 0.313 0.5351 0.0 1.005957750934377 13
23 33461 297 37.0439 97.6642 6015.023084 0.332 0.5463 0.0 1.0065184282668291 15
36 33544 297 37.4388 97.7338 5970.656629 0.335 0.5334 0.0 1.006812777575079 15
EOD
$arm10 << EOD
7 34382 297 35.9041 97.7206 6240.380776 0.32 0.5361 0.0 1.0262460280891144 18
21 34235 310 35.6040 97.6883 4781.828547 0.418 0.542 0.0 1.022564356359081 2
35 34289 297 36.1308 97.7197 6753.514905 0.296 0.5381 0.0 1.0300177385057787 17
EOD
$arm11 << EOD
5 32942 297 37.1738 97.5341 4672.618727 0.428 0.5634 0.0 1.0075756423323243 15
19 33210 297 37.6565 97.6312 4970.004134 0.402 0.5465 0.0 1.006784710801702 13
33 33218 297 37.4550 97.5570 5431.978042 0.368 0.5584 0.0 1.0033467997465146 16
EOD
$arm12 << EOD
3 33959 297 36.4650 97.6942 5865.73669 0.341 0.5401 0.0 1.005775671406003 14
17 34002 297 36.1416 97.6779 5238.575207 0.382 0.5424 0.0 1.0067677123722243 15
31 33930 297 36.2707 97.7033 5202.357017 0.384 0.5376 0.0 1.0035158823360926 13
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:2 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:2 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:2 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:2 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:2 with points pt 7 ps 1.5 title 'car', $arm7 using 1:2 with points pt 7 ps 1.5 title 'clockpro', $arm8 using 1:2 with points pt 7 ps 1.5 title 'lru', $arm9 using 1:2 with points pt 7 ps 1.5 title 'arc', $arm10 using 1:2 with points pt 7 ps 1.5 title 'lru2', $arm11 using 1:2 with points pt 7 ps 1.5 title 'wtinylfu', $arm12 using 1:2 with points pt 7 ps 1.5 title 'lirs'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:3 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:3 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:3 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:3 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:3 with points pt 7 ps 1.5 title 'car', $arm7 using 1:3 with points pt 7 ps 1.5 title 'clockpro', $arm8 using 1:3 with points pt 7 ps 1.5 title 'lru', $arm9 using 1:3 with points pt 7 ps 1.5 title 'arc', $arm10 using 1:3 with points pt 7 ps 1.5 title 'lru2', $arm11 using 1:3 with points pt 7 ps 1.5 title 'wtinylfu', $arm12 using 1:3 with points pt 7 ps 1.5 title 'lirs'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:4 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:4 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:4 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:4 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:4 with points pt 7 ps 1.5 title 'car', $arm7 using 1:4 with points pt 7 ps 1.5 title 'clockpro', $arm8 using 1:4 with points pt 7 ps 1.5 title 'lru', $arm9 using 1:4 with points pt 7 ps 1.5 title 'arc', $arm10 using 1:4 with points pt 7 ps 1.5 title 'lru2', $arm11 using 1:4 with points pt 7 ps 1.5 title 'wtinylfu', $arm12 using 1:4 with points pt 7 ps 1.5 title 'lirs'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:5 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:5 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:5 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:5 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:5 with points pt 7 ps 1.5 title 'car', $arm7 using 1:5 with points pt 7 ps 1.5 title 'clockpro', $arm8 using 1:5 with points pt 7 ps 1.5 title 'lru', $arm9 using 1:5 with points pt 7 ps 1.5 title 'arc', $arm10 using 1:5 with points pt 7 ps 1.5 title 'lru2', $arm11 using 1:5 with points pt 7 ps 1.5 title 'wtinylfu', $arm12 using 1:5 with points pt 7 ps 1.5 title 'lirs'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:6 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:6 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:6 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:6 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:6 with points pt 7 ps 1.5 title 'car', $arm7 using 1:6 with points pt 7 ps 1.5 title 'clockpro', $arm8 using 1:6 with points pt 7 ps 1.5 title 'lru', $arm9 using 1:6 with points pt 7 ps 1.5 title 'arc', $arm10 using 1:6 with points pt 7 ps 1.5 title 'lru2', $arm11 using 1:6 with points pt 7 ps 1.5 title 'wtinylfu', $arm12 using 1:6 with points pt 7 ps 1.5 title 'lirs'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:7 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:7 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:7 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:7 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:7 with points pt 7 ps 1.5 title 'car', $arm7 using 1:7 with points pt 7 ps 1.5 title 'clockpro', $arm8 using 1:7 with points pt 7 ps 1.5 title 'lru', $arm9 using 1:7 with points pt 7 ps 1.5 title 'arc', $arm10 using 1:7 with points pt 7 ps 1.5 title 'lru2', $arm11 using 1:7 with points pt 7 ps 1.5 title 'wtinylfu', $arm12 using 1:7 with points pt 7 ps 1.5 title 'lirs'
set title 'allocations per transaction'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:8 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:8 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:8 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:8 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:8 with points pt 7 ps 1.5 title 'car', $arm7 using 1:8 with points pt 7 ps 1.5 title 'clockpro', $arm8 using 1:8 with points pt 7 ps 1.5 title 'lru', $arm9 using 1:8 with points pt 7 ps 1.5 title 'arc', $arm10 using 1:8 with points pt 7 ps 1.5 title 'lru2', $arm11 using 1:8 with points pt 7 ps 1.5 title 'wtinylfu', $arm12 using 1:8 with points pt 7 ps 1.5 title 'lirs'
set title 'sweep ticks per allocation'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:9 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:9 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:9 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:9 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:9 with points pt 7 ps 1.5 title 'car', $arm7 using 1:9 with points pt 7 ps 1.5 title 'clockpro', $arm8 using 1:9 with points pt 7 ps 1.5 title 'lru', $arm9 using 1:9 with points pt 7 ps 1.5 title 'arc', $arm10 using 1:9 with points pt 7 ps 1.5 title 'lru2', $arm11 using 1:9 with points pt 7 ps 1.5 title 'wtinylfu', $arm12 using 1:9 with points pt 7 ps 1.5 title 'lirs'
set title 'policy header visits per allocation (framework)'
plot $arm1 using 1:10 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:10 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:10 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:10 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:10 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:10 with points pt 7 ps 1.5 title 'car', $arm7 using 1:10 with points pt 7 ps 1.5 title 'clockpro', $arm8 using 1:10 with points pt 7 ps 1.5 title 'lru', $arm9 using 1:10 with points pt 7 ps 1.5 title 'arc', $arm10 using 1:10 with points pt 7 ps 1.5 title 'lru2', $arm11 using 1:10 with points pt 7 ps 1.5 title 'wtinylfu', $arm12 using 1:10 with points pt 7 ps 1.5 title 'lirs'
set title 'dirty victims'
plot $arm1 using 1:11 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:11 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:11 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:11 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:11 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:11 with points pt 7 ps 1.5 title 'car', $arm7 using 1:11 with points pt 7 ps 1.5 title 'clockpro', $arm8 using 1:11 with points pt 7 ps 1.5 title 'lru', $arm9 using 1:11 with points pt 7 ps 1.5 title 'arc', $arm10 using 1:11 with points pt 7 ps 1.5 title 'lru2', $arm11 using 1:11 with points pt 7 ps 1.5 title 'wtinylfu', $arm12 using 1:11 with points pt 7 ps 1.5 title 'lirs'
unset multiplot
set output 'eviction-shares.png'
set terminal pngcairo size 1200,700
set offsets 0, 0, 0, 0
set title 'share of evictions by page class, per run (%)'
set style data histograms
set style histogram rowstacked
set style fill solid border -1
set yrange [0:100]
set xtics rotate by -45
set key outside right
$shares << EOD
1-stock 41.0255 0.0070 58.9439 0.0236
2-stock-again 41.0097 0.0077 58.9555 0.0271
3-lirs 36.4315 0.0082 63.5306 0.0297
4-sieve 37.0953 0.0000 62.8935 0.0112
5-wtinylfu 37.1335 0.0099 62.8194 0.0373
6-twoq 37.9307 0.0099 62.0236 0.0358
7-lru2 35.8724 0.0078 64.0887 0.0311
8-s3fifo 37.3169 0.0000 62.6625 0.0206
9-arc 38.0165 0.0076 61.9472 0.0287
10-car 36.2372 0.0075 63.7276 0.0277
11-lru 41.4651 0.0063 58.5040 0.0246
12-clockpro 37.1000 0.0000 62.8861 0.0140
13-stock-again 41.0736 0.0072 58.8921 0.0271
14-sieve 37.3708 0.0000 62.6169 0.0123
15-stock 40.9437 0.0073 59.0211 0.0279
16-twoq 37.8578 0.0102 62.0930 0.0391
17-lirs 36.1042 0.0092 63.8500 0.0367
18-s3fifo 36.9701 0.0000 63.0066 0.0233
19-wtinylfu 37.6174 0.0096 62.3354 0.0376
20-car 36.0407 0.0084 63.9171 0.0337
21-lru2 35.5932 0.0000 64.3898 0.0170
22-clockpro 37.2611 0.0073 62.7031 0.0285
23-arc 37.0116 0.0079 62.9482 0.0323
24-lru 41.5938 0.0083 58.3656 0.0324
25-sieve 37.0763 0.0000 62.9116 0.0121
26-twoq 38.1817 0.0079 61.7779 0.0324
27-stock-again 41.3404 0.0063 58.6282 0.0251
28-s3fifo 37.1895 0.0000 62.7890 0.0215
29-stock 41.0530 0.0074 58.9100 0.0296
30-car 36.2227 0.0082 63.7360 0.0332
31-lirs 36.2328 0.0093 63.7207 0.0372
32-clockpro 36.9336 0.0070 63.0307 0.0287
33-wtinylfu 37.4200 0.0086 62.5364 0.0350
34-lru 41.5575 0.0077 58.4043 0.0306
35-lru2 36.1016 0.0072 63.8610 0.0303
36-arc 37.4055 0.0082 62.5517 0.0346
EOD
plot $shares using 2:xtic(1) title 'btree leaf', $shares using 3 title 'btree inner', $shares using 4 title 'heap', $shares using 5 title 'other'
set terminal pngcairo size 1400,1050 font ",10"
set output 'strips.png'
unset object
set autoscale y
set style fill solid noborder
set multiplot layout 3,2 title "each run by arm; grey: the baseline's median +- its A/A floor"
set key off
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
set xtics ('stock' 1, 'stock-again' 2, 'sieve' 3, 'twoq' 4, 's3fifo' 5, 'car' 6, 'clockpro' 7, 'lru' 8, 'arc' 9, 'lru2' 10, 'wtinylfu' 11, 'lirs' 12) rotate by -30
$strip_index_leaf_resident << EOD
0.94 29761.0
1.0 29774.0
1.06 29799.0
1.94 29766.0
2.0 29709.0
2.06 29788.0
2.94 33967.0
3.0 33287.0
3.06 33957.0
3.94 32418.0
4.0 32364.0
4.06 32351.0
4.94 33236.0
5.0 33478.0
5.06 33322.0
5.94 34014.0
6.0 34251.0
6.06 34087.0
6.94 33882.0
7.0 33935.0
7.06 34264.0
7.94 29547.0
8.0 29550.0
8.06 29565.0
8.94 33534.0
9.0 33461.0
9.06 33544.0
9.94 34382.0
10.0 34235.0
10.06 34289.0
10.94 32942.0
11.0 33210.0
11.06 33218.0
11.94 33959.0
12.0 34002.0
12.06 33930.0
EOD
unset object
set object 1 rectangle from graph 0, first 29746.988206041464 to graph 1, first 29801.011793958536 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.94 41.0539
1.0 40.9733
1.06 41.0832
1.94 41.041
2.0 41.1029
2.06 41.366
2.94 37.1035
3.0 37.3798
3.06 37.084
3.94 37.9711
4.0 37.8992
4.06 38.2141
4.94 37.3322
5.0 36.9869
5.06 37.2042
5.94 36.2678
6.0 36.0751
6.06 36.2559
6.94 37.1085
7.0 37.2907
7.06 36.9622
7.94 41.4907
8.0 41.6274
8.06 41.5887
8.94 38.0475
9.0 37.0439
9.06 37.4388
9.94 35.9041
10.0 35.604
10.06 36.1308
10.94 37.1738
11.0 37.6565
11.06 37.455
11.94 36.465
12.0 36.1416
12.06 36.2707
EOD
unset object
set object 1 rectangle from graph 0, first 40.992 to graph 1, first 41.1158 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.94 97.2316
1.0 97.2314
1.06 97.2286
1.94 97.2374
2.0 97.2131
2.06 97.237
2.94 97.7103
3.0 97.5882
3.06 97.7291
3.94 97.5348
4.0 97.5368
4.06 97.5403
4.94 97.6851
5.0 97.683
5.06 97.6817
5.94 97.6874
6.0 97.6603
6.06 97.6931
6.94 97.53
7.0 97.4865
7.06 97.5585
7.94 97.1393
8.0 97.1269
8.06 97.1493
8.94 97.7252
9.0 97.6642
9.06 97.7338
9.94 97.7206
10.0 97.6883
10.06 97.7197
10.94 97.5341
11.0 97.6312
11.06 97.557
11.94 97.6942
12.0 97.6779
12.06 97.7033
EOD
unset object
set object 1 rectangle from graph 0, first 97.223 to graph 1, first 97.23979999999999 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.94 6184.602058
1.0 5924.930652
1.06 5819.504851
1.94 5621.55088
2.0 5946.17617
2.06 6871.460465
2.94 6321.63698
3.0 5589.368029
3.06 6816.872877
3.94 4686.189596
4.0 4554.622357
4.06 5835.527701
4.94 6297.11063
5.0 5705.478557
5.06 6535.401412
5.94 6401.965468
6.0 5663.371482
6.06 5907.687334
6.94 5849.318538
7.0 6272.721151
7.06 6604.423042
7.94 6673.202109
8.0 5074.759953
8.06 5508.610568
8.94 6389.029284
9.0 6015.023084
9.06 5970.656629
9.94 6240.380776
10.0 4781.828547
10.06 6753.514905
10.94 4672.618727
11.0 4970.004134
11.06 5431.978042
11.94 5865.73669
12.0 5238.575207
12.06 5202.357017
EOD
unset object
set object 1 rectangle from graph 0, first 5553.219365885652 to graph 1, first 6296.641938114348 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.94 0.323
1.0 0.337
1.06 0.343
1.94 0.356
2.0 0.336
2.06 0.291
2.94 0.316
3.0 0.358
3.06 0.293
3.94 0.426
4.0 0.439
4.06 0.343
4.94 0.317
5.0 0.35
5.06 0.306
5.94 0.312
6.0 0.353
6.06 0.338
6.94 0.342
7.0 0.319
7.06 0.303
7.94 0.299
8.0 0.394
8.06 0.363
8.94 0.313
9.0 0.332
9.06 0.335
9.94 0.32
10.0 0.418
10.06 0.296
10.94 0.428
11.0 0.402
11.06 0.368
11.94 0.341
12.0 0.382
12.06 0.384
EOD
unset object
set object 1 rectangle from graph 0, first 0.3161331269349845 to graph 1, first 0.3578668730650155 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.94 0.6037
1.0 0.6051
1.06 0.6048
1.94 0.604
2.0 0.6082
2.06 0.6035
2.94 0.5384
3.0 0.5543
3.06 0.5342
3.94 0.5618
4.0 0.5622
4.06 0.5615
4.94 0.5405
5.0 0.5419
5.06 0.5409
5.94 0.5413
6.0 0.5453
6.06 0.5403
6.94 0.5632
7.0 0.5711
7.06 0.5603
7.94 0.621
8.0 0.6215
8.06 0.6174
8.94 0.5351
9.0 0.5463
9.06 0.5334
9.94 0.5361
10.0 0.542
10.06 0.5381
10.94 0.5634
11.0 0.5465
11.06 0.5584
11.94 0.5401
12.0 0.5424
12.06 0.5376
EOD
unset object
set object 1 rectangle from graph 0, first 0.6033974490641048 to graph 1, first 0.6062025509358953 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'allocations per transaction'
plot $strip_allocations_per_transaction using 1:2 with points pt 7 ps 1.2
unset multiplot
unset object
set xtics auto norotate
set terminal pngcairo size 1400,1050 font ",10"
set output 'deltas.png'
set multiplot layout 3,2 title "delta of each pair (% or points) with its 95% interval; grey: +- the pair's A/A floor"
set key off
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
set xtics ('stock-again vs stock' 1, 'sieve vs stock' 2, 'twoq vs stock' 3, 's3fifo vs stock' 4, 'car vs stock' 5, 'clockpro vs stock' 6, 'lru vs stock' 7, 'arc vs stock' 8, 'lru2 vs stock' 9, 'wtinylfu vs stock' 10, 'lirs vs stock' 11) rotate by -30
$delta_index_leaf_resident << EOD
1 -0.026869080405723115 -0.026869080405723115 -0.026869080405723115 0.09072275797184234
2 14.049170417142474 14.049170417142474 14.049170417142474 0.09072275797184234
3 8.698864781352858 8.698864781352858 8.698864781352858 0.09072275797184234
4 11.916437159938202 11.916437159938202 11.916437159938202 0.09072275797184234
5 14.485792973735474 14.485792973735474 14.485792973735474 0.09072275797184234
6 13.975280446026735 13.975280446026735 13.975280446026735 0.09072275797184234
7 -0.7523342513602472 -0.7523342513602472 -0.7523342513602472 0.09072275797184234
8 12.628467790689864 12.628467790689864 12.628467790689864 0.09072275797184234
9 15.164237253979982 15.164237253979982 15.164237253979982 0.09072275797184234
10 11.540270034258077 11.540270034258077 11.540270034258077 0.09072275797184234
11 14.055887687243905 14.055887687243905 14.055887687243905 0.09072275797184234
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 0.04899999999999949 0.04899999999999949 0.04899999999999949 0.0619000000000014
2 -3.950400000000002 -3.950400000000002 -3.950400000000002 0.0619000000000014
3 -3.082799999999999 -3.082799999999999 -3.082799999999999 0.0619000000000014
4 -3.8496999999999986 -3.8496999999999986 -3.8496999999999986 0.0619000000000014
5 -4.798000000000002 -4.798000000000002 -4.798000000000002 0.0619000000000014
6 -3.9453999999999994 -3.9453999999999994 -3.9453999999999994 0.0619000000000014
7 0.5348000000000042 0.5348000000000042 0.5348000000000042 0.0619000000000014
8 -3.615099999999998 -3.615099999999998 -3.615099999999998 0.0619000000000014
9 -5.149799999999999 -5.149799999999999 -5.149799999999999 0.0619000000000014
10 -3.5989000000000004 -3.5989000000000004 -3.5989000000000004 0.0619000000000014
11 -4.783200000000001 -4.783200000000001 -4.783200000000001 0.0619000000000014
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 0.00560000000000116 0.00560000000000116 0.00560000000000116 0.008399999999994634
2 0.4789000000000101 0.4789000000000101 0.4789000000000101 0.008399999999994634
3 0.3054000000000059 0.3054000000000059 0.3054000000000059 0.008399999999994634
4 0.4516000000000133 0.4516000000000133 0.4516000000000133 0.008399999999994634
5 0.45600000000000307 0.45600000000000307 0.45600000000000307 0.008399999999994634
6 0.2986000000000075 0.2986000000000075 0.2986000000000075 0.008399999999994634
7 -0.09209999999998786 -0.09209999999998786 -0.09209999999998786 0.008399999999994634
8 0.49380000000000734 0.49380000000000734 0.49380000000000734 0.008399999999994634
9 0.4883000000000095 0.4883000000000095 0.4883000000000095 0.008399999999994634
10 0.32560000000000855 0.32560000000000855 0.32560000000000855 0.008399999999994634
11 0.46280000000000143 0.46280000000000143 0.46280000000000143 0.008399999999994634
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 0.3585783403697418 0.3585783403697418 0.3585783403697418 6.2736816335373256
2 6.695543818155734 6.695543818155734 6.695543818155734 6.2736816335373256
3 -20.907266747195674 -20.907266747195674 -20.907266747195674 6.2736816335373256
4 6.281592137696468 6.281592137696468 6.281592137696468 6.2736816335373256
5 -0.29102987043703576 -0.29102987043703576 -0.29102987043703576 6.2736816335373256
6 5.869950543346877 5.869950543346877 5.869950543346877 6.2736816335373256
7 -7.026581549261986 -7.026581549261986 -7.026581549261986 6.2736816335373256
8 1.5205651726841574 1.5205651726841574 1.5205651726841574 6.2736816335373256
9 5.3241150407982865 5.3241150407982865 5.3241150407982865 6.2736816335373256
10 -16.11709189672386 -16.11709189672386 -16.11709189672386 6.2736816335373256
11 -11.584193728382564 -11.584193728382564 -11.584193728382564 6.2736816335373256
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 -0.29673590504451064 -0.29673590504451064 -0.29673590504451064 6.19195046439629
2 -6.231454005934723 -6.231454005934723 -6.231454005934723 6.19195046439629
3 26.409495548961413 26.409495548961413 26.409495548961413 6.19195046439629
4 -5.934718100890213 -5.934718100890213 -5.934718100890213 6.19195046439629
5 0.29673590504451064 0.29673590504451064 0.29673590504451064 6.19195046439629
6 -5.341246290801191 -5.341246290801191 -5.341246290801191 6.19195046439629
7 7.71513353115726 7.71513353115726 7.71513353115726 6.19195046439629
8 -1.4836795252225532 -1.4836795252225532 -1.4836795252225532 6.19195046439629
9 -5.044510385756681 -5.044510385756681 -5.044510385756681 6.19195046439629
10 19.287833827893174 19.287833827893174 19.287833827893174 6.19195046439629
11 13.353115727002962 13.353115727002962 13.353115727002962 6.19195046439629
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 -0.13227513227513607 -0.13227513227513607 -0.13227513227513607 0.23190326321019658
2 -10.978835978835981 -10.978835978835981 -10.978835978835981 0.23190326321019658
3 -7.109788359788367 -7.109788359788367 -7.109788359788367 0.23190326321019658
4 -10.565476190476183 -10.565476190476183 -10.565476190476183 0.23190326321019658
5 -10.499338624338623 -10.499338624338623 -10.499338624338623 0.23190326321019658
6 -6.878306878306873 -6.878306878306873 -6.878306878306873 0.23190326321019658
7 2.678571428571427 2.678571428571427 2.678571428571427 0.23190326321019658
8 -11.524470899470897 -11.524470899470897 -11.524470899470897 0.23190326321019658
9 -11.02843915343915 -11.02843915343915 -11.02843915343915 0.23190326321019658
10 -7.671957671957672 -7.671957671957672 -7.671957671957672 0.23190326321019658
11 -10.69775132275132 -10.69775132275132 -10.69775132275132 0.23190326321019658
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
