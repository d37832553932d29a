set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 6,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 30438 311 39.5859 97.1087 4549.225037 0.438 0.6286 0.0 1.4572714342341502 9 42948.0
7 30800 311 38.8820 97.1583 4405.847143 0.452 0.6223 0.0 1.4685842215408575 1 41152.0
12 32580 311 37.2627 97.4181 9662.382721 0.205 0.581 0.0 1.6617847937378993 2 84245.0
14 34297 311 36.5345 97.7411 7472.234225 0.265 0.5354 0.0 1.6475942782834851 1 60041.0
20 34485 311 36.4677 97.7990 8891.17241 0.222 0.5266 0.0 1.6588759756167037 3 70271.0
22 34549 311 36.5221 97.8050 9404.460632 0.21 0.5249 0.0 1.723387009618502 2 74084.0
25 34463 311 36.2597 97.8002 9558.216137 0.207 0.5262 0.0 1.677797079924147 2 75469.0
31 33453 311 36.3984 97.6603 6826.548533 0.29 0.5433 0.0 1.5873127088498438 1 55722.0
33 34549 311 36.3096 97.7878 7829.312819 0.252 0.5277 0.0 1.6305460062299262 2 62019.0
39 33550 311 36.5523 97.6597 7991.865621 0.246 0.5437 0.0 1.5970073664825046 2 65220.0
EOD
$arm2 << EOD
2 33949 311 32.9588 97.5898 6043.734285 0.329 0.556 0.0 1.0039704597792425 2 50406.0
5 34082 311 33.7353 97.6971 5755.276315 0.347 0.543 0.0 1.0091337843317185 3 46893.0
11 34156 311 37.5389 97.7947 8466.202021 0.233 0.5289 0.0 1.0296846840137626 0 67227.0
16 34280 311 37.3796 97.8150 8403.849756 0.235 0.5266 0.0 1.0301102181746906 0 66411.0
19 34331 311 37.3865 97.8172 8620.299836 0.229 0.5239 0.0 1.030953259986709 1 67803.0
24 34302 311 37.5508 97.7758 9604.683048 0.206 0.5302 0.0 1.0304657620369886 3 76437.0
26 34338 311 37.5641 97.7898 9805.458403 0.202 0.5265 0.0 1.0292639439786044 5 77488.0
29 34214 311 37.5289 97.7902 9166.258267 0.216 0.5294 0.0 1.029536270925534 2 72847.0
34 34178 311 37.4458 97.8207 6770.294324 0.292 0.5227 0.0 1.0273484620024125 1 53145.0
37 34286 311 37.4881 97.7860 9613.574792 0.206 0.5302 0.0 1.0284618807087336 0 76507.0
EOD
$arm3 << EOD
4 31852 299 37.5839 97.4185 6583.655026 0.302 0.5814 0.0 1.0036955043840536 17 57422.0
6 33096 299 37.5281 97.6610 6680.76357 0.297 0.5466 0.0 1.0021009554780131 18 54792.0
9 31969 312 38.0583 97.5797 4299.537754 0.463 0.5554 0.0 1.0027370478983382 4 35863.0
15 32940 299 37.6628 97.6101 8659.334245 0.229 0.5528 0.0 1.0027447647444026 14 71828.0
17 32539 299 37.5567 97.5457 8106.210898 0.243 0.5605 0.0 1.0019963888848114 19 68178.0
23 33178 299 37.5494 97.6319 10162.990386 0.195 0.5498 0.0 1.00275732002817 16 83833.0
28 32915 299 37.6667 97.5733 7553.276503 0.262 0.5582 0.0 1.002451872123005 20 63273.0
30 33266 299 37.4469 97.7055 8462.970793 0.233 0.5375 0.0 1.0028589021815624 16 68264.0
36 33080 299 37.4439 97.6745 8821.576413 0.224 0.5414 0.0 1.0033103795063762 17 71649.0
38 33145 299 37.3643 97.6510 9132.741649 0.216 0.5454 0.0 1.0031596422642317 17 74748.0
EOD
$arm4 << EOD
3 33961 311 38.1283 97.7455 7468.168046 0.265 0.5338 0.0 1.0039821306071912 1 59826.0
8 33238 311 35.2706 97.4799 7922.508146 0.249 0.5729 0.0 1.0025420989214446 1 68113.0
10 33873 311 38.2349 97.7677 6735.774034 0.294 0.5277 0.0 1.0030586204308338 2 53351.0
13 33977 311 38.1114 97.7195 8865.896612 0.223 0.5401 0.0 1.0029525228750888 2 71862.0
18 33837 311 34.0257 97.6209 6744.446474 0.294 0.5524 0.0 1.0022023670969937 2 55908.0
21 34012 311 35.3378 97.6831 8315.458408 0.238 0.5421 0.0 1.0032847525338462 3 67648.0
27 33888 311 38.0661 97.7533 8315.32624 0.238 0.5332 0.0 1.0028575725673035 1 66550.0
32 33883 311 38.1467 97.7720 8010.174708 0.247 0.5309 0.0 1.0031529906351473 3 63809.0
35 33964 311 34.7761 97.6909 6292.971572 0.315 0.5419 0.0 1.003050867345941 1 51193.0
40 33568 311 34.4653 97.5692 6852.653116 0.289 0.5593 0.0 1.0022974501784006 4 57515.0
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'clockpro', $arm2 using 1:2 with points pt 7 ps 1.5 title 'lru2', $arm3 using 1:2 with points pt 7 ps 1.5 title 'wtinylfu', $arm4 using 1:2 with points pt 7 ps 1.5 title 'lirs'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'clockpro', $arm2 using 1:3 with points pt 7 ps 1.5 title 'lru2', $arm3 using 1:3 with points pt 7 ps 1.5 title 'wtinylfu', $arm4 using 1:3 with points pt 7 ps 1.5 title 'lirs'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'clockpro', $arm2 using 1:4 with points pt 7 ps 1.5 title 'lru2', $arm3 using 1:4 with points pt 7 ps 1.5 title 'wtinylfu', $arm4 using 1:4 with points pt 7 ps 1.5 title 'lirs'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'clockpro', $arm2 using 1:5 with points pt 7 ps 1.5 title 'lru2', $arm3 using 1:5 with points pt 7 ps 1.5 title 'wtinylfu', $arm4 using 1:5 with points pt 7 ps 1.5 title 'lirs'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'clockpro', $arm2 using 1:6 with points pt 7 ps 1.5 title 'lru2', $arm3 using 1:6 with points pt 7 ps 1.5 title 'wtinylfu', $arm4 using 1:6 with points pt 7 ps 1.5 title 'lirs'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'clockpro', $arm2 using 1:7 with points pt 7 ps 1.5 title 'lru2', $arm3 using 1:7 with points pt 7 ps 1.5 title 'wtinylfu', $arm4 using 1:7 with points pt 7 ps 1.5 title 'lirs'
set title 'allocations per transaction'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'clockpro', $arm2 using 1:8 with points pt 7 ps 1.5 title 'lru2', $arm3 using 1:8 with points pt 7 ps 1.5 title 'wtinylfu', $arm4 using 1:8 with points pt 7 ps 1.5 title 'lirs'
set title 'sweep ticks per allocation'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'clockpro', $arm2 using 1:9 with points pt 7 ps 1.5 title 'lru2', $arm3 using 1:9 with points pt 7 ps 1.5 title 'wtinylfu', $arm4 using 1:9 with points pt 7 ps 1.5 title 'lirs'
set title 'policy header visits per allocation (framework)'
plot $arm1 using 1:10 with points pt 7 ps 1.5 title 'clockpro', $arm2 using 1:10 with points pt 7 ps 1.5 title 'lru2', $arm3 using 1:10 with points pt 7 ps 1.5 title 'wtinylfu', $arm4 using 1:10 with points pt 7 ps 1.5 title 'lirs'
set title 'dirty victims'
plot $arm1 using 1:11 with points pt 7 ps 1.5 title 'clockpro', $arm2 using 1:11 with points pt 7 ps 1.5 title 'lru2', $arm3 using 1:11 with points pt 7 ps 1.5 title 'wtinylfu', $arm4 using 1:11 with points pt 7 ps 1.5 title 'lirs'
set title 'evictions (pg_stat_io, every context)'
plot $arm1 using 1:12 with points pt 7 ps 1.5 title 'clockpro', $arm2 using 1:12 with points pt 7 ps 1.5 title 'lru2', $arm3 using 1:12 with points pt 7 ps 1.5 title 'wtinylfu', $arm4 using 1:12 with points pt 7 ps 1.5 title 'lirs'
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
1-clockpro 39.5532 0.0023 60.4048 0.0396
2-lru2 32.9270 0.0020 67.0333 0.0377
3-lirs 38.1015 0.0017 61.8667 0.0301
4-wtinylfu 37.4845 0.0261 62.3952 0.0941
5-lru2 33.7011 0.0021 66.2519 0.0448
6-wtinylfu 37.4240 0.0274 62.4518 0.0968
7-clockpro 38.8431 0.0024 61.1058 0.0487
8-lirs 35.2471 0.0015 64.7206 0.0309
9-wtinylfu 38.0303 0.0000 61.9362 0.0335
10-lirs 38.2049 0.0019 61.7557 0.0375
11-lru2 37.5032 0.0015 62.4477 0.0477
12-clockpro 37.2437 0.0012 62.7290 0.0261
13-lirs 38.0891 0.0014 61.8802 0.0292
14-clockpro 36.5078 0.0017 63.4539 0.0367
15-wtinylfu 37.5834 0.0209 62.3204 0.0752
16-lru2 37.3434 0.0015 62.6039 0.0513
17-wtinylfu 37.4730 0.0220 62.4242 0.0807
18-lirs 33.9971 0.0018 65.9618 0.0394
19-lru2 37.3510 0.0015 62.5973 0.0502
20-clockpro 36.4450 0.0014 63.5223 0.0313
21-lirs 35.3141 0.0015 64.6489 0.0355
22-clockpro 36.5005 0.0014 63.4658 0.0324
23-wtinylfu 37.4813 0.0179 62.4339 0.0668
24-lru2 37.5193 0.0013 62.4335 0.0458
25-clockpro 36.2385 0.0013 63.7297 0.0305
26-lru2 37.5331 0.0013 62.4191 0.0465
27-lirs 38.0420 0.0015 61.9219 0.0346
28-wtinylfu 37.5765 0.0237 62.3096 0.0902
29-lru2 37.4959 0.0014 62.4546 0.0481
30-wtinylfu 37.3633 0.0220 62.5326 0.0821
31-clockpro 36.3697 0.0018 63.5872 0.0413
32-lirs 38.1216 0.0016 61.8407 0.0361
33-clockpro 36.2838 0.0016 63.6758 0.0387
34-lru2 37.4006 0.0019 62.5353 0.0622
35-lirs 34.7448 0.0020 65.2083 0.0450
36-wtinylfu 37.3643 0.0210 62.5323 0.0824
37-lru2 37.4566 0.0013 62.4989 0.0432
38-wtinylfu 37.2880 0.0201 62.6170 0.0750
39-clockpro 36.5277 0.0015 63.4324 0.0384
40-lirs 34.4374 0.0017 65.5173 0.0435
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
set xtics ('clockpro' 1, 'lru2' 2, 'wtinylfu' 3, 'lirs' 4) rotate by -30
$strip_index_leaf_resident << EOD
0.73 30438.0
0.79 30800.0
0.85 32580.0
0.91 34297.0
0.97 34485.0
1.03 34549.0
1.09 34463.0
1.15 33453.0
1.21 34549.0
1.27 33550.0
1.73 33949.0
1.79 34082.0
1.85 34156.0
1.91 34280.0
1.97 34331.0
2.03 34302.0
2.09 34338.0
2.15 34214.0
2.21 34178.0
2.27 34286.0
2.73 31852.0
2.79 33096.0
2.85 31969.0
2.91 32940.0
2.97 32539.0
3.03 33178.0
3.09 32915.0
3.15 33266.0
3.21 33080.0
3.27 33145.0
3.73 33961.0
3.79 33238.0
3.85 33873.0
3.91 33977.0
3.97 33837.0
4.03 34012.0
4.09 33888.0
4.15 33883.0
4.21 33964.0
4.27 33568.0
EOD
unset object
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.73 39.5859
0.79 38.882
0.85 37.2627
0.91 36.5345
0.97 36.4677
1.03 36.5221
1.09 36.2597
1.15 36.3984
1.21 36.3096
1.27 36.5523
1.73 32.9588
1.79 33.7353
1.85 37.5389
1.91 37.3796
1.97 37.3865
2.03 37.5508
2.09 37.5641
2.15 37.5289
2.21 37.4458
2.27 37.4881
2.73 37.5839
2.79 37.5281
2.85 38.0583
2.91 37.6628
2.97 37.5567
3.03 37.5494
3.09 37.6667
3.15 37.4469
3.21 37.4439
3.27 37.3643
3.73 38.1283
3.79 35.2706
3.85 38.2349
3.91 38.1114
3.97 34.0257
4.03 35.3378
4.09 38.0661
4.15 38.1467
4.21 34.7761
4.27 34.4653
EOD
unset object
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.73 97.1087
0.79 97.1583
0.85 97.4181
0.91 97.7411
0.97 97.799
1.03 97.805
1.09 97.8002
1.15 97.6603
1.21 97.7878
1.27 97.6597
1.73 97.5898
1.79 97.6971
1.85 97.7947
1.91 97.815
1.97 97.8172
2.03 97.7758
2.09 97.7898
2.15 97.7902
2.21 97.8207
2.27 97.786
2.73 97.4185
2.79 97.661
2.85 97.5797
2.91 97.6101
2.97 97.5457
3.03 97.6319
3.09 97.5733
3.15 97.7055
3.21 97.6745
3.27 97.651
3.73 97.7455
3.79 97.4799
3.85 97.7677
3.91 97.7195
3.97 97.6209
4.03 97.6831
4.09 97.7533
4.15 97.772
4.21 97.6909
4.27 97.5692
EOD
unset object
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.73 4549.225037
0.79 4405.847143
0.85 9662.382721
0.91 7472.234225
0.97 8891.17241
1.03 9404.460632
1.09 9558.216137
1.15 6826.548533
1.21 7829.312819
1.27 7991.865621
1.73 6043.734285
1.79 5755.276315
1.85 8466.202021
1.91 8403.849756
1.97 8620.299836
2.03 9604.683048
2.09 9805.458403
2.15 9166.258267
2.21 6770.294324
2.27 9613.574792
2.73 6583.655026
2.79 6680.76357
2.85 4299.537754
2.91 8659.334245
2.97 8106.210898
3.03 10162.990386
3.09 7553.276503
3.15 8462.970793
3.21 8821.576413
3.27 9132.741649
3.73 7468.168046
3.79 7922.508146
3.85 6735.774034
3.91 8865.896612
3.97 6744.446474
4.03 8315.458408
4.09 8315.32624
4.15 8010.174708
4.21 6292.971572
4.27 6852.653116
EOD
unset object
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.73 0.438
0.79 0.452
0.85 0.205
0.91 0.265
0.97 0.222
1.03 0.21
1.09 0.207
1.15 0.29
1.21 0.252
1.27 0.246
1.73 0.329
1.79 0.347
1.85 0.233
1.91 0.235
1.97 0.229
2.03 0.206
2.09 0.202
2.15 0.216
2.21 0.292
2.27 0.206
2.73 0.302
2.79 0.297
2.85 0.463
2.91 0.229
2.97 0.243
3.03 0.195
3.09 0.262
3.15 0.233
3.21 0.224
3.27 0.216
3.73 0.265
3.79 0.249
3.85 0.294
3.91 0.223
3.97 0.294
4.03 0.238
4.09 0.238
4.15 0.247
4.21 0.315
4.27 0.289
EOD
unset object
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.73 0.6286
0.79 0.6223
0.85 0.581
0.91 0.5354
0.97 0.5266
1.03 0.5249
1.09 0.5262
1.15 0.5433
1.21 0.5277
1.27 0.5437
1.73 0.556
1.79 0.543
1.85 0.5289
1.91 0.5266
1.97 0.5239
2.03 0.5302
2.09 0.5265
2.15 0.5294
2.21 0.5227
2.27 0.5302
2.73 0.5814
2.79 0.5466
2.85 0.5554
2.91 0.5528
2.97 0.5605
3.03 0.5498
3.09 0.5582
3.15 0.5375
3.21 0.5414
3.27 0.5454
3.73 0.5338
3.79 0.5729
3.85 0.5277
3.91 0.5401
3.97 0.5524
4.03 0.5421
4.09 0.5332
4.15 0.5309
4.21 0.5419
4.27 0.5593
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
set xtics ('lru2 vs clockpro' 1, 'wtinylfu vs clockpro' 2, 'lirs vs clockpro' 3) rotate by -30
$delta_index_leaf_resident << EOD
1 0.9536162247409613 -0.7752737777646764 5.028962223827141 NaN
2 -2.692823558889855 -4.5632083953601486 1.5210694651200496 NaN
3 -0.11201674355535249 -1.7392073341488938 4.070924285524784 NaN
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 0.9386499999999955 -2.0977999999999994 1.0700000000000003 NaN
2 1.0247499999999974 0.26539999999999964 1.1871999999999971 NaN
3 0.17364999999999498 -2.0024000000000015 1.6122000000000014 NaN
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 0.08929999999998017 -0.010000000000005116 0.3766000000000105 NaN
2 -0.07970000000000255 -0.17770000000000152 0.23290000000000077 NaN
3 0.004499999999978854 -0.10470000000000823 0.32160000000000366 NaN
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 7.997655938200768 -13.542255680418203 24.981016319287537 NaN
2 4.727860530975732 -16.57401256135507 25.2197127738103 NaN
3 -2.721050455455205 -19.569230381551776 17.61768116433684 NaN
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 -7.228915662650598 -29.718875502008025 11.244979919678725 NaN
2 -4.417670682730928 -22.891566265060238 16.064257028112454 NaN
3 3.2128514056224926 -17.269076305220874 19.277108433734934 NaN
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 -1.8911652915546466 -10.086214888291464 0.4635209047928169 NaN
2 2.215629924909596 -6.37804764994901 4.653749884119776 NaN
3 0.3059237971632595 -8.751274682488164 2.8738296097154112 NaN
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
