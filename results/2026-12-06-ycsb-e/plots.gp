set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 895 44 2.9058 73.2086 2939.934817 0.68 31.0804 2.455235135930863 NaN 339899
9 906 44 2.8911 73.3190 2311.446638 0.865 31.0961 2.460081337664014 NaN 404596
17 900 44 2.8815 73.4168 2095.850241 0.954 31.0799 2.45732581341838 NaN 379867
EOD
$arm2 << EOD
2 884 44 2.8976 73.3011 2506.969576 0.797 31.0641 2.455378287023481 NaN 343755
7 875 44 2.9024 73.3612 2484.528084 0.804 30.9221 2.4603072108230695 NaN 363075
15 890 44 2.8926 73.2555 2508.119973 0.797 31.153 2.452646497603053 NaN 350165
EOD
$arm3 << EOD
4 460 44 3.1479 72.3754 3196.993167 0.625 29.5995 0.0 1.0952579371265538 333334
8 445 44 3.1660 72.3843 2486.100993 0.804 29.4604 0.0 1.1007245773185177 342512
13 488 44 3.1269 72.5760 2608.874142 0.766 29.6044 0.0 1.1059004808758381 349685
EOD
$arm4 << EOD
6 676 44 3.0425 73.1427 2283.389793 0.875 29.749 0.0 1.4164193812840582 374937
10 678 44 3.0311 73.2961 2080.060785 0.961 29.6121 0.0 1.4258671659520292 411783
14 713 44 3.0579 73.1617 1840.970772 1.086 29.5614 0.0 1.4232654820333888 391238
EOD
$arm5 << EOD
5 679 44 3.0183 72.8974 2627.138234 0.761 30.2159 0.0 1.3044108040826174 359119
12 705 44 3.0473 73.0197 1819.732722 1.098 29.8618 0.0 1.3079284172244787 374279
16 666 44 3.0356 72.9163 1861.327163 1.074 30.076 0.0 1.3049581811887931 410089
EOD
$arm6 << EOD
3 698 44 3.0143 72.8484 2057.032431 0.972 30.3447 0.0 1.0237800916338269 409251
11 684 44 3.0136 72.9305 2181.759116 0.916 30.2805 0.0 1.0226894837023066 386363
18 672 44 3.0160 72.9493 1795.458605 1.113 30.2246 0.0 1.0345911268623944 422550
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
1-stock 2.9042 0.0004 97.0941 0.0013
2-stock-again 2.8958 0.0004 97.1023 0.0015
3-arc 3.0121 0.0005 96.9855 0.0018
4-sieve 3.1464 0.0003 96.8520 0.0012
5-car 3.0166 0.0004 96.9815 0.0015
6-s3fifo 3.0405 0.0005 96.9573 0.0017
7-stock-again 2.9006 0.0004 97.0975 0.0015
8-sieve 3.1642 0.0004 96.8338 0.0016
9-stock 2.8892 0.0005 97.1088 0.0016
10-s3fifo 3.0288 0.0005 96.9688 0.0019
11-arc 3.0114 0.0005 96.9863 0.0018
12-car 3.0447 0.0006 96.9525 0.0022
13-sieve 3.1251 0.0005 96.8730 0.0015
14-s3fifo 3.0554 0.0006 96.9419 0.0021
15-stock-again 2.8908 0.0005 97.1073 0.0015
16-car 3.0331 0.0006 96.9642 0.0021
17-stock 2.8794 0.0005 97.1184 0.0018
18-arc 3.0134 0.0006 96.9839 0.0021
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
0.94 895.0
1.0 906.0
1.06 900.0
1.94 884.0
2.0 875.0
2.06 890.0
2.94 460.0
3.0 445.0
3.06 488.0
3.94 676.0
4.0 678.0
4.06 713.0
4.94 679.0
5.0 705.0
5.06 666.0
5.94 698.0
6.0 684.0
6.06 672.0
EOD
unset object
set object 1 rectangle from graph 0, first 883.710407239819 to graph 1, first 916.289592760181 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.94 2.9058
1.0 2.8911
1.06 2.8815
1.94 2.8976
2.0 2.9024
2.06 2.8926
2.94 3.1479
3.0 3.166
3.06 3.1269
3.94 3.0425
4.0 3.0311
4.06 3.0579
4.94 3.0183
5.0 3.0473
5.06 3.0356
5.94 3.0143
6.0 3.0136
6.06 3.016
EOD
unset object
set object 1 rectangle from graph 0, first 2.8797999999999995 to graph 1, first 2.9024 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.94 73.2086
1.0 73.319
1.06 73.4168
1.94 73.3011
2.0 73.3612
2.06 73.2555
2.94 72.3754
3.0 72.3843
3.06 72.576
3.94 73.1427
4.0 73.2961
4.06 73.1617
4.94 72.8974
5.0 73.0197
5.06 72.9163
5.94 72.8484
6.0 72.9305
6.06 72.9493
EOD
unset object
set object 1 rectangle from graph 0, first 73.2133 to graph 1, first 73.4247 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.94 2939.934817
1.0 2311.446638
1.06 2095.850241
1.94 2506.969576
2.0 2484.528084
2.06 2508.119973
2.94 3196.993167
3.0 2486.100993
3.06 2608.874142
3.94 2283.389793
4.0 2080.060785
4.06 1840.970772
4.94 2627.138234
5.0 1819.732722
5.06 1861.327163
5.94 2057.032431
6.0 2181.759116
6.06 1795.458605
EOD
unset object
set object 1 rectangle from graph 0, first 2114.773303 to graph 1, first 2508.119973 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.94 0.68
1.0 0.865
1.06 0.954
1.94 0.797
2.0 0.804
2.06 0.797
2.94 0.625
3.0 0.804
3.06 0.766
3.94 0.875
4.0 0.961
4.06 1.086
4.94 0.761
5.0 1.098
5.06 1.074
5.94 0.972
6.0 0.916
6.06 1.113
EOD
unset object
set object 1 rectangle from graph 0, first 0.791198243412798 to graph 1, first 0.938801756587202 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.94 31.0804
1.0 31.0961
1.06 31.0799
1.94 31.0641
2.0 30.9221
2.06 31.153
2.94 29.5995
3.0 29.4604
3.06 29.6044
3.94 29.749
4.0 29.6121
4.06 29.5614
4.94 30.2159
5.0 29.8618
5.06 30.076
5.94 30.3447
6.0 30.2805
6.06 30.2246
EOD
unset object
set object 1 rectangle from graph 0, first 31.048383208913183 to graph 1, first 31.11241679108682 behind fillcolor rgb "#dddddd" fillstyle solid noborder
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
1 -1.7777777777777777 -1.7777777777777777 -1.7777777777777777 1.8099547511312217
2 -48.888888888888886 -48.888888888888886 -48.888888888888886 1.8099547511312217
3 -24.666666666666668 -24.666666666666668 -24.666666666666668 1.8099547511312217
4 -24.555555555555557 -24.555555555555557 -24.555555555555557 1.8099547511312217
5 -24.0 -24.0 -24.0 1.8099547511312217
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 0.006500000000000394 0.006500000000000394 0.006500000000000394 0.01130000000000031
2 0.25680000000000014 0.25680000000000014 0.25680000000000014 0.01130000000000031
3 0.1514000000000002 0.1514000000000002 0.1514000000000002 0.01130000000000031
4 0.1445000000000003 0.1445000000000003 0.1445000000000003 0.01130000000000031
5 0.1232000000000002 0.1232000000000002 0.1232000000000002 0.01130000000000031
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 -0.017899999999997362 -0.017899999999997362 -0.017899999999997362 0.1056999999999988
2 -0.9347000000000065 -0.9347000000000065 -0.9347000000000065 0.1056999999999988
3 -0.15730000000000643 -0.15730000000000643 -0.15730000000000643 0.1056999999999988
4 -0.40269999999999584 -0.40269999999999584 -0.40269999999999584 0.1056999999999988
5 -0.3885000000000076 -0.3885000000000076 -0.3885000000000076 0.1056999999999988
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 8.458899062847415 8.458899062847415 8.458899062847415 8.508668630575583
2 12.867591192040326 12.867591192040326 12.867591192040326 8.508668630575583
3 -10.010434556265961 -10.010434556265961 -10.010434556265961 8.508668630575583
4 -19.473496277182928 -19.473496277182928 -19.473496277182928 8.508668630575583
5 -11.006709080687841 -11.006709080687841 -11.006709080687841 8.508668630575583
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 -7.861271676300573 -7.861271676300573 -7.861271676300573 8.531994981179416
2 -11.44508670520231 -11.44508670520231 -11.44508670520231 8.531994981179416
3 11.098265895953755 11.098265895953755 11.098265895953755 8.531994981179416
4 24.161849710982665 24.161849710982665 24.161849710982665 8.531994981179416
5 12.369942196531792 12.369942196531792 12.369942196531792 8.531994981179416
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 -0.0524446274822753 -0.0524446274822753 -0.0524446274822753 0.10301280255986824
2 -4.7647391925457905 -4.7647391925457905 -4.7647391925457905 0.10301280255986824
3 -4.724199173755805 -4.724199173755805 -4.724199173755805 0.10301280255986824
4 -3.231618640686736 -3.231618640686736 -3.231618640686736 0.10301280255986824
5 -2.5736477008017946 -2.5736477008017946 -2.5736477008017946 0.10301280255986824
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
