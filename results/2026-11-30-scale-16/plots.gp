set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 4,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 11554 297 46.2038 95.0405 11292.055246 0.176 0.9664 2.7796195716927903
3 11562 297 46.2418 95.0152 11093.24216 0.179 0.9704 2.777480694765476
5 11544 297 46.1942 95.0264 10599.360456 0.187 0.9692 2.7797256646644795
7 11578 297 46.2240 95.0296 10482.282322 0.189 0.9679 2.777233178825835
9 11565 297 46.2004 95.0284 10051.501633 0.197 0.9685 2.778775807058021
EOD
$arm2 << EOD
2 11678 297 46.1270 95.0680 10805.251428 0.183 0.9623 1.4894530107874366
4 11649 297 46.1568 95.0535 10724.460115 0.185 0.9647 1.491255374764129
6 11656 297 46.1222 95.0753 10570.82647 0.187 0.9614 1.4883790965456156
8 11655 297 46.1273 95.0637 10435.436404 0.19 0.9633 1.4911388828645276
10 11657 297 46.1052 95.0798 10531.076502 0.188 0.9606 1.4902129830479651
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
1-stock 46.1948 0.0024 53.7955 0.0073
2-hotcool 46.1176 0.0025 53.8722 0.0077
3-stock 46.2327 0.0024 53.7569 0.0080
4-hotcool 46.1473 0.0025 53.8417 0.0085
5-stock 46.1846 0.0025 53.8043 0.0086
6-hotcool 46.1125 0.0026 53.8765 0.0085
7-stock 46.2144 0.0026 53.7742 0.0089
8-hotcool 46.1175 0.0026 53.8713 0.0086
9-stock 46.1904 0.0027 53.7977 0.0092
10-hotcool 46.0955 0.0026 53.8930 0.0089
EOD
plot $shares using 2:xtic(1) title 'btree leaf', $shares using 3 title 'btree inner', $shares using 4 title 'heap', $shares using 5 title 'other'
