/** Per client IP, per route: sign-up, code resend, password-reset and login-link requests. */
export const mailRequestRateLimit = { max: 10, timeWindow: 10 * 60_000 } as const;

/** A sign-up code may be resent once a minute per e-mail (429 auth.too_many_attempts with Retry-After). */
export const codeResendIntervalMs = 60_000;

/**
 * E-mail change: at most 5 requests or resends an hour per account and 5 codes an hour to one new address
 * (each code allows 5 guesses, so an address gets at most 25 guesses an hour whoever asks), a resend once a
 * minute; the request route also counts per IP like the other mail requests.
 */
export const emailChangeLimits = {
  perAccount: { max: 5, timeWindow: 60 * 60_000 },
  perAddress: { max: 5, timeWindow: 60 * 60_000 },
  resendIntervalMs: 60_000,
  /** Code guesses per IP (each code allows 5): many accounts of one client do not multiply the guesses. */
  confirmPerIp: { max: 30, timeWindow: 10 * 60_000 },
} as const;

/**
 * Sign-up codes per address, whichever producers ask: at most 5 codes an hour (sign-ups and resends; 429
 * auth.code_limit_reached) and 20 wrong guesses a day (then even the right code is refused: 429
 * auth.code_guess_limit_reached). Guessing a victim's code at another producer, where the confirmed account
 * would count as owning the address, stays at 20 in a million a day. Confirmations also count per IP.
 */
export const signUpCodeLimits = {
  perAddress: { max: 5, timeWindow: 60 * 60_000 },
  wrongGuessesPerAddress: { max: 20, timeWindow: 24 * 60 * 60_000 },
  confirmPerIp: { max: 30, timeWindow: 10 * 60_000 },
} as const;
