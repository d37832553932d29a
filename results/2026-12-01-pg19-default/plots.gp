set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29720 297 41.1885 97.2572 10395.602142 0.189 0.6002 3.115392259950759 311977.0
4 29875 297 41.0645 97.2363 10739.290748 0.183 0.6044 3.092272561986527 324547.0
6 29759 297 41.0915 97.2495 10474.755989 0.188 0.6022 3.08950093699167 315412.0
7 29741 297 41.1407 97.2526 10611.4837 0.186 0.601 3.0928680312905796 318859.0
9 29756 297 41.1092 97.2473 10416.069554 0.189 0.6016 3.0916319019971463 313338.0
EOD
$arm2 << EOD
2 30173 297 40.8587 97.2814 10516.003252 0.187 0.5992 1.7074918897642795 315089.0
3 30232 297 40.9617 97.2694 10690.364181 0.184 0.6002 1.7036690640753454 320818.0
5 30190 297 40.8730 97.2829 10741.721047 0.183 0.599 1.7049961606257402 321722.0
8 30173 297 40.9870 97.2730 10493.889423 0.188 0.5994 1.7113203407454045 314542.0
10 30172 297 40.9387 97.2895 10633.043898 0.185 0.5963 1.7128521087881685 317038.0
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:2 with points pt 7 ps 1.5 title 'hotcool'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:3 with points pt 7 ps 1.5 title 'hotcool'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:4 with points pt 7 ps 1.5 title 'hotcool'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:5 with points pt 7 ps 1.5 title 'hotcool'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:6 with points pt 7 ps 1.5 title 'hotcool'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:7 with points pt 7 ps 1.5 title 'hotcool'
set title 'allocations per transaction'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:8 with points pt 7 ps 1.5 title 'hotcool'
set title 'sweep ticks per allocation'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:9 with points pt 7 ps 1.5 title 'hotcool'
set title 'evictions (pg_stat_io, every context)'
plot $arm1 using 1:10 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:10 with points pt 7 ps 1.5 title 'hotcool'
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
1-stock 41.1702 0.0048 58.8086 0.0163
2-hotcool 40.8406 0.0048 59.1384 0.0162
3-hotcool 40.9439 0.0047 59.0359 0.0156
4-stock 41.0470 0.0046 58.9321 0.0163
5-hotcool 40.8552 0.0047 59.1239 0.0162
6-stock 41.0735 0.0048 58.9056 0.0162
7-stock 41.1228 0.0047 58.8562 0.0163
8-hotcool 40.9689 0.0048 59.0098 0.0165
9-stock 41.0910 0.0048 58.8879 0.0163
10-hotcool 40.9207 0.0047 59.0572 0.0174
EOD
plot $shares using 2:xtic(1) title 'btree leaf', $shares using 3 title 'btree inner', $shares using 4 title 'heap', $shares using 5 title 'other'
