import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { profileFieldErrorText } from '../profile-error-text.ts';

/** Look of inputs and selects: 48 px tall, visible focus, red border when invalid, dimmed when disabled. */
export const controlClass =
  'min-h-12 w-full rounded-lg border border-gray-400 bg-white px-3 text-base text-gray-900 placeholder:text-gray-500 ' +
  'focus-visible:border-(--brand-primary) focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-(--brand-primary) ' +
  'aria-invalid:border-red-700 disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-600 dark:border-gray-500 dark:bg-gray-900 ' +
  'dark:text-gray-50 dark:placeholder:text-gray-400 dark:aria-invalid:border-red-400 dark:disabled:bg-gray-800 dark:disabled:text-gray-300';

export interface ControlAria {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: string;
  /** A contract code (`field.required`) or a server code (`auth.email_taken`); translated here. */
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  children: (aria: ControlAria) => ReactNode;
}

/** Label, control, hint, then the error (tied by aria-describedby). */
export function FormField({ label, error, hint, optional, children }: FormFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = profileFieldErrorText(t, error);
  const describedBy = [hint ? `${id}-hint` : '', errorText ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-900 dark:text-gray-100">
        {label}
        {optional ? <span className="font-normal text-gray-600 dark:text-gray-300"> ({t('profile.form.optional')})</span> : null}
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

type InputFieldProps = Omit<FormFieldProps, 'children'> & Omit<ComponentProps<'input'>, 'id' | 'className'>;

/** A labelled input; spread react-hook-form's `register(name)` on it. */
export function InputField({ label, error, hint, optional, ...input }: InputFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} optional={optional}>
      {(aria) => <input className={controlClass} {...input} {...aria} />}
    </FormField>
  );
}

type SelectFieldProps = Omit<FormFieldProps, 'children'> &
  Omit<ComponentProps<'select'>, 'id' | 'className'> & { options: readonly { value: string; label: string }[]; placeholder: string };

/** A labelled native select (the phone's own picker); the first option is an empty "Selecione". */
export function SelectField({ label, error, hint, optional, options, placeholder, ...select }: SelectFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} optional={optional}>
      {(aria) => (
        <select className={controlClass} {...select} {...aria}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
