set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 4,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 42981 297 36.2458 98.2084 9881.878315 0.2 0.4425 3.4016002708291397
3 42940 297 36.2381 98.2069 10221.610611 0.194 0.4435 3.4017905205658363
5 43041 297 36.1361 98.2078 9432.967513 0.209 0.4439 3.3779315813104827
7 43011 297 36.6299 98.2014 7858.308603 0.251 0.4447 3.4641524123560257
9 42999 297 36.6751 98.2010 8802.737804 0.224 0.4441 3.537706209832576
EOD
$arm2 << EOD
2 43505 297 36.0839 98.2312 9210.888584 0.215 0.4421 1.922498747285786
4 43780 297 36.0238 98.2236 10908.310609 0.181 0.4428 1.9309685113713537
6 43495 297 36.0613 98.2277 7831.436517 0.252 0.4426 1.902087288717561
8 43597 297 36.2973 98.2278 8396.830366 0.235 0.441 1.9164600718355884
10 43722 297 36.0992 98.2346 8311.581394 0.238 0.4399 1.9061407587734893
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
1-stock 36.2234 0.0059 63.7524 0.0183
2-hotcool 36.0598 0.0064 63.9142 0.0197
3-stock 36.2165 0.0057 63.7588 0.0190
4-hotcool 36.0035 0.0054 63.9729 0.0182
5-stock 36.1127 0.0062 63.8600 0.0210
6-hotcool 36.0331 0.0075 63.9346 0.0248
7-stock 36.6018 0.0074 63.3650 0.0258
8-hotcool 36.2708 0.0070 63.6989 0.0232
9-stock 36.6501 0.0067 63.3203 0.0230
10-hotcool 36.0724 0.0071 63.8964 0.0241
EOD
plot $shares using 2:xtic(1) title 'btree leaf', $shares using 3 title 'btree inner', $shares using 4 title 'heap', $shares using 5 title 'other'
