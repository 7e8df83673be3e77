import fc, { type Arbitrary } from 'fast-check';
import type { FuzzRequest } from './fuzz-request.ts';
import { headerMutation } from './header-mutations.ts';
import type { FuzzOperation } from './openapi-operations.ts';
import { valueMutations } from './value-mutations.ts';
import { wireMutations } from './wire-mutations.ts';

/**
 * Every hostile mutation: wrong types, huge strings and arrays, unicode, NUL bytes, numbers past their edges, deep
 * JSON (value-mutations.ts); duplicated query keys, wrong content types, truncated and garbage bodies, prototype
 * keys, path and query tricks (wire-mutations.ts); hostile headers.
 */
export const mutations = [...valueMutations, ...wireMutations, headerMutation];

/** A valid request with one mutation applied. */
export function hostileRequests(operation: FuzzOperation, valid: Arbitrary<FuzzRequest>): Arbitrary<FuzzRequest> {
  return fc
    .tuple(valid, fc.constantFrom(...mutations))
    .chain(([request, mutation]) => mutation.arbitrary(request, operation));
}
