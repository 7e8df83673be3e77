import type { TFunction } from '../i18n/index.ts';

/**
 * The text of a field error: the contract's codes (`field.cpf_invalid`) under `fields.` in the catalogs, with
 * the field's label (`field.required` reads "Preencha o campo “CPF”." in every form); anything else (an
 * unexpected validator message) reads "Confira este campo.".
 */
export function fieldErrorText(t: TFunction, code: string | undefined, label: string): string | undefined {
  if (!code) return undefined;
  const reason = /^field\.([a-z_]+)$/.exec(code)?.[1];
  return reason ? t([`fields.${reason}`, 'fields.invalid'], { field: label }) : t('fields.invalid');
}
