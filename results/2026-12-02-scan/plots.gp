set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 7,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 22053 446 30.8936 94.5381 7425.887989 0.266 7350.678388 0.255 75.209601 1.382 1.6025 2.555124880028104 NaN 0
10 21648 443 31.0182 94.5101 4503.362188 0.423 4457.072298 0.411 46.28989 1.599 1.6111 2.541130279661087 NaN 0
19 21906 444 31.0616 94.5729 6179.983443 0.317 6118.22862 0.305 61.754824 1.499 1.5846 2.562306571907755 NaN 0
28 22072 450 31.0633 94.5716 8732.669501 0.226 8645.839861 0.218 86.82964 1.036 1.5818 2.5640469091862133 NaN 0
34 22002 443 30.9537 94.5326 7771.685753 0.254 7692.613892 0.244 79.071861 1.186 1.6025 2.5595149373594603 NaN 0
EOD
$arm2 << EOD
2 21867 449 31.0970 94.5990 8396.517665 0.235 8313.017887 0.226 83.499778 1.097 1.5773 2.574908677419501 NaN 0
8 21394 447 31.1056 94.5639 7615.705121 0.258 7538.854978 0.248 76.850143 1.226 1.5901 2.572207759600391 NaN 0
17 21463 447 31.2628 94.6043 5725.985835 0.339 5670.215454 0.327 55.770381 1.512 1.5733 2.5847126064153407 NaN 0
26 21513 442 31.3240 94.6452 7080.014927 0.278 7011.110305 0.268 68.904622 1.327 1.5565 2.58260296671924 NaN 0
35 21952 446 31.2372 94.5713 7531.317417 0.261 7456.57129 0.252 74.746128 1.246 1.5797 2.5654442780072593 NaN 0
EOD
$arm3 << EOD
4 22846 465 29.5301 95.2461 7685.459352 0.256 7609.330444 0.246 76.128909 1.243 1.4603 0.0 1.0245930710238766 1
9 22774 465 29.4933 95.2453 6638.763891 0.295 6573.156737 0.284 65.607154 1.454 1.4623 0.0 1.0347560196651322 2
15 22554 465 29.8590 95.2140 6362.048605 0.307 6300.739656 0.295 61.308949 1.487 1.4511 0.0 1.044519605570205 2
24 22645 465 29.4339 95.2464 8651.894943 0.228 8565.362192 0.219 86.532751 1.082 1.4641 0.0 1.02107799711654 1
33 22469 465 29.8115 95.2106 7572.265671 0.26 7498.197399 0.25 74.068272 1.238 1.4566 0.0 1.0360508047961352 2
EOD
$arm4 << EOD
6 22440 452 29.3495 95.1364 7534.681069 0.262 7456.593596 0.25 78.087473 1.344 1.5044 0.0 1.2059834549740955 12
11 22893 452 29.6051 95.1833 7494.696149 0.263 7420.211218 0.252 74.484931 1.366 1.4733 0.0 1.2005155404842385 16
16 22310 452 30.2542 94.8721 5350.723269 0.361 5297.769579 0.349 52.95369 1.618 1.5256 0.0 1.1076746625363931 16
22 22767 452 29.5861 95.0476 5314.566679 0.365 5260.138828 0.351 54.427852 1.687 1.5125 0.0 1.1896560733988788 12
31 22423 452 29.5070 95.1465 7394.906873 0.267 7320.320146 0.256 74.586726 1.348 1.4888 0.0 1.2041569012190911 14
EOD
$arm5 << EOD
7 23089 452 29.0874 95.3375 7873.584969 0.251 7794.952136 0.24 78.632833 1.282 1.449 0.0 1.370400502161891 13
13 22926 452 29.1733 95.2639 7288.587632 0.27 7214.816826 0.258 73.770806 1.404 1.4667 0.0 1.362059286925216 13
18 22705 452 29.3605 95.2257 6508.351384 0.303 6442.742398 0.289 65.608986 1.617 1.4709 0.0 1.3420429637956577 12
23 23198 452 29.3212 95.3492 7997.552546 0.246 7919.479342 0.236 78.073204 1.266 1.4339 0.0 1.3715346279909084 16
29 23179 452 29.1441 95.3341 6632.279794 0.296 6566.474041 0.284 65.805753 1.548 1.4469 0.0 1.3733364181898144 13
EOD
$arm6 << EOD
5 22577 452 29.4649 95.2330 8830.94889 0.225 8742.418976 0.215 88.529914 1.234 1.4683 0.0 1.2761017553115181 15
14 22616 452 29.5338 95.2754 7214.823694 0.273 7143.572399 0.261 71.251295 1.438 1.4535 0.0 1.2768578409960114 15
20 22668 452 29.4564 95.2531 5903.701195 0.331 5844.451348 0.318 59.249847 1.69 1.4631 0.0 1.2742041564962043 14
25 22344 452 29.3668 95.2064 8015.816418 0.246 7933.970941 0.236 81.845477 1.243 1.4807 0.0 1.2806105511845522 13
30 22649 452 29.3528 95.2028 6914.706914 0.285 6844.362571 0.272 70.344343 1.502 1.4823 0.0 1.2665886117940912 14
EOD
$arm7 << EOD
3 22351 452 29.2519 95.1878 4720.672837 0.418 4671.263911 0.344 49.408926 7.366 1.4981 0.0 1.5197700960855804 16
12 22541 452 29.4908 95.2813 5201.813552 0.379 5150.444821 0.309 51.368731 7.456 1.4502 0.0 1.5443626911979398 15
21 22685 452 29.5109 95.2895 4770.004012 0.415 4722.897849 0.325 47.106162 9.423 1.4513 0.0 1.5325847955919871 15
27 22393 452 29.4038 95.2207 5385.141999 0.367 5330.41893 0.294 54.723069 7.521 1.4753 0.0 1.520852163010667 15
32 22662 452 29.3487 95.2254 5191.734226 0.381 5139.48294 0.302 52.251287 8.149 1.4712 0.0 1.525398923985182 15
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
set title 'tps of the probes (probe.sql)'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:8 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:8 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:8 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:8 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:8 with points pt 7 ps 1.5 title 'car', $arm7 using 1:8 with points pt 7 ps 1.5 title 'clockpro'
set title 'latency of the probes (ms)'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:9 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:9 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:9 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:9 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:9 with points pt 7 ps 1.5 title 'car', $arm7 using 1:9 with points pt 7 ps 1.5 title 'clockpro'
set title 'tps of the scans (scan.sql)'
plot $arm1 using 1:10 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:10 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:10 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:10 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:10 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:10 with points pt 7 ps 1.5 title 'car', $arm7 using 1:10 with points pt 7 ps 1.5 title 'clockpro'
set title 'latency of the scans (ms)'
plot $arm1 using 1:11 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:11 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:11 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:11 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:11 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:11 with points pt 7 ps 1.5 title 'car', $arm7 using 1:11 with points pt 7 ps 1.5 title 'clockpro'
set title 'allocations per transaction'
plot $arm1 using 1:12 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:12 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:12 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:12 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:12 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:12 with points pt 7 ps 1.5 title 'car', $arm7 using 1:12 with points pt 7 ps 1.5 title 'clockpro'
set title 'sweep ticks per allocation'
plot $arm1 using 1:13 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:13 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:13 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:13 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:13 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:13 with points pt 7 ps 1.5 title 'car', $arm7 using 1:13 with points pt 7 ps 1.5 title 'clockpro'
set title 'policy header visits per allocation (framework)'
plot $arm1 using 1:14 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:14 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:14 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:14 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:14 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:14 with points pt 7 ps 1.5 title 'car', $arm7 using 1:14 with points pt 7 ps 1.5 title 'clockpro'
set title 'dirty victims'
plot $arm1 using 1:15 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:15 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:15 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:15 with points pt 7 ps 1.5 title 'twoq', $arm5 using 1:15 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:15 with points pt 7 ps 1.5 title 'car', $arm7 using 1:15 with points pt 7 ps 1.5 title 'clockpro'
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
1-stock 30.8598 0.0267 69.1057 0.0077
2-stock-again 31.0646 0.0261 68.9021 0.0072
3-clockpro 29.2349 0.0042 70.7456 0.0153
4-sieve 29.5276 0.0000 70.4692 0.0032
5-car 29.4564 0.0020 70.5337 0.0079
6-twoq 29.3398 0.0023 70.6491 0.0088
7-s3fifo 29.0778 0.0023 70.9112 0.0088
8-stock-again 31.0715 0.0271 68.8931 0.0083
9-sieve 29.4904 0.0000 70.5059 0.0037
10-stock 30.9732 0.0334 68.9793 0.0141
11-twoq 29.5935 0.0040 70.3927 0.0098
12-clockpro 29.4757 0.0034 70.5066 0.0143
13-s3fifo 29.1630 0.0024 70.8248 0.0097
14-car 29.5220 0.0038 70.4642 0.0099
15-sieve 29.8560 0.0000 70.1395 0.0046
16-twoq 30.2285 0.0154 69.7428 0.0132
17-stock-again 31.2215 0.0320 68.7347 0.0118
18-s3fifo 29.3488 0.0029 70.6374 0.0109
19-stock 31.0252 0.0278 68.9362 0.0108
20-car 29.4432 0.0035 70.5411 0.0123
21-clockpro 29.4965 0.0043 70.4853 0.0139
22-twoq 29.5714 0.0042 70.4111 0.0132
23-s3fifo 29.3116 0.0023 70.6763 0.0098
24-sieve 29.4317 0.0000 70.5648 0.0035
25-car 29.3572 0.0025 70.6312 0.0091
26-stock-again 31.2870 0.0294 68.6738 0.0098
27-clockpro 29.3884 0.0048 70.5930 0.0138
28-stock 31.0335 0.0237 68.9351 0.0077
29-s3fifo 29.1326 0.0027 70.8534 0.0113
30-car 29.3421 0.0025 70.6448 0.0105
31-twoq 29.4957 0.0036 70.4906 0.0100
32-clockpro 29.3333 0.0045 70.6481 0.0141
33-sieve 29.8089 0.0000 70.1873 0.0038
34-stock 30.9206 0.0263 69.0446 0.0085
35-stock-again 31.2012 0.0289 68.7608 0.0091
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
set xtics ('stock' 1, 'stock-again' 2, 'sieve' 3, 'twoq' 4, 's3fifo' 5, 'car' 6, 'clockpro' 7) rotate by -30
$strip_index_leaf_resident << EOD
0.88 22053.0
0.94 21648.0
1.0 21906.0
1.06 22072.0
1.12 22002.0
1.88 21867.0
1.94 21394.0
2.0 21463.0
2.06 21513.0
2.12 21952.0
2.88 22846.0
2.94 22774.0
3.0 22554.0
3.06 22645.0
3.12 22469.0
3.88 22440.0
3.94 22893.0
4.0 22310.0
4.06 22767.0
4.12 22423.0
4.88 23089.0
4.94 22926.0
5.0 22705.0
5.06 23198.0
5.12 23179.0
5.88 22577.0
5.94 22616.0
6.0 22668.0
6.06 22344.0
6.12 22649.0
6.88 22351.0
6.94 22541.0
7.0 22685.0
7.06 22393.0
7.12 22662.0
EOD
unset object
set object 1 rectangle from graph 0, first 21501.884813833494 to graph 1, first 22502.115186166506 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.88 30.8936
0.94 31.0182
1.0 31.0616
1.06 31.0633
1.12 30.9537
1.88 31.097
1.94 31.1056
2.0 31.2628
2.06 31.324
2.12 31.2372
2.88 29.5301
2.94 29.4933
3.0 29.859
3.06 29.4339
3.12 29.8115
3.88 29.3495
3.94 29.6051
4.0 30.2542
4.06 29.5861
4.12 29.507
4.88 29.0874
4.94 29.1733
5.0 29.3605
5.06 29.3212
5.12 29.1441
5.88 29.4649
5.94 29.5338
6.0 29.4564
6.06 29.3668
6.12 29.3528
6.88 29.2519
6.94 29.4908
7.0 29.5109
7.06 29.4038
7.12 29.3487
EOD
unset object
set object 1 rectangle from graph 0, first 30.7992 to graph 1, first 31.2372 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.88 94.5381
0.94 94.5101
1.0 94.5729
1.06 94.5716
1.12 94.5326
1.88 94.599
1.94 94.5639
2.0 94.6043
2.06 94.6452
2.12 94.5713
2.88 95.2461
2.94 95.2453
3.0 95.214
3.06 95.2464
3.12 95.2106
3.88 95.1364
3.94 95.1833
4.0 94.8721
4.06 95.0476
4.12 95.1465
4.88 95.3375
4.94 95.2639
5.0 95.2257
5.06 95.3492
5.12 95.3341
5.88 95.233
5.94 95.2754
6.0 95.2531
6.06 95.2064
6.12 95.2028
6.88 95.1878
6.94 95.2813
7.0 95.2895
7.06 95.2207
7.12 95.2254
EOD
unset object
set object 1 rectangle from graph 0, first 94.4772 to graph 1, first 94.599 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.88 7425.887989
0.94 4503.362188
1.0 6179.983443
1.06 8732.669501
1.12 7771.685753
1.88 8396.517665
1.94 7615.705121
2.0 5725.985835
2.06 7080.014927
2.12 7531.317417
2.88 7685.459352
2.94 6638.763891
3.0 6362.048605
3.06 8651.894943
3.12 7572.265671
3.88 7534.681069
3.94 7494.696149
4.0 5350.723269
4.06 5314.566679
4.12 7394.906873
4.88 7873.584969
4.94 7288.587632
5.0 6508.351384
5.06 7997.552546
5.12 6632.279794
5.88 8830.94889
5.94 7214.823694
6.0 5903.701195
6.06 8015.816418
6.12 6914.706914
6.88 4720.672837
6.94 5201.813552
7.0 4770.004012
7.06 5385.141999
7.12 5191.734226
EOD
unset object
set object 1 rectangle from graph 0, first 5513.2933720547535 to graph 1, first 9338.482605945246 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.88 0.266
0.94 0.423
1.0 0.317
1.06 0.226
1.12 0.254
1.88 0.235
1.94 0.258
2.0 0.339
2.06 0.278
2.12 0.261
2.88 0.256
2.94 0.295
3.0 0.307
3.06 0.228
3.12 0.26
3.88 0.262
3.94 0.263
4.0 0.361
4.06 0.365
4.12 0.267
4.88 0.251
4.94 0.27
5.0 0.303
5.06 0.246
5.12 0.296
5.88 0.225
5.94 0.273
6.0 0.331
6.06 0.246
6.12 0.285
6.88 0.418
6.94 0.379
7.0 0.415
7.06 0.367
7.12 0.381
EOD
unset object
set object 1 rectangle from graph 0, first 0.2000236220472441 to graph 1, first 0.3319763779527559 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.88 1.6025
0.94 1.6111
1.0 1.5846
1.06 1.5818
1.12 1.6025
1.88 1.5773
1.94 1.5901
2.0 1.5733
2.06 1.5565
2.12 1.5797
2.88 1.4603
2.94 1.4623
3.0 1.4511
3.06 1.4641
3.12 1.4566
3.88 1.5044
3.94 1.4733
4.0 1.5256
4.06 1.5125
4.12 1.4888
4.88 1.449
4.94 1.4667
5.0 1.4709
5.06 1.4339
5.12 1.4469
5.88 1.4683
5.94 1.4535
6.0 1.4631
6.06 1.4807
6.12 1.4823
6.88 1.4981
6.94 1.4502
7.0 1.4513
7.06 1.4753
7.12 1.4712
EOD
unset object
set object 1 rectangle from graph 0, first 1.5768973879414188 to graph 1, first 1.6281026120585813 behind fillcolor rgb "#dddddd" fillstyle solid noborder
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
set xtics ('stock-again vs stock' 1, 'sieve vs stock' 2, 'twoq vs stock' 3, 's3fifo vs stock' 4, 'car vs stock' 5, 'clockpro vs stock' 6) rotate by -30
$delta_index_leaf_resident << EOD
1 -2.2225252249795475 -2.7679301881647125 0.20907190255431324 2.2730442058290334
2 2.922461594400509 2.122534315062267 4.531406235796746 2.2730442058290334
3 1.9907281156258523 1.3998727388419234 4.485955822197982 2.2730442058290334
4 4.9404599581856194 3.1951640759930915 6.549404599581856 2.2730442058290334
5 2.790655394964094 1.5544041450777202 4.399600036360331 2.2730442058290334
6 2.449777292973366 1.4589582765203164 4.058721934369602 2.2730442058290334
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 0.2190000000000012 0.04229999999999734 0.3691999999999993 0.2190000000000012
2 -1.4880999999999993 -1.584299999999999 -1.0946999999999996 0.2190000000000012
3 -1.432100000000002 -1.6687000000000012 -0.7639999999999993 0.2190000000000012
4 -1.844899999999999 -1.9308000000000014 -1.593200000000003 0.2190000000000012
5 -1.5618000000000016 -1.6965000000000003 -1.4286999999999992 0.2190000000000012
6 -1.6143999999999998 -1.766300000000001 -1.4428000000000019 0.2190000000000012
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 0.06090000000000373 -0.001600000000010482 0.10710000000000264 0.06090000000000373
2 0.7072000000000003 0.6410999999999945 0.7352000000000061 0.06090000000000373
3 0.5982999999999947 0.3340000000000032 0.6452000000000027 0.06090000000000373
4 0.7960000000000065 0.6876000000000033 0.8240000000000123 0.06090000000000373
5 0.6949000000000041 0.633499999999998 0.7428000000000026 0.06090000000000373
6 0.6872999999999934 0.6477999999999895 0.7569000000000017 0.06090000000000373
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 1.419755161351389 -22.891567399320753 40.775665260307235 25.755769812019537
2 1.9711808502475419 -18.982741863169785 41.32709094920338 25.755769812019537
3 -0.4172041922244503 -33.088555572609515 38.938705906731386 25.755769812019537
4 -1.8489419339933983 -19.446588356020523 37.506968164962444 25.755769812019537
5 -2.8422768470605884 -24.48141676379924 36.51363325189525 25.755769812019537
6 -30.08601484845263 -47.68366127047975 9.269895250503213 25.755769812019537
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 -1.8796992481203023 -60.90225563909774 27.44360902255639 24.80314960629921
2 -2.2556390977443628 -61.27819548872179 19.924812030075184 24.80314960629921
3 0.37593984962406046 -58.646616541353374 41.729323308270665 24.80314960629921
4 1.5037593984962419 -57.51879699248119 18.42105263157894 24.80314960629921
5 2.6315789473684235 -56.390977443609 24.43609022556391 24.80314960629921
6 43.233082706766915 -15.78947368421052 61.65413533834585 24.80314960629921
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 -1.5725429017160755 -2.870514820592826 -0.1310452418096718 1.5976668991314342
2 -8.873634945397821 -9.447737909516379 -7.519500780031204 1.5976668991314342
3 -6.1216848673947 -8.062402496099843 -4.3244929797191975 1.5976668991314342
4 -9.578783151326052 -10.521060842433702 -7.182527301092056 1.5976668991314342
5 -8.37441497659907 -9.297971918876756 -6.383775351014044 1.5976668991314342
6 -8.193447737909514 -9.503900156006248 -6.514820592823716 1.5976668991314342
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
