import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RunState } from '@members/contract';
import { clinicalCaseDecisions } from '../../../db/schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createLearner } from '../../courses/course-test-support.ts';
import {
  okState,
  optionOf,
  refusal,
  runClient,
  runFixture,
  stageOf,
  startedRun,
  type RunClient,
} from './run-test-support.ts';
import type { WrittenCase } from '../case-writer.ts';

const currentPicks = (state: RunState) => state.stages.at(-1)?.picks ?? [];

/** Commits the stages before `position` with one plain pick each (the main hypothesis at the diagnosis). */
async function reachStage(client: RunClient, sample: WrittenCase, attemptId: number, position: number) {
  for (let index = 0; index < position; index++) {
    const stage = stageOf(sample, index);
    const role = index === 3 ? { role: 'main' } : {};
    await okState(
      client.decide(attemptId, { action: 'pick', stage_id: stage.id, option_id: optionOf(sample, index, 0), ...role }),
    );
    await okState(client.commit(attemptId, stage.id));
  }
}

describe('clinical case run: decisions', () => {
  const ctx = useTestApp();

  async function atStage(position: number) {
    const fixture = await runFixture(ctx);
    const client = runClient(ctx, fixture.learner);
    const { attempt_id: attemptId } = await startedRun(client, fixture.sample.id);
    await reachStage(client, fixture.sample, attemptId, position);
    const stageId = stageOf(fixture.sample, position).id;
    const option = (index: number) => optionOf(fixture.sample, position, index);
    return { ...fixture, client, attemptId, stageId, option };
  }

  it('history: a pick adds and reveals its finding, again changes nothing, and is final', async () => {
    const { client, attemptId, stageId, option } = await atStage(0);
    const picked = await okState(client.decide(attemptId, { action: 'pick', stage_id: stageId, option_id: option(1) }));
    expect(currentPicks(picked)).toMatchObject([{ option_id: option(1), role: 'pick', position: 1 }]);
    expect(picked.stages[0]?.options.map((item) => item.finding)).toEqual([
      null,
      '<p>Hipertenso e tabagista.</p>',
      null,
    ]);
    const again = await okState(client.decide(attemptId, { action: 'pick', stage_id: stageId, option_id: option(1) }));
    expect(currentPicks(again)).toHaveLength(1);
    expect(await refusal(client.decide(attemptId, { action: 'unpick', stage_id: stageId, option_id: option(1) }))).toBe(
      '409 clinical_cases.decision_final',
    );
    expect(
      await refusal(client.decide(attemptId, { action: 'order', stage_id: stageId, option_ids: [option(1)] })),
    ).toBe('422 clinical_cases.decision_kind_invalid');
    expect(
      await refusal(
        client.decide(attemptId, {
          action: 'pick',
          stage_id: stageId,
          option_id: optionOf((await runFixture(ctx)).sample, 0, 0),
        }),
      ),
    ).toBe('422 clinical_cases.option_not_in_stage');
  });

  it('tests: the bill adds the prices and waits for the slowest test', async () => {
    const { client, attemptId, stageId, option } = await atStage(2);
    await okState(client.decide(attemptId, { action: 'pick', stage_id: stageId, option_id: option(0) }));
    const state = await okState(client.decide(attemptId, { action: 'pick', stage_id: stageId, option_id: option(1) }));
    expect(state).toMatchObject({ tests_cost_cents: 3500 + 4500, tests_minutes: 60 });
  });

  it('question: a pick replaces the answer; unpick and order are refused', async () => {
    const { client, attemptId, stageId, option } = await atStage(5);
    await okState(client.decide(attemptId, { action: 'pick', stage_id: stageId, option_id: option(1) }));
    const replaced = await okState(
      client.decide(attemptId, { action: 'pick', stage_id: stageId, option_id: option(0) }),
    );
    expect(currentPicks(replaced).map((pick) => pick.option_id)).toEqual([option(0)]);
    expect(await refusal(client.decide(attemptId, { action: 'unpick', stage_id: stageId, option_id: option(0) }))).toBe(
      '422 clinical_cases.decision_kind_invalid',
    );
  });

  it('diagnosis: roles, typed hypotheses, a new main replaces the old, a differential moves to main, unpick', async () => {
    const { client, attemptId, stageId, option } = await atStage(3);
    const decide = (body: Record<string, unknown>) => okState(client.decide(attemptId, { stage_id: stageId, ...body }));
    expect(await refusal(client.decide(attemptId, { action: 'pick', stage_id: stageId, option_id: option(0) }))).toBe(
      '422 clinical_cases.decision_kind_invalid',
    );
    await decide({ action: 'pick', option_id: option(1), role: 'differential' });
    let state = await decide({ action: 'pick', text: 'IAM com SUPRA', role: 'main' });
    expect(currentPicks(state)).toMatchObject([
      { option_id: option(1), role: 'differential' },
      { option_id: option(0), role: 'main', text: 'IAM com SUPRA' },
    ]);
    state = await decide({ action: 'pick', text: 'Síndrome de Tietze', role: 'differential' });
    state = await decide({ action: 'pick', text: 'sindrome de tietze', role: 'differential' });
    expect(currentPicks(state).filter((pick) => pick.option_id === null)).toMatchObject([
      { text: 'Síndrome de Tietze' },
    ]);
    // The differential becomes the main one; the old main goes.
    state = await decide({ action: 'pick', option_id: option(1), role: 'main' });
    expect(currentPicks(state).map((pick) => [pick.option_id, pick.role])).toEqual([
      [null, 'differential'],
      [option(1), 'main'],
    ]);
    state = await decide({ action: 'unpick', option_id: option(1) });
    expect(currentPicks(state).map((pick) => pick.role)).toEqual(['differential']);
    expect(await refusal(client.commit(attemptId, stageId))).toBe('422 clinical_cases.main_hypothesis_required');
    // A typed hypothesis that matched none is taken back by its text (accents and case aside).
    state = await decide({ action: 'unpick', text: 'SINDROME DE TIETZE' });
    expect(currentPicks(state)).toEqual([]);
    expect(
      await refusal(
        client.decide(attemptId, { action: 'unpick', stage_id: stageId, option_id: option(1), text: 'x y' }),
      ),
    ).toBe('422 clinical_cases.decision_kind_invalid');
  });

  it('management: appends, inserts at a position, unpick closes the gap, order must name every action', async () => {
    const { client, attemptId, stageId, option } = await atStage(4);
    const decide = (body: Record<string, unknown>) => okState(client.decide(attemptId, { stage_id: stageId, ...body }));
    const order = (state: RunState) => currentPicks(state).map((pick) => [pick.option_id, pick.position]);
    await decide({ action: 'pick', option_id: option(1) });
    let state = await decide({ action: 'pick', option_id: option(0), position: 1 });
    expect(order(state)).toEqual([
      [option(0), 1],
      [option(1), 2],
    ]);
    state = await decide({ action: 'pick', option_id: option(2), position: 2 });
    expect(order(state)).toEqual([
      [option(0), 1],
      [option(2), 2],
      [option(1), 3],
    ]);
    state = await decide({ action: 'unpick', option_id: option(2) });
    expect(order(state)).toEqual([
      [option(0), 1],
      [option(1), 2],
    ]);
    state = await decide({ action: 'order', option_ids: [option(1), option(0)] });
    expect(order(state)).toEqual([
      [option(1), 1],
      [option(0), 2],
    ]);
    expect(
      await refusal(client.decide(attemptId, { action: 'order', stage_id: stageId, option_ids: [option(1)] })),
    ).toBe('422 clinical_cases.decision_kind_invalid');
    expect(
      await refusal(
        client.decide(attemptId, { action: 'order', stage_id: stageId, option_ids: [option(1), option(2)] }),
      ),
    ).toBe('422 clinical_cases.decision_kind_invalid');
  });

  it('replays a key without a second row, refuses the key for another decision', async () => {
    const { client, attemptId, stageId, option } = await atStage(0);
    const key = randomUUID();
    const body = { action: 'pick', stage_id: stageId, option_id: option(0), idempotency_key: key };
    const first = await okState(client.decide(attemptId, body));
    const replay = await okState(client.decide(attemptId, body));
    expect(replay).toEqual(first);
    expect(await refusal(client.decide(attemptId, { ...body, option_id: option(1) }))).toBe(
      '409 clinical_cases.idempotency_conflict',
    );
  });

  it('counts 10 concurrent copies once, with one key or with ten', async () => {
    const { client, attemptId, stageId, option } = await atStage(0);
    const rows = async () =>
      (
        await ctx.database.db
          .select({ n: count() })
          .from(clinicalCaseDecisions)
          .where(eq(clinicalCaseDecisions.attempt_id, attemptId))
      )[0]?.n;
    const key = randomUUID();
    const sameKey = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.decide(attemptId, { action: 'pick', stage_id: stageId, option_id: option(0), idempotency_key: key }),
      ),
    );
    expect(sameKey.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(await rows()).toBe(1);
    const manyKeys = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.decide(attemptId, { action: 'pick', stage_id: stageId, option_id: option(1) }),
      ),
    );
    expect(manyKeys.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(await rows()).toBe(2);
  });

  it('refuses a committed stage, a later one, a foreign stage and other learners', async () => {
    const { client, attemptId, sample, option, producerId } = await atStage(1);
    const pick = (position: number) => ({
      action: 'pick',
      stage_id: stageOf(sample, position).id,
      option_id: optionOf(sample, position, 0),
    });
    expect(await refusal(client.decide(attemptId, pick(0)))).toBe('409 clinical_cases.stage_committed');
    expect(await refusal(client.decide(attemptId, pick(2)))).toBe('409 clinical_cases.stage_not_current');
    const otherCase = await runFixture(ctx);
    expect(
      await refusal(
        client.decide(attemptId, { action: 'pick', stage_id: otherCase.sample.stages[1]?.id, option_id: option(0) }),
      ),
    ).toBe('404 common.not_found');
    const classmate = runClient(ctx, await createLearner(ctx.database.db, producerId));
    expect(await refusal(classmate.decide(attemptId, pick(1)))).toBe('404 clinical_cases.attempt_not_found');
    const stranger = runClient(ctx, otherCase.learner);
    expect(await refusal(stranger.decide(attemptId, pick(1)))).toBe('404 clinical_cases.attempt_not_found');
    expect((await runClient(ctx, null).decide(attemptId, pick(1))).statusCode).toBe(401);
  });
});
