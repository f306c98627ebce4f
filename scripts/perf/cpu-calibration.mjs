// Lighthouse's phone CPU slowdown (4×) is set for its reference host, a high-end desktop; its
// throttling guide (docs/throttling.md, «Calibrating the CPU slowdown») says to calibrate on any
// other host, from the `benchmarkIndex` Lighthouse records with every run. This is the mapping of
// the guide's calculator (patrickhulce/lighthouse-cpu-throttling-calculator): piecewise linear,
// 150 → 1×, 800 → 2×, 1,300 → 3×, then one more × per 233 points (1,533 → 4×, 2,000 → 6×).

/** The phone preset's CPU slowdown for a host of this benchmark index. */
export function multiplierFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) {
    // The guide: such a host is too slow to emulate the reference phone at all.
    throw new Error(`benchmark index ${benchmarkIndex}: too slow a host to calibrate`);
  }
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}
