import { describe, expect, it } from 'vitest';
import { answerFileRequest, type FileRequest } from './file-preconditions.ts';

const version = { size: 1000, etag: '"v2"', lastModified: new Date('2026-11-20T10:00:00.500Z') };
const modified = 'Fri, 20 Nov 2026 10:00:00 GMT';
const earlier = 'Fri, 20 Nov 2026 09:59:59 GMT';
const later = 'Fri, 20 Nov 2026 10:00:01 GMT';
const answer = (request: FileRequest, ranges = true) => answerFileRequest(request, version, ranges);

describe('answerFileRequest', () => {
  it('sends the whole file without conditions or range', () => {
    expect(answer({})).toEqual({ status: 200 });
  });

  it('sends a span for a satisfiable range, 416 outside the file, the whole file for a malformed one', () => {
    expect(answer({ range: 'bytes=10-19' })).toEqual({ status: 206, span: { start: 10, end: 19 } });
    expect(answer({ range: 'bytes=-100' })).toEqual({ status: 206, span: { start: 900, end: 999 } });
    expect(answer({ range: 'bytes=1000-' })).toEqual({ status: 416 });
    expect(answer({ range: 'bytes=abc' })).toEqual({ status: 200 });
  });

  it('ignores Range where ranges are off', () => {
    expect(answer({ range: 'bytes=10-19' }, false)).toEqual({ status: 200 });
  });

  it.each<[string, FileRequest, number]>([
    ['the same strong tag', { ifRange: '"v2"' }, 206],
    ['another tag', { ifRange: '"v1"' }, 200],
    ['a weak tag, even of this version', { ifRange: 'W/"v2"' }, 200],
    ['the exact modification date', { ifRange: modified }, 206],
    ['a later date', { ifRange: later }, 200],
    ['junk', { ifRange: 'soon' }, 200],
  ])('applies Range under If-Range with %s: %i', (_, request, status) => {
    expect(answer({ range: 'bytes=0-9', ...request }).status).toBe(status);
  });

  it.each<[string, FileRequest, number]>([
    ['If-None-Match with this tag', { ifNoneMatch: '"v2"' }, 304],
    ['If-None-Match with its weak form in a list', { ifNoneMatch: '"v0", W/"v2"' }, 304],
    ['If-None-Match: *', { ifNoneMatch: '*' }, 304],
    ['If-None-Match with another tag', { ifNoneMatch: '"v1"' }, 200],
    ['If-Modified-Since the modification (sub-second part dropped)', { ifModifiedSince: modified }, 304],
    ['If-Modified-Since an earlier date', { ifModifiedSince: earlier }, 200],
    [
      'If-Modified-Since with a non-matching If-None-Match (the tag decides)',
      { ifNoneMatch: '"v1"', ifModifiedSince: later },
      200,
    ],
    ['If-Modified-Since junk (ignored)', { ifModifiedSince: '0' }, 200],
    ['If-Modified-Since in the RFC 850 form', { ifModifiedSince: 'Friday, 20-Nov-26 10:00:00 GMT' }, 304],
    ['If-Modified-Since in the asctime form', { ifModifiedSince: 'Fri Nov 20 10:00:00 2026' }, 304],
  ])('answers %s with %i', (_, request, status) => {
    expect(answer(request).status).toBe(status);
  });

  it.each<[string, FileRequest, number]>([
    ['If-Match with this tag', { ifMatch: '"v2"' }, 200],
    ['If-Match with another tag', { ifMatch: '"v1"' }, 412],
    ['If-Match with a weak tag (strong comparison)', { ifMatch: 'W/"v2"' }, 412],
    ['If-Match: *', { ifMatch: '*' }, 200],
    ['If-Unmodified-Since an earlier date', { ifUnmodifiedSince: earlier }, 412],
    ['If-Unmodified-Since the modification', { ifUnmodifiedSince: modified }, 200],
    [
      'If-Unmodified-Since under a matching If-Match (If-Match decides)',
      { ifMatch: '"v2"', ifUnmodifiedSince: earlier },
      200,
    ],
  ])('answers %s with %i', (_, request, status) => {
    expect(answer(request).status).toBe(status);
  });

  it('checks If-Match before If-None-Match and both before Range', () => {
    expect(answer({ ifMatch: '"v1"', ifNoneMatch: '"v2"', range: 'bytes=0-0' }).status).toBe(412);
    expect(answer({ ifNoneMatch: '"v2"', range: 'bytes=5000-' }).status).toBe(304);
  });
});
