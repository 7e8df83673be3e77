import type * as Schemas from './response-schemas.ts';

/** Starts loading a sign-in answer's contract schema (apiRequest awaits it with the answer; zod stays out of the screens). */
function load<N extends keyof typeof Schemas>(name: N): Promise<(typeof Schemas)[N]> {
  const loading = import('./response-schemas.ts').then((schemas) => schemas[name]);
  loading.catch(() => undefined); // a request that fails first leaves it unawaited: not an unhandled rejection
  return loading;
}

export const acceptedResponse = () => load('acceptedResponseSchema');
export const loginResponse = () => load('loginResponseSchema');
