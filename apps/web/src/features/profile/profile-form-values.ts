import type { User } from '@members/contract';
import type { FormInput, FormOutput, LazyResolver } from '../../lib/forms/lazy-zod-resolver.ts';
import { formatCpf, formatPhone } from '../../lib/forms/masks.ts';

export type ProfileFormInput = FormInput<'profileUpdate'>;
export type ProfileFormOutput = FormOutput<'profileUpdate'>;

/** The fields of POST /api/user/profile the form edits, in its order (the e-mail changes apart: email-field.tsx). */
export const profileFieldNames = [
  'nome',
  'apelido',
  'whatsapp',
  'documento',
  'instagram',
  'anoResidencia',
  'instituicao_ensino',
  'periodo',
] as const;
type ProfileFieldName = (typeof profileFieldNames)[number];

/** What the form starts from: the stored user, masked for display; empty strings for what is not set. */
export function profileFormValues(user: User) {
  return {
    nome: user.nome,
    apelido: user.apelido ?? '',
    whatsapp: user.whatsapp ? formatPhone(user.whatsapp) : '',
    documento: user.documento ? formatCpf(user.documento) : '',
    instagram: user.instagram ? `@${user.instagram}` : '',
    anoResidencia: user.anoResidencia ?? '',
    instituicao_ensino: user.instituicao_ensino ?? '',
    periodo: user.periodo ?? '',
  } satisfies Record<ProfileFieldName, unknown>;
}

/**
 * Only what the learner changed (spec §4: fields not sent keep their stored value). `dirty` is
 * react-hook-form's `dirtyFields`; `output` the values as the contract schema parsed them.
 */
export function dirtyProfileChanges(
  output: ProfileFormOutput,
  dirty: Readonly<Partial<Record<string, unknown>>>,
): Partial<ProfileFormOutput> {
  const changes: Partial<Record<ProfileFieldName, unknown>> = {};
  for (const name of profileFieldNames) {
    if (dirty[name] === true && output[name] !== undefined) changes[name] = output[name];
  }
  return changes as Partial<ProfileFormOutput>;
}

/**
 * Checks only what differs from the stored profile (`stored()`, as the form shows it): a value kept as it was
 * (an exam year since past, data from before a rule) never blocks saving the other fields, and is not sent.
 */
export function changesOnlyResolver(
  resolver: LazyResolver<'profileUpdate'>,
  stored: () => Readonly<Record<string, unknown>>,
): LazyResolver<'profileUpdate'> {
  return (values, context, options) => {
    const kept = stored();
    const changed = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, value === kept[name] ? undefined : value]),
    );
    return resolver(changed as ProfileFormInput, context, options);
  };
}
