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

/** Residency exam years the contract accepts (last year to twelve ahead), plus a stored one if older. */
export function residencyYears(current: number | null = null, now = new Date()): number[] {
  const first = now.getFullYear() - 1;
  const years = Array.from({ length: 14 }, (_, index) => first + index);
  return current !== null && !years.includes(current) ? [current, ...years] : years;
}
