set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29812 297 41.1516 97.2496 8814.028842 0.223 0.601 3.107544177616674 264879.0
4 29840 297 41.0743 97.2368 8337.60816 0.236 0.6046 3.1018664740939426 252066.0
6 29739 297 41.1599 97.2416 8498.925093 0.231 0.6034 3.089283694443903 256425.0
7 29742 297 41.1771 97.2493 9248.146746 0.213 0.6015 3.0981471560121245 278168.0
9 29822 297 41.2023 97.2510 9423.091994 0.209 0.6013 3.139648751213485 283316.0
EOD
$arm2 << EOD
2 29693 297 41.1493 97.2483 9627.448296 0.204 0.6025 3.119737105261343 290043.0
3 29790 297 41.2582 97.2394 8749.491512 0.225 0.6038 3.1567063313280155 264171.0
5 29778 297 41.0813 97.2423 7331.403346 0.265 0.6041 3.0761465569416715 221457.0
8 29825 297 41.3228 97.2390 9855.255904 0.2 0.603 3.162701230861401 297150.0
10 29782 297 41.2324 97.2568 8649.754915 0.227 0.6 3.15944900098668 259496.0
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:2 with points pt 7 ps 1.5 title 'stock-again'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:3 with points pt 7 ps 1.5 title 'stock-again'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:4 with points pt 7 ps 1.5 title 'stock-again'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:5 with points pt 7 ps 1.5 title 'stock-again'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:6 with points pt 7 ps 1.5 title 'stock-again'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:7 with points pt 7 ps 1.5 title 'stock-again'
set title 'allocations per transaction'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:8 with points pt 7 ps 1.5 title 'stock-again'
set title 'sweep ticks per allocation'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:9 with points pt 7 ps 1.5 title 'stock-again'
set title 'evictions (pg_stat_io, every context)'
plot $arm1 using 1:10 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:10 with points pt 7 ps 1.5 title 'stock-again'
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
1-stock 41.1300 0.0057 58.8450 0.0193
2-stock-again 41.1297 0.0052 58.8476 0.0176
3-stock-again 41.2367 0.0057 58.7387 0.0189
4-stock 41.0516 0.0060 58.9222 0.0202
5-stock-again 41.0556 0.0068 58.9142 0.0235
6-stock 41.1377 0.0059 58.8366 0.0199
7-stock 41.1566 0.0054 58.8197 0.0183
8-stock-again 41.3036 0.0050 58.6738 0.0175
9-stock 41.1822 0.0053 58.7945 0.0180
10-stock-again 41.2104 0.0058 58.7630 0.0208
EOD
plot $shares using 2:xtic(1) title 'btree leaf', $shares using 3 title 'btree inner', $shares using 4 title 'heap', $shares using 5 title 'other'
