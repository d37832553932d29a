set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 4,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29740 297 NaN 97.2487 7338.281937 0.27 0.6012 NaN
4 29882 297 NaN 97.2401 9843.63275 0.201 0.6036 NaN
6 29769 297 NaN 97.2506 10353.11415 0.19 0.602 NaN
7 29767 297 NaN 97.2496 9280.5145 0.213 0.6015 NaN
9 29925 297 NaN 97.2489 8885.499989 0.223 0.6016 NaN
EOD
$arm2 << EOD
2 29689 297 41.1054 97.2457 8880.926884 0.223 0.6028 3.1020880196695337
3 29750 297 41.1208 97.2348 8098.17518 0.245 0.6041 3.0751525904606942
5 29779 297 41.2685 97.2428 8656.914644 0.229 0.6035 3.1473026424110615
8 29854 297 41.1649 97.2359 8832.488256 0.224 0.6033 3.0826376167452474
10 29781 297 41.1378 97.2634 9494.245382 0.208 0.5988 3.1100849649057998
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'core', $arm2 using 1:2 with points pt 7 ps 1.5 title 'clocksweep'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'core', $arm2 using 1:3 with points pt 7 ps 1.5 title 'clocksweep'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'core', $arm2 using 1:4 with points pt 7 ps 1.5 title 'clocksweep'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'core', $arm2 using 1:5 with points pt 7 ps 1.5 title 'clocksweep'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'core', $arm2 using 1:6 with points pt 7 ps 1.5 title 'clocksweep'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'core', $arm2 using 1:7 with points pt 7 ps 1.5 title 'clocksweep'
set title 'allocations per transaction'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'core', $arm2 using 1:8 with points pt 7 ps 1.5 title 'clocksweep'
set title 'sweep ticks per allocation'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'core', $arm2 using 1:9 with points pt 7 ps 1.5 title 'clocksweep'
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
1-core 0 0 0 0
2-clocksweep 41.0856 0.0049 58.8931 0.0164
3-clocksweep 41.0991 0.0053 58.8764 0.0192
4-core 0 0 0 0
5-clocksweep 41.2482 0.0050 58.7284 0.0184
6-core 0 0 0 0
7-core 0 0 0 0
8-clocksweep 41.1450 0.0049 58.8325 0.0176
9-core 0 0 0 0
10-clocksweep 41.1192 0.0046 58.8597 0.0165
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
set xtics ('core' 1, 'clocksweep' 2) rotate by -30
$strip_index_leaf_resident << EOD
0.88 29740.0
0.94 29882.0
1.0 29769.0
1.06 29767.0
1.12 29925.0
1.88 29689.0
1.94 29750.0
2.0 29779.0
2.06 29854.0
2.12 29781.0
EOD
unset object
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
1.88 41.1054
1.94 41.1208
2.0 41.2685
2.06 41.1649
2.12 41.1378
EOD
unset object
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.88 97.2487
0.94 97.2401
1.0 97.2506
1.06 97.2496
1.12 97.2489
1.88 97.2457
1.94 97.2348
2.0 97.2428
2.06 97.2359
2.12 97.2634
EOD
unset object
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.88 7338.281937
0.94 9843.63275
1.0 10353.11415
1.06 9280.5145
1.12 8885.499989
1.88 8880.926884
1.94 8098.17518
2.0 8656.914644
2.06 8832.488256
2.12 9494.245382
EOD
unset object
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.88 0.27
0.94 0.201
1.0 0.19
1.06 0.213
1.12 0.223
1.88 0.223
1.94 0.245
2.0 0.229
2.06 0.224
2.12 0.208
EOD
unset object
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.88 0.6012
0.94 0.6036
1.0 0.602
1.06 0.6015
1.12 0.6016
1.88 0.6028
1.94 0.6041
2.0 0.6035
2.06 0.6033
2.12 0.5988
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
set xtics ('clocksweep vs core' 1) rotate by -30
$delta_index_leaf_resident << EOD
1 0.03359199166918607 -0.5878598542107561 0.28553192918808157 NaN
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
set multiplot next
$delta_index_hit_ratio << EOD
1 -0.006100000000003547 -0.01470000000000482 0.014499999999998181 NaN
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 -4.827601357661785 -18.276998608212928 16.1004685569965 NaN
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 5.1643192488262954 -21.596244131455407 18.309859154929583 NaN
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 0.2825797872340299 -0.4654255319148977 0.415558510638289 NaN
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
