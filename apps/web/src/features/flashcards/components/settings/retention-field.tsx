import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldShell } from '../../../../components/ui/form-field/field-shell.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';

/** Desired retention, 70–97 %, as a slider with its value beside it and what it means below. */
export function RetentionField({
  value,
  error,
  field,
}: {
  value: number;
  error?: string | undefined;
  field: UseFormRegisterReturn<'desired_retention'>;
}) {
  const { t } = useTranslation();
  const percent = t('flashcards.settings.retentionValue', { value: Math.round(value * 100) });
  return (
    <FieldShell label={t('flashcards.settings.retention')} error={error} hint={t('flashcards.settings.retentionHelp')}>
      {(aria) => (
        <div className="flex items-center gap-3">
          <input
            type="range"
            min={0.7}
            max={0.97}
            step={0.01}
            aria-valuetext={percent}
            className="h-11 w-full accent-(--brand-primary)"
            {...field}
            {...aria}
          />
          <output
            htmlFor={aria.id}
            className="w-14 text-right text-lg font-bold text-gray-900 tabular-nums dark:text-gray-50"
          >
            {percent}
          </output>
        </div>
      )}
    </FieldShell>
  );
}
