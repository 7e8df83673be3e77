// npm run seed:large: a 1,000,000-question bank with a few million answers, on PostgreSQL, for the benchmarks only.
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { hashPassword } from '../../../modules/auth/passwords.ts';
import { openPostgres } from '../../open-postgres.ts';
import { rawRows } from '../../raw-rows.ts';
import { producers, users, verticals } from '../../schema/index.ts';
import { insertBulkAnswers, insertBulkLearners } from './large-answers.ts';
import { insertLargeCases } from './large-cases.ts';
import { insertBulkQuestions, writeLargeTrees } from './large-bank.ts';
import { firstOrThrow } from '../../first-or-throw.ts';

/** Where the large bank lives: its own database on the local server (never the demo's or the tests'). */
export const largeDatabaseUrl = process.env.LARGE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/members_large';
/** The bank's producer, at http://banco-grande.residencia.localhost:<port>, and its signed-in learner. */
export const largeProducer = {
  slug: 'banco-grande',
  vertical: 'residencia',
  learner: 'bench@medmember.dev',
  password: 'medmember123',
} as const;

const questionCount = Number(process.env.LARGE_QUESTIONS ?? 1_000_000);
const answerCount = Number(process.env.LARGE_ANSWERS ?? 3_000_000);
const log = (line: string) => process.stdout.write(`${new Date().toISOString().slice(11, 19)} ${line}\n`);

async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database "${name.replaceAll('"', '')}"`);
  } finally {
    await admin.end();
  }
}

/** Fills the large database unless it holds the bank already (`--force` drops and refills the producer). */
export async function seedLarge(url = largeDatabaseUrl, force = process.argv.includes('--force')): Promise<void> {
  await ensureDatabase(url);
  const connection = openPostgres(url, { maxConnections: 4 });
  const { db } = connection;
  try {
    await connection.migrate();
    const [existing] = await db
      .select({ id: producers.id })
      .from(producers)
      .where(eq(producers.slug, largeProducer.slug));
    if (existing && !force) {
      const [row] = await rawRows<{ c: number }>(
        db,
        sql`select count(*)::int as c from questions where producer_id = ${existing.id}`,
      );
      log(`the large bank is there already (${row?.c ?? 0} questions); --force refills it`);
      // Banks seeded before issue 15 get their clinical cases now.
      await insertLargeCases(db, existing.id, largeProducer.learner, log);
      return;
    }
    if (existing) await db.delete(producers).where(eq(producers.id, existing.id));
    await db.delete(verticals).where(eq(verticals.slug, largeProducer.vertical));
    const vertical = firstOrThrow(
      await db
        .insert(verticals)
        .values({
          slug: largeProducer.vertical,
          nome_pt_br: 'Residência Médica',
          nome_en: 'Medical Residency',
          host_patterns: [`${largeProducer.vertical}.localhost`, `*.${largeProducer.vertical}.localhost`],
        })
        .returning(),
      'vertical insert',
    );
    const producer = firstOrThrow(
      await db
        .insert(producers)
        .values({ vertical_id: vertical.id, slug: largeProducer.slug, nome: 'Banco Grande de Questões' })
        .returning(),
      'producer insert',
    );
    await db.insert(users).values({
      producer_id: producer.id,
      email: largeProducer.learner,
      password_hash: await hashPassword(largeProducer.password),
      nome: 'Aluna do Benchmark',
      status: 'ativo',
      email_confirmed_at: new Date(),
    });
    await writeLargeTrees(db, producer.id);
    log('category trees written');
    await insertBulkQuestions(db, producer.id, questionCount, 100_000, (done) => log(`${done} questions`));
    await insertBulkLearners(db, producer.id, 5_000);
    await insertBulkAnswers(db, producer.id, answerCount, 250_000, (done) => log(`${done} answers`));
    await insertLargeCases(db, producer.id, largeProducer.learner, log);
    log('learner state and statistics aggregated; analysing');
    await db.execute(sql`analyze`);
    log('done');
  } finally {
    await connection.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await seedLarge();
