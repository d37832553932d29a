set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 1453 18 43.3010 94.6700 10153.873007 0.197 1.1087 3.197262165985364 10
7 1466 18 43.4649 94.6537 9899.383643 0.202 1.1075 3.1961154603305406 2
EOD
$arm2 << EOD
2 1438 18 43.3512 94.6773 10136.950149 0.197 1.1068 3.187423762575678 8
5 1445 18 43.2931 94.6363 10443.482191 0.191 1.1163 3.1875740027125357 3
EOD
$arm3 << EOD
4 1468 18 43.2581 94.6526 10058.42048 0.199 1.1136 1.7577474249888043 11
6 1453 18 43.2966 94.6811 10294.096993 0.194 1.1073 1.7600963706971473 11
EOD
$arm4 << EOD
3 1456 18 NaN 94.5936 11407.225538 0.175 1.1201 NaN NaN
8 1440 18 NaN 94.6189 10489.016803 0.191 1.1164 NaN NaN
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
1-stock 43.2419 0.0145 56.6946 0.0490
2-stock-again 43.2919 0.0145 56.6421 0.0515
3-core 0 0 0 0
4-hotcool 43.1988 0.0146 56.7340 0.0526
5-stock-again 43.2361 0.0140 56.6972 0.0527
6-hotcool 43.2383 0.0143 56.6957 0.0517
7-stock 43.4043 0.0149 56.5248 0.0561
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
0.97 1453.0
1.03 1466.0
1.97 1438.0
2.03 1445.0
2.97 1468.0
3.03 1453.0
3.97 1456.0
4.03 1440.0
EOD
unset object
set object 1 rectangle from graph 0, first 1441.2752341311134 to graph 1, first 1477.7247658688866 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.97 43.301
1.03 43.4649
1.97 43.3512
2.03 43.2931
2.97 43.2581
3.03 43.2966
EOD
unset object
set object 1 rectangle from graph 0, first 43.27195 to graph 1, first 43.493950000000005 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.97 94.67
1.03 94.6537
1.97 94.6773
2.03 94.6363
2.97 94.6526
3.03 94.6811
3.97 94.5936
4.03 94.6189
EOD
unset object
set object 1 rectangle from graph 0, first 94.6332 to graph 1, first 94.6905 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.97 10153.873007
1.03 9899.383643
1.97 10136.950149
2.03 10443.482191
2.97 10058.42048
3.03 10294.096993
3.97 11407.225538
4.03 10489.016803
EOD
unset object
set object 1 rectangle from graph 0, first 9745.88070027352 to graph 1, first 10307.37594972648 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.97 0.197
1.03 0.202
1.97 0.197
2.03 0.191
2.97 0.199
3.03 0.194
3.97 0.175
4.03 0.191
EOD
unset object
set object 1 rectangle from graph 0, first 0.19384407216494845 to graph 1, first 0.20515592783505157 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.97 1.1087
1.03 1.1075
1.97 1.1068
2.03 1.1163
2.97 1.1136
3.03 1.1073
3.97 1.1201
4.03 1.1164
EOD
unset object
set object 1 rectangle from graph 0, first 1.1027454093844553 to graph 1, first 1.1134545906155444 behind fillcolor rgb "#dddddd" fillstyle solid noborder
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
1 -1.2332990750256938 -1.2332990750256938 -1.2332990750256938 1.2486992715920915
2 0.0685166152792052 0.0685166152792052 0.0685166152792052 1.2486992715920915
3 -0.7879410757108599 -0.7879410757108599 -0.7879410757108599 1.2486992715920915
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 -0.06080000000000041 -0.06080000000000041 -0.06080000000000041 0.1110000000000042
2 -0.10560000000000258 -0.10560000000000258 -0.10560000000000258 0.1110000000000042
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 -0.005049999999997112 -0.005049999999997112 -0.005049999999997112 0.028649999999998954
2 0.005000000000009663 0.005000000000009663 0.005000000000009663 0.028649999999998954
3 -0.05560000000001253 -0.05560000000001253 -0.05560000000001253 0.028649999999998954
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 2.6288781877231897 2.6288781877231897 2.6288781877231897 2.800020262309672
2 1.4923302894046415 1.4923302894046415 1.4923302894046415 2.800020262309672
3 9.190455810577788 9.190455810577788 9.190455810577788 2.800020262309672
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 -2.7568922305764434 -2.7568922305764434 -2.7568922305764434 2.835051546391755
2 -1.5037593984962419 -1.5037593984962419 -1.5037593984962419 2.835051546391755
3 -8.27067669172933 -8.27067669172933 -8.27067669172933 2.835051546391755
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 0.3113437415395881 0.3113437415395881 0.3113437415395881 0.4832226888858952
2 0.21207472249797624 0.21207472249797624 0.21207472249797624 0.4832226888858952
3 0.9159823120657276 0.9159823120657276 0.9159823120657276 0.4832226888858952
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
