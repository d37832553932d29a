set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 4,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29740 297 NaN 97.2487 7338.281937 0.27 0.6012 NaN
4 29882 297 NaN 97.2401 9843.63275 0.201 0.6036 NaN
6 29769 297 NaN 97.2506 10353.11415 0.19 0.602 NaN
7 29767 297 NaN 97.2496 9280.5145 0.213 0.6015 NaN
9 29925 297 NaN 97.2489 8885.499989 0.223 0.6016 NaN
EOD
$arm2 << EOD
2 29689 297 41.1054 97.2457 8880.926884 0.223 0.6028 3.1020880196695337
3 29750 297 41.1208 97.2348 8098.17518 0.245 0.6041 3.0751525904606942
5 29779 297 41.2685 97.2428 8656.914644 0.229 0.6035 3.1473026424110615
8 29854 297 41.1649 97.2359 8832.488256 0.224 0.6033 3.0826376167452474
10 29781 297 41.1378 97.2634 9494.245382 0.208 0.5988 3.1100849649057998
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'core', $arm2 using 1:2 with points pt 7 ps 1.5 title 'clocksweep'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'core', $arm2 using 1:3 with points pt 7 ps 1.5 title 'clocksweep'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'core', $arm2 using 1:4 with points pt 7 ps 1.5 title 'clocksweep'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'core', $arm2 using 1:5 with points pt 7 ps 1.5 title 'clocksweep'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'core', $arm2 using 1:6 with points pt 7 ps 1.5 title 'clocksweep'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'core', $arm2 using 1:7 with points pt 7 ps 1.5 title 'clocksweep'
set title 'allocations per transaction'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'core', $arm2 using 1:8 with points pt 7 ps 1.5 title 'clocksweep'
set title 'sweep ticks per allocation'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'core', $arm2 using 1:9 with points pt 7 ps 1.5 title 'clocksweep'
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
1-core 0 0 0 0
2-clocksweep 41.0856 0.0049 58.8931 0.0164
3-clocksweep 41.0991 0.0053 58.8764 0.0192
4-core 0 0 0 0
5-clocksweep 41.2482 0.0050 58.7284 0.0184
6-core 0 0 0 0
7-core 0 0 0 0
8-clocksweep 41.1450 0.0049 58.8325 0.0176
9-core 0 0 0 0
10-clocksweep 41.1192 0.0046 58.8597 0.0165
EOD
plot $shares using 2:xtic(1) title 'btree leaf', $shares using 3 title 'btree inner', $shares using 4 title 'heap', $shares using 5 title 'other'
