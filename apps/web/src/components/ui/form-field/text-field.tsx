import type { ComponentProps } from 'react';
import { controlClass } from './control-styles.ts';
import { FieldShell, type FieldShellProps } from './field-shell.tsx';

export type TextFieldProps = Omit<FieldShellProps, 'children'> & Omit<ComponentProps<'input'>, 'id' | 'className'>;

/** A labelled input; spread react-hook-form's `register(name)` on it. */
export function TextField({ label, error, hint, optional, serverErrorText, describedBy, ...input }: TextFieldProps) {
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      serverErrorText={serverErrorText}
      describedBy={describedBy}
    >
      {(aria) => <input className={controlClass} {...input} {...aria} />}
    </FieldShell>
  );
}
