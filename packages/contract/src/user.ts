import { z } from 'zod';

/** Account status: `pendente` until the e-mailed 6-digit code is confirmed. */
const userStatuses = ['ativo', 'pendente'] as const;

/** The User of spec §3, on the wire with its Portuguese field names. */
export const userSchema = z.object({
  id: z.string(),
  /** Whether the learner accepted the producer's current terms. */
  aceite_termo: z.boolean(),
  nome: z.string(),
  status: z.enum(userStatuses),
  /** The e-mail the learner signs in with. */
  login: z.string(),
  apelido: z.string().nullable(),
  image_path_avatar: z.string().nullable(),
  email: z.string(),
  whatsapp: z.string().nullable(),
  is_professor: z.boolean(),
  documento: z.string().nullable(),
  instagram: z.string().nullable(),
  /** Year of the residency exam the learner prepares for. */
  anoResidencia: z.number().int().nullable(),
  instituicao_ensino: z.string().nullable(),
  /** Stage of training: a year of medical school, "Formado", "R1" ... */
  periodo: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** Freemium access: until a date, with the upgrade link (spec §7 `freemium`). */
export const freemiumSchema = z.object({
  data_fim_acesso: z.string(),
  fremiumUrl: z.string().nullable(),
});
/** The learner's paid access: end date and the product's purchase page (spec §7 `data_acesso`). */
export const accessDataSchema = z.object({
  data_fim_acesso: z.string().nullable(),
  produto_url: z.string().nullable(),
});

/**
 * GET /api/user: the user with the login response's `freemium` and `data_acesso` as they are now, so a session
 * sees an upgrade (the trial's end and the banner go) without signing in again (issue 17).
 */
export const currentUserResponseSchema = userResponseSchema.extend({
  freemium: freemiumSchema.nullable(),
  data_acesso: accessDataSchema.nullable(),
});
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;
