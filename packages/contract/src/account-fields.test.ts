import { describe, expect, it } from 'vitest';
import { residencyYearField, residencyYears } from './account-fields.ts';
import { signUpRequestSchema, userValidationRequestSchema } from './auth.ts';
import { profileUpdateSchema } from './profile.ts';

const signUp = { nome: 'Júlia Mendes', email: 'julia@exemplo.com', password: 'boaprova2027' };

/** The first message per field, as the forms show them. */
function firstMessages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

describe('one rule for an empty required field', () => {
  it('reads field.required for every empty required field of the sign-up, and only that', () => {
    const result = signUpRequestSchema.safeParse({ nome: '', email: '', password: '' });
    expect(firstMessages(result)).toEqual({
      nome: 'field.required',
      email: 'field.required',
      password: 'field.required',
    });
    expect(result.error?.issues).toHaveLength(3);
  });

  it('keeps the format codes for what was typed', () => {
    const result = signUpRequestSchema.safeParse({ nome: 'J', email: 'julia', password: 'curta', documento: '123' });
    expect(firstMessages(result)).toEqual({
      nome: 'field.name_too_short',
      email: 'field.email_invalid',
      password: 'field.password_too_short',
      documento: 'field.cpf_invalid',
    });
  });

  it('reads field.required for an empty confirmation code, field.code_invalid for a wrong shape', () => {
    expect(firstMessages(userValidationRequestSchema.safeParse({ email: 'a@b.co', code: ' ' }))).toEqual({
      code: 'field.required',
    });
    expect(firstMessages(userValidationRequestSchema.safeParse({ email: 'a@b.co', code: '12a' }))).toEqual({
      code: 'field.code_invalid',
    });
  });
});

describe('CPF: optional at sign-up and in the profile, checked when given', () => {
  it.each([undefined, '', '   '])('signs up without a CPF (%j)', (documento) => {
    const result = signUpRequestSchema.safeParse({ ...signUp, documento });
    expect(result.success).toBe(true);
    expect(result.data?.documento ?? null).toBeNull();
  });

  it('stores a given CPF as its digits, and refuses a wrong one, in both forms alike', () => {
    expect(signUpRequestSchema.parse({ ...signUp, documento: '529.982.247-25' }).documento).toBe('52998224725');
    expect(profileUpdateSchema.parse({ documento: '529.982.247-25' }).documento).toBe('52998224725');
    expect(firstMessages(signUpRequestSchema.safeParse({ ...signUp, documento: '529.982.247-26' }))).toEqual({
      documento: 'field.cpf_invalid',
    });
    expect(firstMessages(profileUpdateSchema.safeParse({ documento: '529.982.247-26' }))).toEqual({
      documento: 'field.cpf_invalid',
    });
    expect(profileUpdateSchema.parse({ documento: '' }).documento).toBeNull();
  });
});

describe('residency exam years', () => {
  it('run from the current year to twelve years ahead', () => {
    expect(residencyYears(new Date(2026, 10, 26))).toEqual(Array.from({ length: 13 }, (_, index) => 2026 + index));
  });

  it('are judged on the day of the request: last year is refused, this year and +12 accepted', () => {
    const year = new Date().getFullYear();
    expect(residencyYearField.safeParse(year).success).toBe(true);
    expect(residencyYearField.safeParse(year + 12).success).toBe(true);
    expect(residencyYearField.safeParse(year - 1).error?.issues[0]?.message).toBe('field.year_invalid');
    expect(residencyYearField.safeParse(year + 13).error?.issues[0]?.message).toBe('field.year_invalid');
  });
});
