import { beforeAll, describe, expect, it } from 'vitest';
import type { QueueResponse, ReviewResponse } from '@members/contract';
import { memoryItems } from '../../../db/schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createLearner, createProducer, type TestLearner } from '../../courses/course-test-support.ts';
import { writeSampleCase } from '../../clinical-cases/case-test-support.ts';
import { studyClient } from './study-test-support.ts';

/** Issue 15: a clinical case's missed essential step or harmful choice is a review item of the learner's memory. */
describe("clinical cases' items in the study queue", () => {
  const ctx = useTestApp();
  let learner: TestLearner;
  let stranger: TestLearner;
  let missed = 0;
  let harmful = 0;

  beforeAll(async () => {
    const db = ctx.database.db;
    const producer = await createProducer(db);
    learner = await createLearner(db, producer.id);
    const other = await createProducer(db, 'Outro Produtor');
    stranger = await createLearner(db, other.id);
    const written = await writeSampleCase(db, producer.id);
    missed = written.stages[2]?.optionIds[0] ?? 0; // ECG: essential
    harmful = written.stages[4]?.optionIds[2] ?? 0; // Nifedipino: harmful
    const due = new Date(Date.now() - 3_600_000);
    await db.insert(memoryItems).values(
      [missed, harmful].map((optionId) => ({
        producer_id: producer.id,
        user_id: learner.user.id,
        case_option_id: optionId,
        due,
        missed_at: due,
      })),
    );
  });

  it('shows each as a card to recall: the case and stage on the front, the option and why on the back', async () => {
    const res = await studyClient(ctx, learner).queue('?erros=1');
    expect(res.statusCode).toBe(200);
    const body = res.json<QueueResponse>();
    expect(body.counts.errors).toBe(2);
    const byOption = new Map(body.items.map((item) => [item.ref.kind === 'case' ? item.ref.option_id : 0, item]));
    const ecg = byOption.get(missed)?.card;
    expect(ecg?.front).toContain('Dor torácica no pronto-socorro');
    expect(ecg?.front).toContain('Qual passo essencial ficou de fora?');
    expect(ecg?.front).not.toContain('ECG');
    expect(ecg?.back).toContain('ECG de 12 derivações');
    const nifedipine = byOption.get(harmful)?.card;
    expect(nifedipine?.front).toContain('Você escolheu <strong>Nifedipino sublingual</strong>');
    expect(nifedipine?.back).toContain('Sobre Nifedipino sublingual.');
  });

  it('takes a rating like a card and schedules the item out of today', async () => {
    const client = studyClient(ctx, learner);
    const first = await client.rate({ kind: 'case', option_id: missed }, 4);
    expect(first.statusCode).toBe(200);
    const body = first.json<ReviewResponse>();
    expect(body.item.ref).toEqual({ kind: 'case', option_id: missed });
    expect(body.item.reps).toBe(1);
    expect(new Date(body.item.due).getTime()).toBeGreaterThan(Date.now());
    const after = (await client.queue('?erros=1')).json<QueueResponse>();
    expect(after.items.map((item) => item.ref)).toEqual([{ kind: 'case', option_id: harmful }]);
  });

  it("needs a rating, and answers 404 for another learner's item", async () => {
    expect((await studyClient(ctx, learner).rate({ kind: 'case', option_id: harmful }, undefined)).statusCode).toBe(
      422,
    );
    expect((await studyClient(ctx, stranger).rate({ kind: 'case', option_id: harmful }, 3)).statusCode).toBe(404);
  });
});
