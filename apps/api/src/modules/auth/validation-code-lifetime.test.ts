import { validationCodeLifetimeMinutes } from '@members/contract';
import { describe, expect, it } from 'vitest';
import { validationCodeLifetimeMs } from './validation-codes.service.ts';

describe('the sign-up code lifetime', () => {
  it('is the contract number the code screen shows (15 minutes), the one the e-mail and the API use', () => {
    expect(validationCodeLifetimeMinutes).toBe(15);
    expect(validationCodeLifetimeMs).toBe(validationCodeLifetimeMinutes * 60_000);
  });
});
