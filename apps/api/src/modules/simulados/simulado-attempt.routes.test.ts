import type { Attempt } from '@members/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { createLearner, createProducer, createSampleBank } from '../questions/question-test-support.ts';
import { answerBody, createSimulado, hour, minute, simuladoClient } from './simulado-test-support.ts';

describe('simulados: starting and resuming an attempt', () => {
  const ctx = useTestApp();
  let questionIds: number[];
  let producerId: string;
  const newClient = async () => simuladoClient(ctx, await createLearner(ctx.database.db, producerId));
  const simulado = (input: Parameters<typeof createSimulado>[3] = {}) =>
    createSimulado(ctx.database.db, producerId, questionIds.slice(0, 4), input);

  beforeAll(async () => {
    const producer = await createProducer(ctx.database.db);
    producerId = producer.id;
    questionIds = (await createSampleBank(ctx.database.db, producer.id, 6)).questionIds;
  });

  it('starts with a server-side start and deadline, questions in order without answers revealed', async () => {
    const id = await createSimulado(
      ctx.database.db,
      producerId,
      [questionIds[3], questionIds[0], questionIds[1]] as number[],
      { timeLimitMinutes: 30 },
    );
    const ana = await newClient();
    const before = Date.now();
    const res = await ana.start(id);
    expect(res.statusCode).toBe(201);
    const attempt = res.json() as Attempt;
    expect(attempt).toMatchObject({
      simulado_id: id,
      title: 'Simulado de Teste',
      status: 'in_progress',
      grace_seconds: 30,
      answers: [],
    });
    const started = Date.parse(attempt.started_at);
    expect(started).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(attempt.deadline) - started).toBe(30 * minute);
    expect(Math.abs(Date.parse(attempt.server_now) - Date.now())).toBeLessThan(5000);
    expect(attempt.questions.map((q) => q.id)).toEqual([questionIds[3], questionIds[0], questionIds[1]]);
    expect(attempt.questions[0]?.alternatives).toEqual([
      { letter: 'A', text: 'Alternativa A da questão 4' },
      { letter: 'B', text: 'Alternativa B da questão 4' },
      { letter: 'C', text: 'Alternativa C da questão 4' },
      { letter: 'D', text: 'Alternativa D da questão 4' },
      { letter: 'E', text: 'Alternativa E da questão 4' },
    ]);
    expect(attempt.questions[0]?.source).toEqual({
      institution: 'USP-SP',
      exam: 'Residência Médica R1 – Acesso Direto',
      year: 2023,
    });
    expect(JSON.stringify(attempt)).not.toMatch(/correct|explanation|Comentário/);
  });

  it('resumes the attempt in progress with the same deadline and the saved answers', async () => {
    const id = await simulado();
    const ana = await newClient();
    const first = (await ana.start(id)).json() as Attempt;
    expect((await ana.save(id, questionIds[1] as number, answerBody('C', { marked: true }))).statusCode).toBe(200);
    const again = await ana.start(id);
    expect(again.statusCode).toBe(200);
    const resumed = again.json() as Attempt;
    expect([resumed.started_at, resumed.deadline]).toEqual([first.started_at, first.deadline]);
    expect(resumed.answers).toMatchObject([{ question_id: questionIds[1], alternative: 'C', marked: true }]);
    const got = await ana.attempt(id);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toMatchObject({
      deadline: first.deadline,
      status: 'in_progress',
      answers: [{ question_id: questionIds[1] }],
    });
  });

  it('starts once under concurrent starts', async () => {
    const id = await simulado();
    const ana = await newClient();
    const responses = await Promise.all(Array.from({ length: 5 }, () => ana.start(id)));
    expect(responses.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(responses.map((res) => (res.json() as Attempt).deadline)).size).toBe(1);
  });

  it('cuts the deadline at the end of the window', async () => {
    const closesAt = new Date(Date.now() + 10 * minute);
    const id = await simulado({ timeLimitMinutes: 120, closesAt });
    const attempt = (await (await newClient()).start(id)).json() as Attempt;
    expect(attempt.deadline).toBe(closesAt.toISOString());
  });

  it('refuses to start before the window opens and after it closes', async () => {
    const ana = await newClient();
    const upcoming = await simulado({
      opensAt: new Date(Date.now() + hour),
      closesAt: new Date(Date.now() + 2 * hour),
    });
    const closed = await simulado({ opensAt: new Date(Date.now() - 2 * hour), closesAt: new Date(Date.now() - hour) });
    const notOpen = await ana.start(upcoming);
    expect(notOpen.statusCode).toBe(409);
    expect(notOpen.json().error.code).toBe('simulados.not_open');
    const late = await ana.start(closed);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('simulados.closed');
  });

  it('refuses a new start after submission', async () => {
    const id = await simulado();
    const ana = await newClient();
    await ana.start(id);
    expect((await ana.submit(id)).statusCode).toBe(200);
    const res = await ana.start(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('simulados.already_submitted');
    expect((await ana.attempt(id)).json()).toMatchObject({ status: 'submitted' });
  });

  it('answers 404 simulados.attempt_not_started for an attempt never started', async () => {
    const id = await simulado();
    const ana = await newClient();
    for (const res of [
      await ana.attempt(id),
      await ana.submit(id),
      await ana.result(id),
      await ana.save(id, questionIds[0] as number, answerBody('A')),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('simulados.attempt_not_started');
    }
  });
});
