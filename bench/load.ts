import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** autocannon -c 50 -d 10 (by default) against one URL. */
export async function load(url: string, headers: Record<string, string> = {}, duration = 10): Promise<LoadResult> {
  const result = await autocannon({ url, connections: 50, duration, headers });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
