/**
 * "Someone just signed in" for what caches the previous user's data, without the sign-in screens importing
 * that cache: the sign-in notifies, the cache (e.g. the query client behind the sign-in, once it is loaded)
 * listens and drops its `user` data. Nothing listens before such a cache exists, so nothing is dropped then.
 */
type SignedInListener = () => void;

const listeners = new Set<SignedInListener>();

/** Calls `listener` after each sign-in; returns the unsubscribe. */
export function onSignedIn(listener: SignedInListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A sign-in happened: every listener runs (one failing does not stop the others). */
export function notifySignedIn(): void {
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch (error) {
      console.error('[session] a signed-in listener failed', error);
    }
  }
}
