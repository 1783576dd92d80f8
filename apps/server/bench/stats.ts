/** One measured row of docs/benchmarks.md (milliseconds, requests per second). */
export interface Measurement {
  p50: number;
  p99: number;
  requestsPerSecond: number;
  /** Responses that were not 2xx, or failed requests. */
  errors: number;
}

/** The q-th percentile (0-100) of latencies, nearest-rank. */
export function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((q / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? Number.NaN;
}

/** p50, p99 and throughput of a list of latencies gathered over `seconds`. */
export function summarize(latencies: number[], seconds: number, errors: number): Measurement {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    requestsPerSecond: latencies.length / seconds,
    errors,
  };
}
