import { useId, type ReactNode } from 'react';
import { fieldErrorText } from '../../../../lib/forms/field-error-text.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';

/** The attributes a field's control needs to be tied to its label, hint and error. */
export interface ControlAria {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FieldShellProps {
  label: string;
  /** Error code from the contract (`field.required`) or the server; translated here. */
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  children: (aria: ControlAria) => ReactNode;
}

/** Label above, control, hint, then the error under the field (aria-invalid, aria-describedby). */
export function FieldShell({ label, error, hint, optional, children }: FieldShellProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = fieldErrorText(t, error);
  const describedBy = [hint ? `${id}-hint` : '', errorText ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-900 dark:text-gray-100">
        {label}
        {optional ? <span className="font-normal text-gray-600 dark:text-gray-300"> ({t('auth.optional')})</span> : null}
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
