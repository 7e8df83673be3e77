import type { ComponentProps } from 'react';
import { controlClass } from '../../../components/ui/form-field/control-styles.ts';
import { FieldShell, type FieldShellProps } from '../../../components/ui/form-field/field-shell.tsx';
import { TextField } from '../../../components/ui/form-field/text-field.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { profileServerFieldErrorText } from '../profile-error-text.ts';

export { controlClass };

/**
 * The profile's fields are the app's shared ones (components/ui/form-field: one frame, one wording of errors
 * for sign-up and profile); a server code placed on a field (`auth.email_taken`) reads `profile.errors.<code>`.
 */
function useServerErrorText() {
  const { t } = useTranslation();
  return (code: string) => profileServerFieldErrorText(t, code);
}

export type FormFieldProps = Omit<FieldShellProps, 'serverErrorText'>;

/** Label, control, hint, then the error (tied by aria-describedby). */
export function FormField(props: FormFieldProps) {
  return <FieldShell {...props} serverErrorText={useServerErrorText()} />;
}

type InputFieldProps = Omit<FormFieldProps, 'children'> & Omit<ComponentProps<'input'>, 'id' | 'className'>;

/** A labelled input; spread react-hook-form's `register(name)` on it. */
export function InputField(props: InputFieldProps) {
  return <TextField {...props} serverErrorText={useServerErrorText()} />;
}
