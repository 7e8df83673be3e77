import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users, type UserRow } from '../../db/schema/index.ts';

export async function findUserByEmail(db: Database, producerId: string, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.producer_id, producerId), eq(users.email, email)))
    .limit(1);
  return row ?? null;
}

/** Creates the buyer's account unless a twin call just did (then null: read it again). */
export async function insertBuyer(
  db: Database,
  values: { producerId: string; email: string; nome: string; cpf: string | null; phone: string | null },
): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({
      producer_id: values.producerId,
      email: values.email,
      nome: values.nome,
      documento: values.cpf,
      whatsapp: values.phone,
      password_hash: null,
      status: 'pendente',
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}
