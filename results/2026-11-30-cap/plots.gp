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
