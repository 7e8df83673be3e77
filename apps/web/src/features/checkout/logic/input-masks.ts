/** Masks applied as the buyer types (digits only, then the punctuation of each format). */

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** 000.000.000-00 */
export function maskCpf(value: string): string {
  const d = digits(value, 11);
  return d
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}

/** 01310-100 (a CEP). */
export function maskCep(value: string): string {
  return digits(value, 8).replace(/^(\d{5})(\d)/, '$1-$2');
}

/** (11) 91234-5678, or (11) 3123-4567 for a landline. */
export function maskPhone(value: string): string {
  const all = value.replace(/\D/g, '');
  const d = digits(/^55\d{10,11}$/.test(all) ? all.slice(2) : all, 11);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  const local = d.slice(2);
  const split = d.length === 11 ? 5 : 4;
  return `(${d.slice(0, 2)}) ${local.length > split ? `${local.slice(0, split)}-${local.slice(split)}` : local}`;
}

/** 4111 1111 1111 1111 (up to 19 digits). */
export function maskCardNumber(value: string): string {
  return digits(value, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/AA */
export function maskExpiry(value: string): string {
  const d = digits(value, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}
