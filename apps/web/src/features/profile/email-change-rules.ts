/**
 * How long the code sent to the new address works (the contract's emailChangeCodeLifetimeMinutes; a test checks
 * they agree). Kept here so the profile screen does not load the contract's schemas to say a number.
 */
export const emailChangeCodeMinutes = 15;

/** The API sends a new code at most once a minute. */
export const emailChangeResendSeconds = 60;
