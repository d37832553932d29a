set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 42981 297 36.2458 98.2084 9881.878315 0.2 0.4425 3.4016002708291397 0
3 42940 297 36.2381 98.2069 10221.610611 0.194 0.4435 3.4017905205658363 0
5 43041 297 36.1361 98.2078 9432.967513 0.209 0.4439 3.3779315813104827 0
7 43011 297 36.6299 98.2014 7858.308603 0.251 0.4447 3.4641524123560257 0
9 42999 297 36.6751 98.2010 8802.737804 0.224 0.4441 3.537706209832576 0
EOD
$arm2 << EOD
2 43505 297 36.0839 98.2312 9210.888584 0.215 0.4421 1.922498747285786 11
4 43780 297 36.0238 98.2236 10908.310609 0.181 0.4428 1.9309685113713537 13
6 43495 297 36.0613 98.2277 7831.436517 0.252 0.4426 1.902087288717561 11
8 43597 297 36.2973 98.2278 8396.830366 0.235 0.441 1.9164600718355884 11
10 43722 297 36.0992 98.2346 8311.581394 0.238 0.4399 1.9061407587734893 12
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:2 with points pt 7 ps 1.5 title 'hotcool'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:3 with points pt 7 ps 1.5 title 'hotcool'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:4 with points pt 7 ps 1.5 title 'hotcool'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:5 with points pt 7 ps 1.5 title 'hotcool'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:6 with points pt 7 ps 1.5 title 'hotcool'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:7 with points pt 7 ps 1.5 title 'hotcool'
set title 'allocations per transaction'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:8 with points pt 7 ps 1.5 title 'hotcool'
set title 'sweep ticks per allocation'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:9 with points pt 7 ps 1.5 title 'hotcool'
set title 'dirty victims'
plot $arm1 using 1:10 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:10 with points pt 7 ps 1.5 title 'hotcool'
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
1-stock 36.2234 0.0059 63.7524 0.0183
2-hotcool 36.0598 0.0064 63.9142 0.0197
3-stock 36.2165 0.0057 63.7588 0.0190
4-hotcool 36.0035 0.0054 63.9729 0.0182
5-stock 36.1127 0.0062 63.8600 0.0210
6-hotcool 36.0331 0.0075 63.9346 0.0248
7-stock 36.6018 0.0074 63.3650 0.0258
8-hotcool 36.2708 0.0070 63.6989 0.0232
9-stock 36.6501 0.0067 63.3203 0.0230
10-hotcool 36.0724 0.0071 63.8964 0.0241
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
set xtics ('stock' 1, 'hotcool' 2) rotate by -30
$strip_index_leaf_resident << EOD
0.88 42981.0
0.94 42940.0
1.0 43041.0
1.06 43011.0
1.12 42999.0
1.88 43505.0
1.94 43780.0
2.0 43495.0
2.06 43597.0
2.12 43722.0
EOD
unset object
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.88 36.2458
0.94 36.2381
1.0 36.1361
1.06 36.6299
1.12 36.6751
1.88 36.0839
1.94 36.0238
2.0 36.0613
2.06 36.2973
2.12 36.0992
EOD
unset object
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.88 98.2084
0.94 98.2069
1.0 98.2078
1.06 98.2014
1.12 98.201
1.88 98.2312
1.94 98.2236
2.0 98.2277
2.06 98.2278
2.12 98.2346
EOD
unset object
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.88 9881.878315
0.94 10221.610611
1.0 9432.967513
1.06 7858.308603
1.12 8802.737804
1.88 9210.888584
1.94 10908.310609
2.0 7831.436517
2.06 8396.830366
2.12 8311.581394
EOD
unset object
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.88 0.2
0.94 0.194
1.0 0.209
1.06 0.251
1.12 0.224
1.88 0.215
1.94 0.181
2.0 0.252
2.06 0.235
2.12 0.238
EOD
unset object
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.88 0.4425
0.94 0.4435
1.0 0.4439
1.06 0.4447
1.12 0.4441
1.88 0.4421
1.94 0.4428
2.0 0.4426
2.06 0.441
2.12 0.4399
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
set xtics ('hotcool vs stock' 1) rotate by -30
$delta_index_leaf_resident << EOD
1 1.390730016977139 1.1256075722691226 1.8186469452777971 NaN
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 -0.16190000000000282 -0.6060999999999979 0.051499999999997215 NaN
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 0.020899999999997476 0.01670000000000016 0.030200000000007776 NaN
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 -10.984211973295276 -20.248444769556365 15.640285986003484 NaN
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 12.440191387559807 -17.224880382775122 21.052631578947363 NaN
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 -0.40549673349854104 -0.901103852218969 -0.0901103852218994 NaN
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
