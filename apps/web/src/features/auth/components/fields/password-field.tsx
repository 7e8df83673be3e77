import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { controlClass } from '../../../../components/ui/form-field/control-styles.ts';
import { FieldShell } from '../../../../components/ui/form-field/field-shell.tsx';
import type { TextFieldProps } from '../../../../components/ui/form-field/text-field.tsx';

/** A password input with a show/hide toggle (44 px, aria-pressed) inside its right edge. */
export function PasswordField({
  label,
  error,
  hint,
  optional,
  serverErrorText,
  describedBy,
  ...input
}: Omit<TextFieldProps, 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
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
        <div className="relative">
          <input className={`${controlClass} pr-12`} {...input} {...aria} type={visible ? 'text' : 'password'} />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-pressed={visible}
            aria-label={t('auth.showPassword')}
            title={visible ? t('auth.hidePassword') : t('auth.showPassword')}
            className="absolute inset-y-0.5 right-0.5 inline-flex w-11 cursor-pointer items-center justify-center rounded-md text-gray-700 focus-visible:outline-2 focus-visible:outline-(--brand-primary) dark:text-gray-200"
          >
            <Icon aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </FieldShell>
  );
}
