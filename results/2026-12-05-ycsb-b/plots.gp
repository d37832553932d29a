set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 5,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 5850 44 0.0613 99.9928 12117.761505 0.165 0.5327 2.9680387427977637 NaN 70670
9 5844 44 0.0645 99.9920 12687.248086 0.157 0.5318 2.973137162545572 NaN 75322
17 5844 44 0.0726 99.9925 9833.208965 0.203 0.5333 2.978591170110696 NaN 53549
EOD
$arm2 << EOD
2 5855 44 0.0612 99.9931 12196.47363 0.163 0.5327 2.9805499922970267 NaN 68479
7 5840 44 0.0681 99.9925 11285.28221 0.177 0.5307 2.9550835029018145 NaN 65741
15 5839 44 0.0661 99.9934 10691.334165 0.187 0.5318 2.9745629101158233 NaN 60731
EOD
$arm3 << EOD
4 5875 57 0.0636 99.9883 11488.511564 0.174 0.5172 0.0 1.1688723590659433 78622
8 5901 57 0.0839 99.9839 13763.056579 0.145 0.5158 0.0 1.1453255222569825 92217
13 5904 57 0.0957 99.9819 13677.801396 0.146 0.5162 0.0 1.1404312783106139 89379
EOD
$arm4 << EOD
6 5834 44 0.0713 99.9928 10074.685267 0.197 0.5154 0.0 1.532726001976237 76447
10 5839 44 0.0716 99.9929 9948.187971 0.2 0.5129 0.0 1.5436977015666231 74128
14 5840 44 0.0648 99.9933 11375.93731 0.175 0.5129 0.0 1.5388822870772756 83134
EOD
$arm5 << EOD
5 5839 44 0.0788 99.9914 10588.707289 0.188 0.5156 0.0 1.4648970012559703 78015
12 5829 44 0.0730 99.9929 10664.705215 0.187 0.5173 0.0 1.4590760408491024 80182
16 5845 44 0.0729 99.9919 11430.049284 0.174 0.5165 0.0 1.4431601843568076 83116
EOD
$arm6 << EOD
3 5840 44 0.0858 99.9904 10517.004893 0.189 0.5216 0.0 1.0425365915976201 75994
11 5831 44 0.0990 99.9880 10038.579857 0.198 0.5213 0.0 1.0245157341570594 74201
18 5840 44 0.0951 99.9886 10580.939041 0.188 0.5222 0.0 1.043645868251538 77331
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:2 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:2 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:2 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:2 with points pt 7 ps 1.5 title 'car', $arm6 using 1:2 with points pt 7 ps 1.5 title 'arc'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:3 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:3 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:3 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:3 with points pt 7 ps 1.5 title 'car', $arm6 using 1:3 with points pt 7 ps 1.5 title 'arc'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:4 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:4 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:4 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:4 with points pt 7 ps 1.5 title 'car', $arm6 using 1:4 with points pt 7 ps 1.5 title 'arc'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:5 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:5 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:5 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:5 with points pt 7 ps 1.5 title 'car', $arm6 using 1:5 with points pt 7 ps 1.5 title 'arc'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:6 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:6 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:6 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:6 with points pt 7 ps 1.5 title 'car', $arm6 using 1:6 with points pt 7 ps 1.5 title 'arc'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:7 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:7 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:7 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:7 with points pt 7 ps 1.5 title 'car', $arm6 using 1:7 with points pt 7 ps 1.5 title 'arc'
set title 'allocations per transaction'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:8 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:8 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:8 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:8 with points pt 7 ps 1.5 title 'car', $arm6 using 1:8 with points pt 7 ps 1.5 title 'arc'
set title 'sweep ticks per allocation'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:9 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:9 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:9 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:9 with points pt 7 ps 1.5 title 'car', $arm6 using 1:9 with points pt 7 ps 1.5 title 'arc'
set title 'policy header visits per allocation (framework)'
plot $arm1 using 1:10 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:10 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:10 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:10 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:10 with points pt 7 ps 1.5 title 'car', $arm6 using 1:10 with points pt 7 ps 1.5 title 'arc'
set title 'dirty victims'
plot $arm1 using 1:11 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:11 with points pt 7 ps 1.5 title 'stock-again', $arm3 using 1:11 with points pt 7 ps 1.5 title 'sieve', $arm4 using 1:11 with points pt 7 ps 1.5 title 's3fifo', $arm5 using 1:11 with points pt 7 ps 1.5 title 'car', $arm6 using 1:11 with points pt 7 ps 1.5 title 'arc'
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
1-stock 0.0396 0.0050 99.9372 0.0182
2-stock-again 0.0397 0.0050 99.9364 0.0189
3-arc 0.0602 0.0059 99.9124 0.0214
4-sieve 0.0577 0.0000 99.9343 0.0080
5-car 0.0532 0.0060 99.9189 0.0220
6-s3fifo 0.0443 0.0063 99.9267 0.0227
7-stock-again 0.0447 0.0054 99.9302 0.0196
8-sieve 0.0790 0.0000 99.9079 0.0130
9-stock 0.0438 0.0048 99.9340 0.0174
10-s3fifo 0.0441 0.0064 99.9264 0.0231
11-arc 0.0722 0.0062 99.8991 0.0225
12-car 0.0476 0.0059 99.9247 0.0218
13-sieve 0.0907 0.0000 99.9025 0.0067
14-s3fifo 0.0408 0.0056 99.9331 0.0206
15-stock-again 0.0414 0.0057 99.9322 0.0207
16-car 0.0492 0.0055 99.9254 0.0199
17-stock 0.0458 0.0062 99.9255 0.0224
18-arc 0.0698 0.0059 99.9031 0.0213
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
set xtics ('stock' 1, 'stock-again' 2, 'sieve' 3, 's3fifo' 4, 'car' 5, 'arc' 6) rotate by -30
$strip_index_leaf_resident << EOD
0.94 5850.0
1.0 5844.0
1.06 5844.0
1.94 5855.0
2.0 5840.0
2.06 5839.0
2.94 5875.0
3.0 5901.0
3.06 5904.0
3.94 5834.0
4.0 5839.0
4.06 5840.0
4.94 5839.0
5.0 5829.0
5.06 5845.0
5.94 5840.0
6.0 5831.0
6.06 5840.0
EOD
unset object
set object 1 rectangle from graph 0, first 5833.993150684932 to graph 1, first 5854.006849315068 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.94 0.0613
1.0 0.0645
1.06 0.0726
1.94 0.0612
2.0 0.0681
2.06 0.0661
2.94 0.0636
3.0 0.0839
3.06 0.0957
3.94 0.0713
4.0 0.0716
4.06 0.0648
4.94 0.0788
5.0 0.073
5.06 0.0729
5.94 0.0858
6.0 0.099
6.06 0.0951
EOD
unset object
set object 1 rectangle from graph 0, first 0.05770000000000001 to graph 1, first 0.0713 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.94 99.9928
1.0 99.992
1.06 99.9925
1.94 99.9931
2.0 99.9925
2.06 99.9934
2.94 99.9883
3.0 99.9839
3.06 99.9819
3.94 99.9928
4.0 99.9929
4.06 99.9933
4.94 99.9914
5.0 99.9929
5.06 99.9919
5.94 99.9904
6.0 99.988
6.06 99.9886
EOD
unset object
set object 1 rectangle from graph 0, first 99.99190000000002 to graph 1, first 99.9931 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.94 12117.761505
1.0 12687.248086
1.06 9833.208965
1.94 12196.47363
2.0 11285.28221
2.06 10691.334165
2.94 11488.511564
3.0 13763.056579
3.06 13677.801396
3.94 10074.685267
4.0 9948.187971
4.06 11375.93731
4.94 10588.707289
5.0 10664.705215
5.06 11430.049284
5.94 10517.004893
6.0 10038.579857
6.06 10580.939041
EOD
unset object
set object 1 rectangle from graph 0, first 10411.807805756207 to graph 1, first 13823.715204243794 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.94 0.165
1.0 0.157
1.06 0.203
1.94 0.163
2.0 0.177
2.06 0.187
2.94 0.174
3.0 0.145
3.06 0.146
3.94 0.197
4.0 0.2
4.06 0.175
4.94 0.188
5.0 0.187
5.06 0.174
5.94 0.189
6.0 0.198
6.06 0.188
EOD
unset object
set object 1 rectangle from graph 0, first 0.14070552147239265 to graph 1, first 0.18929447852760736 behind fillcolor rgb "#dddddd" fillstyle solid noborder
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.94 0.5327
1.0 0.5318
1.06 0.5333
1.94 0.5327
2.0 0.5307
2.06 0.5318
2.94 0.5172
3.0 0.5158
3.06 0.5162
3.94 0.5154
4.0 0.5129
4.06 0.5129
4.94 0.5156
5.0 0.5173
5.06 0.5165
5.94 0.5216
6.0 0.5213
6.06 0.5222
EOD
unset object
set object 1 rectangle from graph 0, first 0.5317984768710042 to graph 1, first 0.5336015231289957 behind fillcolor rgb "#dddddd" fillstyle solid noborder
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
set xtics ('stock-again vs stock' 1, 'sieve vs stock' 2, 's3fifo vs stock' 3, 'car vs stock' 4, 'arc vs stock' 5) rotate by -30
$delta_index_leaf_resident << EOD
1 -0.06844626967830253 -0.06844626967830253 -0.06844626967830253 0.17123287671232876
2 0.9753593429158111 0.9753593429158111 0.9753593429158111 0.17123287671232876
3 -0.08555783709787816 -0.08555783709787816 -0.08555783709787816 0.17123287671232876
4 -0.08555783709787816 -0.08555783709787816 -0.08555783709787816 0.17123287671232876
5 -0.06844626967830253 -0.06844626967830253 -0.06844626967830253 0.17123287671232876
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 0.0016000000000000042 0.0016000000000000042 0.0016000000000000042 0.0067999999999999935
2 0.0194 0.0194 0.0194 0.0067999999999999935
3 0.0068000000000000005 0.0068000000000000005 0.0068000000000000005 0.0067999999999999935
4 0.008499999999999994 0.008499999999999994 0.008499999999999994 0.0067999999999999935
5 0.030600000000000002 0.030600000000000002 0.030600000000000002 0.0067999999999999935
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 0.0005999999999914962 0.0005999999999914962 0.0005999999999914962 0.0005999999999914962
2 -0.008600000000001273 -0.008600000000001273 -0.008600000000001273 0.0005999999999914962
3 0.00039999999999906777 0.00039999999999906777 0.00039999999999906777 0.0005999999999914962
4 -0.0006000000000057071 -0.0006000000000057071 -0.0006000000000057071 0.0005999999999914962
5 -0.003900000000001569 -0.003900000000001569 -0.003900000000001569 0.0005999999999914962
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 -6.86990988109896 -6.86990988109896 -6.86990988109896 14.078125720991345
2 12.873994015778415 12.873994015778415 12.873994015778415 14.078125720991345
3 -16.860178648977293 -16.860178648977293 -16.860178648977293 14.078125720991345
4 -11.991127976899397 -11.991127976899397 -11.991127976899397 14.078125720991345
5 -13.210002617558537 -13.210002617558537 -13.210002617558537 14.078125720991345
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 7.272727272727263 7.272727272727263 7.272727272727263 14.723926380368095
2 -11.515151515151524 -11.515151515151524 -11.515151515151524 14.723926380368095
3 19.393939393939394 19.393939393939394 19.393939393939394 14.723926380368095
4 13.333333333333329 13.333333333333329 13.333333333333329 14.723926380368095
5 14.545454545454541 14.545454545454541 14.545454545454541 14.723926380368095
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 -0.16895062887176665 -0.16895062887176665 -0.16895062887176665 0.16923655509588206
2 -3.097428195982722 -3.097428195982722 -3.097428195982722 0.16923655509588206
3 -3.7169138351792625 -3.7169138351792625 -3.7169138351792625 0.16923655509588206
4 -3.041111319692133 -3.041111319692133 -3.041111319692133 0.16923655509588206
5 -2.083724422752018 -2.083724422752018 -2.083724422752018 0.16923655509588206
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
