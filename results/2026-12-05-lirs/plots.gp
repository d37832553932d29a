set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 7,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 22165 445 30.9237 94.5519 4824.31157 0.414 4775.274734 0.389 49.036836 2.901 1.5989 2.5741018585816633 NaN 0
9 21788 449 31.0718 94.5669 5326.680071 0.375 5273.213496 0.354 53.466575 2.473 1.5902 2.579199860097223 NaN 0
17 21696 447 31.3257 94.6276 5840.521756 0.342 5783.688998 0.324 56.832758 2.226 1.5627 2.5855672092890636 NaN 0
EOD
$arm2 << EOD
2 22356 448 31.0260 94.6102 5483.958711 0.364 5430.006581 0.344 53.95213 2.385 1.5713 2.552837009604617 NaN 0
7 22175 447 30.9543 94.5634 5247.684826 0.381 5195.011378 0.359 52.673448 2.528 1.5893 2.5799977915088315 NaN 0
15 21841 449 31.2846 94.6254 5101.827881 0.392 5052.242102 0.37 49.585779 2.603 1.5599 2.5843059393134133 NaN 0
EOD
$arm3 << EOD
4 22102 452 29.6699 95.1936 4778.413553 0.418 4730.671054 0.393 47.742498 2.878 1.4752 0.0 1.0061794306745122 12
8 22375 452 29.7075 95.1432 5083.037141 0.393 5031.982843 0.367 51.054297 2.907 1.4857 0.0 1.0051822815830094 17
13 22332 452 29.6481 95.1330 5025.4022 0.398 4974.368559 0.373 51.033641 2.803 1.4885 0.0 1.0063460709764278 13
EOD
$arm4 << EOD
6 22501 452 29.5752 95.1008 4973.568496 0.402 4922.660916 0.379 50.90758 2.57 1.4983 0.0 1.4485424686827548 14
10 22498 452 29.3445 95.1642 4880.170337 0.409 4830.23764 0.385 49.932697 2.726 1.4917 0.0 1.4940622541982256 13
14 22237 452 29.6073 95.1913 5978.102685 0.334 5918.385319 0.316 59.717366 2.154 1.4732 0.0 1.4615416088923239 17
EOD
$arm5 << EOD
5 22574 452 29.8310 95.0360 5413.258056 0.369 5358.877399 0.349 54.380657 2.303 1.5051 0.0 1.003570726432714 15
12 22423 452 29.7524 95.0938 5367.359845 0.372 5314.045548 0.353 53.314298 2.295 1.4918 0.0 1.0044973161178006 12
16 22433 452 29.9459 95.1031 5457.177521 0.366 5403.318131 0.346 53.85939 2.349 1.4791 0.0 1.0043707442916145 14
EOD
$arm6 << EOD
3 22215 452 29.6737 94.9757 5051.879645 0.396 4999.095705 0.371 52.78394 2.697 1.5385 0.0 1.166040185805893 16
11 22964 452 29.5804 95.1722 5595.493074 0.357 5540.228549 0.337 55.264525 2.377 1.4727 0.0 1.2160728560980292 17
18 22578 451 29.7403 95.0247 5524.770852 0.362 5468.577241 0.341 56.193611 2.337 1.5134 0.0 1.1830392415064526 12
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:2 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:2 with points pt 7 ps 1.5 title 'lirs', $arm4 using 1:2 with points pt 7 ps 1.5 title 'clockpro', $arm5 using 1:2 with points pt 7 ps 1.5 title 'wtinylfu', $arm6 using 1:2 with points pt 7 ps 1.5 title 'twoq'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:3 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:3 with points pt 7 ps 1.5 title 'lirs', $arm4 using 1:3 with points pt 7 ps 1.5 title 'clockpro', $arm5 using 1:3 with points pt 7 ps 1.5 title 'wtinylfu', $arm6 using 1:3 with points pt 7 ps 1.5 title 'twoq'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:4 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:4 with points pt 7 ps 1.5 title 'lirs', $arm4 using 1:4 with points pt 7 ps 1.5 title 'clockpro', $arm5 using 1:4 with points pt 7 ps 1.5 title 'wtinylfu', $arm6 using 1:4 with points pt 7 ps 1.5 title 'twoq'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:5 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:5 with points pt 7 ps 1.5 title 'lirs', $arm4 using 1:5 with points pt 7 ps 1.5 title 'clockpro', $arm5 using 1:5 with points pt 7 ps 1.5 title 'wtinylfu', $arm6 using 1:5 with points pt 7 ps 1.5 title 'twoq'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:6 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:6 with points pt 7 ps 1.5 title 'lirs', $arm4 using 1:6 with points pt 7 ps 1.5 title 'clockpro', $arm5 using 1:6 with points pt 7 ps 1.5 title 'wtinylfu', $arm6 using 1:6 with points pt 7 ps 1.5 title 'twoq'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:7 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:7 with points pt 7 ps 1.5 title 'lirs', $arm4 using 1:7 with points pt 7 ps 1.5 title 'clockpro', $arm5 using 1:7 with points pt 7 ps 1.5 title 'wtinylfu', $arm6 using 1:7 with points pt 7 ps 1.5 title 'twoq'
set title 'tps of the probes (probe.sql)'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:8 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:8 with points pt 7 ps 1.5 title 'lirs', $arm4 using 1:8 with points pt 7 ps 1.5 title 'clockpro', $arm5 using 1:8 with points pt 7 ps 1.5 title 'wtinylfu', $arm6 using 1:8 with points pt 7 ps 1.5 title 'twoq'
set title 'latency of the probes (ms)'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:9 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:9 with points pt 7 ps 1.5 title 'lirs', $arm4 using 1:9 with points pt 7 ps 1.5 title 'clockpro', $arm5 using 1:9 with points pt 7 ps 1.5 title 'wtinylfu', $arm6 using 1:9 with points pt 7 ps 1.5 title 'twoq'
set title 'tps of the scans (scan.sql)'
plot $arm1 using 1:10 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:10 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:10 with points pt 7 ps 1.5 title 'lirs', $arm4 using 1:10 with points pt 7 ps 1.5 title 'clockpro', $arm5 using 1:10 with points pt 7 ps 1.5 title 'wtinylfu', $arm6 using 1:10 with points pt 7 ps 1.5 title 'twoq'
set title 'latency of the scans (ms)'
plot $arm1 using 1:11 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:11 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:11 with points pt 7 ps 1.5 title 'lirs', $arm4 using 1:11 with points pt 7 ps 1.5 title 'clockpro', $arm5 using 1:11 with points pt 7 ps 1.5 title 'wtinylfu', $arm6 using 1:11 with points pt 7 ps 1.5 title 'twoq'
set title 'allocations per transaction'
plot $arm1 using 1:12 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:12 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:12 with points pt 7 ps 1.5 title 'lirs', $arm4 using 1:12 with points pt 7 ps 1.5 title 'clockpro', $arm5 using 1:12 with points pt 7 ps 1.5 title 'wtinylfu', $arm6 using 1:12 with points pt 7 ps 1.5 title 'twoq'
set title 'sweep ticks per allocation'
plot $arm1 using 1:13 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:13 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:13 with points pt 7 ps 1.5 title 'lirs', $arm4 using 1:13 with points pt 7 ps 1.5 title 'clockpro', $arm5 using 1:13 with points pt 7 ps 1.5 title 'wtinylfu', $arm6 using 1:13 with points pt 7 ps 1.5 title 'twoq'
set title 'policy header visits per allocation (framework)'
plot $arm1 using 1:14 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:14 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:14 with points pt 7 ps 1.5 title 'lirs', $arm4 using 1:14 with points pt 7 ps 1.5 title 'clockpro', $arm5 using 1:14 with points pt 7 ps 1.5 title 'wtinylfu', $arm6 using 1:14 with points pt 7 ps 1.5 title 'twoq'
set title 'dirty victims'
plot $arm1 using 1:15 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:15 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:15 with points pt 7 ps 1.5 title 'lirs', $arm4 using 1:15 with points pt 7 ps 1.5 title 'clockpro', $arm5 using 1:15 with points pt 7 ps 1.5 title 'wtinylfu', $arm6 using 1:15 with points pt 7 ps 1.5 title 'twoq'
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
1-stock 30.8832 0.0296 69.0752 0.0119
2-stock-again 30.9881 0.0281 68.9726 0.0112
3-twoq 29.6564 0.0064 70.3240 0.0131
4-lirs 29.6543 0.0037 70.3281 0.0139
5-wtinylfu 29.8124 0.0084 70.1667 0.0125
6-clockpro 29.5564 0.0075 70.4226 0.0134
7-stock-again 30.9168 0.0274 69.0438 0.0120
8-lirs 29.6924 0.0040 70.2898 0.0138
9-stock 31.0326 0.0293 68.9263 0.0118
10-clockpro 29.3289 0.0041 70.6527 0.0143
11-twoq 29.5666 0.0036 70.4167 0.0131
12-wtinylfu 29.7369 0.0050 70.2453 0.0128
13-lirs 29.6326 0.0043 70.3492 0.0139
14-clockpro 29.5912 0.0066 70.3902 0.0120
15-stock-again 31.2473 0.0267 68.7129 0.0131
16-wtinylfu 29.9305 0.0050 70.0513 0.0131
17-stock 31.2858 0.0307 68.6719 0.0116
18-twoq 29.7255 0.0048 70.2573 0.0125
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
set xtics ('stock' 1, 'stock-again' 2, 'lirs' 3, 'clockpro' 4, 'wtinylfu' 5, 'twoq' 6) rotate by -30
$strip_index_leaf_resident << EOD
0.94 22165.0
1.0 21788.0
1.06 21696.0
1.94 22356.0
2.0 22175.0
2.06 21841.0
2.94 22102.0
3.0 22375.0
3.06 22332.0
3.94 22501.0
4.0 22498.0
4.06 22237.0
4.94 22574.0
5.0 22423.0
5.06 22433.0
5.94 22215.0
6.0 22964.0
6.06 22578.0
EOD
unset object
set object 1 rectangle from graph 0, first 21401.0 to graph 1, first 22175.0 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.94 30.9237
1.0 31.0718
1.06 31.3257
1.94 31.026
2.0 30.9543
2.06 31.2846
2.94 29.6699
3.0 29.7075
3.06 29.6481
3.94 29.5752
4.0 29.3445
4.06 29.6073
4.94 29.831
5.0 29.7524
5.06 29.9459
5.94 29.6737
6.0 29.5804
6.06 29.7403
EOD
unset object
set object 1 rectangle from graph 0, first 30.7415 to graph 1, first 31.4021 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.94 94.5519
1.0 94.5669
1.06 94.6276
1.94 94.6102
2.0 94.5634
2.06 94.6254
2.94 95.1936
3.0 95.1432
3.06 95.133
3.94 95.1008
4.0 95.1642
4.06 95.1913
4.94 95.036
5.0 95.0938
5.06 95.1031
5.94 94.9757
6.0 95.1722
6.06 95.0247
EOD
unset object
set object 1 rectangle from graph 0, first 94.5049 to graph 1, first 94.6289 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.94 4824.31157
1.0 5326.680071
1.06 5840.521756
1.94 5483.958711
2.0 5247.684826
2.06 5101.827881
2.94 4778.413553
3.0 5083.037141
3.06 5025.4022
3.94 4973.568496
4.0 4880.170337
4.06 5978.102685
4.94 5413.258056
5.0 5367.359845
5.06 5457.177521
5.94 5051.879645
6.0 5595.493074
6.06 5524.770852
EOD
unset object
set object 1 rectangle from graph 0, first 4927.707639127853 to graph 1, first 5725.652502872146 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.94 0.414
1.0 0.375
1.06 0.342
1.94 0.364
2.0 0.381
2.06 0.392
2.94 0.418
3.0 0.393
3.06 0.398
3.94 0.402
4.0 0.409
4.06 0.334
4.94 0.369
5.0 0.372
5.06 0.366
5.94 0.396
6.0 0.357
6.06 0.362
EOD
unset object
set object 1 rectangle from graph 0, first 0.34615384615384615 to graph 1, first 0.40384615384615385 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.94 1.5989
1.0 1.5902
1.06 1.5627
1.94 1.5713
2.0 1.5893
2.06 1.5599
2.94 1.4752
3.0 1.4857
3.06 1.4885
3.94 1.4983
4.0 1.4917
4.06 1.4732
4.94 1.5051
5.0 1.4918
5.06 1.4791
5.94 1.5385
6.0 1.4727
6.06 1.5134
EOD
unset object
set object 1 rectangle from graph 0, first 1.562216061944071 to graph 1, first 1.618183938055929 behind fillcolor rgb "#dddddd" fillstyle solid noborder
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
set xtics ('stock-again vs stock' 1, 'lirs vs stock' 2, 'clockpro vs stock' 3, 'wtinylfu vs stock' 4, 'twoq vs stock' 5) rotate by -30
$delta_index_leaf_resident << EOD
1 1.7762070864696162 1.7762070864696162 1.7762070864696162 1.7762070864696162
2 2.4967872223242153 2.4967872223242153 2.4967872223242153 1.7762070864696162
3 3.258674499724619 3.258674499724619 3.258674499724619 1.7762070864696162
4 2.9603451441160273 2.9603451441160273 2.9603451441160273 1.7762070864696162
5 3.625849091242886 3.625849091242886 3.625849091242886 1.7762070864696162
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 -0.04579999999999984 -0.04579999999999984 -0.04579999999999984 0.33030000000000115
2 -1.4019000000000013 -1.4019000000000013 -1.4019000000000013 0.33030000000000115
3 -1.4966000000000008 -1.4966000000000008 -1.4966000000000008 0.33030000000000115
4 -1.2408000000000001 -1.2408000000000001 -1.2408000000000001 0.33030000000000115
5 -1.3980999999999995 -1.3980999999999995 -1.3980999999999995 0.33030000000000115
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 0.043300000000002115 0.043300000000002115 0.043300000000002115 0.06199999999999761
2 0.5762999999999892 0.5762999999999892 0.5762999999999892 0.06199999999999761
3 0.59729999999999 0.59729999999999 0.59729999999999 0.06199999999999761
4 0.5268999999999977 0.5268999999999977 0.5268999999999977 0.06199999999999761
5 0.45779999999999177 0.45779999999999177 0.45779999999999177 0.06199999999999761
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 -1.4830108800803192 -1.4830108800803192 -1.4830108800803192 7.490076868784905
2 -5.656015885771776 -5.656015885771776 -5.656015885771776 7.490076868784905
3 -6.629111759920448 -6.629111759920448 -6.629111759920448 7.490076868784905
4 1.6253648397499167 1.6253648397499167 1.6253648397499167 7.490076868784905
5 3.7188413488255825 3.7188413488255825 3.7188413488255825 7.490076868784905
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 1.6000000000000014 1.6000000000000014 1.6000000000000014 7.6923076923077
2 6.133333333333339 6.133333333333339 6.133333333333339 7.6923076923077
3 7.200000000000006 7.200000000000006 7.200000000000006 7.6923076923077
4 -1.6000000000000014 -1.6000000000000014 -1.6000000000000014 7.6923076923077
5 -3.46666666666667 -3.46666666666667 -3.46666666666667 7.6923076923077
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 -1.1885297446862118 -1.1885297446862118 -1.1885297446862118 1.7597747488321547
2 -6.571500440196203 -6.571500440196203 -6.571500440196203 1.7597747488321547
3 -6.194189410137091 -6.194189410137091 -6.194189410137091 1.7597747488321547
4 -6.18790089296944 -6.18790089296944 -6.18790089296944 1.7597747488321547
5 -4.829581184756633 -4.829581184756633 -4.829581184756633 1.7597747488321547
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
