import { lessonLink, type CourseSearchResponse, type LessonHit, type SearchResponse } from '@members/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { lessonProgress } from '../../../db/schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { writeCourse, type CourseInput, type LessonInput } from '../course-writer.ts';
import {
  bearer,
  createLearner,
  createProducer,
  grantProduct,
  type TestLearner,
} from '../files/course-files.test-support.ts';

const purchaseUrl = 'https://loja.example.com/retina';
const secret = 'segredo exclusivo dos assinantes';

const lesson = (title: string, body: string, free_preview = false): LessonInput => ({
  title,
  body,
  free_preview,
  video_duration: 600,
  video_external_id: '76979871',
  video_image_key: 'covers/x.png',
});
const course = (
  name: string,
  product: string,
  description: string,
  lessons: LessonInput[],
  position = 0,
): CourseInput => ({
  kind: 'courses',
  name,
  description,
  position,
  image_key: 'covers/x.png',
  hero_image_key: 'covers/x.png',
  product_codes: [product],
  purchase_url: purchaseUrl,
  modules: [{ title: `Módulo de ${name}`, lessons }],
});

describe('GET /api/search and GET /api/courses/:uuid/search', () => {
  const ctx = useTestApp();
  let learner: TestLearner;
  const uuids = {} as Record<'cornea' | 'retina' | 'glaucoma' | 'foreign', string>;
  const lessonIds = {} as Record<'ceratocone' | 'topografia' | 'descolamento' | 'preview', number>;
  let corneaModuleId = 0;

  const search = (query: string, headers = bearer(learner)) =>
    ctx.app.inject({ method: 'GET', url: `/api/search?${query}`, headers });
  const searchIn = (uuid: string, query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/courses/${uuid}/search?${query}`, headers: bearer(learner) });
  const hits = async (q: string): Promise<SearchResponse> => {
    const res = await search(`q=${encodeURIComponent(q)}`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const titles = (lessons: LessonHit[]) => lessons.map((hit) => hit.title);

  beforeAll(async () => {
    const db = ctx.database.db;
    const producerId = await createProducer(db);
    learner = await createLearner(db, producerId);
    await grantProduct(db, learner, 'cornea');
    await grantProduct(db, learner, 'glaucoma');
    const cornea = await writeCourse(
      db,
      producerId,
      course('Córnea e Superfície Ocular', 'cornea', 'Oftalmologia: doenças da córnea.', [
        lesson(
          'Ceratocone',
          'O ceratocone é uma ectasia progressiva da córnea.\n\n- Topografia mostra encurvamento inferior.\n- Crosslinking estabiliza o ceratocone.',
        ),
        lesson('Topografia de cornea', 'Exame da cornea escrito sem acento: mapas de curvatura e elevacao.'),
      ]),
    );
    const retina = await writeCourse(
      db,
      producerId,
      course('Retina Cirúrgica', 'retina', 'Oftalmologia: cirurgia de retina e vítreo.', [
        lesson('Descolamento de retina', `Descolamento regmatogênico: ${secret}.`),
        lesson('Retinopatia diabética', 'Retinopatia diabética proliferativa: panfotocoagulação e anti-VEGF.', true),
      ]),
    );
    const glaucomaLessons = Array.from({ length: 25 }, (_, index) =>
      lesson(`Glaucoma aula ${index + 1}`, 'Pressão intraocular elevada e dano ao nervo óptico.'),
    );
    const glaucoma = await writeCourse(
      db,
      producerId,
      course('Glaucoma', 'glaucoma', 'Oftalmologia: glaucoma e pressão intraocular.', glaucomaLessons, 1),
    );
    const otherProducer = await createProducer(db, 'Outro produtor');
    const foreignLessons = [lesson('Córnea alheia', 'Córnea e ceratocone de outro produtor.', true)];
    const foreign = await writeCourse(
      db,
      otherProducer,
      course('Córnea avançada', 'cornea', 'Córnea de outro produtor.', foreignLessons),
    );
    Object.assign(uuids, { cornea: cornea.uuid, retina: retina.uuid, glaucoma: glaucoma.uuid, foreign: foreign.uuid });
    const [ceratocone = 0, topografia = 0] = cornea.modules[0]?.lessons.map((row) => row.id) ?? [];
    const [descolamento = 0, preview = 0] = retina.modules[0]?.lessons.map((row) => row.id) ?? [];
    Object.assign(lessonIds, { ceratocone, topografia, descolamento, preview });
    corneaModuleId = cornea.modules[0]?.id ?? 0;
    await db
      .insert(lessonProgress)
      .values({ user_id: learner.userId, lesson_id: ceratocone, position_seconds: 580, watched_at: new Date() });
  });

  it('is accent-insensitive both ways', async () => {
    const plain = await hits('cornea');
    expect(titles(plain.lessons.results)).toEqual(expect.arrayContaining(['Ceratocone', 'Topografia de cornea']));
    const accented = await hits('CÓRNEA');
    expect(titles(accented.lessons.results).sort()).toEqual(titles(plain.lessons.results).sort());
    expect(accented.courses.map((found) => found.uuid)).toEqual([uuids.cornea]);
  });

  it('matches the last word as a prefix and requires every word', async () => {
    expect(titles((await hits('cerato')).lessons.results)).toEqual(['Ceratocone']);
    expect(titles((await hits('ceratocone cross')).lessons.results)).toEqual(['Ceratocone']);
    expect((await hits('ceratocone glaucoma')).lessons.total_results).toBe(0);
  });

  it('gives each lesson its course, module, watched mark, link and a plain excerpt', async () => {
    const [hit] = (await hits('ceratocone')).lessons.results;
    expect(hit).toEqual({
      id: lessonIds.ceratocone,
      title: 'Ceratocone',
      snippet: expect.stringContaining('córnea') as unknown,
      course_uuid: uuids.cornea,
      course_name: 'Córnea e Superfície Ocular',
      course_kind: 'courses',
      module_id: corneaModuleId,
      module_title: 'Módulo de Córnea e Superfície Ocular',
      access: true,
      watched: true,
      link: lessonLink('courses', uuids.cornea, corneaModuleId, lessonIds.ceratocone),
    });
    expect(hit?.snippet.length).toBeLessThanOrEqual(160);
    expect(hit?.snippet).not.toMatch(/[<>\n]|^- /);
    const topografia = (await hits('topografia')).lessons.results.find((found) => found.id === lessonIds.topografia);
    expect(topografia?.watched).toBe(false);
  });

  it('lists a locked lesson without a word of its body; a free preview shows its excerpt', async () => {
    const locked = await hits('descolamento');
    expect(locked.lessons.results).toEqual([
      expect.objectContaining({ id: lessonIds.descolamento, access: false, snippet: '' }),
    ]);
    expect(JSON.stringify(locked)).not.toContain('segredo');
    const [preview] = (await hits('panfotocoagulacao')).lessons.results;
    expect(preview).toMatchObject({
      id: lessonIds.preview,
      access: true,
      snippet: expect.stringContaining('panfotocoagulação') as unknown,
    });
  });

  it('matches only the titles of lessons the learner cannot open: their bodies are no yes/no oracle', async () => {
    // "segredo" is only in the locked lesson's body: not found, globally nor in its course.
    expect((await hits('segredo')).lessons.total_results).toBe(0);
    expect((await hits('regmatogenico')).lessons.total_results).toBe(0);
    expect((await searchIn(uuids.retina, 'q=segredo')).json().lessons.total_results).toBe(0);
    // Its title still finds it (listed, locked, without an excerpt).
    expect((await searchIn(uuids.retina, 'q=descolamento')).json().lessons.results).toEqual([
      expect.objectContaining({ id: lessonIds.descolamento, access: false, snippet: '' }),
    ]);
    // Bodies of lessons the learner can open (own course, free preview) are still searched.
    expect(titles((await hits('ectasia')).lessons.results)).toEqual(['Ceratocone']);
    expect(titles((await searchIn(uuids.retina, 'q=vegf')).json().lessons.results)).toEqual(['Retinopatia diabética']);
  });

  it('lists matching courses, accessible ones first, locked ones with their purchase link', async () => {
    const found = await hits('oftalmologia');
    expect(found.courses.map((item) => item.uuid)).toEqual([uuids.cornea, uuids.glaucoma, uuids.retina]);
    expect(found.courses[2]).toMatchObject({ access: false, purchase_url: purchaseUrl });
    expect(found.lessons.total_results).toBe(0);
  });

  it('pages the lessons', async () => {
    const first = await search('q=glaucoma&per_page=10');
    expect(first.json().lessons).toMatchObject({ page: 1, total_pages: 3, total_results: 25 });
    const last: SearchResponse = (await search('q=glaucoma&per_page=10&page=3')).json();
    expect(last.lessons.results).toHaveLength(5);
    const beyond: SearchResponse = (await search('q=glaucoma&per_page=10&page=4')).json();
    expect(beyond.lessons).toEqual({ page: 4, total_pages: 3, total_results: 25, results: [] });
    const pages = await Promise.all(
      [1, 2, 3].map(async (page) => (await search(`q=glaucoma&per_page=10&page=${page}`)).json() as SearchResponse),
    );
    expect(new Set(pages.flatMap((page) => page.lessons.results.map((hit) => hit.id))).size).toBe(25);
  });

  it("never shows another producer's courses or lessons", async () => {
    const found = await hits('córnea ceratocone');
    expect(found.lessons.results.map((hit) => hit.course_uuid)).toEqual([uuids.cornea]);
    expect(JSON.stringify(await hits('alheia'))).not.toContain(uuids.foreign);
    const res = await searchIn(uuids.foreign, 'q=cornea');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('common.not_found');
  });

  it('searches inside one course only', async () => {
    const res = await searchIn(uuids.retina, 'q=retina');
    expect(res.statusCode).toBe(200);
    const body: CourseSearchResponse = res.json();
    expect(body.query).toBe('retina');
    expect(body.lessons.results.map((hit) => hit.course_uuid)).toEqual([uuids.retina, uuids.retina]);
    expect((await searchIn(uuids.cornea, 'q=glaucoma')).json().lessons.total_results).toBe(0);
  });

  it('answers empty results for a query of punctuation only, and for tsquery syntax', async () => {
    for (const q of ['!!??', ' :* & | ', "''"]) {
      const res = await search(`q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        query: q.trim(),
        courses: [],
        lessons: { page: 1, total_pages: 0, total_results: 0, results: [] },
      });
    }
    expect((await hits('cornea & !(retina):*')).lessons.total_results).toBe(0);
    expect((await searchIn(uuids.cornea, 'q=%3A%3A')).json().lessons.results).toEqual([]);
  });

  it('answers 200 to letters that unaccent turns into tsquery syntax (they answered 500)', async () => {
    for (const q of ['ːː', 'aːb', 'xʼy', 'ŉŉ', '½ ⅓', 'ᑀ𓀋ૠᛃ𐪇ṷ 💑ː']) {
      expect((await search(`q=${encodeURIComponent(q)}`)).statusCode, q).toBe(200);
    }
    expect((await hits('córneaː')).lessons.total_results).toBeGreaterThan(0);
  });

  it.each(['', 'q=', 'q=a', 'q=%20a%20', `q=${'x'.repeat(121)}`, 'q=cornea&page=0', 'q=cornea&per_page=1000'])(
    'refuses %j with 422',
    async (query) => {
      const res = await search(query);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('common.validation_failed');
    },
  );

  it('needs a session, and a valid course uuid', async () => {
    expect((await search('q=cornea', {})).statusCode).toBe(401);
    expect((await searchIn('nao-e-uuid', 'q=cornea')).statusCode).toBe(422);
    expect((await searchIn('00000000-0000-4000-8000-000000000000', 'q=cornea')).statusCode).toBe(404);
  });
});
