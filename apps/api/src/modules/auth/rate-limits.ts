/** Per client IP, per route: sign-up, code resend, password-reset and login-link requests. */
export const mailRequestRateLimit = { max: 10, timeWindow: 10 * 60_000 } as const;

/** A sign-up code may be resent once a minute per e-mail (429 auth.too_many_attempts with Retry-After). */
export const codeResendIntervalMs = 60_000;
