import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { writeCourse, type LessonInput } from '../course-writer.ts';
import {
  bearer,
  createLearner,
  createProducer,
  grantProduct,
  patternBytes,
  storeFile,
  type TestLearner,
} from './course-files.test-support.ts';

const purchaseUrl = 'https://loja.example.com/retina';
const video = patternBytes(5000);
const size = video.length;

describe('GET /api/lessons/:id/video', () => {
  const ctx = useTestApp();
  let learner: TestLearner;
  const ids = {} as Record<'open' | 'vimeo' | 'locked' | 'preview' | 'foreign' | 'missingFile', number>;

  const get = (id: number, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    ctx.app.inject({ method, url: `/api/lessons/${id}/video`, headers: { ...bearer(learner), ...headers } });

  beforeAll(async () => {
    const db = ctx.database.db;
    const key = await storeFile(ctx.app.storage, 'videos', 'webm', video, 'video/webm');
    const fileLesson = (title: string, free_preview = false, video_file_key = key): LessonInput => ({
      title,
      video_duration: 30,
      video_file_key,
      video_content_type: 'video/webm',
      video_image_key: 'covers/x.png',
      body: 'Texto.',
      free_preview,
    });
    const vimeoLesson: LessonInput = {
      title: 'Vimeo',
      video_duration: 600,
      video_external_id: '76979871',
      video_image_key: 'covers/x.png',
      body: '',
    };
    const course = (product: string, lessons: LessonInput[]) => ({
      kind: 'courses' as const,
      name: `Curso ${product}`,
      description: 'Curso de teste',
      image_key: 'covers/x.png',
      hero_image_key: 'covers/x.png',
      product_codes: [product],
      purchase_url: purchaseUrl,
      modules: [{ title: 'Módulo', lessons }],
    });
    const lessonIds = (written: Awaited<ReturnType<typeof writeCourse>>) =>
      written.modules[0]?.lessons.map((lesson) => lesson.id) ?? [];

    const producerId = await createProducer(db);
    learner = await createLearner(db, producerId);
    await grantProduct(db, learner, 'catarata');
    const ownLessons = [fileLesson('Aula'), vimeoLesson, fileLesson('Sem arquivo', false, 'videos/nao-existe.webm')];
    const [open = 0, vimeo = 0, missingFile = 0] = lessonIds(
      await writeCourse(db, producerId, course('catarata', ownLessons)),
    );
    const lockedLessons = [fileLesson('Bloqueada'), fileLesson('Gratuita', true)];
    const [locked = 0, preview = 0] = lessonIds(await writeCourse(db, producerId, course('retina', lockedLessons)));
    const [foreign = 0] = lessonIds(
      await writeCourse(db, await createProducer(db), course('catarata', [fileLesson('Alheia', true)])),
    );
    Object.assign(ids, { open, vimeo, locked, preview, foreign, missingFile });
  });

  it('sends the whole file without a Range header, announcing range support', async () => {
    const res = await get(ids.open);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(video);
    expect(res.headers['content-length']).toBe(String(size));
    expect(res.headers['content-type']).toBe('video/webm');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.headers['content-range']).toBeUndefined();
  });

  it.each([
    ['bytes=0-0', 0, 0],
    ['bytes=100-199', 100, 199],
    ['bytes=4000-', 4000, size - 1],
    ['bytes=-500', size - 500, size - 1],
    ['bytes=4990-99999', 4990, size - 1],
    ['bytes=-99999', 0, size - 1],
  ])('answers %s with 206 and exactly that slice', async (range, start, end) => {
    const res = await get(ids.open, { range, 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload).toEqual(video.subarray(start, end + 1));
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['accept-ranges']).toBe('bytes');
  });

  it.each(['bytes=5000-', 'bytes=6000-7000', 'bytes=-0'])('answers %s with 416 and the size', async (range) => {
    const res = await get(ids.open, { range });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${size}`);
    expect(res.json().error.code).toBe('courses.range_not_satisfiable');
  });

  it.each(['bytes=0-1,5-9', 'bytes=9-2', 'items=0-5', 'bytes=abc'])(
    'ignores the header %s and sends the whole file',
    async (range) => {
      const res = await get(ids.open, { range });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(video);
    },
  );

  it("ignores Range under an If-Range that is not the file's tag", async () => {
    const res = await get(ids.open, { range: 'bytes=0-9', 'if-range': '"abc"' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(size);
  });

  it('answers HEAD with the same headers and no body', async () => {
    const whole = await get(ids.open, {}, 'HEAD');
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.length).toBe(0);
    expect(whole.headers['content-length']).toBe(String(size));
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/webm');
    const part = await get(ids.open, { range: 'bytes=10-19' }, 'HEAD');
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(0);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${size}`);
    expect(part.headers['content-length']).toBe('10');
  });

  it('answers 403 with the purchase link for a locked lesson, and streams a free preview', async () => {
    const locked = await get(ids.locked, { range: 'bytes=0-9' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error).toMatchObject({ code: 'courses.lesson_locked', data: { purchase_url: purchaseUrl } });
    expect(locked.headers['content-range']).toBeUndefined();
    expect((await get(ids.preview)).statusCode).toBe(200);
  });

  it("answers 404 for a Vimeo-only lesson, a missing file, a missing lesson and another producer's lesson", async () => {
    for (const id of [ids.vimeo, ids.missingFile, ids.foreign, 2_000_000_000]) {
      const res = await get(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('common.not_found');
    }
  });

  it('needs a session (401), and the cookie the <video> element sends works', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/lessons/${ids.open}/video` });
    expect(anonymous.statusCode).toBe(401);
    const byCookie = await ctx.app.inject({
      method: 'GET',
      url: `/api/lessons/${ids.open}/video`,
      headers: { range: 'bytes=0-99' },
      cookies: { session: learner.token },
    });
    expect(byCookie.statusCode).toBe(206);
    expect(byCookie.rawPayload).toEqual(video.subarray(0, 100));
  });
});
