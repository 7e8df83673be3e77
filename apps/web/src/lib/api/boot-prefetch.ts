/** A read public/boot-prefetch.js started before the bundle ran: the token it carried, and its answer. */
interface PrefetchedCall {
  authorization: string | null;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __bootPrefetch?: Record<string, PrefetchedCall>;
  }
}

/** Past this, a prefetched answer may be stale (the learner stayed on the first page): it is fetched again. */
const freshForMs = 15_000;

/**
 * The early answer to a GET of `url` sent with `headers`, taken once (a body is read once); null when none was
 * started, it is too old, or it carried another token (a sign-in or sign-out since).
 */
export function takePrefetched(url: string, headers: Headers): Promise<Response> | null {
  const calls = window.__bootPrefetch;
  const call = calls?.[url];
  if (!calls || !call) return null;
  delete calls[url];
  if (performance.now() > freshForMs || call.authorization !== headers.get('Authorization')) return null;
  return call.response;
}
