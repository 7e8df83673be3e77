import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { firstOrThrow } from '../../../db/first-or-throw.ts';
import { apostilas, producers, userAccesses, users, verticals } from '../../../db/schema/index.ts';
import type { FileStorage } from '../../../storage/file-storage.ts';
import { startSession } from '../../auth/sessions.service.ts';
import { writeCourse } from '../course-writer.ts';

/**
 * Fixtures of the course-file and search tests (not a test file): producers of their own (never the demo
 * seed's, which has courses of its own), learners with sessions, accesses and stored files.
 */

const unique = (): string => randomBytes(5).toString('hex');

/** A vertical and a producer of its own; returns the producer id. */
export async function createProducer(db: Database, nome = 'Produtor de Teste'): Promise<string> {
  const slug = `teste-${unique()}`;
  const vertical = firstOrThrow(
    await db
      .insert(verticals)
      .values({ slug, nome_pt_br: 'Vertical de teste', nome_en: 'Test vertical' })
      .returning({ id: verticals.id }),
    'vertical insert',
  );
  const producer = firstOrThrow(
    await db.insert(producers).values({ vertical_id: vertical.id, slug, nome }).returning({ id: producers.id }),
    'producer insert',
  );
  return producer.id;
}

export interface TestLearner {
  producerId: string;
  userId: string;
  /** Bearer token of a live session (also the value of the `session` cookie). */
  token: string;
}

/** An active learner of the producer, signed in. */
export async function createLearner(db: Database, producerId: string): Promise<TestLearner> {
  const user = firstOrThrow(
    await db
      .insert(users)
      .values({
        producer_id: producerId,
        email: `aluno.${unique()}@example.com`,
        nome: 'Aluna de Teste',
        status: 'ativo',
      })
      .returning({ id: users.id }),
    'user insert',
  );
  const { token } = await startSession(db, user.id);
  return { producerId, userId: user.id, token };
}

/** A live purchase of `productCode` (no end date) for the learner. */
export async function grantProduct(db: Database, learner: TestLearner, productCode: string): Promise<void> {
  await db.insert(userAccesses).values({
    producer_id: learner.producerId,
    user_id: learner.userId,
    product_code: productCode,
    product_name: productCode,
    kind: 'compra',
  });
}

/** Stores `data` under a fresh key in `folder`; returns the key. */
export async function storeFile(
  storage: FileStorage,
  folder: string,
  extension: string,
  data: Buffer,
  contentType: string,
): Promise<string> {
  const key = `${folder}/${unique()}.${extension}`;
  await storage.put(key, data, contentType);
  return key;
}

/** Request headers authenticating with a bearer token. */
export const bearer = (learner: TestLearner): Record<string, string> => ({ authorization: `Bearer ${learner.token}` });

/** `n` distinct bytes (each position's value is its index modulo 251), to check slices. */
export function patternBytes(n: number): Buffer {
  return Buffer.from(Array.from({ length: n }, (_, index) => index % 251));
}

/** The id of the handout of a lesson task (writeCourse returns task ids). */
export async function apostilaIdOfTask(db: Database, taskId: number): Promise<number> {
  const [row] = await db.select({ id: apostilas.id }).from(apostilas).where(eq(apostilas.task_id, taskId));
  if (!row) throw new Error(`no handout for task ${taskId}`);
  return row.id;
}

/** The ids of a course's own handouts (not tied to a lesson), in insertion order. */
export async function courseAttachmentIds(db: Database, courseUuid: string): Promise<number[]> {
  const rows = await db
    .select({ id: apostilas.id })
    .from(apostilas)
    .where(and(eq(apostilas.course_id, courseUuid), isNull(apostilas.task_id)))
    .orderBy(asc(apostilas.id));
  return rows.map((row) => row.id);
}

/** A course of `productCode` with one lesson whose video is the stored file `videoKey`; returns the lesson id. */
export async function writeVideoLesson(
  db: Database,
  producerId: string,
  productCode: string,
  videoKey: string,
): Promise<number> {
  const written = await writeCourse(db, producerId, {
    kind: 'courses',
    name: `Curso ${productCode}`,
    description: 'Curso de teste',
    image_key: 'covers/x.png',
    hero_image_key: 'covers/x.png',
    product_codes: [productCode],
    purchase_url: 'https://loja.example.com/curso',
    modules: [
      {
        title: 'Módulo',
        lessons: [
          {
            title: 'Aula',
            video_duration: 30,
            video_file_key: videoKey,
            video_content_type: 'video/webm',
            video_image_key: 'covers/x.png',
            body: '',
          },
        ],
      },
    ],
  });
  const lessonId = written.modules[0]?.lessons[0]?.id;
  if (lessonId === undefined) throw new Error('the course was written without its lesson');
  return lessonId;
}
