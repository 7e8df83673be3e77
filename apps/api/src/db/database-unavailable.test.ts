import { describe, expect, it } from 'vitest';
import { databaseUnavailableReason } from './database-unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** How drizzle wraps a driver's error. */
const wrapped = (cause: unknown) => new Error('Failed query: select 1\nparams: ', { cause });

describe('databaseUnavailableReason', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['an admin shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['a connection exception (class 08)', withCode('connection failure', '08006')],
    ['a statement cut by statement_timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    ['a server that stopped answering', new Error('Query read timeout')],
    ['a closed embedded database', new Error('PGlite is closed')],
  ])('recognises %s, also wrapped by drizzle', (_name, error) => {
    expect(databaseUnavailableReason(error)).not.toBeNull();
    expect(databaseUnavailableReason(wrapped(error))).toBe(databaseUnavailableReason(error));
  });

  it('looks inside an AggregateError (one failure per address of localhost)', () => {
    const both = new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed');
    expect(databaseUnavailableReason(wrapped(both))).toBe('ECONNREFUSED: connect ECONNREFUSED ::1:5432');
  });

  it.each([
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
  ])('leaves %s alone (a 500)', (_name, error) => {
    expect(databaseUnavailableReason(wrapped(error))).toBeNull();
  });
});
