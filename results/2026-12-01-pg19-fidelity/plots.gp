set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29720 297 NaN 97.2545 9998.410204 0.197 0.6008 NaN 300318.0
4 29806 297 NaN 97.2403 9519.536672 0.207 0.6041 NaN 287485.0
6 29738 297 NaN 97.2365 6729.375571 0.294 0.6044 NaN 203327.0
7 29754 297 NaN 97.2487 9584.784925 0.205 0.6017 NaN 288358.0
9 29754 297 NaN 97.2490 9774.562861 0.201 0.6017 NaN 294038.0
EOD
$arm2 << EOD
2 29685 297 41.0541 97.2516 10259.489739 0.192 0.602 3.0965579334646076 308809.0
3 29725 297 41.2078 97.2404 9316.047866 0.211 0.6033 3.102540925266904 281041.0
5 29733 297 41.0315 97.2432 7195.977847 0.274 0.6039 3.0702499689322353 217307.0
8 29798 297 41.3092 97.2402 9961.094083 0.198 0.6029 3.162710295004213 300273.0
10 29747 297 41.1229 97.2623 9989.743221 0.197 0.5992 3.098075451395039 299280.0
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
set title 'evictions (pg_stat_io, every context)'
plot $arm1 using 1:10 with points pt 7 ps 1.5 title 'core', $arm2 using 1:10 with points pt 7 ps 1.5 title 'clocksweep'
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
2-clocksweep 41.0356 0.0049 58.9430 0.0165
3-clocksweep 41.1875 0.0053 58.7894 0.0178
4-core 0 0 0 0
5-clocksweep 41.0052 0.0069 58.9639 0.0239
6-core 0 0 0 0
7-core 0 0 0 0
8-clocksweep 41.2902 0.0050 58.6875 0.0173
9-core 0 0 0 0
10-clocksweep 41.1039 0.0050 58.8741 0.0170
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
0.88 29720.0
0.94 29806.0
1.0 29738.0
1.06 29754.0
1.12 29754.0
1.88 29685.0
1.94 29725.0
2.0 29733.0
2.06 29798.0
2.12 29747.0
EOD
unset object
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
1.88 41.0541
1.94 41.2078
2.0 41.0315
2.06 41.3092
2.12 41.1229
EOD
unset object
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.88 97.2545
0.94 97.2403
1.0 97.2365
1.06 97.2487
1.12 97.249
1.88 97.2516
1.94 97.2404
2.0 97.2432
2.06 97.2402
2.12 97.2623
EOD
unset object
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.88 9998.410204
0.94 9519.536672
1.0 6729.375571
1.06 9584.784925
1.12 9774.562861
1.88 10259.489739
1.94 9316.047866
2.0 7195.977847
2.06 9961.094083
2.12 9989.743221
EOD
unset object
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.88 0.197
0.94 0.207
1.0 0.294
1.06 0.205
1.12 0.201
1.88 0.192
1.94 0.211
2.0 0.274
2.06 0.198
2.12 0.197
EOD
unset object
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.88 0.6008
0.94 0.6041
1.0 0.6044
1.06 0.6017
1.12 0.6017
1.88 0.602
1.94 0.6033
2.0 0.6039
2.06 0.6029
2.12 0.5992
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
1 -0.07057874571486186 -0.2453451636754722 0.14787927673590107 NaN
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
set multiplot next
$delta_index_hit_ratio << EOD
1 -0.00549999999999784 -0.011299999999991428 0.015099999999989677 NaN
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 3.9261095678680555 -24.922907469413037 33.71717297036793 NaN
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 -3.414634146341453 -46.82926829268292 33.65853658536587 NaN
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 0.19943493435266393 -0.41548944656806674 0.3656307129798869 NaN
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
