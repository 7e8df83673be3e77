import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { producers, users, verticals, type ProducerRow, type UserRow } from '../../db/schema/index.ts';

/** Confirmed accounts of one e-mail, across producers and verticals (users → producers → verticals). */
const confirmedAccountsOf = (email: string) => and(eq(users.email, email), eq(users.status, 'ativo'));

export interface VerticalAccount {
  verticalId: string;
  slug: string;
  nomePtBr: string;
  nomeEn: string;
  producerId: string;
  producerSlug: string;
  producerNome: string;
  medmemberUrl: string | null;
}

/** Every confirmed account of the e-mail, verticals in display order, producers by position within each. */
export function listVerticalAccounts(db: Database, email: string): Promise<VerticalAccount[]> {
  return db
    .select({
      verticalId: verticals.id,
      slug: verticals.slug,
      nomePtBr: verticals.nome_pt_br,
      nomeEn: verticals.nome_en,
      producerId: producers.id,
      producerSlug: producers.slug,
      producerNome: producers.nome,
      medmemberUrl: producers.medmember_url,
    })
    .from(users)
    .innerJoin(producers, eq(users.producer_id, producers.id))
    .innerJoin(verticals, eq(producers.vertical_id, verticals.id))
    .where(confirmedAccountsOf(email))
    .orderBy(asc(verticals.position), asc(verticals.slug), asc(producers.position), asc(producers.slug));
}

/** The confirmed account of the e-mail with the producer the learner chose (by slug) in the vertical. */
export async function findVerticalAccount(
  db: Database,
  email: string,
  chosen: { verticalSlug: string; producerSlug: string },
): Promise<{ user: UserRow; producer: ProducerRow } | undefined> {
  const [row] = await db
    .select({ user: users, producer: producers })
    .from(users)
    .innerJoin(producers, eq(users.producer_id, producers.id))
    .innerJoin(verticals, eq(producers.vertical_id, verticals.id))
    .where(
      and(confirmedAccountsOf(email), eq(verticals.slug, chosen.verticalSlug), eq(producers.slug, chosen.producerSlug)),
    )
    .limit(1);
  return row;
}
