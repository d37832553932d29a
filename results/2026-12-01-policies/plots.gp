set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 4,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29783 297 41.2738 97.2519 9077.137335 0.217 0.6009 3.152141861659209
9 29770 297 41.1225 97.2477 10610.697698 0.186 0.6016 3.0924872698785744
17 29728 297 41.1442 97.2510 9025.633907 0.218 0.6016 3.119339971927808
EOD
$arm2 << EOD
2 34381 310 36.9970 97.7625 9996.082689 0.197 0.5309 0.0
7 34359 310 37.1255 97.8007 10940.228724 0.18 0.5235 0.0
15 34526 310 36.8728 97.8255 9982.640408 0.197 0.5227 0.0
EOD
$arm3 << EOD
4 32431 297 38.7628 97.6152 10782.224844 0.183 0.5503 0.0
8 32348 297 38.7179 97.6144 10841.916182 0.182 0.5495 0.0
13 32457 297 38.5728 97.6113 10592.503144 0.186 0.5504 0.0
EOD
$arm4 << EOD
6 33548 297 37.7382 97.7962 10771.611467 0.183 0.5245 0.0
10 33495 297 37.7810 97.8017 10696.311364 0.184 0.5233 0.0
14 33626 297 37.7382 97.7848 10571.337216 0.186 0.5264 0.0
EOD
$arm5 << EOD
5 34076 297 37.8363 97.7798 10735.314841 0.184 0.5282 0.0
12 34148 297 37.8976 97.7749 10305.083015 0.191 0.5288 0.0
16 34057 297 37.9352 97.7819 9140.140798 0.216 0.5276 0.0
EOD
$arm6 << EOD
3 34533 297 36.6320 97.7993 4499.119646 0.442 0.5261 0.0
11 34642 297 36.3704 97.8096 4467.833721 0.445 0.5248 0.0
18 34575 297 36.5159 97.7886 4500.789874 0.441 0.5285 0.0
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:2 with points pt 7 ps 1.5 title 'sieve', $arm3 using 1:2 with points pt 7 ps 1.5 title 'twoq', $arm4 using 1:2 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:2 with points pt 7 ps 1.5 title 'car', $arm6 using 1:2 with points pt 7 ps 1.5 title 'clockpro'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:3 with points pt 7 ps 1.5 title 'sieve', $arm3 using 1:3 with points pt 7 ps 1.5 title 'twoq', $arm4 using 1:3 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:3 with points pt 7 ps 1.5 title 'car', $arm6 using 1:3 with points pt 7 ps 1.5 title 'clockpro'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:4 with points pt 7 ps 1.5 title 'sieve', $arm3 using 1:4 with points pt 7 ps 1.5 title 'twoq', $arm4 using 1:4 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:4 with points pt 7 ps 1.5 title 'car', $arm6 using 1:4 with points pt 7 ps 1.5 title 'clockpro'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:5 with points pt 7 ps 1.5 title 'sieve', $arm3 using 1:5 with points pt 7 ps 1.5 title 'twoq', $arm4 using 1:5 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:5 with points pt 7 ps 1.5 title 'car', $arm6 using 1:5 with points pt 7 ps 1.5 title 'clockpro'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:6 with points pt 7 ps 1.5 title 'sieve', $arm3 using 1:6 with points pt 7 ps 1.5 title 'twoq', $arm4 using 1:6 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:6 with points pt 7 ps 1.5 title 'car', $arm6 using 1:6 with points pt 7 ps 1.5 title 'clockpro'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:7 with points pt 7 ps 1.5 title 'sieve', $arm3 using 1:7 with points pt 7 ps 1.5 title 'twoq', $arm4 using 1:7 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:7 with points pt 7 ps 1.5 title 'car', $arm6 using 1:7 with points pt 7 ps 1.5 title 'clockpro'
set title 'allocations per transaction'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:8 with points pt 7 ps 1.5 title 'sieve', $arm3 using 1:8 with points pt 7 ps 1.5 title 'twoq', $arm4 using 1:8 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:8 with points pt 7 ps 1.5 title 'car', $arm6 using 1:8 with points pt 7 ps 1.5 title 'clockpro'
set title 'sweep ticks per allocation'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:9 with points pt 7 ps 1.5 title 'sieve', $arm3 using 1:9 with points pt 7 ps 1.5 title 'twoq', $arm4 using 1:9 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:9 with points pt 7 ps 1.5 title 'car', $arm6 using 1:9 with points pt 7 ps 1.5 title 'clockpro'
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
1-stock 41.2543 0.0048 58.7248 0.0161
2-sieve 36.9917 0.0000 63.0019 0.0064
3-clockpro 36.5872 0.0110 63.3613 0.0406
4-twoq 38.7449 0.0044 61.2345 0.0162
5-car 37.8176 0.0046 62.1605 0.0173
6-s3fifo 37.7195 0.0046 62.2593 0.0166
7-sieve 37.1206 0.0000 62.8731 0.0063
8-twoq 38.7001 0.0044 61.2791 0.0165
9-stock 41.1059 0.0041 58.8750 0.0150
10-s3fifo 37.7621 0.0046 62.2157 0.0175
11-clockpro 36.3252 0.0111 63.6194 0.0444
12-car 37.8778 0.0048 62.0991 0.0184
13-twoq 38.5546 0.0045 61.4237 0.0172
14-s3fifo 37.7191 0.0047 62.2582 0.0180
15-sieve 36.8674 0.0000 63.1245 0.0080
16-car 37.9128 0.0054 62.0606 0.0212
17-stock 41.1247 0.0048 58.8517 0.0188
18-clockpro 36.4714 0.0109 63.4748 0.0429
EOD
plot $shares using 2:xtic(1) title 'btree leaf', $shares using 3 title 'btree inner', $shares using 4 title 'heap', $shares using 5 title 'other'
