set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29715 297 41.1651 97.2339 5448.407726 0.367 0.6039 3.0898464122286047 NaN 0
12 29797 297 41.0837 97.2321 5013.135882 0.398 0.6045 3.052531779381062 NaN 0
23 29777 297 41.1408 97.2065 7013.27077 0.285 0.6106 3.084116739160937 NaN 0
EOD
$arm2 << EOD
2 29718 297 41.0563 97.2398 4545.917319 0.44 0.6036 3.024361940489136 NaN 0
10 29694 297 41.0163 97.2479 5456.446681 0.366 0.6025 3.0553857395116606 NaN 0
21 29689 297 41.0770 97.2235 5935.968996 0.337 0.6071 3.0323833764963486 NaN 0
EOD
$arm3 << EOD
4 34234 297 35.9889 97.6936 5059.734855 0.395 0.5413 0.0 1.5159385550797293 12
11 34323 297 35.6871 97.6734 5318.165912 0.376 0.5439 0.0 1.476490873334626 17
19 34012 297 36.5653 97.7418 6535.651698 0.306 0.5327 0.0 1.5437286848900673 13
EOD
$arm4 << EOD
6 29596 297 41.5394 97.1370 5060.724936 0.395 0.6207 0.0 1.009221611838332 13
13 29565 297 41.6183 97.1142 5037.834627 0.397 0.6243 0.0 1.0106519123143238 14
20 29615 297 41.5837 97.1295 6354.945387 0.314 0.6213 0.0 1.0075442616966477 15
EOD
$arm5 << EOD
8 29538 297 41.6262 97.1173 5199.863502 0.384 0.6238 0.0 1.0107346341644083 15
15 29569 297 41.5971 97.1249 5148.264933 0.388 0.6229 0.0 1.01071905707258 13
22 29545 297 41.5801 97.1282 6251.811346 0.32 0.6222 0.0 1.008533723132669 12
EOD
$arm6 << EOD
9 33579 297 37.5236 97.7293 5152.115988 0.388 0.534 0.0 1.0058794423261634 13
17 33868 297 35.8042 97.6474 4504.667016 0.444 0.5463 0.0 1.0052144344657035 15
24 33678 297 36.7245 97.6653 5808.047008 0.344 0.544 0.0 1.0054313726732873 12
EOD
$arm7 << EOD
7 34186 310 35.7933 97.7252 4944.744984 0.404 0.5355 0.0 1.0310333093878785 2
18 34370 297 35.9912 97.7247 6225.580921 0.321 0.5365 0.0 1.0285907802226124 15
26 34276 297 35.9715 97.6955 5625.012795 0.355 0.5389 0.0 1.0264161166062096 17
EOD
$arm8 << EOD
5 33014 297 37.1992 97.5818 4670.513766 0.428 0.5563 0.0 1.0079388301968153 15
16 33361 297 37.5988 97.6447 6197.843548 0.322 0.5459 0.0 1.0066169507575757 14
27 33088 297 37.5924 97.5877 5868.1214 0.341 0.5529 0.0 1.0075425580505388 15
EOD
$arm9 << EOD
3 33941 297 36.3826 97.6873 5657.937485 0.353 0.5412 0.0 1.008634053491886 14
14 33954 297 36.3776 97.6699 5914.545043 0.338 0.5446 0.0 1.0075825849156281 15
25 33912 297 36.5663 97.7042 5218.904663 0.383 0.5384 0.0 1.0066143505748355 15
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:2 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:2 with points pt 7 ps 1.5 title 'car', $arm4 using 1:2 with points pt 7 ps 1.5 title 'lru', $arm5 using 1:2 with points pt 7 ps 1.5 title 'lru-batch32', $arm6 using 1:2 with points pt 7 ps 1.5 title 'arc', $arm7 using 1:2 with points pt 7 ps 1.5 title 'lru2', $arm8 using 1:2 with points pt 7 ps 1.5 title 'wtinylfu', $arm9 using 1:2 with points pt 7 ps 1.5 title 'lirs'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:3 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:3 with points pt 7 ps 1.5 title 'car', $arm4 using 1:3 with points pt 7 ps 1.5 title 'lru', $arm5 using 1:3 with points pt 7 ps 1.5 title 'lru-batch32', $arm6 using 1:3 with points pt 7 ps 1.5 title 'arc', $arm7 using 1:3 with points pt 7 ps 1.5 title 'lru2', $arm8 using 1:3 with points pt 7 ps 1.5 title 'wtinylfu', $arm9 using 1:3 with points pt 7 ps 1.5 title 'lirs'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:4 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:4 with points pt 7 ps 1.5 title 'car', $arm4 using 1:4 with points pt 7 ps 1.5 title 'lru', $arm5 using 1:4 with points pt 7 ps 1.5 title 'lru-batch32', $arm6 using 1:4 with points pt 7 ps 1.5 title 'arc', $arm7 using 1:4 with points pt 7 ps 1.5 title 'lru2', $arm8 using 1:4 with points pt 7 ps 1.5 title 'wtinylfu', $arm9 using 1:4 with points pt 7 ps 1.5 title 'lirs'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:5 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:5 with points pt 7 ps 1.5 title 'car', $arm4 using 1:5 with points pt 7 ps 1.5 title 'lru', $arm5 using 1:5 with points pt 7 ps 1.5 title 'lru-batch32', $arm6 using 1:5 with points pt 7 ps 1.5 title 'arc', $arm7 using 1:5 with points pt 7 ps 1.5 title 'lru2', $arm8 using 1:5 with points pt 7 ps 1.5 title 'wtinylfu', $arm9 using 1:5 with points pt 7 ps 1.5 title 'lirs'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:6 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:6 with points pt 7 ps 1.5 title 'car', $arm4 using 1:6 with points pt 7 ps 1.5 title 'lru', $arm5 using 1:6 with points pt 7 ps 1.5 title 'lru-batch32', $arm6 using 1:6 with points pt 7 ps 1.5 title 'arc', $arm7 using 1:6 with points pt 7 ps 1.5 title 'lru2', $arm8 using 1:6 with points pt 7 ps 1.5 title 'wtinylfu', $arm9 using 1:6 with points pt 7 ps 1.5 title 'lirs'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:7 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:7 with points pt 7 ps 1.5 title 'car', $arm4 using 1:7 with points pt 7 ps 1.5 title 'lru', $arm5 using 1:7 with points pt 7 ps 1.5 title 'lru-batch32', $arm6 using 1:7 with points pt 7 ps 1.5 title 'arc', $arm7 using 1:7 with points pt 7 ps 1.5 title 'lru2', $arm8 using 1:7 with points pt 7 ps 1.5 title 'wtinylfu', $arm9 using 1:7 with points pt 7 ps 1.5 title 'lirs'
set title 'allocations per transaction'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:8 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:8 with points pt 7 ps 1.5 title 'car', $arm4 using 1:8 with points pt 7 ps 1.5 title 'lru', $arm5 using 1:8 with points pt 7 ps 1.5 title 'lru-batch32', $arm6 using 1:8 with points pt 7 ps 1.5 title 'arc', $arm7 using 1:8 with points pt 7 ps 1.5 title 'lru2', $arm8 using 1:8 with points pt 7 ps 1.5 title 'wtinylfu', $arm9 using 1:8 with points pt 7 ps 1.5 title 'lirs'
set title 'sweep ticks per allocation'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:9 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:9 with points pt 7 ps 1.5 title 'car', $arm4 using 1:9 with points pt 7 ps 1.5 title 'lru', $arm5 using 1:9 with points pt 7 ps 1.5 title 'lru-batch32', $arm6 using 1:9 with points pt 7 ps 1.5 title 'arc', $arm7 using 1:9 with points pt 7 ps 1.5 title 'lru2', $arm8 using 1:9 with points pt 7 ps 1.5 title 'wtinylfu', $arm9 using 1:9 with points pt 7 ps 1.5 title 'lirs'
set title 'policy header visits per allocation (framework)'
plot $arm1 using 1:10 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:10 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:10 with points pt 7 ps 1.5 title 'car', $arm4 using 1:10 with points pt 7 ps 1.5 title 'lru', $arm5 using 1:10 with points pt 7 ps 1.5 title 'lru-batch32', $arm6 using 1:10 with points pt 7 ps 1.5 title 'arc', $arm7 using 1:10 with points pt 7 ps 1.5 title 'lru2', $arm8 using 1:10 with points pt 7 ps 1.5 title 'wtinylfu', $arm9 using 1:10 with points pt 7 ps 1.5 title 'lirs'
set title 'dirty victims'
plot $arm1 using 1:11 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:11 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:11 with points pt 7 ps 1.5 title 'car', $arm4 using 1:11 with points pt 7 ps 1.5 title 'lru', $arm5 using 1:11 with points pt 7 ps 1.5 title 'lru-batch32', $arm6 using 1:11 with points pt 7 ps 1.5 title 'arc', $arm7 using 1:11 with points pt 7 ps 1.5 title 'lru2', $arm8 using 1:11 with points pt 7 ps 1.5 title 'wtinylfu', $arm9 using 1:11 with points pt 7 ps 1.5 title 'lirs'
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
1-stock 41.1328 0.0079 58.8325 0.0268
2-stock-again 41.0176 0.0095 58.9394 0.0336
3-lirs 36.3479 0.0085 63.6128 0.0307
4-car 35.9501 0.0095 64.0053 0.0351
5-wtinylfu 37.1584 0.0100 62.7939 0.0377
6-lru 41.5056 0.0083 58.4549 0.0312
7-lru2 35.7827 0.0000 64.2030 0.0144
8-lru-batch32 41.5935 0.0080 58.3682 0.0302
9-arc 37.4850 0.0095 62.4699 0.0357
10-stock-again 40.9840 0.0079 58.9788 0.0292
11-car 35.6504 0.0090 64.3046 0.0360
12-stock 41.0487 0.0086 58.9110 0.0317
13-lru 41.5845 0.0083 58.3747 0.0325
14-lirs 36.3447 0.0081 63.6161 0.0311
15-lru-batch32 41.5640 0.0081 58.3960 0.0318
16-wtinylfu 37.5674 0.0077 62.3947 0.0302
17-arc 35.7611 0.0106 64.1860 0.0423
18-lru2 35.9595 0.0078 64.0022 0.0306
19-car 36.5349 0.0075 63.4283 0.0293
20-lru 41.5569 0.0066 58.4102 0.0264
21-stock-again 41.0475 0.0072 58.9164 0.0289
22-lru-batch32 41.5528 0.0067 58.4143 0.0263
23-stock 41.1160 0.0061 58.8532 0.0248
24-arc 36.6909 0.0082 63.2685 0.0323
25-lirs 36.5285 0.0093 63.4245 0.0378
26-lru2 35.9364 0.0086 64.0193 0.0357
27-wtinylfu 37.5596 0.0080 62.3996 0.0327
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
set xtics ('stock' 1, 'stock-again' 2, 'car' 3, 'lru' 4, 'lru-batch32' 5, 'arc' 6, 'lru2' 7, 'wtinylfu' 8, 'lirs' 9) rotate by -30
$strip_index_leaf_resident << EOD
0.94 29715.0
1.0 29797.0
1.06 29777.0
1.94 29718.0
2.0 29694.0
2.06 29689.0
2.94 34234.0
3.0 34323.0
3.06 34012.0
3.94 29596.0
4.0 29565.0
4.06 29615.0
4.94 29538.0
5.0 29569.0
5.06 29545.0
5.94 33579.0
6.0 33868.0
6.06 33678.0
6.94 34186.0
7.0 34370.0
7.06 34276.0
7.94 33014.0
8.0 33361.0
8.06 33088.0
8.94 33941.0
9.0 33954.0
9.06 33912.0
EOD
unset object
set object 1 rectangle from graph 0, first 29693.768000269414 to graph 1, first 29860.231999730586 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.94 41.1651
1.0 41.0837
1.06 41.1408
1.94 41.0563
2.0 41.0163
2.06 41.077
2.94 35.9889
3.0 35.6871
3.06 36.5653
3.94 41.5394
4.0 41.6183
4.06 41.5837
4.94 41.6262
5.0 41.5971
5.06 41.5801
5.94 37.5236
6.0 35.8042
6.06 36.7245
6.94 35.7933
7.0 35.9912
7.06 35.9715
7.94 37.1992
8.0 37.5988
8.06 37.5924
8.94 36.3826
9.0 36.3776
9.06 36.5663
EOD
unset object
set object 1 rectangle from graph 0, first 41.0563 to graph 1, first 41.2253 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.94 97.2339
1.0 97.2321
1.06 97.2065
1.94 97.2398
2.0 97.2479
2.06 97.2235
2.94 97.6936
3.0 97.6734
3.06 97.7418
3.94 97.137
4.0 97.1142
4.06 97.1295
4.94 97.1173
5.0 97.1249
5.06 97.1282
5.94 97.7293
6.0 97.6474
6.06 97.6653
6.94 97.7252
7.0 97.7247
7.06 97.6955
7.94 97.5818
8.0 97.6447
8.06 97.5877
8.94 97.6873
9.0 97.6699
9.06 97.7042
EOD
unset object
set object 1 rectangle from graph 0, first 97.2158 to graph 1, first 97.2484 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.94 5448.407726
1.0 5013.135882
1.06 7013.27077
1.94 4545.917319
2.0 5456.446681
2.06 5935.968996
2.94 5059.734855
3.0 5318.165912
3.06 6535.651698
3.94 5060.724936
4.0 5037.834627
4.06 6354.945387
4.94 5199.863502
5.0 5148.264933
5.06 6251.811346
5.94 5152.115988
6.0 4504.667016
6.06 5808.047008
6.94 4944.744984
7.0 6225.580921
7.06 5625.012795
7.94 4670.513766
8.0 6197.843548
8.06 5868.1214
8.94 5657.937485
9.0 5914.545043
9.06 5218.904663
EOD
unset object
set object 1 rectangle from graph 0, first 4445.448463279932 to graph 1, first 6451.366988720069 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.94 0.367
1.0 0.398
1.06 0.285
1.94 0.44
2.0 0.366
2.06 0.337
2.94 0.395
3.0 0.376
3.06 0.306
3.94 0.395
4.0 0.397
4.06 0.314
4.94 0.384
5.0 0.388
5.06 0.32
5.94 0.388
6.0 0.444
6.06 0.344
6.94 0.404
7.0 0.321
7.06 0.355
7.94 0.428
8.0 0.322
8.06 0.341
8.94 0.353
9.0 0.338
9.06 0.383
EOD
unset object
set object 1 rectangle from graph 0, first 0.30056973293768546 to graph 1, first 0.4334302670623145 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.94 0.6039
1.0 0.6045
1.06 0.6106
1.94 0.6036
2.0 0.6025
2.06 0.6071
2.94 0.5413
3.0 0.5439
3.06 0.5327
3.94 0.6207
4.0 0.6243
4.06 0.6213
4.94 0.6238
5.0 0.6229
5.06 0.6222
5.94 0.534
6.0 0.5463
6.06 0.544
6.94 0.5355
7.0 0.5365
7.06 0.5389
7.94 0.5563
8.0 0.5459
8.06 0.5529
8.94 0.5412
9.0 0.5446
9.06 0.5384
EOD
unset object
set object 1 rectangle from graph 0, first 0.6009947813121274 to graph 1, first 0.6080052186878727 behind fillcolor rgb "#dddddd" fillstyle solid noborder
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
set xtics ('stock-again vs stock' 1, 'car vs stock' 2, 'lru vs stock' 3, 'lru-batch32 vs stock' 4, 'arc vs stock' 5, 'lru2 vs stock' 6, 'wtinylfu vs stock' 7, 'lirs vs stock' 8) rotate by -30
$delta_index_leaf_resident << EOD
1 -0.27873862377002384 -0.27873862377002384 -0.27873862377002384 0.27951774769313664
2 14.967928266783087 14.967928266783087 14.967928266783087 0.27951774769313664
3 -0.6078516976189676 -0.6078516976189676 -0.6078516976189676 0.27951774769313664
4 -0.7791248278872955 -0.7791248278872955 -0.7791248278872955 0.27951774769313664
5 13.10071531719112 13.10071531719112 13.10071531719112 0.27951774769313664
6 15.108976727004064 15.108976727004064 15.108976727004064 0.27951774769313664
7 11.119320280753602 11.119320280753602 11.119320280753602 0.27951774769313664
8 13.983947341908184 13.983947341908184 13.983947341908184 0.27951774769313664
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 -0.08449999999999847 -0.08449999999999847 -0.08449999999999847 0.08449999999999847
2 -5.151899999999998 -5.151899999999998 -5.151899999999998 0.08449999999999847
3 0.4429000000000016 0.4429000000000016 0.4429000000000016 0.08449999999999847
4 0.4562999999999988 0.4562999999999988 0.4562999999999988 0.08449999999999847
5 -4.4163 -4.4163 -4.4163 0.08449999999999847
6 -5.1693 -5.1693 -5.1693 0.08449999999999847
7 -3.548400000000001 -3.548400000000001 -3.548400000000001 0.08449999999999847
8 -4.758200000000002 -4.758200000000002 -4.758200000000002 0.08449999999999847
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 0.007699999999999818 0.007699999999999818 0.007699999999999818 0.01630000000000109
2 0.4615000000000009 0.4615000000000009 0.4615000000000009 0.01630000000000109
3 -0.10260000000000957 -0.10260000000000957 -0.10260000000000957 0.01630000000000109
4 -0.10720000000000596 -0.10720000000000596 -0.10720000000000596 0.01630000000000109
5 0.43319999999999936 0.43319999999999936 0.43319999999999936 0.01630000000000109
6 0.49259999999999593 0.49259999999999593 0.49259999999999593 0.01630000000000109
7 0.3555999999999955 0.3555999999999955 0.3555999999999955 0.01630000000000109
8 0.4551999999999907 0.4551999999999907 0.4551999999999907 0.01630000000000109
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 0.14754686881522835 0.14754686881522835 0.14754686881522835 18.408300427552625
2 -2.3904564516800257 -2.3904564516800257 -2.3904564516800257 18.408300427552625
3 -7.115524562340743 -7.115524562340743 -7.115524562340743 18.408300427552625
4 -4.561777247578923 -4.561777247578923 -4.561777247578923 18.408300427552625
5 -5.438134458735271 -5.438134458735271 -5.438134458735271 18.408300427552625
6 3.241406992307742 3.241406992307742 3.241406992307742 18.408300427552625
7 7.703418963986683 7.703418963986683 7.703418963986683 18.408300427552625
8 3.845706296907927 3.845706296907927 3.845706296907927 18.408300427552625
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 -0.2724795640326978 -0.2724795640326978 -0.2724795640326978 18.100890207715132
2 2.45231607629428 2.45231607629428 2.45231607629428 18.100890207715132
3 7.629427792915538 7.629427792915538 7.629427792915538 18.100890207715132
4 4.632152588555862 4.632152588555862 4.632152588555862 18.100890207715132
5 5.7220708446866535 5.7220708446866535 5.7220708446866535 18.100890207715132
6 -3.2697547683923736 -3.2697547683923736 -3.2697547683923736 18.100890207715132
7 -7.084468664850128 -7.084468664850128 -7.084468664850128 18.100890207715132
8 -3.814713896457769 -3.814713896457769 -3.814713896457769 18.100890207715132
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 -0.14888337468982826 -0.14888337468982826 -0.14888337468982826 0.5798542080848157
2 -10.454921422663364 -10.454921422663364 -10.454921422663364 0.5798542080848157
3 2.779156327543412 2.779156327543412 2.779156327543412 0.5798542080848157
4 3.043837882547555 3.043837882547555 3.043837882547555 0.5798542080848157
5 -10.008271298593879 -10.008271298593879 -10.008271298593879 0.5798542080848157
6 -11.248966087675774 -11.248966087675774 -11.248966087675774 0.5798542080848157
7 -8.53598014888339 -8.53598014888339 -8.53598014888339 0.5798542080848157
8 -10.471464019851119 -10.471464019851119 -10.471464019851119 0.5798542080848157
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
