import { hashPassword } from '../../../modules/auth/passwords.ts';
import { institutions, producers, termsVersions, userAccesses, users, type NewUserRow } from '../../schema/index.ts';
import type { Seeder } from '../seeder.ts';
import { demoAccounts, demoPassword, type DemoAccount } from './demo-accounts.ts';
import { demoInstitutions } from './demo-institutions.ts';
import { demoTermsBody } from './demo-terms.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** Where each kind of demo access came from (/Acessos): the plan bought here, a grant, the trial. */
const accessSources = { compra: 'offer', concessao: 'gift', freemium: 'freemium' } as const;

function accessRow(
  account: DemoAccount,
  producer: { id: string; nome: string; app_website: string | null },
  userId: string,
) {
  if (!account.access) return null;
  const now = Date.now();
  const purchaseUrl = producer.app_website ? `${producer.app_website}/assinar` : null;
  const endsAt = {
    compra: new Date(now + 365 * dayMs),
    freemium: new Date(now + 7 * dayMs),
    concessao: null,
  }[account.access];
  const productName = account.access === 'freemium' ? `Degustação ${producer.nome}` : `Extensivo ${producer.nome} 2027`;
  return {
    producer_id: producer.id,
    user_id: userId,
    product_code: account.access === 'freemium' ? 'degustacao' : 'extensivo-2027',
    product_name: productName,
    kind: account.access,
    source: accessSources[account.access],
    starts_at: new Date(now - 30 * dayMs),
    ends_at: endsAt,
    purchase_url: purchaseUrl,
  };
}

/** Institutions, terms v1 of every producer, and the demo accounts (with their accesses) in every producer. */
export const seedAccounts: Seeder = async (db) => {
  await db.insert(institutions).values([...demoInstitutions]);
  const passwordHash = await hashPassword(demoPassword);
  const allProducers = await db.select().from(producers);
  for (const producer of allProducers) {
    await db.insert(termsVersions).values({
      producer_id: producer.id,
      version: 1,
      title: `Termos de Uso — ${producer.nome}`,
      body: demoTermsBody(producer.nome),
    });
    const rows: NewUserRow[] = demoAccounts.map((account) => ({
      producer_id: producer.id,
      email: account.email,
      password_hash: passwordHash,
      nome: account.nome,
      apelido: account.apelido,
      status: 'ativo',
      email_confirmed_at: new Date(),
      is_professor: account.isProfessor,
      roles: account.isProfessor ? ['aluno', 'professor'] : ['aluno'],
      terms_version_accepted: account.termsAccepted ? 1 : null,
      terms_accepted_at: account.termsAccepted ? new Date() : null,
    }));
    const inserted = await db.insert(users).values(rows).returning({ id: users.id, email: users.email });
    const accesses = inserted.flatMap((row) => {
      const account = demoAccounts.find((candidate) => candidate.email === row.email);
      const access = account ? accessRow(account, producer, row.id) : null;
      return access ? [access] : [];
    });
    if (accesses.length > 0) await db.insert(userAccesses).values(accesses);
  }
};
