import type { ComponentProps } from 'react';
import { examYearOptions, periodOptions } from '../../../lib/forms/training-options.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { SelectField } from './select-field.tsx';

type TrainingSelectProps = Omit<ComponentProps<'select'>, 'id' | 'className'> & { error?: string | undefined };

/** "Ano da prova de residência" of the sign-up and the profile: from this year on (and a stored past one). */
export function ExamYearField({ stored = null, ...select }: TrainingSelectProps & { stored?: number | null }) {
  const { t } = useTranslation();
  const options = examYearOptions(stored).map((year) => ({ value: String(year), label: String(year) }));
  return (
    <SelectField
      label={t('accountFields.year')}
      optional
      placeholder={t('accountFields.choose')}
      options={options}
      {...select}
    />
  );
}

/** "Em que fase você está" of the sign-up and the profile: year of the course, graduated or resident. */
export function TrainingPhaseField(select: TrainingSelectProps) {
  const { t } = useTranslation();
  const options = periodOptions.map(({ value, key }) => ({ value, label: t(`accountFields.phases.${key}`) }));
  return (
    <SelectField
      label={t('accountFields.phase')}
      optional
      placeholder={t('accountFields.choose')}
      options={options}
      {...select}
    />
  );
}
