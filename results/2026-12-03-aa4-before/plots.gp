set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 4,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29785 297 41.3153 97.2496 7729.134172 0.253 0.6009 3.1623425844574222
7 29745 297 40.9986 97.2292 6891.66548 0.285 0.6049 3.025176939132938
12 29760 297 41.0905 97.2453 7756.318746 0.253 0.6026 3.093340237598001
14 29740 297 41.1853 97.2364 7733.685238 0.254 0.604 3.1012620282382564
20 29735 297 41.2309 97.2284 7969.2365 0.246 0.6057 3.1272654197707856
EOD
$arm2 << EOD
2 29715 297 41.1019 97.2363 7345.307564 0.267 0.6043 3.0618080557295353
5 29735 297 41.2315 97.2398 7089.512415 0.277 0.6043 3.109565379767518
11 29842 297 41.0354 97.2479 7282.995684 0.269 0.6027 3.078387146749779
16 29743 297 41.1641 97.2561 8099.6186 0.242 0.6017 3.152056767860001
19 29758 297 41.2555 97.2457 8007.050688 0.245 0.6025 3.1570118411887624
EOD
$arm3 << EOD
4 29734 297 40.9780 97.2228 5470.489347 0.363 0.6066 3.0088900407435086
6 29727 297 41.1684 97.2389 7188.081735 0.273 0.604 3.084614427803397
9 29761 297 41.0788 97.2480 7235.252839 0.271 0.6019 3.07524180437039
15 29790 297 41.1616 97.2452 8176.549397 0.24 0.6025 3.122682497015568
17 29763 297 41.1881 97.2526 7987.267832 0.246 0.6012 3.1488073914238823
EOD
$arm4 << EOD
3 29805 297 41.1708 97.2353 7820.490733 0.25 0.6043 3.1043121619219343
8 29798 297 41.1817 97.2317 7136.115311 0.275 0.6041 3.083836696822083
10 29740 297 41.1321 97.2561 8016.269483 0.246 0.6 3.0936300461205124
13 29785 297 41.1784 97.2310 7883.088628 0.249 0.6047 3.091838019303399
18 29668 297 41.3001 97.2413 8102.588597 0.242 0.6032 3.1463251934701026
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:2 with points pt 7 ps 1.5 title 'stock-b', $arm3 using 1:2 with points pt 7 ps 1.5 title 'stock-c', $arm4 using 1:2 with points pt 7 ps 1.5 title 'stock-d'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:3 with points pt 7 ps 1.5 title 'stock-b', $arm3 using 1:3 with points pt 7 ps 1.5 title 'stock-c', $arm4 using 1:3 with points pt 7 ps 1.5 title 'stock-d'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:4 with points pt 7 ps 1.5 title 'stock-b', $arm3 using 1:4 with points pt 7 ps 1.5 title 'stock-c', $arm4 using 1:4 with points pt 7 ps 1.5 title 'stock-d'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:5 with points pt 7 ps 1.5 title 'stock-b', $arm3 using 1:5 with points pt 7 ps 1.5 title 'stock-c', $arm4 using 1:5 with points pt 7 ps 1.5 title 'stock-d'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:6 with points pt 7 ps 1.5 title 'stock-b', $arm3 using 1:6 with points pt 7 ps 1.5 title 'stock-c', $arm4 using 1:6 with points pt 7 ps 1.5 title 'stock-d'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:7 with points pt 7 ps 1.5 title 'stock-b', $arm3 using 1:7 with points pt 7 ps 1.5 title 'stock-c', $arm4 using 1:7 with points pt 7 ps 1.5 title 'stock-d'
set title 'allocations per transaction'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:8 with points pt 7 ps 1.5 title 'stock-b', $arm3 using 1:8 with points pt 7 ps 1.5 title 'stock-c', $arm4 using 1:8 with points pt 7 ps 1.5 title 'stock-d'
set title 'sweep ticks per allocation'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:9 with points pt 7 ps 1.5 title 'stock-b', $arm3 using 1:9 with points pt 7 ps 1.5 title 'stock-c', $arm4 using 1:9 with points pt 7 ps 1.5 title 'stock-d'
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
1-stock 41.2924 0.0056 58.6830 0.0190
2-stock-b 41.0780 0.0059 58.8954 0.0207
3-stock-d 41.1484 0.0055 58.8262 0.0199
4-stock-c 40.9460 0.0078 59.0178 0.0283
5-stock-b 41.2068 0.0061 58.7643 0.0229
6-stock-c 41.1440 0.0060 58.8284 0.0217
7-stock 40.9731 0.0062 58.9976 0.0230
8-stock-d 41.1571 0.0060 58.8146 0.0223
9-stock-c 41.0544 0.0060 58.9176 0.0220
10-stock-d 41.1101 0.0054 58.8641 0.0204
11-stock-b 41.0112 0.0059 58.9601 0.0228
12-stock 41.0678 0.0056 58.9061 0.0205
13-stock-d 41.1561 0.0055 58.8179 0.0206
14-stock 41.1626 0.0056 58.8108 0.0210
15-stock-c 41.1401 0.0053 58.8339 0.0207
16-stock-b 41.1424 0.0053 58.8322 0.0201
17-stock-c 41.1661 0.0054 58.8073 0.0212
18-stock-d 41.2784 0.0053 58.6958 0.0205
19-stock-b 41.2336 0.0054 58.7403 0.0207
20-stock 41.2089 0.0054 58.7642 0.0215
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
set xtics ('stock' 1, 'stock-b' 2, 'stock-c' 3, 'stock-d' 4) rotate by -30
$strip_index_leaf_resident << EOD
0.88 29785.0
0.94 29745.0
1.0 29760.0
1.06 29740.0
1.12 29735.0
1.88 29715.0
1.94 29735.0
2.0 29842.0
2.06 29743.0
2.12 29758.0
2.88 29734.0
2.94 29727.0
3.0 29761.0
3.06 29790.0
3.12 29763.0
3.88 29805.0
3.94 29798.0
4.0 29740.0
4.06 29785.0
4.12 29668.0
EOD
unset object
set object 1 rectangle from graph 0, first 29681.978812846814 to graph 1, first 29808.021187153186 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.88 41.3153
0.94 40.9986
1.0 41.0905
1.06 41.1853
1.12 41.2309
1.88 41.1019
1.94 41.2315
2.0 41.0354
2.06 41.1641
2.12 41.2555
2.88 40.978
2.94 41.1684
3.0 41.0788
3.06 41.1616
3.12 41.1881
3.88 41.1708
3.94 41.1817
4.0 41.1321
4.06 41.1784
4.12 41.3001
EOD
unset object
set object 1 rectangle from graph 0, first 40.9898 to graph 1, first 41.380799999999994 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.88 97.2496
0.94 97.2292
1.0 97.2453
1.06 97.2364
1.12 97.2284
1.88 97.2363
1.94 97.2398
2.0 97.2479
2.06 97.2561
2.12 97.2457
2.88 97.2228
2.94 97.2389
3.0 97.248
3.06 97.2452
3.12 97.2526
3.88 97.2353
3.94 97.2317
4.0 97.2561
4.06 97.231
4.12 97.2413
EOD
unset object
set object 1 rectangle from graph 0, first 97.2155 to graph 1, first 97.2573 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.88 7729.134172
0.94 6891.66548
1.0 7756.318746
1.06 7733.685238
1.12 7969.2365
1.88 7345.307564
1.94 7089.512415
2.0 7282.995684
2.06 8099.6186
2.12 8007.050688
2.88 5470.489347
2.94 7188.081735
3.0 7235.252839
3.06 8176.549397
3.12 7987.267832
3.88 7820.490733
3.94 7136.115311
4.0 8016.269483
4.06 7883.088628
4.12 8102.588597
EOD
unset object
set object 1 rectangle from graph 0, first 6752.9591616091475 to graph 1, first 8714.411314390853 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.88 0.253
0.94 0.285
1.0 0.253
1.06 0.254
1.12 0.246
1.88 0.267
1.94 0.277
2.0 0.269
2.06 0.242
2.12 0.245
2.88 0.363
2.94 0.273
3.0 0.271
3.06 0.24
3.12 0.246
3.88 0.25
3.94 0.275
4.0 0.246
4.06 0.249
4.12 0.242
EOD
unset object
set object 1 rectangle from graph 0, first 0.2210324909747292 to graph 1, first 0.2849675090252708 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.88 0.6009
0.94 0.6049
1.0 0.6026
1.06 0.604
1.12 0.6057
1.88 0.6043
1.94 0.6043
2.0 0.6027
2.06 0.6017
2.12 0.6025
2.88 0.6066
2.94 0.604
3.0 0.6019
3.06 0.6025
3.12 0.6012
3.88 0.6043
3.94 0.6041
4.0 0.6
4.06 0.6047
4.12 0.6032
EOD
unset object
set object 1 rectangle from graph 0, first 0.6008047611175401 to graph 1, first 0.6071952388824599 behind fillcolor rgb "#dddddd" fillstyle solid noborder
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
set xtics ('stock-b vs stock' 1, 'stock-c vs stock' 2, 'stock-d vs stock' 3, 'stock-c vs stock-b' 4, 'stock-d vs stock-b' 5, 'stock-d vs stock-c' 6) rotate by -30
$delta_index_leaf_resident << EOD
1 -0.006723819129265423 -0.15128593040847202 0.326105227769373 0.21187153186480578
2 0.05379055303412338 -0.11094301563287948 0.15128593040847202 0.21187153186480578
3 0.13447638258530845 -0.25886703647671877 0.2118003025718608 0.21187153186480578
4 0.0605184413139226 -0.2723329859126517 0.16138251017046026 0.21187153186480578
5 0.14120969639915273 -0.302592206569613 0.2353494939985879 0.21187153186480578
6 0.08064245153052653 -0.3124894996807903 0.23856725244447433 0.21187153186480578
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 -0.02120000000000033 -0.19549999999999557 0.16549999999999443 0.19549999999999557
2 -0.023699999999998056 -0.2364999999999995 0.1629999999999967 0.19549999999999557
3 -0.006899999999994577 -0.13689999999999714 0.18309999999999604 0.19549999999999557
4 -0.0024999999999977263 -0.18609999999999616 0.1261999999999972 0.19549999999999557
5 0.014300000000005753 -0.084699999999998 0.14629999999999654 0.19549999999999557
6 0.01680000000000348 -0.02949999999999875 0.20369999999999777 0.19549999999999557
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 0.00929999999999609 -0.009000000000000341 0.019700000000000273 0.020899999999997476
2 0.008799999999993702 -0.013599999999996726 0.019600000000011164 0.020899999999997476
3 -0.0011000000000080945 -0.014300000000005753 0.019700000000000273 0.020899999999997476
4 -0.0005000000000023874 -0.022899999999992815 0.011700000000004707 0.020899999999997476
5 -0.010400000000004184 -0.020800000000008367 0.010400000000004184 0.020899999999997476
6 -0.009900000000001796 -0.017300000000005866 0.017200000000002547 0.020899999999997476
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 -5.021896573856918 -8.622103311414854 5.865794508561043 12.681225653870506
2 -6.4449532617505305 -29.264132445934443 5.785278443989341 12.681225653870506
3 1.931852479150515 -7.726845722448065 12.819543561568478 12.681225653870506
4 -1.498299751795117 -25.524026062416358 12.164959808890575 12.681225653870506
5 7.3214233619802815 -3.8000841294655987 11.15804758151853 12.681225653870506
6 8.953879061530342 -4.921164082625367 33.345058350904175 12.681225653870506
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 5.5335968379446685 -7.114624505928838 9.486166007905148 12.635379061371852
2 7.11462450592886 -5.5335968379446685 43.47826086956521 12.635379061371852
3 -1.581027667984191 -14.229249011857698 8.695652173913052 12.635379061371852
4 1.4981273408239713 -10.861423220973792 35.95505617977527 12.635379061371852
5 -6.741573033707871 -10.486891385767798 2.9962546816479425 12.635379061371852
6 -8.118081180811815 -42.06642066420663 3.6900369003690066 12.635379061371852
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 -0.2152317880794649 -0.5298013245033081 0.29801324503311655 0.5290130600099158
2 -0.24834437086091818 -0.6125827814569598 0.5132450331125814 0.5290130600099158
3 0.016556291390726653 -0.6622516556291397 0.5298013245033081 0.5290130600099158
4 -0.033184005309437194 -0.39820806371328316 0.647088103534099 0.5290130600099158
5 0.2322880371660788 -0.4479840716774574 0.39820806371328316 0.5290130600099158
6 0.2655601659750929 -0.564315352697107 0.48132780082987775 0.5290130600099158
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
