set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 6,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 33727 311 37.5045 97.7635 8325.638798 0.238 0.5306 0.0 1.0031553837792138 9 66297.0
8 33829 311 36.0675 97.7193 7779.947676 0.254 0.5388 0.0 1.0026098857379293 1 62897.0
15 31483 312 35.1960 97.4895 2285.051963 0.871 0.5704 0.0 1.0009209516500384 0 19580.0
19 33652 311 37.8038 97.7513 8317.646383 0.237 0.5332 0.0 1.0025266957437209 2 66549.0
EOD
$arm2 << EOD
2 29554 299 41.5310 97.1338 9153.739135 0.216 0.6229 0.0 1.0032981684638955 16 85557.0
6 29512 299 41.7412 97.1164 7252.069954 0.273 0.6257 0.0 1.0031611138883172 18 68069.0
13 29577 299 41.6767 97.0763 7611.028766 0.26 0.6317 0.0 1.0033705527429087 18 72150.0
20 29596 299 41.6042 97.1308 6154.222343 0.322 0.6213 0.0 1.0042562841244091 19 57382.0
EOD
$arm3 << EOD
4 34183 311 37.8150 97.7653 8263.826013 0.238 0.5332 0.0 1.027450564757896 1 66134.0
7 34150 311 35.5100 97.7466 7649.43792 0.258 0.5322 0.0 1.0193517729566757 1 61062.0
11 34181 311 37.4011 97.8136 9008.580547 0.219 0.5262 0.0 1.0301682895255249 0 71156.0
18 34312 311 37.3802 97.8013 9078.556678 0.218 0.5275 0.0 1.0293150990167952 2 71894.0
EOD
$arm4 << EOD
5 32230 299 37.4153 97.5075 7146.403051 0.277 0.5686 0.0 1.002806545323245 17 60984.0
9 32992 299 37.5265 97.6617 9153.943129 0.216 0.5437 0.0 1.0022917336764232 16 74671.0
12 32837 299 37.6114 97.6434 7253.447573 0.273 0.547 0.0 1.002017077926444 17 59547.0
16 32102 299 37.7362 97.4967 6035.394056 0.328 0.5697 0.0 1.0025415179264319 14 51599.0
EOD
$arm5 << EOD
3 33980 311 35.2586 97.6781 8817.346046 0.224 0.5431 0.0 1.0022706060985973 1 71846.0
10 33914 311 38.0224 97.7638 9058.400762 0.218 0.5294 0.0 1.0029203982866997 3 71967.0
14 33103 311 34.9108 97.5223 6440.45012 0.307 0.5663 0.0 1.0021767761761908 1 54727.0
17 32300 311 35.5218 97.4811 4711.046272 0.421 0.5698 0.0 1.0024590163934426 2 40319.0
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'arc', $arm2 using 1:2 with points pt 7 ps 1.5 title 'lru', $arm3 using 1:2 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:2 with points pt 7 ps 1.5 title 'wtinylfu', $arm5 using 1:2 with points pt 7 ps 1.5 title 'lirs'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'arc', $arm2 using 1:3 with points pt 7 ps 1.5 title 'lru', $arm3 using 1:3 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:3 with points pt 7 ps 1.5 title 'wtinylfu', $arm5 using 1:3 with points pt 7 ps 1.5 title 'lirs'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'arc', $arm2 using 1:4 with points pt 7 ps 1.5 title 'lru', $arm3 using 1:4 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:4 with points pt 7 ps 1.5 title 'wtinylfu', $arm5 using 1:4 with points pt 7 ps 1.5 title 'lirs'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'arc', $arm2 using 1:5 with points pt 7 ps 1.5 title 'lru', $arm3 using 1:5 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:5 with points pt 7 ps 1.5 title 'wtinylfu', $arm5 using 1:5 with points pt 7 ps 1.5 title 'lirs'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'arc', $arm2 using 1:6 with points pt 7 ps 1.5 title 'lru', $arm3 using 1:6 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:6 with points pt 7 ps 1.5 title 'wtinylfu', $arm5 using 1:6 with points pt 7 ps 1.5 title 'lirs'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'arc', $arm2 using 1:7 with points pt 7 ps 1.5 title 'lru', $arm3 using 1:7 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:7 with points pt 7 ps 1.5 title 'wtinylfu', $arm5 using 1:7 with points pt 7 ps 1.5 title 'lirs'
set title 'allocations per transaction'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'arc', $arm2 using 1:8 with points pt 7 ps 1.5 title 'lru', $arm3 using 1:8 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:8 with points pt 7 ps 1.5 title 'wtinylfu', $arm5 using 1:8 with points pt 7 ps 1.5 title 'lirs'
set title 'sweep ticks per allocation'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'arc', $arm2 using 1:9 with points pt 7 ps 1.5 title 'lru', $arm3 using 1:9 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:9 with points pt 7 ps 1.5 title 'wtinylfu', $arm5 using 1:9 with points pt 7 ps 1.5 title 'lirs'
set title 'policy header visits per allocation (framework)'
plot $arm1 using 1:10 with points pt 7 ps 1.5 title 'arc', $arm2 using 1:10 with points pt 7 ps 1.5 title 'lru', $arm3 using 1:10 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:10 with points pt 7 ps 1.5 title 'wtinylfu', $arm5 using 1:10 with points pt 7 ps 1.5 title 'lirs'
set title 'dirty victims'
plot $arm1 using 1:11 with points pt 7 ps 1.5 title 'arc', $arm2 using 1:11 with points pt 7 ps 1.5 title 'lru', $arm3 using 1:11 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:11 with points pt 7 ps 1.5 title 'wtinylfu', $arm5 using 1:11 with points pt 7 ps 1.5 title 'lirs'
set title 'evictions (pg_stat_io, every context)'
plot $arm1 using 1:12 with points pt 7 ps 1.5 title 'arc', $arm2 using 1:12 with points pt 7 ps 1.5 title 'lru', $arm3 using 1:12 with points pt 7 ps 1.5 title 'lru2', $arm4 using 1:12 with points pt 7 ps 1.5 title 'wtinylfu', $arm5 using 1:12 with points pt 7 ps 1.5 title 'lirs'
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
1-arc 37.4834 0.0015 62.4894 0.0257
2-lru 41.4643 0.0175 58.4585 0.0596
3-lirs 35.2363 0.0014 64.7373 0.0251
4-lru2 37.7786 0.0015 62.1714 0.0485
5-wtinylfu 37.3217 0.0246 62.5667 0.0870
6-lru 41.6574 0.0221 58.2427 0.0779
7-lru2 35.4838 0.0016 64.4818 0.0328
8-arc 36.0420 0.0016 63.9230 0.0334
9-wtinylfu 37.4501 0.0201 62.4588 0.0710
10-lirs 38.0001 0.0014 61.9679 0.0306
11-lru2 37.3674 0.0014 62.5862 0.0450
12-wtinylfu 37.5155 0.0252 62.3685 0.0908
13-lru 41.5977 0.0208 58.3066 0.0749
14-lirs 34.8816 0.0018 65.0764 0.0402
15-arc 35.1960 0.0000 64.8040 0.0000
16-wtinylfu 37.6256 0.0291 62.2405 0.1048
17-lirs 35.4820 0.0025 64.4608 0.0546
18-lru2 37.3468 0.0014 62.6031 0.0487
19-arc 37.7797 0.0015 62.1842 0.0346
20-lru 41.5047 0.0262 58.3714 0.0977
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
set xtics ('arc' 1, 'lru' 2, 'lru2' 3, 'wtinylfu' 4, 'lirs' 5) rotate by -30
$strip_index_leaf_resident << EOD
0.91 33727.0
0.97 33829.0
1.03 31483.0
1.09 33652.0
1.91 29554.0
1.97 29512.0
2.03 29577.0
2.09 29596.0
2.91 34183.0
2.97 34150.0
3.03 34181.0
3.09 34312.0
3.91 32230.0
3.97 32992.0
4.03 32837.0
4.09 32102.0
4.91 33980.0
4.97 33914.0
5.03 33103.0
5.09 32300.0
EOD
unset object
set title 'index-leaf resident'
plot $strip_index_leaf_resident using 1:2 with points pt 7 ps 1.2
$strip_index_eviction_share << EOD
0.91 37.5045
0.97 36.0675
1.03 35.196
1.09 37.8038
1.91 41.531
1.97 41.7412
2.03 41.6767
2.09 41.6042
2.91 37.815
2.97 35.51
3.03 37.4011
3.09 37.3802
3.91 37.4153
3.97 37.5265
4.03 37.6114
4.09 37.7362
4.91 35.2586
4.97 38.0224
5.03 34.9108
5.09 35.5218
EOD
unset object
set title 'index share of evictions'
plot $strip_index_eviction_share using 1:2 with points pt 7 ps 1.2
$strip_index_hit_ratio << EOD
0.91 97.7635
0.97 97.7193
1.03 97.4895
1.09 97.7513
1.91 97.1338
1.97 97.1164
2.03 97.0763
2.09 97.1308
2.91 97.7653
2.97 97.7466
3.03 97.8136
3.09 97.8013
3.91 97.5075
3.97 97.6617
4.03 97.6434
4.09 97.4967
4.91 97.6781
4.97 97.7638
5.03 97.5223
5.09 97.4811
EOD
unset object
set title 'index hit ratio'
plot $strip_index_hit_ratio using 1:2 with points pt 7 ps 1.2
$strip_tps << EOD
0.91 8325.638798
0.97 7779.947676
1.03 2285.051963
1.09 8317.646383
1.91 9153.739135
1.97 7252.069954
2.03 7611.028766
2.09 6154.222343
2.91 8263.826013
2.97 7649.43792
3.03 9008.580547
3.09 9078.556678
3.91 7146.403051
3.97 9153.943129
4.03 7253.447573
4.09 6035.394056
4.91 8817.346046
4.97 9058.400762
5.03 6440.45012
5.09 4711.046272
EOD
unset object
set title 'tps'
plot $strip_tps using 1:2 with points pt 7 ps 1.2
$strip_latency_ms << EOD
0.91 0.238
0.97 0.254
1.03 0.871
1.09 0.237
1.91 0.216
1.97 0.273
2.03 0.26
2.09 0.322
2.91 0.238
2.97 0.258
3.03 0.219
3.09 0.218
3.91 0.277
3.97 0.216
4.03 0.273
4.09 0.328
4.91 0.224
4.97 0.218
5.03 0.307
5.09 0.421
EOD
unset object
set title 'latency average (ms)'
plot $strip_latency_ms using 1:2 with points pt 7 ps 1.2
$strip_allocations_per_transaction << EOD
0.91 0.5306
0.97 0.5388
1.03 0.5704
1.09 0.5332
1.91 0.6229
1.97 0.6257
2.03 0.6317
2.09 0.6213
2.91 0.5332
2.97 0.5322
3.03 0.5262
3.09 0.5275
3.91 0.5686
3.97 0.5437
4.03 0.547
4.09 0.5697
4.91 0.5431
4.97 0.5294
5.03 0.5663
5.09 0.5698
EOD
unset object
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
set xtics ('lru vs arc' 1, 'lru2 vs arc' 2, 'wtinylfu vs arc' 3, 'lirs vs arc' 4) rotate by -30
$delta_index_leaf_resident << EOD
1 -12.24120274863088 -12.814081538758368 -5.601151694148029 NaN
2 1.4618798141854288 0.9528191276213657 8.397275115392036 NaN
3 -3.431336172991585 -5.126226272280681 4.47914038498642 NaN
4 -0.5372593834874367 -4.538506062719838 7.41180486501729 NaN
EOD
set title 'index-leaf resident'
plot $delta_index_leaf_resident using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_leaf_resident using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_eviction_share << EOD
1 4.85445 3.7271999999999963 6.545200000000001 NaN
2 0.6046499999999995 -2.2938000000000045 2.6189999999999998 NaN
3 0.7829499999999996 -0.3885000000000005 2.5401999999999987 NaN
4 -1.3958000000000013 -2.8930000000000007 2.8263999999999996 NaN
EOD
set title 'index share of evictions'
plot $delta_index_eviction_share using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_eviction_share using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_index_hit_ratio << EOD
1 -0.611699999999999 -0.68719999999999 -0.355700000000013 NaN
2 0.04800000000000182 -0.016899999999992588 0.3240999999999872 NaN
3 -0.15985000000000582 -0.26679999999998927 0.17219999999998947 NaN
4 -0.13509999999999422 -0.28239999999999554 0.27429999999999666 NaN
EOD
set title 'index hit ratio'
plot $delta_index_hit_ratio using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_index_hit_ratio using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_tps << EOD
1 -7.668818920861068 -26.978148995948658 85.3380591761138 NaN
2 7.298062658892649 -8.401266369640409 84.40397602400493 NaN
3 -10.546566330207634 -28.454497406331946 85.34059364181411 NaN
4 -5.216915583297845 -44.90848151285215 84.15355455199952 NaN
EOD
set title 'tps'
plot $delta_tps using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_tps using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_latency_ms << EOD
1 8.33333333333334 -266.260162601626 34.55284552845529 NaN
2 -7.113821138211389 -265.4471544715447 8.536585365853666 NaN
3 11.788617886178873 -266.260162601626 36.9918699186992 NaN
4 7.92682926829269 -265.4471544715447 74.79674796747967 NaN
EOD
set title 'latency average (ms)'
plot $delta_latency_ms using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_latency_ms using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
$delta_allocations_per_transaction << EOD
1 16.473880597014933 9.496268656716406 18.861940298507477 NaN
2 -1.1473880597015111 -8.24626865671642 0.4850746268656803 NaN
3 4.067164179104485 -4.9813432835821 7.294776119402989 NaN
4 3.488805970149242 -7.649253731343289 7.3134328358208975 NaN
EOD
set title 'allocations per transaction'
plot $delta_allocations_per_transaction using 1:(0):($1-0.12):($1+0.12):(-$5):5 with boxxyerror fillstyle solid noborder fillcolor rgb "#dddddd", $delta_allocations_per_transaction using 1:2:3:4 with yerrorbars pt 7 ps 1.2 lc rgb "#0060ad"
unset multiplot
