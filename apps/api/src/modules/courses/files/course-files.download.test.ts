import { eq } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { apostilas } from '../../../db/schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { writeCourse, type ApostilaInput } from '../course-writer.ts';
import {
  apostilaIdOfTask,
  bearer,
  courseAttachmentIds,
  createLearner,
  createProducer,
  grantProduct,
  patternBytes,
  storeFile,
  type TestLearner,
} from './course-files.test-support.ts';

const purchaseUrl = 'https://loja.example.com/r3-intensivo';
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), patternBytes(3000)]);
/** Compressible and larger than the compression threshold: a gzip answer would drop Content-Length. */
const text = Buffer.from('Resumo de glaucoma: pressão intraocular, nervo óptico, campo visual.\n'.repeat(80));

describe('GET /api/apostilas/:id/download', () => {
  // The same text on an ordinary route gets gzipped: the Content-Length test below means something.
  const ctx = useTestApp({
    register: (app) => {
      app.get('/api/test-compressed-text', (_request, reply) => reply.type('text/plain; charset=utf-8').send(text));
    },
  });
  let learner: TestLearner;
  let stranger: TestLearner;
  const ids = {} as Record<
    'own' | 'hostile' | 'missingFile' | 'locked' | 'lockedCourseFile' | 'preview' | 'otherProducer',
    number
  >;

  const download = (id: number, headers: Record<string, string> = bearer(learner)) =>
    ctx.app.inject({ method: 'GET', url: `/api/apostilas/${id}/download`, headers });

  beforeAll(async () => {
    const db = ctx.database.db;
    const handout = async (
      nome: string,
      file_name: string,
      data = pdf,
      content_type = 'application/pdf',
    ): Promise<ApostilaInput> => ({
      nome,
      file_name,
      content_type,
      size_bytes: data.length,
      file_key: await storeFile(ctx.app.storage, 'apostilas', 'pdf', data, content_type),
    });
    const lesson = (title: string, tasks: ApostilaInput[], free_preview = false) => ({
      title,
      video_duration: 600,
      video_external_id: '76979871',
      video_image_key: 'covers/x.png',
      body: 'Texto da aula.',
      free_preview,
      tasks: tasks.map((apostila) => ({ type: 'apostila' as const, label: apostila.nome, apostila })),
    });
    const course = (
      name: string,
      product: string,
      modules: ReturnType<typeof lesson>[],
      attachments: ApostilaInput[] = [],
    ) => ({
      kind: 'courses' as const,
      name,
      description: 'Curso de teste',
      image_key: 'covers/x.png',
      hero_image_key: 'covers/x.png',
      product_codes: [product],
      purchase_url: purchaseUrl,
      attachments,
      modules: [{ title: 'Módulo 1', lessons: modules }],
    });

    const producerId = await createProducer(db);
    learner = await createLearner(db, producerId);
    await grantProduct(db, learner, 'glaucoma');
    const open = await writeCourse(
      db,
      producerId,
      course(
        'Glaucoma',
        'glaucoma',
        [lesson('Aula 1', [await handout('Apostila', 'Apostila Córnea.pdf')])],
        [
          await handout('Resumo', '../../etc/"passwd".pdf', text, 'text/plain; charset=utf-8'),
          {
            nome: 'Sem arquivo',
            file_name: 'perdido.pdf',
            file_key: 'apostilas/nao-existe.pdf',
            content_type: 'application/pdf',
            size_bytes: 10,
          },
        ],
      ),
    );
    const lockedLessons = [
      lesson('Aula bloqueada', [await handout('Bloqueada', 'b.pdf')]),
      lesson('Aula gratuita', [await handout('Gratuita', 'g.pdf')], true),
    ];
    const locked = await writeCourse(
      db,
      producerId,
      course('Retina', 'retina', lockedLessons, [await handout('Do curso', 'c.pdf')]),
    );
    const otherProducer = await createProducer(db, 'Outro produtor');
    stranger = await createLearner(db, otherProducer);
    await grantProduct(db, stranger, 'glaucoma');
    const foreign = await writeCourse(
      db,
      otherProducer,
      course('Glaucoma', 'glaucoma', [lesson('Aula', [await handout('Alheia', 'a.pdf')])]),
    );

    const firstTask = (written: typeof open, lessonIndex = 0) =>
      written.modules[0]?.lessons[lessonIndex]?.taskIds[0] ?? 0;
    const [hostile = 0, missingFile = 0] = await courseAttachmentIds(db, open.uuid);
    const [lockedCourseFile = 0] = await courseAttachmentIds(db, locked.uuid);
    Object.assign(ids, {
      own: await apostilaIdOfTask(db, firstTask(open)),
      hostile,
      missingFile,
      locked: await apostilaIdOfTask(db, firstTask(locked)),
      lockedCourseFile,
      preview: await apostilaIdOfTask(db, firstTask(locked, 1)),
      otherProducer: await apostilaIdOfTask(db, firstTask(foreign)),
    });
  });

  it('sends the handout of a course the learner has, as an attachment with its exact length', async () => {
    const res = await download(ids.own);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(pdf);
    expect(res.headers['content-length']).toBe(String(pdf.length));
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Apostila Cornea.pdf"; filename*=UTF-8''Apostila%20C%C3%B3rnea.pdf`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('resumes an interrupted download: Range under If-Range answers 206 with the rest, as an attachment', async () => {
    const { etag } = (await download(ids.own)).headers;
    const res = await download(ids.own, { ...bearer(learner), range: 'bytes=1000-', 'if-range': String(etag) });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload).toEqual(pdf.subarray(1000));
    expect(res.headers['content-range']).toBe(`bytes 1000-${pdf.length - 1}/${pdf.length}`);
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('opens a PDF in the browser with ?inline=1 (an assistant citation’s #page=N), and nothing else inline', async () => {
    const url = (id: number, query: string) => `/api/apostilas/${id}/download${query}`;
    const inline = await ctx.app.inject({ method: 'GET', url: url(ids.own, '?inline=1'), headers: bearer(learner) });
    expect(inline.statusCode).toBe(200);
    expect(inline.rawPayload).toEqual(pdf);
    expect(inline.headers['content-disposition']).toBe(
      `inline; filename="Apostila Cornea.pdf"; filename*=UTF-8''Apostila%20C%C3%B3rnea.pdf`,
    );
    // The page's policy, not the JSON answers' `default-src 'none'`, under which the browser's viewer may not run.
    expect(inline.headers['content-security-policy']).toMatch(/^default-src 'self'/);
    expect(inline.headers['cross-origin-opener-policy']).toBe('same-origin');
    await ctx.database.db.update(apostilas).set({ content_type: 'text/html' }).where(eq(apostilas.id, ids.hostile));
    const html = await ctx.app.inject({ method: 'GET', url: url(ids.hostile, '?inline=1'), headers: bearer(learner) });
    expect(html.headers['content-disposition']).toMatch(/^attachment; /);
    await ctx.database.db
      .update(apostilas)
      .set({ content_type: 'application/pdf' })
      .where(eq(apostilas.id, ids.hostile));
    const bad = await ctx.app.inject({ method: 'GET', url: url(ids.own, '?inline=yes'), headers: bearer(learner) });
    expect(bad.statusCode).toBe(422);
  });

  it('makes a hostile stored name safe', async () => {
    const res = await download(ids.hostile);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="passwd.pdf"; filename*=UTF-8''passwd.pdf`);
  });

  it('is never compressed, so Content-Length survives Accept-Encoding: gzip', async () => {
    for (const id of [ids.hostile, ids.own]) {
      const res = await download(id, { ...bearer(learner), 'accept-encoding': 'gzip, deflate, br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
      expect(() => gunzipSync(res.rawPayload)).toThrow();
    }
    const elsewhere = await ctx.app.inject({
      method: 'GET',
      url: '/api/test-compressed-text',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(elsewhere.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(elsewhere.rawPayload)).toEqual(text);
  });

  it('answers 403 with the purchase link for a locked course, including its course handouts', async () => {
    for (const id of [ids.locked, ids.lockedCourseFile]) {
      const res = await download(id);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'courses.lesson_locked', data: { purchase_url: purchaseUrl } });
    }
  });

  it('sends the handout of a free-preview lesson without access to its course', async () => {
    const res = await download(ids.preview);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(pdf);
  });

  it("answers 404 for another producer's handout, exactly like a missing one", async () => {
    const foreign = await download(ids.otherProducer);
    const missing = await download(2_000_000_000);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.json().error.code).toBe('common.not_found');
    // The owner's learner gets it: the id is real.
    expect((await download(ids.otherProducer, bearer(stranger))).statusCode).toBe(200);
  });

  it('answers 404 when the stored file is gone', async () => {
    const res = await download(ids.missingFile);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('common.not_found');
  });

  it('needs a session: 401 without one; the session cookie works (a GET needs no XSRF header)', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/apostilas/${ids.own}/download` });
    expect(anonymous.statusCode).toBe(401);
    const byCookie = await ctx.app.inject({
      method: 'GET',
      url: `/api/apostilas/${ids.own}/download`,
      cookies: { session: learner.token },
    });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.headers['content-length']).toBe(String(pdf.length));
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '%00'])(
    'refuses the id %j with a client error, never a 500',
    async (id) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/apostilas/${id}/download`,
        headers: bearer(learner),
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    },
  );
});
