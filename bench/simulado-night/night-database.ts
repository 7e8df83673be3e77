import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { insertSessions } from '../bulk-sessions.ts';
import type { NightLearner } from './learner-script.ts';
import type { NightQuestion } from './night-context.ts';

/** The demo producer whose open simulado the night copies, at http://foco-oftalmo.oftalmologia.localhost:<port>. */
export const nightProducer = { slug: 'foco-oftalmo', vertical: 'oftalmologia' } as const;

export interface NightProducer {
  producerId: string;
  /** A product of the producer that unlocks the simulados area. */
  productCode: string;
  productName: string;
  /** The questions of the producer's open demo simulado (30), in its order. */
  questionIds: number[];
}

export async function findNightProducer(client: pg.Client): Promise<NightProducer> {
  const { rows } = await client.query<{ producer_id: string; code: string; name: string; question_ids: number[] }>(
    `select p.id as producer_id, pr.code, pr.name, s.question_ids
     from producers p
     join products pr on pr.producer_id = p.id and 'simulados' = any(pr.areas)
     join simulados s on s.producer_id = p.id and s.opens_at < now() and s.closes_at > now()
     where p.slug = $1 order by cardinality(s.question_ids) desc, pr.code limit 1`,
    [nightProducer.slug],
  );
  const row = rows[0];
  if (!row) throw new Error(`the demo producer ${nightProducer.slug} has no open simulado sold by a product`);
  return { producerId: row.producer_id, productCode: row.code, productName: row.name, questionIds: row.question_ids };
}

/**
 * Learners `from` … `from + count - 1` of the producer, each with a live access to the product and a live session
 * (bulk-sessions.ts): rows written in bulk, no password hash (they never sign in).
 */
export async function insertLearners(
  client: pg.Client,
  producer: NightProducer,
  from: number,
  count: number,
): Promise<NightLearner[]> {
  const learners: NightLearner[] = [];
  const batch = 4_000;
  for (let offset = 0; offset < count; offset += batch) {
    const size = Math.min(batch, count - offset);
    const ids = Array.from({ length: size }, () => randomUUID());
    const emails = ids.map((_, i) => `noite-${from + offset + i}@bench.medmember.dev`);
    await client.query(
      `insert into users (id, producer_id, email, nome, status, email_confirmed_at)
       select id, $2, email, 'Aluno da noite ' || email, 'ativo', now() from unnest($1::uuid[], $3::text[]) as t(id, email)`,
      [ids, producer.producerId, emails],
    );
    await client.query(
      `insert into user_accesses (producer_id, user_id, product_code, product_name, kind, source, starts_at)
       select $2, id, $3, $4, 'concessao', 'gift', now() - interval '1 day' from unnest($1::uuid[]) as t(id)`,
      [ids, producer.producerId, producer.productCode, producer.productName],
    );
    const { tokens } = await insertSessions(client, producer.producerId, ids);
    ids.forEach((userId, index) => learners.push({ userId, token: tokens[index] as string }));
  }
  return learners;
}

/** A simulado for one step, over the demo simulado's questions: open since a minute ago, 2 hours to sit it. */
export async function createNightSimulado(client: pg.Client, producer: NightProducer, learners: number) {
  const { rows } = await client.query<{ id: number }>(
    `insert into simulados (producer_id, title, description, instructions, time_limit_minutes, opens_at, closes_at, question_ids)
     values ($1, $2, 'Simulado nacional da noite.', 'Boa prova.', 120, now() - interval '1 minute', now() + interval '1 day', $3)
     returning id`,
    [producer.producerId, `Simulado da noite (${learners} alunos)`, producer.questionIds],
  );
  const questions = await client.query<{ id: number; letters: string[] }>(
    `select id, array(select a->>'letter' from jsonb_array_elements(alternatives) a) as letters
     from questions where id = any($1::int[])`,
    [producer.questionIds],
  );
  const byId = new Map(questions.rows.map((row) => [row.id, row.letters]));
  const ordered: NightQuestion[] = producer.questionIds.map((id) => ({ id, letters: byId.get(id) ?? [] }));
  return { simuladoId: rows[0]?.id ?? 0, questions: ordered };
}

/** Answers a learner's client was told were saved but the database does not hold (the last one per question). */
export async function countLostAnswers(
  client: pg.Client,
  simuladoId: number,
  acked: readonly { userId: string; acked: ReadonlyMap<number, string> }[],
): Promise<{ lost: number; checked: number }> {
  const { rows } = await client.query<{ user_id: string; question_id: number; alternative: string | null }>(
    `select a.user_id, sa.question_id, sa.alternative from simulado_answers sa
     join simulado_attempts a on a.id = sa.attempt_id where a.simulado_id = $1`,
    [simuladoId],
  );
  const stored = new Map(rows.map((row) => [`${row.user_id}:${row.question_id}`, row.alternative]));
  let lost = 0;
  let checked = 0;
  for (const learner of acked)
    for (const [questionId, alternative] of learner.acked) {
      checked += 1;
      if (stored.get(`${learner.userId}:${questionId}`) !== alternative) lost += 1;
    }
  return { lost, checked };
}
