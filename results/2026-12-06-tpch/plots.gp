set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 32 5 11.3464 93.6826 7.189337 277.372 11514.0246 2.859995223883783 NaN 41
9 2 0 12.1354 93.0077 6.74786 295.72 11360.1948 2.8896827135953935 NaN 2
17 3787 21 11.3448 93.6915 6.545872 305.442 10728.3898 2.9058571033611122 NaN 12
EOD
$arm2 << EOD
2 2426 18 11.2314 94.1831 7.575856 263.82 10830.6647 2.937902171373942 NaN 13
7 908 10 11.6161 94.3325 6.365966 313.202 11799.6308 2.94246434581348 NaN 15
15 859 11 9.7420 95.1934 6.735779 296.847 10882.3163 2.896930406872023 NaN 8
EOD
$arm3 << EOD
4 2876 19 10.2651 94.6451 6.54639 305.407 11317.4593 0.0 1.3293080542572515 15
8 2506 26 9.6509 94.8282 6.449641 309.633 11233.8439 0.0 1.3211891413031347 14
13 2467 29 11.1013 94.9414 6.732863 296.875 11547.7002 0.0 1.3427719191822929 16
EOD
$arm4 << EOD
6 2026 18 10.6024 94.7483 6.6594 300.116 10020.1459 0.0 2.090400301349785 14
10 660 11 11.5162 94.2185 6.018107 331.51 11617.287 0.0 2.058084969508971 15
14 2998 21 11.0506 95.0193 6.597467 303.073 10795.4057 0.0 2.1058375156784335 16
EOD
$arm5 << EOD
5 4185 32 11.0525 94.7092 6.150985 325.099 11195.8973 0.0 1.5449287005552066 16
12 784 7 11.8330 94.0070 5.981286 333.938 11074.4085 0.0 1.54949622407993 14
16 2539 22 10.6333 94.8473 6.108705 327.344 10827.9982 0.0 1.5414592708229962 15
EOD
$arm6 << EOD
3 294 0 11.3099 94.0389 6.322364 316.233 11423.7233 0.0 1.443774484719021 15
11 2 0 13.0329 93.2645 5.94192 335.97 11025.2037 0.0 1.4242454577978738 14
18 459 23 12.1168 92.8355 6.386594 313.114 10248.1357 0.0 1.4500240807320544 13
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:2 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:2 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:2 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:2 with points pt 7 ps 1.5 title 'car', $arm6 using 1:2 with points pt 7 ps 1.5 title 'arc'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:3 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:3 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:3 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:3 with points pt 7 ps 1.5 title 'car', $arm6 using 1:3 with points pt 7 ps 1.5 title 'arc'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:4 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:4 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:4 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:4 with points pt 7 ps 1.5 title 'car', $arm6 using 1:4 with points pt 7 ps 1.5 title 'arc'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:5 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:5 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:5 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:5 with points pt 7 ps 1.5 title 'car', $arm6 using 1:5 with points pt 7 ps 1.5 title 'arc'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:6 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:6 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:6 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:6 with points pt 7 ps 1.5 title 'car', $arm6 using 1:6 with points pt 7 ps 1.5 title 'arc'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:7 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:7 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:7 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:7 with points pt 7 ps 1.5 title 'car', $arm6 using 1:7 with points pt 7 ps 1.5 title 'arc'
set title 'allocations per transaction'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:8 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:8 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:8 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:8 with points pt 7 ps 1.5 title 'car', $arm6 using 1:8 with points pt 7 ps 1.5 title 'arc'
set title 'sweep ticks per allocation'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:9 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:9 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:9 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:9 with points pt 7 ps 1.5 title 'car', $arm6 using 1:9 with points pt 7 ps 1.5 title 'arc'
set title 'policy header visits per allocation (framework)'
plot $arm1 using 1:10 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:10 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:10 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:10 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:10 with points pt 7 ps 1.5 title 'car', $arm6 using 1:10 with points pt 7 ps 1.5 title 'arc'
set title 'dirty victims'
plot $arm1 using 1:11 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:11 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:11 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:11 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:11 with points pt 7 ps 1.5 title 'car', $arm6 using 1:11 with points pt 7 ps 1.5 title 'arc'
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
1-stock 11.3103 0.0352 88.6459 0.0086
2-stock-again 11.1954 0.0352 88.7613 0.0081
3-arc 11.2602 0.0488 88.6805 0.0105
4-sieve 10.2345 0.0298 89.7287 0.0070
5-car 11.0085 0.0432 88.9391 0.0092
6-s3fifo 10.5698 0.0316 89.3899 0.0087
7-stock-again 11.5765 0.0387 88.3759 0.0089
8-sieve 9.6237 0.0264 90.3440 0.0060
9-stock 12.0978 0.0368 87.8566 0.0088
10-s3fifo 11.4856 0.0296 88.4759 0.0089
11-arc 12.9824 0.0494 86.9576 0.0106
12-car 11.7860 0.0457 88.1577 0.0106
13-sieve 11.0723 0.0282 88.8924 0.0071
14-s3fifo 11.0172 0.0325 88.9416 0.0087
15-stock-again 9.7036 0.0375 90.2501 0.0088
16-car 10.5899 0.0422 89.3584 0.0095
17-stock 11.3079 0.0359 88.6470 0.0091
18-arc 12.0653 0.0506 87.8722 0.0119
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
set xtics ('stock' 1, 'stock-again' 2, 'sieve' 3, 's3fifo' 4, 'car' 5, 'arc' 6) rotate by -30
$strip_index_leaf_resident << EOD
0.94 32.0
1.0 2.0
1.06 3787.0
1.94 2426.0
2.0 908.0
2.06 859.0
2.94 2876.0
3.0 2506.0
3.06 2467.0
3.94 2026.0
4.0 660.0
4.06 2998.0
4.94 4185.0
5.0 784.0
5.06 2539.0
5.94 294.0
6.0 2.0
6.06 459.0
EOD
unset object
set object 1 rectangle from graph 0, first -2362.0 to graph 1, first 2426.0 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.94 11.3464
1.0 12.1354
1.06 11.3448
1.94 11.2314
2.0 11.6161
2.06 9.742
2.94 10.2651
3.0 9.6509
3.06 11.1013
3.94 10.6024
4.0 11.5162
4.06 11.0506
4.94 11.0525
5.0 11.833
5.06 10.6333
5.94 11.3099
6.0 13.0329
6.06 12.1168
EOD
unset object
set object 1 rectangle from graph 0, first 10.9617 to graph 1, first 11.731099999999998 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.94 93.6826
1.0 93.0077
1.06 93.6915
1.94 94.1831
2.0 94.3325
2.06 95.1934
2.94 94.6451
3.0 94.8282
3.06 94.9414
3.94 94.7483
4.0 94.2185
4.06 95.0193
4.94 94.7092
5.0 94.007
5.06 94.8473
5.94 94.0389
6.0 93.2645
6.06 92.8355
EOD
unset object
set object 1 rectangle from graph 0, first 93.03269999999999 to graph 1, first 94.3325 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.94 7.189337
1.0 6.74786
1.06 6.545872
1.94 7.575856
2.0 6.365966
2.06 6.735779
2.94 6.54639
3.0 6.449641
3.06 6.732863
3.94 6.6594
4.0 6.018107
4.06 6.597467
4.94 6.150985
5.0 5.981286
5.06 6.108705
5.94 6.322364
6.0 5.94192
6.06 6.386594
EOD
unset object
set object 1 rectangle from graph 0, first 6.084539401170693 to graph 1, first 7.411180598829308 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.94 277.372
1.0 295.72
1.06 305.442
1.94 263.82
2.0 313.202
2.06 296.847
2.94 305.407
3.0 309.633
3.06 296.875
3.94 300.116
4.0 331.51
4.06 303.073
4.94 325.099
5.0 333.938
5.06 327.344
5.94 316.233
6.0 335.97
6.06 313.114
EOD
unset object
set object 1 rectangle from graph 0, first 265.79318546933365 to graph 1, first 325.6468145306664 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.94 11514.0246
1.0 11360.1948
1.06 10728.3898
1.94 10830.6647
2.0 11799.6308
2.06 10882.3163
2.94 11317.4593
3.0 11233.8439
3.06 11547.7002
3.94 10020.1459
4.0 11617.287
4.06 10795.4057
4.94 11195.8973
5.0 11074.4085
5.06 10827.9982
5.94 11423.7233
6.0 11025.2037
6.06 10248.1357
EOD
unset object
set object 1 rectangle from graph 0, first 10643.42424181731 to graph 1, first 12076.965358182688 behind fillcolor rgb "#dddddd" fillstyle solid noborder
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
set xtics ('stock-again vs stock' 1, 'sieve vs stock' 2, 's3fifo vs stock' 3, 'car vs stock' 4, 'arc vs stock' 5) rotate by -30
$delta_index_leaf_resident << EOD
1 2737.5 2737.5 2737.5 7481.25
2 7731.25 7731.25 7731.25 7481.25
3 6231.25 6231.25 6231.25 7481.25
4 7834.375 7834.375 7834.375 7481.25
5 818.75 818.75 818.75 7481.25
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 -0.11499999999999844 -0.11499999999999844 -0.11499999999999844 0.3846999999999987
2 -1.0812999999999988 -1.0812999999999988 -1.0812999999999988 0.3846999999999987
3 -0.29579999999999984 -0.29579999999999984 -0.29579999999999984 0.3846999999999987
4 -0.29389999999999894 -0.29389999999999894 -0.29389999999999894 0.3846999999999987
5 0.7704000000000004 0.7704000000000004 0.7704000000000004 0.3846999999999987
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 0.6499000000000024 0.6499000000000024 0.6499000000000024 0.6499000000000024
2 1.1456000000000017 1.1456000000000017 1.1456000000000017 0.6499000000000024
3 1.0657000000000068 1.0657000000000068 1.0657000000000068 0.6499000000000024
4 1.026600000000002 1.026600000000002 1.026600000000002 0.6499000000000024
5 -0.4180999999999955 -0.4180999999999955 -0.4180999999999955 0.6499000000000024
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 -0.17903453835734928 -0.17903453835734928 -0.17903453835734928 9.83008833658831
2 -2.985687314200361 -2.985687314200361 -2.985687314200361 9.83008833658831
3 -2.228751041070802 -2.228751041070802 -2.228751041070802 9.83008833658831
4 -9.471965926975376 -9.471965926975376 -9.471965926975376 9.83008833658831
5 -6.305643566997534 -6.305643566997534 -6.305643566997534 9.83008833658831
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 0.38110374678748565 0.38110374678748565 0.38110374678748565 10.119983271563095
2 3.2757338022453517 3.2757338022453517 3.2757338022453517 10.119983271563095
3 2.4864736913296195 2.4864736913296195 2.4864736913296195 10.119983271563095
4 10.693899634789654 10.693899634789654 10.693899634789654 10.119983271563095
5 6.936629243879336 6.936629243879336 6.936629243879336 10.119983271563095
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 -4.206604802234544 -4.206604802234544 -4.206604802234544 6.309491789548257
2 -0.37618633088931597 -0.37618633088931597 -0.37618633088931597 6.309491789548257
3 -4.971649781920993 -4.971649781920993 -4.971649781920993 6.309491789548257
4 -2.515681333210939 -2.515681333210939 -2.515681333210939 6.309491789548257
5 -2.948814750958314 -2.948814750958314 -2.948814750958314 6.309491789548257
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
