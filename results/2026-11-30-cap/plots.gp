set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 4,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29774 297 41.1659 97.2491 7595.905645 0.26 0.601 3.112702529815368
7 29736 297 41.2578 97.2495 9562.233451 0.206 0.6018 3.132475007994661
13 29757 297 41.2774 97.2304 8627.850053 0.228 0.6048 3.12183435740378
EOD
$arm2 << EOD
2 28973 297 42.2231 96.9872 9444.206648 0.209 0.644 2.650750578886433
8 29129 297 42.2338 96.9844 10058.076016 0.196 0.644 2.629904481317806
14 29101 297 42.1907 96.9850 10080.199333 0.196 0.6442 2.592672340766342
EOD
$arm3 << EOD
3 29559 297 41.5324 97.1610 9558.591338 0.207 0.6163 2.982536206047641
9 29605 297 41.5306 97.1686 9992.449078 0.198 0.6147 2.9979972254244904
15 29605 297 41.4654 97.1652 10505.044832 0.189 0.6159 2.984409875291368
EOD
$arm4 << EOD
4 29823 297 41.2883 97.2091 10235.524675 0.193 0.6086 3.0855558481090695
10 29626 297 41.2808 97.2365 10368.481177 0.19 0.6036 3.0769965896487688
16 29674 297 41.1569 97.2329 9768.519502 0.202 0.6054 3.0623945124487992
EOD
$arm5 << EOD
5 29719 297 41.2733 97.2407 10324.478377 0.192 0.6036 3.118817918648463
11 29766 297 41.2042 97.2469 9873.241293 0.2 0.6024 3.1210214431769265
17 29739 297 41.1193 97.2522 10150.918243 0.195 0.6013 3.098021288030726
EOD
$arm6 << EOD
6 29092 297 42.1820 96.9866 10139.067656 0.195 0.6439 2.629304983225846
12 29090 297 42.1001 96.9941 9699.667885 0.203 0.6426 2.6231261733981612
18 29105 297 42.0480 96.9893 11022.724631 0.18 0.6441 2.5911959786535026
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'cap5', $arm2 using 1:2 with points pt 7 ps 1.5 title 'cap1', $arm3 using 1:2 with points pt 7 ps 1.5 title 'cap2', $arm4 using 1:2 with points pt 7 ps 1.5 title 'cap3', $arm5 using 1:2 with points pt 7 ps 1.5 title 'cap4', $arm6 using 1:2 with points pt 7 ps 1.5 title 'secondchance'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'cap5', $arm2 using 1:3 with points pt 7 ps 1.5 title 'cap1', $arm3 using 1:3 with points pt 7 ps 1.5 title 'cap2', $arm4 using 1:3 with points pt 7 ps 1.5 title 'cap3', $arm5 using 1:3 with points pt 7 ps 1.5 title 'cap4', $arm6 using 1:3 with points pt 7 ps 1.5 title 'secondchance'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'cap5', $arm2 using 1:4 with points pt 7 ps 1.5 title 'cap1', $arm3 using 1:4 with points pt 7 ps 1.5 title 'cap2', $arm4 using 1:4 with points pt 7 ps 1.5 title 'cap3', $arm5 using 1:4 with points pt 7 ps 1.5 title 'cap4', $arm6 using 1:4 with points pt 7 ps 1.5 title 'secondchance'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'cap5', $arm2 using 1:5 with points pt 7 ps 1.5 title 'cap1', $arm3 using 1:5 with points pt 7 ps 1.5 title 'cap2', $arm4 using 1:5 with points pt 7 ps 1.5 title 'cap3', $arm5 using 1:5 with points pt 7 ps 1.5 title 'cap4', $arm6 using 1:5 with points pt 7 ps 1.5 title 'secondchance'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'cap5', $arm2 using 1:6 with points pt 7 ps 1.5 title 'cap1', $arm3 using 1:6 with points pt 7 ps 1.5 title 'cap2', $arm4 using 1:6 with points pt 7 ps 1.5 title 'cap3', $arm5 using 1:6 with points pt 7 ps 1.5 title 'cap4', $arm6 using 1:6 with points pt 7 ps 1.5 title 'secondchance'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'cap5', $arm2 using 1:7 with points pt 7 ps 1.5 title 'cap1', $arm3 using 1:7 with points pt 7 ps 1.5 title 'cap2', $arm4 using 1:7 with points pt 7 ps 1.5 title 'cap3', $arm5 using 1:7 with points pt 7 ps 1.5 title 'cap4', $arm6 using 1:7 with points pt 7 ps 1.5 title 'secondchance'
set title 'allocations per transaction'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'cap5', $arm2 using 1:8 with points pt 7 ps 1.5 title 'cap1', $arm3 using 1:8 with points pt 7 ps 1.5 title 'cap2', $arm4 using 1:8 with points pt 7 ps 1.5 title 'cap3', $arm5 using 1:8 with points pt 7 ps 1.5 title 'cap4', $arm6 using 1:8 with points pt 7 ps 1.5 title 'secondchance'
set title 'sweep ticks per allocation'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'cap5', $arm2 using 1:9 with points pt 7 ps 1.5 title 'cap1', $arm3 using 1:9 with points pt 7 ps 1.5 title 'cap2', $arm4 using 1:9 with points pt 7 ps 1.5 title 'cap3', $arm5 using 1:9 with points pt 7 ps 1.5 title 'cap4', $arm6 using 1:9 with points pt 7 ps 1.5 title 'secondchance'
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
1-cap5 41.1445 0.0057 58.8323 0.0175
2-cap1 42.2070 0.0043 57.7756 0.0132
3-cap2 41.5157 0.0044 58.4653 0.0146
4-cap3 41.2725 0.0042 58.7092 0.0141
5-cap4 41.2575 0.0042 58.7242 0.0141
6-secondchance 42.1669 0.0040 57.8159 0.0132
7-cap5 41.2407 0.0045 58.7395 0.0153
8-cap1 42.2187 0.0040 57.7640 0.0133
9-cap2 41.5147 0.0042 58.4664 0.0147
10-cap3 41.2652 0.0042 58.7163 0.0144
11-cap4 41.1877 0.0044 58.7927 0.0151
12-secondchance 42.0844 0.0042 57.8967 0.0148
13-cap5 41.2586 0.0050 58.7192 0.0172
14-cap1 42.1756 0.0040 57.8066 0.0139
15-cap2 41.4502 0.0040 58.5312 0.0145
16-cap3 41.1403 0.0044 58.8401 0.0152
17-cap4 41.1032 0.0043 58.8771 0.0154
18-secondchance 42.0342 0.0037 57.9495 0.0127
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
set xtics ('cap5' 1, 'cap1' 2, 'cap2' 3, 'cap3' 4, 'cap4' 5, 'secondchance' 6) rotate by -30
$strip_index_leaf_resident << EOD
0.94 29774.0
1.0 29736.0
1.06 29757.0
1.94 28973.0
2.0 29129.0
2.06 29101.0
2.94 29559.0
3.0 29605.0
3.06 29605.0
3.94 29823.0
4.0 29626.0
4.06 29674.0
4.94 29719.0
5.0 29766.0
5.06 29739.0
5.94 29092.0
6.0 29090.0
6.06 29105.0
EOD
unset object
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.94 41.1659
1.0 41.2578
1.06 41.2774
1.94 42.2231
2.0 42.2338
2.06 42.1907
2.94 41.5324
3.0 41.5306
3.06 41.4654
3.94 41.2883
4.0 41.2808
4.06 41.1569
4.94 41.2733
5.0 41.2042
5.06 41.1193
5.94 42.182
6.0 42.1001
6.06 42.048
EOD
unset object
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.94 97.2491
1.0 97.2495
1.06 97.2304
1.94 96.9872
2.0 96.9844
2.06 96.985
2.94 97.161
3.0 97.1686
3.06 97.1652
3.94 97.2091
4.0 97.2365
4.06 97.2329
4.94 97.2407
5.0 97.2469
5.06 97.2522
5.94 96.9866
6.0 96.9941
6.06 96.9893
EOD
unset object
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.94 7595.905645
1.0 9562.233451
1.06 8627.850053
1.94 9444.206648
2.0 10058.076016
2.06 10080.199333
2.94 9558.591338
3.0 9992.449078
3.06 10505.044832
3.94 10235.524675
4.0 10368.481177
4.06 9768.519502
4.94 10324.478377
5.0 9873.241293
5.06 10150.918243
5.94 10139.067656
6.0 9699.667885
6.06 11022.724631
EOD
unset object
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.94 0.26
1.0 0.206
1.06 0.228
1.94 0.209
2.0 0.196
2.06 0.196
2.94 0.207
3.0 0.198
3.06 0.189
3.94 0.193
4.0 0.19
4.06 0.202
4.94 0.192
5.0 0.2
5.06 0.195
5.94 0.195
6.0 0.203
6.06 0.18
EOD
unset object
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.94 0.601
1.0 0.6018
1.06 0.6048
1.94 0.644
2.0 0.644
2.06 0.6442
2.94 0.6163
3.0 0.6147
3.06 0.6159
3.94 0.6086
4.0 0.6036
4.06 0.6054
4.94 0.6036
5.0 0.6024
5.06 0.6013
5.94 0.6439
6.0 0.6426
6.06 0.6441
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
set xtics ('cap1 vs cap5' 1, 'cap2 vs cap5' 2, 'cap3 vs cap5' 3, 'cap4 vs cap5' 4, 'secondchance vs cap5' 5) rotate by -30
$delta_index_leaf_resident << EOD
1 -2.2045233054407367 -2.2045233054407367 -2.2045233054407367 NaN
2 -0.5108041805289512 -0.5108041805289512 -0.5108041805289512 NaN
3 -0.2789259669993615 -0.2789259669993615 -0.2789259669993615 NaN
4 -0.06048996874684948 -0.06048996874684948 -0.06048996874684948 NaN
5 -2.2347682898141614 -2.2347682898141614 -2.2347682898141614 NaN
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 0.9652999999999992 0.9652999999999992 0.9652999999999992 NaN
2 0.2727999999999966 0.2727999999999966 0.2727999999999966 NaN
3 0.022999999999996135 0.022999999999996135 0.022999999999996135 NaN
4 -0.05360000000000298 -0.05360000000000298 -0.05360000000000298 NaN
5 0.8422999999999945 0.8422999999999945 0.8422999999999945 NaN
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 -0.2640999999999991 -0.2640999999999991 -0.2640999999999991 NaN
2 -0.08389999999999986 -0.08389999999999986 -0.08389999999999986 NaN
3 -0.016199999999997772 -0.016199999999997772 -0.016199999999997772 NaN
4 -0.002200000000001978 -0.002200000000001978 -0.002200000000001978 NaN
5 -0.2597999999999985 -0.2597999999999985 -0.2597999999999985 NaN
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 16.576852335335793 16.576852335335793 16.576852335335793 NaN
2 15.816211647367624 15.816211647367624 15.816211647367624 NaN
3 18.633548475277383 18.633548475277383 18.633548475277383 NaN
4 17.652928373163046 17.652928373163046 17.652928373163046 NaN
5 17.515575649979358 17.515575649979358 17.515575649979358 NaN
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 -14.035087719298247 -14.035087719298247 -14.035087719298247 NaN
2 -13.157894736842104 -13.157894736842104 -13.157894736842104 NaN
3 -15.350877192982457 -15.350877192982457 -15.350877192982457 NaN
4 -14.473684210526317 -14.473684210526317 -14.473684210526317 NaN
5 -14.473684210526317 -14.473684210526317 -14.473684210526317 NaN
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 7.012296444001332 7.012296444001332 7.012296444001332 NaN
2 2.342971086739781 2.342971086739781 2.342971086739781 NaN
3 0.5982053838484626 0.5982053838484626 0.5982053838484626 NaN
4 0.09970089730808324 0.09970089730808324 0.09970089730808324 NaN
5 6.995679627783321 6.995679627783321 6.995679627783321 NaN
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
