import type { ComponentProps } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useInstitutions } from '../api/get-institutions.ts';
import { SelectField } from './form-field.tsx';

type InstitutionSelectProps = Omit<ComponentProps<'select'>, 'id' | 'className'> & {
  /** The stored institution: kept as an option even when it is not (or no longer) in the list. */
  current: string | null;
  error?: string | undefined;
};

/** The medical school, chosen from GET /api/instituicoes ("Universidade de São Paulo (USP)"). */
export function InstitutionSelect({ current, error, ...select }: InstitutionSelectProps) {
  const { t } = useTranslation();
  const institutions = useInstitutions();
  const options = (institutions.data ?? []).map(({ nome, sigla, uf }) => ({ value: nome, label: `${nome} (${sigla} · ${uf})` }));
  if (current && !options.some((option) => option.value === current)) options.unshift({ value: current, label: current });
  return (
    <SelectField
      label={t('profile.form.institution')}
      optional
      placeholder={institutions.isPending ? t('ui.loading') : t('profile.form.choose')}
      hint={institutions.isError ? t('profile.form.institutionsFailed') : undefined}
      options={options}
      error={error}
      {...select}
    />
  );
}
