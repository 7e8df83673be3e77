import fc from 'fast-check';
import { requestUrl, urlText, type FuzzRequest } from './fuzz-request.ts';
import { numberTexts, unicodeTexts } from './hostile-values.ts';
import type { Mutation } from './value-mutations.ts';

/** The body as JSON text (an empty object when the request has none). */
const bodyText = (request: FuzzRequest) =>
  typeof request.payload === 'string' ? request.payload : JSON.stringify(request.body ?? {});

function withPayload(request: FuzzRequest, label: string, payload: string | Buffer, contentType?: string): FuzzRequest {
  const headers = { ...request.headers };
  if (contentType !== undefined) headers['content-type'] = contentType;
  return { ...request, label, body: undefined, payload, headers };
}

/** A query key several times over, plain or in the bracket forms some parsers read as arrays or objects. */
const duplicatedQuery: Mutation = {
  name: 'duplicated-query',
  arbitrary: (request, operation) => {
    const names = [...Object.keys(operation.query), 'id', 'page'];
    const value = fc.oneof(numberTexts, fc.string({ maxLength: 12 }), fc.constantFrom('courses', 'A', 'true'));
    return fc
      .tuple(
        fc.constantFrom(...names),
        fc.constantFrom('', '[]', '[0]', '.x', '[__proto__]'),
        fc.array(value, { minLength: 2, maxLength: 40 }),
      )
      .map(([name, suffix, values]) => ({
        ...request,
        label: 'duplicated-query',
        query: [
          ...request.query,
          ...values.map((item, index): [string, unknown] => [index % 2 ? name : `${name}${suffix}`, item]),
        ],
      }));
  },
};

const contentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'image/png',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'application/jsonx',
  'application/vnd.api+json',
  'application/json;;;',
  '',
  ' ',
  '*/*',
];

const wrongContentType: Mutation = {
  name: 'wrong-content-type',
  arbitrary: (request) =>
    fc
      .tuple(fc.constantFrom(...contentTypes), fc.constantFrom('json', 'form', 'multipart', 'bytes'))
      .map(([type, shape]) => {
        const payloads = {
          json: bodyText(request),
          form: 'email=a%40b.c&password=x&rating=5',
          multipart: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
          bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0x00, 0xfe]),
        };
        return withPayload(request, 'wrong-content-type', payloads[shape], type);
      }),
};

/** The body cut anywhere: the client died or the proxy gave up mid-upload. */
const truncatedBody: Mutation = {
  name: 'truncated-body',
  arbitrary: (request) => {
    const text = request.body === undefined ? '{"a":[1,2,{"b":"c"}],"d":"e"}' : bodyText(request);
    return fc
      .integer({ min: 0, max: Math.max(0, text.length - 1) })
      .map((cut) => withPayload(request, 'truncated-body', text.slice(0, cut), 'application/json'));
  },
};

/** Keys that pollute prototypes when a parser or a merge trusts them. */
const prototypeKeys: Mutation = {
  name: 'prototype-keys',
  arbitrary: (request) =>
    fc
      .constantFrom(
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"isAdmin":true}}}',
        '{"a":1,"__proto__":null}',
      )
      .map((pollution) => {
        const body = bodyText(request);
        const merged = body.startsWith('{') && body !== '{}' ? `${pollution.slice(0, -1)},${body.slice(1)}` : pollution;
        return withPayload(request, 'prototype-keys', merged, 'application/json');
      }),
};

/** Bodies that are not the JSON they claim to be, or JSON of the wrong kind. */
const garbageBody: Mutation = {
  name: 'garbage-body',
  arbitrary: (request) =>
    fc
      .oneof(
        fc.constantFrom(
          '\uFEFF{}',
          'null',
          'true',
          '0',
          '"text"',
          '[]',
          '[{}]',
          '{"a":1,"a":2}',
          '{"a":"\\ud800"}',
          '{"a":1,}',
          '{/* c */}',
          '{"a":NaN}',
          "{'a':1}",
          '{"a":"\\u0000"}',
          '\u0000',
        ),
        fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
        fc.constant(Buffer.from([0xff, 0xfe, 0xc0, 0xaf, 0x7b, 0x7d])),
      )
      .map((payload) => withPayload(request, 'garbage-body', payload, 'application/json')),
};

const pathPieces = [
  '%ZZ',
  '%',
  '%c0%af',
  '..%2F..%2F',
  '%2e%2e',
  '..',
  '.',
  '%00',
  '%2F',
  ';x=1',
  '1;x',
  '1%20',
  '%F0%9F%98%80',
  'a'.repeat(5_000),
];

/** Path parameters as raw, badly encoded or traversing text; extra, doubled and trailing slashes. */
const pathTricks: Mutation = {
  name: 'path-tricks',
  arbitrary: (request, operation) => {
    const names = Object.keys(operation.pathParams);
    return fc.tuple(fc.constantFrom(...pathPieces), fc.nat(3)).map(([piece, shape]) => {
      const url = requestUrl(operation, { ...request, query: [] });
      const rawUrl =
        shape === 0 && names.length > 0
          ? operation.url.replace(/:(\w+)/g, (_match, name: string) =>
              name === names[0] ? piece : String(request.params[name] ?? '1'),
            )
          : ([`${url}/${piece}`, `${url}/`, url.replace(/\//g, '//')][shape % 3] ?? url);
      return { ...request, label: 'path-tricks', rawUrl };
    });
  },
};

const queryPieces = [
  '%ZZ=1',
  '&&&',
  '=',
  '==&=',
  'a',
  'page=%00',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  `${'x'.repeat(100_000)}=1`,
  'a=1;b=2',
  'page=1&&page',
  '%E0%A4%A=1',
  'type=7&type[]=8',
];

const queryTricks: Mutation = {
  name: 'query-tricks',
  arbitrary: (request, operation) =>
    fc
      .oneof(
        fc.constantFrom(...queryPieces),
        unicodeTexts.map((text) => `q=${urlText(text)}`),
      )
      .map((piece) => ({
        ...request,
        label: 'query-tricks',
        rawUrl: `${requestUrl(operation, { ...request, query: [] })}?${piece}`,
      })),
};

export const wireMutations: Mutation[] = [
  duplicatedQuery,
  wrongContentType,
  truncatedBody,
  prototypeKeys,
  garbageBody,
  pathTricks,
  queryTricks,
];
