import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { writeProducts, type ProductInput } from '../../db/seed/offers/offer-writer.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createLearner, createProducer, grantAccess, type TestLearner } from '../courses/course-test-support.ts';
import { forgetProductAreas } from './area-access.ts';

const day = 24 * 60 * 60 * 1000;

function product(code: string, areas: ProductInput['areas'], soldHere: boolean): ProductInput {
  return {
    code,
    name: `Produto ${code}`,
    description: 'Produto de teste',
    areas,
    access_mode: 'days',
    access_days: 365,
    offers: soldHere ? [{ name: 'Plano anual', price_cents: 100_000, payment_methods: ['pix'] }] : [],
  };
}

const get = (app: FastifyInstance, url: string, learner?: TestLearner) =>
  app.inject({ method: 'GET', url, headers: learner?.headers ?? {} });

describe('areas unlocked by products (issue 17)', () => {
  const ctx = useTestApp();

  async function producerSelling(areas: ProductInput['areas']) {
    const db = ctx.database.db;
    const producer = await createProducer(db);
    const written = await writeProducts(db, producer.id, [product('banco', areas, true), product('outro', [], false)]);
    forgetProductAreas(db, producer.id);
    return { producerId: producer.id, productId: written.get('banco')?.productId ?? '' };
  }

  it('answers 403 access.area_locked with the offers page to a learner without the product', async () => {
    const { producerId, productId } = await producerSelling(['questions', 'planner']);
    const learner = await createLearner(ctx.database.db, producerId);
    const response = await get(ctx.app, '/api/planner/today', learner);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      error: { code: 'access.area_locked', data: { area: 'planner', offer_path: `/page/offers/${productId}` } },
    });
    const questions = await get(ctx.app, '/api/questions/performance', learner);
    expect(questions.json()).toMatchObject({ error: { code: 'access.area_locked', data: { area: 'questions' } } });
  });

  it('opens the area with a live access, and closes it again when the access ended or was revoked', async () => {
    const { producerId } = await producerSelling(['planner']);
    const db = ctx.database.db;
    const buyer = await createLearner(db, producerId, 'Compradora');
    await grantAccess(db, buyer.user, 'banco');
    expect((await get(ctx.app, '/api/planner/today', buyer)).statusCode).toBe(200);

    const ended = await createLearner(db, producerId, 'Expirada');
    await grantAccess(db, ended.user, 'banco', {
      startsAt: new Date(Date.now() - 400 * day),
      endsAt: new Date(Date.now() - day),
    });
    expect((await get(ctx.app, '/api/planner/today', ended)).statusCode).toBe(403);

    const refunded = await createLearner(db, producerId, 'Reembolsada');
    await grantAccess(db, refunded.user, 'banco', { revokedAt: new Date() });
    expect((await get(ctx.app, '/api/planner/today', refunded)).statusCode).toBe(403);

    const otherProduct = await createLearner(db, producerId, 'Outro produto');
    await grantAccess(db, otherProduct.user, 'outro');
    expect((await get(ctx.app, '/api/planner/today', otherProduct)).statusCode).toBe(403);
  });

  it('leaves open an area no product of the producer lists, whatever other producers sell', async () => {
    await producerSelling(['questions', 'simulados', 'flashcards', 'clinical_cases', 'planner']);
    const { producerId } = await producerSelling(['questions']);
    const learner = await createLearner(ctx.database.db, producerId);
    expect((await get(ctx.app, '/api/planner/today', learner)).statusCode).toBe(200);
    expect((await get(ctx.app, '/api/flashcards/stats', learner)).statusCode).not.toBe(403);
    expect((await get(ctx.app, '/api/questions/performance', learner)).statusCode).toBe(403);
  });

  it('still answers 401 to a call without a session', async () => {
    await producerSelling(['planner']);
    expect((await get(ctx.app, '/api/planner/today')).statusCode).toBe(401);
  });
});
