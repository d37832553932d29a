set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29720 297 41.1885 97.2572 10395.602142 0.189 0.6002 3.115392259950759 0 311977.0
4 29875 297 41.0645 97.2363 10739.290748 0.183 0.6044 3.092272561986527 0 324547.0
6 29759 297 41.0915 97.2495 10474.755989 0.188 0.6022 3.08950093699167 0 315412.0
7 29741 297 41.1407 97.2526 10611.4837 0.186 0.601 3.0928680312905796 0 318859.0
9 29756 297 41.1092 97.2473 10416.069554 0.189 0.6016 3.0916319019971463 0 313338.0
EOD
$arm2 << EOD
2 30173 297 40.8587 97.2814 10516.003252 0.187 0.5992 1.7074918897642795 15 315089.0
3 30232 297 40.9617 97.2694 10690.364181 0.184 0.6002 1.7036690640753454 16 320818.0
5 30190 297 40.8730 97.2829 10741.721047 0.183 0.599 1.7049961606257402 16 321722.0
8 30173 297 40.9870 97.2730 10493.889423 0.188 0.5994 1.7113203407454045 15 314542.0
10 30172 297 40.9387 97.2895 10633.043898 0.185 0.5963 1.7128521087881685 18 317038.0
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
set title 'evictions (pg_stat_io, every context)'
plot $arm1 using 1:11 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:11 with points pt 7 ps 1.5 title 'hotcool'
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
1-stock 41.1702 0.0048 58.8086 0.0163
2-hotcool 40.8406 0.0048 59.1384 0.0162
3-hotcool 40.9439 0.0047 59.0359 0.0156
4-stock 41.0470 0.0046 58.9321 0.0163
5-hotcool 40.8552 0.0047 59.1239 0.0162
6-stock 41.0735 0.0048 58.9056 0.0162
7-stock 41.1228 0.0047 58.8562 0.0163
8-hotcool 40.9689 0.0048 59.0098 0.0165
9-stock 41.0910 0.0048 58.8879 0.0163
10-hotcool 40.9207 0.0047 59.0572 0.0174
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
0.88 29720.0
0.94 29875.0
1.0 29759.0
1.06 29741.0
1.12 29756.0
1.88 30173.0
1.94 30232.0
2.0 30190.0
2.06 30173.0
2.12 30172.0
EOD
unset object
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.88 41.1885
0.94 41.0645
1.0 41.0915
1.06 41.1407
1.12 41.1092
1.88 40.8587
1.94 40.9617
2.0 40.873
2.06 40.987
2.12 40.9387
EOD
unset object
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.88 97.2572
0.94 97.2363
1.0 97.2495
1.06 97.2526
1.12 97.2473
1.88 97.2814
1.94 97.2694
2.0 97.2829
2.06 97.273
2.12 97.2895
EOD
unset object
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.88 10395.602142
0.94 10739.290748
1.0 10474.755989
1.06 10611.4837
1.12 10416.069554
1.88 10516.003252
1.94 10690.364181
2.0 10741.721047
2.06 10493.889423
2.12 10633.043898
EOD
unset object
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.88 0.189
0.94 0.183
1.0 0.188
1.06 0.186
1.12 0.189
1.88 0.187
1.94 0.184
2.0 0.183
2.06 0.188
2.12 0.185
EOD
unset object
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.88 0.6002
0.94 0.6044
1.0 0.6022
1.06 0.601
1.12 0.6016
1.88 0.5992
1.94 0.6002
2.0 0.599
2.06 0.5994
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
1 1.4013980373706143 1.001478693372765 1.5996773759913967 NaN
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 -0.1705000000000041 -0.2820000000000036 -0.10450000000000159 NaN
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 0.03190000000000737 0.01680000000000348 0.045100000000005025 NaN
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 1.511136957903608 -1.1226445477440339 2.814022964444648 NaN
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 -1.5957446808510651 -2.6595744680851086 1.0638297872340434 NaN
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 -0.3989361702127774 -0.8976063829787352 -0.13297872340425912 NaN
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
