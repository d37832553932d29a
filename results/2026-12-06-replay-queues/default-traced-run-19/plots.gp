set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 6,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29526 311 42.0268 97.1934 5373.983658 0.371 0.6114 3.2694977873411553 NaN 0 49304.0
EOD
$arm2 << EOD
2 30187 299 40.9946 97.2707 9955.449213 0.199 0.6006 1.676557201499197 NaN 15 89703.0
EOD
$arm3 << EOD
4 29166 299 42.3201 96.9370 9016.721928 0.219 0.6533 2.4569357943607746 NaN 0 88365.0
EOD
$arm4 << EOD
6 33026 311 37.2450 97.6311 9375.715939 0.21 0.5497 0.0 1.1282373030451993 2 77336.0
EOD
$arm5 << EOD
8 32260 299 37.8012 97.4907 8680.182942 0.227 0.5696 0.0 1.4107133221820536 14 74187.0
EOD
$arm6 << EOD
10 33240 311 38.4107 97.7094 6579.547217 0.3 0.5354 0.0 1.6684337075673528 2 52878.0
EOD
$arm7 << EOD
12 34021 311 34.5415 97.6901 8586.675933 0.23 0.5418 0.0 1.473584608105977 3 69785.0
EOD
$arm8 << EOD
13 33807 311 36.5477 97.6510 9932.888395 0.199 0.5482 0.0 1.6298210589488897 2 81706.0
EOD
$arm9 << EOD
11 29541 299 41.4756 97.1383 7920.465402 0.249 0.6227 0.0 1.0029348913954934 17 73992.0
EOD
$arm10 << EOD
9 33743 311 37.3030 97.7638 6861.25947 0.288 0.5317 0.0 1.0030538538904636 2 54744.0
EOD
$arm11 << EOD
7 34290 311 37.4774 97.7947 9142.316745 0.216 0.5274 0.0 1.0300955700316723 1 72391.0
EOD
$arm12 << EOD
5 32735 299 37.6125 97.5741 8230.261115 0.24 0.5591 0.0 1.002912916829703 17 69058.0
EOD
$arm13 << EOD
3 33992 311 35.2862 97.6839 9628.956843 0.205 0.5428 0.0 1.0028073757417215 1 78424.0
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'clocksweep', $arm2 using 1:2 with points pt 7 ps 1.5 title 'hotcool', $arm3 using 1:2 with points pt 7 ps 1.5 title 'secondchance', $arm4 using 1:2 with points pt 7 ps 1.5 title 'sieve', $arm5 using 1:2 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:2 with points pt 7 ps 1.5 title 's3fifo', $arm7 using 1:2 with points pt 7 ps 1.5 title 'car', $arm8 using 1:2 with points pt 7 ps 1.5 title 'clockpro', $arm9 using 1:2 with points pt 7 ps 1.5 title 'lru', $arm10 using 1:2 with points pt 7 ps 1.5 title 'arc', $arm11 using 1:2 with points pt 7 ps 1.5 title 'lru2', $arm12 using 1:2 with points pt 7 ps 1.5 title 'wtinylfu', $arm13 using 1:2 with points pt 7 ps 1.5 title 'lirs'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'clocksweep', $arm2 using 1:3 with points pt 7 ps 1.5 title 'hotcool', $arm3 using 1:3 with points pt 7 ps 1.5 title 'secondchance', $arm4 using 1:3 with points pt 7 ps 1.5 title 'sieve', $arm5 using 1:3 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:3 with points pt 7 ps 1.5 title 's3fifo', $arm7 using 1:3 with points pt 7 ps 1.5 title 'car', $arm8 using 1:3 with points pt 7 ps 1.5 title 'clockpro', $arm9 using 1:3 with points pt 7 ps 1.5 title 'lru', $arm10 using 1:3 with points pt 7 ps 1.5 title 'arc', $arm11 using 1:3 with points pt 7 ps 1.5 title 'lru2', $arm12 using 1:3 with points pt 7 ps 1.5 title 'wtinylfu', $arm13 using 1:3 with points pt 7 ps 1.5 title 'lirs'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'clocksweep', $arm2 using 1:4 with points pt 7 ps 1.5 title 'hotcool', $arm3 using 1:4 with points pt 7 ps 1.5 title 'secondchance', $arm4 using 1:4 with points pt 7 ps 1.5 title 'sieve', $arm5 using 1:4 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:4 with points pt 7 ps 1.5 title 's3fifo', $arm7 using 1:4 with points pt 7 ps 1.5 title 'car', $arm8 using 1:4 with points pt 7 ps 1.5 title 'clockpro', $arm9 using 1:4 with points pt 7 ps 1.5 title 'lru', $arm10 using 1:4 with points pt 7 ps 1.5 title 'arc', $arm11 using 1:4 with points pt 7 ps 1.5 title 'lru2', $arm12 using 1:4 with points pt 7 ps 1.5 title 'wtinylfu', $arm13 using 1:4 with points pt 7 ps 1.5 title 'lirs'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'clocksweep', $arm2 using 1:5 with points pt 7 ps 1.5 title 'hotcool', $arm3 using 1:5 with points pt 7 ps 1.5 title 'secondchance', $arm4 using 1:5 with points pt 7 ps 1.5 title 'sieve', $arm5 using 1:5 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:5 with points pt 7 ps 1.5 title 's3fifo', $arm7 using 1:5 with points pt 7 ps 1.5 title 'car', $arm8 using 1:5 with points pt 7 ps 1.5 title 'clockpro', $arm9 using 1:5 with points pt 7 ps 1.5 title 'lru', $arm10 using 1:5 with points pt 7 ps 1.5 title 'arc', $arm11 using 1:5 with points pt 7 ps 1.5 title 'lru2', $arm12 using 1:5 with points pt 7 ps 1.5 title 'wtinylfu', $arm13 using 1:5 with points pt 7 ps 1.5 title 'lirs'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'clocksweep', $arm2 using 1:6 with points pt 7 ps 1.5 title 'hotcool', $arm3 using 1:6 with points pt 7 ps 1.5 title 'secondchance', $arm4 using 1:6 with points pt 7 ps 1.5 title 'sieve', $arm5 using 1:6 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:6 with points pt 7 ps 1.5 title 's3fifo', $arm7 using 1:6 with points pt 7 ps 1.5 title 'car', $arm8 using 1:6 with points pt 7 ps 1.5 title 'clockpro', $arm9 using 1:6 with points pt 7 ps 1.5 title 'lru', $arm10 using 1:6 with points pt 7 ps 1.5 title 'arc', $arm11 using 1:6 with points pt 7 ps 1.5 title 'lru2', $arm12 using 1:6 with points pt 7 ps 1.5 title 'wtinylfu', $arm13 using 1:6 with points pt 7 ps 1.5 title 'lirs'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'clocksweep', $arm2 using 1:7 with points pt 7 ps 1.5 title 'hotcool', $arm3 using 1:7 with points pt 7 ps 1.5 title 'secondchance', $arm4 using 1:7 with points pt 7 ps 1.5 title 'sieve', $arm5 using 1:7 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:7 with points pt 7 ps 1.5 title 's3fifo', $arm7 using 1:7 with points pt 7 ps 1.5 title 'car', $arm8 using 1:7 with points pt 7 ps 1.5 title 'clockpro', $arm9 using 1:7 with points pt 7 ps 1.5 title 'lru', $arm10 using 1:7 with points pt 7 ps 1.5 title 'arc', $arm11 using 1:7 with points pt 7 ps 1.5 title 'lru2', $arm12 using 1:7 with points pt 7 ps 1.5 title 'wtinylfu', $arm13 using 1:7 with points pt 7 ps 1.5 title 'lirs'
set title 'allocations per transaction'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'clocksweep', $arm2 using 1:8 with points pt 7 ps 1.5 title 'hotcool', $arm3 using 1:8 with points pt 7 ps 1.5 title 'secondchance', $arm4 using 1:8 with points pt 7 ps 1.5 title 'sieve', $arm5 using 1:8 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:8 with points pt 7 ps 1.5 title 's3fifo', $arm7 using 1:8 with points pt 7 ps 1.5 title 'car', $arm8 using 1:8 with points pt 7 ps 1.5 title 'clockpro', $arm9 using 1:8 with points pt 7 ps 1.5 title 'lru', $arm10 using 1:8 with points pt 7 ps 1.5 title 'arc', $arm11 using 1:8 with points pt 7 ps 1.5 title 'lru2', $arm12 using 1:8 with points pt 7 ps 1.5 title 'wtinylfu', $arm13 using 1:8 with points pt 7 ps 1.5 title 'lirs'
set title 'sweep ticks per allocation'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'clocksweep', $arm2 using 1:9 with points pt 7 ps 1.5 title 'hotcool', $arm3 using 1:9 with points pt 7 ps 1.5 title 'secondchance', $arm4 using 1:9 with points pt 7 ps 1.5 title 'sieve', $arm5 using 1:9 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:9 with points pt 7 ps 1.5 title 's3fifo', $arm7 using 1:9 with points pt 7 ps 1.5 title 'car', $arm8 using 1:9 with points pt 7 ps 1.5 title 'clockpro', $arm9 using 1:9 with points pt 7 ps 1.5 title 'lru', $arm10 using 1:9 with points pt 7 ps 1.5 title 'arc', $arm11 using 1:9 with points pt 7 ps 1.5 title 'lru2', $arm12 using 1:9 with points pt 7 ps 1.5 title 'wtinylfu', $arm13 using 1:9 with points pt 7 ps 1.5 title 'lirs'
set title 'policy header visits per allocation (framework)'
plot $arm1 using 1:10 with points pt 7 ps 1.5 title 'clocksweep', $arm2 using 1:10 with points pt 7 ps 1.5 title 'hotcool', $arm3 using 1:10 with points pt 7 ps 1.5 title 'secondchance', $arm4 using 1:10 with points pt 7 ps 1.5 title 'sieve', $arm5 using 1:10 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:10 with points pt 7 ps 1.5 title 's3fifo', $arm7 using 1:10 with points pt 7 ps 1.5 title 'car', $arm8 using 1:10 with points pt 7 ps 1.5 title 'clockpro', $arm9 using 1:10 with points pt 7 ps 1.5 title 'lru', $arm10 using 1:10 with points pt 7 ps 1.5 title 'arc', $arm11 using 1:10 with points pt 7 ps 1.5 title 'lru2', $arm12 using 1:10 with points pt 7 ps 1.5 title 'wtinylfu', $arm13 using 1:10 with points pt 7 ps 1.5 title 'lirs'
set title 'dirty victims'
plot $arm1 using 1:11 with points pt 7 ps 1.5 title 'clocksweep', $arm2 using 1:11 with points pt 7 ps 1.5 title 'hotcool', $arm3 using 1:11 with points pt 7 ps 1.5 title 'secondchance', $arm4 using 1:11 with points pt 7 ps 1.5 title 'sieve', $arm5 using 1:11 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:11 with points pt 7 ps 1.5 title 's3fifo', $arm7 using 1:11 with points pt 7 ps 1.5 title 'car', $arm8 using 1:11 with points pt 7 ps 1.5 title 'clockpro', $arm9 using 1:11 with points pt 7 ps 1.5 title 'lru', $arm10 using 1:11 with points pt 7 ps 1.5 title 'arc', $arm11 using 1:11 with points pt 7 ps 1.5 title 'lru2', $arm12 using 1:11 with points pt 7 ps 1.5 title 'wtinylfu', $arm13 using 1:11 with points pt 7 ps 1.5 title 'lirs'
set title 'evictions (pg_stat_io, every context)'
plot $arm1 using 1:12 with points pt 7 ps 1.5 title 'clocksweep', $arm2 using 1:12 with points pt 7 ps 1.5 title 'hotcool', $arm3 using 1:12 with points pt 7 ps 1.5 title 'secondchance', $arm4 using 1:12 with points pt 7 ps 1.5 title 'sieve', $arm5 using 1:12 with points pt 7 ps 1.5 title 'twoq', $arm6 using 1:12 with points pt 7 ps 1.5 title 's3fifo', $arm7 using 1:12 with points pt 7 ps 1.5 title 'car', $arm8 using 1:12 with points pt 7 ps 1.5 title 'clockpro', $arm9 using 1:12 with points pt 7 ps 1.5 title 'lru', $arm10 using 1:12 with points pt 7 ps 1.5 title 'arc', $arm11 using 1:12 with points pt 7 ps 1.5 title 'lru2', $arm12 using 1:12 with points pt 7 ps 1.5 title 'wtinylfu', $arm13 using 1:12 with points pt 7 ps 1.5 title 'lirs'
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
1-clocksweep 41.9984 0.0020 57.9650 0.0345
2-hotcool 40.9310 0.0167 58.9954 0.0569
3-lirs 35.2658 0.0013 64.7099 0.0230
4-secondchance 42.2555 0.0170 57.6697 0.0578
5-wtinylfu 37.5299 0.0217 62.3730 0.0754
6-sieve 37.2243 0.0013 62.7498 0.0246
7-lru2 37.4442 0.0014 62.5102 0.0443
8-twoq 37.7243 0.0202 62.1854 0.0701
9-arc 37.2737 0.0018 62.6861 0.0384
10-s3fifo 38.3804 0.0019 61.5760 0.0417
11-lru 41.3985 0.0203 58.5081 0.0730
12-car 34.5186 0.0014 65.4485 0.0315
13-clockpro 36.5281 0.0012 63.4450 0.0257
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
set xtics ('clocksweep' 1, 'hotcool' 2, 'secondchance' 3, 'sieve' 4, 'twoq' 5, 's3fifo' 6, 'car' 7, 'clockpro' 8, 'lru' 9, 'arc' 10, 'lru2' 11, 'wtinylfu' 12, 'lirs' 13) rotate by -30
$strip_index_leaf_resident << EOD
1.0 29526.0
2.0 30187.0
3.0 29166.0
4.0 33026.0
5.0 32260.0
6.0 33240.0
7.0 34021.0
8.0 33807.0
9.0 29541.0
10.0 33743.0
11.0 34290.0
12.0 32735.0
13.0 33992.0
EOD
unset object
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
1.0 42.0268
2.0 40.9946
3.0 42.3201
4.0 37.245
5.0 37.8012
6.0 38.4107
7.0 34.5415
8.0 36.5477
9.0 41.4756
10.0 37.303
11.0 37.4774
12.0 37.6125
13.0 35.2862
EOD
unset object
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
1.0 97.1934
2.0 97.2707
3.0 96.937
4.0 97.6311
5.0 97.4907
6.0 97.7094
7.0 97.6901
8.0 97.651
9.0 97.1383
10.0 97.7638
11.0 97.7947
12.0 97.5741
13.0 97.6839
EOD
unset object
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
1.0 5373.983658
2.0 9955.449213
3.0 9016.721928
4.0 9375.715939
5.0 8680.182942
6.0 6579.547217
7.0 8586.675933
8.0 9932.888395
9.0 7920.465402
10.0 6861.25947
11.0 9142.316745
12.0 8230.261115
13.0 9628.956843
EOD
unset object
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
1.0 0.371
2.0 0.199
3.0 0.219
4.0 0.21
5.0 0.227
6.0 0.3
7.0 0.23
8.0 0.199
9.0 0.249
10.0 0.288
11.0 0.216
12.0 0.24
13.0 0.205
EOD
unset object
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
1.0 0.6114
2.0 0.6006
3.0 0.6533
4.0 0.5497
5.0 0.5696
6.0 0.5354
7.0 0.5418
8.0 0.5482
9.0 0.6227
10.0 0.5317
11.0 0.5274
12.0 0.5591
13.0 0.5428
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
set xtics ('hotcool vs clocksweep' 1, 'secondchance vs clocksweep' 2, 'sieve vs clocksweep' 3, 'twoq vs clocksweep' 4, 's3fifo vs clocksweep' 5, 'car vs clocksweep' 6, 'clockpro vs clocksweep' 7, 'lru vs clocksweep' 8, 'arc vs clocksweep' 9, 'lru2 vs clocksweep' 10, 'wtinylfu vs clocksweep' 11, 'lirs vs clocksweep' 12) rotate by -30
$delta_index_leaf_resident << EOD
1 2.2387048702838177 2.2387048702838177 2.2387048702838177 NaN
2 -1.219264377159114 -1.219264377159114 -1.219264377159114 NaN
3 11.853959222380276 11.853959222380276 11.853959222380276 NaN
4 9.25963557542505 9.25963557542505 9.25963557542505 NaN
5 12.578744157691526 12.578744157691526 12.578744157691526 NaN
6 15.223870487028382 15.223870487028382 15.223870487028382 NaN
7 14.499085551717132 14.499085551717132 14.499085551717132 NaN
8 0.05080268238162975 0.05080268238162975 0.05080268238162975 NaN
9 14.282327440222177 14.282327440222177 14.282327440222177 NaN
10 16.13493192440561 16.13493192440561 16.13493192440561 NaN
11 10.868387184176658 10.868387184176658 10.868387184176658 NaN
12 15.12565196775723 15.12565196775723 15.12565196775723 NaN
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 -1.0322000000000031 -1.0322000000000031 -1.0322000000000031 NaN
2 0.293299999999995 0.293299999999995 0.293299999999995 NaN
3 -4.781800000000004 -4.781800000000004 -4.781800000000004 NaN
4 -4.2256 -4.2256 -4.2256 NaN
5 -3.616100000000003 -3.616100000000003 -3.616100000000003 NaN
6 -7.485300000000002 -7.485300000000002 -7.485300000000002 NaN
7 -5.4791000000000025 -5.4791000000000025 -5.4791000000000025 NaN
8 -0.5512000000000015 -0.5512000000000015 -0.5512000000000015 NaN
9 -4.723800000000004 -4.723800000000004 -4.723800000000004 NaN
10 -4.549399999999999 -4.549399999999999 -4.549399999999999 NaN
11 -4.414300000000004 -4.414300000000004 -4.414300000000004 NaN
12 -6.740600000000001 -6.740600000000001 -6.740600000000001 NaN
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 0.07730000000000814 0.07730000000000814 0.07730000000000814 NaN
2 -0.2563999999999993 -0.2563999999999993 -0.2563999999999993 NaN
3 0.43770000000000664 0.43770000000000664 0.43770000000000664 NaN
4 0.297300000000007 0.297300000000007 0.297300000000007 NaN
5 0.5160000000000053 0.5160000000000053 0.5160000000000053 NaN
6 0.49670000000000414 0.49670000000000414 0.49670000000000414 NaN
7 0.45759999999999934 0.45759999999999934 0.45759999999999934 NaN
8 -0.05509999999999593 -0.05509999999999593 -0.05509999999999593 NaN
9 0.5704000000000065 0.5704000000000065 0.5704000000000065 NaN
10 0.601300000000009 0.601300000000009 0.601300000000009 NaN
11 0.3807000000000045 0.3807000000000045 0.3807000000000045 NaN
12 0.49049999999999727 0.49049999999999727 0.49049999999999727 NaN
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 85.25268863033821 85.25268863033821 85.25268863033821 NaN
2 67.78469198686946 67.78469198686946 67.78469198686946 NaN
3 74.46491347331893 74.46491347331893 74.46491347331893 NaN
4 61.52231741676798 61.52231741676798 61.52231741676798 NaN
5 22.433331318477936 22.433331318477936 22.433331318477936 NaN
6 59.78232312294836 59.78232312294836 59.78232312294836 NaN
7 84.83287309989062 84.83287309989062 84.83287309989062 NaN
8 47.38536449044035 47.38536449044035 47.38536449044035 NaN
9 27.675480735524033 27.675480735524033 27.675480735524033 NaN
10 70.12178165801188 70.12178165801188 70.12178165801188 NaN
11 53.15009569759282 53.15009569759282 53.15009569759282 NaN
12 79.17726319591276 79.17726319591276 79.17726319591276 NaN
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 -46.36118598382749 -46.36118598382749 -46.36118598382749 NaN
2 -40.97035040431267 -40.97035040431267 -40.97035040431267 NaN
3 -43.39622641509435 -43.39622641509435 -43.39622641509435 NaN
4 -38.81401617250673 -38.81401617250673 -38.81401617250673 NaN
5 -19.13746630727763 -19.13746630727763 -19.13746630727763 NaN
6 -38.00539083557951 -38.00539083557951 -38.00539083557951 NaN
7 -46.36118598382749 -46.36118598382749 -46.36118598382749 NaN
8 -32.884097035040426 -32.884097035040426 -32.884097035040426 NaN
9 -22.37196765498653 -22.37196765498653 -22.37196765498653 NaN
10 -41.77897574123989 -41.77897574123989 -41.77897574123989 NaN
11 -35.309973045822105 -35.309973045822105 -35.309973045822105 NaN
12 -44.74393530997305 -44.74393530997305 -44.74393530997305 NaN
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 -1.7664376840039304 -1.7664376840039304 -1.7664376840039304 NaN
2 6.85312397775596 6.85312397775596 6.85312397775596 NaN
3 -10.091593065096513 -10.091593065096513 -10.091593065096513 NaN
4 -6.836768073274461 -6.836768073274461 -6.836768073274461 NaN
5 -12.43048740595356 -12.43048740595356 -12.43048740595356 NaN
6 -11.383709519136424 -11.383709519136424 -11.383709519136424 NaN
7 -10.336931632319272 -10.336931632319272 -10.336931632319272 NaN
8 1.8482172064115105 1.8482172064115105 1.8482172064115105 NaN
9 -13.035655871769725 -13.035655871769725 -13.035655871769725 NaN
10 -13.738959764474986 -13.738959764474986 -13.738959764474986 NaN
11 -8.554138043833825 -8.554138043833825 -8.554138043833825 NaN
12 -11.220150474321246 -11.220150474321246 -11.220150474321246 NaN
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
