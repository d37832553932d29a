set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29743 297 41.4134 97.2164 4030.989791 0.496 0.607 3.1251441705998313 NaN 0
7 29748 297 41.0963 97.2274 5722.042714 0.349 0.6045 3.042944785276074 NaN 0
EOD
$arm2 << EOD
2 34142 310 35.2455 97.6299 3715.335628 0.538 0.5496 0.0 1.4250583642320445 2
5 33930 310 36.5265 97.7693 5129.732824 0.39 0.5321 0.0 1.5238102222971932 15
EOD
$arm3 << EOD
4 29547 297 41.6759 97.1164 5054.444725 0.395 0.6237 0.0 1.0082682940769294 13
6 29571 297 41.5398 97.1370 5025.706678 0.398 0.6209 0.0 1.0099068346893207 12
EOD
$arm4 << EOD
3 33727 297 36.3166 97.6216 5091.625917 0.392 0.5506 0.0 1.007957313371001 13
8 33630 297 36.2238 97.6344 4643.012274 0.43 0.5505 0.0 1.0062501958081393 14
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
1-stock 41.3708 0.0106 58.5850 0.0335
2-car 35.2318 0.0000 64.7515 0.0167
3-arc 36.2787 0.0093 63.6784 0.0336
4-lru 41.6423 0.0083 58.3190 0.0305
5-car 36.5162 0.0000 63.4669 0.0169
6-lru 41.5058 0.0083 58.4557 0.0302
7-stock 41.0657 0.0075 58.8985 0.0284
8-arc 36.1823 0.0102 63.7699 0.0376
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
0.97 29743.0
1.03 29748.0
1.97 34142.0
2.03 33930.0
2.97 29547.0
3.03 29571.0
3.97 33727.0
4.03 33630.0
EOD
unset object
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.97 41.4134
1.03 41.0963
1.97 35.2455
2.03 36.5265
2.97 41.6759
3.03 41.5398
3.97 36.3166
4.03 36.2238
EOD
unset object
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.97 97.2164
1.03 97.2274
1.97 97.6299
2.03 97.7693
2.97 97.1164
3.03 97.137
3.97 97.6216
4.03 97.6344
EOD
unset object
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.97 4030.989791
1.03 5722.042714
1.97 3715.335628
2.03 5129.732824
2.97 5054.444725
3.03 5025.706678
3.97 5091.625917
4.03 4643.012274
EOD
unset object
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.97 0.496
1.03 0.349
1.97 0.538
2.03 0.39
2.97 0.395
3.03 0.398
3.97 0.392
4.03 0.43
EOD
unset object
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.97 0.607
1.03 0.6045
1.97 0.5496
2.03 0.5321
2.97 0.6237
3.03 0.6209
3.97 0.5506
4.03 0.5505
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
1 14.424030525625724 14.424030525625724 14.424030525625724 NaN
2 -0.6269855944596662 -0.6269855944596662 -0.6269855944596662 NaN
3 13.22216805903414 13.22216805903414 13.22216805903414 NaN
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 -5.368850000000009 -5.368850000000009 -5.368850000000009 NaN
2 0.35299999999999443 0.35299999999999443 0.35299999999999443 NaN
3 -4.984650000000002 -4.984650000000002 -4.984650000000002 NaN
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 0.4776999999999987 0.4776999999999987 0.4776999999999987 NaN
2 -0.0952000000000055 -0.0952000000000055 -0.0952000000000055 NaN
3 0.406099999999995 0.406099999999995 0.406099999999995 NaN
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 -9.309556310147864 -9.309556310147864 -9.309556310147864 NaN
2 3.3540224318159457 3.3540224318159457 3.3540224318159457 NaN
3 -0.18860097093462128 -0.18860097093462128 -0.18860097093462128 NaN
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 9.822485207100602 9.822485207100602 9.822485207100602 NaN
2 -6.153846153846147 -6.153846153846147 -6.153846153846147 NaN
3 -2.72189349112425 -2.72189349112425 -2.72189349112425 NaN
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 -10.71399092034667 -10.71399092034667 -10.71399092034667 NaN
2 2.732150226991344 2.732150226991344 2.732150226991344 NaN
3 -9.1126702434998 -9.1126702434998 -9.1126702434998 NaN
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
