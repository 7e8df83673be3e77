import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { assistantClient, assistantFixture, lockedSpinal } from './assistant-test-support.ts';

describe('assistant: what a learner may read', () => {
  const ctx = useTestApp();

  it('never gives a learner of A a passage of B, even when only B’s material has the words', async () => {
    const fixture = await assistantFixture(ctx);
    const streamed = await assistantClient(ctx, fixture.learner).answer({
      question: 'Como preparar o feocromocitoma com fenoxibenzamina antes da adrenalectomia?',
    });
    expect(streamed.done.answer.flags).toEqual(['not_found']);
    expect(streamed.done.answer.citations).toEqual([]);
    expect(streamed.res.body).not.toContain('fenoxibenzamina antes da adrenalectomia, por 10 a 14 dias');
    const theirs = await assistantClient(ctx, fixture.other.learner).answer({
      question: 'Como preparar o feocromocitoma com fenoxibenzamina antes da adrenalectomia?',
    });
    expect(theirs.done.answer.citations[0]).toMatchObject({ kind: 'lesson', lesson_id: fixture.other.lessonId });
  });

  it('never quotes a course the learner has no access to', async () => {
    const fixture = await assistantFixture(ctx);
    const streamed = await assistantClient(ctx, fixture.learner).answer({
      question: 'Raquianestesia com bupivacaína hiperbárica na cesariana e fenilefrina',
    });
    expect(streamed.res.body).not.toContain(lockedSpinal.slice(0, 60));
    expect(streamed.done.answer.citations.map((citation) => citation.lesson_id)).not.toContain(
      fixture.lessonIds.locked,
    );
  });
});
