import { residencyYears } from '@members/contract';

/** Stages of training offered by the sign-up and profile forms; the value is stored as is (Portuguese on the wire). */
export const periodOptions = [
  { value: '1º ano', key: '1' },
  { value: '2º ano', key: '2' },
  { value: '3º ano', key: '3' },
  { value: '4º ano', key: '4' },
  { value: '5º ano', key: '5' },
  { value: '6º ano', key: '6' },
  { value: 'Formado', key: 'formado' },
  { value: 'Residente', key: 'residente' },
] as const;

/**
 * The exam years the forms offer: the contract's rule (this year and the twelve after it), plus a stored
 * year that has since passed, first, so that a profile still shows what it holds.
 */
export function examYearOptions(stored: number | null = null, now = new Date()): number[] {
  const years = residencyYears(now);
  return stored !== null && !years.includes(stored) ? [stored, ...years] : years;
}
