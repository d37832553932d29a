set terminal pngcairo size 1400,1400 font ",10"
set output 'runs.png'
set multiplot layout 4,2 title "per-run values by arm (x: run)"
set key outside right
set grid
set offsets 0.5, 0.5, graph 0.1, graph 0.1
$arm1 << EOD
1 29758 297 41.2140 97.2583 10631.741109 0.186 0.5999 3.1264539761091616
3 29753 297 41.1331 97.2451 10495.314507 0.189 0.6029 3.1097001194969747
5 29736 297 41.1257 97.2495 9840.161483 0.201 0.6024 3.1173090096747957
7 29735 297 41.2670 97.2484 9562.231624 0.207 0.6019 3.1434926151172893
9 29766 297 41.1756 97.2510 10469.785915 0.189 0.6011 3.1265997781683317
EOD
$arm2 << EOD
2 29727 297 41.0528 97.2495 10376.99049 0.191 0.6022 3.076652253094224
4 29798 297 41.0666 97.2405 9210.347447 0.215 0.6041 3.0844255753593073
6 29763 297 41.2103 97.2443 9729.402317 0.203 0.6031 3.1267874490822014
8 29826 297 41.2587 97.2401 9865.068119 0.2 0.6027 3.123912085398142
10 29797 297 41.1909 97.2604 9443.168517 0.209 0.5993 3.1166267836881563
EOD
set title 'index-leaf resident'
plot $arm1 using 1:2 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:2 with points pt 7 ps 1.5 title 'stock-again'
set title 'index-inner resident'
plot $arm1 using 1:3 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:3 with points pt 7 ps 1.5 title 'stock-again'
set title 'index share of evictions'
plot $arm1 using 1:4 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:4 with points pt 7 ps 1.5 title 'stock-again'
set title 'index hit ratio'
plot $arm1 using 1:5 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:5 with points pt 7 ps 1.5 title 'stock-again'
set title 'tps'
plot $arm1 using 1:6 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:6 with points pt 7 ps 1.5 title 'stock-again'
set title 'latency average (ms)'
plot $arm1 using 1:7 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:7 with points pt 7 ps 1.5 title 'stock-again'
set title 'allocations per transaction'
plot $arm1 using 1:8 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:8 with points pt 7 ps 1.5 title 'stock-again'
set title 'sweep ticks per allocation'
plot $arm1 using 1:9 with points pt 7 ps 1.5 title 'stock', $arm2 using 1:9 with points pt 7 ps 1.5 title 'stock-again'
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
1-stock 41.1986 0.0041 58.7848 0.0125
2-stock-again 41.0371 0.0042 58.9459 0.0128
3-stock 41.1176 0.0041 58.8647 0.0136
4-stock-again 41.0490 0.0047 58.9305 0.0158
5-stock 41.1092 0.0044 58.8716 0.0148
6-stock-again 41.1936 0.0044 58.7873 0.0147
7-stock 41.2499 0.0045 58.7302 0.0153
8-stock-again 41.2423 0.0044 58.7389 0.0145
9-stock 41.1600 0.0041 58.8216 0.0143
10-stock-again 41.1736 0.0046 58.8059 0.0159
EOD
plot $shares using 2:xtic(1) title 'btree leaf', $shares using 3 title 'btree inner', $shares using 4 title 'heap', $shares using 5 title 'other'
