set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29835 310 40.8491 97.2318 6708.32036 0.295 0.6046 3.034820224349485 NaN 0
EOD
$arm2 << EOD
2 30189 310 40.8006 97.2773 5884.462758 0.339 0.6005 1.749381993848244 NaN 2
EOD
$arm3 << EOD
4 28976 299 42.9873 96.9208 6370.935664 0.312 0.6573 2.969387104994903 NaN 0
EOD
$arm4 << EOD
6 32244 310 37.4598 97.5296 6992.708939 0.283 0.5636 0.0 1.1946282600233553 1
EOD
$arm5 << EOD
8 32315 299 37.8129 97.5325 7933.413821 0.25 0.5631 0.0 1.4882967607105537 15
EOD
$arm6 << EOD
10 33271 299 38.0563 97.7491 8795.69058 0.224 0.531 0.0 1.6688511950655358 12
EOD
$arm7 << EOD
12 34018 304 37.8418 97.8036 8983.673124 0.22 0.5257 0.0 1.6290511629220623 13
EOD
$arm8 << EOD
13 34118 310 36.4376 97.6993 9595.081439 0.206 0.5412 0.0 1.6486653135678133 2
EOD
$arm9 << EOD
11 29527 299 41.4129 97.1392 8481.872545 0.233 0.6225 0.0 1.0022990248092567 15
EOD
$arm10 << EOD
9 33533 310 38.7826 97.7420 9468.262374 0.208 0.5337 0.0 1.0016232909254077 2
EOD
$arm11 << EOD
7 33461 310 33.1326 97.5652 4382.772394 0.455 0.5587 0.0 1.0047123556330355 2
EOD
$arm12 << EOD
5 32084 299 38.4435 97.5548 5422.087036 0.367 0.562 0.0 1.0029987961037539 15
EOD
$arm13 << EOD
3 32763 310 35.3576 97.4649 6584.337776 0.301 0.5727 0.0 1.0035010786151288 2
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
1-clocksweep 40.8294 0.0000 59.1492 0.0214
2-hotcool 40.7742 0.0000 59.1938 0.0321
3-lirs 35.3328 0.0000 64.6354 0.0318
4-secondchance 42.9029 0.0207 57.0015 0.0749
5-wtinylfu 38.3275 0.0285 61.5368 0.1073
6-sieve 37.4361 0.0000 62.5334 0.0305
7-lru2 33.0945 0.0000 66.8565 0.0490
8-twoq 37.7338 0.0194 62.1736 0.0732
9-arc 38.7641 0.0000 61.2108 0.0251
10-s3fifo 37.9807 0.0186 61.9322 0.0685
11-lru 41.3459 0.0164 58.5733 0.0644
12-car 37.7754 0.0099 62.1441 0.0706
13-clockpro 36.4196 0.0000 63.5547 0.0257
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
1.0 29835.0
2.0 30189.0
3.0 28976.0
4.0 32244.0
5.0 32315.0
6.0 33271.0
7.0 34018.0
8.0 34118.0
9.0 29527.0
10.0 33533.0
11.0 33461.0
12.0 32084.0
13.0 32763.0
EOD
unset object
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
1.0 40.8491
2.0 40.8006
3.0 42.9873
4.0 37.4598
5.0 37.8129
6.0 38.0563
7.0 37.8418
8.0 36.4376
9.0 41.4129
10.0 38.7826
11.0 33.1326
12.0 38.4435
13.0 35.3576
EOD
unset object
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
1.0 97.2318
2.0 97.2773
3.0 96.9208
4.0 97.5296
5.0 97.5325
6.0 97.7491
7.0 97.8036
8.0 97.6993
9.0 97.1392
10.0 97.742
11.0 97.5652
12.0 97.5548
13.0 97.4649
EOD
unset object
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
1.0 6708.32036
2.0 5884.462758
3.0 6370.935664
4.0 6992.708939
5.0 7933.413821
6.0 8795.69058
7.0 8983.673124
8.0 9595.081439
9.0 8481.872545
10.0 9468.262374
11.0 4382.772394
12.0 5422.087036
13.0 6584.337776
EOD
unset object
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
1.0 0.295
2.0 0.339
3.0 0.312
4.0 0.283
5.0 0.25
6.0 0.224
7.0 0.22
8.0 0.206
9.0 0.233
10.0 0.208
11.0 0.455
12.0 0.367
13.0 0.301
EOD
unset object
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
1.0 0.6046
2.0 0.6005
3.0 0.6573
4.0 0.5636
5.0 0.5631
6.0 0.531
7.0 0.5257
8.0 0.5412
9.0 0.6225
10.0 0.5337
11.0 0.5587
12.0 0.562
13.0 0.5727
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
1 1.1865258924082454 1.1865258924082454 1.1865258924082454 NaN
2 -2.8791687615217025 -2.8791687615217025 -2.8791687615217025 NaN
3 8.074409250879839 8.074409250879839 8.074409250879839 NaN
4 8.312384782973018 8.312384782973018 8.312384782973018 NaN
5 11.51667504608681 11.51667504608681 11.51667504608681 NaN
6 14.020445785151667 14.020445785151667 14.020445785151667 NaN
7 14.355622590916708 14.355622590916708 14.355622590916708 NaN
8 -1.0323445617563265 -1.0323445617563265 -1.0323445617563265 NaN
9 12.394838277191218 12.394838277191218 12.394838277191218 NaN
10 12.153510977040389 12.153510977040389 12.153510977040389 NaN
11 7.538126361655773 7.538126361655773 7.538126361655773 NaN
12 9.813976872800403 9.813976872800403 9.813976872800403 NaN
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 -0.0484999999999971 -0.0484999999999971 -0.0484999999999971 NaN
2 2.1381999999999977 2.1381999999999977 2.1381999999999977 NaN
3 -3.3892999999999986 -3.3892999999999986 -3.3892999999999986 NaN
4 -3.036200000000001 -3.036200000000001 -3.036200000000001 NaN
5 -2.7927999999999997 -2.7927999999999997 -2.7927999999999997 NaN
6 -3.0073000000000008 -3.0073000000000008 -3.0073000000000008 NaN
7 -4.411499999999997 -4.411499999999997 -4.411499999999997 NaN
8 0.5638000000000005 0.5638000000000005 0.5638000000000005 NaN
9 -2.066499999999998 -2.066499999999998 -2.066499999999998 NaN
10 -7.7165000000000035 -7.7165000000000035 -7.7165000000000035 NaN
11 -2.4055999999999997 -2.4055999999999997 -2.4055999999999997 NaN
12 -5.491500000000002 -5.491500000000002 -5.491500000000002 NaN
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 0.04549999999998988 0.04549999999998988 0.04549999999998988 NaN
2 -0.31100000000000705 -0.31100000000000705 -0.31100000000000705 NaN
3 0.2977999999999952 0.2977999999999952 0.2977999999999952 NaN
4 0.300699999999992 0.300699999999992 0.300699999999992 NaN
5 0.5172999999999917 0.5172999999999917 0.5172999999999917 NaN
6 0.5717999999999961 0.5717999999999961 0.5717999999999961 NaN
7 0.4674999999999869 0.4674999999999869 0.4674999999999869 NaN
8 -0.09260000000000446 -0.09260000000000446 -0.09260000000000446 NaN
9 0.5101999999999975 0.5101999999999975 0.5101999999999975 NaN
10 0.3333999999999975 0.3333999999999975 0.3333999999999975 NaN
11 0.3229999999999933 0.3229999999999933 0.3229999999999933 NaN
12 0.2330999999999932 0.2330999999999932 0.2330999999999932 NaN
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 -12.281130861198168 -12.281130861198168 -12.281130861198168 NaN
2 -5.029346809549211 -5.029346809549211 -5.029346809549211 NaN
3 4.23934105317535 4.23934105317535 4.23934105317535 NaN
4 18.262298090367295 18.262298090367295 18.262298090367295 NaN
5 31.116137989569726 31.116137989569726 31.116137989569726 NaN
6 33.91836766722335 33.91836766722335 33.91836766722335 NaN
7 43.03254651064399 43.03254651064399 43.03254651064399 NaN
8 26.438096122767764 26.438096122767764 26.438096122767764 NaN
9 41.1420723204698 41.1420723204698 41.1420723204698 NaN
10 -34.666620572664485 -34.666620572664485 -34.666620572664485 NaN
11 -19.17370153741435 -19.17370153741435 -19.17370153741435 NaN
12 -1.8481911618186257 -1.8481911618186257 -1.8481911618186257 NaN
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 14.91525423728815 14.91525423728815 14.91525423728815 NaN
2 5.762711864406785 5.762711864406785 5.762711864406785 NaN
3 -4.067796610169496 -4.067796610169496 -4.067796610169496 NaN
4 -15.254237288135588 -15.254237288135588 -15.254237288135588 NaN
5 -24.067796610169484 -24.067796610169484 -24.067796610169484 NaN
6 -25.42372881355932 -25.42372881355932 -25.42372881355932 NaN
7 -30.16949152542373 -30.16949152542373 -30.16949152542373 NaN
8 -21.016949152542367 -21.016949152542367 -21.016949152542367 NaN
9 -29.491525423728813 -29.491525423728813 -29.491525423728813 NaN
10 54.23728813559323 54.23728813559323 54.23728813559323 NaN
11 24.406779661016955 24.406779661016955 24.406779661016955 NaN
12 2.033898305084748 2.033898305084748 2.033898305084748 NaN
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 -0.6781343036718479 -0.6781343036718479 -0.6781343036718479 NaN
2 8.716506781343032 8.716506781343032 8.716506781343032 NaN
3 -6.781343036718496 -6.781343036718496 -6.781343036718496 NaN
4 -6.864042342044324 -6.864042342044324 -6.864042342044324 NaN
5 -12.17333774396295 -12.17333774396295 -12.17333774396295 NaN
6 -13.049950380416817 -13.049950380416817 -13.049950380416817 NaN
7 -10.486271915315914 -10.486271915315914 -10.486271915315914 NaN
8 2.960635130664907 2.960635130664907 2.960635130664907 NaN
9 -11.726761495203451 -11.726761495203451 -11.726761495203451 NaN
10 -7.591796228911686 -7.591796228911686 -7.591796228911686 NaN
11 -7.045980813761159 -7.045980813761159 -7.045980813761159 NaN
12 -5.276215679788296 -5.276215679788296 -5.276215679788296 NaN
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
