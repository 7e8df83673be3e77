import type { ComponentProps } from 'react';
import { controlClass } from '../../../components/ui/form-field/control-styles.ts';
import { FieldShell } from '../../../components/ui/form-field/field-shell.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';

/**
 * The card's installments, a native select (the phone's own picker). Not the design system's SelectField: sharing
 * it with the profile split it into a chunk of its own, one more file in the entry chunk's preload list.
 */
export function InstallmentsSelect({
  options,
  error,
  ...select
}: Omit<ComponentProps<'select'>, 'id' | 'className'> & {
  options: readonly { value: string; label: string }[];
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <FieldShell label={t('checkout.form.installments')} error={error}>
      {(aria) => (
        <select className={controlClass} {...select} {...aria}>
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
