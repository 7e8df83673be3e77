import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { assistantClient, assistantFixture, refusal } from './assistant-test-support.ts';

describe('assistant: the context of a question', () => {
  const ctx = useTestApp();

  it('boosts the lesson asked about, and the question asked from its reveal', async () => {
    const fixture = await assistantFixture(ctx);
    const client = assistantClient(ctx, fixture.learner);
    const aboutLesson = await client.answer({
      question: 'Qual a dose?',
      context: { kind: 'lesson', id: fixture.lessonIds.sugammadex },
    });
    expect(aboutLesson.done.answer.citations[0]).toMatchObject({
      kind: 'lesson',
      lesson_id: fixture.lessonIds.sugammadex,
    });
    expect(aboutLesson.start.question.context).toEqual({ kind: 'lesson', id: fixture.lessonIds.sugammadex });

    const aboutQuestion = await client.answer({
      question: 'Por que a alternativa B está errada?',
      context: { kind: 'question', id: fixture.questionId, letter: 'B' },
    });
    expect(aboutQuestion.done.answer.citations.map((citation) => citation.question_id)).toContain(fixture.questionId);
    expect(aboutQuestion.start.question.context).toEqual({ kind: 'question', id: fixture.questionId, letter: 'B' });
  });

  it('answers 404 for a context of another producer, a locked lesson or one that does not exist, counting nothing', async () => {
    const fixture = await assistantFixture(ctx);
    const client = assistantClient(ctx, fixture.learner);
    const ask = (context: object) => client.ask({ question: 'Explique', context });
    for (const context of [
      { kind: 'lesson', id: fixture.other.lessonId },
      { kind: 'question', id: fixture.other.questionId },
      { kind: 'lesson', id: fixture.lessonIds.locked },
      { kind: 'case', id: 2_000_000_000 },
      { kind: 'flashcard', id: 2_000_000_000 },
    ]) {
      expect(refusal(await ask(context)), JSON.stringify(context)).toBe('404 assistant.context_not_found');
    }
    expect(refusal(await ask({ kind: 'simulado', id: 1 }))).toBe('422 common.validation_failed');
    expect(refusal(await ask({ kind: 'lesson', id: 0 }))).toBe('422 common.validation_failed');
    expect((await client.info()).json<{ used_today: number }>().used_today).toBe(0);
  });
});
