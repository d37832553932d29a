set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 7,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 21746 444 31.0037 94.5583 7731.437213 0.253 7653.048927 0.247 78.388286 0.918 1.5949 2.564475524021788 NaN 0
12 22079 446 31.2072 94.6235 8202.970171 0.239 8122.821669 0.233 80.148502 0.844 1.5619 2.5718190986782736 NaN 0
23 22117 445 31.1437 94.6043 8652.358435 0.227 8568.049291 0.221 84.309144 0.874 1.5687 2.5696868861180335 NaN 0
34 21789 445 31.0318 94.5659 8280.060665 0.237 8195.956189 0.23 84.104476 0.902 1.592 2.5729879328317105 NaN 0
45 22050 449 30.9107 94.5051 8272.804427 0.236 8187.576346 0.23 85.228081 0.832 1.6136 2.5570177672960686 NaN 0
EOD
$arm2 << EOD
2 21964 444 31.0453 94.6095 7902.402363 0.248 7823.957574 0.241 78.444788 0.9 1.5765 2.5673877967135734 NaN 0
10 21924 450 31.0606 94.5489 8288.218169 0.236 8204.488893 0.23 83.729276 0.831 1.5949 2.557039830280213 NaN 0
21 22292 444 31.1792 94.5906 8747.463367 0.225 8661.035429 0.218 86.427938 0.871 1.5742 2.575901636963121 NaN 0
32 21772 447 31.0539 94.5647 8415.48957 0.234 8330.921435 0.227 84.568135 0.91 1.588 2.5630459250567252 NaN 0
43 22034 445 31.0065 94.5479 8389.874289 0.233 8305.185868 0.227 84.688421 0.833 1.5952 2.5612983930749182 NaN 0
EOD
$arm3 << EOD
4 22755 465 29.5508 95.2265 7722.568471 0.254 7646.141064 0.247 76.427407 0.978 1.4631 0.0 1.0302434309405664 1
11 22610 465 29.4318 95.2409 8267.581159 0.237 8184.872344 0.23 82.708815 0.879 1.4664 0.0 1.0265881801713812 3
19 22273 465 29.6958 95.2062 8547.696291 0.23 8463.089992 0.223 84.606298 0.918 1.4649 0.0 1.024252405193909 2
30 22597 465 29.2998 95.2212 8376.826059 0.234 8291.297421 0.227 85.528638 0.94 1.4819 0.0 1.0270140927679898 2
41 22782 465 29.6074 95.2618 8334.355431 0.235 8252.807648 0.228 81.547783 0.931 1.4514 0.0 1.0246373432676392 2
EOD
$arm4 << EOD
6 22561 452 29.4216 95.0960 8859.140274 0.224 8767.574276 0.216 91.565998 1.004 1.508 0.0 1.191156346475744 14
13 22888 452 29.3421 95.1908 9032.368862 0.218 8941.120286 0.211 91.248576 0.931 1.4819 0.0 1.21191744221493 13
20 22866 452 29.6969 95.1668 8399.321948 0.234 8315.893585 0.226 83.428363 0.994 1.4709 0.0 1.2044422425893815 14
28 22541 452 29.5616 95.1841 8220.462205 0.239 8138.201382 0.231 82.260823 1.036 1.4743 0.0 1.2311962638414442 14
39 22961 452 29.4415 95.2430 7837.665862 0.25 7759.562216 0.242 78.103646 1.041 1.4635 0.0 1.2133126184609966 16
EOD
$arm5 << EOD
8 22797 452 29.1400 95.2811 8211.845159 0.239 8128.358397 0.231 83.486762 0.999 1.4692 0.0 1.3687503419190237 14
15 23028 452 29.2885 95.3763 8115.588368 0.242 8036.63992 0.234 78.948447 1.098 1.43 0.0 1.3733943451996242 13
22 22947 452 28.9204 95.3005 8574.895366 0.229 8486.826787 0.221 88.06858 1.035 1.4716 0.0 1.368312848524428 12
29 23043 452 29.1958 95.3318 8235.597086 0.239 8153.529741 0.23 82.067345 1.086 1.4488 0.0 1.377092574524655 16
37 22862 452 29.1419 95.2864 8042.65751 0.244 7961.549467 0.235 81.108043 1.126 1.4654 0.0 1.3706377020662734 15
EOD
$arm6 << EOD
9 22869 452 29.5954 95.2845 8247.065594 0.238 8166.062396 0.23 81.003198 0.991 1.4454 0.0 1.2804607343898122 13
17 22437 451 29.5196 95.2783 8408.889424 0.233 8326.24422 0.225 82.645203 1.039 1.4534 0.0 1.2770705171321821 15
24 22601 451 29.3981 95.2585 8439.805842 0.232 8355.416985 0.224 84.388857 1.044 1.4608 0.0 1.2870509176336216 13
31 22521 452 29.4998 95.2310 8145.383321 0.241 8063.562082 0.233 81.821239 1.09 1.4668 0.0 1.2711604518336492 13
38 22302 452 29.5933 95.2025 8108.25526 0.242 8026.085985 0.234 82.169275 1.108 1.4742 0.0 1.2752613823478225 12
EOD
$arm7 << EOD
7 22610 452 29.3547 95.2579 5925.379881 0.332 5866.259883 0.277 59.119999 5.791 1.4622 0.0 1.5102633474302387 13
18 22398 452 29.4556 95.2187 6280.084504 0.314 6216.780024 0.264 63.304481 5.273 1.4715 0.0 1.5196639914114785 15
26 22629 452 29.6415 95.3033 6420.939794 0.307 6358.986936 0.264 61.952858 4.665 1.4349 0.0 1.5200160614676708 16
33 22561 452 29.5744 95.2591 6192.942452 0.318 6132.044001 0.27 60.898451 5.175 1.4501 0.0 1.5348910233141295 15
40 22437 452 29.6724 95.2636 6205.614819 0.318 6144.511128 0.267 61.103691 5.477 1.4519 0.0 1.5397567467373472 13
EOD
$arm8 << EOD
5 21726 435 31.4037 94.4173 8644.110166 0.229 8557.484452 0.221 86.625714 1.002 1.6143 0.0 1.0011939844968352 15
16 21909 434 31.4488 94.4455 8311.515421 0.236 8229.246954 0.229 82.268467 1.0 1.6036 0.0 1.0005912666612642 15
27 22024 438 31.3401 94.4368 8314.18038 0.237 8231.631242 0.229 82.549138 1.005 1.6088 0.0 1.0005966542500775 15
35 21585 435 31.4827 94.4138 8339.83988 0.236 8256.639283 0.228 83.200597 1.066 1.6162 0.0 1.0005341904121725 13
42 21784 437 31.6271 94.5037 7941.193349 0.247 7864.225272 0.24 76.968077 1.022 1.5803 0.0 1.0006949270326615 17
EOD
$arm9 << EOD
3 21984 452 29.5507 95.0985 7487.000341 0.262 7408.991585 0.253 78.008756 1.114 1.5133 0.0 1.0002701032747816 16
14 22447 452 29.7840 95.2095 8629.1254 0.228 8544.299645 0.22 84.825755 1.012 1.461 0.0 1.0004093120068027 15
25 22129 452 29.6606 95.1192 8372.43922 0.235 8287.189657 0.226 85.249563 1.064 1.4965 0.0 1.0003001253182846 13
36 22362 452 29.6451 95.1702 8476.751749 0.232 8391.883021 0.224 84.868728 1.055 1.4789 0.0 1.0002840088649059 15
44 22491 452 29.7613 95.1792 8274.31878 0.237 8191.969636 0.229 82.349144 1.022 1.4722 0.0 1.000269299230855 12
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:2 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:2 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:2 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:2 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:2 with points pt 7 ps 1.5 title 'car', $arm7 using 1:2 with points pt 7 ps 1.5 title 'clockpro', $arm8 using 1:2 with points pt 7 ps 1.5 title 'lru', $arm9 using 1:2 with points pt 7 ps 1.5 title 'arc'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:3 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:3 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:3 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:3 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:3 with points pt 7 ps 1.5 title 'car', $arm7 using 1:3 with points pt 7 ps 1.5 title 'clockpro', $arm8 using 1:3 with points pt 7 ps 1.5 title 'lru', $arm9 using 1:3 with points pt 7 ps 1.5 title 'arc'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:4 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:4 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:4 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:4 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:4 with points pt 7 ps 1.5 title 'car', $arm7 using 1:4 with points pt 7 ps 1.5 title 'clockpro', $arm8 using 1:4 with points pt 7 ps 1.5 title 'lru', $arm9 using 1:4 with points pt 7 ps 1.5 title 'arc'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:5 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:5 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:5 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:5 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:5 with points pt 7 ps 1.5 title 'car', $arm7 using 1:5 with points pt 7 ps 1.5 title 'clockpro', $arm8 using 1:5 with points pt 7 ps 1.5 title 'lru', $arm9 using 1:5 with points pt 7 ps 1.5 title 'arc'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:6 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:6 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:6 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:6 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:6 with points pt 7 ps 1.5 title 'car', $arm7 using 1:6 with points pt 7 ps 1.5 title 'clockpro', $arm8 using 1:6 with points pt 7 ps 1.5 title 'lru', $arm9 using 1:6 with points pt 7 ps 1.5 title 'arc'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:7 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:7 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:7 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:7 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:7 with points pt 7 ps 1.5 title 'car', $arm7 using 1:7 with points pt 7 ps 1.5 title 'clockpro', $arm8 using 1:7 with points pt 7 ps 1.5 title 'lru', $arm9 using 1:7 with points pt 7 ps 1.5 title 'arc'
set title 'tps of the probes (probe.sql)'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:8 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:8 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:8 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:8 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:8 with points pt 7 ps 1.5 title 'car', $arm7 using 1:8 with points pt 7 ps 1.5 title 'clockpro', $arm8 using 1:8 with points pt 7 ps 1.5 title 'lru', $arm9 using 1:8 with points pt 7 ps 1.5 title 'arc'
set title 'latency of the probes (ms)'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:9 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:9 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:9 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:9 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:9 with points pt 7 ps 1.5 title 'car', $arm7 using 1:9 with points pt 7 ps 1.5 title 'clockpro', $arm8 using 1:9 with points pt 7 ps 1.5 title 'lru', $arm9 using 1:9 with points pt 7 ps 1.5 title 'arc'
set title 'tps of the scans (scan.sql)'
plot $arm1 using 1:10 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:10 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:10 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:10 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:10 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:10 with points pt 7 ps 1.5 title 'car', $arm7 using 1:10 with points pt 7 ps 1.5 title 'clockpro', $arm8 using 1:10 with points pt 7 ps 1.5 title 'lru', $arm9 using 1:10 with points pt 7 ps 1.5 title 'arc'
set title 'latency of the scans (ms)'
plot $arm1 using 1:11 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:11 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:11 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:11 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:11 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:11 with points pt 7 ps 1.5 title 'car', $arm7 using 1:11 with points pt 7 ps 1.5 title 'clockpro', $arm8 using 1:11 with points pt 7 ps 1.5 title 'lru', $arm9 using 1:11 with points pt 7 ps 1.5 title 'arc'
set title 'allocations per transaction'
plot $arm1 using 1:12 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:12 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:12 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:12 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:12 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:12 with points pt 7 ps 1.5 title 'car', $arm7 using 1:12 with points pt 7 ps 1.5 title 'clockpro', $arm8 using 1:12 with points pt 7 ps 1.5 title 'lru', $arm9 using 1:12 with points pt 7 ps 1.5 title 'arc'
set title 'sweep ticks per allocation'
plot $arm1 using 1:13 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:13 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:13 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:13 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:13 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:13 with points pt 7 ps 1.5 title 'car', $arm7 using 1:13 with points pt 7 ps 1.5 title 'clockpro', $arm8 using 1:13 with points pt 7 ps 1.5 title 'lru', $arm9 using 1:13 with points pt 7 ps 1.5 title 'arc'
set title 'policy header visits per allocation (framework)'
plot $arm1 using 1:14 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:14 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:14 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:14 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:14 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:14 with points pt 7 ps 1.5 title 'car', $arm7 using 1:14 with points pt 7 ps 1.5 title 'clockpro', $arm8 using 1:14 with points pt 7 ps 1.5 title 'lru', $arm9 using 1:14 with points pt 7 ps 1.5 title 'arc'
set title 'dirty victims'
plot $arm1 using 1:15 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:15 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:15 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:15 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:15 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:15 with points pt 7 ps 1.5 title 'car', $arm7 using 1:15 with points pt 7 ps 1.5 title 'clockpro', $arm8 using 1:15 with points pt 7 ps 1.5 title 'lru', $arm9 using 1:15 with points pt 7 ps 1.5 title 'arc'
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
1-stock 30.9698 0.0271 68.9956 0.0075
2-stock-again 31.0133 0.0252 68.9537 0.0077
3-arc 29.5393 0.0041 70.4477 0.0090
4-sieve 29.5483 0.0000 70.4485 0.0032
5-lru 31.3241 0.0735 68.5946 0.0077
6-twoq 29.4129 0.0024 70.5772 0.0075
7-clockpro 29.3424 0.0037 70.6435 0.0104
8-s3fifo 29.1309 0.0022 70.8587 0.0083
9-car 29.5855 0.0029 70.4031 0.0086
10-stock-again 31.0267 0.0275 68.9380 0.0077
11-sieve 29.4293 0.0002 70.5672 0.0033
12-stock 31.1754 0.0253 68.7914 0.0080
13-twoq 29.3323 0.0034 70.6565 0.0078
14-arc 29.7743 0.0030 70.2144 0.0082
15-s3fifo 29.2790 0.0022 70.7096 0.0091
16-lru 31.3691 0.0734 68.5494 0.0081
17-car 29.5099 0.0028 70.4785 0.0088
18-clockpro 29.4450 0.0030 70.5420 0.0100
19-sieve 29.6936 0.0000 70.3030 0.0034
20-twoq 29.6872 0.0029 70.3013 0.0086
21-stock-again 31.1455 0.0276 68.8192 0.0077
22-s3fifo 28.9117 0.0021 71.0779 0.0084
23-stock 31.1120 0.0255 68.8545 0.0080
24-car 29.3885 0.0028 70.6000 0.0088
25-arc 29.6503 0.0035 70.3375 0.0086
26-clockpro 29.6279 0.0054 70.3556 0.0111
27-lru 31.2563 0.0775 68.6575 0.0087
28-twoq 29.5522 0.0025 70.4363 0.0091
29-s3fifo 29.1866 0.0022 70.8018 0.0094
30-sieve 29.2975 0.0000 70.6989 0.0035
31-car 29.4899 0.0028 70.4982 0.0090
32-stock-again 31.0213 0.0263 68.9444 0.0079
33-clockpro 29.5623 0.0038 70.4227 0.0111
34-stock 30.9997 0.0256 68.9664 0.0082
35-lru 31.4011 0.0754 68.5152 0.0083
36-arc 29.6347 0.0037 70.3525 0.0091
37-s3fifo 29.1326 0.0022 70.8554 0.0098
38-car 29.5836 0.0027 70.4045 0.0092
39-twoq 29.4316 0.0026 70.5559 0.0099
40-clockpro 29.6613 0.0029 70.3245 0.0113
41-sieve 29.6046 0.0005 70.3910 0.0040
42-lru 31.5391 0.0813 68.3704 0.0092
43-stock-again 30.9745 0.0257 68.9916 0.0082
44-arc 29.7516 0.0028 70.2366 0.0090
45-stock 30.8813 0.0231 69.0873 0.0084
EOD
plot $shares using 2:xtic(1) title 'btree leaf', $shares using 3 title 'btree inner', $shares using 4 title 'heap', $shares using 5 title 'other'
set terminal pngcairo size 1400,1050 font ",10"
set output 'strips.png'
unset object
set autoscale y
set style fill solid noborder
set multiplot layout 3,2 title "each run by arm; grey: the baseline's median +- its A/A floor"
set key off
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
set xtics ('stock' 1, 'stock-again' 2, 'sieve' 3, 'twoq' 4, 's3fifo' 5, 'car' 6, 'clockpro' 7, 'lru' 8, 'arc' 9) rotate by -30
$strip_index_leaf_resident << EOD
0.88 21746.0
0.94 22079.0
1.0 22117.0
1.06 21789.0
1.12 22050.0
1.88 21964.0
1.94 21924.0
2.0 22292.0
2.06 21772.0
2.12 22034.0
2.88 22755.0
2.94 22610.0
3.0 22273.0
3.06 22597.0
3.12 22782.0
3.88 22561.0
3.94 22888.0
4.0 22866.0
4.06 22541.0
4.12 22961.0
4.88 22797.0
4.94 23028.0
5.0 22947.0
5.06 23043.0
5.12 22862.0
5.88 22869.0
5.94 22437.0
6.0 22601.0
6.06 22521.0
6.12 22302.0
6.88 22610.0
6.94 22398.0
7.0 22629.0
7.06 22561.0
7.12 22437.0
7.88 21726.0
7.94 21909.0
8.0 22024.0
8.06 21585.0
8.12 21784.0
8.88 21984.0
8.94 22447.0
9.0 22129.0
9.06 22362.0
9.12 22491.0
EOD
unset object
set object 1 rectangle from graph 0, first 21756.526228831062 to graph 1, first 22343.473771168938 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.88 31.0037
0.94 31.2072
1.0 31.1437
1.06 31.0318
1.12 30.9107
1.88 31.0453
1.94 31.0606
2.0 31.1792
2.06 31.0539
2.12 31.0065
2.88 29.5508
2.94 29.4318
3.0 29.6958
3.06 29.2998
3.12 29.6074
3.88 29.4216
3.94 29.3421
4.0 29.6969
4.06 29.5616
4.12 29.4415
4.88 29.14
4.94 29.2885
5.0 28.9204
5.06 29.1958
5.12 29.1419
5.88 29.5954
5.94 29.5196
6.0 29.3981
6.06 29.4998
6.12 29.5933
6.88 29.3547
6.94 29.4556
7.0 29.6415
7.06 29.5744
7.12 29.6724
7.88 31.4037
7.94 31.4488
8.0 31.3401
8.06 31.4827
8.12 31.6271
8.88 29.5507
8.94 29.784
9.0 29.6606
9.06 29.6451
9.12 29.7613
EOD
unset object
set object 1 rectangle from graph 0, first 30.8946 to graph 1, first 31.169 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.88 94.5583
0.94 94.6235
1.0 94.6043
1.06 94.5659
1.12 94.5051
1.88 94.6095
1.94 94.5489
2.0 94.5906
2.06 94.5647
2.12 94.5479
2.88 95.2265
2.94 95.2409
3.0 95.2062
3.06 95.2212
3.12 95.2618
3.88 95.096
3.94 95.1908
4.0 95.1668
4.06 95.1841
4.12 95.243
4.88 95.2811
4.94 95.3763
5.0 95.3005
5.06 95.3318
5.12 95.2864
5.88 95.2845
5.94 95.2783
6.0 95.2585
6.06 95.231
6.12 95.2025
6.88 95.2579
6.94 95.2187
7.0 95.3033
7.06 95.2591
7.12 95.2636
7.88 94.4173
7.94 94.4455
8.0 94.4368
8.06 94.4138
8.12 94.5037
8.88 95.0985
8.94 95.2095
9.0 95.1192
9.06 95.1702
9.12 95.1792
EOD
unset object
set object 1 rectangle from graph 0, first 94.51050000000001 to graph 1, first 94.62129999999999 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.88 7731.437213
0.94 8202.970171
1.0 8652.358435
1.06 8280.060665
1.12 8272.804427
1.88 7902.402363
1.94 8288.218169
2.0 8747.463367
2.06 8415.48957
2.12 8389.874289
2.88 7722.568471
2.94 8267.581159
3.0 8547.696291
3.06 8376.826059
3.12 8334.355431
3.88 8859.140274
3.94 9032.368862
4.0 8399.321948
4.06 8220.462205
4.12 7837.665862
4.88 8211.845159
4.94 8115.588368
5.0 8574.895366
5.06 8235.597086
5.12 8042.65751
5.88 8247.065594
5.94 8408.889424
6.0 8439.805842
6.06 8145.383321
6.12 8108.25526
6.88 5925.379881
6.94 6280.084504
7.0 6420.939794
7.06 6192.942452
7.12 6205.614819
7.88 8644.110166
7.94 8311.515421
8.0 8314.18038
8.06 8339.83988
8.12 7941.193349
8.88 7487.000341
8.94 8629.1254
9.0 8372.43922
9.06 8476.751749
9.12 8274.31878
EOD
unset object
set object 1 rectangle from graph 0, first 8058.4757889310595 to graph 1, first 8487.13306506894 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.88 0.253
0.94 0.239
1.0 0.227
1.06 0.237
1.12 0.236
1.88 0.248
1.94 0.236
2.0 0.225
2.06 0.234
2.12 0.233
2.88 0.254
2.94 0.237
3.0 0.23
3.06 0.234
3.12 0.235
3.88 0.224
3.94 0.218
4.0 0.234
4.06 0.239
4.12 0.25
4.88 0.239
4.94 0.242
5.0 0.229
5.06 0.239
5.12 0.244
5.88 0.238
5.94 0.233
6.0 0.232
6.06 0.241
6.12 0.242
6.88 0.332
6.94 0.314
7.0 0.307
7.06 0.318
7.12 0.318
7.88 0.229
7.94 0.236
8.0 0.237
8.06 0.236
8.12 0.247
8.88 0.262
8.94 0.228
9.0 0.235
9.06 0.232
9.12 0.237
EOD
unset object
set object 1 rectangle from graph 0, first 0.23089699570815453 to graph 1, first 0.24310300429184545 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.88 1.5949
0.94 1.5619
1.0 1.5687
1.06 1.592
1.12 1.6136
1.88 1.5765
1.94 1.5949
2.0 1.5742
2.06 1.588
2.12 1.5952
2.88 1.4631
2.94 1.4664
3.0 1.4649
3.06 1.4819
3.12 1.4514
3.88 1.508
3.94 1.4819
4.0 1.4709
4.06 1.4743
4.12 1.4635
4.88 1.4692
4.94 1.43
5.0 1.4716
5.06 1.4488
5.12 1.4654
5.88 1.4454
5.94 1.4534
6.0 1.4608
6.06 1.4668
6.12 1.4742
6.88 1.4622
6.94 1.4715
7.0 1.4349
7.06 1.4501
7.12 1.4519
7.88 1.6143
7.94 1.6036
8.0 1.6088
8.06 1.6162
8.12 1.5803
8.88 1.5133
8.94 1.461
9.0 1.4965
9.06 1.4789
9.12 1.4722
EOD
unset object
set object 1 rectangle from graph 0, first 1.5710659382543515 to graph 1, first 1.6129340617456487 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'allocations per transaction'
plot $strip_allocations_per_transaction using 1:2 with points pt 7 ps 1.2
unset multiplot
unset object
set xtics auto norotate
set terminal pngcairo size 1400,1050 font ",10"
set output 'deltas.png'
set multiplot layout 3,2 title "delta of each pair (% or points) with its 95% interval; grey: +- the pair's A/A floor"
set key off
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
set xtics ('stock-again vs stock' 1, 'sieve vs stock' 2, 'twoq vs stock' 3, 's3fifo vs stock' 4, 'car vs stock' 5, 'clockpro vs stock' 6, 'lru vs stock' 7, 'arc vs stock' 8) rotate by -30
$delta_index_leaf_resident << EOD
1 -0.3900226757369615 -1.2607709750566893 1.3061224489795917 1.3309468080223967
2 2.5396825396825395 1.0113378684807257 4.503401360544218 1.3309468080223967
3 3.7006802721088436 2.0952380952380953 5.179138321995465 1.3309468080223967
4 4.068027210884353 3.378684807256236 5.687074829931973 1.3309468080223967
5 2.1360544217687076 1.1428571428571428 3.877551020408163 1.3309468080223967
6 2.3174603174603177 1.4512471655328798 3.8095238095238093 1.3309468080223967
7 -1.2063492063492063 -2.108843537414966 0.7392290249433107 1.3309468080223967
8 1.4149659863945578 -0.29931972789115646 3.179138321995465 1.3309468080223967
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 0.022099999999998232 -0.15330000000000155 0.14990000000000236 0.1372
2 -1.4810000000000016 -1.7754000000000012 -1.3079 0.1372
3 -1.5902999999999992 -1.7855999999999987 -1.334900000000001 0.1372
4 -1.8899000000000008 -2.1113999999999997 -1.7151999999999994 0.1372
5 -1.5122 -1.7073999999999998 -1.391099999999998 0.1372
6 -1.4573999999999998 -1.7515999999999998 -1.3312999999999988 0.1372
7 0.41699999999999804 0.19650000000000034 0.5952999999999982 0.1372
8 -1.3712000000000018 -1.562100000000001 -1.2196999999999996 0.1372
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 -0.0011999999999972033 -0.05880000000000507 0.059600000000003206 0.05539999999999168
2 0.6606000000000023 0.6019000000000005 0.7214000000000027 0.05539999999999168
3 0.6182000000000016 0.5301000000000045 0.6846999999999923 0.05539999999999168
4 0.7346000000000004 0.6768000000000001 0.8179999999999978 0.05539999999999168
5 0.6925999999999988 0.6074999999999875 0.7533999999999992 0.05539999999999168
6 0.6932000000000045 0.6343999999999994 0.7540000000000049 0.05539999999999168
7 -0.129099999999994 -0.1905000000000001 -0.059600000000003206 0.05539999999999168
8 0.604299999999995 0.49569999999999936 0.6650999999999954 0.05539999999999168
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 1.415117002136769 -4.4773458295607185 7.959055261249189 2.590761572574282
2 0.7440161863263256 -6.651141832921752 7.2879544454387455 2.590761572574282
3 1.5293184084841365 -5.25986766446255 10.025604960430169 2.590761572574282
4 -0.7368634002883664 -5.324836092610796 5.807074858824054 2.590761572574282
5 -0.3111258488837891 -4.899098541206218 6.232812410228631 2.590761572574282
6 -24.9877732060642 -29.57574589838663 -18.44383494695178 2.590761572574282
7 0.5001442179022355 -4.096160123090031 7.044082477014656 2.590761572574282
8 1.2043653863594603 -9.498642122317868 7.74830364547188 2.590761572574282
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 -1.265822784810116 -8.016877637130799 4.641350210970469 2.5751072961373294
2 -0.8438818565400852 -7.594936708860766 7.172995780590724 2.5751072961373294
3 -1.265822784810116 -8.860759493670884 5.4852320675105535 2.5751072961373294
4 0.8438818565400852 -5.907172995780596 5.0632911392405 2.5751072961373294
5 0.4219409282700426 -6.329113924050639 4.641350210970457 2.5751072961373294
6 34.17721518987342 27.426160337552744 40.08438818565403 2.5751072961373294
7 -0.4219409282700426 -7.172995780590724 4.2194092827004255 2.5751072961373294
8 -0.8438818565400852 -7.594936708860766 10.548523206751065 2.5751072961373294
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 -0.2512562814070354 -1.6080402010050152 1.664572864321606 1.3149536272392288
2 -7.983668341708542 -9.340452261306522 -5.998743718592974 1.3149536272392288
3 -7.393216080402018 -8.749999999999998 -5.0251256281407075 1.3149536272392288
4 -7.952261306532665 -10.351758793969838 -6.061557788944724 1.3149536272392288
5 -8.241206030150751 -9.597989949748733 -5.973618090452258 1.3149536272392288
6 -8.800251256281415 -10.157035175879393 -6.2625628140703595 1.3149536272392288
7 1.055276381909543 -0.7349246231155806 2.9836683417085488 1.3149536272392288
8 -7.104271356783919 -8.461055276381897 -4.108040201005033 1.3149536272392288
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
