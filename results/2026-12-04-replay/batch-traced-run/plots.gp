set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29780 310 39.7469 97.2017 3323.806192 0.601 0.6106 2.608675649030562 0 0.0
EOD
$arm2 << EOD
2 29532 310 42.1552 97.1578 1815.326054 1.098 0.6168 3.10022059261909 0 0.0
EOD
$arm3 << EOD
4 30253 310 38.4765 97.1250 1762.533619 1.132 0.6237 1.476788640087384 0 0.0
EOD
$arm4 << EOD
6 29951 310 41.8038 97.2110 4335.565188 0.461 0.6103 3.290270488494146 0 0.0
EOD
$arm5 << EOD
8 30057 310 41.1326 97.1980 4066.210214 0.491 0.6123 2.9603108669435882 0 0.0
EOD
$arm6 << EOD
10 29584 310 41.4975 97.1642 4602.010328 0.434 0.6178 3.315940124818169 1 49.66918492797147
EOD
$arm7 << EOD
9 29666 310 41.4677 97.1298 2425.300705 0.822 0.621 2.574325820307311 0 48.589647079661695
EOD
$arm8 << EOD
7 29624 310 41.3825 97.1282 4762.606026 0.419 0.6233 3.2971004720161834 0 49.309957293773884
EOD
$arm9 << EOD
5 29682 310 40.9217 97.1047 2718.80959 0.733 0.6307 2.4693933143946762 0 48.43366929991828
EOD
$arm10 << EOD
3 29671 310 41.6662 97.0970 1879.287337 1.063 0.6279 2.531318961127143 0 49.46528602953658
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'b1p1', $arm2 using 1:2 with points pt 7 ps 1.5 title 'b8p1', $arm3 using 1:2 with points pt 7 ps 1.5 title 'b16p1', $arm4 using 1:2 with points pt 7 ps 1.5 title 'b32p1', $arm5 using 1:2 with points pt 7 ps 1.5 title 'b64p1', $arm6 using 1:2 with points pt 7 ps 1.5 title 'b1p4', $arm7 using 1:2 with points pt 7 ps 1.5 title 'b8p4', $arm8 using 1:2 with points pt 7 ps 1.5 title 'b16p4', $arm9 using 1:2 with points pt 7 ps 1.5 title 'b32p4', $arm10 using 1:2 with points pt 7 ps 1.5 title 'b64p4'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'b1p1', $arm2 using 1:3 with points pt 7 ps 1.5 title 'b8p1', $arm3 using 1:3 with points pt 7 ps 1.5 title 'b16p1', $arm4 using 1:3 with points pt 7 ps 1.5 title 'b32p1', $arm5 using 1:3 with points pt 7 ps 1.5 title 'b64p1', $arm6 using 1:3 with points pt 7 ps 1.5 title 'b1p4', $arm7 using 1:3 with points pt 7 ps 1.5 title 'b8p4', $arm8 using 1:3 with points pt 7 ps 1.5 title 'b16p4', $arm9 using 1:3 with points pt 7 ps 1.5 title 'b32p4', $arm10 using 1:3 with points pt 7 ps 1.5 title 'b64p4'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'b1p1', $arm2 using 1:4 with points pt 7 ps 1.5 title 'b8p1', $arm3 using 1:4 with points pt 7 ps 1.5 title 'b16p1', $arm4 using 1:4 with points pt 7 ps 1.5 title 'b32p1', $arm5 using 1:4 with points pt 7 ps 1.5 title 'b64p1', $arm6 using 1:4 with points pt 7 ps 1.5 title 'b1p4', $arm7 using 1:4 with points pt 7 ps 1.5 title 'b8p4', $arm8 using 1:4 with points pt 7 ps 1.5 title 'b16p4', $arm9 using 1:4 with points pt 7 ps 1.5 title 'b32p4', $arm10 using 1:4 with points pt 7 ps 1.5 title 'b64p4'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'b1p1', $arm2 using 1:5 with points pt 7 ps 1.5 title 'b8p1', $arm3 using 1:5 with points pt 7 ps 1.5 title 'b16p1', $arm4 using 1:5 with points pt 7 ps 1.5 title 'b32p1', $arm5 using 1:5 with points pt 7 ps 1.5 title 'b64p1', $arm6 using 1:5 with points pt 7 ps 1.5 title 'b1p4', $arm7 using 1:5 with points pt 7 ps 1.5 title 'b8p4', $arm8 using 1:5 with points pt 7 ps 1.5 title 'b16p4', $arm9 using 1:5 with points pt 7 ps 1.5 title 'b32p4', $arm10 using 1:5 with points pt 7 ps 1.5 title 'b64p4'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'b1p1', $arm2 using 1:6 with points pt 7 ps 1.5 title 'b8p1', $arm3 using 1:6 with points pt 7 ps 1.5 title 'b16p1', $arm4 using 1:6 with points pt 7 ps 1.5 title 'b32p1', $arm5 using 1:6 with points pt 7 ps 1.5 title 'b64p1', $arm6 using 1:6 with points pt 7 ps 1.5 title 'b1p4', $arm7 using 1:6 with points pt 7 ps 1.5 title 'b8p4', $arm8 using 1:6 with points pt 7 ps 1.5 title 'b16p4', $arm9 using 1:6 with points pt 7 ps 1.5 title 'b32p4', $arm10 using 1:6 with points pt 7 ps 1.5 title 'b64p4'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'b1p1', $arm2 using 1:7 with points pt 7 ps 1.5 title 'b8p1', $arm3 using 1:7 with points pt 7 ps 1.5 title 'b16p1', $arm4 using 1:7 with points pt 7 ps 1.5 title 'b32p1', $arm5 using 1:7 with points pt 7 ps 1.5 title 'b64p1', $arm6 using 1:7 with points pt 7 ps 1.5 title 'b1p4', $arm7 using 1:7 with points pt 7 ps 1.5 title 'b8p4', $arm8 using 1:7 with points pt 7 ps 1.5 title 'b16p4', $arm9 using 1:7 with points pt 7 ps 1.5 title 'b32p4', $arm10 using 1:7 with points pt 7 ps 1.5 title 'b64p4'
set title 'allocations per transaction'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'b1p1', $arm2 using 1:8 with points pt 7 ps 1.5 title 'b8p1', $arm3 using 1:8 with points pt 7 ps 1.5 title 'b16p1', $arm4 using 1:8 with points pt 7 ps 1.5 title 'b32p1', $arm5 using 1:8 with points pt 7 ps 1.5 title 'b64p1', $arm6 using 1:8 with points pt 7 ps 1.5 title 'b1p4', $arm7 using 1:8 with points pt 7 ps 1.5 title 'b8p4', $arm8 using 1:8 with points pt 7 ps 1.5 title 'b16p4', $arm9 using 1:8 with points pt 7 ps 1.5 title 'b32p4', $arm10 using 1:8 with points pt 7 ps 1.5 title 'b64p4'
set title 'sweep ticks per allocation'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'b1p1', $arm2 using 1:9 with points pt 7 ps 1.5 title 'b8p1', $arm3 using 1:9 with points pt 7 ps 1.5 title 'b16p1', $arm4 using 1:9 with points pt 7 ps 1.5 title 'b32p1', $arm5 using 1:9 with points pt 7 ps 1.5 title 'b64p1', $arm6 using 1:9 with points pt 7 ps 1.5 title 'b1p4', $arm7 using 1:9 with points pt 7 ps 1.5 title 'b8p4', $arm8 using 1:9 with points pt 7 ps 1.5 title 'b16p4', $arm9 using 1:9 with points pt 7 ps 1.5 title 'b32p4', $arm10 using 1:9 with points pt 7 ps 1.5 title 'b64p4'
set title 'dirty victims'
plot $arm1 using 1:10 with points pt 7 ps 1.5 title 'b1p1', $arm2 using 1:10 with points pt 7 ps 1.5 title 'b8p1', $arm3 using 1:10 with points pt 7 ps 1.5 title 'b16p1', $arm4 using 1:10 with points pt 7 ps 1.5 title 'b32p1', $arm5 using 1:10 with points pt 7 ps 1.5 title 'b64p1', $arm6 using 1:10 with points pt 7 ps 1.5 title 'b1p4', $arm7 using 1:10 with points pt 7 ps 1.5 title 'b8p4', $arm8 using 1:10 with points pt 7 ps 1.5 title 'b16p4', $arm9 using 1:10 with points pt 7 ps 1.5 title 'b32p4', $arm10 using 1:10 with points pt 7 ps 1.5 title 'b64p4'
set title 'allocations by steal (partitions)'
plot $arm1 using 1:11 with points pt 7 ps 1.5 title 'b1p1', $arm2 using 1:11 with points pt 7 ps 1.5 title 'b8p1', $arm3 using 1:11 with points pt 7 ps 1.5 title 'b16p1', $arm4 using 1:11 with points pt 7 ps 1.5 title 'b32p1', $arm5 using 1:11 with points pt 7 ps 1.5 title 'b64p1', $arm6 using 1:11 with points pt 7 ps 1.5 title 'b1p4', $arm7 using 1:11 with points pt 7 ps 1.5 title 'b8p4', $arm8 using 1:11 with points pt 7 ps 1.5 title 'b16p4', $arm9 using 1:11 with points pt 7 ps 1.5 title 'b32p4', $arm10 using 1:11 with points pt 7 ps 1.5 title 'b64p4'
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
1-b1p1 39.7469 0.0000 60.2531 0.0000
2-b8p1 42.1552 0.0000 57.8448 0.0000
3-b64p4 41.6662 0.0000 58.3338 0.0000
4-b16p1 38.4765 0.0000 61.5235 0.0000
5-b32p4 40.8905 0.0000 59.0745 0.0350
6-b32p1 41.8038 0.0000 58.1962 0.0000
7-b16p4 41.3780 0.0000 58.6108 0.0112
8-b64p1 41.1326 0.0000 58.8674 0.0000
9-b8p4 41.4633 0.0000 58.5234 0.0133
10-b1p4 41.4928 0.0000 58.4931 0.0141
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
set xtics ('b1p1' 1, 'b8p1' 2, 'b16p1' 3, 'b32p1' 4, 'b64p1' 5, 'b1p4' 6, 'b8p4' 7, 'b16p4' 8, 'b32p4' 9, 'b64p4' 10) rotate by -30
$strip_index_leaf_resident << EOD
1.0 29780.0
2.0 29532.0
3.0 30253.0
4.0 29951.0
5.0 30057.0
6.0 29584.0
7.0 29666.0
8.0 29624.0
9.0 29682.0
10.0 29671.0
EOD
unset object
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
1.0 39.7469
2.0 42.1552
3.0 38.4765
4.0 41.8038
5.0 41.1326
6.0 41.4975
7.0 41.4677
8.0 41.3825
9.0 40.9217
10.0 41.6662
EOD
unset object
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
1.0 97.2017
2.0 97.1578
3.0 97.125
4.0 97.211
5.0 97.198
6.0 97.1642
7.0 97.1298
8.0 97.1282
9.0 97.1047
10.0 97.097
EOD
unset object
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
1.0 3323.806192
2.0 1815.326054
3.0 1762.533619
4.0 4335.565188
5.0 4066.210214
6.0 4602.010328
7.0 2425.300705
8.0 4762.606026
9.0 2718.80959
10.0 1879.287337
EOD
unset object
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
1.0 0.601
2.0 1.098
3.0 1.132
4.0 0.461
5.0 0.491
6.0 0.434
7.0 0.822
8.0 0.419
9.0 0.733
10.0 1.063
EOD
unset object
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
1.0 0.6106
2.0 0.6168
3.0 0.6237
4.0 0.6103
5.0 0.6123
6.0 0.6178
7.0 0.621
8.0 0.6233
9.0 0.6307
10.0 0.6279
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
set xtics ('b8p1 vs b1p1' 1, 'b16p1 vs b1p1' 2, 'b32p1 vs b1p1' 3, 'b64p1 vs b1p1' 4, 'b1p4 vs b1p1' 5, 'b8p4 vs b1p1' 6, 'b16p4 vs b1p1' 7, 'b32p4 vs b1p1' 8, 'b64p4 vs b1p1' 9) rotate by -30
$delta_index_leaf_resident << EOD
1 -0.8327736736064473 -0.8327736736064473 -0.8327736736064473 NaN
2 1.5883143049026192 1.5883143049026192 1.5883143049026192 NaN
3 0.5742108797850907 0.5742108797850907 0.5742108797850907 NaN
4 0.9301544660846206 0.9301544660846206 0.9301544660846206 NaN
5 -0.6581598388179987 -0.6581598388179987 -0.6581598388179987 NaN
6 -0.3828072531900604 -0.3828072531900604 -0.3828072531900604 NaN
7 -0.5238415043653458 -0.5238415043653458 -0.5238415043653458 NaN
8 -0.32907991940899933 -0.32907991940899933 -0.32907991940899933 NaN
9 -0.36601746138347885 -0.36601746138347885 -0.36601746138347885 NaN
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 2.408300000000004 2.408300000000004 2.408300000000004 NaN
2 -1.270399999999995 -1.270399999999995 -1.270399999999995 NaN
3 2.056900000000006 2.056900000000006 2.056900000000006 NaN
4 1.3857 1.3857 1.3857 NaN
5 1.7506000000000057 1.7506000000000057 1.7506000000000057 NaN
6 1.720800000000004 1.720800000000004 1.720800000000004 NaN
7 1.6356000000000037 1.6356000000000037 1.6356000000000037 NaN
8 1.1748000000000047 1.1748000000000047 1.1748000000000047 NaN
9 1.919300000000007 1.919300000000007 1.919300000000007 NaN
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 -0.04390000000000782 -0.04390000000000782 -0.04390000000000782 NaN
2 -0.07670000000000243 -0.07670000000000243 -0.07670000000000243 NaN
3 0.00929999999999609 0.00929999999999609 0.00929999999999609 NaN
4 -0.0037000000000091404 -0.0037000000000091404 -0.0037000000000091404 NaN
5 -0.037500000000008527 -0.037500000000008527 -0.037500000000008527 NaN
6 -0.07189999999999941 -0.07189999999999941 -0.07189999999999941 NaN
7 -0.07349999999999568 -0.07349999999999568 -0.07349999999999568 NaN
8 -0.09700000000000841 -0.09700000000000841 -0.09700000000000841 NaN
9 -0.10470000000000823 -0.10470000000000823 -0.10470000000000823 NaN
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 -45.38411841312316 -45.38411841312316 -45.38411841312316 NaN
2 -46.97243108692061 -46.97243108692061 -46.97243108692061 NaN
3 30.43977108037109 30.43977108037109 30.43977108037109 NaN
4 22.335960014361756 22.335960014361756 22.335960014361756 NaN
5 38.45603690962738 38.45603690962738 38.45603690962738 NaN
6 -27.032427136172803 -27.032427136172803 -27.032427136172803 NaN
7 43.287717480730905 43.287717480730905 43.287717480730905 NaN
8 -18.201921744298865 -18.201921744298865 -18.201921744298865 NaN
9 -43.45977988959713 -43.45977988959713 -43.45977988959713 NaN
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 82.69550748752081 82.69550748752081 82.69550748752081 NaN
2 88.35274542429283 88.35274542429283 88.35274542429283 NaN
3 -23.294509151414303 -23.294509151414303 -23.294509151414303 NaN
4 -18.302828618968384 -18.302828618968384 -18.302828618968384 NaN
5 -27.78702163061564 -27.78702163061564 -27.78702163061564 NaN
6 36.7720465890183 36.7720465890183 36.7720465890183 NaN
7 -30.282861896838604 -30.282861896838604 -30.282861896838604 NaN
8 21.963394342762065 21.963394342762065 21.963394342762065 NaN
9 76.87188019966722 76.87188019966722 76.87188019966722 NaN
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 1.0153946937438556 1.0153946937438556 1.0153946937438556 NaN
2 2.1454307238781527 2.1454307238781527 2.1454307238781527 NaN
3 -0.04913200131019947 -0.04913200131019947 -0.04913200131019947 NaN
4 0.2784146740910455 0.2784146740910455 0.2784146740910455 NaN
5 1.1791680314444781 1.1791680314444781 1.1791680314444781 NaN
6 1.7032427120864664 1.7032427120864664 1.7032427120864664 NaN
7 2.0799213887978927 2.0799213887978927 2.0799213887978927 NaN
8 3.29184408778251 3.29184408778251 3.29184408778251 NaN
9 2.8332787422207635 2.8332787422207635 2.8332787422207635 NaN
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
