set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 927 15 40.9531 94.2782 10372.381621 0.193 1.2593 3.137869498891863 14
7 928 15 41.0323 94.2879 10505.376444 0.19 1.2539 3.140376748168585 4
EOD
$arm2 << EOD
2 936 15 41.0097 94.2789 10099.244258 0.198 1.2568 3.1317951148233716 5
5 913 15 41.0624 94.2429 9888.853345 0.202 1.2638 3.1318629515957555 4
EOD
$arm3 << EOD
4 947 15 40.9406 94.2925 10043.671681 0.199 1.2563 1.7179222224430182 11
6 939 15 40.8748 94.3252 10484.005395 0.191 1.2512 1.7224883585286328 11
EOD
$arm4 << EOD
3 929 15 NaN 94.2733 9977.854833 0.2 1.2588 NaN NaN
8 934 15 NaN 94.2344 10703.973135 0.187 1.2649 NaN NaN
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:2 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:2 with points pt 7 ps 1.5 title 'hotcool', $arm4 using 1:2 with points pt 7 ps 1.5 title 'core'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:3 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:3 with points pt 7 ps 1.5 title 'hotcool', $arm4 using 1:3 with points pt 7 ps 1.5 title 'core'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:4 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:4 with points pt 7 ps 1.5 title 'hotcool', $arm4 using 1:4 with points pt 7 ps 1.5 title 'core'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:5 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:5 with points pt 7 ps 1.5 title 'hotcool', $arm4 using 1:5 with points pt 7 ps 1.5 title 'core'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:6 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:6 with points pt 7 ps 1.5 title 'hotcool', $arm4 using 1:6 with points pt 7 ps 1.5 title 'core'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:7 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:7 with points pt 7 ps 1.5 title 'hotcool', $arm4 using 1:7 with points pt 7 ps 1.5 title 'core'
set title 'allocations per transaction'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:8 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:8 with points pt 7 ps 1.5 title 'hotcool', $arm4 using 1:8 with points pt 7 ps 1.5 title 'core'
set title 'sweep ticks per allocation'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:9 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:9 with points pt 7 ps 1.5 title 'hotcool', $arm4 using 1:9 with points pt 7 ps 1.5 title 'core'
set title 'dirty victims'
plot $arm1 using 1:10 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:10 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:10 with points pt 7 ps 1.5 title 'hotcool', $arm4 using 1:10 with points pt 7 ps 1.5 title 'core'
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
1-stock 40.9023 0.0125 59.0430 0.0422
2-stock-again 40.9573 0.0128 58.9844 0.0454
3-core 0 0 0 0
4-hotcool 40.8879 0.0129 59.0525 0.0467
5-stock-again 41.0093 0.0130 58.9286 0.0491
6-hotcool 40.8241 0.0124 59.1186 0.0449
7-stock 40.9819 0.0124 58.9591 0.0466
8-core 0 0 0 0
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
set xtics ('stock' 1, 'stock-again' 2, 'hotcool' 3, 'core' 4) rotate by -30
$strip_index_leaf_resident << EOD
0.97 927.0
1.03 928.0
1.97 936.0
2.03 913.0
2.97 947.0
3.03 939.0
3.97 929.0
4.03 934.0
EOD
unset object
set object 1 rectangle from graph 0, first 915.4021739130435 to graph 1, first 939.5978260869565 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.97 40.9531
1.03 41.0323
1.97 41.0097
2.03 41.0624
2.97 40.9406
3.03 40.8748
EOD
unset object
set object 1 rectangle from graph 0, first 40.926750000000006 to graph 1, first 41.05864999999999 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.97 94.2782
1.03 94.2879
1.97 94.2789
2.03 94.2429
2.97 94.2925
3.03 94.3252
3.97 94.2733
4.03 94.2344
EOD
unset object
set object 1 rectangle from graph 0, first 94.2602 to graph 1, first 94.30590000000001 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.97 10372.381621
1.03 10505.376444
1.97 10099.244258
2.03 9888.853345
2.97 10043.671681
3.03 10484.005395
3.97 9977.854833
4.03 10703.973135
EOD
unset object
set object 1 rectangle from graph 0, first 9974.249625176006 to graph 1, first 10903.508439823996 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.97 0.193
1.03 0.19
1.97 0.198
2.03 0.202
2.97 0.199
3.03 0.191
3.97 0.2
4.03 0.187
EOD
unset object
set object 1 rectangle from graph 0, first 0.183 to graph 1, first 0.2 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.97 1.2593
1.03 1.2539
1.97 1.2568
2.03 1.2638
2.97 1.2563
3.03 1.2512
3.97 1.2588
4.03 1.2649
EOD
unset object
set object 1 rectangle from graph 0, first 1.25039382642291 to graph 1, first 1.2628061735770904 behind fillcolor rgb "#dddddd" fillstyle solid noborder
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
set xtics ('stock-again vs stock' 1, 'hotcool vs stock' 2, 'core vs stock' 3) rotate by -30
$delta_index_leaf_resident << EOD
1 -0.32345013477088946 -0.32345013477088946 -0.32345013477088946 1.3043478260869565
2 1.6711590296495957 1.6711590296495957 1.6711590296495957 1.3043478260869565
3 0.431266846361186 0.431266846361186 0.431266846361186 1.3043478260869565
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 0.043350000000003774 0.043350000000003774 0.043350000000003774 0.06594999999999374
2 -0.08499999999999375 -0.08499999999999375 -0.08499999999999375 0.06594999999999374
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 -0.02215000000001055 -0.02215000000001055 -0.02215000000001055 0.022850000000005366
2 0.02580000000000382 0.02580000000000382 0.02580000000000382 0.022850000000005366
3 -0.029200000000003 -0.029200000000003 -0.029200000000003 0.022850000000005366
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 -4.261283511525353 -4.261283511525353 -4.261283511525353 4.45095115938633
2 -1.676813132473675 -1.676813132473675 -1.676813132473675 4.45095115938633
3 -0.9384632985495993 -0.9384632985495993 -0.9384632985495993 4.45095115938633
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 4.4386422976501345 4.4386422976501345 4.4386422976501345 4.4386422976501345
2 1.8276762402088789 1.8276762402088789 1.8276762402088789 4.4386422976501345
3 1.0443864229765023 1.0443864229765023 1.0443864229765023 4.4386422976501345
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 0.29444532866463585 0.29444532866463585 0.29444532866463585 0.49388616720438167
2 -0.2268024828903405 -0.2268024828903405 -0.2268024828903405 0.49388616720438167
3 0.4177940474295523 0.4177940474295523 0.4177940474295523 0.49388616720438167
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
