import fc from 'fast-check';
import type { Mutation } from './value-mutations.ts';

/** Header values that are valid on the wire but hostile to whoever reads them. */
const hostileHeaders: [string, string][] = [
  ['accept', '*/*;q=abc'],
  ['accept', 'text/html;q=1, application/json;q=0'],
  ['accept-encoding', 'gzip;q=2, br, zstd, identity;q=0, *;q=0'],
  ['accept-language', 'x'.repeat(4_000)],
  ['range', 'bytes=abc'],
  ['range', 'bytes=-0'],
  ['range', 'bytes=99999999999999999999-'],
  ['range', `bytes=${Array.from({ length: 200 }, (_, i) => `${i}-${i}`).join(',')}`],
  ['range', 'bytes=5-1'],
  ['range', 'items=0-1'],
  ['if-range', 'not a date or an etag'],
  ['if-none-match', '*'],
  ['if-none-match', `"${'a'.repeat(2_000)}"`],
  ['if-modified-since', 'yesterday'],
  ['if-match', 'W/"x"'],
  ['authorization', 'Bearer '],
  ['authorization', 'Bearer x'],
  ['authorization', `Bearer ${'A'.repeat(8_000)}`],
  ['authorization', 'Basic Zm9vOmJhcg=='],
  ['authorization', 'Bearer ey.ey.sig'],
  ['cookie', `session=${'x'.repeat(4_000)}; session=1`],
  ['content-encoding', 'gzip'],
  ['content-encoding', 'br, deflate'],
  ['host', 'evil.example'],
  ['host', ''],
  ['host', 'oftalmologia.localhost:3000:1'],
  ['host', '127.0.0.1'],
  ['origin', 'null'],
  ['origin', 'http://evil.example'],
  ['origin', 'http://lumen-oftalmologia.oftalmologia.localhost:3000.evil.example'],
  ['x-forwarded-for', '1.1.1.1, , ::1, not-an-ip'],
  ['x-forwarded-host', 'evil.example'],
  ['x-forwarded-proto', 'gopher'],
  ['x-http-method-override', 'DELETE'],
];

export const headerMutation: Mutation = {
  name: 'hostile-headers',
  arbitrary: (request) =>
    fc.subarray(hostileHeaders, { minLength: 1, maxLength: 3 }).map((chosen) => ({
      ...request,
      label: 'hostile-headers',
      headers: { ...request.headers, ...Object.fromEntries(chosen) },
    })),
};
