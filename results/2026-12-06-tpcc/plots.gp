set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 8128 122 15.0279 99.4386 1086.024201 1.831 3.1582 6.388837779822141 NaN 98329
9 8111 122 14.8276 99.4291 1054.277612 1.886 3.1948 6.342623145753441 NaN 96095
17 8170 123 14.9092 99.4198 1348.811483 1.469 3.2157 6.368902351074571 NaN 128246
EOD
$arm2 << EOD
2 8152 122 14.9430 99.4399 991.380687 2.002 3.1484 6.435017239996792 NaN 87237
7 8174 122 14.9391 99.4351 1093.663136 1.816 3.1737 6.418210399555809 NaN 99240
15 8092 123 14.7343 99.4353 1364.329407 1.453 3.1818 6.409178955621404 NaN 127614
EOD
$arm3 << EOD
4 8287 123 11.3250 99.5251 865.31691 2.297 3.4624 0.0 2.3564307620313034 98520
8 8309 123 11.2421 99.5096 892.858216 2.228 3.5207 0.0 2.331599863021335 101661
13 8373 122 11.6429 99.5357 1008.679293 1.968 3.4406 0.0 2.3516823542139997 116115
EOD
$arm4 << EOD
6 8218 122 13.3228 99.4989 1109.239934 1.788 3.2159 0.0 3.9134916291275488 121987
10 8253 122 13.3931 99.4941 1008.882599 1.969 3.2428 0.0 3.899902029819674 111947
14 8217 123 13.5080 99.4824 1193.407784 1.664 3.2412 0.0 3.90377668733897 131561
EOD
$arm5 << EOD
5 8263 122 13.1280 99.4827 915.390462 2.169 3.3036 0.0 2.7905638665132337 105801
12 8260 122 13.3001 99.4783 866.98564 2.297 3.2715 0.0 2.8075877409787444 99174
16 8239 123 13.2240 99.4710 1299.23228 1.53 3.3384 0.0 2.7934083183767218 151338
EOD
$arm6 << EOD
3 8004 122 15.7643 99.4162 1012.9925 1.961 3.1023 0.0 1.019751728973452 107248
11 8016 122 15.5694 99.4137 1142.031791 1.738 3.1296 0.0 1.020588812011541 122302
18 7967 123 15.5397 99.4078 1314.428109 1.512 3.1708 0.0 1.0188942140223176 141641
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
1-stock 14.9804 0.0095 84.9678 0.0423
2-stock-again 14.8909 0.0104 85.0498 0.0489
3-arc 15.7125 0.0112 84.2134 0.0629
4-sieve 11.2707 0.0109 88.6699 0.0485
5-car 13.0741 0.0108 86.8315 0.0836
6-s3fifo 13.2772 0.0091 86.6702 0.0435
7-stock-again 14.8923 0.0094 85.0558 0.0425
8-sieve 11.1903 0.0104 88.7500 0.0494
9-stock 14.7793 0.0097 85.1679 0.0431
10-s3fifo 13.3434 0.0100 86.5977 0.0490
11-arc 15.5239 0.0098 84.4110 0.0553
12-car 13.2427 0.0115 86.6558 0.0900
13-sieve 11.5961 0.0094 88.3513 0.0433
14-s3fifo 13.4660 0.0084 86.4887 0.0369
15-stock-again 14.6968 0.0075 85.2628 0.0329
16-car 13.1859 0.0081 86.7604 0.0456
17-stock 14.8717 0.0075 85.0867 0.0340
18-arc 15.5000 0.0090 84.4561 0.0348
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
0.94 8128.0
1.0 8111.0
1.06 8170.0
1.94 8152.0
2.0 8174.0
2.06 8092.0
2.94 8287.0
3.0 8309.0
3.06 8373.0
3.94 8218.0
4.0 8253.0
4.06 8217.0
4.94 8263.0
5.0 8260.0
5.06 8239.0
5.94 8004.0
6.0 8016.0
6.06 7967.0
EOD
unset object
set object 1 rectangle from graph 0, first 8068.876340771792 to graph 1, first 8187.123659228208 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.94 15.0279
1.0 14.8276
1.06 14.9092
1.94 14.943
2.0 14.9391
2.06 14.7343
2.94 11.325
3.0 11.2421
3.06 11.6429
3.94 13.3228
4.0 13.3931
4.06 13.508
4.94 13.128
5.0 13.3001
5.06 13.224
5.94 15.7643
6.0 15.5694
6.06 15.5397
EOD
unset object
set object 1 rectangle from graph 0, first 14.793800000000001 to graph 1, first 15.0246 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.94 99.4386
1.0 99.4291
1.06 99.4198
1.94 99.4399
2.0 99.4351
2.06 99.4353
2.94 99.5251
3.0 99.5096
3.06 99.5357
3.94 99.4989
4.0 99.4941
4.06 99.4824
4.94 99.4827
5.0 99.4783
5.06 99.471
5.94 99.4162
6.0 99.4137
6.06 99.4078
EOD
unset object
set object 1 rectangle from graph 0, first 99.41960000000002 to graph 1, first 99.4386 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.94 1086.024201
1.0 1054.277612
1.06 1348.811483
1.94 991.380687
2.0 1093.663136
2.06 1364.329407
2.94 865.31691
3.0 892.858216
3.06 1008.679293
3.94 1109.239934
4.0 1008.882599
4.06 1193.407784
4.94 915.390462
5.0 866.98564
5.06 1299.23228
5.94 1012.9925
6.0 1142.031791
6.06 1314.428109
EOD
unset object
set object 1 rectangle from graph 0, first 782.6212753574778 to graph 1, first 1389.4271266425221 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.94 1.831
1.0 1.886
1.06 1.469
1.94 2.002
2.0 1.816
2.06 1.453
2.94 2.297
3.0 2.228
3.06 1.968
3.94 1.788
4.0 1.969
4.06 1.664
4.94 2.169
5.0 2.297
5.06 1.53
5.94 1.961
6.0 1.738
6.06 1.512
EOD
unset object
set object 1 rectangle from graph 0, first 1.3112402995234858 to graph 1, first 2.350759700476514 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.94 3.1582
1.0 3.1948
1.06 3.2157
1.94 3.1484
2.0 3.1737
2.06 3.1818
2.94 3.4624
3.0 3.5207
3.06 3.4406
3.94 3.2159
4.0 3.2428
4.06 3.2412
4.94 3.3036
5.0 3.2715
5.06 3.3384
5.94 3.1023
6.0 3.1296
6.06 3.1708
EOD
unset object
set object 1 rectangle from graph 0, first 3.1577758470014565 to graph 1, first 3.231824152998543 behind fillcolor rgb "#dddddd" fillstyle solid noborder
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
1 0.2952755905511811 0.2952755905511811 0.2952755905511811 0.7274072247565035
2 2.2268700787401574 2.2268700787401574 2.2268700787401574 0.7274072247565035
3 1.1072834645669292 1.1072834645669292 1.1072834645669292 0.7274072247565035
4 1.624015748031496 1.624015748031496 1.624015748031496 0.7274072247565035
5 -1.5255905511811023 -1.5255905511811023 -1.5255905511811023 0.7274072247565035
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 0.029899999999999594 0.029899999999999594 0.029899999999999594 0.11539999999999928
2 -3.584200000000001 -3.584200000000001 -3.584200000000001 0.11539999999999928
3 -1.5160999999999998 -1.5160999999999998 -1.5160999999999998 0.11539999999999928
4 -1.6852 -1.6852 -1.6852 0.11539999999999928
5 0.6601999999999997 0.6601999999999997 0.6601999999999997 0.11539999999999928
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 0.006199999999992656 0.006199999999992656 0.006199999999992656 0.009499999999988518
2 0.09599999999998943 0.09599999999998943 0.09599999999998943 0.009499999999988518
3 0.06499999999999773 0.06499999999999773 0.06499999999999773 0.009499999999988518
4 0.04919999999999902 0.04919999999999902 0.04919999999999902 0.009499999999988518
5 -0.015399999999999636 -0.015399999999999636 -0.015399999999999636 0.009499999999988518
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 0.7033853382793951 0.7033853382793951 0.7033853382793951 27.93703173125902
2 -17.786526747943068 -17.786526747943068 -17.786526747943068 27.93703173125902
3 2.1376809999835356 2.1376809999835356 2.1376809999835356 27.93703173125902
4 -15.7117805333327 -15.7117805333327 -15.7117805333327 27.93703173125902
5 5.157121724214704 5.157121724214704 5.157121724214704 27.93703173125902
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 -0.8192244675040908 -0.8192244675040908 -0.8192244675040908 28.386657590197398
2 21.682140906608424 21.682140906608424 21.682140906608424 28.386657590197398
3 -2.3484434735117383 -2.3484434735117383 -2.3484434735117383 28.386657590197398
4 18.459858001092307 18.459858001092307 18.459858001092307 28.386657590197398
5 -5.079191698525395 -5.079191698525395 -5.079191698525395 28.386657590197398
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 -0.6604482283710928 -0.6604482283710928 -0.6604482283710928 1.1588879741624967
2 8.376111180668595 8.376111180668595 8.376111180668595 1.1588879741624967
3 1.4523600851383567 1.4523600851383567 1.4523600851383567 1.1588879741624967
4 3.4055339927382 3.4055339927382 3.4055339927382 1.1588879741624967
5 -2.04081632653061 -2.04081632653061 -2.04081632653061 1.1588879741624967
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
