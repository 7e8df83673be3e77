import type { FieldError } from '@members/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { validationFailedError } from '../errors/common.errors.ts';

/** Values looked at per request part, and field errors named, at most (a hostile body may be huge). */
const maxValues = 100_000;
const maxFields = 10;

/**
 * The dotted paths of the strings holding U+0000 in a parsed value (params, query or JSON body), walked without
 * recursion so a JSON body nested 100,000 deep cannot overflow the stack.
 */
export function nulTextPaths(root: unknown): string[] {
  const found: string[] = [];
  const pending: [unknown, string][] = [[root, '']];
  for (let seen = 0; pending.length > 0 && seen < maxValues && found.length < maxFields; seen += 1) {
    const [value, path] = pending.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(path);
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, child] of Object.entries(value)) pending.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return found;
}

/**
 * The parts of a request that may hold U+0000: the path parameters and the query only when the URL has `%00` (the
 * only way to write it there: Node's parser refuses a raw one), the body unless it was JSON without a `\u0000`
 * escape (json-body.ts). Most requests have none, and the check costs them nothing more than two substring tests.
 */
function partsToCheck(request: FastifyRequest): unknown[] {
  const parts: unknown[] = [];
  if (request.url.includes('%00')) parts.push(request.params, request.query);
  if (request.body !== undefined && !request.jsonBodyWithoutNul) parts.push(request.body);
  return parts;
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL in a path parameter, the query or a JSON body made the query fail with
 * a 500. Refused here, before validation, with 422 `common.validation_failed` naming the fields.
 */
async function noNulText(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', (request, _reply, done) => {
    const parts = partsToCheck(request);
    const paths = parts.length === 0 ? [] : parts.flatMap((part) => nulTextPaths(part));
    if (paths.length === 0) {
      done();
      return;
    }
    const fields: FieldError[] = paths.map((path) => ({ path: path || 'body', message: 'Must not contain NUL' }));
    done(validationFailedError(fields));
  });
}

export default fp(noNulText, { name: 'no-nul-text', dependencies: ['json-body'] });
