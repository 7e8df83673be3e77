import { describe, expect, it } from 'vitest';
import { isErrorBody } from './error-body-guard.ts';
import { errorBodySchema } from './errors.ts';

const samples: unknown[] = [
  { error: { code: 'common.not_found', message: 'Not found' } },
  { error: { code: 'common.validation_failed', message: 'Invalid', fields: [{ path: 'email', message: 'Required' }] } },
  { error: { code: 'x', message: 'y', fields: [] } },
  { error: { code: 'auth.session_superseded', message: 'm', data: { redirect: '/auth/newLogin' } } },
  { error: { code: 'x', message: 'y', data: { redirect: 1 } } },
  { error: { code: 'x', message: 'y', data: ['a'] } },
  { error: { code: 'x', message: 'y', fields: [{ path: 1, message: 'm' }] } },
  { error: { code: 'x', message: 'y', fields: 'email' } },
  { error: { code: 1, message: 'y' } },
  { error: { code: 'x' } },
  { error: null },
  { message: 'plain' },
  'text',
  null,
  42,
];

describe('isErrorBody', () => {
  it.each(samples.map((s) => [JSON.stringify(s), s]))('agrees with errorBodySchema for %s', (_label, sample) => {
    expect(isErrorBody(sample)).toBe(errorBodySchema.safeParse(sample).success);
  });
});
