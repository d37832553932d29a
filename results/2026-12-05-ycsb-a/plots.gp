set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 6101 44 0.1543 99.9671 6371.831345 0.311 0.601 3.2299884312969365 NaN 98207
9 6142 44 0.1367 99.9707 8262.244673 0.24 0.6004 3.1848106886251717 NaN 133005
17 6136 44 0.1304 99.9723 7904.522745 0.251 0.6025 3.2156988478681354 NaN 126770
EOD
$arm2 << EOD
2 6124 44 0.1441 99.9703 7263.288918 0.273 0.6002 3.1885776604293423 NaN 114112
7 6123 44 0.1300 99.9706 7533.173411 0.262 0.5984 3.2295744917231417 NaN 119016
15 6142 44 0.1252 99.9714 8175.740358 0.242 0.6014 3.208039136831281 NaN 131353
EOD
$arm3 << EOD
4 6139 44 0.1922 99.9625 8089.235058 0.245 0.5828 0.0 1.3364323715872528 141845
8 6131 44 0.1691 99.9679 7967.421383 0.249 0.5813 0.0 1.3399667160162962 140053
13 6136 44 0.1764 99.9655 8034.638197 0.247 0.5811 0.0 1.339812382739212 141123
EOD
$arm4 << EOD
6 6104 44 0.1504 99.9693 6176.692228 0.319 0.5876 0.0 1.5846789490746809 111894
10 6133 44 0.1208 99.9735 7922.865292 0.25 0.5834 0.0 1.5821545393496956 142259
14 6141 44 0.1127 99.9746 8088.86887 0.245 0.5847 0.0 1.5739560730351945 145633
EOD
$arm5 << EOD
5 6120 44 0.1616 99.9677 7344.757867 0.269 0.5842 0.0 1.4885436961162897 131684
12 6127 44 0.1647 99.9677 7618.18943 0.26 0.5864 0.0 1.4916500938349067 137318
16 6124 44 0.1524 99.9684 7201.691933 0.274 0.5863 0.0 1.486540650792145 129765
EOD
$arm6 << EOD
3 6078 44 0.7053 99.8739 6538.246842 0.303 0.6074 0.0 1.0302153648344583 119973
11 6075 44 0.6880 99.8769 7030.842972 0.282 0.6074 0.0 1.031590050101081 128999
18 6091 44 0.6583 99.8822 7699.381915 0.257 0.6089 0.0 1.0404678899572364 141446
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
1-stock 0.1177 0.0085 99.8418 0.0320
2-stock-again 0.1119 0.0075 99.8519 0.0287
3-arc 0.6700 0.0082 99.2367 0.0851
4-sieve 0.1625 0.0069 99.8030 0.0276
5-car 0.1289 0.0076 99.8046 0.0589
6-s3fifo 0.1117 0.0090 99.8462 0.0331
7-stock-again 0.0989 0.0072 99.8656 0.0283
8-sieve 0.1389 0.0070 99.8276 0.0265
9-stock 0.1085 0.0066 99.8592 0.0257
10-s3fifo 0.0904 0.0070 99.8754 0.0271
11-arc 0.6551 0.0076 99.2605 0.0768
12-car 0.1333 0.0073 99.8319 0.0275
13-sieve 0.1463 0.0070 99.8092 0.0375
14-s3fifo 0.0831 0.0069 99.8841 0.0259
15-stock-again 0.0967 0.0066 99.8712 0.0255
16-car 0.1192 0.0077 99.8405 0.0326
17-stock 0.1009 0.0068 99.8660 0.0263
18-arc 0.6284 0.0069 99.2867 0.0779
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
0.94 6101.0
1.0 6142.0
1.06 6136.0
1.94 6124.0
2.0 6123.0
2.06 6142.0
2.94 6139.0
3.0 6131.0
3.06 6136.0
3.94 6104.0
4.0 6133.0
4.06 6141.0
4.94 6120.0
5.0 6127.0
5.06 6124.0
5.94 6078.0
6.0 6075.0
6.06 6091.0
EOD
unset object
set object 1 rectangle from graph 0, first 6116.95966029724 to graph 1, first 6155.04033970276 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.94 0.1543
1.0 0.1367
1.06 0.1304
1.94 0.1441
2.0 0.13
2.06 0.1252
2.94 0.1922
3.0 0.1691
3.06 0.1764
3.94 0.1504
4.0 0.1208
4.06 0.1127
4.94 0.1616
5.0 0.1647
5.06 0.1524
5.94 0.7053
6.0 0.688
6.06 0.6583
EOD
unset object
set object 1 rectangle from graph 0, first 0.12259999999999999 to graph 1, first 0.1508 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.94 99.9671
1.0 99.9707
1.06 99.9723
1.94 99.9703
2.0 99.9706
2.06 99.9714
2.94 99.9625
3.0 99.9679
3.06 99.9655
3.94 99.9693
4.0 99.9735
4.06 99.9746
4.94 99.9677
5.0 99.9677
5.06 99.9684
5.94 99.8739
6.0 99.8769
6.06 99.8822
EOD
unset object
set object 1 rectangle from graph 0, first 99.96959999999999 to graph 1, first 99.9718 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.94 6371.831345
1.0 8262.244673
1.06 7904.522745
1.94 7263.288918
2.0 7533.173411
2.06 8175.740358
2.94 8089.235058
3.0 7967.421383
3.06 8034.638197
3.94 6176.692228
4.0 7922.865292
4.06 8088.86887
4.94 7344.757867
5.0 7618.18943
5.06 7201.691933
5.94 6538.246842
6.0 7030.842972
6.06 7699.381915
EOD
unset object
set object 1 rectangle from graph 0, first 6911.516237532855 to graph 1, first 8897.529252467146 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.94 0.311
1.0 0.24
1.06 0.251
1.94 0.273
2.0 0.262
2.06 0.242
2.94 0.245
3.0 0.249
3.06 0.247
3.94 0.319
4.0 0.25
4.06 0.245
4.94 0.269
5.0 0.26
5.06 0.274
5.94 0.303
6.0 0.282
6.06 0.257
EOD
unset object
set object 1 rectangle from graph 0, first 0.2188471074380165 to graph 1, first 0.2831528925619835 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.94 0.601
1.0 0.6004
1.06 0.6025
1.94 0.6002
2.0 0.5984
2.06 0.6014
2.94 0.5828
3.0 0.5813
3.06 0.5811
3.94 0.5876
4.0 0.5834
4.06 0.5847
4.94 0.5842
5.0 0.5864
5.06 0.5863
5.94 0.6074
6.0 0.6074
6.06 0.6089
EOD
unset object
set object 1 rectangle from graph 0, first 0.5997984005331555 to graph 1, first 0.6022015994668445 behind fillcolor rgb "#dddddd" fillstyle solid noborder
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
1 -0.19556714471968709 -0.19556714471968709 -0.19556714471968709 0.3103054058468071
2 0.0 0.0 0.0 0.3103054058468071
3 -0.04889178617992177 -0.04889178617992177 -0.04889178617992177 0.3103054058468071
4 -0.19556714471968709 -0.19556714471968709 -0.19556714471968709 0.3103054058468071
5 -0.9452411994784876 -0.9452411994784876 -0.9452411994784876 0.3103054058468071
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 -0.006699999999999984 -0.006699999999999984 -0.006699999999999984 0.014100000000000001
2 0.03970000000000001 0.03970000000000001 0.03970000000000001 0.014100000000000001
3 -0.015899999999999984 -0.015899999999999984 -0.015899999999999984 0.014100000000000001
4 0.024900000000000005 0.024900000000000005 0.024900000000000005 0.014100000000000001
5 0.5512999999999999 0.5512999999999999 0.5512999999999999 0.014100000000000001
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 -9.99999999891088e-05 -9.99999999891088e-05 -9.99999999891088e-05 0.0011000000000080945
2 -0.005199999999987881 -0.005199999999987881 -0.005199999999987881 0.0011000000000080945
3 0.0028000000000076852 0.0028000000000076852 0.0028000000000076852 0.0011000000000080945
4 -0.0030000000000001137 -0.0030000000000001137 -0.0030000000000001137 0.0011000000000080945
5 -0.09379999999998745 -0.09379999999998745 -0.09379999999998745 0.0011000000000080945
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 -4.697934916246489 -4.697934916246489 -4.697934916246489 12.562510596800685
2 1.646088653262519 1.646088653262519 1.646088653262519 12.562510596800685
3 0.23205129002383806 0.23205129002383806 0.23205129002383806 12.562510596800685
4 -7.08157716864157 -7.08157716864157 -7.08157716864157 12.562510596800685
5 -11.05290984901834 -11.05290984901834 -11.05290984901834 12.562510596800685
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 4.3824701195219165 4.3824701195219165 4.3824701195219165 12.809917355371912
2 -1.5936254980079696 -1.5936254980079696 -1.5936254980079696 12.809917355371912
3 -0.3984063745019924 -0.3984063745019924 -0.3984063745019924 12.809917355371912
4 7.171314741035863 7.171314741035863 7.171314741035863 12.809917355371912
5 12.35059760956174 12.35059760956174 12.35059760956174 12.809917355371912
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 -0.13311148086522845 -0.13311148086522845 -0.13311148086522845 0.1999333555481656
2 -3.2778702163061464 -3.2778702163061464 -3.2778702163061464 0.1999333555481656
3 -2.712146422628949 -2.712146422628949 -2.712146422628949 0.1999333555481656
4 -2.445923460898492 -2.445923460898492 -2.445923460898492 0.1999333555481656
5 1.0648918469218092 1.0648918469218092 1.0648918469218092 0.1999333555481656
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
