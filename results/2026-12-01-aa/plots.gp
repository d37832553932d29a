set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 4,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29756 297 41.1143 97.2594 10944.877727 0.18 0.5997 3.089200118234647
4 29815 297 41.0810 97.2404 9692.310988 0.203 0.6039 3.0947331369480082
6 29735 297 41.2707 97.2412 7833.99314 0.253 0.604 3.1669111151500293
7 29722 297 41.2988 97.2470 7931.627827 0.25 0.6025 3.160357456782889
9 29659 297 41.2805 97.2556 6447.864107 0.309 0.6009 3.163853095444596
EOD
$arm2 << EOD
2 29738 297 41.0754 97.2486 10805.259543 0.182 0.6023 3.084308838398584
3 29756 297 41.1627 97.2429 10460.832405 0.188 0.603 3.109298247283083
5 29701 297 41.1957 97.2450 9935.779726 0.198 0.603 3.1025743751022437
8 29834 297 41.2709 97.2289 6354.214677 0.314 0.6047 3.125585583709842
10 29772 297 41.1962 97.2573 8993.307536 0.22 0.5999 3.127342420658899
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
1-stock 41.0981 0.0040 58.8845 0.0134
2-stock-again 41.0591 0.0040 58.9234 0.0135
3-stock-again 41.1459 0.0041 58.8351 0.0149
4-stock 41.0629 0.0044 58.9163 0.0164
5-stock-again 41.1780 0.0043 58.8016 0.0160
6-stock 41.2483 0.0055 58.7264 0.0199
7-stock 41.2767 0.0054 58.6978 0.0201
8-stock-again 41.2433 0.0068 58.7254 0.0245
9-stock 41.2532 0.0067 58.7148 0.0253
10-stock-again 41.1766 0.0048 58.8004 0.0182
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
0.88 29756.0
0.94 29815.0
1.0 29735.0
1.06 29722.0
1.12 29659.0
1.88 29738.0
1.94 29756.0
2.0 29701.0
2.06 29834.0
2.12 29772.0
EOD
unset object
set object 1 rectangle from graph 0, first 29684.978130677613 to graph 1, first 29785.021869322387 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.88 41.1143
0.94 41.081
1.0 41.2707
1.06 41.2988
1.12 41.2805
1.88 41.0754
1.94 41.1627
2.0 41.1957
2.06 41.2709
2.12 41.1962
EOD
unset object
set object 1 rectangle from graph 0, first 41.1141 to graph 1, first 41.427299999999995 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.88 97.2594
0.94 97.2404
1.0 97.2412
1.06 97.247
1.12 97.2556
1.88 97.2486
1.94 97.2429
2.0 97.245
2.06 97.2289
2.12 97.2573
EOD
unset object
set object 1 rectangle from graph 0, first 97.2326 to graph 1, first 97.2614 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.88 10944.877727
0.94 9692.310988
1.0 7833.99314
1.06 7931.627827
1.12 6447.864107
1.88 10805.259543
1.94 10460.832405
2.0 9935.779726
2.06 6354.214677
2.12 8993.307536
EOD
unset object
set object 1 rectangle from graph 0, first 5272.050388139718 to graph 1, first 10591.205265860282 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.88 0.18
0.94 0.203
1.0 0.253
1.06 0.25
1.12 0.309
1.88 0.182
1.94 0.188
2.0 0.198
2.06 0.314
2.12 0.22
EOD
unset object
set object 1 rectangle from graph 0, first 0.16356382978723405 to graph 1, first 0.33643617021276595 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.88 0.5997
0.94 0.6039
1.0 0.604
1.06 0.6025
1.12 0.6009
1.88 0.6023
1.94 0.603
2.0 0.603
2.06 0.6047
2.12 0.5999
EOD
unset object
set object 1 rectangle from graph 0, first 0.599492011982027 to graph 1, first 0.6055079880179731 behind fillcolor rgb "#dddddd" fillstyle solid noborder
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
1 0.07062384395493526 -0.19841937111148478 0.37666050109298804 0.1682255568265931
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 -0.07499999999999574 -0.19529999999999603 0.11519999999999442 0.1565999999999974
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 -0.001999999999995339 -0.018100000000004002 0.010300000000000864 0.014399999999994861
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 25.267850972251633 -24.604913815505466 43.97477661681011 33.53129391430638
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 -20.799999999999997 -44.39999999999999 25.6 34.57446808510638
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 0.08298755186721077 -0.4315352697095513 0.5477178423236464 0.4992511233150279
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
