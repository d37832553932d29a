set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 7,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 21808 449 31.0266 94.5213 6415.631721 0.311 6350.565884 0.296 65.065838 1.788 1.6046 2.5673075427077823 NaN 0
9 22094 448 31.1476 94.5931 6539.953369 0.306 6475.253681 0.291 64.699688 1.775 1.5734 2.5844380459524134 NaN 0
17 21812 447 31.2300 94.6127 7158.368385 0.279 7088.520391 0.266 69.847994 1.585 1.5642 2.5792435018612085 NaN 0
EOD
$arm2 << EOD
2 22292 448 31.0609 94.5822 5461.580002 0.366 5407.795204 0.346 53.784799 2.408 1.5785 2.5430058576783896 NaN 0
7 22019 447 31.1081 94.5405 6624.927964 0.302 6558.829418 0.287 66.098546 1.785 1.5925 2.5742757988649583 NaN 0
15 21533 448 31.2795 94.6509 6764.69489 0.295 6699.037675 0.282 65.657215 1.68 1.5541 2.5869765971747527 NaN 0
EOD
$arm3 << EOD
4 22408 465 29.5758 95.2076 2224.158776 0.895 2202.241444 0.861 21.917331 4.278 1.4668 0.0 1.127829928216455 0
8 22480 452 29.6026 95.1904 5482.150441 0.364 5426.539006 0.349 55.611435 1.841 1.4755 0.0 1.118298969710019 17
13 22439 452 29.4121 95.1780 5968.098145 0.335 5907.443282 0.319 60.654862 1.855 1.4858 0.0 1.1191776399702913 14
EOD
$arm4 << EOD
6 21811 428 31.2201 94.3811 5485.609835 0.364 5429.501662 0.341 56.108173 2.575 1.63 0.0 1.0069847410272943 14
10 21876 434 31.1939 94.3763 5318.052972 0.376 5263.926378 0.352 54.126595 2.682 1.6365 0.0 1.0071297846119889 12
14 21522 436 31.4463 94.4197 5393.017615 0.371 5339.100653 0.348 53.916962 2.6 1.6129 0.0 1.0058461765084976 17
EOD
$arm5 << EOD
5 22575 452 29.5977 95.1344 4094.151772 0.488 4053.296571 0.459 40.855201 3.405 1.4835 0.0 1.2511145257659892 15
12 22999 452 29.5507 95.2305 7465.160984 0.268 7392.292451 0.255 72.868533 1.6 1.458 0.0 1.2123508379559467 12
16 22934 452 29.5254 95.2316 7026.4392 0.284 6957.027686 0.269 69.411513 1.805 1.4638 0.0 1.203501047238638 12
EOD
$arm6 << EOD
3 22008 452 29.6750 95.0841 5248.95675 0.381 5194.438203 0.358 54.518546 2.598 1.5081 0.0 1.0039330148139343 16
11 22381 452 29.7834 95.1631 6609.920918 0.302 6544.213193 0.286 65.707725 1.947 1.4751 0.0 1.0042922948073703 17
18 22356 452 29.8168 95.1043 5351.363076 0.373 5296.861695 0.352 54.501381 2.489 1.4942 0.0 1.0056147430184939 14
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:2 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:2 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:2 with points pt 7 ps 1.5 title 'lru', $arm5 using 1:2 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:2 with points pt 7 ps 1.5 title 'arc'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:3 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:3 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:3 with points pt 7 ps 1.5 title 'lru', $arm5 using 1:3 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:3 with points pt 7 ps 1.5 title 'arc'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:4 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:4 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:4 with points pt 7 ps 1.5 title 'lru', $arm5 using 1:4 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:4 with points pt 7 ps 1.5 title 'arc'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:5 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:5 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:5 with points pt 7 ps 1.5 title 'lru', $arm5 using 1:5 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:5 with points pt 7 ps 1.5 title 'arc'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:6 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:6 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:6 with points pt 7 ps 1.5 title 'lru', $arm5 using 1:6 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:6 with points pt 7 ps 1.5 title 'arc'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:7 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:7 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:7 with points pt 7 ps 1.5 title 'lru', $arm5 using 1:7 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:7 with points pt 7 ps 1.5 title 'arc'
set title 'tps of the probes (probe.sql)'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:8 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:8 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:8 with points pt 7 ps 1.5 title 'lru', $arm5 using 1:8 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:8 with points pt 7 ps 1.5 title 'arc'
set title 'latency of the probes (ms)'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:9 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:9 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:9 with points pt 7 ps 1.5 title 'lru', $arm5 using 1:9 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:9 with points pt 7 ps 1.5 title 'arc'
set title 'tps of the scans (scan.sql)'
plot $arm1 using 1:10 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:10 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:10 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:10 with points pt 7 ps 1.5 title 'lru', $arm5 using 1:10 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:10 with points pt 7 ps 1.5 title 'arc'
set title 'latency of the scans (ms)'
plot $arm1 using 1:11 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:11 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:11 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:11 with points pt 7 ps 1.5 title 'lru', $arm5 using 1:11 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:11 with points pt 7 ps 1.5 title 'arc'
set title 'allocations per transaction'
plot $arm1 using 1:12 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:12 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:12 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:12 with points pt 7 ps 1.5 title 'lru', $arm5 using 1:12 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:12 with points pt 7 ps 1.5 title 'arc'
set title 'sweep ticks per allocation'
plot $arm1 using 1:13 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:13 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:13 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:13 with points pt 7 ps 1.5 title 'lru', $arm5 using 1:13 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:13 with points pt 7 ps 1.5 title 'arc'
set title 'policy header visits per allocation (framework)'
plot $arm1 using 1:14 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:14 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:14 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:14 with points pt 7 ps 1.5 title 'lru', $arm5 using 1:14 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:14 with points pt 7 ps 1.5 title 'arc'
set title 'dirty victims'
plot $arm1 using 1:15 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:15 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:15 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:15 with points pt 7 ps 1.5 title 'lru', $arm5 using 1:15 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:15 with points pt 7 ps 1.5 title 'arc'
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
1-stock 30.9944 0.0241 68.9726 0.0089
2-stock-again 31.0235 0.0276 68.9377 0.0111
3-arc 29.6586 0.0058 70.3227 0.0129
4-lru2 29.5598 0.0006 70.4212 0.0184
5-twoq 29.5783 0.0056 70.3993 0.0168
6-lru 31.1357 0.0750 68.7774 0.0119
7-stock-again 31.0724 0.0277 68.8904 0.0095
8-lru2 29.5860 0.0035 70.3944 0.0161
9-stock 31.1104 0.0290 68.8509 0.0097
10-lru 31.1086 0.0756 68.8040 0.0117
11-arc 29.7707 0.0041 70.2141 0.0111
12-twoq 29.5397 0.0033 70.4476 0.0094
13-lru2 29.3972 0.0029 70.5849 0.0149
14-lru 31.3623 0.0743 68.5507 0.0127
15-stock-again 31.2418 0.0297 68.7186 0.0099
16-twoq 29.5147 0.0025 70.4726 0.0101
17-stock 31.1937 0.0288 68.7681 0.0095
18-arc 29.8006 0.0058 70.1804 0.0133
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
set xtics ('stock' 1, 'stock-again' 2, 'lru2' 3, 'lru' 4, 'twoq' 5, 'arc' 6) rotate by -30
$strip_index_leaf_resident << EOD
0.94 21808.0
1.0 22094.0
1.06 21812.0
1.94 22292.0
2.0 22019.0
2.06 21533.0
2.94 22408.0
3.0 22480.0
3.06 22439.0
3.94 21811.0
4.0 21876.0
4.06 21522.0
4.94 22575.0
5.0 22999.0
5.06 22934.0
5.94 22008.0
6.0 22381.0
6.06 22356.0
EOD
unset object
set object 1 rectangle from graph 0, first 21525.947542186354 to graph 1, first 22098.052457813646 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.94 31.0266
1.0 31.1476
1.06 31.23
1.94 31.0609
2.0 31.1081
2.06 31.2795
2.94 29.5758
3.0 29.6026
3.06 29.4121
3.94 31.2201
4.0 31.1939
4.06 31.4463
4.94 29.5977
5.0 29.5507
5.06 29.5254
5.94 29.675
6.0 29.7834
6.06 29.8168
EOD
unset object
set object 1 rectangle from graph 0, first 30.9785 to graph 1, first 31.3167 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.94 94.5213
1.0 94.5931
1.06 94.6127
1.94 94.5822
2.0 94.5405
2.06 94.6509
2.94 95.2076
3.0 95.1904
3.06 95.178
3.94 94.3811
4.0 94.3763
4.06 94.4197
4.94 95.1344
5.0 95.2305
5.06 95.2316
5.94 95.0841
6.0 95.1631
6.06 95.1043
EOD
unset object
set object 1 rectangle from graph 0, first 94.5209 to graph 1, first 94.66530000000002 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.94 6415.631721
1.0 6539.953369
1.06 7158.368385
1.94 5461.580002
2.0 6624.927964
2.06 6764.69489
2.94 2224.158776
3.0 5482.150441
3.06 5968.098145
3.94 5485.609835
4.0 5318.052972
4.06 5393.017615
4.94 4094.151772
5.0 7465.160984
5.06 7026.4392
5.94 5248.95675
6.0 6609.920918
6.06 5351.363076
EOD
unset object
set object 1 rectangle from graph 0, first 6184.126079128763 to graph 1, first 6895.7806588712365 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.94 0.311
1.0 0.306
1.06 0.279
1.94 0.366
2.0 0.302
2.06 0.295
2.94 0.895
3.0 0.364
3.06 0.335
3.94 0.364
4.0 0.376
4.06 0.371
4.94 0.488
5.0 0.268
5.06 0.284
5.94 0.381
6.0 0.302
6.06 0.373
EOD
unset object
set object 1 rectangle from graph 0, first 0.28940338983050845 to graph 1, first 0.32259661016949154 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.94 1.6046
1.0 1.5734
1.06 1.5642
1.94 1.5785
2.0 1.5925
2.06 1.5541
2.94 1.4668
3.0 1.4755
3.06 1.4858
3.94 1.63
4.0 1.6365
4.06 1.6129
4.94 1.4835
5.0 1.458
5.06 1.4638
5.94 1.5081
6.0 1.4751
6.06 1.4942
EOD
unset object
set object 1 rectangle from graph 0, first 1.5449335506968418 to graph 1, first 1.601866449303158 behind fillcolor rgb "#dddddd" fillstyle solid noborder
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
set xtics ('stock-again vs stock' 1, 'lru2 vs stock' 2, 'lru vs stock' 3, 'twoq vs stock' 4, 'arc vs stock' 5) rotate by -30
$delta_index_leaf_resident << EOD
1 0.9490188886851274 0.9490188886851274 0.9490188886851274 1.3114453411592075
2 2.8745644599303137 2.8745644599303137 2.8745644599303137 1.3114453411592075
3 -0.0045846323124885385 -0.0045846323124885385 -0.0045846323124885385 1.3114453411592075
4 5.14395745461214 5.14395745461214 5.14395745461214 1.3114453411592075
5 2.494039977993765 2.494039977993765 2.494039977993765 1.3114453411592075
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 -0.03950000000000031 -0.03950000000000031 -0.03950000000000031 0.16910000000000025
2 -1.5717999999999996 -1.5717999999999996 -1.5717999999999996 0.16910000000000025
3 0.07249999999999801 0.07249999999999801 0.07249999999999801 0.16910000000000025
4 -1.5969000000000015 -1.5969000000000015 -1.5969000000000015 0.16910000000000025
5 -1.3642000000000003 -1.3642000000000003 -1.3642000000000003 0.16910000000000025
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 -0.010900000000006571 -0.010900000000006571 -0.010900000000006571 0.07220000000000937
2 0.59729999999999 0.59729999999999 0.59729999999999 0.07220000000000937
3 -0.2120000000000033 -0.2120000000000033 -0.2120000000000033 0.07220000000000937
4 0.6373999999999995 0.6373999999999995 0.6373999999999995 0.07220000000000937
5 0.5111999999999881 0.5111999999999881 0.5111999999999881 0.07220000000000937
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 1.2993149982198382 1.2993149982198382 1.2993149982198382 5.4408230425295026
2 -16.174472023211763 -16.174472023211763 -16.174472023211763 5.4408230425295026
3 -17.537368988540262 -17.537368988540262 -17.537368988540262 5.4408230425295026
4 7.438674307770893 7.438674307770893 7.438674307770893 5.4408230425295026
5 -18.17429308646192 -18.17429308646192 -18.17429308646192 5.4408230425295026
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 -1.3071895424836613 -1.3071895424836613 -1.3071895424836613 5.423728813559327
2 18.954248366013072 18.954248366013072 18.954248366013072 5.423728813559327
3 21.241830065359476 21.241830065359476 21.241830065359476 5.423728813559327
4 -7.189542483660137 -7.189542483660137 -7.189542483660137 5.423728813559327
5 21.895424836601308 21.895424836601308 21.895424836601308 5.423728813559327
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 0.3241388076776474 0.3241388076776474 0.3241388076776474 1.8092315560669985
2 -6.222193974831568 -6.222193974831568 -6.222193974831568 1.8092315560669985
3 3.597305198932248 3.597305198932248 3.597305198932248 1.8092315560669985
4 -6.965806533621452 -6.965806533621452 -6.965806533621452 1.8092315560669985
5 -5.033685013346888 -5.033685013346888 -5.033685013346888 1.8092315560669985
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
