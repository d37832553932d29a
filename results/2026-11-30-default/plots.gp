set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29752 297 41.0986 97.2600 10489.374531 0.189 0.5997 3.0820397209485715 0
3 29800 297 41.1194 97.2420 10154.221531 0.195 0.6028 3.101491903197869 0
5 29733 297 41.1044 97.2490 9458.643103 0.209 0.6027 3.1005488181460894 0
7 29780 297 41.1892 97.2461 8128.972759 0.243 0.6024 3.1207902916824946 0
9 29739 297 41.0960 97.2511 9763.339647 0.202 0.6011 3.0787905848028956 0
EOD
$arm2 << EOD
2 30172 297 40.8394 97.2815 10681.485324 0.185 0.5992 1.7092474946173726 11
4 30275 297 40.9396 97.2676 9618.832942 0.205 0.6006 1.7027873852726625 12
6 30193 297 40.9523 97.2777 9878.849522 0.2 0.5991 1.7095371180810186 11
8 30244 297 40.9997 97.2733 9413.088198 0.21 0.599 1.7277771077071524 11
10 30189 297 40.9774 97.2877 8566.60918 0.231 0.5963 1.7205267362090029 13
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
1-stock 41.0830 0.0041 58.9001 0.0127
2-hotcool 40.8241 0.0041 59.1593 0.0125
3-stock 41.1034 0.0042 58.8783 0.0141
4-hotcool 40.9226 0.0045 59.0573 0.0156
5-stock 41.0872 0.0046 58.8928 0.0154
6-hotcool 40.9357 0.0044 59.0453 0.0145
7-stock 41.1691 0.0053 58.8072 0.0184
8-hotcool 40.9823 0.0046 58.9978 0.0153
9-stock 41.0792 0.0044 58.9010 0.0153
10-hotcool 40.9582 0.0051 59.0187 0.0180
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
0.88 29752.0
0.94 29800.0
1.0 29733.0
1.06 29780.0
1.12 29739.0
1.88 30172.0
1.94 30275.0
2.0 30193.0
2.06 30244.0
2.12 30189.0
EOD
unset object
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.88 41.0986
0.94 41.1194
1.0 41.1044
1.06 41.1892
1.12 41.096
1.88 40.8394
1.94 40.9396
2.0 40.9523
2.06 40.9997
2.12 40.9774
EOD
unset object
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.88 97.26
0.94 97.242
1.0 97.249
1.06 97.2461
1.12 97.2511
1.88 97.2815
1.94 97.2676
2.0 97.2777
2.06 97.2733
2.12 97.2877
EOD
unset object
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.88 10489.374531
0.94 10154.221531
1.0 9458.643103
1.06 8128.972759
1.12 9763.339647
1.88 10681.485324
1.94 9618.832942
2.0 9878.849522
2.06 9413.088198
2.12 8566.60918
EOD
unset object
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.88 0.189
0.94 0.195
1.0 0.209
1.06 0.243
1.12 0.202
1.88 0.185
1.94 0.205
2.0 0.2
2.06 0.21
2.12 0.231
EOD
unset object
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.88 0.5997
0.94 0.6028
1.0 0.6027
1.06 0.6024
1.12 0.6011
1.88 0.5992
1.94 0.6006
2.0 0.5991
2.06 0.599
2.12 0.5963
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
1 1.4822532938962087 1.3175584834632965 1.7578650174778165 NaN
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 -0.15209999999999724 -0.26500000000000057 -0.10470000000000113 NaN
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 0.028700000000000614 0.01650000000000773 0.039499999999989654 NaN
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 -1.480095031257101 -12.257388457931224 15.259739360371334 NaN
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 1.4851485148514727 -18.811881188118814 14.356435643564355 NaN
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 -0.5478087649402524 -1.0126162018592286 -0.08300132802125762 NaN
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
