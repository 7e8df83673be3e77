import type { SimuladoDetail, SimuladoSummary } from '@members/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { simuladoAttempts, users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createLearner, createProducer, createSampleBank } from '../questions/question-test-support.ts';
import { createSimulado, hour, simuladoClient, type SimuladoClient } from './simulado-test-support.ts';

const day = 24 * hour;

describe('simulados: list and detail', () => {
  const ctx = useTestApp();
  let ana: SimuladoClient;
  let bruno: SimuladoClient;
  const ids = { open: 0, earlierOpen: 0, upcoming: 0, closed: 0, foreign: 0 };
  let peerIds: string[] = [];

  beforeAll(async () => {
    const db = ctx.database.db;
    const producer = await createProducer(db);
    const bank = await createSampleBank(db, producer.id, 8);
    const q = bank.questionIds;
    const now = Date.now();
    ids.closed = await createSimulado(db, producer.id, q.slice(0, 4), {
      title: 'Encerrado',
      opensAt: new Date(now - 3 * day),
      closesAt: new Date(now - 2 * day),
    });
    ids.upcoming = await createSimulado(db, producer.id, q.slice(0, 2), {
      title: 'Em breve',
      opensAt: new Date(now + day),
      closesAt: new Date(now + 2 * day),
    });
    ids.open = await createSimulado(db, producer.id, q.slice(0, 5), { title: 'Aberto', timeLimitMinutes: 90 });
    ids.earlierOpen = await createSimulado(db, producer.id, q.slice(5, 8), {
      title: 'Aberto antes',
      opensAt: new Date(now - 2 * hour),
    });
    const other = await createProducer(db, 'Outro produtor');
    const otherBank = await createSampleBank(db, other.id, 2);
    ids.foreign = await createSimulado(db, other.id, otherBank.questionIds, { title: 'Alheio' });
    const a = await createLearner(db, producer.id, 'Ana');
    ana = simuladoClient(ctx, a);
    bruno = simuladoClient(ctx, await createLearner(db, producer.id, 'Bruno'));
    const peers = await Promise.all(['Carla', 'Davi'].map((nome) => createLearner(db, producer.id, nome)));
    peerIds = peers.map((peer) => peer.user.id);
    const past = new Date(now - 2.5 * day);
    await db.insert(simuladoAttempts).values(
      peers.map((peer, index) => ({
        simulado_id: ids.closed,
        user_id: peer.user.id,
        started_at: past,
        deadline: new Date(past.getTime() + hour),
        submitted_at: new Date(past.getTime() + hour / 2),
        correct: 2 + index,
        answered: 4,
        score: 500 + index * 250,
      })),
    );
    await db.insert(simuladoAttempts).values({
      simulado_id: ids.closed,
      user_id: a.user.id,
      started_at: past,
      deadline: new Date(past.getTime() + hour),
      submitted_at: past,
      score: 250,
      correct: 1,
      answered: 1,
    });
  });

  it('lists open simulados first, then upcoming, then closed, by opening time', async () => {
    const res = await ana.list();
    expect(res.statusCode).toBe(200);
    const list = res.json() as SimuladoSummary[];
    expect(list.map((s) => [s.title, s.state])).toEqual([
      ['Aberto antes', 'open'],
      ['Aberto', 'open'],
      ['Em breve', 'upcoming'],
      ['Encerrado', 'closed'],
    ]);
    expect(list[1]).toMatchObject({
      id: ids.open,
      question_count: 5,
      time_limit_minutes: 90,
      takers: 0,
      attempt: null,
      description: 'Descrição do simulado.',
    });
  });

  it('counts the submitted attempts as takers and shows the learner’s own attempt', async () => {
    expect((await ana.start(ids.open)).statusCode).toBe(201);
    const list = (await ana.list()).json() as SimuladoSummary[];
    const closed = list.find((s) => s.id === ids.closed);
    expect(closed).toMatchObject({ takers: 3, attempt: { status: 'submitted', score: 25 } });
    const open = list.find((s) => s.id === ids.open);
    expect(open).toMatchObject({ takers: 0, attempt: { status: 'in_progress', submitted_at: null, score: null } });
    expect(((await bruno.list()).json() as SimuladoSummary[]).find((s) => s.id === ids.open)?.attempt).toBeNull();
  });

  it('details a simulado with its instructions and questions per grande área', async () => {
    const res = await bruno.detail(ids.open);
    expect(res.statusCode).toBe(200);
    const detail = res.json() as SimuladoDetail;
    expect(detail).toMatchObject({
      id: ids.open,
      title: 'Aberto',
      state: 'open',
      instructions: 'Leia cada questão com atenção.',
      attempt: null,
    });
    expect(detail.subjects.map((s) => [s.desc, s.questions])).toEqual([
      ['Clínica Médica', 4],
      ['Cirurgia', 1],
    ]);
    expect((await bruno.detail(ids.upcoming)).json()).toMatchObject({ state: 'upcoming', takers: 0 });
  });

  it('answers 404 for an unknown simulado or another producer’s, on every call', async () => {
    for (const id of [ids.foreign, 2_147_483_647]) {
      const responses = await Promise.all([
        ana.detail(id),
        ana.start(id),
        ana.attempt(id),
        ana.submit(id),
        ana.result(id),
        ana.save(id, 1, {
          alternative: 'A',
          idempotency_key: crypto.randomUUID(),
          answered_at: new Date().toISOString(),
        }),
      ]);
      for (const res of responses) {
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('common.not_found');
      }
    }
  });

  it('answers 422 for ids that are not positive 32-bit integers', async () => {
    for (const id of ['abc', '-1', '0', '1.5', '99999999999', '1e3x']) {
      for (const res of [
        await ana.detail(id),
        await ana.start(id),
        await ana.result(id),
        await ana.save(ids.open, id, {}),
      ]) {
        expect(res.statusCode).toBe(422);
        expect(res.json().error.code).toBe('common.validation_failed');
      }
    }
  });

  it('requires a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/simulados' });
    expect(res.statusCode).toBe(401);
  });

  // Last: it removes a taker. The takers are counts a trigger keeps; a cascade must take them down too.
  it('stops counting a taker whose account is deleted', async () => {
    await ctx.database.db.delete(users).where(eq(users.id, peerIds[1] as string));
    expect((await ana.detail(ids.closed)).json()).toMatchObject({ takers: 2 });
  });
});
