import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeEmbeddingOf, startFakeLlmServer } from '../../../test/fake-llm-server.ts';
import { freePort } from '../../../test/free-port.ts';
import { EmbedderFailed } from './embedder-failed.ts';
import { createOpenAiEmbedder } from './openai-embedder.ts';

const llm = await startFakeLlmServer();
afterAll(() => llm.close());
beforeEach(() => llm.reset());

const timeoutMs = 300;
const baseURL = llm.embeddingEnv.EMBEDDING_BASE_URL ?? '';
const embedder = createOpenAiEmbedder({ baseURL, apiKey: 'sk-emb', model: 'test-embedding', timeoutMs, batchSize: 3 });

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('the OpenAI-compatible embedder', () => {
  it('gives one vector per text, in order, across batches', async () => {
    const texts = ['sepse e lactato', 'choque séptico', 'noradrenalina', 'hipoperfusão', 'lactato na sepse'];
    const vectors = await embedder.embed(texts);
    expect(vectors).toEqual(texts.map((text) => fakeEmbeddingOf(text)));
    const bodies = llm.requests.map((request) => request.body);
    expect(bodies).toEqual([
      { model: 'test-embedding', input: texts.slice(0, 3), encoding_format: 'float' },
      { model: 'test-embedding', input: texts.slice(3), encoding_format: 'float' },
    ]);
    expect(llm.requests[0]?.headers.authorization).toBe('Bearer sk-emb');
  });

  it('sends nothing for no texts', async () => {
    expect(await embedder.embed([])).toEqual([]);
    expect(llm.requests).toEqual([]);
  });

  it('fails with the status when the server answers an error, without retrying', async () => {
    llm.failEmbeddings(503);
    const error = await failureOf(embedder.embed(['sepse']));
    expect(error).toBeInstanceOf(EmbedderFailed);
    expect(error).toMatchObject({ reason: 'http', status: 503 });
    expect(llm.requests).toHaveLength(1);
  });

  it('fails with a timeout when the server does not answer', async () => {
    llm.hangEmbeddings();
    const started = performance.now();
    const error = await failureOf(embedder.embed(['sepse']));
    expect(error).toMatchObject({ reason: 'timeout' });
    expect(performance.now() - started).toBeLessThan(timeoutMs * 2.5);
  });

  it('fails as network when the server cannot be reached', async () => {
    const nowhere = createOpenAiEmbedder({
      baseURL: `http://127.0.0.1:${await freePort()}/v1`,
      apiKey: undefined,
      model: 'test-embedding',
      timeoutMs,
    });
    expect(await failureOf(nowhere.embed(['sepse']))).toMatchObject({ reason: 'network' });
  });

  it('throws the caller’s abort as it is', async () => {
    llm.hangEmbeddings();
    const caller = new AbortController();
    const reason = new Error('caller gave up');
    setTimeout(() => caller.abort(reason), 30);
    expect(await failureOf(embedder.embed(['sepse'], caller.signal))).toBe(reason);
  });
});
