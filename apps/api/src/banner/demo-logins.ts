/**
 * The "Demo logins" section of the start-up banner. There are no accounts yet: the accounts
 * issue replaces this with the seeded logins (e-mail, password, producer site).
 */
export function demoLoginLines(): string[] {
  return ['Demo logins: none yet (accounts arrive with the accounts issue)'];
}
