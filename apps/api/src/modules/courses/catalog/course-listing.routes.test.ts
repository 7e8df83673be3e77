import type { Course } from '@members/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import {
  apostilaInput,
  courseInput,
  createLearner,
  createProducer,
  grantAccess,
  learnerClient,
  lessonInput,
  type LearnerClient,
} from '../course-test-support.ts';
import { writeCourse, type CourseInput } from '../course-writer.ts';

const day = 24 * 60 * 60 * 1000;
const glaucoma = { slug: 'glaucoma', name: 'Glaucoma' };
const cristalino = { slug: 'cristalino', name: 'Cristalino' };

/** The catalog of one producer: opened by purchase, freemium, expired, revoked, locked; three kinds. */
const catalog: Record<string, Partial<CourseInput>> = {
  lockedFeatured: {
    name: 'Glaucoma Congênito',
    description: 'Diagnóstico e tratamento do glaucoma congênito primário.',
    product_codes: ['avulso-glaucoma'],
    featured: true,
    position: 0,
    categories: [glaucoma],
    offer_label: 'Assine o R3 Intensivo',
  },
  bought: {
    name: 'Catarata Avançada',
    description: 'Facoemulsificação em casos difíceis.',
    product_codes: ['extensivo'],
    position: 5,
    categories: [cristalino, glaucoma],
    attachments: [apostilaInput('Apostila completa')],
    modules: [
      {
        title: 'Fundamentos',
        lessons: [
          lessonInput('Anatomia', { video_duration: 1800 }),
          lessonInput('Biometria', { video_duration: 2700 }),
        ],
      },
      {
        title: 'Técnica',
        lessons: [
          lessonInput('Capsulorrexe', {
            video_duration: 900,
            tasks: [{ type: 'apostila', label: 'Resumo', apostila: apostilaInput('Resumo') }],
          }),
        ],
      },
    ],
  },
  freemium: {
    name: 'Retina Clínica',
    description: 'Retinopatia diabética.',
    product_codes: ['degustacao'],
    position: 1,
  },
  expired: { name: 'Córnea', description: 'Ceratocone.', product_codes: ['turma-2023'], position: 2 },
  revoked: { name: 'Uveítes', description: 'Uveítes anteriores.', product_codes: ['estornado'], position: 3 },
  series: {
    kind: 'tv',
    name: 'Série Plantão',
    description: 'Casos de plantão.',
    product_codes: ['extensivo'],
    position: 4,
  },
  talkWithoutOffer: {
    kind: 'movie',
    name: 'Palestra Estrabismo',
    description: 'Estrabismo.',
    product_codes: ['nada'],
    purchase_url: null,
    position: 6,
  },
};

describe('GET /api/courses', () => {
  const ctx = useTestApp();
  let client: LearnerClient;
  let outsider: LearnerClient;
  const uuids: Record<string, string> = {};
  let otherProducerCourse: string;

  beforeAll(async () => {
    const db = ctx.database.db;
    const producer = await createProducer(db);
    const learner = await createLearner(db, producer.id);
    await grantAccess(db, learner.user, 'extensivo');
    await grantAccess(db, learner.user, 'degustacao', { kind: 'freemium', endsAt: new Date(Date.now() + 10 * day) });
    await grantAccess(db, learner.user, 'turma-2023', {
      startsAt: new Date(Date.now() - 400 * day),
      endsAt: new Date(Date.now() - day),
    });
    await grantAccess(db, learner.user, 'estornado', { revokedAt: new Date() });
    for (const [key, overrides] of Object.entries(catalog))
      uuids[key] = (await writeCourse(db, producer.id, courseInput(overrides))).uuid;
    const other = await createProducer(db, 'Outro Produtor');
    otherProducerCourse = (
      await writeCourse(db, other.id, courseInput({ name: 'Catarata do Outro', product_codes: ['extensivo'] }))
    ).uuid;
    client = learnerClient(ctx, learner);
    outsider = learnerClient(ctx, await createLearner(db, other.id));
  });

  const list = async (query = '') => {
    const res = await client.get(`/api/courses${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { page: number; total_pages: number; total_results: number; results: Course[] };
  };
  const names = (results: Course[]) => results.map((course) => course.name);

  it('lists accessible courses first (then featured, position, name), consistently across pages', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`?per_page=2&page=${page}`)));
    expect(pages.map((page) => [page.page, page.total_pages, page.total_results])).toEqual([
      [1, 4, 7],
      [2, 4, 7],
      [3, 4, 7],
      [4, 4, 7],
    ]);
    expect(pages.flatMap((page) => names(page.results))).toEqual([
      'Retina Clínica',
      'Série Plantão',
      'Catarata Avançada',
      'Glaucoma Congênito',
      'Córnea',
      'Uveítes',
      'Palestra Estrabismo',
    ]);
    expect(pages.flatMap((page) => page.results.map((course) => course.access))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('maps every course field, with counts, hours and offer', async () => {
    const { results } = await list();
    const bought = results.find((course) => course.uuid === uuids['bought']);
    expect(bought).toEqual({
      uuid: uuids['bought'],
      kind: 'courses',
      name: 'Catarata Avançada',
      description: 'Facoemulsificação em casos difíceis.',
      popularity: 0,
      image_uri: '/api/files/covers/test-card.jpg',
      hero_image_uri: '/api/files/covers/test-hero.jpg',
      purchase_url: null,
      duration_in_hours: 1.5,
      trailer_vimeo_id: null,
      total_videos: 3,
      attachments: 2,
      modules: 2,
      access: true,
      access_kind: 'compra',
      access_ends_at: null,
      horas: '1h 30min',
      aula: 3,
      modulo: 2,
      oferta: null,
      categories: [
        { no: expect.any(Number), slug: 'glaucoma', name: 'Glaucoma' },
        { no: expect.any(Number), slug: 'cristalino', name: 'Cristalino' },
      ],
      featured: false,
      progress: 0,
    });
    const locked = results.find((course) => course.uuid === uuids['lockedFeatured']);
    expect(locked).toMatchObject({
      access: false,
      access_kind: null,
      purchase_url: 'https://pay.example.com/curso-teste',
      oferta: { purchase_url: 'https://pay.example.com/curso-teste', label: 'Assine o R3 Intensivo' },
      horas: '20 min',
      featured: true,
    });
    const freemium = results.find((course) => course.uuid === uuids['freemium']);
    expect(freemium).toMatchObject({
      access: true,
      access_kind: 'freemium',
      purchase_url: 'https://pay.example.com/curso-teste',
      oferta: null,
    });
    expect(Date.parse(freemium?.access_ends_at ?? '')).toBeGreaterThan(Date.now());
    const expired = results.find((course) => course.uuid === uuids['expired']);
    expect(expired).toMatchObject({ access: false, oferta: { label: 'Adquira o curso' } });
    expect(results.find((course) => course.uuid === uuids['talkWithoutOffer'])).toMatchObject({
      access: false,
      purchase_url: null,
      oferta: null,
    });
  });

  it('filters by kind, category slug and category number', async () => {
    expect(names((await list('?type=tv')).results)).toEqual(['Série Plantão']);
    expect(names((await list('?type=movie')).results)).toEqual(['Palestra Estrabismo']);
    expect(names((await list('?category=glaucoma')).results)).toEqual(['Catarata Avançada', 'Glaucoma Congênito']);
    const glaucomaNo = (await list('?category=cristalino')).results[0]?.categories.find(
      (category) => category.slug === 'glaucoma',
    )?.no;
    expect(names((await list(`?category=${glaucomaNo}`)).results)).toEqual(['Catarata Avançada', 'Glaucoma Congênito']);
    expect((await list('?category=inexistente')).total_results).toBe(0);
    expect((await list('?category=99999999999999')).total_results).toBe(0);
    expect((await list('?type=tv&category=glaucoma')).results).toEqual([]);
  });

  it('finds text accent-insensitively and by prefix', async () => {
    expect(names((await list('?q=congenito')).results)).toEqual(['Glaucoma Congênito']);
    expect(names((await list('?q=catar')).results)).toEqual(['Catarata Avançada']);
    expect(names((await list(`?q=${encodeURIComponent('CÓRNEA')}`)).results)).toEqual(['Córnea']);
    expect(names((await list('?q=facoemulsificacao')).results)).toEqual(['Catarata Avançada']);
    expect((await list(`?q=${encodeURIComponent("x' & !(")}`)).total_results).toBe(0);
    expect((await list(`?q=${encodeURIComponent('!&|')}`)).total_results).toBe(7);
  });

  it('answers an empty page past the last with the right totals', async () => {
    expect(await list('?per_page=5&page=3')).toEqual({ page: 3, total_pages: 2, total_results: 7, results: [] });
    expect(await list('?q=inexistente')).toEqual({ page: 1, total_pages: 0, total_results: 0, results: [] });
    expect(await list('?q=inexistente&page=2')).toEqual({ page: 2, total_pages: 0, total_results: 0, results: [] });
  });

  it.each([
    'page=0',
    'page=abc',
    'page=-1',
    'page=1.5',
    'page=1e12',
    'per_page=0',
    'per_page=1000',
    'type=podcast',
    `q=${'a'.repeat(121)}`,
  ])('answers 422 (never 500) for %s', async (query) => {
    const res = await client.get(`/api/courses?${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('common.validation_failed');
  });

  it.each([
    'q=de',
    'q=%00',
    'category=%00',
    'category=a%00b',
    'q=%F0%9F%99%82',
    'category=%C3%A7',
    `q=${'a'.repeat(120)}`,
    'q=%ED%A0%80',
  ])('answers %s without failing', async (query) => {
    const res = await client.get(`/api/courses?${query}`);
    expect(res.statusCode).toBeLessThan(500);
  });

  it("never lists another producer's courses", async () => {
    const { results } = await list('?per_page=100');
    expect(results.map((course) => course.uuid)).not.toContain(otherProducerCourse);
    const theirs = (await outsider.get('/api/courses')).json();
    expect(theirs.results.map((course: Course) => course.uuid)).toEqual([otherProducerCourse]);
    expect(theirs.results[0].access).toBe(false);
  });

  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/courses' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/courses/categories', () => {
  const ctx = useTestApp();
  let client: LearnerClient;

  beforeAll(async () => {
    const db = ctx.database.db;
    const producer = await createProducer(db);
    await writeCourse(db, producer.id, courseInput({ name: 'A', categories: [glaucoma, cristalino] }));
    await writeCourse(db, producer.id, courseInput({ name: 'B', categories: [glaucoma] }));
    await writeCourse(
      db,
      producer.id,
      courseInput({ name: 'C', kind: 'tv', categories: [{ slug: 'plantao', name: 'Plantão' }] }),
    );
    await writeCourse(db, (await createProducer(db)).id, courseInput({ name: 'D', categories: [glaucoma] }));
    client = learnerClient(ctx, await createLearner(db, producer.id));
  });

  it('lists categories with courses of the kind, in position order, with totals', async () => {
    const all = (await client.get('/api/courses/categories')).json();
    expect(all.results.map(({ slug, total }: { slug: string; total: number }) => [slug, total])).toEqual([
      ['glaucoma', 2],
      ['plantao', 1],
      ['cristalino', 1],
    ]);
    const series = (await client.get('/api/courses/categories?type=tv')).json();
    expect(series.results).toEqual([{ no: expect.any(Number), slug: 'plantao', name: 'Plantão', total: 1 }]);
    expect((await client.get('/api/courses/categories?type=movie')).json()).toEqual({ results: [] });
    expect((await client.get('/api/courses/categories?type=x')).statusCode).toBe(422);
  });
});
