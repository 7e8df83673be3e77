import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';

/** Keys one owner keeps at most (a client paging through many distinct queries cannot grow it further). */
const maxKeysPerOwner = 64;

interface Memo {
  inputs: readonly unknown[];
  value: object;
}

const memos = new WeakMap<object, Map<string, Memo>>();

/**
 * A response built from cached, never-mutated values, built once per `owner` and `key` while `inputs` stay the
 * same objects (identity). `owner` is a cached value the response depends on (a learner's state): when its cache
 * replaces it, the memo goes with it. The result is frozen: never mutate it, and memoizedSerializer serializes it
 * once.
 */
export function memoized<T extends object>(owner: object, key: string, inputs: readonly unknown[], build: () => T): T {
  let byKey = memos.get(owner);
  if (!byKey) memos.set(owner, (byKey = new Map<string, Memo>()));
  const hit = byKey.get(key);
  if (hit && hit.inputs.length === inputs.length && hit.inputs.every((input, index) => input === inputs[index]))
    return hit.value as T;
  const value = Object.freeze(build());
  if (byKey.size >= maxKeysPerOwner && !hit) byKey.clear();
  byKey.set(key, { inputs, value });
  return value;
}

/**
 * From this many characters on, a memoized response is kept as UTF-8 bytes rather than text: Node would otherwise
 * encode it again for every request (a 17 KB module page spent about a sixth of its time there). Below it, text
 * is cheaper: the response head and a text body leave as one chunk, a head and bytes as two.
 */
export const memoizedBytesFrom = 8_192;

/**
 * The zod response serializer (validation against the contract, then JSON), done once per frozen response
 * object (memoized() results) and every time for any other payload. For routes that answer memoized responses.
 */
export const memoizedSerializer: FastifySerializerCompiler<unknown> = (routeSchema) => {
  // The zod compiler takes the route's zod schema; the route options type it as `unknown` here.
  const serialize = serializerCompiler(routeSchema as Parameters<typeof serializerCompiler>[0]);
  const done = new WeakMap<object, string | Buffer>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialize(data);
    let body = done.get(data);
    if (body === undefined) {
      const json = serialize(data);
      done.set(data, (body = json.length >= memoizedBytesFrom ? Buffer.from(json) : json));
    }
    // Fastify sends a serializer's Buffer as it is (its onSend hooks and reply take strings and Buffers alike);
    // only the compiler's type says string.
    return body as string;
  };
};
