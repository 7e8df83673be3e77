import { errorBodySchema } from '@members/contract';

/** What the fuzz looks at in an answer. */
export interface SeenResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** A stack frame (`at fn (file:line:col)`), Node internals, or a source path of the server. */
const stackTrace = /\n\s+at .+:\d+:\d+\)?|\bnode:internal\b|\/apps\/api\/src\/|\.ts:\d+:\d+/;

/** What PostgreSQL and drizzle put in their errors: the failed query, the server's own wording. */
const sqlText = [
  /Failed query:/i,
  /\bselect\b[^"]{0,200}\bfrom\s+"/i,
  /\binsert into\s+"/i,
  /\bupdate\s+"\w+"\s+set\b/i,
  /syntax error at or near/i,
  /violates (?:foreign key|unique|not-null|check) constraint/i,
  /invalid input syntax for/i,
  /out of range for type/i,
  /invalid byte sequence for encoding/i,
  /unsupported Unicode escape sequence/i,
  /relation "[^"]+" does not exist/i,
  /column "[^"]+" (?:of relation|does not exist)/i,
  /duplicate key value/i,
  /\b(?:PGlite|drizzle|PostgresError|DatabaseError)\b/,
];

/** A stable dotted code: `domain.reason`. */
const dottedCode = /^[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+$/;

/**
 * Why the answer breaks the contract, or [] when it keeps it: never a 5xx; no stack trace or SQL text in any
 * body; every 4xx a JSON body in the error shape of the contract with a dotted code.
 */
export function responseFindings(method: string, response: SeenResponse): string[] {
  const findings: string[] = [];
  const { statusCode, body } = response;
  if (statusCode >= 500) findings.push(`answered ${statusCode}`);
  if (stackTrace.test(body)) findings.push('body carries a stack trace');
  const sql = sqlText.find((pattern) => pattern.test(body));
  if (sql) findings.push(`body carries SQL text (${sql.source})`);
  if (statusCode >= 400 && method !== 'HEAD') findings.push(...errorShapeFindings(response));
  return findings;
}

function errorShapeFindings({ statusCode, headers, body }: SeenResponse): string[] {
  const type = String(headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return [`${statusCode} with content-type ${type || 'none'}`];
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [`${statusCode} body is not JSON`];
  }
  const shaped = errorBodySchema.safeParse(parsed);
  if (!shaped.success) return [`${statusCode} body is not the contract's error shape`];
  if (!dottedCode.test(shaped.data.error.code)) return [`${statusCode} code ${shaped.data.error.code} is not dotted`];
  return [];
}
