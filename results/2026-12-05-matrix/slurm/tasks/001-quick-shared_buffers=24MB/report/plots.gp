set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 1450 18 43.2784 94.6870 10895.798136 0.183 1.1059 3.202333739291551 10
7 1441 18 43.4784 94.6532 10435.357132 0.192 1.1082 3.1945212910225114 2
EOD
$arm2 << EOD
2 1435 18 43.3849 94.6724 11524.801021 0.173 1.1071 3.1853504186156205 7
5 1449 18 43.3343 94.6357 11081.886053 0.18 1.1155 3.1893261050537043 14
EOD
$arm3 << EOD
4 1463 18 43.2541 94.6545 12564.171286 0.159 1.1133 1.7554154861385074 11
6 1447 18 43.2768 94.6847 10339.025433 0.193 1.1071 1.7609370032994618 11
EOD
$arm4 << EOD
3 1446 18 NaN 94.5788 9022.868224 0.221 1.1243 NaN NaN
8 1438 18 NaN 94.6206 10058.344845 0.199 1.1162 NaN NaN
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:2 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:2 with points pt 7 ps 1.5 title 'hotcool', $arm4 using 1:2 with points pt 7 ps 1.5 title 'core'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:3 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:3 with points pt 7 ps 1.5 title 'hotcool', $arm4 using 1:3 with points pt 7 ps 1.5 title 'core'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:4 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:4 with points pt 7 ps 1.5 title 'hotcool', $arm4 using 1:4 with points pt 7 ps 1.5 title 'core'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:5 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:5 with points pt 7 ps 1.5 title 'hotcool', $arm4 using 1:5 with points pt 7 ps 1.5 title 'core'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:6 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:6 with points pt 7 ps 1.5 title 'hotcool', $arm4 using 1:6 with points pt 7 ps 1.5 title 'core'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:7 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:7 with points pt 7 ps 1.5 title 'hotcool', $arm4 using 1:7 with points pt 7 ps 1.5 title 'core'
set title 'allocations per transaction'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:8 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:8 with points pt 7 ps 1.5 title 'hotcool', $arm4 using 1:8 with points pt 7 ps 1.5 title 'core'
set title 'sweep ticks per allocation'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:9 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:9 with points pt 7 ps 1.5 title 'hotcool', $arm4 using 1:9 with points pt 7 ps 1.5 title 'core'
set title 'dirty victims'
plot $arm1 using 1:10 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:10 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:10 with points pt 7 ps 1.5 title 'hotcool', $arm4 using 1:10 with points pt 7 ps 1.5 title 'core'
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
1-stock 43.2233 0.0135 56.7174 0.0458
2-stock-again 43.3328 0.0128 56.6092 0.0452
3-core 0 0 0 0
4-hotcool 43.2066 0.0117 56.7396 0.0421
5-stock-again 43.2805 0.0132 56.6565 0.0497
6-hotcool 43.2187 0.0143 56.7155 0.0515
7-stock 43.4209 0.0141 56.5119 0.0532
8-core 0 0 0 0
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
set xtics ('stock' 1, 'stock-again' 2, 'hotcool' 3, 'core' 4) rotate by -30
$strip_index_leaf_resident << EOD
0.97 1450.0
1.03 1441.0
1.97 1435.0
2.03 1449.0
2.97 1463.0
3.03 1447.0
3.97 1446.0
4.03 1438.0
EOD
unset object
set object 1 rectangle from graph 0, first 1433.9400208623088 to graph 1, first 1457.0599791376912 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.97 43.2784
1.03 43.4784
1.97 43.3849
2.03 43.3343
2.97 43.2541
3.03 43.2768
EOD
unset object
set object 1 rectangle from graph 0, first 43.25309999999999 to graph 1, first 43.50370000000001 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.97 94.687
1.03 94.6532
1.97 94.6724
2.03 94.6357
2.97 94.6545
3.03 94.6847
3.97 94.5788
4.03 94.6206
EOD
unset object
set object 1 rectangle from graph 0, first 94.63485 to graph 1, first 94.70534999999998 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.97 10895.798136
1.03 10435.357132
1.97 11524.801021
2.03 11081.886053
2.97 12564.171286
3.03 10339.025433
3.97 9022.868224
4.03 10058.344845
EOD
unset object
set object 1 rectangle from graph 0, first 10027.811730999998 to graph 1, first 11303.343537 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.97 0.183
1.03 0.192
1.97 0.173
2.03 0.18
2.97 0.159
3.03 0.193
3.97 0.221
4.03 0.199
EOD
unset object
set object 1 rectangle from graph 0, first 0.175814447592068 to graph 1, first 0.199185552407932 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.97 1.1059
1.03 1.1082
1.97 1.1071
2.03 1.1155
2.97 1.1133
3.03 1.1071
3.97 1.1243
4.03 1.1162
EOD
unset object
set object 1 rectangle from graph 0, first 1.101697340713963 to graph 1, first 1.1124026592860372 behind fillcolor rgb "#dddddd" fillstyle solid noborder
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
set xtics ('stock-again vs stock' 1, 'hotcool vs stock' 2, 'core vs stock' 3) rotate by -30
$delta_index_leaf_resident << EOD
1 -0.24213075060532688 -0.24213075060532688 -0.24213075060532688 0.799721835883171
2 0.6572120373573158 0.6572120373573158 0.6572120373573158 0.799721835883171
3 -0.24213075060532688 -0.24213075060532688 -0.24213075060532688 0.799721835883171
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 -0.018799999999998818 -0.018799999999998818 -0.018799999999998818 0.12530000000000996
2 -0.11294999999999789 -0.11294999999999789 -0.11294999999999789 0.12530000000000996
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 -0.016049999999992792 -0.016049999999992792 -0.016049999999992792 0.03524999999999068
2 -0.0004999999999881766 -0.0004999999999881766 -0.0004999999999881766 0.03524999999999068
3 -0.07039999999999225 -0.07039999999999225 -0.07039999999999225 0.03524999999999068
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 5.979665845447649 5.979665845447649 5.979665845447649 5.979665845447649
2 7.369696724107127 7.369696724107127 7.369696724107127 5.979665845447649
3 -10.547680942415992 -10.547680942415992 -10.547680942415992 5.979665845447649
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 -5.866666666666672 -5.866666666666672 -5.866666666666672 6.2322946175637455
2 -6.133333333333339 -6.133333333333339 -6.133333333333339 6.2322946175637455
3 12.000000000000009 12.000000000000009 12.000000000000009 6.2322946175637455
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 0.3839031660719809 0.3839031660719809 0.3839031660719809 0.483506552191592
2 0.2845399936768677 0.2845399936768677 0.2845399936768677 0.483506552191592
3 1.1923580687412383 1.1923580687412383 1.1923580687412383 0.483506552191592
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
