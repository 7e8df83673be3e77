import { useId, type ReactNode } from 'react';
import { fieldErrorText } from '../../../lib/forms/field-error-text.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** The attributes a field's control needs to be tied to its label, hint and error. */
interface ControlAria {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FieldShellProps {
  label: string;
  /** Error code from the contract (`field.required`) or the server; translated here, with the field's label. */
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean | undefined;
  /** Translates a code that is not a contract field code (a feature's server codes placed on the field). */
  serverErrorText?: ((code: string) => string) | undefined;
  /** Ids of other text that describes the control (a form's error about this field, shown elsewhere). */
  describedBy?: string | undefined;
  children: (aria: ControlAria) => ReactNode;
}

/**
 * Label above, control, hint, then the error under the field (aria-invalid, aria-describedby): the one frame
 * of every form field (sign-up, profile, password, code), so every form words its errors the same way.
 */
export function FieldShell({
  label,
  error,
  hint,
  optional,
  serverErrorText,
  describedBy: also,
  children,
}: FieldShellProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorText =
    error && serverErrorText && !error.startsWith('field.') ? serverErrorText(error) : fieldErrorText(t, error, label);
  const describedBy = [hint ? `${id}-hint` : '', errorText ? `${id}-error` : '', also ?? ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-900 dark:text-gray-100">
        {label}
        {optional ? <span className="font-normal text-gray-600 dark:text-gray-300"> ({t('ui.optional')})</span> : null}
      </label>
      {children({ id, 'aria-invalid': Boolean(errorText), 'aria-describedby': describedBy || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-gray-600 dark:text-gray-300">
          {hint}
        </p>
      ) : null}
      {errorText ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
