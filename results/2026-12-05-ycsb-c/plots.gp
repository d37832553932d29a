set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 5746 44 0.0521 99.9977 13256.944957 0.15 0.5218 2.9469614179325916 NaN 51552
9 5747 44 0.0441 99.9981 15777.311985 0.126 0.5214 2.954832428156329 NaN 0
17 5748 44 0.0427 99.9980 16740.749221 0.119 0.5221 2.940545046709695 NaN 0
EOD
$arm2 << EOD
2 5747 44 0.0491 99.9975 14930.32275 0.133 0.5219 2.9399097522200632 NaN 29588
7 5748 44 0.0436 99.9979 16431.612055 0.121 0.521 2.946370080950821 NaN 0
15 5748 44 0.0385 99.9983 17948.401375 0.111 0.5217 2.9354727462779935 NaN 0
EOD
$arm3 << EOD
4 5800 57 0.0063 99.9998 18185.880868 0.11 0.5002 0.0 1.0202975692456735 19054
8 5800 57 0.0082 99.9998 14021.45472 0.142 0.4992 0.0 1.023507995150336 2424
13 5800 57 0.0065 99.9998 17807.839576 0.112 0.4998 0.0 1.020809313573859 362
EOD
$arm4 << EOD
6 5748 44 0.0401 99.9997 14268.343131 0.139 0.4991 0.0 1.5445422046308568 7435
10 5748 44 0.0428 99.9997 13389.37805 0.149 0.4983 0.0 1.5264644963753433 1236
14 5748 44 0.0420 99.9997 13654.929411 0.146 0.4978 0.0 1.5311643734716125 202
EOD
$arm5 << EOD
5 5748 44 0.0503 99.9987 12605.92445 0.158 0.5018 0.0 1.4355716016246645 9731
12 5748 44 0.0401 99.9991 15522.431523 0.128 0.5029 0.0 1.4303639610295933 645
16 5747 44 0.0437 99.9990 14568.10915 0.137 0.5029 0.0 1.4366238567216396 116
EOD
$arm6 << EOD
3 5747 44 0.0485 99.9978 15393.619872 0.129 0.5069 0.0 1.025949897156646 31364
11 5748 44 0.0480 99.9986 13381.021169 0.149 0.5061 0.0 1.0144844511135915 813
18 5745 44 0.0500 99.9985 13126.848752 0.152 0.5077 0.0 1.0174401563263311 48
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
1-stock 0.0329 0.0047 99.9464 0.0159
2-stock-again 0.0321 0.0042 99.9496 0.0141
3-arc 0.0314 0.0042 99.9499 0.0144
4-sieve 0.0025 0.0000 99.9926 0.0050
5-car 0.0293 0.0051 99.9473 0.0182
6-s3fifo 0.0214 0.0046 99.9571 0.0169
7-stock-again 0.0281 0.0038 99.9541 0.0140
8-sieve 0.0032 0.0000 99.9903 0.0064
9-stock 0.0280 0.0040 99.9538 0.0143
10-s3fifo 0.0229 0.0049 99.9538 0.0184
11-arc 0.0285 0.0048 99.9486 0.0181
12-car 0.0231 0.0042 99.9567 0.0160
13-sieve 0.0025 0.0000 99.9918 0.0056
14-s3fifo 0.0225 0.0048 99.9543 0.0184
15-stock-again 0.0243 0.0035 99.9591 0.0131
16-car 0.0256 0.0044 99.9522 0.0178
17-stock 0.0275 0.0037 99.9542 0.0146
18-arc 0.0301 0.0049 99.9459 0.0192
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
0.94 5746.0
1.0 5747.0
1.06 5748.0
1.94 5747.0
2.0 5748.0
2.06 5748.0
2.94 5800.0
3.0 5800.0
3.06 5800.0
3.94 5748.0
4.0 5748.0
4.06 5748.0
4.94 5748.0
5.0 5748.0
5.06 5747.0
5.94 5747.0
6.0 5748.0
6.06 5745.0
EOD
unset object
set object 1 rectangle from graph 0, first 5746.0 to graph 1, first 5748.0 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.94 0.0521
1.0 0.0441
1.06 0.0427
1.94 0.0491
2.0 0.0436
2.06 0.0385
2.94 0.0063
3.0 0.0082
3.06 0.0065
3.94 0.0401
4.0 0.0428
4.06 0.042
4.94 0.0503
5.0 0.0401
5.06 0.0437
5.94 0.0485
6.0 0.048
6.06 0.05
EOD
unset object
set object 1 rectangle from graph 0, first 0.037700000000000004 to graph 1, first 0.050499999999999996 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.94 99.9977
1.0 99.9981
1.06 99.998
1.94 99.9975
2.0 99.9979
2.06 99.9983
2.94 99.9998
3.0 99.9998
3.06 99.9998
3.94 99.9997
4.0 99.9997
4.06 99.9997
4.94 99.9987
5.0 99.9991
5.06 99.999
5.94 99.9978
6.0 99.9986
6.06 99.9985
EOD
unset object
set object 1 rectangle from graph 0, first 99.9976 to graph 1, first 99.9984 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.94 13256.944957
1.0 15777.311985
1.06 16740.749221
1.94 14930.32275
2.0 16431.612055
2.06 17948.401375
2.94 18185.880868
3.0 14021.45472
3.06 17807.839576
3.94 14268.343131
4.0 13389.37805
4.06 13654.929411
4.94 12605.92445
5.0 15522.431523
5.06 14568.10915
5.94 15393.619872
6.0 13381.021169
6.06 13126.848752
EOD
unset object
set object 1 rectangle from graph 0, first 13864.18098728801 to graph 1, first 17690.442982711993 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.94 0.15
1.0 0.126
1.06 0.119
1.94 0.133
2.0 0.121
2.06 0.111
2.94 0.11
3.0 0.142
3.06 0.112
3.94 0.139
4.0 0.149
4.06 0.146
4.94 0.158
5.0 0.128
5.06 0.137
5.94 0.129
6.0 0.149
6.06 0.152
EOD
unset object
set object 1 rectangle from graph 0, first 0.11117647058823528 to graph 1, first 0.1408235294117647 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.94 0.5218
1.0 0.5214
1.06 0.5221
1.94 0.5219
2.0 0.521
2.06 0.5217
2.94 0.5002
3.0 0.4992
3.06 0.4998
3.94 0.4991
4.0 0.4983
4.06 0.4978
4.94 0.5018
5.0 0.5029
5.06 0.5029
5.94 0.5069
6.0 0.5061
6.06 0.5077
EOD
unset object
set object 1 rectangle from graph 0, first 0.5212996164173379 to graph 1, first 0.5223003835826622 behind fillcolor rgb "#dddddd" fillstyle solid noborder
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
1 0.017400382808421787 0.017400382808421787 0.017400382808421787 0.017400382808421787
2 0.9222202888463547 0.9222202888463547 0.9222202888463547 0.017400382808421787
3 0.017400382808421787 0.017400382808421787 0.017400382808421787 0.017400382808421787
4 0.017400382808421787 0.017400382808421787 0.017400382808421787 0.017400382808421787
5 0.0 0.0 0.0 0.017400382808421787
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 -0.0005000000000000004 -0.0005000000000000004 -0.0005000000000000004 0.006399999999999996
2 -0.0376 -0.0376 -0.0376 0.006399999999999996
3 -0.0020999999999999977 -0.0020999999999999977 -0.0020999999999999977 0.006399999999999996
4 -0.0003999999999999976 -0.0003999999999999976 -0.0003999999999999976 0.006399999999999996
5 0.004400000000000001 0.004400000000000001 0.004400000000000001 0.006399999999999996
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 -0.00010000000000331966 -0.00010000000000331966 -0.00010000000000331966 0.00039999999999906777
2 0.0017999999999886995 0.0017999999999886995 0.0017999999999886995 0.00039999999999906777
3 0.0016999999999995907 0.0016999999999995907 0.0016999999999995907 0.00039999999999906777
4 0.000999999999990564 0.000999999999990564 0.000999999999990564 0.00039999999999906777
5 0.0005000000000023874 0.0005000000000023874 0.0005000000000023874 0.00039999999999906777
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 4.147094705499044 4.147094705499044 4.147094705499044 12.125836134386304
2 12.869921016523513 12.869921016523513 12.869921016523513 12.125836134386304
3 -13.45211767389666 -13.45211767389666 -13.45211767389666 12.125836134386304
4 -7.664187893030373 -7.664187893030373 -7.664187893030373 12.125836134386304
5 -15.188207080383728 -15.188207080383728 -15.188207080383728 12.125836134386304
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 -3.968253968253972 -3.968253968253972 -3.968253968253972 11.764705882352953
2 -11.11111111111111 -11.11111111111111 -11.11111111111111 11.764705882352953
3 15.873015873015866 15.873015873015866 15.873015873015866 11.764705882352953
4 8.730158730158738 8.730158730158738 8.730158730158738 11.764705882352953
5 18.25396825396825 18.25396825396825 18.25396825396825 11.764705882352953
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 -0.01916443081640264 -0.01916443081640264 -0.01916443081640264 0.09589566551592942
2 -4.216174779609049 -4.216174779609049 -4.216174779609049 0.09589566551592942
3 -4.503641241855121 -4.503641241855121 -4.503641241855121 0.09589566551592942
4 -3.622077424300503 -3.622077424300503 -3.622077424300503 0.09589566551592942
5 -2.8555001916443126 -2.8555001916443126 -2.8555001916443126 0.09589566551592942
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
