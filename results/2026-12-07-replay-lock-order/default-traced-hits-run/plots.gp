set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 34005 310 34.6625 97.6577 7580.961907 0.261 0.544 0.0 1.0023606642197682 7
8 34026 310 34.8938 97.6351 8381.659475 0.236 0.5494 0.0 1.001940735162066 1
15 33846 310 36.6824 97.7478 8740.778074 0.226 0.535 0.0 1.0019684758576421 2
19 33732 310 37.0397 97.7558 6990.146057 0.283 0.5309 0.0 1.002641556901292 2
EOD
$arm2 << EOD
2 29549 299 41.4941 97.1316 9322.612281 0.212 0.6222 0.0 1.0032074126870991 14
6 29499 299 41.7477 97.1206 5797.325614 0.343 0.626 0.0 1.0023168578993822 12
13 29572 299 41.6257 97.0824 8678.86184 0.228 0.6307 0.0 1.0033743863367808 17
20 29597 299 41.5811 97.1460 6714.789066 0.295 0.6183 0.0 1.002650006424258 14
EOD
$arm3 << EOD
4 34165 310 37.8957 97.7576 5469.675987 0.364 0.5353 0.0 1.0236712004192012 1
7 34181 310 33.7624 97.7058 5879.932224 0.339 0.5369 0.0 1.0094473211455142 3
11 34208 310 37.4080 97.7968 8420.280101 0.234 0.5287 0.0 1.0290975562248093 2
18 34095 310 33.5388 97.6796 6671.843156 0.297 0.5434 0.0 1.0077994224012656 1
EOD
$arm4 << EOD
5 32359 299 37.6937 97.5489 6336.133989 0.314 0.5631 0.0 1.0025606519382453 15
9 32040 299 38.2731 97.5694 5611.727235 0.354 0.5571 0.0 1.0030941254294432 13
12 33216 299 37.5796 97.6927 9553.092296 0.207 0.5384 0.0 1.0021526012759998 12
16 32790 299 37.5002 97.5884 7977.531995 0.248 0.556 0.0 1.0021506993532863 14
EOD
$arm5 << EOD
3 33946 310 38.1432 97.7401 10078.097906 0.197 0.5344 0.0 1.0022041432940798 2
10 33963 310 34.7257 97.7377 4228.22461 0.471 0.5348 0.0 1.0014472634905633 3
14 33990 310 37.9922 97.7273 8271.313104 0.239 0.5374 0.0 1.0023857395792695 1
17 34107 310 34.3637 97.6390 8300.931819 0.238 0.5474 0.0 1.0024950099800398 3
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'arc', $arm2 using 1:2 with points pt 7 ps 1.5 title 'lru', $arm3 using 1:2 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:2 with points pt 7 ps 1.5 title 'wtinylfu', $arm5 using 1:2 with points pt 7 ps 1.5 title 'lirs'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'arc', $arm2 using 1:3 with points pt 7 ps 1.5 title 'lru', $arm3 using 1:3 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:3 with points pt 7 ps 1.5 title 'wtinylfu', $arm5 using 1:3 with points pt 7 ps 1.5 title 'lirs'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'arc', $arm2 using 1:4 with points pt 7 ps 1.5 title 'lru', $arm3 using 1:4 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:4 with points pt 7 ps 1.5 title 'wtinylfu', $arm5 using 1:4 with points pt 7 ps 1.5 title 'lirs'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'arc', $arm2 using 1:5 with points pt 7 ps 1.5 title 'lru', $arm3 using 1:5 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:5 with points pt 7 ps 1.5 title 'wtinylfu', $arm5 using 1:5 with points pt 7 ps 1.5 title 'lirs'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'arc', $arm2 using 1:6 with points pt 7 ps 1.5 title 'lru', $arm3 using 1:6 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:6 with points pt 7 ps 1.5 title 'wtinylfu', $arm5 using 1:6 with points pt 7 ps 1.5 title 'lirs'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'arc', $arm2 using 1:7 with points pt 7 ps 1.5 title 'lru', $arm3 using 1:7 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:7 with points pt 7 ps 1.5 title 'wtinylfu', $arm5 using 1:7 with points pt 7 ps 1.5 title 'lirs'
set title 'allocations per transaction'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'arc', $arm2 using 1:8 with points pt 7 ps 1.5 title 'lru', $arm3 using 1:8 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:8 with points pt 7 ps 1.5 title 'wtinylfu', $arm5 using 1:8 with points pt 7 ps 1.5 title 'lirs'
set title 'sweep ticks per allocation'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'arc', $arm2 using 1:9 with points pt 7 ps 1.5 title 'lru', $arm3 using 1:9 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:9 with points pt 7 ps 1.5 title 'wtinylfu', $arm5 using 1:9 with points pt 7 ps 1.5 title 'lirs'
set title 'policy header visits per allocation (framework)'
plot $arm1 using 1:10 with points pt 7 ps 1.5 title 'arc', $arm2 using 1:10 with points pt 7 ps 1.5 title 'lru', $arm3 using 1:10 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:10 with points pt 7 ps 1.5 title 'wtinylfu', $arm5 using 1:10 with points pt 7 ps 1.5 title 'lirs'
set title 'dirty victims'
plot $arm1 using 1:11 with points pt 7 ps 1.5 title 'arc', $arm2 using 1:11 with points pt 7 ps 1.5 title 'lru', $arm3 using 1:11 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:11 with points pt 7 ps 1.5 title 'wtinylfu', $arm5 using 1:11 with points pt 7 ps 1.5 title 'lirs'
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
1-arc 34.6431 0.0000 65.3359 0.0210
2-lru 41.4332 0.0149 58.4990 0.0529
3-lirs 38.1258 0.0000 61.8519 0.0223
4-lru2 37.8433 0.0000 62.0861 0.0706
5-wtinylfu 37.5946 0.0243 62.2876 0.0935
6-lru 41.6503 0.0239 58.2376 0.0883
7-lru2 33.7328 0.0000 66.2270 0.0402
8-arc 34.8735 0.0000 65.1004 0.0261
9-wtinylfu 38.1600 0.0277 61.7077 0.1046
10-lirs 34.6844 0.0000 65.2595 0.0561
11-lru2 37.3736 0.0000 62.5785 0.0480
12-wtinylfu 37.5109 0.0169 62.4087 0.0635
13-lru 41.5611 0.0158 58.3597 0.0633
14-lirs 37.9712 0.0000 62.0003 0.0285
15-arc 36.6624 0.0000 63.3076 0.0300
16-wtinylfu 37.4205 0.0196 62.4833 0.0767
17-lirs 34.3432 0.0000 65.6260 0.0308
18-lru2 33.5130 0.0000 66.4484 0.0386
19-arc 37.0145 0.0000 62.9477 0.0377
20-lru 41.4960 0.0209 58.4012 0.0819
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
set xtics ('arc' 1, 'lru' 2, 'lru2' 3, 'wtinylfu' 4, 'lirs' 5) rotate by -30
$strip_index_leaf_resident << EOD
0.91 34005.0
0.97 34026.0
1.03 33846.0
1.09 33732.0
1.91 29549.0
1.97 29499.0
2.03 29572.0
2.09 29597.0
2.91 34165.0
2.97 34181.0
3.03 34208.0
3.09 34095.0
3.91 32359.0
3.97 32040.0
4.03 33216.0
4.09 32790.0
4.91 33946.0
4.97 33963.0
5.03 33990.0
5.09 34107.0
EOD
unset object
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.91 34.6625
0.97 34.8938
1.03 36.6824
1.09 37.0397
1.91 41.4941
1.97 41.7477
2.03 41.6257
2.09 41.5811
2.91 37.8957
2.97 33.7624
3.03 37.408
3.09 33.5388
3.91 37.6937
3.97 38.2731
4.03 37.5796
4.09 37.5002
4.91 38.1432
4.97 34.7257
5.03 37.9922
5.09 34.3637
EOD
unset object
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.91 97.6577
0.97 97.6351
1.03 97.7478
1.09 97.7558
1.91 97.1316
1.97 97.1206
2.03 97.0824
2.09 97.146
2.91 97.7576
2.97 97.7058
3.03 97.7968
3.09 97.6796
3.91 97.5489
3.97 97.5694
4.03 97.6927
4.09 97.5884
4.91 97.7401
4.97 97.7377
5.03 97.7273
5.09 97.639
EOD
unset object
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.91 7580.961907
0.97 8381.659475
1.03 8740.778074
1.09 6990.146057
1.91 9322.612281
1.97 5797.325614
2.03 8678.86184
2.09 6714.789066
2.91 5469.675987
2.97 5879.932224
3.03 8420.280101
3.09 6671.843156
3.91 6336.133989
3.97 5611.727235
4.03 9553.092296
4.09 7977.531995
4.91 10078.097906
4.97 4228.22461
5.03 8271.313104
5.09 8300.931819
EOD
unset object
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.91 0.261
0.97 0.236
1.03 0.226
1.09 0.283
1.91 0.212
1.97 0.343
2.03 0.228
2.09 0.295
2.91 0.364
2.97 0.339
3.03 0.234
3.09 0.297
3.91 0.314
3.97 0.354
4.03 0.207
4.09 0.248
4.91 0.197
4.97 0.471
5.03 0.239
5.09 0.238
EOD
unset object
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.91 0.544
0.97 0.5494
1.03 0.535
1.09 0.5309
1.91 0.6222
1.97 0.626
2.03 0.6307
2.09 0.6183
2.91 0.5353
2.97 0.5369
3.03 0.5287
3.09 0.5434
3.91 0.5631
3.97 0.5571
4.03 0.5384
4.09 0.556
4.91 0.5344
4.97 0.5348
5.03 0.5374
5.09 0.5474
EOD
unset object
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
set xtics ('lru vs arc' 1, 'lru2 vs arc' 2, 'wtinylfu vs arc' 3, 'lirs vs arc' 4) rotate by -30
$delta_index_leaf_resident << EOD
1 -12.866427908210637 -13.34394482026794 -12.188471798499654 NaN
2 0.7295397267542114 0.20338683291329532 1.4030743835757764 NaN
3 -3.9822552357371297 -5.854003625591369 -1.5209797939602954 NaN
4 0.15032939824026176 -0.23581082076903803 1.1053632223548657 NaN
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 5.815300000000001 4.4544 7.0852 NaN
2 -0.20289999999999964 -3.5009000000000015 3.2331999999999965 NaN
3 1.848550000000003 0.46049999999999613 3.610599999999998 NaN
4 0.5708500000000001 -2.676000000000002 3.480699999999999 NaN
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 -0.5766500000000008 -0.6733999999999867 -0.48909999999999343 NaN
2 0.02894999999998049 -0.07620000000000005 0.1617000000000104 NaN
3 -0.12385000000000446 -0.20689999999999031 0.05760000000000787 NaN
4 0.029749999999992838 -0.1167999999999978 0.10500000000000398 NaN
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 -3.564392479054805 -36.87931185687505 29.22410007957927 NaN
2 -21.367705969936672 -40.984522638475994 17.918536182442672 NaN
3 -10.330104050826018 -39.20472413795925 32.11184651526054 NaN
4 3.819069101566423 -56.53900266141136 38.68978377802134 NaN
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 5.231388329979884 -28.571428571428562 47.082494969818924 NaN
2 27.967806841046283 -19.718309859154914 55.53319919517102 NaN
3 13.07847082494971 -30.58350100603621 51.509054325955724 NaN
4 -4.024144869215295 -34.60764587525149 98.59154929577464 NaN
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 15.6811862835959 12.771084337349388 18.498609823911025 NaN
2 -0.630213160333655 -3.8368860055607135 2.3169601482854407 NaN
3 3.1603336422613544 -2.038924930491197 5.968489341983318 NaN
4 -0.630213160333655 -2.7803521779425413 3.0583873957367853 NaN
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
