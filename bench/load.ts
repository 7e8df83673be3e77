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

export interface PostLoad {
  path: string;
  headers: Record<string, string>;
  /** A fresh body for every request (e.g. a new idempotency key). */
  body: () => string;
  /** A fresh path for every request, when the path varies (defaults to `path`). */
  pathFor?: () => string;
}

/** autocannon -c 50 with a POST whose path and body change on every request. */
export async function loadPosts(baseUrl: string, post: PostLoad, duration = 10): Promise<LoadResult> {
  const result = await autocannon({
    url: baseUrl,
    connections: 50,
    duration,
    requests: [
      {
        method: 'POST',
        path: post.path,
        headers: { 'content-type': 'application/json', ...post.headers },
        setupRequest: (request) => ({ ...request, path: post.pathFor ? post.pathFor() : post.path, body: post.body() }),
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
