import type { AssistantInfo } from '@members/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeLlmServer, type FakeLlmServer } from '../../test/fake-llm-server.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  assistantClient,
  assistantFixture,
  foreignOnly,
  lockedSpinal,
  type AssistantFixture,
} from './assistant-test-support.ts';

describe('assistant: answers by an OpenAI-compatible model (a local test server, real HTTP and streaming)', () => {
  let server: FakeLlmServer;
  const env: Record<string, string> = {};
  const lines: string[] = [];
  beforeAll(async () => {
    server = await startFakeLlmServer();
    Object.assign(env, server.llmEnv, { LLM_TIMEOUT_MS: '400', LOG_LEVEL: 'trace' });
  });
  afterAll(async () => server?.close());
  const ctx = useTestApp({ env, logStream: { write: (line) => lines.push(line) } });
  let fixture: AssistantFixture;
  beforeAll(async () => {
    fixture = await assistantFixture(ctx);
  });
  beforeEach(() => server.reset());
  const ask = (question: string) => assistantClient(ctx, fixture.learner).answer({ question });

  it('streams the model’s words and sends it only this producer’s passages, nothing personal', async () => {
    expect((await assistantClient(ctx, fixture.learner).info()).json<AssistantInfo>().answerer).toBe('llm');
    server.answer('Na hipertermia maligna, suspenda o agente e administre dantroleno 2,5 mg/kg [1].');
    const streamed = await ask('Qual a dose de dantroleno na hipertermia maligna?');
    expect(streamed.start.answerer).toBe('llm');
    expect(streamed.deltas.length).toBeGreaterThan(5);
    expect(streamed.deltas.join('')).toBe(
      'Na hipertermia maligna, suspenda o agente e administre dantroleno 2,5 mg/kg [1].',
    );
    expect(streamed.done.answer).toMatchObject({ answerer: 'llm', flags: [] });
    expect(streamed.done.answer.citations.map((citation) => citation.n)).toEqual([1]);
    expect(streamed.done.answer.citations[0]?.lesson_id).toBe(fixture.lessonIds.hyperthermia);

    const prompt = JSON.stringify(server.chatMessages().at(-1));
    expect(prompt).toContain('dantroleno 2,5 mg/kg');
    expect(prompt).toContain('Qual a dose de dantroleno na hipertermia maligna?');
    expect(prompt).not.toContain(foreignOnly.slice(0, 40));
    expect(prompt).not.toContain(lockedSpinal.slice(0, 40));
    expect(prompt).not.toContain(fixture.learner.user.email);
    expect(prompt).not.toContain(fixture.learner.user.nome);
    expect(prompt).not.toContain(fixture.learner.user.id);
  });

  it('removes a citation of a passage it was not given and marks the answer', async () => {
    server.answer('O tratamento é o dantroleno [1], como mostra o consenso [7] e a diretriz [12].');
    const { done } = await ask('Qual o tratamento da hipertermia maligna?');
    expect(done.answer.text).not.toMatch(/\[(7|12)\]/);
    expect(done.answer.text).toContain('dantroleno [1]');
    expect(done.answer.flags).toEqual(['citations_removed']);
    expect(done.answer.citations.map((citation) => citation.n)).toEqual([1]);
  });

  it.each([
    ['fails', () => server.fail(500)],
    ['never answers', () => server.hang()],
    ['sends the headers, then nothing', () => server.hang({ headers: true })],
  ])('falls back to the extractive answer when the model %s', async (_name, misbehave) => {
    misbehave();
    const { done } = await ask('Qual a dose de dantroleno na hipertermia maligna?');
    expect(done.answer).toMatchObject({ answerer: 'extractive', flags: ['provider_fallback'] });
    expect(done.answer.text).toContain('2,5 mg/kg');
    expect(done.answer.citations.length).toBeGreaterThan(0);
  });

  it('does not call the model when nothing in the material is relevant', async () => {
    const { done } = await ask('Qual a capital da França?');
    expect(done.answer.flags).toEqual(['not_found']);
    expect(server.chatMessages()).toEqual([]);
  });

  it('logs no text of the questions, the passages or the answers (run last: it reads every test’s lines)', () => {
    const log = lines.join('');
    expect(log).toContain('assistant model failed');
    for (const text of ['dantroleno', 'hipertermia', 'França', 'consenso']) expect(log).not.toContain(text);
  });
});
