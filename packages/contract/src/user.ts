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
