import type { Database } from '../../database.ts';
import { users } from '../../schema/index.ts';

const firstNames = [
  'Ana',
  'Bruno',
  'Camila',
  'Diego',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Larissa',
  'Marcelo',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
  'Sofia',
  'Thiago',
  'Vanessa',
  'Yuri',
];
const lastNames = [
  'Almeida',
  'Barbosa',
  'Cardoso',
  'Duarte',
  'Ferreira',
  'Gomes',
  'Lima',
  'Moreira',
  'Nunes',
  'Pereira',
  'Ribeiro',
  'Souza',
];

/** How many other learners took the finished demo simulado, per producer. */
export const demoPeerCount = 40;

/** Other learners of the producer (no password: they never sign in), who took the finished simulado. */
export async function insertDemoPeers(db: Database, producerId: string): Promise<string[]> {
  const rows = Array.from({ length: demoPeerCount }, (_, index) => ({
    producer_id: producerId,
    email: `colega${String(index + 1).padStart(2, '0')}@medmember.dev`,
    nome: `${firstNames[index % firstNames.length]} ${lastNames[(index * 7) % lastNames.length]}`,
    status: 'ativo' as const,
    email_confirmed_at: new Date(),
  }));
  return (await db.insert(users).values(rows).returning({ id: users.id })).map((row) => row.id);
}
