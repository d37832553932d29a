set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 921 15 40.9265 94.2652 9459.848222 0.211 1.2627 3.134290123780827 29
7 924 15 40.9909 94.3086 10050.697231 0.199 1.2512 3.1432117224880383 4
EOD
$arm2 << EOD
2 923 15 41.0140 94.2832 9264.363551 0.216 1.2563 3.132118377376385 11
5 924 15 41.0799 94.2322 11120.299852 0.18 1.2653 3.1285161681343365 4
EOD
$arm3 << EOD
4 926 15 40.9252 94.2976 10753.329211 0.186 1.2557 1.718614356486258 11
6 933 15 40.8320 94.3270 10827.356057 0.184 1.252 1.7234491567781707 11
EOD
$arm4 << EOD
3 920 15 NaN 94.2444 8938.21873 0.224 1.2631 NaN NaN
8 943 15 NaN 94.2307 10237.108267 0.195 1.2649 NaN NaN
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
1-stock 40.8708 0.0136 59.0693 0.0462
2-stock-again 40.9569 0.0140 58.9796 0.0496
3-core 0 0 0 0
4-hotcool 40.8760 0.0121 59.0683 0.0437
5-stock-again 41.0327 0.0116 58.9120 0.0437
6-hotcool 40.7829 0.0120 59.1616 0.0435
7-stock 40.9380 0.0130 59.0001 0.0488
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
0.97 921.0
1.03 924.0
1.97 923.0
2.03 924.0
2.97 926.0
3.03 933.0
3.97 920.0
4.03 943.0
EOD
unset object
set object 1 rectangle from graph 0, first 920.4989154013015 to graph 1, first 924.5010845986985 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.97 40.9265
1.03 40.9909
1.97 41.014
2.03 41.0799
2.97 40.9252
3.03 40.832
EOD
unset object
set object 1 rectangle from graph 0, first 40.87045 to graph 1, first 41.04695 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.97 94.2652
1.03 94.3086
1.97 94.2832
2.03 94.2322
2.97 94.2976
3.03 94.327
3.97 94.2444
4.03 94.2307
EOD
unset object
set object 1 rectangle from graph 0, first 94.23970000000001 to graph 1, first 94.33409999999999 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.97 9459.848222
1.03 10050.697231
1.97 9264.363551
2.03 11120.299852
2.97 10753.329211
3.03 10827.356057
3.97 8938.21873
4.03 10237.108267
EOD
unset object
set object 1 rectangle from graph 0, first 8480.503017012808 to graph 1, first 11030.04243598719 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.97 0.211
1.03 0.199
1.97 0.216
2.03 0.18
2.97 0.186
3.03 0.184
3.97 0.224
4.03 0.195
EOD
unset object
set object 1 rectangle from graph 0, first 0.17903693931398418 to graph 1, first 0.23096306068601585 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.97 1.2627
1.03 1.2512
1.97 1.2563
2.03 1.2653
2.97 1.2557
3.03 1.252
3.97 1.2631
4.03 1.2649
EOD
unset object
set object 1 rectangle from graph 0, first 1.2466738384845466 to graph 1, first 1.2672261615154534 behind fillcolor rgb "#dddddd" fillstyle solid noborder
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
1 0.10840108401084012 0.10840108401084012 0.10840108401084012 0.21691973969631237
2 0.7588075880758808 0.7588075880758808 0.7588075880758808 0.21691973969631237
3 0.975609756097561 0.975609756097561 0.975609756097561 0.21691973969631237
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 0.08825000000000216 0.08825000000000216 0.08825000000000216 0.08825000000000216
2 -0.08010000000000161 -0.08010000000000161 -0.08010000000000161 0.08825000000000216
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 -0.029200000000003 -0.029200000000003 -0.029200000000003 0.04719999999998947
2 0.02539999999999054 0.02539999999999054 0.02539999999999054 0.04719999999998947
3 -0.049350000000004 -0.049350000000004 -0.049350000000004 0.04719999999998947
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 4.480233277463767 4.480233277463767 4.480233277463767 13.067494320525803
2 10.610363610729763 10.610363610729763 10.610363610729763 13.067494320525803
3 -1.718139848050504 -1.718139848050504 -1.718139848050504 13.067494320525803
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 -3.414634146341466 -3.414634146341466 -3.414634146341466 12.664907651715037
2 -9.756097560975618 -9.756097560975618 -9.756097560975618 12.664907651715037
3 2.195121951219514 2.195121951219514 2.195121951219514 12.664907651715037
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 0.30629698874260164 0.30629698874260164 0.30629698874260164 0.8175473579262109
2 -0.2466287441823543 -0.2466287441823543 -0.2466287441823543 0.8175473579262109
3 0.5608814988662857 0.5608814988662857 0.5608814988662857 0.8175473579262109
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
