set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29856 310 40.0175 97.2114 4025.134172 0.496 0.6075 2.707118107658309 NaN 0
EOD
$arm2 << EOD
2 30120 310 40.7078 97.2591 2203.090595 0.905 0.6031 1.8560028106805861 NaN 0
EOD
$arm3 << EOD
4 28862 310 42.6368 96.8782 4329.060654 0.461 0.6626 2.6956430714834028 NaN 0
EOD
$arm4 << EOD
6 30716 310 37.6230 97.2795 3280.487082 0.609 0.5996 0.0 1.3939835854303737 0
EOD
$arm5 << EOD
8 30675 310 38.3328 97.2861 3605.016469 0.554 0.5973 0.0 1.0000309962184613 0
EOD
$arm6 << EOD
10 31649 310 35.5563 97.4129 3593.347802 0.556 0.5809 0.0 1.2574159314665643 1
EOD
$arm7 << EOD
9 31745 310 35.9819 97.4111 4388.454808 0.455 0.5787 0.0 1.2620986810992592 2
EOD
$arm8 << EOD
7 30626 310 39.1285 97.1441 4052.180018 0.493 0.6241 0.0 1.464782413638403 2
EOD
$arm9 << EOD
5 29536 310 41.4782 97.1037 2260.180422 0.882 0.6306 0.0 1.000561902978086 0
EOD
$arm10 << EOD
3 31032 310 36.7993 97.3382 2777.555912 0.719 0.5911 0.0 1.0007315586262955 0
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'clocksweep', $arm2 using 1:2 with points pt 7 ps 1.5 title 'hotcool', $arm3 using 1:2 with points pt 7 ps 1.5 title 'secondchance', $arm4 using 1:2 with points pt 7 ps 1.5 title 'sieve', $arm5 using 1:2 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:2 with points pt 7 ps 1.5 title 's3fifo', $arm7 using 1:2 with points pt 7 ps 1.5 title 'car', $arm8 using 1:2 with points pt 7 ps 1.5 title 'clockpro', $arm9 using 1:2 with points pt 7 ps 1.5 title 'lru', $arm10 using 1:2 with points pt 7 ps 1.5 title 'arc'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'clocksweep', $arm2 using 1:3 with points pt 7 ps 1.5 title 'hotcool', $arm3 using 1:3 with points pt 7 ps 1.5 title 'secondchance', $arm4 using 1:3 with points pt 7 ps 1.5 title 'sieve', $arm5 using 1:3 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:3 with points pt 7 ps 1.5 title 's3fifo', $arm7 using 1:3 with points pt 7 ps 1.5 title 'car', $arm8 using 1:3 with points pt 7 ps 1.5 title 'clockpro', $arm9 using 1:3 with points pt 7 ps 1.5 title 'lru', $arm10 using 1:3 with points pt 7 ps 1.5 title 'arc'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'clocksweep', $arm2 using 1:4 with points pt 7 ps 1.5 title 'hotcool', $arm3 using 1:4 with points pt 7 ps 1.5 title 'secondchance', $arm4 using 1:4 with points pt 7 ps 1.5 title 'sieve', $arm5 using 1:4 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:4 with points pt 7 ps 1.5 title 's3fifo', $arm7 using 1:4 with points pt 7 ps 1.5 title 'car', $arm8 using 1:4 with points pt 7 ps 1.5 title 'clockpro', $arm9 using 1:4 with points pt 7 ps 1.5 title 'lru', $arm10 using 1:4 with points pt 7 ps 1.5 title 'arc'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'clocksweep', $arm2 using 1:5 with points pt 7 ps 1.5 title 'hotcool', $arm3 using 1:5 with points pt 7 ps 1.5 title 'secondchance', $arm4 using 1:5 with points pt 7 ps 1.5 title 'sieve', $arm5 using 1:5 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:5 with points pt 7 ps 1.5 title 's3fifo', $arm7 using 1:5 with points pt 7 ps 1.5 title 'car', $arm8 using 1:5 with points pt 7 ps 1.5 title 'clockpro', $arm9 using 1:5 with points pt 7 ps 1.5 title 'lru', $arm10 using 1:5 with points pt 7 ps 1.5 title 'arc'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'clocksweep', $arm2 using 1:6 with points pt 7 ps 1.5 title 'hotcool', $arm3 using 1:6 with points pt 7 ps 1.5 title 'secondchance', $arm4 using 1:6 with points pt 7 ps 1.5 title 'sieve', $arm5 using 1:6 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:6 with points pt 7 ps 1.5 title 's3fifo', $arm7 using 1:6 with points pt 7 ps 1.5 title 'car', $arm8 using 1:6 with points pt 7 ps 1.5 title 'clockpro', $arm9 using 1:6 with points pt 7 ps 1.5 title 'lru', $arm10 using 1:6 with points pt 7 ps 1.5 title 'arc'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'clocksweep', $arm2 using 1:7 with points pt 7 ps 1.5 title 'hotcool', $arm3 using 1:7 with points pt 7 ps 1.5 title 'secondchance', $arm4 using 1:7 with points pt 7 ps 1.5 title 'sieve', $arm5 using 1:7 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:7 with points pt 7 ps 1.5 title 's3fifo', $arm7 using 1:7 with points pt 7 ps 1.5 title 'car', $arm8 using 1:7 with points pt 7 ps 1.5 title 'clockpro', $arm9 using 1:7 with points pt 7 ps 1.5 title 'lru', $arm10 using 1:7 with points pt 7 ps 1.5 title 'arc'
set title 'allocations per transaction'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'clocksweep', $arm2 using 1:8 with points pt 7 ps 1.5 title 'hotcool', $arm3 using 1:8 with points pt 7 ps 1.5 title 'secondchance', $arm4 using 1:8 with points pt 7 ps 1.5 title 'sieve', $arm5 using 1:8 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:8 with points pt 7 ps 1.5 title 's3fifo', $arm7 using 1:8 with points pt 7 ps 1.5 title 'car', $arm8 using 1:8 with points pt 7 ps 1.5 title 'clockpro', $arm9 using 1:8 with points pt 7 ps 1.5 title 'lru', $arm10 using 1:8 with points pt 7 ps 1.5 title 'arc'
set title 'sweep ticks per allocation'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'clocksweep', $arm2 using 1:9 with points pt 7 ps 1.5 title 'hotcool', $arm3 using 1:9 with points pt 7 ps 1.5 title 'secondchance', $arm4 using 1:9 with points pt 7 ps 1.5 title 'sieve', $arm5 using 1:9 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:9 with points pt 7 ps 1.5 title 's3fifo', $arm7 using 1:9 with points pt 7 ps 1.5 title 'car', $arm8 using 1:9 with points pt 7 ps 1.5 title 'clockpro', $arm9 using 1:9 with points pt 7 ps 1.5 title 'lru', $arm10 using 1:9 with points pt 7 ps 1.5 title 'arc'
set title 'policy header visits per allocation (framework)'
plot $arm1 using 1:10 with points pt 7 ps 1.5 title 'clocksweep', $arm2 using 1:10 with points pt 7 ps 1.5 title 'hotcool', $arm3 using 1:10 with points pt 7 ps 1.5 title 'secondchance', $arm4 using 1:10 with points pt 7 ps 1.5 title 'sieve', $arm5 using 1:10 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:10 with points pt 7 ps 1.5 title 's3fifo', $arm7 using 1:10 with points pt 7 ps 1.5 title 'car', $arm8 using 1:10 with points pt 7 ps 1.5 title 'clockpro', $arm9 using 1:10 with points pt 7 ps 1.5 title 'lru', $arm10 using 1:10 with points pt 7 ps 1.5 title 'arc'
set title 'dirty victims'
plot $arm1 using 1:11 with points pt 7 ps 1.5 title 'clocksweep', $arm2 using 1:11 with points pt 7 ps 1.5 title 'hotcool', $arm3 using 1:11 with points pt 7 ps 1.5 title 'secondchance', $arm4 using 1:11 with points pt 7 ps 1.5 title 'sieve', $arm5 using 1:11 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:11 with points pt 7 ps 1.5 title 's3fifo', $arm7 using 1:11 with points pt 7 ps 1.5 title 'car', $arm8 using 1:11 with points pt 7 ps 1.5 title 'clockpro', $arm9 using 1:11 with points pt 7 ps 1.5 title 'lru', $arm10 using 1:11 with points pt 7 ps 1.5 title 'arc'
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
1-clocksweep 40.0175 0.0000 59.9825 0.0000
2-hotcool 40.7078 0.0000 59.2922 0.0000
3-arc 36.7993 0.0000 63.2007 0.0000
4-secondchance 42.6368 0.0000 57.3632 0.0000
5-lru 41.4782 0.0000 58.5218 0.0000
6-sieve 37.6230 0.0000 62.3770 0.0000
7-clockpro 39.0915 0.0000 60.8610 0.0475
8-twoq 38.3328 0.0000 61.6672 0.0000
9-car 35.9451 0.0000 64.0076 0.0473
10-s3fifo 35.5115 0.0000 64.4277 0.0607
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
set xtics ('clocksweep' 1, 'hotcool' 2, 'secondchance' 3, 'sieve' 4, 'twoq' 5, 's3fifo' 6, 'car' 7, 'clockpro' 8, 'lru' 9, 'arc' 10) rotate by -30
$strip_index_leaf_resident << EOD
1.0 29856.0
2.0 30120.0
3.0 28862.0
4.0 30716.0
5.0 30675.0
6.0 31649.0
7.0 31745.0
8.0 30626.0
9.0 29536.0
10.0 31032.0
EOD
unset object
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
1.0 40.0175
2.0 40.7078
3.0 42.6368
4.0 37.623
5.0 38.3328
6.0 35.5563
7.0 35.9819
8.0 39.1285
9.0 41.4782
10.0 36.7993
EOD
unset object
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
1.0 97.2114
2.0 97.2591
3.0 96.8782
4.0 97.2795
5.0 97.2861
6.0 97.4129
7.0 97.4111
8.0 97.1441
9.0 97.1037
10.0 97.3382
EOD
unset object
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
1.0 4025.134172
2.0 2203.090595
3.0 4329.060654
4.0 3280.487082
5.0 3605.016469
6.0 3593.347802
7.0 4388.454808
8.0 4052.180018
9.0 2260.180422
10.0 2777.555912
EOD
unset object
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
1.0 0.496
2.0 0.905
3.0 0.461
4.0 0.609
5.0 0.554
6.0 0.556
7.0 0.455
8.0 0.493
9.0 0.882
10.0 0.719
EOD
unset object
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
1.0 0.6075
2.0 0.6031
3.0 0.6626
4.0 0.5996
5.0 0.5973
6.0 0.5809
7.0 0.5787
8.0 0.6241
9.0 0.6306
10.0 0.5911
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
set xtics ('hotcool vs clocksweep' 1, 'secondchance vs clocksweep' 2, 'sieve vs clocksweep' 3, 'twoq vs clocksweep' 4, 's3fifo vs clocksweep' 5, 'car vs clocksweep' 6, 'clockpro vs clocksweep' 7, 'lru vs clocksweep' 8, 'arc vs clocksweep' 9) rotate by -30
$delta_index_leaf_resident << EOD
1 0.8842443729903537 0.8842443729903537 0.8842443729903537 NaN
2 -3.3293140407288315 -3.3293140407288315 -3.3293140407288315 NaN
3 2.880493033226152 2.880493033226152 2.880493033226152 NaN
4 2.7431672025723475 2.7431672025723475 2.7431672025723475 NaN
5 6.005493033226152 6.005493033226152 6.005493033226152 NaN
6 6.327036441586281 6.327036441586281 6.327036441586281 NaN
7 2.5790460878885315 2.5790460878885315 2.5790460878885315 NaN
8 -1.0718113612004287 -1.0718113612004287 -1.0718113612004287 NaN
9 3.9389067524115755 3.9389067524115755 3.9389067524115755 NaN
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 0.6903000000000006 0.6903000000000006 0.6903000000000006 NaN
2 2.6193000000000026 2.6193000000000026 2.6193000000000026 NaN
3 -2.3945000000000007 -2.3945000000000007 -2.3945000000000007 NaN
4 -1.6846999999999994 -1.6846999999999994 -1.6846999999999994 NaN
5 -4.461199999999998 -4.461199999999998 -4.461199999999998 NaN
6 -4.035599999999995 -4.035599999999995 -4.035599999999995 NaN
7 -0.8889999999999958 -0.8889999999999958 -0.8889999999999958 NaN
8 1.4607000000000028 1.4607000000000028 1.4607000000000028 NaN
9 -3.218199999999996 -3.218199999999996 -3.218199999999996 NaN
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 0.04770000000000607 0.04770000000000607 0.04770000000000607 NaN
2 -0.33319999999999084 -0.33319999999999084 -0.33319999999999084 NaN
3 0.06810000000000116 0.06810000000000116 0.06810000000000116 NaN
4 0.0747000000000071 0.0747000000000071 0.0747000000000071 NaN
5 0.2014999999999958 0.2014999999999958 0.2014999999999958 NaN
6 0.1997000000000071 0.1997000000000071 0.1997000000000071 NaN
7 -0.06730000000000302 -0.06730000000000302 -0.06730000000000302 NaN
8 -0.10769999999999413 -0.10769999999999413 -0.10769999999999413 NaN
9 0.1268000000000029 0.1268000000000029 0.1268000000000029 NaN
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 -45.2666544552642 -45.2666544552642 -45.2666544552642 NaN
2 7.550716796329438 7.550716796329438 7.550716796329438 NaN
3 -18.49993213095804 -18.49993213095804 -18.49993213095804 NaN
4 -10.437358981036219 -10.437358981036219 -10.437358981036219 NaN
5 -10.727254087668216 -10.727254087668216 -10.727254087668216 NaN
6 9.026298763588157 9.026298763588157 9.026298763588157 NaN
7 0.671924086112178 0.671924086112178 0.671924086112178 NaN
8 -43.84832093989636 -43.84832093989636 -43.84832093989636 NaN
9 -30.994699969966625 -30.994699969966625 -30.994699969966625 NaN
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 82.45967741935485 82.45967741935485 82.45967741935485 NaN
2 -7.056451612903221 -7.056451612903221 -7.056451612903221 NaN
3 22.782258064516128 22.782258064516128 22.782258064516128 NaN
4 11.693548387096785 11.693548387096785 11.693548387096785 NaN
5 12.096774193548399 12.096774193548399 12.096774193548399 NaN
6 -8.26612903225806 -8.26612903225806 -8.26612903225806 NaN
7 -0.6048387096774199 -0.6048387096774199 -0.6048387096774199 NaN
8 77.8225806451613 77.8225806451613 77.8225806451613 NaN
9 44.95967741935483 44.95967741935483 44.95967741935483 NaN
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 -0.7242798353909581 -0.7242798353909581 -0.7242798353909581 NaN
2 9.069958847736613 9.069958847736613 9.069958847736613 NaN
3 -1.3004115226337478 -1.3004115226337478 -1.3004115226337478 NaN
4 -1.67901234567901 -1.67901234567901 -1.67901234567901 NaN
5 -4.378600823045279 -4.378600823045279 -4.378600823045279 NaN
6 -4.7407407407407485 -4.7407407407407485 -4.7407407407407485 NaN
7 2.7325102880658347 2.7325102880658347 2.7325102880658347 NaN
8 3.8024691358024705 3.8024691358024705 3.8024691358024705 NaN
9 -2.699588477366268 -2.699588477366268 -2.699588477366268 NaN
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
