import { z } from 'zod';
import {
  cpfField,
  currentPasswordField,
  emailField,
  newPasswordField,
  optionalField,
  personNameField,
  residencyYearField,
  shortTextField,
  whatsappField,
} from './account-fields.ts';
import { producerBrandingSchema } from './tenancy.ts';
import { accessDataSchema, freemiumSchema, userSchema } from './user.ts';

/** POST /api/auth/login. */
export const loginRequestSchema = z.object({
  email: emailField,
  password: currentPasswordField,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** What every way in answers (spec §7 "Login response fields read"). */
export const loginResponseSchema = z.object({
  user: userSchema,
  produtor: producerBrandingSchema,
  token: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  freemium: freemiumSchema.nullable(),
  data_acesso: accessDataSchema.nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * POST /api/auth/create (sign-up). The answer is the same whether or not the e-mail already has an account
 * (202, a code or a notice goes to that address); the account is confirmed, and signed in, with the code.
 */
export const signUpRequestSchema = z.object({
  nome: personNameField,
  email: emailField,
  password: newPasswordField,
  documento: optionalField(cpfField),
  whatsapp: optionalField(whatsappField),
  instituicao_ensino: optionalField(shortTextField),
  anoResidencia: optionalField(residencyYearField),
  periodo: optionalField(shortTextField),
});

/** The answer to sign-up, password-reset and login-link requests: always the same, whatever the e-mail. */
export const acceptedResponseSchema = z.object({
  status: z.literal('accepted'),
});
export type AcceptedResponse = z.infer<typeof acceptedResponseSchema>;

/** How long an e-mailed sign-up code works: the e-mail, the code screen and the API read this one number. */
export const validationCodeLifetimeMinutes = 15;

export const validationCodeField = z
  .string()
  .trim()
  .min(1, { error: 'field.required', abort: true })
  .regex(/^\d{6}$/, 'field.code_invalid');

/** POST /api/auth/user-validation: the 6-digit code e-mailed at sign-up → the login response. */
export const userValidationRequestSchema = z.object({
  email: emailField,
  code: validationCodeField,
});
/** POST /api/auth/user-validation/resend. */
export const userValidationResendRequestSchema = z.object({ email: emailField });

/** POST /api/auth/refresh → a rotated token. */
export const refreshResponseSchema = z.object({ token: z.string() });

/**
 * How long an e-mailed account link works (sign-in link, password reset, first access): the e-mails, the
 * "link sent" screens and the API read this one number.
 */
export const accountLinkLifetimeMinutes = 15;

/** POST /api/auth/login-link: e-mails a sign-in link (same answer whatever the e-mail). */
export const loginLinkSendRequestSchema = z.object({ email: emailField });
/** POST /api/auth/url: spends the e-mailed link's one-time token (spec §7: token and e-mail, trimmed). */
export const loginLinkRequestSchema = z.object({
  token: z.string().trim().min(1, 'field.required').max(512, 'field.too_long'),
  email: emailField,
});

/** POST /api/auth/password-reset/request. `selfcheckout` words the e-mail for a buyer's first password. */
export const passwordResetRequestSchema = z.object({
  email: emailField,
  selfcheckout: z.boolean().optional(),
});

const oneTimeTokenField = z.string().trim().min(1, 'field.required').max(512, 'field.too_long');

/** POST /api/auth/password-reset: new password twice → signed in. */
export const passwordResetSchema = z
  .object({
    token: oneTimeTokenField,
    password: newPasswordField,
    password_confirmation: z.string(),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: 'field.passwords_differ',
  });

/** POST /api/auth/new-client: a buyer's first access: password, terms accepted → signed in. */
export const newClientSchema = z
  .object({
    token: oneTimeTokenField,
    password: newPasswordField,
    password_confirmation: z.string(),
    aceite_termo: z.literal(true, 'field.terms_required'),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: 'field.passwords_differ',
  });

/** POST /api/auth/qr (signed in): a one-time code for another device, valid 10 seconds. */
export const qrCodeResponseSchema = z.object({
  code: z.string(),
  url: z.string(),
  expireLinkTimestamp: z.number().int(),
});
/** POST /api/auth/qr/redeem: the scanning device redeems the code for a session bound to its app id. */
export const qrRedeemRequestSchema = z.object({
  code: z.string().trim().min(1, 'field.required').max(512, 'field.too_long'),
  app_id: z.string().trim().min(8, 'field.required').max(100, 'field.too_long'),
});
export const qrRedeemResponseSchema = z.object({
  user: userSchema,
  produtor: producerBrandingSchema,
  token: z.string(),
  /** Milliseconds since the epoch when the code was issued; the web app refuses it when older than 10 s. */
  expireLinkTimestamp: z.number().int(),
});

/**
 * POST /api/user/verticais: the session e-mail's confirmed accounts, one entry per producer (a vertical may have
 * several), verticals and producers in display order. `current`: the session's own account.
 */
const userVerticalSchema = z.object({
  slug: z.string(),
  nome: z.object({ 'pt-BR': z.string(), en: z.string() }),
  produtor: z.string(),
  /** Names the producer in alternateVertical. */
  produtor_slug: z.string(),
  medmember_url: z.string().nullable(),
  current: z.boolean(),
});
export const userVerticalListSchema = z.array(userVerticalSchema);
export type UserVertical = z.infer<typeof userVerticalSchema>;

const slugField = z.string().trim().min(1, 'field.required').max(64, 'field.too_long');

/**
 * POST /api/auth/alternateVertical (spec §7): e-mail (trimmed), device_name "mobile", and the account chosen:
 * its vertical and its producer (never "the first producer" of the vertical).
 */
export const alternateVerticalRequestSchema = z.object({
  email: emailField,
  device_name: z.literal('mobile'),
  vertical: slugField,
  produtor_slug: slugField,
});

/**
 * 200: both accounts have proven the address (confirmed since its last change): the login response of the
 * other account, and a one-time sign-in link on that account's own site (sessions do not cross sites).
 */
export const alternateVerticalResponseSchema = loginResponseSchema.extend({
  outcome: z.literal('signed_in'),
  handoff_url: z.string().nullable(),
});
export type AlternateVerticalResponse = z.infer<typeof alternateVerticalResponseSchema>;

/** 202: no session is handed over; a one-time sign-in link went to the other account's address. */
export const alternateVerticalLinkSentSchema = z.object({
  outcome: z.literal('link_sent'),
  email: z.string(),
});

export type AlternateVerticalResult =
  | z.infer<typeof alternateVerticalResponseSchema>
  | z.infer<typeof alternateVerticalLinkSentSchema>;
