set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 30233 297 40.9726 97.2799 14638.268415 0.135 0.5975 1.7071759788543677 24 0.0
3 30180 297 40.9572 97.2738 14024.424926 0.141 0.5993 1.711352938656818 13 0.0
5 30197 297 40.8811 97.2824 14139.356324 0.14 0.5989 1.7103577602902138 12 0.0
7 30220 297 40.9563 97.2828 13958.889236 0.142 0.5972 1.7148046401708275 12 0.0
9 30234 297 40.8948 97.2760 13858.361568 0.143 0.5993 1.7101557476344036 14 0.0
EOD
$arm2 << EOD
2 30215 297 40.8604 97.2786 14188.350631 0.139 0.5994 1.707686482393033 11 12.928944193452038
4 30210 297 40.9199 97.2741 13893.652916 0.142 0.5995 1.709740782096075 13 13.405851913217832
6 30267 297 40.8622 97.2827 14367.011188 0.138 0.5984 1.7154971651385325 12 11.756823093942447
8 30218 297 41.0385 97.2672 13917.05887 0.142 0.5994 1.7151576903252101 12 13.800031166464883
10 30216 297 40.9346 97.2844 14079.156804 0.141 0.5973 1.7159649035179727 11 12.903356237855014
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'p1', $arm2 using 1:2 with points pt 7 ps 1.5 title 'p2'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'p1', $arm2 using 1:3 with points pt 7 ps 1.5 title 'p2'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'p1', $arm2 using 1:4 with points pt 7 ps 1.5 title 'p2'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'p1', $arm2 using 1:5 with points pt 7 ps 1.5 title 'p2'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'p1', $arm2 using 1:6 with points pt 7 ps 1.5 title 'p2'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'p1', $arm2 using 1:7 with points pt 7 ps 1.5 title 'p2'
set title 'allocations per transaction'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'p1', $arm2 using 1:8 with points pt 7 ps 1.5 title 'p2'
set title 'sweep ticks per allocation'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'p1', $arm2 using 1:9 with points pt 7 ps 1.5 title 'p2'
set title 'dirty victims'
plot $arm1 using 1:10 with points pt 7 ps 1.5 title 'p1', $arm2 using 1:10 with points pt 7 ps 1.5 title 'p2'
set title 'allocations by steal (partitions)'
plot $arm1 using 1:11 with points pt 7 ps 1.5 title 'p1', $arm2 using 1:11 with points pt 7 ps 1.5 title 'p2'
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
1-p1 40.9614 0.0030 59.0265 0.0091
2-p2 40.8488 0.0031 59.1387 0.0094
3-p1 40.9455 0.0031 59.0407 0.0107
4-p2 40.9081 0.0031 59.0782 0.0106
5-p1 40.8696 0.0031 59.1170 0.0104
6-p2 40.8508 0.0030 59.1360 0.0102
7-p1 40.9445 0.0031 59.0418 0.0106
8-p2 41.0267 0.0031 58.9591 0.0110
9-p1 40.8830 0.0031 59.1028 0.0111
10-p2 40.9229 0.0031 59.0635 0.0105
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
set xtics ('p1' 1, 'p2' 2) rotate by -30
$strip_index_leaf_resident << EOD
0.88 30233.0
0.94 30180.0
1.0 30197.0
1.06 30220.0
1.12 30234.0
1.88 30215.0
1.94 30210.0
2.0 30267.0
2.06 30218.0
2.12 30216.0
EOD
unset object
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.88 40.9726
0.94 40.9572
1.0 40.8811
1.06 40.9563
1.12 40.8948
1.88 40.8604
1.94 40.9199
2.0 40.8622
2.06 41.0385
2.12 40.9346
EOD
unset object
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.88 97.2799
0.94 97.2738
1.0 97.2824
1.06 97.2828
1.12 97.276
1.88 97.2786
1.94 97.2741
2.0 97.2827
2.06 97.2672
2.12 97.2844
EOD
unset object
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.88 14638.268415
0.94 14024.424926
1.0 14139.356324
1.06 13958.889236
1.12 13858.361568
1.88 14188.350631
1.94 13893.652916
2.0 14367.011188
2.06 13917.05887
2.12 14079.156804
EOD
unset object
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.88 0.135
0.94 0.141
1.0 0.14
1.06 0.142
1.12 0.143
1.88 0.139
1.94 0.142
2.0 0.138
2.06 0.142
2.12 0.141
EOD
unset object
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.88 0.5975
0.94 0.5993
1.0 0.5989
1.06 0.5972
1.12 0.5993
1.88 0.5994
1.94 0.5995
2.0 0.5984
2.06 0.5994
2.12 0.5973
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
set xtics ('p2 vs p1' 1) rotate by -30
$delta_index_leaf_resident << EOD
1 -0.013236267372600927 -0.0628722700198544 0.1555261416280609 NaN
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 -0.03640000000000043 -0.09680000000000177 0.08220000000000027 NaN
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 -0.001300000000000523 -0.01269999999999527 0.008400000000008845 NaN
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 0.39026112149905423 -3.9866990193905103 2.4427829576446816 NaN
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 0.0 -2.8368794326240967 4.255319148936155 NaN
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 0.08348639171815929 -0.26715645349806894 0.3673401235598749 NaN
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
