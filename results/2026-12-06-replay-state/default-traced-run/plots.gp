set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 34348 310 36.3819 97.7808 9658.933198 0.205 0.5272 0.0 1.6520321156793147 4
7 32022 310 37.7514 97.3514 8168.744123 0.242 0.5901 0.0 1.673495093221864 2
12 32895 310 36.9303 97.5911 6082.85383 0.327 0.5563 0.0 1.571707336303071 1
14 34381 310 36.4076 97.7451 8509.461501 0.232 0.5351 0.0 1.6411420869896427 1
20 34565 310 36.4915 97.8065 10232.64913 0.193 0.5255 0.0 1.7193591587718864 2
22 34504 310 36.5119 97.8017 9988.593477 0.198 0.5253 0.0 1.7188842292540347 1
25 33716 310 36.4986 97.7001 7595.264745 0.26 0.5384 0.0 1.628967024364787 2
31 33630 310 36.5113 97.6972 6990.126725 0.283 0.5373 0.0 1.6217507102272728 2
33 33415 310 36.7213 97.6079 7705.690943 0.256 0.5523 0.0 1.5939184952978056 4
39 33482 310 36.4490 97.6439 7787.339016 0.254 0.5459 0.0 1.5788730405309985 2
EOD
$arm2 << EOD
2 34241 310 37.6138 97.7932 10398.94164 0.191 0.5268 0.0 1.029703934553954 1
5 34285 310 37.4206 97.8024 9461.874363 0.209 0.5272 0.0 1.0319733622176757 2
11 31840 310 35.4066 97.3880 4104.862625 0.482 0.5849 0.0 1.0021952371689777 3
16 34156 310 37.5767 97.8035 8950.829573 0.22 0.5261 0.0 1.0268581870723725 0
19 34305 310 37.4046 97.8230 8793.548397 0.225 0.5226 0.0 1.0273722098052307 1
24 34259 310 37.7779 97.7808 9497.840469 0.208 0.5292 0.0 1.0301606889322346 1
26 34350 310 37.5232 97.7916 9511.550102 0.208 0.526 0.0 1.0313287384516938 1
29 34231 310 37.5072 97.7990 10154.423929 0.195 0.5274 0.0 1.0281977830364928 2
34 34119 310 36.6406 97.8161 7123.346787 0.278 0.5227 0.0 1.022384585079331 1
37 34315 310 37.7051 97.8025 6571.85229 0.302 0.5266 0.0 1.0288187215668132 1
EOD
$arm3 << EOD
4 32476 299 37.6341 97.4979 9255.380654 0.214 0.5675 0.0 1.0023870590924095 13
6 32794 299 37.5403 97.5919 7606.021813 0.26 0.5551 0.0 1.002164673165953 12
9 32440 299 37.7447 97.5817 6432.912153 0.308 0.554 0.0 1.0031444775113707 13
15 32948 299 37.6447 97.6225 8451.941512 0.234 0.5508 0.0 1.0022207258191613 13
17 32801 299 37.6070 97.6074 8563.053304 0.231 0.5514 0.0 1.0028960119796009 16
23 33015 299 37.5948 97.6248 8694.717632 0.227 0.5503 0.0 1.0021749738584873 15
28 33165 299 37.6107 97.6458 8616.149407 0.229 0.548 0.0 1.0019347003332768 13
30 32684 299 37.5247 97.5992 8804.304338 0.225 0.5515 0.0 1.0019094193442037 16
36 33027 299 37.3517 97.6745 7615.868948 0.259 0.5419 0.0 1.0023757959724602 17
38 32126 310 37.8353 97.5952 4178.258858 0.476 0.5536 0.0 1.0028840884838346 0
EOD
$arm4 << EOD
3 33929 310 38.1064 97.7501 10347.920954 0.191 0.5328 0.0 1.0024064914805364 2
8 32637 310 35.1401 97.4837 5063.970134 0.392 0.5716 0.0 1.00218904096963 1
10 34106 310 34.3366 97.6102 8763.42507 0.225 0.5512 0.0 1.0019741564967695 3
13 33964 310 38.2083 97.7119 9569.407996 0.207 0.5397 0.0 1.0024545266639107 2
18 33963 310 37.6482 97.7542 7684.344482 0.257 0.5338 0.0 1.0024884927540947 1
21 33893 310 37.2177 97.7386 9911.83377 0.199 0.5341 0.0 1.0022165967683028 3
27 33937 310 38.1726 97.7494 8743.639901 0.226 0.5329 0.0 1.0023760108781221 4
32 34012 310 34.2504 97.7108 6699.461304 0.296 0.5382 0.0 1.0024604569420035 1
35 33668 310 34.2895 97.5810 6645.042607 0.298 0.5568 0.0 1.0028664659539563 2
40 33978 310 35.2294 97.7081 7475.75405 0.264 0.5413 0.0 1.0022091067954764 1
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
1-clockpro 36.3661 0.0000 63.6168 0.0170
2-lru2 37.5858 0.0000 62.3813 0.0329
3-lirs 38.0894 0.0000 61.8888 0.0218
4-wtinylfu 37.5668 0.0165 62.3544 0.0622
5-lru2 37.3898 0.0000 62.5687 0.0415
6-wtinylfu 37.4565 0.0205 62.4471 0.0758
7-clockpro 37.7320 0.0000 62.2417 0.0263
8-lirs 35.1079 0.0000 64.8507 0.0415
9-wtinylfu 37.6455 0.0243 62.2384 0.0917
10-lirs 34.3173 0.0000 65.6537 0.0290
11-lru2 35.3677 0.0000 64.5767 0.0556
12-clockpro 36.9027 0.0000 63.0579 0.0394
13-lirs 38.1902 0.0000 61.7839 0.0258
14-clockpro 36.3871 0.0000 63.5851 0.0278
15-wtinylfu 37.5688 0.0186 62.3395 0.0731
16-lru2 37.5441 0.0000 62.4120 0.0439
17-wtinylfu 37.5321 0.0184 62.3746 0.0749
18-lirs 37.6255 0.0000 62.3404 0.0342
19-lru2 37.3712 0.0000 62.5824 0.0465
20-clockpro 36.4741 0.0000 63.4986 0.0273
21-lirs 37.2001 0.0000 62.7722 0.0277
22-clockpro 36.4941 0.0000 63.4780 0.0280
23-wtinylfu 37.5209 0.0181 62.3871 0.0739
24-lru2 37.7473 0.0000 62.2102 0.0425
25-clockpro 36.4757 0.0000 63.4884 0.0359
26-lru2 37.4925 0.0000 62.4648 0.0427
27-lirs 38.1526 0.0000 61.8159 0.0315
28-wtinylfu 37.5358 0.0184 62.3724 0.0734
29-lru2 37.4785 0.0000 62.4804 0.0411
30-wtinylfu 37.4519 0.0179 62.4574 0.0728
31-clockpro 36.4865 0.0000 63.4744 0.0391
32-lirs 34.2245 0.0000 65.7348 0.0407
33-clockpro 36.6994 0.0000 63.2677 0.0329
34-lru2 36.6155 0.0000 63.3433 0.0412
35-lirs 34.2643 0.0000 65.6942 0.0415
36-wtinylfu 37.2660 0.0210 62.6224 0.0905
37-lru2 37.6608 0.0000 62.2756 0.0636
38-wtinylfu 37.8325 0.0000 62.1647 0.0029
39-clockpro 36.4270 0.0000 63.5369 0.0361
40-lirs 35.2063 0.0000 64.7541 0.0396
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
0.73 34348.0
0.79 32022.0
0.85 32895.0
0.91 34381.0
0.97 34565.0
1.03 34504.0
1.09 33716.0
1.15 33630.0
1.21 33415.0
1.27 33482.0
1.73 34241.0
1.79 34285.0
1.85 31840.0
1.91 34156.0
1.97 34305.0
2.03 34259.0
2.09 34350.0
2.15 34231.0
2.21 34119.0
2.27 34315.0
2.73 32476.0
2.79 32794.0
2.85 32440.0
2.91 32948.0
2.97 32801.0
3.03 33015.0
3.09 33165.0
3.15 32684.0
3.21 33027.0
3.27 32126.0
3.73 33929.0
3.79 32637.0
3.85 34106.0
3.91 33964.0
3.97 33963.0
4.03 33893.0
4.09 33937.0
4.15 34012.0
4.21 33668.0
4.27 33978.0
EOD
unset object
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.73 36.3819
0.79 37.7514
0.85 36.9303
0.91 36.4076
0.97 36.4915
1.03 36.5119
1.09 36.4986
1.15 36.5113
1.21 36.7213
1.27 36.449
1.73 37.6138
1.79 37.4206
1.85 35.4066
1.91 37.5767
1.97 37.4046
2.03 37.7779
2.09 37.5232
2.15 37.5072
2.21 36.6406
2.27 37.7051
2.73 37.6341
2.79 37.5403
2.85 37.7447
2.91 37.6447
2.97 37.607
3.03 37.5948
3.09 37.6107
3.15 37.5247
3.21 37.3517
3.27 37.8353
3.73 38.1064
3.79 35.1401
3.85 34.3366
3.91 38.2083
3.97 37.6482
4.03 37.2177
4.09 38.1726
4.15 34.2504
4.21 34.2895
4.27 35.2294
EOD
unset object
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.73 97.7808
0.79 97.3514
0.85 97.5911
0.91 97.7451
0.97 97.8065
1.03 97.8017
1.09 97.7001
1.15 97.6972
1.21 97.6079
1.27 97.6439
1.73 97.7932
1.79 97.8024
1.85 97.388
1.91 97.8035
1.97 97.823
2.03 97.7808
2.09 97.7916
2.15 97.799
2.21 97.8161
2.27 97.8025
2.73 97.4979
2.79 97.5919
2.85 97.5817
2.91 97.6225
2.97 97.6074
3.03 97.6248
3.09 97.6458
3.15 97.5992
3.21 97.6745
3.27 97.5952
3.73 97.7501
3.79 97.4837
3.85 97.6102
3.91 97.7119
3.97 97.7542
4.03 97.7386
4.09 97.7494
4.15 97.7108
4.21 97.581
4.27 97.7081
EOD
unset object
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.73 9658.933198
0.79 8168.744123
0.85 6082.85383
0.91 8509.461501
0.97 10232.64913
1.03 9988.593477
1.09 7595.264745
1.15 6990.126725
1.21 7705.690943
1.27 7787.339016
1.73 10398.94164
1.79 9461.874363
1.85 4104.862625
1.91 8950.829573
1.97 8793.548397
2.03 9497.840469
2.09 9511.550102
2.15 10154.423929
2.21 7123.346787
2.27 6571.85229
2.73 9255.380654
2.79 7606.021813
2.85 6432.912153
2.91 8451.941512
2.97 8563.053304
3.03 8694.717632
3.09 8616.149407
3.15 8804.304338
3.21 7615.868948
3.27 4178.258858
3.73 10347.920954
3.79 5063.970134
3.85 8763.42507
3.91 9569.407996
3.97 7684.344482
4.03 9911.83377
4.09 8743.639901
4.15 6699.461304
4.21 6645.042607
4.27 7475.75405
EOD
unset object
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.73 0.205
0.79 0.242
0.85 0.327
0.91 0.232
0.97 0.193
1.03 0.198
1.09 0.26
1.15 0.283
1.21 0.256
1.27 0.254
1.73 0.191
1.79 0.209
1.85 0.482
1.91 0.22
1.97 0.225
2.03 0.208
2.09 0.208
2.15 0.195
2.21 0.278
2.27 0.302
2.73 0.214
2.79 0.26
2.85 0.308
2.91 0.234
2.97 0.231
3.03 0.227
3.09 0.229
3.15 0.225
3.21 0.259
3.27 0.476
3.73 0.191
3.79 0.392
3.85 0.225
3.91 0.207
3.97 0.257
4.03 0.199
4.09 0.226
4.15 0.296
4.21 0.298
4.27 0.264
EOD
unset object
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.73 0.5272
0.79 0.5901
0.85 0.5563
0.91 0.5351
0.97 0.5255
1.03 0.5253
1.09 0.5384
1.15 0.5373
1.21 0.5523
1.27 0.5459
1.73 0.5268
1.79 0.5272
1.85 0.5849
1.91 0.5261
1.97 0.5226
2.03 0.5292
2.09 0.526
2.15 0.5274
2.21 0.5227
2.27 0.5266
2.73 0.5675
2.79 0.5551
2.85 0.554
2.91 0.5508
2.97 0.5514
3.03 0.5503
3.09 0.548
3.15 0.5515
3.21 0.5419
3.27 0.5536
3.73 0.5328
3.79 0.5716
3.85 0.5512
3.91 0.5397
3.97 0.5338
4.03 0.5341
4.09 0.5329
4.15 0.5382
4.21 0.5568
4.27 0.5413
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
1 1.7135390372108217 -0.6800700858254388 2.5064591809461585 NaN
2 -2.6000059394767323 -4.692186618358923 -1.3512309565527276 NaN
3 0.8226175273958364 -1.6036587176669734 1.630386362961423 NaN
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 1.0102499999999992 0.1419999999999959 1.1156000000000006 NaN
2 1.103900000000003 0.8404000000000025 1.1957000000000022 NaN
3 -0.2813999999999979 -2.1595000000000013 1.3851000000000013 NaN
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 0.10205000000000553 0.0018000000000029104 0.18970000000000198 NaN
2 -0.09535000000001048 -0.1769000000000034 0.0007999999999981355 NaN
3 0.012700000000009481 -0.09089999999999065 0.10549999999999216 NaN
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 15.3961393632721 -14.211992293129398 23.68350832143404 NaN
2 6.6364136346958285 -20.261861371841764 12.396860562635355 NaN
3 2.9575005337404967 -19.098691110172965 17.577901252874632 NaN
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 -13.508064516129032 -20.564516129032253 12.903225806451614 NaN
2 -6.249999999999994 -11.693548387096774 19.354838709677416 NaN
3 -2.620967741935486 -16.53225806451613 22.58064516129032 NaN
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 -2.073068699451519 -4.741098819373426 0.09296272194850906 NaN
2 2.528586036999174 -0.22311053267639286 4.517988286697033 NaN
3 0.20451798828671583 -2.4170307706609675 2.6215487589476627 NaN
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
