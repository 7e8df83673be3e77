import type { FieldError } from '@members/contract';
import type { FastifySchemaValidationError } from 'fastify';

/** `/items/0/name` → `items.0.name`. */
function dottedPath(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join('.');
}

function joinPath(base: string, key: string): string {
  return base ? `${base}.${key}` : key;
}

function unknownKeysOf(issue: FastifySchemaValidationError): string[] {
  const keys: unknown = issue.params['keys'] ?? issue.params['additionalProperty'];
  if (Array.isArray(keys)) return keys.map(String);
  return typeof keys === 'string' ? [keys] : [];
}

/**
 * Field errors named by their path inside the validated part (body, query, params); a problem
 * with the part as a whole is named after the part (`body`). Unknown keys are named one by one.
 */
export function toFieldErrors(
  issues: readonly FastifySchemaValidationError[],
  context: string | undefined,
): FieldError[] {
  return issues.flatMap((issue) => {
    const base = dottedPath(issue.instancePath);
    const unknownKeys = unknownKeysOf(issue);
    if (unknownKeys.length > 0) {
      return unknownKeys.map((key) => ({ path: joinPath(base, key), message: 'Unknown field' }));
    }
    return [{ path: base || context || 'request', message: issue.message ?? 'Invalid value' }];
  });
}
