import type { Course, CourseDetail, ModuleDetail, UserCourseProgressItem } from '@members/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeProducts, type OfferInput, type ProductInput } from '../../../db/seed/offers/offer-writer.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  courseInput,
  createLearner,
  createProducer,
  grantAccess,
  learnerClient,
  type LearnerClient,
} from '../course-test-support.ts';
import { writeCourse } from '../course-writer.ts';

const day = 24 * 60 * 60 * 1000;

const offer = (overrides: Partial<OfferInput> = {}): OfferInput => ({
  name: 'Plano anual',
  price_cents: 199_990,
  payment_methods: ['pix', 'card'],
  ...overrides,
});
const product = (code: string, offers: OfferInput[]): ProductInput => ({
  code,
  name: `Produto ${code}`,
  description: 'Produto de teste.',
  access_mode: 'days',
  access_days: 365,
  offers,
});

/**
 * Spec §6 and issue 17: a locked course's purchase link is its offers page when one of its product codes is sold
 * here (an active offer on our checkout); else the link the course stores. Another producer's product never counts.
 */
describe('purchase links of courses sold here', () => {
  const ctx = useTestApp();
  let client: LearnerClient;
  const uuids: Record<string, string> = {};
  let soldHere = '';

  beforeAll(async () => {
    const db = ctx.database.db;
    const producer = await createProducer(db);
    const other = await createProducer(db, 'Outro Produtor');
    const learner = await createLearner(db, producer.id);
    await grantAccess(db, learner.user, 'degustacao', { kind: 'freemium', endsAt: new Date(Date.now() + 7 * day) });
    const written = await writeProducts(db, producer.id, [
      product('r3-intensivo', [offer({ channel: 'hotmart', external_product_id: '123', active: true }), offer()]),
      product('imersao', [offer({ channel: 'hotmart', external_checkout_url: 'https://pay.hotmart.com/X1' })]),
      product('antigo', [offer({ active: false })]),
      product('degustacao', []),
    ]);
    soldHere = `/page/offers/${written.get('r3-intensivo')?.productId}`;
    // The other producer sells a product with the same code as this producer's course: it never counts here.
    await writeProducts(db, other.id, [product('do-outro', [offer()]), product('r3-intensivo', [offer()])]);
    const courses = {
      locked: { name: 'Intensivo R3', product_codes: ['sem-oferta', 'r3-intensivo'] },
      hotmartOnly: { name: 'Imersão', product_codes: ['imersao'] },
      inactive: { name: 'Turma antiga', product_codes: ['antigo'] },
      otherProducers: { name: 'Código do outro', product_codes: ['do-outro'] },
      trial: { name: 'Introdução', product_codes: ['degustacao', 'r3-intensivo'] },
    };
    for (const [key, overrides] of Object.entries(courses))
      uuids[key] = (await writeCourse(db, producer.id, courseInput(overrides))).uuid;
    client = learnerClient(ctx, learner);
  });

  const stored = 'https://pay.example.com/curso-teste';

  it('the catalog links a course sold here to its offers page, every other course to its stored link', async () => {
    const { results } = (await client.get('/api/courses?per_page=100')).json() as { results: Course[] };
    const byUuid = (key: string) => results.find((course) => course.uuid === uuids[key]);
    expect(byUuid('locked')).toMatchObject({ purchase_url: soldHere, oferta: { purchase_url: soldHere } });
    expect(byUuid('trial')).toMatchObject({ access: true, access_kind: 'freemium', purchase_url: soldHere });
    for (const key of ['hotmartOnly', 'inactive', 'otherProducers'])
      expect(byUuid(key), key).toMatchObject({ purchase_url: stored, oferta: { purchase_url: stored } });
  });

  it('so do the course page, its module page, the learner courses and a locked lesson', async () => {
    const detail = (await client.get(`/api/courses/${uuids['locked']}`)).json() as CourseDetail;
    expect(detail.purchase_url).toBe(soldHere);
    const other = (await client.get(`/api/courses/${uuids['otherProducers']}`)).json() as CourseDetail;
    expect(other.purchase_url).toBe(stored);
    const moduleId = detail.modules[0]?.id;
    const page = (await client.get(`/api/courses/${uuids['locked']}/modules/${moduleId}`)).json() as ModuleDetail;
    expect(page.course.purchase_url).toBe(soldHere);
    const lessonId = page.lessons[0]?.id;
    const lesson = await client.get(`/api/lessons/${lessonId}`);
    expect(lesson.statusCode).toBe(403);
    expect(lesson.json().error.data).toEqual({ purchase_url: soldHere });
    const mine = (await client.get('/api/user/courses')).json().results as UserCourseProgressItem[];
    expect(mine.find((course) => course.id === uuids['trial'])?.purchase_url).toBe(soldHere);
  });
});
