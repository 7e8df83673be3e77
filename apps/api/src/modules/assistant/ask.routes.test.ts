import type { AssistantConversation, AssistantConversationList, AssistantInfo } from '@members/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { assistantClient, assistantFixture, refusal } from './assistant-test-support.ts';

describe('assistant: ask, stream, keep the conversation', () => {
  const ctx = useTestApp();

  it('streams an answer from the material with numbered citations that name the cited lesson', async () => {
    const fixture = await assistantFixture(ctx);
    const client = assistantClient(ctx, fixture.learner);
    const info = (await client.info()).json<AssistantInfo>();
    expect(info).toMatchObject({ name: 'Assistente', answerer: 'extractive', used_today: 0, daily_limit: 40 });

    const streamed = await client.answer({ question: 'Qual a dose de dantroleno na hipertermia maligna?' });
    expect(streamed.status).toBe(200);
    expect(streamed.contentType).toContain('text/event-stream');
    expect(streamed.events.map((item) => item.event)[0]).toBe('start');
    expect(streamed.events.at(-1)?.event).toBe('done');
    expect(streamed.deltas.length).toBeGreaterThan(3);
    expect(streamed.start.question).toMatchObject({
      role: 'user',
      text: 'Qual a dose de dantroleno na hipertermia maligna?',
    });
    const { answer, used_today } = streamed.done;
    expect(used_today).toBe(1);
    expect(answer).toMatchObject({ role: 'assistant', answerer: 'extractive', flags: [] });
    expect(answer.text).toContain('2,5 mg/kg');
    expect(answer.citations.length).toBeGreaterThan(0);
    for (const citation of answer.citations) expect(answer.text).toContain(`[${citation.n}]`);
    expect(answer.citations[0]).toMatchObject({
      kind: 'lesson',
      title: 'Hipertermia maligna',
      lesson_id: fixture.lessonIds.hyperthermia,
      course_id: fixture.courseId,
    });
    expect(streamed.deltas.join('')).toContain('2,5 mg/kg');

    const list = (await client.conversations()).json<AssistantConversationList>();
    expect(list.conversations).toHaveLength(1);
    expect(list.conversations[0]).toMatchObject({
      id: streamed.start.conversation_id,
      title: 'Qual a dose de dantroleno na hipertermia maligna?',
      message_count: 2,
    });
    const kept = (await client.conversation(streamed.start.conversation_id)).json<AssistantConversation>();
    expect(kept.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(kept.messages[1]).toEqual(answer);
    expect((await client.info()).json<AssistantInfo>().used_today).toBe(1);
  });

  it('continues a conversation, and a short follow-up is searched with the question before it', async () => {
    const fixture = await assistantFixture(ctx);
    const client = assistantClient(ctx, fixture.learner);
    const first = await client.answer({ question: 'Como reverter o bloqueio neuromuscular do rocurônio?' });
    const second = await client.answer({
      question: 'e no bloqueio profundo?',
      conversation_id: first.start.conversation_id,
    });
    expect(second.start.conversation_id).toBe(first.start.conversation_id);
    expect(second.done.answer.text).toContain('4 mg/kg');
    const kept = (await client.conversation(first.start.conversation_id)).json<AssistantConversation>();
    expect(kept.message_count).toBe(4);
  });

  it('says so when the material does not cover the question, citing nothing', async () => {
    const fixture = await assistantFixture(ctx);
    const streamed = await assistantClient(ctx, fixture.learner).answer({ question: 'Qual a capital da França?' });
    expect(streamed.done.answer.flags).toEqual(['not_found']);
    expect(streamed.done.answer.citations).toEqual([]);
    expect(streamed.done.answer.text.toLowerCase()).toContain('não encontrei isso no material');
  });

  it('refuses bad questions, no session, and others’ conversations, counting none of them', async () => {
    const fixture = await assistantFixture(ctx);
    const client = assistantClient(ctx, fixture.learner);
    expect(refusal(await client.ask({ question: '   ' }))).toBe('422 common.validation_failed');
    expect(refusal(await client.ask({ question: 'x'.repeat(1001) }))).toBe('422 common.validation_failed');
    expect(refusal(await client.ask({}))).toBe('422 common.validation_failed');
    expect(refusal(await client.ask({ question: 'oi', conversation_id: 'não-é-uuid' }))).toBe(
      '422 common.validation_failed',
    );
    expect((await assistantClient(ctx, null).ask({ question: 'dantroleno?' })).statusCode).toBe(401);
    const mine = await client.answer({ question: 'dantroleno na hipertermia maligna' });
    const other = assistantClient(ctx, fixture.other.learner);
    const stranger = { question: 'oi', conversation_id: mine.start.conversation_id };
    expect(refusal(await other.ask(stranger))).toBe('404 assistant.conversation_not_found');
    expect(refusal(await other.conversation(mine.start.conversation_id))).toBe('404 assistant.conversation_not_found');
    expect(refusal(await other.remove(mine.start.conversation_id))).toBe('404 assistant.conversation_not_found');
    expect(refusal(await client.conversation(crypto.randomUUID()))).toBe('404 assistant.conversation_not_found');
    expect((await other.info()).json<AssistantInfo>().used_today).toBe(0);
    expect((await client.info()).json<AssistantInfo>().used_today).toBe(1);
    expect((await client.conversation(mine.start.conversation_id)).statusCode).toBe(200);
  });

  it('deletes one conversation, then all, and only the learner’s own', async () => {
    const fixture = await assistantFixture(ctx);
    const client = assistantClient(ctx, fixture.learner);
    const other = assistantClient(ctx, fixture.other.learner);
    const one = await client.answer({ question: 'dantroleno' });
    const two = await client.answer({ question: 'sugamadex' });
    const theirs = await other.answer({ question: 'feocromocitoma' });
    expect((await client.remove(one.start.conversation_id)).statusCode).toBe(204);
    expect(refusal(await client.conversation(one.start.conversation_id))).toBe('404 assistant.conversation_not_found');
    expect(
      (await client.conversations()).json<AssistantConversationList>().conversations.map((item) => item.id),
    ).toEqual([two.start.conversation_id]);
    expect((await client.removeAll()).statusCode).toBe(204);
    expect((await client.conversations()).json<AssistantConversationList>().conversations).toEqual([]);
    expect((await other.conversation(theirs.start.conversation_id)).statusCode).toBe(200);
    // Deleting gives no questions back.
    expect((await client.info()).json<AssistantInfo>().used_today).toBe(2);
  });
});
