import autocannon from 'autocannon';

export type LoadResult = {
  path: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  p999Ms: number;
  errors: number;
  non2xx: number;
  timeouts: number;
  throughputMBps: number;
};

export type Headers = Record<string, string>;

const run = (url: string, duration: number, headers: Headers, connections = 50) =>
  autocannon({ url, connections, duration, timeout: 30, headers: { accept: 'application/json', ...headers } });

/** A short warm-up, then 20 s at 50 connections (the measure; another count where a target says). */
export async function measure(
  base: string,
  path: string,
  seconds = 20,
  headers: Headers = {},
  connections = 50,
): Promise<LoadResult> {
  await run(base + path, 3, headers, connections);
  const r = await run(base + path, seconds, headers, connections);
  return {
    path,
    requestsPerSec: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    p999Ms: r.latency.p99_9,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    throughputMBps: Math.round(r.throughput.average / 1e5) / 10,
  };
}
