set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 4,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29756 297 41.1143 97.2594 10944.877727 0.18 0.5997 3.089200118234647
4 29815 297 41.0810 97.2404 9692.310988 0.203 0.6039 3.0947331369480082
6 29735 297 41.2707 97.2412 7833.99314 0.253 0.604 3.1669111151500293
7 29722 297 41.2988 97.2470 7931.627827 0.25 0.6025 3.160357456782889
9 29659 297 41.2805 97.2556 6447.864107 0.309 0.6009 3.163853095444596
EOD
$arm2 << EOD
2 29738 297 41.0754 97.2486 10805.259543 0.182 0.6023 3.084308838398584
3 29756 297 41.1627 97.2429 10460.832405 0.188 0.603 3.109298247283083
5 29701 297 41.1957 97.2450 9935.779726 0.198 0.603 3.1025743751022437
8 29834 297 41.2709 97.2289 6354.214677 0.314 0.6047 3.125585583709842
10 29772 297 41.1962 97.2573 8993.307536 0.22 0.5999 3.127342420658899
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
1-stock 41.0981 0.0040 58.8845 0.0134
2-stock-again 41.0591 0.0040 58.9234 0.0135
3-stock-again 41.1459 0.0041 58.8351 0.0149
4-stock 41.0629 0.0044 58.9163 0.0164
5-stock-again 41.1780 0.0043 58.8016 0.0160
6-stock 41.2483 0.0055 58.7264 0.0199
7-stock 41.2767 0.0054 58.6978 0.0201
8-stock-again 41.2433 0.0068 58.7254 0.0245
9-stock 41.2532 0.0067 58.7148 0.0253
10-stock-again 41.1766 0.0048 58.8004 0.0182
EOD
plot $shares using 2:xtic(1) title 'btree leaf', $shares using 3 title 'btree inner', $shares using 4 title 'heap', $shares using 5 title 'other'
