import { describe, expect, it } from 'vitest';
import type { RunState } from '@members/contract';
import { useTestApp } from '../../../test/test-app.ts';
import { createLearner, createProducer } from '../../courses/course-test-support.ts';
import { writeSampleCase } from '../case-test-support.ts';
import { okState, playSampleCase, refusal, runClient, runFixture, startedRun } from './run-test-support.ts';

describe('clinical case run: start and resume', () => {
  const ctx = useTestApp();

  it('starts an attempt (201) at the first stage, then resumes the same one (200); GET run reads it', async () => {
    const { sample, learner } = await runFixture(ctx);
    const client = runClient(ctx, learner);
    expect(await refusal(client.run(sample.id))).toBe('404 clinical_cases.attempt_not_found');

    const first = await client.start(sample.id);
    expect(first.statusCode).toBe(201);
    const started = first.json<RunState>();
    expect(started).toMatchObject({ current_stage: 0, finished_at: null, active_seconds: 0, counts_for_peers: false });
    expect(started.case).toEqual({ id: sample.id, title: 'Dor torácica no pronto-socorro', stage_count: 6 });
    expect(started.stages.map((stage) => stage.kind)).toEqual(['history']);

    const again = await client.start(sample.id);
    expect(again.statusCode).toBe(200);
    expect(again.json<RunState>().attempt_id).toBe(started.attempt_id);
    expect((await okState(client.run(sample.id))).attempt_id).toBe(started.attempt_id);
  });

  it('makes one attempt of concurrent starts', async () => {
    const { sample, learner } = await runFixture(ctx);
    const client = runClient(ctx, learner);
    const answers = await Promise.all(Array.from({ length: 6 }, () => client.start(sample.id)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((res) => res.json<RunState>().attempt_id)).size).toBe(1);
  });

  it('starts a practice attempt after a finish; the first finished one keeps counting for peers', async () => {
    const { sample, learner } = await runFixture(ctx);
    const client = runClient(ctx, learner);
    const first = await startedRun(client, sample.id);
    await playSampleCase(client, sample, first.attempt_id);
    expect((await okState(client.finish(first.attempt_id))).counts_for_peers).toBe(true);
    expect(await refusal(client.run(sample.id))).toBe('404 clinical_cases.attempt_not_found');

    const practice = await client.start(sample.id);
    expect(practice.statusCode).toBe(201);
    const state = practice.json<RunState>();
    expect(state.attempt_id).not.toBe(first.attempt_id);
    expect(state.current_stage).toBe(0);
    await playSampleCase(client, sample, state.attempt_id);
    const finished = await okState(client.finish(state.attempt_id));
    expect(finished.counts_for_peers).toBe(false);
    expect(finished.finished_at).not.toBeNull();
  });

  it("answers 404 for another producer's case, a draft and a missing one; 401 logged out", async () => {
    const { sample, learner, producerId } = await runFixture(ctx);
    const draft = await writeSampleCase(ctx.database.db, producerId, { status: 'draft' });
    const other = await createProducer(ctx.database.db);
    const stranger = runClient(ctx, await createLearner(ctx.database.db, other.id));
    expect(await refusal(stranger.start(sample.id))).toBe('404 clinical_cases.not_found');
    expect(await refusal(stranger.run(sample.id))).toBe('404 clinical_cases.not_found');
    const client = runClient(ctx, learner);
    expect(await refusal(client.start(draft.id))).toBe('404 clinical_cases.not_found');
    expect(await refusal(client.start(2_000_000_000))).toBe('404 clinical_cases.not_found');
    const anonymous = runClient(ctx, null);
    expect((await anonymous.start(sample.id)).statusCode).toBe(401);
    expect((await anonymous.run(sample.id)).statusCode).toBe(401);
  });
});
