import { useId, type ComponentProps } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useInstitutions } from '../api/get-institutions.ts';
import { TextField } from './fields/text-field.tsx';

/** Free text with the medical schools of GET /api/instituicoes as suggestions (native datalist: searchable). */
export function InstitutionField({ error, ...input }: Omit<ComponentProps<'input'>, 'id' | 'className' | 'list'> & { error?: string }) {
  const { t } = useTranslation();
  const listId = useId();
  const institutions = useInstitutions();
  return (
    <>
      <TextField
        label={t('auth.signUp.institution')}
        hint={t('auth.signUp.institutionHint')}
        optional
        autoComplete="off"
        list={listId}
        error={error}
        {...input}
      />
      <datalist id={listId}>
        {(institutions.data ?? []).map((institution) => (
          <option key={institution.id} value={institution.nome} label={`${institution.sigla} · ${institution.uf}`} />
        ))}
      </datalist>
    </>
  );
}
