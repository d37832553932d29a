set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 4,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29752 297 41.0986 97.2600 10489.374531 0.189 0.5997 3.0820397209485715
3 29800 297 41.1194 97.2420 10154.221531 0.195 0.6028 3.101491903197869
5 29733 297 41.1044 97.2490 9458.643103 0.209 0.6027 3.1005488181460894
7 29780 297 41.1892 97.2461 8128.972759 0.243 0.6024 3.1207902916824946
9 29739 297 41.0960 97.2511 9763.339647 0.202 0.6011 3.0787905848028956
EOD
$arm2 << EOD
2 30172 297 40.8394 97.2815 10681.485324 0.185 0.5992 1.7092474946173726
4 30275 297 40.9396 97.2676 9618.832942 0.205 0.6006 1.7027873852726625
6 30193 297 40.9523 97.2777 9878.849522 0.2 0.5991 1.7095371180810186
8 30244 297 40.9997 97.2733 9413.088198 0.21 0.599 1.7277771077071524
10 30189 297 40.9774 97.2877 8566.60918 0.231 0.5963 1.7205267362090029
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
1-stock 41.0830 0.0041 58.9001 0.0127
2-hotcool 40.8241 0.0041 59.1593 0.0125
3-stock 41.1034 0.0042 58.8783 0.0141
4-hotcool 40.9226 0.0045 59.0573 0.0156
5-stock 41.0872 0.0046 58.8928 0.0154
6-hotcool 40.9357 0.0044 59.0453 0.0145
7-stock 41.1691 0.0053 58.8072 0.0184
8-hotcool 40.9823 0.0046 58.9978 0.0153
9-stock 41.0792 0.0044 58.9010 0.0153
10-hotcool 40.9582 0.0051 59.0187 0.0180
EOD
plot $shares using 2:xtic(1) title 'btree leaf', $shares using 3 title 'btree inner', $shares using 4 title 'heap', $shares using 5 title 'other'
