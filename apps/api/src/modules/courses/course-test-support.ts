import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { firstOrThrow } from '../../db/first-or-throw.ts';
import { producers, userAccesses, users, verticals, type ProducerRow, type UserRow } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import { startSession } from '../auth/sessions.service.ts';
import type { CourseInput, LessonInput } from './course-writer.ts';

/** Helpers of the course route tests (not a test file): producers of their own, learners, accesses, courses. */

/** A producer of its own (in a vertical of its own), so tests never depend on the demo seed. */
export async function createProducer(db: Database, name = 'Produtor de Teste'): Promise<ProducerRow> {
  const suffix = randomUUID().slice(0, 8);
  const vertical = firstOrThrow(
    await db
      .insert(verticals)
      .values({
        slug: `teste-${suffix}`,
        nome_pt_br: 'Teste',
        nome_en: 'Test',
        host_patterns: [`teste-${suffix}.localhost`],
      })
      .returning(),
    'vertical insert',
  );
  const producer = firstOrThrow(
    await db
      .insert(producers)
      .values({ vertical_id: vertical.id, slug: `produtor-${suffix}`, nome: name })
      .returning(),
    'producer insert',
  );
  return producer;
}

export interface TestLearner {
  user: UserRow;
  /** Bearer headers of the learner's session. */
  headers: Record<string, string>;
  token: string;
  /** The session's XSRF token (cookie-authenticated writes send it in X-XSRF-TOKEN). */
  xsrf: string;
}

/** An active learner of the producer, signed in (bearer token: writes need no XSRF header). */
export async function createLearner(db: Database, producerId: string, nome = 'Aluna de Teste'): Promise<TestLearner> {
  const user = firstOrThrow(
    await db
      .insert(users)
      .values({
        producer_id: producerId,
        email: `${randomUUID()}@example.com`,
        nome,
        status: 'ativo',
        email_confirmed_at: new Date(),
      })
      .returning(),
    'user insert',
  );
  const { token, session } = await startSession(db, user.id);
  return { user, headers: { authorization: `Bearer ${token}` }, token, xsrf: session.xsrf_token };
}

export interface GrantOptions {
  kind?: 'compra' | 'concessao' | 'freemium';
  startsAt?: Date;
  endsAt?: Date | null;
  revokedAt?: Date | null;
}

/** Gives the learner access to a product (courses list their product codes). */
export async function grantAccess(
  db: Database,
  learner: UserRow,
  productCode: string,
  options: GrantOptions = {},
): Promise<void> {
  await db.insert(userAccesses).values({
    producer_id: learner.producer_id,
    user_id: learner.id,
    product_code: productCode,
    product_name: `Produto ${productCode}`,
    kind: options.kind ?? 'compra',
    starts_at: options.startsAt ?? new Date(Date.now() - 60_000),
    ends_at: options.endsAt ?? null,
    revoked_at: options.revokedAt ?? null,
    purchase_url: `https://pay.example.com/${productCode}`,
  });
}

/** A Vimeo lesson of `minutes` minutes. */
export function lessonInput(title: string, overrides: Partial<LessonInput> = {}): LessonInput {
  return {
    title,
    video_duration: 600,
    video_external_id: '76979871',
    video_image_key: 'covers/test-lesson.jpg',
    body: `Texto da aula ${title}.`,
    ...overrides,
  };
}

/** A course of one module with two lessons, sold as `product_codes`. */
export function courseInput(overrides: Partial<CourseInput> = {}): CourseInput {
  return {
    kind: 'courses',
    name: 'Curso de Teste',
    description: 'Descrição do curso de teste.',
    image_key: 'covers/test-card.jpg',
    hero_image_key: 'covers/test-hero.jpg',
    product_codes: ['produto-teste'],
    purchase_url: 'https://pay.example.com/curso-teste',
    modules: [{ title: 'Módulo 1', lessons: [lessonInput('Aula 1'), lessonInput('Aula 2')] }],
    ...overrides,
  };
}

/** A handout already "in storage" (the routes here never read the file). */
export function apostilaInput(nome: string) {
  const fileName = `${nome.toLowerCase().replace(/\W+/g, '-')}.pdf`;
  return {
    nome,
    file_name: fileName,
    file_key: `apostilas/${randomUUID()}.pdf`,
    content_type: 'application/pdf',
    size_bytes: 2048,
  };
}

/** Requests of one learner on the test app. */
export function learnerClient(ctx: TestApp, learner: TestLearner) {
  const request = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: learner.headers, ...(payload === undefined ? {} : { payload }) });
  return {
    get: (url: string) => request('GET', url),
    put: (url: string, payload: object) => request('PUT', url, payload),
    post: (url: string, payload: object) => request('POST', url, payload),
  };
}
export type LearnerClient = ReturnType<typeof learnerClient>;
