import { fieldErrorText } from '../../../../lib/forms/field-error-text.ts';
import type { TFunction } from '../../../../lib/i18n/index.ts';

/** An issue's text: a contract field code with the field's label, or a translated error code (`planner.*`). */
export function issueText(t: TFunction, code: string | null | undefined, label: string): string | undefined {
  if (!code) return undefined;
  return code.startsWith('field.') ? fieldErrorText(t, code, label) : t([`errors.${code}`, 'errors.unknown']);
}
