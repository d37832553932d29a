set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29720 297 NaN 97.2545 9998.410204 0.197 0.6008 NaN 300318.0
4 29806 297 NaN 97.2403 9519.536672 0.207 0.6041 NaN 287485.0
6 29738 297 NaN 97.2365 6729.375571 0.294 0.6044 NaN 203327.0
7 29754 297 NaN 97.2487 9584.784925 0.205 0.6017 NaN 288358.0
9 29754 297 NaN 97.2490 9774.562861 0.201 0.6017 NaN 294038.0
EOD
$arm2 << EOD
2 29685 297 41.0541 97.2516 10259.489739 0.192 0.602 3.0965579334646076 308809.0
3 29725 297 41.2078 97.2404 9316.047866 0.211 0.6033 3.102540925266904 281041.0
5 29733 297 41.0315 97.2432 7195.977847 0.274 0.6039 3.0702499689322353 217307.0
8 29798 297 41.3092 97.2402 9961.094083 0.198 0.6029 3.162710295004213 300273.0
10 29747 297 41.1229 97.2623 9989.743221 0.197 0.5992 3.098075451395039 299280.0
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
set title 'evictions (pg_stat_io, every context)'
plot $arm1 using 1:10 with points pt 7 ps 1.5 title 'core', $arm2 using 1:10 with points pt 7 ps 1.5 title 'clocksweep'
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
2-clocksweep 41.0356 0.0049 58.9430 0.0165
3-clocksweep 41.1875 0.0053 58.7894 0.0178
4-core 0 0 0 0
5-clocksweep 41.0052 0.0069 58.9639 0.0239
6-core 0 0 0 0
7-core 0 0 0 0
8-clocksweep 41.2902 0.0050 58.6875 0.0173
9-core 0 0 0 0
10-clocksweep 41.1039 0.0050 58.8741 0.0170
EOD
plot $shares using 2:xtic(1) title 'btree leaf', $shares using 3 title 'btree inner', $shares using 4 title 'heap', $shares using 5 title 'other'
