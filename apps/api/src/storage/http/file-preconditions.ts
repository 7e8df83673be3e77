import type { ByteSpan, StoredFileInfo } from '../file-storage.ts';
import { parseByteRange } from './byte-range.ts';

/** The request headers that decide how a stored file is answered (absent headers undefined). */
export interface FileRequest {
  range?: string | undefined;
  ifRange?: string | undefined;
  ifMatch?: string | undefined;
  ifNoneMatch?: string | undefined;
  ifModifiedSince?: string | undefined;
  ifUnmodifiedSince?: string | undefined;
}

/** How to answer: the whole file, a span of it, not modified, a failed precondition, a range outside it. */
export type FileAnswer =
  | { status: 200 }
  | { status: 206; span: ByteSpan }
  | { status: 304 }
  | { status: 412 }
  | { status: 416 };

type Version = Pick<StoredFileInfo, 'size' | 'etag' | 'lastModified'>;

const entityTagPattern = /(?:W\/)?"[^"]*"/g;
const opaque = (tag: string) => tag.replace(/^W\//, '');

/** Whether an If-Match / If-None-Match list names this version (`*` names any). */
function listNames(header: string, etag: string, weak: boolean): boolean {
  if (header.trim() === '*') return true;
  return (header.match(entityTagPattern) ?? []).some((tag) =>
    weak ? opaque(tag) === opaque(etag) : tag === etag && !tag.startsWith('W/'),
  );
}

/** IMF-fixdate and RFC 850 dates end in GMT; asctime dates (`Sun Nov  6 08:49:37 1994`) carry no zone. */
const httpDatePattern = /^[A-Za-z]{3,9}, [0-9A-Za-z -]+ \d{2}:\d{2}:\d{2} GMT$/;
const asctimePattern = /^[A-Za-z]{3} [A-Za-z]{3} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/;

/** An HTTP date (RFC 9110 §5.6.7) in whole seconds, or null when the header is none (it is then ignored). */
function secondsOf(header: string): number | null {
  const value = header.trim();
  const dated = httpDatePattern.test(value) ? value : asctimePattern.test(value) ? `${value} GMT` : null;
  const time = dated === null ? Number.NaN : Date.parse(dated);
  return Number.isNaN(time) ? null : Math.floor(time / 1000);
}

const modifiedSeconds = (version: Version) => Math.floor(version.lastModified.getTime() / 1000);

/** Whether If-Range lets the Range apply: a strong tag of this version, or exactly its modification date. */
function ifRangeHolds(header: string, version: Version): boolean {
  const value = header.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === version.etag && !value.startsWith('W/');
  return secondsOf(value) === modifiedSeconds(version);
}

/**
 * The conditional and range headers evaluated in the order of RFC 9110 §13.2.2: If-Match (else
 * If-Unmodified-Since) → 412, If-None-Match (else If-Modified-Since) → 304, then Range under If-Range
 * → 206 or 416 (or the whole file when ranges are off, the range is ignored or If-Range does not hold).
 */
export function answerFileRequest(request: FileRequest, version: Version, ranges: boolean): FileAnswer {
  if (request.ifMatch !== undefined) {
    if (!listNames(request.ifMatch, version.etag, false)) return { status: 412 };
  } else if (request.ifUnmodifiedSince !== undefined) {
    const since = secondsOf(request.ifUnmodifiedSince);
    if (since !== null && modifiedSeconds(version) > since) return { status: 412 };
  }
  if (request.ifNoneMatch !== undefined) {
    if (listNames(request.ifNoneMatch, version.etag, true)) return { status: 304 };
  } else if (request.ifModifiedSince !== undefined) {
    const since = secondsOf(request.ifModifiedSince);
    if (since !== null && modifiedSeconds(version) <= since) return { status: 304 };
  }
  if (!ranges || request.range === undefined) return { status: 200 };
  if (request.ifRange !== undefined && !ifRangeHolds(request.ifRange, version)) return { status: 200 };
  const range = parseByteRange(request.range, version.size);
  if (range.kind === 'unsatisfiable') return { status: 416 };
  if (range.kind === 'whole') return { status: 200 };
  return { status: 206, span: { start: range.start, end: range.end } };
}
