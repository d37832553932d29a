set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29568 310 41.5340 97.2222 2351.946214 0.847 0.6058 3.097494055240534 NaN 0
7 29841 310 41.1468 97.2022 2004.353742 0.996 0.6097 2.9759782394966243 NaN 0
12 29596 310 41.0061 97.2499 2527.514563 0.786 0.6033 3.113960936679618 NaN 0
EOD
$arm2 << EOD
2 32423 310 35.5674 97.4304 1799.364889 1.105 0.578 0.0 1.394509366035847 2
5 32007 310 36.1010 97.3673 1818.334903 1.091 0.588 0.0 1.339035449299258 3
11 34158 310 35.3021 97.6258 4266.383842 0.466 0.5509 0.0 1.4231424821449878 15
EOD
$arm3 << EOD
4 29549 297 41.7561 97.0738 1695.939228 1.173 0.6329 0.0 1.0086042778752473 12
6 29536 297 41.5722 97.1205 1924.959423 1.032 0.6245 0.0 1.0067503375168758 12
9 29493 310 41.6588 97.1226 1230.383291 1.617 0.6234 0.0 1.0062163715196155 0
EOD
$arm4 << EOD
3 34021 297 35.4275 97.6066 3804.526456 0.523 0.5525 0.0 1.0048595494911765 13
8 31773 310 36.7032 97.3288 1858.48022 1.071 0.5933 0.0 1.006379266475228 1
10 34030 310 35.3140 97.5295 3600.897642 0.552 0.5628 0.0 1.005398724477184 1
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:2 with points pt 7 ps 1.5 title 'car', $arm3 using 1:2 with points pt 7 ps 1.5 title 'lru', $arm4 using 1:2 with points pt 7 ps 1.5 title 'arc'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:3 with points pt 7 ps 1.5 title 'car', $arm3 using 1:3 with points pt 7 ps 1.5 title 'lru', $arm4 using 1:3 with points pt 7 ps 1.5 title 'arc'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:4 with points pt 7 ps 1.5 title 'car', $arm3 using 1:4 with points pt 7 ps 1.5 title 'lru', $arm4 using 1:4 with points pt 7 ps 1.5 title 'arc'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:5 with points pt 7 ps 1.5 title 'car', $arm3 using 1:5 with points pt 7 ps 1.5 title 'lru', $arm4 using 1:5 with points pt 7 ps 1.5 title 'arc'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:6 with points pt 7 ps 1.5 title 'car', $arm3 using 1:6 with points pt 7 ps 1.5 title 'lru', $arm4 using 1:6 with points pt 7 ps 1.5 title 'arc'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:7 with points pt 7 ps 1.5 title 'car', $arm3 using 1:7 with points pt 7 ps 1.5 title 'lru', $arm4 using 1:7 with points pt 7 ps 1.5 title 'arc'
set title 'allocations per transaction'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:8 with points pt 7 ps 1.5 title 'car', $arm3 using 1:8 with points pt 7 ps 1.5 title 'lru', $arm4 using 1:8 with points pt 7 ps 1.5 title 'arc'
set title 'sweep ticks per allocation'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:9 with points pt 7 ps 1.5 title 'car', $arm3 using 1:9 with points pt 7 ps 1.5 title 'lru', $arm4 using 1:9 with points pt 7 ps 1.5 title 'arc'
set title 'policy header visits per allocation (framework)'
plot $arm1 using 1:10 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:10 with points pt 7 ps 1.5 title 'car', $arm3 using 1:10 with points pt 7 ps 1.5 title 'lru', $arm4 using 1:10 with points pt 7 ps 1.5 title 'arc'
set title 'dirty victims'
plot $arm1 using 1:11 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:11 with points pt 7 ps 1.5 title 'car', $arm3 using 1:11 with points pt 7 ps 1.5 title 'lru', $arm4 using 1:11 with points pt 7 ps 1.5 title 'arc'
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
1-stock 41.5115 0.0000 58.4645 0.0239
2-car 35.5405 0.0000 64.4268 0.0327
3-arc 35.3770 0.0124 64.5659 0.0448
4-lru 41.6572 0.0243 58.2308 0.0877
5-car 36.0747 0.0000 63.8915 0.0337
6-lru 41.4839 0.0217 58.4161 0.0783
7-stock 41.1173 0.0000 58.8467 0.0361
8-arc 36.6778 0.0000 63.2913 0.0309
9-lru 41.6588 0.0000 58.3412 0.0000
10-arc 35.3001 0.0000 64.6811 0.0188
11-car 35.2902 0.0000 64.6893 0.0205
12-stock 40.9640 0.0000 58.9861 0.0499
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
set xtics ('stock' 1, 'car' 2, 'lru' 3, 'arc' 4) rotate by -30
$strip_index_leaf_resident << EOD
0.94 29568.0
1.0 29841.0
1.06 29596.0
1.94 32423.0
2.0 32007.0
2.06 34158.0
2.94 29549.0
3.0 29536.0
3.06 29493.0
3.94 34021.0
4.0 31773.0
4.06 34030.0
EOD
unset object
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.94 41.534
1.0 41.1468
1.06 41.0061
1.94 35.5674
2.0 36.101
2.06 35.3021
2.94 41.7561
3.0 41.5722
3.06 41.6588
3.94 35.4275
4.0 36.7032
4.06 35.314
EOD
unset object
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.94 97.2222
1.0 97.2022
1.06 97.2499
1.94 97.4304
2.0 97.3673
2.06 97.6258
2.94 97.0738
3.0 97.1205
3.06 97.1226
3.94 97.6066
4.0 97.3288
4.06 97.5295
EOD
unset object
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.94 2351.946214
1.0 2004.353742
1.06 2527.514563
1.94 1799.364889
2.0 1818.334903
2.06 4266.383842
2.94 1695.939228
3.0 1924.959423
3.06 1230.383291
3.94 3804.526456
4.0 1858.48022
4.06 3600.897642
EOD
unset object
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.94 0.847
1.0 0.996
1.06 0.786
1.94 1.105
2.0 1.091
2.06 0.466
2.94 1.173
3.0 1.032
3.06 1.617
3.94 0.523
4.0 1.071
4.06 0.552
EOD
unset object
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.94 0.6058
1.0 0.6097
1.06 0.6033
1.94 0.578
2.0 0.588
2.06 0.5509
2.94 0.6329
3.0 0.6245
3.06 0.6234
3.94 0.5525
4.0 0.5933
4.06 0.5628
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
set xtics ('car vs stock' 1, 'lru vs stock' 2, 'arc vs stock' 3) rotate by -30
$delta_index_leaf_resident << EOD
1 9.551966481957022 9.551966481957022 9.551966481957022 NaN
2 -0.20273009866198136 -0.20273009866198136 -0.20273009866198136 NaN
3 14.951344776321125 14.951344776321125 14.951344776321125 NaN
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 -5.5794 -5.5794 -5.5794 NaN
2 0.5120000000000005 0.5120000000000005 0.5120000000000005 NaN
3 -5.719299999999997 -5.719299999999997 -5.719299999999997 NaN
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 0.20820000000000505 0.20820000000000505 0.20820000000000505 NaN
2 -0.1016999999999939 -0.1016999999999939 -0.1016999999999939 NaN
3 0.3072999999999979 0.3072999999999979 0.3072999999999979 NaN
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 -22.68807457516119 -22.68807457516119 -22.68807457516119 NaN
2 -27.892091328241573 -27.892091328241573 -27.892091328241573 NaN
3 53.102890727925455 53.102890727925455 53.102890727925455 NaN
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 28.80755608028335 28.80755608028335 28.80755608028335 NaN
2 38.48878394332941 38.48878394332941 38.48878394332941 NaN
3 -34.82880755608028 -34.82880755608028 -34.82880755608028 NaN
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 -4.588973258501163 -4.588973258501163 -4.588973258501163 NaN
2 3.0868273357543825 3.0868273357543825 3.0868273357543825 NaN
3 -7.098052162429852 -7.098052162429852 -7.098052162429852 NaN
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
