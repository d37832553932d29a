set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29812 297 41.1516 97.2496 8814.028842 0.223 0.601 3.107544177616674 264879.0
4 29840 297 41.0743 97.2368 8337.60816 0.236 0.6046 3.1018664740939426 252066.0
6 29739 297 41.1599 97.2416 8498.925093 0.231 0.6034 3.089283694443903 256425.0
7 29742 297 41.1771 97.2493 9248.146746 0.213 0.6015 3.0981471560121245 278168.0
9 29822 297 41.2023 97.2510 9423.091994 0.209 0.6013 3.139648751213485 283316.0
EOD
$arm2 << EOD
2 29693 297 41.1493 97.2483 9627.448296 0.204 0.6025 3.119737105261343 290043.0
3 29790 297 41.2582 97.2394 8749.491512 0.225 0.6038 3.1567063313280155 264171.0
5 29778 297 41.0813 97.2423 7331.403346 0.265 0.6041 3.0761465569416715 221457.0
8 29825 297 41.3228 97.2390 9855.255904 0.2 0.603 3.162701230861401 297150.0
10 29782 297 41.2324 97.2568 8649.754915 0.227 0.6 3.15944900098668 259496.0
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:2 with points pt 7 ps 1.5 title 'stock-again'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:3 with points pt 7 ps 1.5 title 'stock-again'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:4 with points pt 7 ps 1.5 title 'stock-again'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:5 with points pt 7 ps 1.5 title 'stock-again'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:6 with points pt 7 ps 1.5 title 'stock-again'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:7 with points pt 7 ps 1.5 title 'stock-again'
set title 'allocations per transaction'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:8 with points pt 7 ps 1.5 title 'stock-again'
set title 'sweep ticks per allocation'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:9 with points pt 7 ps 1.5 title 'stock-again'
set title 'evictions (pg_stat_io, every context)'
plot $arm1 using 1:10 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:10 with points pt 7 ps 1.5 title 'stock-again'
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
1-stock 41.1300 0.0057 58.8450 0.0193
2-stock-again 41.1297 0.0052 58.8476 0.0176
3-stock-again 41.2367 0.0057 58.7387 0.0189
4-stock 41.0516 0.0060 58.9222 0.0202
5-stock-again 41.0556 0.0068 58.9142 0.0235
6-stock 41.1377 0.0059 58.8366 0.0199
7-stock 41.1566 0.0054 58.8197 0.0183
8-stock-again 41.3036 0.0050 58.6738 0.0175
9-stock 41.1822 0.0053 58.7945 0.0180
10-stock-again 41.2104 0.0058 58.7630 0.0208
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
set xtics ('stock' 1, 'stock-again' 2) rotate by -30
$strip_index_leaf_resident << EOD
0.88 29812.0
0.94 29840.0
1.0 29739.0
1.06 29742.0
1.12 29822.0
1.88 29693.0
1.94 29790.0
2.0 29778.0
2.06 29825.0
2.12 29782.0
EOD
unset object
set object 1 rectangle from graph 0, first 29731.811714074374 to graph 1, first 29892.188285925626 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.88 41.1516
0.94 41.0743
1.0 41.1599
1.06 41.1771
1.12 41.2023
1.88 41.1493
1.94 41.2582
2.0 41.0813
2.06 41.3228
2.12 41.2324
EOD
unset object
set object 1 rectangle from graph 0, first 41.0768 to graph 1, first 41.243 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.88 97.2496
0.94 97.2368
1.0 97.2416
1.06 97.2493
1.12 97.251
1.88 97.2483
1.94 97.2394
2.0 97.2423
2.06 97.239
2.12 97.2568
EOD
unset object
set object 1 rectangle from graph 0, first 97.23910000000001 to graph 1, first 97.2595 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.88 8814.028842
0.94 8337.60816
1.0 8498.925093
1.06 9248.146746
1.12 9423.091994
1.88 9627.448296
1.94 8749.491512
2.0 7331.403346
2.06 9855.255904
2.12 8649.754915
EOD
unset object
set object 1 rectangle from graph 0, first 7855.597789707896 to graph 1, first 9772.459894292104 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.88 0.223
0.94 0.236
1.0 0.231
1.06 0.213
1.12 0.209
1.88 0.204
1.94 0.225
2.0 0.265
2.06 0.2
2.12 0.227
EOD
unset object
set object 1 rectangle from graph 0, first 0.19952631578947366 to graph 1, first 0.24647368421052634 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.88 0.601
0.94 0.6046
1.0 0.6034
1.06 0.6015
1.12 0.6013
1.88 0.6025
1.94 0.6038
2.0 0.6041
2.06 0.603
2.12 0.6
EOD
unset object
set object 1 rectangle from graph 0, first 0.5989991684683186 to graph 1, first 0.6040008315316815 behind fillcolor rgb "#dddddd" fillstyle solid noborder
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
set xtics ('stock-again vs stock' 1) rotate by -30
$delta_index_leaf_resident << EOD
1 -0.10063061854286864 -0.3991681202200456 0.1710720515228767 0.26897989375294196
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 0.07249999999999801 -0.07860000000000156 0.1711999999999989 0.08310000000000173
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 -0.007000000000005002 -0.010599999999996612 0.011499999999998067 0.010199999999997544
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 -0.7322114682955244 -16.82120086713462 14.633945033782323 10.873926889427175
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 0.896860986547086 -13.90134529147982 18.834080717488792 10.526315789473694
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 0.24937655860348226 -0.34912718204488624 0.4655029093931878 0.4157658406785395
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
