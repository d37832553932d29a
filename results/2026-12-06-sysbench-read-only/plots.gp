set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 7915 41 13.8110 97.2755 1115.63 1.79 10.3026 3.2084718041515146 NaN 0
9 7905 41 13.7826 97.2689 1040.14 1.92 10.3336 3.203063084851078 NaN 0
17 7861 41 13.8136 97.2691 1246.95 1.6 10.3286 3.2032069161624928 NaN 0
EOD
$arm2 << EOD
2 7947 41 13.9015 97.2447 1050.81 1.9 10.339 3.1995011493353642 NaN 0
7 7853 41 13.8331 97.2756 1134.35 1.76 10.2925 3.207301014279566 NaN 0
15 7923 41 13.8496 97.2640 1340.79 1.49 10.3145 3.2051405805432336 NaN 0
EOD
$arm3 << EOD
4 9818 54 6.4868 98.9110 1148.74 1.74 8.7091 0.0 1.0841481363021896 12
8 9816 54 6.5166 98.9040 1049.85 1.9 8.7402 0.0 1.0923067284460097 12
13 9794 54 6.5021 98.9116 1263.59 1.58 8.7153 0.0 1.076400270588075 13
EOD
$arm4 << EOD
6 9490 41 7.5425 98.6997 1098.55 1.82 8.9862 0.0 1.9938640985188243 12
10 9478 41 7.5081 98.7079 1215.51 1.64 8.9867 0.0 1.9926011364910667 13
14 9447 41 7.5097 98.7075 1275.44 1.57 8.9721 0.0 1.9882580134961847 14
EOD
$arm5 << EOD
5 9020 41 9.7869 98.2541 1181.79 1.69 9.3249 0.0 1.6668557052993578 13
12 9011 41 9.7269 98.2679 1221.2 1.64 9.3145 0.0 1.663729337980319 14
16 8977 41 9.7876 98.2531 1239.76 1.61 9.3271 0.0 1.6632480110688344 15
EOD
$arm6 << EOD
3 8686 41 11.1595 97.9498 848.55 2.35 9.5804 0.0 1.0029026058882313 13
11 8641 41 11.1117 97.9582 1251.59 1.6 9.6032 0.0 1.002327390410902 12
18 8671 41 11.1654 97.9504 1188.22 1.68 9.59 0.0 1.0026412718469817 14
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:2 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:2 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:2 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:2 with points pt 7 ps 1.5 title 'car', $arm6 using 1:2 with points pt 7 ps 1.5 title 'arc'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:3 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:3 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:3 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:3 with points pt 7 ps 1.5 title 'car', $arm6 using 1:3 with points pt 7 ps 1.5 title 'arc'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:4 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:4 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:4 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:4 with points pt 7 ps 1.5 title 'car', $arm6 using 1:4 with points pt 7 ps 1.5 title 'arc'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:5 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:5 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:5 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:5 with points pt 7 ps 1.5 title 'car', $arm6 using 1:5 with points pt 7 ps 1.5 title 'arc'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:6 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:6 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:6 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:6 with points pt 7 ps 1.5 title 'car', $arm6 using 1:6 with points pt 7 ps 1.5 title 'arc'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:7 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:7 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:7 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:7 with points pt 7 ps 1.5 title 'car', $arm6 using 1:7 with points pt 7 ps 1.5 title 'arc'
set title 'allocations per transaction'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:8 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:8 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:8 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:8 with points pt 7 ps 1.5 title 'car', $arm6 using 1:8 with points pt 7 ps 1.5 title 'arc'
set title 'sweep ticks per allocation'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:9 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:9 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:9 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:9 with points pt 7 ps 1.5 title 'car', $arm6 using 1:9 with points pt 7 ps 1.5 title 'arc'
set title 'policy header visits per allocation (framework)'
plot $arm1 using 1:10 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:10 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:10 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:10 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:10 with points pt 7 ps 1.5 title 'car', $arm6 using 1:10 with points pt 7 ps 1.5 title 'arc'
set title 'dirty victims'
plot $arm1 using 1:11 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:11 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:11 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:11 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:11 with points pt 7 ps 1.5 title 'car', $arm6 using 1:11 with points pt 7 ps 1.5 title 'arc'
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
1-stock 13.7988 0.0028 86.1881 0.0102
2-stock-again 13.8886 0.0030 86.0976 0.0108
3-arc 11.1417 0.0040 88.8389 0.0154
4-sieve 6.4836 0.0000 93.5117 0.0047
5-car 9.7740 0.0029 90.2112 0.0118
6-s3fifo 7.5283 0.0033 92.4558 0.0127
7-stock-again 13.8211 0.0028 86.1654 0.0107
8-sieve 6.5131 0.0000 93.4815 0.0054
9-stock 13.7696 0.0030 86.2155 0.0119
10-s3fifo 7.4953 0.0030 92.4898 0.0119
11-arc 11.1000 0.0027 88.8864 0.0108
12-car 9.7146 0.0029 90.2709 0.0116
13-sieve 6.4992 0.0000 93.4956 0.0052
14-s3fifo 7.4975 0.0028 92.4881 0.0116
15-stock-again 13.8395 0.0023 86.1488 0.0094
16-car 9.7751 0.0028 90.2098 0.0123
17-stock 13.8028 0.0025 86.1844 0.0103
18-arc 11.1531 0.0029 88.8322 0.0118
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
set xtics ('stock' 1, 'stock-again' 2, 'sieve' 3, 's3fifo' 4, 'car' 5, 'arc' 6) rotate by -30
$strip_index_leaf_resident << EOD
0.94 7915.0
1.0 7905.0
1.06 7861.0
1.94 7947.0
2.0 7853.0
2.06 7923.0
2.94 9818.0
3.0 9816.0
3.06 9794.0
3.94 9490.0
4.0 9478.0
4.06 9447.0
4.94 9020.0
5.0 9011.0
5.06 8977.0
5.94 8686.0
6.0 8641.0
6.06 8671.0
EOD
unset object
set object 1 rectangle from graph 0, first 7842.652970360005 to graph 1, first 7967.347029639995 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.94 13.811
1.0 13.7826
1.06 13.8136
1.94 13.9015
2.0 13.8331
2.06 13.8496
2.94 6.4868
3.0 6.5166
3.06 6.5021
3.94 7.5425
4.0 7.5081
4.06 7.5097
4.94 9.7869
5.0 9.7269
5.06 9.7876
5.94 11.1595
6.0 11.1117
6.06 11.1654
EOD
unset object
set object 1 rectangle from graph 0, first 13.7724 to graph 1, first 13.8496 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.94 97.2755
1.0 97.2689
1.06 97.2691
1.94 97.2447
2.0 97.2756
2.06 97.264
2.94 98.911
3.0 98.904
3.06 98.9116
3.94 98.6997
4.0 98.7079
4.06 98.7075
4.94 98.2541
5.0 98.2679
5.06 98.2531
5.94 97.9498
6.0 97.9582
6.06 97.9504
EOD
unset object
set object 1 rectangle from graph 0, first 97.2576 to graph 1, first 97.28059999999999 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.94 1115.63
1.0 1040.14
1.06 1246.95
1.94 1050.81
2.0 1134.35
2.06 1340.79
2.94 1148.74
3.0 1049.85
3.06 1263.59
3.94 1098.55
4.0 1215.51
4.06 1275.44
4.94 1181.79
5.0 1221.2
5.06 1239.76
5.94 848.55
6.0 1251.59
6.06 1188.22
EOD
unset object
set object 1 rectangle from graph 0, first 907.3909575470351 to graph 1, first 1323.869042452965 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.94 1.79
1.0 1.92
1.06 1.6
1.94 1.9
2.0 1.76
2.06 1.49
2.94 1.74
3.0 1.9
3.06 1.58
3.94 1.82
4.0 1.64
4.06 1.57
4.94 1.69
5.0 1.64
5.06 1.61
5.94 2.35
6.0 1.6
6.06 1.68
EOD
unset object
set object 1 rectangle from graph 0, first 1.4543750000000002 to graph 1, first 2.125625 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.94 10.3026
1.0 10.3336
1.06 10.3286
1.94 10.339
2.0 10.2925
2.06 10.3145
2.94 8.7091
3.0 8.7402
3.06 8.7153
3.94 8.9862
4.0 8.9867
4.06 8.9721
4.94 9.3249
5.0 9.3145
5.06 9.3271
5.94 9.5804
6.0 9.6032
6.06 9.59
EOD
unset object
set object 1 rectangle from graph 0, first 10.29752176732087 to graph 1, first 10.35967823267913 behind fillcolor rgb "#dddddd" fillstyle solid noborder
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
set xtics ('stock-again vs stock' 1, 'sieve vs stock' 2, 's3fifo vs stock' 3, 'car vs stock' 4, 'arc vs stock' 5) rotate by -30
$delta_index_leaf_resident << EOD
1 0.22770398481973433 0.22770398481973433 0.22770398481973433 0.7887037272611627
2 24.174573055028464 24.174573055028464 24.174573055028464 0.7887037272611627
3 19.898798228969007 19.898798228969007 19.898798228969007 0.7887037272611627
4 13.991144845034787 13.991144845034787 13.991144845034787 0.7887037272611627
5 9.690069576217583 9.690069576217583 9.690069576217583 0.7887037272611627
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 0.038600000000000634 0.038600000000000634 0.038600000000000634 0.038600000000000634
2 -7.3088999999999995 -7.3088999999999995 -7.3088999999999995 0.038600000000000634
3 -6.3013 -6.3013 -6.3013 0.038600000000000634
4 -4.024100000000001 -4.024100000000001 -4.024100000000001 0.038600000000000634
5 -2.6515000000000004 -2.6515000000000004 -2.6515000000000004 0.038600000000000634
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 -0.005099999999998772 -0.005099999999998772 -0.005099999999998772 0.011499999999998067
2 1.6419000000000068 1.6419000000000068 1.6419000000000068 0.011499999999998067
3 1.4384000000000015 1.4384000000000015 1.4384000000000015 0.011499999999998067
4 0.9849999999999994 0.9849999999999994 0.9849999999999994 0.011499999999998067
5 0.6813000000000073 0.6813000000000073 0.6813000000000073 0.011499999999998067
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 1.6779756729381423 1.6779756729381423 1.6779756729381423 18.665600822222867
2 2.967829836056748 2.967829836056748 2.967829836056748 18.665600822222867
3 8.95278900710808 8.95278900710808 8.95278900710808 18.665600822222867
4 9.462814732482984 9.462814732482984 9.462814732482984 18.665600822222867
5 6.506637505266075 6.506637505266075 6.506637505266075 18.665600822222867
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 -1.6759776536312865 -1.6759776536312865 -1.6759776536312865 18.74999999999999
2 -2.7932960893854775 -2.7932960893854775 -2.7932960893854775 18.74999999999999
3 -8.379888268156432 -8.379888268156432 -8.379888268156432 18.74999999999999
4 -8.379888268156432 -8.379888268156432 -8.379888268156432 18.74999999999999
5 -6.14525139664805 -6.14525139664805 -6.14525139664805 18.74999999999999
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 -0.13651414518907803 -0.13651414518907803 -0.13651414518907803 0.3008949197290061
2 -15.619735491741386 -15.619735491741386 -15.619735491741386 0.3008949197290061
3 -12.99692117034254 -12.99692117034254 -12.99692117034254 0.3008949197290061
4 -9.71767712952385 -9.71767712952385 -9.71767712952385 0.3008949197290061
5 -7.151017562883642 -7.151017562883642 -7.151017562883642 0.3008949197290061
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
