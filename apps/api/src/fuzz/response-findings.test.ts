import { describe, expect, it } from 'vitest';
import { responseFindings } from './response-findings.ts';

const json = { 'content-type': 'application/json; charset=utf-8' };
const errorBody = (message: string) => JSON.stringify({ error: { code: 'common.bad_request', message } });

describe('responseFindings', () => {
  it('accepts a 2xx and a 4xx in the error shape, and a body-less HEAD', () => {
    expect(responseFindings('GET', { statusCode: 200, headers: json, body: '{"ok":true}' })).toEqual([]);
    expect(responseFindings('POST', { statusCode: 422, headers: json, body: errorBody('Validation failed') })).toEqual(
      [],
    );
    expect(responseFindings('HEAD', { statusCode: 404, headers: json, body: '' })).toEqual([]);
  });

  it('names a 5xx, a stack trace and SQL text, whatever the status', () => {
    expect(responseFindings('GET', { statusCode: 503, headers: json, body: errorBody('down') })).toEqual([
      'answered 503',
    ]);
    const stack = errorBody('TypeError: x is undefined\n    at handler (/work/main/apps/api/src/x.ts:3:9)');
    expect(responseFindings('GET', { statusCode: 400, headers: json, body: stack })).toEqual([
      'body carries a stack trace',
    ]);
    const query = errorBody('Failed query: select "id" from "users" where "email" = $1');
    expect(responseFindings('GET', { statusCode: 200, headers: json, body: query })[0]).toMatch(
      /^body carries SQL text/,
    );
    const overflow = errorBody('value "99999999999" is out of range for type integer');
    expect(responseFindings('GET', { statusCode: 400, headers: json, body: overflow })[0]).toMatch(/SQL text/);
  });

  it('names a 4xx outside the error shape: another content type, not JSON, another shape, an undotted code', () => {
    const html = { 'content-type': 'text/html' };
    expect(responseFindings('GET', { statusCode: 404, headers: html, body: '<h1>' })).toEqual([
      '404 with content-type text/html',
    ]);
    expect(responseFindings('GET', { statusCode: 400, headers: json, body: '{' })).toEqual(['400 body is not JSON']);
    const fastify = JSON.stringify({ error: 'Bad Request', code: 'FST_ERR_BAD_URL', statusCode: 400 });
    expect(responseFindings('GET', { statusCode: 400, headers: json, body: fastify })).toEqual([
      "400 body is not the contract's error shape",
    ]);
    const undotted = JSON.stringify({ error: { code: 'BAD', message: 'm' } });
    expect(responseFindings('GET', { statusCode: 400, headers: json, body: undotted })).toEqual([
      '400 code BAD is not dotted',
    ]);
  });
});
