set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29738 297 41.1156 97.2586 10523.138839 0.187 0.5999 3.090850623655505 315680.0
4 29869 297 41.0704 97.2362 10605.795312 0.185 0.6043 3.0835770033734127 320488.0
6 29753 297 41.1619 97.2465 10418.075562 0.189 0.6027 3.1085491105560936 313945.0
7 29716 297 41.1621 97.2533 10475.083894 0.188 0.6009 3.10259319286872 314711.0
9 29719 297 41.1808 97.2532 10021.361229 0.196 0.601 3.138791737661794 301132.0
EOD
$arm2 << EOD
2 29711 297 41.0737 97.2490 10592.278034 0.186 0.6025 3.0920853432630917 319082.0
3 29779 297 41.1118 97.2422 10815.557673 0.182 0.603 3.0983396406950567 326115.0
5 29791 297 41.1153 97.2477 10427.762802 0.188 0.6024 3.093094422295533 314077.0
8 29755 297 41.2014 97.2385 10046.938116 0.196 0.6032 3.0994504497070716 303016.0
10 29713 297 41.1976 97.2611 10140.142972 0.194 0.5994 3.11731698326817 303893.0
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
1-stock 41.0975 0.0048 58.8816 0.0162
2-stock-again 41.0558 0.0047 58.9235 0.0160
3-stock-again 41.0943 0.0046 58.8858 0.0153
4-stock 41.0526 0.0047 58.9268 0.0159
5-stock-again 41.0971 0.0048 58.8815 0.0166
6-stock 41.1437 0.0048 58.8352 0.0162
7-stock 41.1440 0.0048 58.8350 0.0162
8-stock-again 41.1825 0.0050 58.7953 0.0172
9-stock 41.1618 0.0050 58.8162 0.0169
10-stock-again 41.1789 0.0049 58.7984 0.0178
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
0.88 29738.0
0.94 29869.0
1.0 29753.0
1.06 29716.0
1.12 29719.0
1.88 29711.0
1.94 29779.0
2.0 29791.0
2.06 29755.0
2.12 29713.0
EOD
unset object
set object 1 rectangle from graph 0, first 29674.95335846009 to graph 1, first 29801.04664153991 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.88 41.1156
0.94 41.0704
1.0 41.1619
1.06 41.1621
1.12 41.1808
1.88 41.0737
1.94 41.1118
2.0 41.1153
2.06 41.2014
2.12 41.1976
EOD
unset object
set object 1 rectangle from graph 0, first 41.09290000000001 to graph 1, first 41.2309 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.88 97.2586
0.94 97.2362
1.0 97.2465
1.06 97.2533
1.12 97.2532
1.88 97.249
1.94 97.2422
2.0 97.2477
2.06 97.2385
2.12 97.2611
EOD
unset object
set object 1 rectangle from graph 0, first 97.24210000000001 to graph 1, first 97.2643 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.88 10523.138839
0.94 10605.795312
1.0 10418.075562
1.06 10475.083894
1.12 10021.361229
1.88 10592.278034
1.94 10815.557673
2.0 10427.762802
2.06 10046.938116
2.12 10140.142972
EOD
unset object
set object 1 rectangle from graph 0, first 10008.014275854885 to graph 1, first 10942.153512145114 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.88 0.187
0.94 0.185
1.0 0.189
1.06 0.188
1.12 0.196
1.88 0.186
1.94 0.182
2.0 0.188
2.06 0.196
2.12 0.194
EOD
unset object
set object 1 rectangle from graph 0, first 0.17991397849462365 to graph 1, first 0.19608602150537635 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.88 0.5999
0.94 0.6043
1.0 0.6027
1.06 0.6009
1.12 0.601
1.88 0.6025
1.94 0.603
2.0 0.6024
2.06 0.6032
2.12 0.5994
EOD
unset object
set object 1 rectangle from graph 0, first 0.5988996505242137 to graph 1, first 0.6031003494757863 behind fillcolor rgb "#dddddd" fillstyle solid noborder
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
1 0.057165915663460895 -0.38334790503732596 0.2118501580469433 0.21200699959617714
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 -0.04660000000000508 -0.0882000000000005 0.08579999999999899 0.06899999999999551
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 -0.005500000000012051 -0.014799999999993929 0.01279999999999859 0.011099999999999
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 -0.4517490502114745 -4.4453327984009805 3.8796975481292426 4.458862791663616
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 0.0 -4.255319148936174 4.787234042553195 4.3010752688172085
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 0.24958402662230564 -0.31613976705489216 0.4326123128119878 0.3494757863205177
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
