import { useId, type ComponentProps } from 'react';
import { fieldErrorText } from '../../../../lib/forms/field-error-text.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';

/** A checkbox whose whole row (44 px) is the tap target, with its error under it. */
export function CheckboxField({
  label,
  error,
  ...input
}: Omit<ComponentProps<'input'>, 'id' | 'type' | 'className'> & { label: string; error?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = fieldErrorText(t, error, label);
  return (
    <div className="flex flex-col gap-1">
      <label
        htmlFor={id}
        className="flex min-h-11 cursor-pointer items-center gap-3 text-base text-gray-900 dark:text-gray-100"
      >
        <input
          id={id}
          type="checkbox"
          aria-invalid={Boolean(errorText)}
          aria-describedby={errorText ? `${id}-error` : undefined}
          className="size-5 shrink-0 accent-(--brand-primary)"
          {...input}
        />
        {label}
      </label>
      {errorText ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
