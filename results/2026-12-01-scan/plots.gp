set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 4,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 21951 444 30.8782 94.5282 4401.311757 0.432 1.6057 2.592413775537638
10 22007 445 31.0598 94.5435 6156.812738 0.315 1.5939 2.574242047460446
EOD
$arm2 << EOD
2 21904 446 31.1072 94.5895 8316.180519 0.236 1.5787 2.5694889018558102
8 21827 448 31.0676 94.5209 6133.392353 0.317 1.6005 2.5679780592368004
EOD
$arm3 << EOD
4 22681 465 29.5492 95.2313 7943.890344 0.248 1.4631 0.0
9 22686 465 29.4842 95.2658 6140.416933 0.319 1.4579 0.0
EOD
$arm4 << EOD
6 22272 452 29.5534 95.0410 6887.760204 0.284 1.5209 0.0
11 22503 452 29.9567 95.0256 3368.740744 0.569 1.5019 0.0
EOD
$arm5 << EOD
7 22783 452 29.2676 95.2912 5790.770201 0.336 1.4559 0.0
13 22566 452 29.4559 95.2021 4771.554555 0.403 1.4755 0.0
EOD
$arm6 << EOD
5 22511 452 29.4358 95.2596 7418.476953 0.265 1.4598 0.0
14 22607 452 29.6331 95.2014 7157.534286 0.275 1.4682 0.0
EOD
$arm7 << EOD
3 22248 452 29.3845 95.1632 5413.707421 0.365 1.4986 0.0
12 22514 453 29.8517 95.0864 2804.500288 0.67 1.4816 0.0
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:2 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:2 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:2 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:2 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:2 with points pt 7 ps 1.5 title 'car', $arm7 using 1:2 with points pt 7 ps 1.5 title 'clockpro'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:3 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:3 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:3 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:3 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:3 with points pt 7 ps 1.5 title 'car', $arm7 using 1:3 with points pt 7 ps 1.5 title 'clockpro'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:4 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:4 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:4 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:4 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:4 with points pt 7 ps 1.5 title 'car', $arm7 using 1:4 with points pt 7 ps 1.5 title 'clockpro'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:5 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:5 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:5 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:5 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:5 with points pt 7 ps 1.5 title 'car', $arm7 using 1:5 with points pt 7 ps 1.5 title 'clockpro'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:6 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:6 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:6 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:6 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:6 with points pt 7 ps 1.5 title 'car', $arm7 using 1:6 with points pt 7 ps 1.5 title 'clockpro'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:7 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:7 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:7 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:7 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:7 with points pt 7 ps 1.5 title 'car', $arm7 using 1:7 with points pt 7 ps 1.5 title 'clockpro'
set title 'allocations per transaction'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:8 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:8 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:8 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:8 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:8 with points pt 7 ps 1.5 title 'car', $arm7 using 1:8 with points pt 7 ps 1.5 title 'clockpro'
set title 'sweep ticks per allocation'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:9 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:9 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:9 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:9 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:9 with points pt 7 ps 1.5 title 'car', $arm7 using 1:9 with points pt 7 ps 1.5 title 'clockpro'
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
1-stock 30.8335 0.0328 69.1206 0.0130
2-stock-again 31.0723 0.0285 68.8919 0.0073
3-clockpro 29.3721 0.0032 70.6133 0.0113
4-sieve 29.5468 0.0000 70.4501 0.0031
5-car 29.4246 0.0035 70.5625 0.0094
6-twoq 29.5415 0.0038 70.4453 0.0094
7-s3fifo 29.2546 0.0031 70.7305 0.0119
8-stock-again 31.0289 0.0302 68.9307 0.0102
9-sieve 29.4810 0.0000 70.5149 0.0040
10-stock 31.0225 0.0287 68.9384 0.0104
11-twoq 29.9302 0.0099 70.0389 0.0210
12-clockpro 29.8189 0.0135 70.1435 0.0241
13-s3fifo 29.4400 0.0040 70.5413 0.0148
14-car 29.6216 0.0034 70.3650 0.0099
EOD
plot $shares using 2:xtic(1) title 'btree leaf', $shares using 3 title 'btree inner', $shares using 4 title 'heap', $shares using 5 title 'other'
