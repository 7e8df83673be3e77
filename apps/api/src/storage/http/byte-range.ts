/**
 * The part of a file a `Range` request header asks for (RFC 9110 §14). One range only: a multi-range,
 * malformed or non-`bytes` header is ignored and the whole file is sent, as the RFC allows.
 */
export type ByteRange =
  /** Send the whole file with 200. */
  | { kind: 'whole' }
  /** Send bytes `start`..`end` (inclusive) with 206. */
  | { kind: 'partial'; start: number; end: number }
  /** Answer 416; its `Content-Range` gives only the size. */
  | { kind: 'unsatisfiable' };

const whole: ByteRange = { kind: 'whole' };
const unsatisfiable: ByteRange = { kind: 'unsatisfiable' };

/** `first-last`, `first-` or `-suffix`: digits only (no signs, no blanks inside). */
const rangeSpecPattern = /^(\d*)-(\d*)$/;

/** Digits as a number; past 2^53 it stays larger than any file, which is all the comparisons need. */
const toNumber = (digits: string): number => Number(digits);

/** The single byte-range-spec of `bytes=<list>`, or null when the header holds zero or several. */
function singleSpec(header: string): string | null {
  const match = /^\s*bytes\s*=(.*)$/i.exec(header);
  if (!match?.[1]) return null;
  // A #list may carry empty elements ("bytes=0-1,"): recipients skip them (RFC 9110 §5.6.1).
  const specs = match[1]
    .split(',')
    .map((spec) => spec.trim())
    .filter((spec) => spec.length > 0);
  return specs.length === 1 && specs[0] ? specs[0] : null;
}

/** Which bytes of a file of `size` bytes to send for the request's `Range` header (absent: the whole file). */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  if (header === undefined) return whole;
  const spec = singleSpec(header);
  const parts = spec === null ? null : rangeSpecPattern.exec(spec);
  if (!parts) return whole;
  const [, first = '', last = ''] = parts;
  if (first === '' && last === '') return whole;

  if (first === '') {
    const suffix = toNumber(last);
    if (suffix === 0) return unsatisfiable;
    // An empty file has no last bytes to send: the whole (empty) file answers.
    if (size === 0) return whole;
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }

  const start = toNumber(first);
  if (last !== '' && toNumber(last) < start) return whole;
  if (start >= size) return unsatisfiable;
  const end = last === '' ? size - 1 : Math.min(toNumber(last), size - 1);
  return { kind: 'partial', start, end };
}
