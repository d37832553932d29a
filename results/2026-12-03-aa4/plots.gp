set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 4,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29788 297 41.1228 97.2517 8471.455742 0.232 0.6008 3.1006204785426026
7 29792 297 41.0941 97.2392 8289.282275 0.237 0.6035 3.090486793765266
12 29737 297 41.1217 97.2456 8627.540747 0.227 0.6025 3.0974505186690062
14 29794 297 41.1415 97.2377 8588.284723 0.228 0.6037 3.0876408568882443
20 29735 297 41.2656 97.2288 8240.780602 0.238 0.6056 3.131019418448528
EOD
$arm2 << EOD
2 29716 297 41.2693 97.2443 8432.500124 0.233 0.6028 3.1642657306885655
5 29826 297 41.1017 97.2401 8200.551227 0.239 0.6042 3.1116758031050433
11 29818 297 41.1797 97.2500 8701.539898 0.225 0.6021 3.1489040839623255
16 29813 297 41.0120 97.2525 8385.768179 0.234 0.6022 3.0921719772471596
19 29739 297 41.2829 97.2438 7932.550408 0.248 0.6028 3.163357929257437
EOD
$arm3 << EOD
4 29806 297 41.1304 97.2381 8556.840305 0.229 0.6043 3.100127639823625
6 29715 297 41.2545 97.2459 8437.281278 0.232 0.603 3.1548069287079046
9 29775 297 41.2484 97.2497 8394.332968 0.234 0.6015 3.170857595563478
15 29792 297 41.2043 97.2483 8168.017549 0.24 0.6022 3.14955353512353
17 29778 297 41.0663 97.2506 8407.4016 0.233 0.6021 3.1032667754669787
EOD
$arm4 << EOD
3 29797 297 41.1478 97.2360 8347.753711 0.235 0.6039 3.0919587203466157
8 29747 297 41.2176 97.2359 8353.484634 0.235 0.6033 3.098371912110243
10 29740 297 41.1203 97.2555 8281.935383 0.237 0.6002 3.1050916201926557
13 29766 297 41.1863 97.2331 8463.700138 0.232 0.6044 3.100252576594048
18 29712 297 41.2104 97.2384 8340.185399 0.235 0.6035 3.0977274804398016
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:2 with points pt 7 ps 1.5 title 'stock-b', $arm3 using 1:2 with points pt 7 ps 1.5 title 'stock-c', $arm4 using 1:2 with points pt 7 ps 1.5 title 'stock-d'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:3 with points pt 7 ps 1.5 title 'stock-b', $arm3 using 1:3 with points pt 7 ps 1.5 title 'stock-c', $arm4 using 1:3 with points pt 7 ps 1.5 title 'stock-d'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:4 with points pt 7 ps 1.5 title 'stock-b', $arm3 using 1:4 with points pt 7 ps 1.5 title 'stock-c', $arm4 using 1:4 with points pt 7 ps 1.5 title 'stock-d'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:5 with points pt 7 ps 1.5 title 'stock-b', $arm3 using 1:5 with points pt 7 ps 1.5 title 'stock-c', $arm4 using 1:5 with points pt 7 ps 1.5 title 'stock-d'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:6 with points pt 7 ps 1.5 title 'stock-b', $arm3 using 1:6 with points pt 7 ps 1.5 title 'stock-c', $arm4 using 1:6 with points pt 7 ps 1.5 title 'stock-d'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:7 with points pt 7 ps 1.5 title 'stock-b', $arm3 using 1:7 with points pt 7 ps 1.5 title 'stock-c', $arm4 using 1:7 with points pt 7 ps 1.5 title 'stock-d'
set title 'allocations per transaction'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:8 with points pt 7 ps 1.5 title 'stock-b', $arm3 using 1:8 with points pt 7 ps 1.5 title 'stock-c', $arm4 using 1:8 with points pt 7 ps 1.5 title 'stock-d'
set title 'sweep ticks per allocation'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:9 with points pt 7 ps 1.5 title 'stock-b', $arm3 using 1:9 with points pt 7 ps 1.5 title 'stock-c', $arm4 using 1:9 with points pt 7 ps 1.5 title 'stock-d'
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
1-stock 41.1019 0.0051 58.8757 0.0173
2-stock-b 41.2485 0.0051 58.7283 0.0181
3-stock-d 41.1268 0.0052 58.8494 0.0186
4-stock-c 41.1099 0.0050 58.8669 0.0182
5-stock-b 41.0803 0.0052 58.8946 0.0198
6-stock-c 41.2336 0.0051 58.7428 0.0185
7-stock 41.0729 0.0052 58.9027 0.0192
8-stock-d 41.1966 0.0052 58.7792 0.0191
9-stock-c 41.2274 0.0051 58.7484 0.0190
10-stock-d 41.0990 0.0052 58.8761 0.0197
11-stock-b 41.1594 0.0050 58.8165 0.0191
12-stock 41.1013 0.0050 58.8752 0.0185
13-stock-d 41.1655 0.0051 58.8102 0.0192
14-stock 41.1210 0.0050 58.8551 0.0189
15-stock-c 41.1828 0.0053 58.7912 0.0207
16-stock-b 40.9910 0.0051 58.9844 0.0194
17-stock-c 41.0454 0.0051 58.9293 0.0202
18-stock-d 41.1893 0.0052 58.7856 0.0199
19-stock-b 41.2608 0.0054 58.7129 0.0209
20-stock 41.2443 0.0052 58.7296 0.0208
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
set xtics ('stock' 1, 'stock-b' 2, 'stock-c' 3, 'stock-d' 4) rotate by -30
$strip_index_leaf_resident << EOD
0.88 29788.0
0.94 29792.0
1.0 29737.0
1.06 29794.0
1.12 29735.0
1.88 29716.0
1.94 29826.0
2.0 29818.0
2.06 29813.0
2.12 29739.0
2.88 29806.0
2.94 29715.0
3.0 29775.0
3.06 29792.0
3.12 29778.0
3.88 29797.0
3.94 29747.0
4.0 29740.0
4.06 29766.0
4.12 29712.0
EOD
unset object
set object 1 rectangle from graph 0, first 29707.024465550225 to graph 1, first 29868.975534449775 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.88 41.1228
0.94 41.0941
1.0 41.1217
1.06 41.1415
1.12 41.2656
1.88 41.2693
1.94 41.1017
2.0 41.1797
2.06 41.012
2.12 41.2829
2.88 41.1304
2.94 41.2545
3.0 41.2484
3.06 41.2043
3.12 41.0663
3.88 41.1478
3.94 41.2176
4.0 41.1203
4.06 41.1863
4.12 41.2104
EOD
unset object
set object 1 rectangle from graph 0, first 40.9685 to graph 1, first 41.2771 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.88 97.2517
0.94 97.2392
1.0 97.2456
1.06 97.2377
1.12 97.2288
1.88 97.2443
1.94 97.2401
2.0 97.25
2.06 97.2525
2.12 97.2438
2.88 97.2381
2.94 97.2459
3.0 97.2497
3.06 97.2483
3.12 97.2506
3.88 97.236
3.94 97.2359
4.0 97.2555
4.06 97.2331
4.12 97.2384
EOD
unset object
set object 1 rectangle from graph 0, first 97.22449999999999 to graph 1, first 97.2539 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.88 8471.455742
0.94 8289.282275
1.0 8627.540747
1.06 8588.284723
1.12 8240.780602
1.88 8432.500124
1.94 8200.551227
2.0 8701.539898
2.06 8385.768179
2.12 7932.550408
2.88 8556.840305
2.94 8437.281278
3.0 8394.332968
3.06 8168.017549
3.12 8407.4016
3.88 8347.753711
3.94 8353.484634
4.0 8281.935383
4.06 8463.700138
4.12 8340.185399
EOD
unset object
set object 1 rectangle from graph 0, first 8128.678822491237 to graph 1, first 8814.232661508764 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.88 0.232
0.94 0.237
1.0 0.227
1.06 0.228
1.12 0.238
1.88 0.233
1.94 0.239
2.0 0.225
2.06 0.234
2.12 0.248
2.88 0.229
2.94 0.232
3.0 0.234
3.06 0.24
3.12 0.233
3.88 0.235
3.94 0.235
4.0 0.237
4.06 0.232
4.12 0.235
EOD
unset object
set object 1 rectangle from graph 0, first 0.22229288702928873 to graph 1, first 0.2417071129707113 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.88 0.6008
0.94 0.6035
1.0 0.6025
1.06 0.6037
1.12 0.6056
1.88 0.6028
1.94 0.6042
2.0 0.6021
2.06 0.6022
2.12 0.6028
2.88 0.6043
2.94 0.603
3.0 0.6015
3.06 0.6022
3.12 0.6021
3.88 0.6039
3.94 0.6033
4.0 0.6002
4.06 0.6044
4.12 0.6035
EOD
unset object
set object 1 rectangle from graph 0, first 0.6010920199501247 to graph 1, first 0.6059079800498753 behind fillcolor rgb "#dddddd" fillstyle solid noborder
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
set xtics ('stock-b vs stock' 1, 'stock-c vs stock' 2, 'stock-d vs stock' 3, 'stock-c vs stock-b' 4, 'stock-d vs stock-b' 5, 'stock-d vs stock-c' 6) rotate by -30
$delta_index_leaf_resident << EOD
1 0.08392641332080032 -0.24170807036390493 0.2786356922250571 0.271839446924187
2 -0.03357056532832013 -0.24506512689673693 0.19135222237142474 0.271839446924187
3 -0.13763931784611252 -0.255136296495233 0.10406875251779239 0.271839446924187
4 -0.11739845034045551 -0.3287156609532754 0.22473417636601484 0.271839446924187
5 -0.2213799349277161 -0.3387783852681716 0.16771207191493645 0.271839446924187
6 -0.10410370071865135 -0.2216401370139029 0.1074618846128014 0.271839446924187
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 0.05689999999999884 -0.12950000000000017 0.1612000000000009 0.15429999999999922
2 0.08150000000000546 -0.07520000000000238 0.13280000000000314 0.15429999999999922
3 0.06350000000000477 -0.07929999999999637 0.09590000000000032 0.15429999999999922
4 0.024600000000006617 -0.1524999999999963 0.19230000000000302 0.15429999999999922
5 0.0066000000000059345 -0.13510000000000133 0.17430000000000234 0.15429999999999922
6 -0.018000000000000682 -0.10670000000000357 0.12000000000000455 0.15429999999999922
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 0.005099999999998772 -0.00740000000000407 0.015499999999988745 0.01470000000000482
2 0.00910000000000366 -0.005799999999993588 0.019499999999993634 0.01470000000000482
3 -0.003199999999992542 -0.015699999999995384 0.01630000000000109 0.01470000000000482
4 0.0040000000000048885 -0.006599999999991724 0.008200000000002206 0.01470000000000482
5 -0.008299999999991314 -0.01659999999999684 0.01120000000000232 0.01470000000000482
6 -0.012299999999996203 -0.015200000000007208 0.007199999999997431 0.01470000000000482
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 -1.0114856951347275 -6.361425360793675 2.715993130428383 4.04625757305601
2 -0.7561172949583104 -3.5818896095461645 2.319562091622383 4.04625757305601
3 -1.460221652185558 -3.3920421324441494 1.3303974598041362 4.04625757305601
4 0.2579778088091437 -3.507589188270138 5.662584295963986 4.04625757305601
5 -0.4533212365111484 -4.21888823359043 4.951285250643694 4.04625757305601
6 -0.7094687733246839 -2.4869347742351255 2.1378324784675358 4.04625757305601
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 0.8620689655172421 -3.0172413793103474 6.896551724137925 4.1841004184100345
2 0.43103448275862105 -2.5862068965517144 3.4482758620689564 4.1841004184100345
3 1.2931034482758512 -1.2931034482758632 3.4482758620689564 4.1841004184100345
4 -0.4273504273504277 -6.410256410256404 3.4188034188034218 4.1841004184100345
5 0.42735042735041584 -5.55555555555556 4.273504273504265 4.1841004184100345
6 0.8583690987124352 -2.1459227467811175 2.5751072961373294 4.1841004184100345
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 -0.11599005799503462 -0.46396023198012004 0.3314001657000831 0.399002493765579
2 -0.2154101077050669 -0.5633802816901523 0.2982601491300601 0.399002493765579
3 0.0 -0.54681027340515 0.4473902236951177 0.399002493765579
4 -0.09953550099536247 -0.3317850033178503 0.24883875248837853 0.399002493765579
5 0.11612475116125313 -0.4313205043132128 0.298606502986069 0.399002493765579
6 0.2158751245433542 -0.33211557622052507 0.38193291265361673 0.399002493765579
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
