set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29738 297 41.1156 97.2586 10523.138839 0.187 0.5999 3.090850623655505 315680.0
4 29869 297 41.0704 97.2362 10605.795312 0.185 0.6043 3.0835770033734127 320488.0
6 29753 297 41.1619 97.2465 10418.075562 0.189 0.6027 3.1085491105560936 313945.0
7 29716 297 41.1621 97.2533 10475.083894 0.188 0.6009 3.10259319286872 314711.0
9 29719 297 41.1808 97.2532 10021.361229 0.196 0.601 3.138791737661794 301132.0
EOD
$arm2 << EOD
2 29711 297 41.0737 97.2490 10592.278034 0.186 0.6025 3.0920853432630917 319082.0
3 29779 297 41.1118 97.2422 10815.557673 0.182 0.603 3.0983396406950567 326115.0
5 29791 297 41.1153 97.2477 10427.762802 0.188 0.6024 3.093094422295533 314077.0
8 29755 297 41.2014 97.2385 10046.938116 0.196 0.6032 3.0994504497070716 303016.0
10 29713 297 41.1976 97.2611 10140.142972 0.194 0.5994 3.11731698326817 303893.0
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
1-stock 41.0975 0.0048 58.8816 0.0162
2-stock-again 41.0558 0.0047 58.9235 0.0160
3-stock-again 41.0943 0.0046 58.8858 0.0153
4-stock 41.0526 0.0047 58.9268 0.0159
5-stock-again 41.0971 0.0048 58.8815 0.0166
6-stock 41.1437 0.0048 58.8352 0.0162
7-stock 41.1440 0.0048 58.8350 0.0162
8-stock-again 41.1825 0.0050 58.7953 0.0172
9-stock 41.1618 0.0050 58.8162 0.0169
10-stock-again 41.1789 0.0049 58.7984 0.0178
EOD
plot $shares using 2:xtic(1) title 'btree leaf', $shares using 3 title 'btree inner', $shares using 4 title 'heap', $shares using 5 title 'other'
