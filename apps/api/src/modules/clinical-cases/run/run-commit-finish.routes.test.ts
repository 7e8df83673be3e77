import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clinicalCaseOptions, clinicalCases, memoryItems } from '../../../db/schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { studyDayStart } from '../../flashcards/study-day.ts';
import { sampleStages } from '../case-test-support.ts';
import {
  okState,
  optionOf,
  playSampleCase,
  refusal,
  runClient,
  runFixture,
  stageOf,
  startedRun,
} from './run-test-support.ts';

describe('clinical case run: commit and finish', () => {
  const ctx = useTestApp();

  it('commits the current stage once: a replay answers the state, twice or out of order is refused', async () => {
    const { sample, learner } = await runFixture(ctx);
    const client = runClient(ctx, learner);
    const { attempt_id: attemptId } = await startedRun(client, sample.id);
    const [history, exam] = [stageOf(sample, 0).id, stageOf(sample, 1).id];
    expect(await refusal(client.commit(attemptId, history))).toBe('422 clinical_cases.decision_required');
    expect(await refusal(client.commit(attemptId, exam))).toBe('409 clinical_cases.stage_not_current');
    await okState(client.decide(attemptId, { action: 'pick', stage_id: history, option_id: optionOf(sample, 0, 0) }));
    await okState(client.decide(attemptId, { action: 'pick', stage_id: history, option_id: optionOf(sample, 0, 2) }));
    const key = randomUUID();
    const committed = await okState(client.commit(attemptId, history, key));
    expect(committed.current_stage).toBe(1);
    expect(committed.stages[0]).toMatchObject({
      committed: true,
      score: 10 - 2,
      max_score: 15,
      discussion: '<p>Caracterizar a dor é essencial.</p>',
    });
    expect(committed.stages[0]?.options.map((option) => option.rating)).toEqual(['essential', 'useful', 'unnecessary']);
    expect(await okState(client.commit(attemptId, history, key))).toEqual(committed);
    expect(await refusal(client.commit(attemptId, history))).toBe('409 clinical_cases.stage_committed');
    expect(await refusal(client.finish(attemptId))).toBe('409 clinical_cases.stages_pending');
  });

  it('ships no points, feedback or rating of a stage before its commit, and no later stage at all', async () => {
    const { sample, learner } = await runFixture(ctx);
    const client = runClient(ctx, learner);
    const bodies: string[] = [];
    const record = async (response: ReturnType<typeof client.start>) => {
      const res = await response;
      bodies.push(res.body);
      return res;
    };
    const check = (position: number) => {
      const body = bodies.at(-1) ?? '';
      const stage = JSON.parse(body).stages[position];
      expect(stage.committed).toBe(false);
      for (const option of stage.options)
        expect([option.points, option.feedback, option.rating]).toEqual([null, null, null]);
      for (const feedback of sampleStages[position]?.options.map((option) => option.feedback) ?? [])
        expect(body).not.toContain(feedback);
      for (const later of sampleStages.slice(position + 1)) expect(body).not.toContain(later.body);
    };
    const attemptId = (await record(client.start(sample.id))).json<{ attempt_id: number }>().attempt_id;
    check(0);
    for (const [position, stage] of sample.stages.entries()) {
      const role = position === 3 ? { role: 'main' } : {};
      await record(
        client.decide(attemptId, { action: 'pick', stage_id: stage.id, option_id: stage.optionIds[0], ...role }),
      );
      check(position);
      await record(client.run(sample.id));
      check(position);
      await record(client.commit(attemptId, stage.id));
      if (position + 1 < sample.stages.length) check(position + 1);
    }
  });

  it('finishes once: counts the first attempt for peers, moves the counters, puts the misses in the memory queue', async () => {
    const { sample, learner } = await runFixture(ctx);
    const db = ctx.database.db;
    const client = runClient(ctx, learner);
    const { attempt_id: attemptId } = await startedRun(client, sample.id);
    // The good play, plus the harmful scan ordered at the tests stage.
    const tests = stageOf(sample, 2);
    for (const [position, stage] of sample.stages.entries()) {
      if (position === 2) break;
      const body = { action: 'pick', stage_id: stage.id, option_id: stage.optionIds[0] };
      await okState(client.decide(attemptId, body));
      await okState(client.commit(attemptId, stage.id));
    }
    await okState(client.decide(attemptId, { action: 'pick', stage_id: tests.id, option_id: optionOf(sample, 2, 2) }));
    await okState(client.commit(attemptId, tests.id));
    const diagnosis = stageOf(sample, 3);
    await okState(
      client.decide(attemptId, {
        action: 'pick',
        stage_id: diagnosis.id,
        option_id: optionOf(sample, 3, 1),
        role: 'main',
      }),
    );
    await okState(
      client.decide(attemptId, {
        action: 'pick',
        stage_id: diagnosis.id,
        option_id: optionOf(sample, 3, 0),
        role: 'differential',
      }),
    );
    await okState(client.commit(attemptId, diagnosis.id));
    for (const position of [4, 5]) {
      const stage = stageOf(sample, position);
      await okState(
        client.decide(attemptId, { action: 'pick', stage_id: stage.id, option_id: optionOf(sample, position, 0) }),
      );
      const state = await okState(client.commit(attemptId, stage.id));
      expect(state.current_stage).toBe(position === 5 ? null : position + 1);
    }
    expect(
      await refusal(
        client.decide(attemptId, {
          action: 'pick',
          stage_id: stageOf(sample, 5).id,
          option_id: optionOf(sample, 5, 1),
        }),
      ),
    ).toBe('409 clinical_cases.stage_committed');

    const finished = await okState(client.finish(attemptId));
    expect(finished).toMatchObject({ counts_for_peers: true, current_stage: null });
    expect(finished.finished_at).not.toBeNull();
    expect(await okState(client.finish(attemptId))).toEqual(finished);
    expect(
      await refusal(
        client.decide(attemptId, {
          action: 'pick',
          stage_id: stageOf(sample, 5).id,
          option_id: optionOf(sample, 5, 1),
        }),
      ),
    ).toBe('409 clinical_cases.attempt_finished');

    // 10 + 10 − 10 + (0 main + 2 differential) + 10 + 10 = 32 of 106.
    const [counters] = await db.select().from(clinicalCases).where(eq(clinicalCases.id, sample.id));
    expect(counters).toMatchObject({ finished_count: 1, score_pct_sum: Math.round((32 / 106) * 100) });
    const options = await db.select().from(clinicalCaseOptions);
    const counted = (id: number) => options.find((option) => option.id === id);
    expect(counted(optionOf(sample, 3, 1))).toMatchObject({ chosen_count: 1, differential_count: 0 });
    expect(counted(optionOf(sample, 3, 0))).toMatchObject({ chosen_count: 0, differential_count: 1 });
    expect(counted(optionOf(sample, 2, 0))).toMatchObject({ chosen_count: 0 });

    const items = await db
      .select()
      .from(memoryItems)
      .where(and(eq(memoryItems.user_id, learner.user.id), isNotNull(memoryItems.case_option_id)));
    // Missed essentials: the ECG, the main diagnosis, the angioplasty; harmful taken: the scan.
    expect(items.map((item) => item.case_option_id).sort()).toEqual(
      [optionOf(sample, 2, 0), optionOf(sample, 2, 2), optionOf(sample, 3, 0), optionOf(sample, 4, 1)].sort(),
    );
    for (const item of items) {
      expect(item.due.getTime()).toBe(studyDayStart(item.missed_at ?? new Date(0), 1).getTime());
      expect(item.due.getTime()).toBeGreaterThan(Date.now());
    }

    // A practice attempt moves no peer counter; an item it did not miss stays as the learner left it.
    const ecg = optionOf(sample, 2, 0);
    const angioplasty = optionOf(sample, 4, 1);
    await db.update(memoryItems).set({ removed_at: new Date() }).where(eq(memoryItems.case_option_id, ecg));
    const practice = await startedRun(client, sample.id);
    await playSampleCase(client, sample, practice.attempt_id);
    expect((await okState(client.finish(practice.attempt_id))).counts_for_peers).toBe(false);
    const [after] = await db.select().from(clinicalCases).where(eq(clinicalCases.id, sample.id));
    expect(after?.finished_count).toBe(1);
    const itemOf = async (optionId: number) =>
      (await db.select().from(memoryItems).where(eq(memoryItems.case_option_id, optionId)))[0];
    expect((await itemOf(ecg))?.removed_at).not.toBeNull();

    // Missed again (only AAS at the management), the removed and resolved item comes back.
    await db
      .update(memoryItems)
      .set({ removed_at: new Date(), resolved_at: new Date(), due: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(memoryItems.case_option_id, angioplasty));
    const third = await startedRun(client, sample.id);
    for (const [position, stage] of sample.stages.entries()) {
      const role = position === 3 ? { role: 'main' } : {};
      await okState(
        client.decide(third.attempt_id, { action: 'pick', stage_id: stage.id, option_id: stage.optionIds[0], ...role }),
      );
      await okState(client.commit(third.attempt_id, stage.id));
    }
    await okState(client.finish(third.attempt_id));
    const revived = await itemOf(angioplasty);
    expect(revived).toMatchObject({ removed_at: null, resolved_at: null });
    expect(revived?.due.getTime()).toBe(studyDayStart(revived?.missed_at ?? new Date(0), 1).getTime());
  });

  it('scores each stage as the sum of the chosen options’ points, whatever the picks', async () => {
    const { sample, learner } = await runFixture(ctx);
    const client = runClient(ctx, learner);
    const points = (position: number, option: number, role = 'pick') => {
      const authored = sampleStages[position]?.options[option];
      return (role === 'differential' ? authored?.differentialPoints : authored?.points) ?? 0;
    };
    const subset = (size: number) =>
      fc.subarray(
        Array.from({ length: size }, (_, index) => index),
        { minLength: 1 },
      );
    const plan = fc.record({
      lists: fc.tuple(subset(3), subset(2), subset(3)),
      main: fc.integer({ min: 0, max: 2 }),
      differentials: fc.subarray([0, 1, 2]),
      management: subset(3),
      answer: fc.integer({ min: 0, max: 2 }),
    });
    await fc.assert(
      fc.asyncProperty(plan, async (choice) => {
        const { attempt_id: attemptId } = await startedRun(client, sample.id);
        const picks: [number, string][][] = [
          ...choice.lists.map((list) => list.map((option): [number, string] => [option, 'pick'])),
          [
            ...choice.differentials
              .filter((option) => option !== choice.main)
              .map((option): [number, string] => [option, 'differential']),
            [choice.main, 'main'],
          ],
          choice.management.map((option): [number, string] => [option, 'pick']),
          [[choice.answer, 'pick']],
        ];
        for (const [position, stagePicks] of picks.entries()) {
          const stageId = stageOf(sample, position).id;
          for (const [option, role] of stagePicks) {
            const extra = role === 'pick' ? {} : { role };
            const body = { action: 'pick', stage_id: stageId, option_id: optionOf(sample, position, option), ...extra };
            await okState(client.decide(attemptId, body));
          }
          const state = await okState(client.commit(attemptId, stageId));
          const expected = stagePicks.reduce((sum, [option, role]) => sum + points(position, option, role), 0);
          expect(state.stages[position]?.score).toBe(expected);
        }
        await okState(client.finish(attemptId));
      }),
      { numRuns: 8 },
    );
  });
});
