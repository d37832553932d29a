set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 7,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 21643 447 30.8587 94.5394 5500.025826 0.363 5443.993541 0.344 56.032285 2.239 1.611 2.54850763117493 NaN 0
9 21819 446 31.1202 94.5511 4672.046222 0.428 4625.117053 0.404 46.92917 2.73 1.5933 2.559092596877741 NaN 0
17 22047 445 31.3565 94.6301 4591.477617 0.435 4547.336689 0.411 44.140928 2.914 1.5552 2.5694063068849555 NaN 0
EOD
$arm2 << EOD
2 21839 448 31.0419 94.5988 4451.152322 0.449 4406.611158 0.422 44.541164 3.095 1.5795 2.570289956217437 NaN 0
7 21567 446 31.0768 94.5023 4242.558467 0.471 4199.185526 0.442 43.372941 3.318 1.6152 2.5579124234764694 NaN 0
15 21816 445 31.3330 94.6218 5086.876608 0.393 5037.504035 0.37 49.372573 2.662 1.5592 2.5918196826422584 NaN 0
EOD
$arm3 << EOD
4 22876 452 29.7057 95.0418 4271.663462 0.468 4228.860741 0.443 42.802721 2.945 1.5084 0.0 1.0048657415750586 12
8 22751 452 29.6417 95.0806 5037.380566 0.397 4986.69967 0.376 50.680896 2.407 1.5013 0.0 1.0047600127145582 15
13 22253 452 29.8110 95.0460 4997.172489 0.4 4946.393018 0.379 50.779471 2.389 1.5033 0.0 1.00479259626508 13
EOD
$arm4 << EOD
6 22431 452 29.5229 95.1355 4798.182751 0.416 4749.01345 0.394 49.169301 2.571 1.4944 0.0 1.113248179565889 17
10 22250 452 29.5072 95.1531 4679.16098 0.427 4631.270615 0.405 47.890365 2.601 1.4929 0.0 1.1210326900038405 14
14 22518 452 29.5480 95.2366 4882.176924 0.409 4833.642477 0.389 48.534447 2.424 1.4619 0.0 1.1245536127560853 20
EOD
$arm5 << EOD
5 22690 452 29.2320 95.2781 4271.546659 0.468 4228.563322 0.439 42.983337 3.341 1.4594 0.0 1.369275483332263 15
12 22687 452 29.3532 95.2405 3873.208976 0.516 3834.431017 0.484 38.777958 3.612 1.4653 0.0 1.3300323976368782 12
16 22765 465 29.5329 95.2019 4502.957065 0.444 4458.517945 0.417 44.439119 3.133 1.4615 0.0 1.337653480930765 12
EOD
$arm6 << EOD
3 22109 452 29.4832 95.0652 4363.354415 0.458 4317.580132 0.429 45.774283 3.216 1.5278 0.0 1.0065389120836212 16
11 22151 452 29.6999 95.1801 4526.109645 0.441 4480.784084 0.414 45.325561 3.104 1.4765 0.0 1.00569790327944 15
18 22274 452 29.7822 95.1301 4876.710225 0.409 4827.628729 0.384 49.081496 2.89 1.4856 0.0 1.0056247322378695 12
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:2 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:2 with points pt 7 ps 1.5 title 'wtinylfu', $arm4 using 1:2 with points pt 7 ps 1.5 title 'lru2', $arm5 using 1:2 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:2 with points pt 7 ps 1.5 title 'arc'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:3 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:3 with points pt 7 ps 1.5 title 'wtinylfu', $arm4 using 1:3 with points pt 7 ps 1.5 title 'lru2', $arm5 using 1:3 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:3 with points pt 7 ps 1.5 title 'arc'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:4 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:4 with points pt 7 ps 1.5 title 'wtinylfu', $arm4 using 1:4 with points pt 7 ps 1.5 title 'lru2', $arm5 using 1:4 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:4 with points pt 7 ps 1.5 title 'arc'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:5 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:5 with points pt 7 ps 1.5 title 'wtinylfu', $arm4 using 1:5 with points pt 7 ps 1.5 title 'lru2', $arm5 using 1:5 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:5 with points pt 7 ps 1.5 title 'arc'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:6 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:6 with points pt 7 ps 1.5 title 'wtinylfu', $arm4 using 1:6 with points pt 7 ps 1.5 title 'lru2', $arm5 using 1:6 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:6 with points pt 7 ps 1.5 title 'arc'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:7 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:7 with points pt 7 ps 1.5 title 'wtinylfu', $arm4 using 1:7 with points pt 7 ps 1.5 title 'lru2', $arm5 using 1:7 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:7 with points pt 7 ps 1.5 title 'arc'
set title 'tps of the probes (probe.sql)'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:8 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:8 with points pt 7 ps 1.5 title 'wtinylfu', $arm4 using 1:8 with points pt 7 ps 1.5 title 'lru2', $arm5 using 1:8 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:8 with points pt 7 ps 1.5 title 'arc'
set title 'latency of the probes (ms)'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:9 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:9 with points pt 7 ps 1.5 title 'wtinylfu', $arm4 using 1:9 with points pt 7 ps 1.5 title 'lru2', $arm5 using 1:9 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:9 with points pt 7 ps 1.5 title 'arc'
set title 'tps of the scans (scan.sql)'
plot $arm1 using 1:10 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:10 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:10 with points pt 7 ps 1.5 title 'wtinylfu', $arm4 using 1:10 with points pt 7 ps 1.5 title 'lru2', $arm5 using 1:10 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:10 with points pt 7 ps 1.5 title 'arc'
set title 'latency of the scans (ms)'
plot $arm1 using 1:11 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:11 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:11 with points pt 7 ps 1.5 title 'wtinylfu', $arm4 using 1:11 with points pt 7 ps 1.5 title 'lru2', $arm5 using 1:11 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:11 with points pt 7 ps 1.5 title 'arc'
set title 'allocations per transaction'
plot $arm1 using 1:12 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:12 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:12 with points pt 7 ps 1.5 title 'wtinylfu', $arm4 using 1:12 with points pt 7 ps 1.5 title 'lru2', $arm5 using 1:12 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:12 with points pt 7 ps 1.5 title 'arc'
set title 'sweep ticks per allocation'
plot $arm1 using 1:13 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:13 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:13 with points pt 7 ps 1.5 title 'wtinylfu', $arm4 using 1:13 with points pt 7 ps 1.5 title 'lru2', $arm5 using 1:13 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:13 with points pt 7 ps 1.5 title 'arc'
set title 'policy header visits per allocation (framework)'
plot $arm1 using 1:14 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:14 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:14 with points pt 7 ps 1.5 title 'wtinylfu', $arm4 using 1:14 with points pt 7 ps 1.5 title 'lru2', $arm5 using 1:14 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:14 with points pt 7 ps 1.5 title 'arc'
set title 'dirty victims'
plot $arm1 using 1:15 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:15 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:15 with points pt 7 ps 1.5 title 'wtinylfu', $arm4 using 1:15 with points pt 7 ps 1.5 title 'lru2', $arm5 using 1:15 with points pt 7 ps 1.5 title 's3fifo', $arm6 using 1:15 with points pt 7 ps 1.5 title 'arc'
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
1-stock 30.8231 0.0262 69.1404 0.0104
2-stock-again 30.9986 0.0313 68.9564 0.0137
3-arc 29.4640 0.0066 70.5141 0.0153
4-wtinylfu 29.6874 0.0053 70.2921 0.0152
5-s3fifo 29.2143 0.0042 70.7652 0.0164
6-lru2 29.5075 0.0036 70.4746 0.0142
7-stock-again 31.0304 0.0342 68.9208 0.0146
8-wtinylfu 29.6258 0.0048 70.3561 0.0132
9-stock 31.0804 0.0285 68.8774 0.0137
10-lru2 29.4877 0.0043 70.4894 0.0186
11-arc 29.6820 0.0054 70.2968 0.0159
12-s3fifo 29.3338 0.0046 70.6436 0.0180
13-wtinylfu 29.7961 0.0037 70.1863 0.0139
14-lru2 29.5295 0.0036 70.4475 0.0194
15-stock-again 31.2906 0.0318 68.6644 0.0131
16-s3fifo 29.5244 0.0000 70.4640 0.0116
17-stock 31.3152 0.0295 68.6402 0.0151
18-arc 29.7648 0.0058 70.2150 0.0144
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
set xtics ('stock' 1, 'stock-again' 2, 'wtinylfu' 3, 'lru2' 4, 's3fifo' 5, 'arc' 6) rotate by -30
$strip_index_leaf_resident << EOD
0.94 21643.0
1.0 21819.0
1.06 22047.0
1.94 21839.0
2.0 21567.0
2.06 21816.0
2.94 22876.0
3.0 22751.0
3.06 22253.0
3.94 22431.0
4.0 22250.0
4.06 22518.0
4.94 22690.0
5.0 22687.0
5.06 22765.0
5.94 22109.0
6.0 22151.0
6.06 22274.0
EOD
unset object
set object 1 rectangle from graph 0, first 21621.406135933095 to graph 1, first 22016.593864066905 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.94 30.8587
1.0 31.1202
1.06 31.3565
1.94 31.0419
2.0 31.0768
2.06 31.333
2.94 29.7057
3.0 29.6417
3.06 29.811
3.94 29.5229
4.0 29.5072
4.06 29.548
4.94 29.232
5.0 29.3532
5.06 29.5329
5.94 29.4832
6.0 29.6999
6.06 29.7822
EOD
unset object
set object 1 rectangle from graph 0, first 30.8291 to graph 1, first 31.4113 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.94 94.5394
1.0 94.5511
1.06 94.6301
1.94 94.5988
2.0 94.5023
2.06 94.6218
2.94 95.0418
3.0 95.0806
3.06 95.046
3.94 95.1355
4.0 95.1531
4.06 95.2366
4.94 95.2781
5.0 95.2405
5.06 95.2019
5.94 95.0652
6.0 95.1801
6.06 95.1301
EOD
unset object
set object 1 rectangle from graph 0, first 94.46870000000001 to graph 1, first 94.6335 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.94 5500.025826
1.0 4672.046222
1.06 4591.477617
1.94 4451.152322
2.0 4242.558467
2.06 5086.876608
2.94 4271.663462
3.0 5037.380566
3.06 4997.172489
3.94 4798.182751
4.0 4679.16098
4.06 4882.176924
4.94 4271.546659
5.0 3873.208976
5.06 4502.957065
5.94 4363.354415
6.0 4526.109645
6.06 4876.710225
EOD
unset object
set object 1 rectangle from graph 0, first 4004.7733376370134 to graph 1, first 5339.3191063629865 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.94 0.363
1.0 0.428
1.06 0.435
1.94 0.449
2.0 0.471
2.06 0.393
2.94 0.468
3.0 0.397
3.06 0.4
3.94 0.416
4.0 0.427
4.06 0.409
4.94 0.468
5.0 0.516
5.06 0.444
5.94 0.458
6.0 0.441
6.06 0.409
EOD
unset object
set object 1 rectangle from graph 0, first 0.36701272264631046 to graph 1, first 0.4889872773536895 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.94 1.611
1.0 1.5933
1.06 1.5552
1.94 1.5795
2.0 1.6152
2.06 1.5592
2.94 1.5084
3.0 1.5013
3.06 1.5033
3.94 1.4944
4.0 1.4929
4.06 1.4619
4.94 1.4594
5.0 1.4653
5.06 1.4615
5.94 1.5278
6.0 1.4765
6.06 1.4856
EOD
unset object
set object 1 rectangle from graph 0, first 1.5403671241662389 to graph 1, first 1.646232875833761 behind fillcolor rgb "#dddddd" fillstyle solid noborder
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
set xtics ('stock-again vs stock' 1, 'wtinylfu vs stock' 2, 'lru2 vs stock' 3, 's3fifo vs stock' 4, 'arc vs stock' 5) rotate by -30
$delta_index_leaf_resident << EOD
1 -0.013749484394335213 -0.013749484394335213 -0.013749484394335213 0.9056045834680959
2 4.2715064851734725 4.2715064851734725 4.2715064851734725 0.9056045834680959
3 2.804894816444383 2.804894816444383 2.804894816444383 0.9056045834680959
4 3.99193363582199 3.99193363582199 3.99193363582199 0.9056045834680959
5 1.5216096063064302 1.5216096063064302 1.5216096063064302 0.9056045834680959
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 -0.04340000000000188 -0.04340000000000188 -0.04340000000000188 0.29110000000000014
2 -1.4145000000000003 -1.4145000000000003 -1.4145000000000003 0.29110000000000014
3 -1.5973000000000006 -1.5973000000000006 -1.5973000000000006 0.29110000000000014
4 -1.7669999999999995 -1.7669999999999995 -1.7669999999999995 0.29110000000000014
5 -1.420300000000001 -1.420300000000001 -1.420300000000001 0.29110000000000014
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 0.04769999999999186 0.04769999999999186 0.04769999999999186 0.0823999999999927
2 0.49490000000000123 0.49490000000000123 0.49490000000000123 0.0823999999999927
3 0.6019999999999897 0.6019999999999897 0.6019999999999897 0.0823999999999927
4 0.689399999999992 0.689399999999992 0.689399999999992 0.0823999999999927
5 0.5789999999999935 0.5789999999999935 0.5789999999999935 0.0823999999999927
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 -4.727990467214175 -4.727990467214175 -4.727990467214175 14.282240642673736
2 6.9589694012235235 6.9589694012235235 6.9589694012235235 14.282240642673736
3 2.699813379543237 2.699813379543237 2.699813379543237 14.282240642673736
4 -8.572251728035244 -8.572251728035244 -8.572251728035244 14.282240642673736
5 -3.1236115839951637 -3.1236115839951637 -3.1236115839951637 14.282240642673736
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 4.906542056074771 4.906542056074771 4.906542056074771 14.249363867684476
2 -6.542056074766348 -6.542056074766348 -6.542056074766348 14.249363867684476
3 -2.803738317757012 -2.803738317757012 -2.803738317757012 14.249363867684476
4 9.345794392523374 9.345794392523374 9.345794392523374 14.249363867684476
5 3.037383177570096 3.037383177570096 3.037383177570096 14.249363867684476
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 -0.8661269064206386 -0.8661269064206386 -0.8661269064206386 3.3222165212929755
2 -5.648653737525881 -5.648653737525881 -5.648653737525881 3.3222165212929755
3 -6.301387058306662 -6.301387058306662 -6.301387058306662 3.3222165212929755
4 -8.272139584510132 -8.272139584510132 -8.272139584510132 3.3222165212929755
5 -6.759555639239309 -6.759555639239309 -6.759555639239309 3.3222165212929755
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
