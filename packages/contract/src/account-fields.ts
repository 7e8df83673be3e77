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

/** A password being chosen: 8 to 128 characters, not only spaces. */
export const newPasswordField = z
  .string()
  .min(8, 'field.password_too_short')
  .max(128, 'field.too_long')
  .refine((value) => value.trim().length > 0, 'field.required');

/** A password being typed to sign in: anything non-empty (rules may have changed since it was chosen). */
export const currentPasswordField = z.string().min(1, 'field.required').max(256, 'field.too_long');

export const personNameField = z.string().trim().min(2, 'field.name_too_short').max(120, 'field.too_long');

/** A CPF with or without punctuation, stored as its 11 digits. */
export const cpfField = z
  .string()
  .trim()
  .refine(isValidCpf, 'field.cpf_invalid')
  .transform(cpfDigits);

/** A Brazilian mobile or landline with area code (10 or 11 digits, optional +55), stored as digits. */
export const whatsappField = z
  .string()
  .trim()
  .transform((value) => value.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, ''))
  .refine((digits) => /^\d{10,11}$/.test(digits), 'field.phone_invalid');

const currentYear = new Date().getFullYear();
export const residencyYearField = z
  .number('field.year_invalid')
  .int('field.year_invalid')
  .min(currentYear - 1, 'field.year_invalid')
  .max(currentYear + 12, 'field.year_invalid');

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
