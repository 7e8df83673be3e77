import { z } from 'zod';
import { accessSources } from './offer-constants.ts';
import {
  cpfField,
  emailField,
  optionalField,
  personNameField,
  residencyYearField,
  shortTextField,
  whatsappField,
} from './account-fields.ts';

/**
 * POST /api/user/profile (spec §4): fields not sent keep their stored value; an empty optional field clears
 * it. `email` may only repeat the current address: a new one is refused (400
 * `profile.email_change_needs_confirmation`, the same whatever the address) and goes through
 * POST /api/user/email-change, which needs the password and a code sent to the new address.
 */
export const profileUpdateSchema = z.object({
  nome: personNameField.optional(),
  apelido: optionalField(z.string().trim().max(40, 'field.too_long')),
  email: emailField.optional(),
  whatsapp: optionalField(whatsappField),
  documento: optionalField(cpfField),
  instagram: optionalField(
    z
      .string()
      .trim()
      .transform((value) => value.replace(/^@/, ''))
      .refine((value) => /^[A-Za-z0-9._]{1,30}$/.test(value), 'field.instagram_invalid'),
  ),
  anoResidencia: optionalField(residencyYearField),
  instituicao_ensino: optionalField(shortTextField),
  periodo: optionalField(shortTextField),
});

/** GET /api/instituicoes: Brazilian medical schools for the sign-up and profile forms. */
const institutionSchema = z.object({
  id: z.string(),
  nome: z.string(),
  sigla: z.string(),
  uf: z.string(),
});
export const institutionListSchema = z.array(institutionSchema);
export type Institution = z.infer<typeof institutionSchema>;

/** GET /api/terms: the producer's current terms and whether the learner accepted them. */
export const termsResponseSchema = z.object({
  version: z.number().int(),
  title: z.string(),
  /** Plain text; paragraphs separated by blank lines. */
  body: z.string(),
  published_at: z.string(),
  accepted: z.boolean(),
});
export type TermsResponse = z.infer<typeof termsResponseSchema>;
/** POST /api/terms/accept: accepts the version the learner read. */
export const termsAcceptSchema = z.object({ version: z.number().int().positive() });

/** One access the learner holds (the /Acessos page). */
const accessKinds = ['compra', 'concessao', 'freemium'] as const;
const accessItemSchema = z.object({
  id: z.string(),
  produto: z.string(),
  tipo: z.enum(accessKinds),
  data_inicio: z.string(),
  /** Null: no end date. */
  data_fim_acesso: z.string().nullable(),
  ativo: z.boolean(),
  /** Where to buy or renew. */
  purchase_url: z.string().nullable(),
  /** Where it came from: an offer bought here, Hotmart, Kiwify, Eduzz, a gift, a freemium trial (issue 17). */
  origem: z.enum(accessSources),
  /** Ended by a refund, chargeback or cancellation (ISO 8601); such accesses are listed, inactive. */
  revogado_em: z.string().nullable(),
});
export const accessListResponseSchema = z.object({
  acessos: z.array(accessItemSchema),
});
export type AccessItem = z.infer<typeof accessItemSchema>;
