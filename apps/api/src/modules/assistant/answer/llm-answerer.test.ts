import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../../test/free-port.ts';
import { startFakeLlmServer } from '../../../test/fake-llm-server.ts';
import { AnswererFailed } from './answerer-failed.ts';
import { checkCitations } from './citations.ts';
import { createLlmAnswerer } from './llm-answerer.ts';
import { readStream, testAnswerInput } from './llm-answerer-test-support.ts';
import { llmPrompt } from './llm-prompt.ts';

const llm = await startFakeLlmServer();
afterAll(() => llm.close());
beforeEach(() => llm.reset());

const timeoutMs = 300;
const baseURL = llm.llmEnv.LLM_BASE_URL ?? '';
const answerer = createLlmAnswerer({ baseURL, apiKey: 'sk-test', model: 'test-model', timeoutMs });

describe('the chat-completions answerer', () => {
  it('streams the model’s words as they arrive, in order', async () => {
    const text = 'O lactato acima de 2 mmol/L indica hipoperfusão [1]; a noradrenalina vem primeiro [2].';
    llm.answer(text, { chunkSize: 6, delayMs: 15 });
    const { deltas, times, error } = await readStream(answerer, testAnswerInput());
    expect(error).toBeNull();
    expect(deltas.join('')).toBe(text);
    expect(deltas.length).toBeGreaterThan(10);
    // Streamed, not gathered: the first words came well before the last.
    expect((times.at(-1) ?? 0) - (times[0] ?? 0)).toBeGreaterThan(15 * (deltas.length - 2) * 0.8);
  });

  it('sends the prompt of the given passages, the model, the key and nothing about the learner', async () => {
    const input = testAnswerInput();
    await readStream(answerer, input);
    expect(llm.requests).toHaveLength(1);
    const [request] = llm.requests;
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body).toEqual({ model: 'test-model', messages: llmPrompt(input), stream: true });
    const user = llm.chatMessages()[0]?.[1]?.content ?? '';
    expect(user).toContain('[1] (Aula: Sepse) O lactato acima de 2 mmol/L indica hipoperfusão.');
    expect(user).toContain('[2] (Aula: Choque) Noradrenalina é o vasopressor de primeira escolha.');
  });

  it('lets checkCitations take out a passage the model made up', async () => {
    llm.answer('O lactato indica hipoperfusão [1], segundo a diretriz [7].');
    const { deltas } = await readStream(answerer, testAnswerInput());
    expect(checkCitations(deltas.join(''), 2)).toEqual({
      text: 'O lactato indica hipoperfusão [1], segundo a diretriz.',
      cited: [1],
      removed: 1,
    });
  });

  it.each([
    ['sends the headers and then nothing', () => llm.hang({ headers: true })],
    ['does not answer at all', () => llm.hang()],
    ['is slow to its first token', () => llm.slowFirstToken(timeoutMs * 4)],
  ])('fails with a timeout after LLM_TIMEOUT_MS when the model %s', async (_, arrange) => {
    arrange();
    const { deltas, error, elapsedMs } = await readStream(answerer, testAnswerInput());
    expect(deltas).toEqual([]);
    expect(error).toBeInstanceOf(AnswererFailed);
    expect(error).toMatchObject({ reason: 'timeout', code: 'assistant.stream_failed' });
    expect(elapsedMs).toBeGreaterThanOrEqual(timeoutMs * 0.9);
    expect(elapsedMs).toBeLessThan(timeoutMs * 2.5);
    await vi.waitFor(() => expect(llm.requests[0]?.closedEarly).toBe(true));
  });

  it('fails with a timeout when the model stalls between tokens, keeping what it wrote', async () => {
    llm.answer('Primeiro. Depois de muito tempo.', { chunkSize: 10, delayMs: timeoutMs * 3 });
    const { deltas, error, elapsedMs } = await readStream(answerer, testAnswerInput());
    expect(deltas).toEqual(['Primeiro. ']);
    expect(error).toMatchObject({ reason: 'timeout' });
    expect(elapsedMs).toBeLessThan(timeoutMs * 2.5);
  });

  it('waits as long as tokens keep coming, however long the whole answer takes', async () => {
    llm.answer('palavra '.repeat(12), { chunkSize: 8, delayMs: timeoutMs / 3 });
    const { deltas, error, elapsedMs } = await readStream(answerer, testAnswerInput());
    expect(error).toBeNull();
    expect(deltas).toHaveLength(12);
    expect(elapsedMs).toBeGreaterThan(timeoutMs * 3);
  });

  it.each([500, 429, 401])(
    'fails with the status when the model answers %i, at once and without retrying',
    async (status) => {
      llm.fail(status);
      const { error, elapsedMs } = await readStream(answerer, testAnswerInput());
      expect(error).toBeInstanceOf(AnswererFailed);
      expect(error).toMatchObject({ reason: 'http', status });
      expect(elapsedMs).toBeLessThan(timeoutMs);
      expect(llm.requests).toHaveLength(1);
    },
  );

  it('fails as http when the model streams nothing', async () => {
    llm.answer('');
    const { error } = await readStream(answerer, testAnswerInput());
    expect(error).toMatchObject({ reason: 'http' });
  });

  it('fails as network when the model cannot be reached', async () => {
    const nowhere = `http://127.0.0.1:${await freePort()}/v1`;
    const unreachable = createLlmAnswerer({ baseURL: nowhere, apiKey: undefined, model: 'test-model', timeoutMs });
    const { error } = await readStream(unreachable, testAnswerInput());
    expect(error).toBeInstanceOf(AnswererFailed);
    expect(error).toMatchObject({ reason: 'network' });
  });

  it('stops the model call when the learner closes the stream, ending quietly with the words so far', async () => {
    llm.answer('palavra '.repeat(40), { chunkSize: 8, delayMs: 30 });
    const learner = new AbortController();
    const { deltas, error } = await readStream(answerer, testAnswerInput({ signal: learner.signal }), (index) => {
      if (index === 1) learner.abort();
    });
    expect(error).toBeNull();
    expect(deltas.length).toBeGreaterThanOrEqual(2);
    expect(deltas.length).toBeLessThan(5);
    await vi.waitFor(() => expect(llm.requests[0]?.closedEarly).toBe(true));
  });

  it('stops a model that has not answered yet when the learner leaves, without waiting for the timeout', async () => {
    llm.hang();
    const learner = new AbortController();
    setTimeout(() => learner.abort(), 50);
    const { deltas, error, elapsedMs } = await readStream(answerer, testAnswerInput({ signal: learner.signal }));
    expect({ deltas, error }).toEqual({ deltas: [], error: null });
    expect(elapsedMs).toBeLessThan(timeoutMs * 0.8);
    await vi.waitFor(() => expect(llm.requests[0]?.closedEarly).toBe(true));
  });

  it('stops the model call when the reader stops reading', async () => {
    llm.answer('palavra '.repeat(40), { chunkSize: 8, delayMs: 30 });
    const { deltas } = await readStream(answerer, testAnswerInput(), () => false);
    expect(deltas).toHaveLength(1);
    await vi.waitFor(() => expect(llm.requests[0]?.closedEarly).toBe(true));
  });
});
