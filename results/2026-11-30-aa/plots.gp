set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 4,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29758 297 41.2140 97.2583 10631.741109 0.186 0.5999 3.1264539761091616
3 29753 297 41.1331 97.2451 10495.314507 0.189 0.6029 3.1097001194969747
5 29736 297 41.1257 97.2495 9840.161483 0.201 0.6024 3.1173090096747957
7 29735 297 41.2670 97.2484 9562.231624 0.207 0.6019 3.1434926151172893
9 29766 297 41.1756 97.2510 10469.785915 0.189 0.6011 3.1265997781683317
EOD
$arm2 << EOD
2 29727 297 41.0528 97.2495 10376.99049 0.191 0.6022 3.076652253094224
4 29798 297 41.0666 97.2405 9210.347447 0.215 0.6041 3.0844255753593073
6 29763 297 41.2103 97.2443 9729.402317 0.203 0.6031 3.1267874490822014
8 29826 297 41.2587 97.2401 9865.068119 0.2 0.6027 3.123912085398142
10 29797 297 41.1909 97.2604 9443.168517 0.209 0.5993 3.1166267836881563
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
1-stock 41.1986 0.0041 58.7848 0.0125
2-stock-again 41.0371 0.0042 58.9459 0.0128
3-stock 41.1176 0.0041 58.8647 0.0136
4-stock-again 41.0490 0.0047 58.9305 0.0158
5-stock 41.1092 0.0044 58.8716 0.0148
6-stock-again 41.1936 0.0044 58.7873 0.0147
7-stock 41.2499 0.0045 58.7302 0.0153
8-stock-again 41.2423 0.0044 58.7389 0.0145
9-stock 41.1600 0.0041 58.8216 0.0143
10-stock-again 41.1736 0.0046 58.8059 0.0159
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
0.88 29758.0
0.94 29753.0
1.0 29736.0
1.06 29735.0
1.12 29766.0
1.88 29727.0
1.94 29798.0
2.0 29763.0
2.06 29826.0
2.12 29797.0
EOD
unset object
set object 1 rectangle from graph 0, first 29691.96512644606 to graph 1, first 29814.03487355394 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.88 41.214
0.94 41.1331
1.0 41.1257
1.06 41.267
1.12 41.1756
1.88 41.0528
1.94 41.0666
2.0 41.2103
2.06 41.2587
2.12 41.1909
EOD
unset object
set object 1 rectangle from graph 0, first 41.087300000000006 to graph 1, first 41.2639 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.88 97.2583
0.94 97.2451
1.0 97.2495
1.06 97.2484
1.12 97.251
1.88 97.2495
1.94 97.2405
2.0 97.2443
2.06 97.2401
2.12 97.2604
EOD
unset object
set object 1 rectangle from graph 0, first 97.24279999999999 to graph 1, first 97.2562 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.88 10631.741109
0.94 10495.314507
1.0 9840.161483
1.06 9562.231624
1.12 10469.785915
1.88 10376.99049
1.94 9210.347447
2.0 9729.402317
2.06 9865.068119
2.12 9443.168517
EOD
unset object
set object 1 rectangle from graph 0, first 9476.095372181413 to graph 1, first 11463.476457818588 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.88 0.186
0.94 0.189
1.0 0.201
1.06 0.207
1.12 0.189
1.88 0.191
1.94 0.215
2.0 0.203
2.06 0.2
2.12 0.209
EOD
unset object
set object 1 rectangle from graph 0, first 0.171 to graph 1, first 0.207 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.88 0.5999
0.94 0.6029
1.0 0.6024
1.06 0.6019
1.12 0.6011
1.88 0.6022
1.94 0.6041
2.0 0.6031
2.06 0.6027
2.12 0.5993
EOD
unset object
set object 1 rectangle from graph 0, first 0.600097604391948 to graph 1, first 0.603702395608052 behind fillcolor rgb "#dddddd" fillstyle solid noborder
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
1 0.14788424696669245 -0.08738614593486371 0.24535340974019426 0.20513855259617972
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 0.015299999999996317 -0.1612000000000009 0.08459999999999468 0.08829999999999671
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 -0.005200000000002092 -0.014000000000010004 0.010900000000006571 0.006700000000009254
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 -7.071621177461299 -12.029266674838215 2.8924802995840393 9.491030197617814
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 7.407407407407414 -3.703703703703692 13.756613756613755 9.523809523809518
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 0.13291244392756651 -0.43196544276456816 0.49842166472836064 0.29945100648810913
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
