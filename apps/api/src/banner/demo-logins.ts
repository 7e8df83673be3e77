import { demoAccounts, demoPassword } from '../db/seed/accounts/demo-accounts.ts';
import { demoMemberAreaUrl } from '../db/seed/tenancy/tenancy.seed.ts';
import { demoProducers } from '../db/seed/tenancy/demo-producers.ts';

/**
 * The "Demo logins" section of the start-up banner: the seeded accounts (the same in every producer, which
 * shows alternate-vertical login) and each producer's own site.
 */
export function demoLoginLines(port: number): string[] {
  return [
    `Demo logins (password ${demoPassword}, in every producer):`,
    ...demoAccounts.map((account) => `  ${account.email.padEnd(26)} ${account.purpose}`),
    'Producer sites:',
    ...demoProducers.map(
      (producer) => `  ${producer.nome.padEnd(24)} ${demoMemberAreaUrl(producer, port)}/auth/newLogin`,
    ),
  ];
}
