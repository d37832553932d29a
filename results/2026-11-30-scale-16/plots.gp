set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 11554 297 46.2038 95.0405 11292.055246 0.176 0.9664 2.7796195716927903 0
3 11562 297 46.2418 95.0152 11093.24216 0.179 0.9704 2.777480694765476 0
5 11544 297 46.1942 95.0264 10599.360456 0.187 0.9692 2.7797256646644795 0
7 11578 297 46.2240 95.0296 10482.282322 0.189 0.9679 2.777233178825835 0
9 11565 297 46.2004 95.0284 10051.501633 0.197 0.9685 2.778775807058021 0
EOD
$arm2 << EOD
2 11678 297 46.1270 95.0680 10805.251428 0.183 0.9623 1.4894530107874366 11
4 11649 297 46.1568 95.0535 10724.460115 0.185 0.9647 1.491255374764129 13
6 11656 297 46.1222 95.0753 10570.82647 0.187 0.9614 1.4883790965456156 11
8 11655 297 46.1273 95.0637 10435.436404 0.19 0.9633 1.4911388828645276 11
10 11657 297 46.1052 95.0798 10531.076502 0.188 0.9606 1.4902129830479651 12
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
1-stock 46.1948 0.0024 53.7955 0.0073
2-hotcool 46.1176 0.0025 53.8722 0.0077
3-stock 46.2327 0.0024 53.7569 0.0080
4-hotcool 46.1473 0.0025 53.8417 0.0085
5-stock 46.1846 0.0025 53.8043 0.0086
6-hotcool 46.1125 0.0026 53.8765 0.0085
7-stock 46.2144 0.0026 53.7742 0.0089
8-hotcool 46.1175 0.0026 53.8713 0.0086
9-stock 46.1904 0.0027 53.7977 0.0092
10-hotcool 46.0955 0.0026 53.8930 0.0089
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
0.88 11554.0
0.94 11562.0
1.0 11544.0
1.06 11578.0
1.12 11565.0
1.88 11678.0
1.94 11649.0
2.0 11656.0
2.06 11655.0
2.12 11657.0
EOD
unset object
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.88 46.2038
0.94 46.2418
1.0 46.1942
1.06 46.224
1.12 46.2004
1.88 46.127
1.94 46.1568
2.0 46.1222
2.06 46.1273
2.12 46.1052
EOD
unset object
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.88 95.0405
0.94 95.0152
1.0 95.0264
1.06 95.0296
1.12 95.0284
1.88 95.068
1.94 95.0535
2.0 95.0753
2.06 95.0637
2.12 95.0798
EOD
unset object
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.88 11292.055246
0.94 11093.24216
1.0 10599.360456
1.06 10482.282322
1.12 10051.501633
1.88 10805.251428
1.94 10724.460115
2.0 10570.82647
2.06 10435.436404
2.12 10531.076502
EOD
unset object
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.88 0.176
0.94 0.179
1.0 0.187
1.06 0.189
1.12 0.197
1.88 0.183
1.94 0.185
2.0 0.187
2.06 0.19
2.12 0.188
EOD
unset object
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.88 0.9664
0.94 0.9704
1.0 0.9692
1.06 0.9679
1.12 0.9685
1.88 0.9623
1.94 0.9647
2.0 0.9614
2.06 0.9633
2.12 0.9606
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
1 0.8130081300813008 0.6746237675142709 1.003286628610967 NaN
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 -0.07679999999999865 -0.11879999999999313 -0.04700000000000415 NaN
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 0.039599999999992974 0.02389999999999759 0.05340000000001055 NaN
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 -0.2692047894630103 -6.8044555989388265 4.899586528411956 NaN
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 0.0 -5.347593582887705 5.8823529411764754 NaN
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 -0.6401652039235914 -0.8879710893133651 -0.3304078471863687 NaN
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
