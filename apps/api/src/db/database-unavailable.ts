/**
 * SQLSTATEs that say the server cannot serve right now, not that the query is wrong: a connection exception
 * (class 08), an admin or crash shutdown (57P01, 57P02), a server starting or stopping (57P03), no free
 * connection slot (53300), a statement cut by statement_timeout (57014).
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** Socket failures of a server that is down, restarting or unreachable. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What node-postgres and PGlite say when there is no usable connection, or no answer (they set no code). */
const unavailableMessages = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
  /^Cannot use a pool after calling end/,
  /^Query read timeout$/,
  /^PGlite is clos(ed|ing)$/,
];

function isUnavailableCause(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (code.startsWith('08') || unavailableStates.has(code) || networkCodes.has(code)))
    return true;
  return typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message));
}

function describe(error: object): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return [code, message].filter((part) => typeof part === 'string' && part !== '').join(': ');
}

/**
 * Why the database cannot be reached or cannot serve now, when `thrown` (or an error it wraps: drizzle's
 * DrizzleQueryError keeps the driver's error as `cause`, a failed connection to localhost is an AggregateError of
 * one failure per address) says so; null when it is another failure (a wrong query, a bug).
 */
export function databaseUnavailableReason(thrown: unknown, depth = 0): string | null {
  if (typeof thrown !== 'object' || thrown === null || depth > 5) return null;
  if (isUnavailableCause(thrown)) return describe(thrown);
  const { cause, errors } = thrown as { cause?: unknown; errors?: unknown };
  const fromCause = databaseUnavailableReason(cause, depth + 1);
  if (fromCause !== null) return fromCause;
  if (!Array.isArray(errors)) return null;
  for (const inner of errors) {
    const reason = databaseUnavailableReason(inner, depth + 1);
    if (reason !== null) return reason;
  }
  return null;
}
