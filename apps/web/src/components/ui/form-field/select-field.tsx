import type { ComponentProps } from 'react';
import { controlClass } from './control-styles.ts';
import { FieldShell, type FieldShellProps } from './field-shell.tsx';

export type SelectFieldProps = Omit<FieldShellProps, 'children'> &
  Omit<ComponentProps<'select'>, 'id' | 'className'> & {
    options: readonly { value: string; label: string }[];
    placeholder: string;
  };

/** A labelled native select (the phone's own picker); the first option is an empty "Selecione". */
export function SelectField({
  label,
  error,
  hint,
  optional,
  serverErrorText,
  describedBy,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      serverErrorText={serverErrorText}
      describedBy={describedBy}
    >
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
    </FieldShell>
  );
}
