import type { Institution } from '@members/contract';
import { useMemo, type Ref } from 'react';
import { matchInstitutions } from '../../../lib/forms/institution-search.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { ComboboxField } from './combobox-field.tsx';

export interface InstitutionFieldProps {
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  /** GET /api/instituicoes (each form loads it its own way); undefined while it loads or when it failed. */
  institutions: readonly Institution[] | undefined;
  failed?: boolean;
}

/**
 * "Faculdade de medicina" of the sign-up and the profile alike: a combobox over GET /api/instituicoes that
 * finds a school by acronym or name whatever the accents and case ("unifesp", "sao paulo"); a school missing
 * from the list can still be typed in full.
 */
export function InstitutionField({ institutions, failed, ...field }: InstitutionFieldProps) {
  const { t } = useTranslation();
  const options = useMemo(
    () =>
      matchInstitutions(institutions ?? [], field.value).map(({ nome, sigla, uf }) => ({
        value: nome,
        label: nome,
        detail: `${sigla} · ${uf}`,
      })),
    [institutions, field.value],
  );
  return (
    <ComboboxField
      {...field}
      label={t('accountFields.institution')}
      optional
      hint={failed ? t('accountFields.institutionsFailed') : t('accountFields.institutionHint')}
      placeholder={t('accountFields.institutionPlaceholder')}
      options={options}
      noMatchText={t('accountFields.institutionNoMatch')}
      countText={(count) => t('accountFields.institutionCount', { count })}
    />
  );
}
