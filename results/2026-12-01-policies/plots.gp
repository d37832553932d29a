set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29808 297 41.2444 97.2507 8533.246733 0.23 0.6009 3.13933556476215 NaN 0
9 29764 297 41.0673 97.2485 7310.438296 0.269 0.6018 3.066329012634747 NaN 0
17 29789 297 41.0142 97.2491 7196.093107 0.273 0.6018 3.0742656567522633 NaN 0
24 29785 297 41.3640 97.2383 7548.205454 0.261 0.6027 3.1639185683507014 NaN 0
28 29787 297 41.1302 97.2482 8768.250637 0.224 0.6017 3.1242128409758685 NaN 0
EOD
$arm2 << EOD
2 33884 310 37.0891 97.6752 6946.569686 0.282 0.543 0.0 1.1145375383815832 2
7 33790 310 37.2881 97.6923 7074.134086 0.278 0.5387 0.0 1.1073978038589936 2
15 32790 310 37.2262 97.5314 3583.819235 0.532 0.5644 0.0 1.1939088302185306 2
23 33837 310 37.0635 97.6647 6677.310387 0.294 0.5463 0.0 1.115712993173032 3
30 34152 310 37.1229 97.7698 7914.515852 0.249 0.5283 0.0 1.0691526007578367 3
EOD
$arm3 << EOD
4 32394 297 38.4913 97.5897 8016.671332 0.245 0.5541 0.0 1.4499540697779139 13
8 32358 297 38.2581 97.3697 6307.495344 0.306 0.5862 0.0 1.2322662323960807 15
13 32396 297 38.3393 97.5436 6512.900826 0.3 0.5613 0.0 1.384684827627713 13
21 32398 297 38.3413 97.5815 7682.829769 0.256 0.5562 0.0 1.4379289037851197 13
29 32448 297 38.7300 97.6409 8694.472037 0.226 0.5461 0.0 1.461152861090517 13
EOD
$arm4 << EOD
6 33421 310 37.0687 97.6790 6597.477049 0.295 0.5413 0.0 1.6467125566390168 12
10 33508 297 37.8599 97.7764 7966.661213 0.247 0.527 0.0 1.7924868133281873 13
14 33393 310 36.3413 97.6322 3533.732229 0.537 0.5494 0.0 1.520176785107194 15
19 33073 310 35.8747 97.4691 2769.235145 0.685 0.5692 0.0 1.4366870963239307 2
27 33304 310 36.9317 97.6319 5754.663252 0.337 0.5482 0.0 1.5663005846321636 15
EOD
$arm5 << EOD
5 33982 297 36.9536 97.7727 7244.284689 0.271 0.53 0.0 1.5498403171774955 15
12 33961 297 37.6122 97.7879 6949.163937 0.282 0.5273 0.0 1.5865494841421475 12
16 34070 297 35.6692 97.6850 4567.495083 0.424 0.5412 0.0 1.5015944187251125 12
20 34022 310 36.8804 97.7685 4796.869783 0.402 0.5301 0.0 1.50180883023735 16
25 33855 310 36.9124 97.7679 5455.540448 0.353 0.5302 0.0 1.5524674282869078 13
EOD
$arm6 << EOD
3 33796 297 37.4286 97.4659 6025.544771 0.32 0.5735 0.0 1.6177246992624839 13
11 34452 297 36.8008 97.6021 6883.724863 0.284 0.5535 0.0 1.629728594676886 15
18 34264 297 37.0794 97.5390 6962.316668 0.282 0.5637 0.0 1.6202504548860108 12
22 34558 297 36.4830 97.7445 5055.306099 0.391 0.5332 0.0 1.6797210061586407 15
26 34009 297 37.1338 97.5262 6494.766547 0.299 0.5654 0.0 1.6258286262099169 14
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:2 with points pt 7 ps 1.5 title 'sieve', $arm3 using 1:2 with points pt 7 ps 1.5 title 'twoq', $arm4 using 1:2 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:2 with points pt 7 ps 1.5 title 'car', $arm6 using 1:2 with points pt 7 ps 1.5 title 'clockpro'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:3 with points pt 7 ps 1.5 title 'sieve', $arm3 using 1:3 with points pt 7 ps 1.5 title 'twoq', $arm4 using 1:3 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:3 with points pt 7 ps 1.5 title 'car', $arm6 using 1:3 with points pt 7 ps 1.5 title 'clockpro'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:4 with points pt 7 ps 1.5 title 'sieve', $arm3 using 1:4 with points pt 7 ps 1.5 title 'twoq', $arm4 using 1:4 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:4 with points pt 7 ps 1.5 title 'car', $arm6 using 1:4 with points pt 7 ps 1.5 title 'clockpro'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:5 with points pt 7 ps 1.5 title 'sieve', $arm3 using 1:5 with points pt 7 ps 1.5 title 'twoq', $arm4 using 1:5 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:5 with points pt 7 ps 1.5 title 'car', $arm6 using 1:5 with points pt 7 ps 1.5 title 'clockpro'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:6 with points pt 7 ps 1.5 title 'sieve', $arm3 using 1:6 with points pt 7 ps 1.5 title 'twoq', $arm4 using 1:6 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:6 with points pt 7 ps 1.5 title 'car', $arm6 using 1:6 with points pt 7 ps 1.5 title 'clockpro'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:7 with points pt 7 ps 1.5 title 'sieve', $arm3 using 1:7 with points pt 7 ps 1.5 title 'twoq', $arm4 using 1:7 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:7 with points pt 7 ps 1.5 title 'car', $arm6 using 1:7 with points pt 7 ps 1.5 title 'clockpro'
set title 'allocations per transaction'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:8 with points pt 7 ps 1.5 title 'sieve', $arm3 using 1:8 with points pt 7 ps 1.5 title 'twoq', $arm4 using 1:8 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:8 with points pt 7 ps 1.5 title 'car', $arm6 using 1:8 with points pt 7 ps 1.5 title 'clockpro'
set title 'sweep ticks per allocation'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:9 with points pt 7 ps 1.5 title 'sieve', $arm3 using 1:9 with points pt 7 ps 1.5 title 'twoq', $arm4 using 1:9 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:9 with points pt 7 ps 1.5 title 'car', $arm6 using 1:9 with points pt 7 ps 1.5 title 'clockpro'
set title 'policy header visits per allocation (framework)'
plot $arm1 using 1:10 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:10 with points pt 7 ps 1.5 title 'sieve', $arm3 using 1:10 with points pt 7 ps 1.5 title 'twoq', $arm4 using 1:10 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:10 with points pt 7 ps 1.5 title 'car', $arm6 using 1:10 with points pt 7 ps 1.5 title 'clockpro'
set title 'dirty victims'
plot $arm1 using 1:11 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:11 with points pt 7 ps 1.5 title 'sieve', $arm3 using 1:11 with points pt 7 ps 1.5 title 'twoq', $arm4 using 1:11 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:11 with points pt 7 ps 1.5 title 'car', $arm6 using 1:11 with points pt 7 ps 1.5 title 'clockpro'
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
1-stock 41.2237 0.0051 58.7540 0.0172
2-sieve 37.0817 0.0000 62.9093 0.0090
3-clockpro 37.3979 0.0075 62.5674 0.0272
4-twoq 38.4674 0.0059 61.5051 0.0216
5-car 36.9260 0.0068 63.0417 0.0255
6-s3fifo 37.0541 0.0000 62.9274 0.0185
7-sieve 37.2808 0.0000 62.7098 0.0094
8-twoq 38.2295 0.0070 61.7370 0.0265
9-stock 41.0432 0.0059 58.9291 0.0218
10-s3fifo 37.8346 0.0062 62.1358 0.0233
11-clockpro 36.7730 0.0068 63.1934 0.0268
12-car 37.5833 0.0071 62.3828 0.0267
13-twoq 38.3103 0.0071 61.6552 0.0274
14-s3fifo 36.3269 0.0000 63.6484 0.0247
15-sieve 37.2124 0.0000 62.7669 0.0208
16-car 35.6263 0.0105 64.3227 0.0405
17-stock 40.9898 0.0060 58.9807 0.0236
18-clockpro 37.0524 0.0066 62.9155 0.0255
19-s3fifo 35.8570 0.0000 64.1164 0.0266
20-car 36.8693 0.0000 63.1102 0.0204
21-twoq 38.3165 0.0061 61.6531 0.0243
22-clockpro 36.4436 0.0096 63.5081 0.0386
23-sieve 37.0558 0.0000 62.9321 0.0121
24-stock 41.3407 0.0057 58.6316 0.0220
25-car 36.9027 0.0000 63.0793 0.0180
26-clockpro 37.1049 0.0071 62.8591 0.0289
27-s3fifo 36.9228 0.0000 63.0601 0.0171
28-stock 41.1101 0.0049 58.8656 0.0193
29-twoq 38.7077 0.0055 61.2649 0.0219
30-sieve 37.1162 0.0000 62.8732 0.0105
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
set xtics ('stock' 1, 'sieve' 2, 'twoq' 3, 's3fifo' 4, 'car' 5, 'clockpro' 6) rotate by -30
$strip_index_leaf_resident << EOD
0.88 29808.0
0.94 29764.0
1.0 29789.0
1.06 29785.0
1.12 29787.0
1.88 33884.0
1.94 33790.0
2.0 32790.0
2.06 33837.0
2.12 34152.0
2.88 32394.0
2.94 32358.0
3.0 32396.0
3.06 32398.0
3.12 32448.0
3.88 33421.0
3.94 33508.0
4.0 33393.0
4.06 33073.0
4.12 33304.0
4.88 33982.0
4.94 33961.0
5.0 34070.0
5.06 34022.0
5.12 33855.0
5.88 33796.0
5.94 34452.0
6.0 34264.0
6.06 34558.0
6.12 34009.0
EOD
unset object
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.88 41.2444
0.94 41.0673
1.0 41.0142
1.06 41.364
1.12 41.1302
1.88 37.0891
1.94 37.2881
2.0 37.2262
2.06 37.0635
2.12 37.1229
2.88 38.4913
2.94 38.2581
3.0 38.3393
3.06 38.3413
3.12 38.73
3.88 37.0687
3.94 37.8599
4.0 36.3413
4.06 35.8747
4.12 36.9317
4.88 36.9536
4.94 37.6122
5.0 35.6692
5.06 36.8804
5.12 36.9124
5.88 37.4286
5.94 36.8008
6.0 37.0794
6.06 36.483
6.12 37.1338
EOD
unset object
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.88 97.2507
0.94 97.2485
1.0 97.2491
1.06 97.2383
1.12 97.2482
1.88 97.6752
1.94 97.6923
2.0 97.5314
2.06 97.6647
2.12 97.7698
2.88 97.5897
2.94 97.3697
3.0 97.5436
3.06 97.5815
3.12 97.6409
3.88 97.679
3.94 97.7764
4.0 97.6322
4.06 97.4691
4.12 97.6319
4.88 97.7727
4.94 97.7879
5.0 97.685
5.06 97.7685
5.12 97.7679
5.88 97.4659
5.94 97.6021
6.0 97.539
6.06 97.7445
6.12 97.5262
EOD
unset object
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.88 8533.246733
0.94 7310.438296
1.0 7196.093107
1.06 7548.205454
1.12 8768.250637
1.88 6946.569686
1.94 7074.134086
2.0 3583.819235
2.06 6677.310387
2.12 7914.515852
2.88 8016.671332
2.94 6307.495344
3.0 6512.900826
3.06 7682.829769
3.12 8694.472037
3.88 6597.477049
3.94 7966.661213
4.0 3533.732229
4.06 2769.235145
4.12 5754.663252
4.88 7244.284689
4.94 6949.163937
5.0 4567.495083
5.06 4796.869783
5.12 5455.540448
5.88 6025.544771
5.94 6883.724863
6.0 6962.316668
6.06 5055.306099
6.12 6494.766547
EOD
unset object
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.88 0.23
0.94 0.269
1.0 0.273
1.06 0.261
1.12 0.224
1.88 0.282
1.94 0.278
2.0 0.532
2.06 0.294
2.12 0.249
2.88 0.245
2.94 0.306
3.0 0.3
3.06 0.256
3.12 0.226
3.88 0.295
3.94 0.247
4.0 0.537
4.06 0.685
4.12 0.337
4.88 0.271
4.94 0.282
5.0 0.424
5.06 0.402
5.12 0.353
5.88 0.32
5.94 0.284
6.0 0.282
6.06 0.391
6.12 0.299
EOD
unset object
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.88 0.6009
0.94 0.6018
1.0 0.6018
1.06 0.6027
1.12 0.6017
1.88 0.543
1.94 0.5387
2.0 0.5644
2.06 0.5463
2.12 0.5283
2.88 0.5541
2.94 0.5862
3.0 0.5613
3.06 0.5562
3.12 0.5461
3.88 0.5413
3.94 0.527
4.0 0.5494
4.06 0.5692
4.12 0.5482
4.88 0.53
4.94 0.5273
5.0 0.5412
5.06 0.5301
5.12 0.5302
5.88 0.5735
5.94 0.5535
6.0 0.5637
6.06 0.5332
6.12 0.5654
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
set xtics ('sieve vs stock' 1, 'twoq vs stock' 2, 's3fifo vs stock' 3, 'car vs stock' 4, 'clockpro vs stock' 5) rotate by -30
$delta_index_leaf_resident << EOD
1 13.596535401349582 10.081579212408098 14.654043710343439 NaN
2 8.758854533857052 8.63128210293081 8.93342733407191 NaN
3 12.10595226105348 11.031658105885118 12.49202672306711 NaN
4 14.083324940410247 13.656964447577803 14.378755833081545 NaN
5 15.030046664652366 13.458891462718636 16.017054419713297 NaN
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 -4.007300000000001 -4.241099999999996 -3.788000000000004 NaN
2 -2.7889000000000053 -3.0227000000000004 -2.400200000000005 NaN
3 -4.198500000000003 -5.255500000000005 -3.270299999999999 NaN
4 -4.217800000000004 -5.461000000000006 -3.5180000000000007 NaN
5 -4.050800000000002 -4.647200000000005 -3.701599999999999 NaN
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 0.42669999999999675 0.28289999999999793 0.5212999999999965 NaN
2 0.3329999999999984 0.12119999999998754 0.392399999999995 NaN
3 0.3836999999999904 0.22059999999999036 0.5278999999999883 NaN
4 0.519999999999996 0.4364999999999952 0.5393999999999863 NaN
5 0.29049999999999443 0.21739999999999782 0.4959999999999951 NaN
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 -7.970580181825561 -52.52091034298972 4.852946839250152 NaN
2 1.7835274333803266 -29.487159597921565 15.185948368596163 NaN
3 -23.761173605171976 -69.34785280951891 5.54377807480385 NaN
4 -27.724006967656663 -52.53899982145346 -3.2713625974389045 NaN
5 -13.956150417736096 -36.33586662041061 -4.611978703037565 NaN
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 8.045977011494237 -4.5977011494252915 103.83141762452108 NaN
2 -1.9157088122605381 -13.409961685823756 29.118773946360147 NaN
3 29.118773946360157 -5.363984674329506 162.4521072796935 NaN
4 35.24904214559386 3.448275862068947 68.19923371647509 NaN
5 14.559386973180068 4.980842911877378 49.808429118773944 NaN
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 -9.77068793619142 -12.213359920239284 -6.214689265536721 NaN
2 -7.577268195413754 -9.255566633433029 -2.5922233300099613 NaN
3 -8.906613492854765 -12.429378531073443 -5.417082087072111 NaN
4 -11.914257228315051 -12.37952808241941 -10.069790628115651 NaN
5 -6.331006979062815 -11.399135925556662 -4.702558989697573 NaN
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
