set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29808 297 41.2444 97.2507 8533.246733 0.23 0.6009 3.13933556476215 NaN 0
9 29764 297 41.0673 97.2485 7310.438296 0.269 0.6018 3.066329012634747 NaN 0
17 29789 297 41.0142 97.2491 7196.093107 0.273 0.6018 3.0742656567522633 NaN 0
24 29785 297 41.3640 97.2383 7548.205454 0.261 0.6027 3.1639185683507014 NaN 0
28 29787 297 41.1302 97.2482 8768.250637 0.224 0.6017 3.1242128409758685 NaN 0
EOD
$arm2 << EOD
2 33884 310 37.0891 97.6752 6946.569686 0.282 0.543 0.0 1.1145375383815832 2
7 33790 310 37.2881 97.6923 7074.134086 0.278 0.5387 0.0 1.1073978038589936 2
15 32790 310 37.2262 97.5314 3583.819235 0.532 0.5644 0.0 1.1939088302185306 2
23 33837 310 37.0635 97.6647 6677.310387 0.294 0.5463 0.0 1.115712993173032 3
30 34152 310 37.1229 97.7698 7914.515852 0.249 0.5283 0.0 1.0691526007578367 3
EOD
$arm3 << EOD
4 32394 297 38.4913 97.5897 8016.671332 0.245 0.5541 0.0 1.4499540697779139 13
8 32358 297 38.2581 97.3697 6307.495344 0.306 0.5862 0.0 1.2322662323960807 15
13 32396 297 38.3393 97.5436 6512.900826 0.3 0.5613 0.0 1.384684827627713 13
21 32398 297 38.3413 97.5815 7682.829769 0.256 0.5562 0.0 1.4379289037851197 13
29 32448 297 38.7300 97.6409 8694.472037 0.226 0.5461 0.0 1.461152861090517 13
EOD
$arm4 << EOD
6 33421 310 37.0687 97.6790 6597.477049 0.295 0.5413 0.0 1.6467125566390168 12
10 33508 297 37.8599 97.7764 7966.661213 0.247 0.527 0.0 1.7924868133281873 13
14 33393 310 36.3413 97.6322 3533.732229 0.537 0.5494 0.0 1.520176785107194 15
19 33073 310 35.8747 97.4691 2769.235145 0.685 0.5692 0.0 1.4366870963239307 2
27 33304 310 36.9317 97.6319 5754.663252 0.337 0.5482 0.0 1.5663005846321636 15
EOD
$arm5 << EOD
5 33982 297 36.9536 97.7727 7244.284689 0.271 0.53 0.0 1.5498403171774955 15
12 33961 297 37.6122 97.7879 6949.163937 0.282 0.5273 0.0 1.5865494841421475 12
16 34070 297 35.6692 97.6850 4567.495083 0.424 0.5412 0.0 1.5015944187251125 12
20 34022 310 36.8804 97.7685 4796.869783 0.402 0.5301 0.0 1.50180883023735 16
25 33855 310 36.9124 97.7679 5455.540448 0.353 0.5302 0.0 1.5524674282869078 13
EOD
$arm6 << EOD
3 33796 297 37.4286 97.4659 6025.544771 0.32 0.5735 0.0 1.6177246992624839 13
11 34452 297 36.8008 97.6021 6883.724863 0.284 0.5535 0.0 1.629728594676886 15
18 34264 297 37.0794 97.5390 6962.316668 0.282 0.5637 0.0 1.6202504548860108 12
22 34558 297 36.4830 97.7445 5055.306099 0.391 0.5332 0.0 1.6797210061586407 15
26 34009 297 37.1338 97.5262 6494.766547 0.299 0.5654 0.0 1.6258286262099169 14
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
set title 'policy header visits per allocation (framework)'
plot $arm1 using 1:10 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:10 with points pt 7 ps 1.5 title 'sieve', $arm3 using 1:10 with points pt 7 ps 1.5 title 'twoq', $arm4 using 1:10 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:10 with points pt 7 ps 1.5 title 'car', $arm6 using 1:10 with points pt 7 ps 1.5 title 'clockpro'
set title 'dirty victims'
plot $arm1 using 1:11 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:11 with points pt 7 ps 1.5 title 'sieve', $arm3 using 1:11 with points pt 7 ps 1.5 title 'twoq', $arm4 using 1:11 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:11 with points pt 7 ps 1.5 title 'car', $arm6 using 1:11 with points pt 7 ps 1.5 title 'clockpro'
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
1-stock 41.2237 0.0051 58.7540 0.0172
2-sieve 37.0817 0.0000 62.9093 0.0090
3-clockpro 37.3979 0.0075 62.5674 0.0272
4-twoq 38.4674 0.0059 61.5051 0.0216
5-car 36.9260 0.0068 63.0417 0.0255
6-s3fifo 37.0541 0.0000 62.9274 0.0185
7-sieve 37.2808 0.0000 62.7098 0.0094
8-twoq 38.2295 0.0070 61.7370 0.0265
9-stock 41.0432 0.0059 58.9291 0.0218
10-s3fifo 37.8346 0.0062 62.1358 0.0233
11-clockpro 36.7730 0.0068 63.1934 0.0268
12-car 37.5833 0.0071 62.3828 0.0267
13-twoq 38.3103 0.0071 61.6552 0.0274
14-s3fifo 36.3269 0.0000 63.6484 0.0247
15-sieve 37.2124 0.0000 62.7669 0.0208
16-car 35.6263 0.0105 64.3227 0.0405
17-stock 40.9898 0.0060 58.9807 0.0236
18-clockpro 37.0524 0.0066 62.9155 0.0255
19-s3fifo 35.8570 0.0000 64.1164 0.0266
20-car 36.8693 0.0000 63.1102 0.0204
21-twoq 38.3165 0.0061 61.6531 0.0243
22-clockpro 36.4436 0.0096 63.5081 0.0386
23-sieve 37.0558 0.0000 62.9321 0.0121
24-stock 41.3407 0.0057 58.6316 0.0220
25-car 36.9027 0.0000 63.0793 0.0180
26-clockpro 37.1049 0.0071 62.8591 0.0289
27-s3fifo 36.9228 0.0000 63.0601 0.0171
28-stock 41.1101 0.0049 58.8656 0.0193
29-twoq 38.7077 0.0055 61.2649 0.0219
30-sieve 37.1162 0.0000 62.8732 0.0105
EOD
plot $shares using 2:xtic(1) title 'btree leaf', $shares using 3 title 'btree inner', $shares using 4 title 'heap', $shares using 5 title 'other'
