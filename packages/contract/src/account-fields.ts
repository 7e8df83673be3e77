import { z } from 'zod';
import { cpfDigits, isValidCpf } from './cpf.ts';

/**
 * Field schemas shared by sign-up, profile and the auth forms. Messages are stable codes (`field.<reason>`),
 * never wording: the web app translates them.
 */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'field.required')
  .max(254, 'field.too_long')
  .pipe(z.email('field.email_invalid'));

/**
 * One rule for every form: an empty required field reads `field.required` (and nothing else), whatever the
 * field; format codes (`field.cpf_invalid`, `field.email_invalid` ...) are only for what was typed.
 */
const required = { error: 'field.required', abort: true } as const;

/** A password being chosen: 8 to 128 characters, not only spaces. */
export const newPasswordField = z
  .string()
  .min(1, required)
  .min(8, 'field.password_too_short')
  .max(128, 'field.too_long')
  .refine((value) => value.trim().length > 0, 'field.required');

/** A password being typed to sign in: anything non-empty (rules may have changed since it was chosen). */
export const currentPasswordField = z.string().min(1, 'field.required').max(256, 'field.too_long');

export const personNameField = z
  .string()
  .trim()
  .min(1, required)
  .min(2, 'field.name_too_short')
  .max(120, 'field.too_long');

/**
 * A CPF with or without punctuation, stored as its 11 digits. Sign-up and profile both take it as
 * `optionalField(cpfField)`: optional (nothing in the product needs it, and it is personal data the learner
 * need not give: LGPD's data minimisation), checked (11 digits, check digits) whenever it is given.
 */
export const cpfField = z.string().trim().min(1, required).refine(isValidCpf, 'field.cpf_invalid').transform(cpfDigits);

/** A Brazilian mobile or landline with area code (10 or 11 digits, optional +55), stored as digits. */
export const whatsappField = z
  .string()
  .trim()
  .transform((value) => value.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, ''))
  .refine((digits) => /^\d{10,11}$/.test(digits), 'field.phone_invalid');

/** Residency exam years a learner can aim at: this year (by `now`) and the twelve after it. */
export function residencyYears(now: Date = new Date()): number[] {
  const first = now.getFullYear();
  return Array.from({ length: 13 }, (_, index) => first + index);
}

/** An exam year from `residencyYears()`, judged on the day of the request (not when the server started). */
export const residencyYearField = z
  .number('field.year_invalid')
  .int('field.year_invalid')
  .refine((year) => residencyYears().includes(year), 'field.year_invalid');

export const shortTextField = z.string().trim().max(120, 'field.too_long');

/** Blank strings count as "not given" (null). */
function blankToNull(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

/**
 * An optional field: missing stays undefined (a profile update keeps the stored value), empty or blank
 * becomes null (cleared), anything else must pass `field`.
 */
export function optionalField<T extends z.ZodType>(field: T) {
  return z.preprocess(blankToNull, field.nullable().optional());
}
