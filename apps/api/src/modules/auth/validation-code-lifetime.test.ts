import { emailChangeCodeLifetimeMinutes, validationCodeLifetimeMinutes } from '@members/contract';
import { describe, expect, it } from 'vitest';
import { codeLifetimeMs } from './one-time-codes.service.ts';
import { validationCodeLifetimeMs } from './validation-codes.service.ts';

describe('the lifetime of e-mailed codes', () => {
  it('of a sign-up code is the contract number the code screen shows (15 minutes), the one the e-mail and the API use', () => {
    expect(validationCodeLifetimeMinutes).toBe(15);
    expect(validationCodeLifetimeMs).toBe(validationCodeLifetimeMinutes * 60_000);
    expect(codeLifetimeMs.email_validation).toBe(validationCodeLifetimeMs);
  });

  it("of an e-mail change's code is the contract number the profile dialog shows", () => {
    expect(emailChangeCodeLifetimeMinutes).toBe(15);
    expect(codeLifetimeMs.email_change).toBe(emailChangeCodeLifetimeMinutes * 60_000);
  });
});
