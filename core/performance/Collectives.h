#pragma once

namespace acceldecide::performance {

// Collectives reach this share of a link's or network's stated bandwidth (an assumption,
// not fitted: the published runs cannot tell a slow link from slow compute).
inline constexpr double kCollectiveEfficiency = 0.7;

// What one accelerator sends a second over a link sources state both ways together
// (NVLink's 900 GB/s, NeuronLink's 1,280): half of it, at the collective efficiency;
// 0 where the figure is unknown.
double linkBytesPerSecond(double linkGBytesPerS);

// A ring all-reduce of `bytes` over `groupSize` accelerators each sending
// `bytesPerSecond`: 2 (n - 1) / n of the tensor crosses each one's link. 0 for a group of
// one, or where the bandwidth is unknown (the caller says the traffic was not counted).
double allReduceSeconds(double bytes, int groupSize, double bytesPerSecond);

} // namespace acceldecide::performance
