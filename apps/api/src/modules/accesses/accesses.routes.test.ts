import type { AccessItem, CurrentUserResponse } from '@members/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import {
  createLearner,
  createProducer,
  grantAccess,
  learnerClient,
  type LearnerClient,
  type TestLearner,
} from '../courses/course-test-support.ts';
import { grantSale, revokeSale } from './sale-access.ts';

const day = 24 * 60 * 60 * 1000;

/** /Acessos and the session's access data (issue 17): sources, revoked sales, a trial followed by a purchase. */
describe('the learner accesses and GET /api/user', () => {
  const ctx = useTestApp();
  let learner: TestLearner;
  let client: LearnerClient;
  let outsider: LearnerClient;

  const sale = (externalRef: string, source: 'offer' | 'hotmart', productCode = 'extensivo-2027') => ({
    producerId: learner.user.producer_id,
    userId: learner.user.id,
    source,
    externalRef,
    productCode,
    productName: `Produto ${productCode}`,
    startsAt: new Date(Date.now() - day),
    endsAt: new Date(Date.now() + 364 * day),
    purchaseUrl: '/page/offers/11111111-1111-4111-8111-111111111111',
  });
  const currentUser = async (as: LearnerClient) => {
    const res = await as.get('/api/user');
    expect(res.statusCode).toBe(200);
    return res.json() as CurrentUserResponse;
  };
  const accesses = async (as: LearnerClient) => {
    const res = await as.get('/api/user/acessos');
    expect(res.statusCode).toBe(200);
    return (res.json() as { acessos: AccessItem[] }).acessos;
  };

  beforeAll(async () => {
    const db = ctx.database.db;
    const producer = await createProducer(db);
    learner = await createLearner(db, producer.id);
    await grantAccess(db, learner.user, 'degustacao', { kind: 'freemium', endsAt: new Date(Date.now() + 7 * day) });
    client = learnerClient(ctx, learner);
    const other = await createLearner(db, (await createProducer(db, 'Outro Produtor')).id, 'Outra Aluna');
    await grantAccess(db, other.user, 'extensivo-2027');
    outsider = learnerClient(ctx, other);
  });

  it('a trial learner gets freemium with its end and upgrade link, and no paid access', async () => {
    const answer = await currentUser(client);
    expect(answer.user.id).toBe(learner.user.id);
    expect(answer.freemium).toEqual({
      data_fim_acesso: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      fremiumUrl: 'https://pay.example.com/degustacao',
    });
    expect(answer.data_acesso).toBeNull();
  });

  it('once a paid access follows the trial, GET /api/user no longer answers freemium', async () => {
    await ctx.database.db.transaction((tx) => grantSale(tx, sale('pedido-1', 'offer')));
    const answer = await currentUser(client);
    expect(answer.freemium).toBeNull();
    expect(answer.data_acesso).toEqual({
      data_fim_acesso: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      produto_url: '/page/offers/11111111-1111-4111-8111-111111111111',
    });
  });

  it('lists revoked accesses too, inactive with their revocation date, and says where each came from', async () => {
    const revokedAt = new Date(Date.now() - 60_000);
    await ctx.database.db.transaction(async (tx) => {
      await grantSale(tx, sale('HP0001', 'hotmart', 'imersao'));
      await revokeSale(tx, sale('HP0001', 'hotmart', 'imersao'), revokedAt);
    });
    const list = await accesses(client);
    expect(list.map((item) => [item.produto, item.origem, item.ativo, item.revogado_em])).toEqual(
      expect.arrayContaining([
        ['Produto degustacao', 'gift', true, null],
        ['Produto extensivo-2027', 'offer', true, null],
        ['Produto imersao', 'hotmart', false, revokedAt.toISOString()],
      ]),
    );
    expect(list).toHaveLength(3);
    // A revoked access never counts as the paid one.
    expect((await currentUser(client)).data_acesso?.produto_url).toBe(
      '/page/offers/11111111-1111-4111-8111-111111111111',
    );
  });

  it("another producer's learner sees only their own", async () => {
    const list = await accesses(outsider);
    expect(list.map((item) => item.produto)).toEqual(['Produto extensivo-2027']);
    expect((await currentUser(outsider)).freemium).toBeNull();
  });
});
