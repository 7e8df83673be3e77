import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/test-app.ts';
import { fakeEmbeddingOf, startFakeLlmServer } from '../../../test/fake-llm-server.ts';
import { readStream, testAnswerInput } from '../answer/llm-answerer-test-support.ts';
import { answererFromConfig, embedderFromConfig } from './assistant-providers.ts';

const llm = await startFakeLlmServer();
afterAll(() => llm.close());

describe('the assistant’s providers from the configuration', () => {
  it('are none when no server is configured (extractive answers, full-text retrieval)', async () => {
    const config = testConfig();
    expect(await answererFromConfig(config)).toBeNull();
    expect(await embedderFromConfig(config)).toBeNull();
  });

  it('are the configured servers’ model and embeddings', async () => {
    const config = testConfig({ ...llm.llmEnv, ...llm.embeddingEnv, LLM_API_KEY: 'sk-config', LLM_TIMEOUT_MS: '400' });
    const answerer = await answererFromConfig(config);
    expect(answerer?.kind).toBe('llm');
    llm.answer('Resposta [1].');
    expect((await readStream(answerer!, testAnswerInput())).deltas.join('')).toBe('Resposta [1].');
    expect(llm.requests.at(-1)?.body).toMatchObject({ model: 'test-model' });
    expect(llm.requests.at(-1)?.headers.authorization).toBe('Bearer sk-config');

    const embedder = await embedderFromConfig(config);
    expect(embedder?.model).toBe('test-embedding');
    expect(await embedder?.embed(['sepse'])).toEqual([fakeEmbeddingOf('sepse')]);
  });

  it('time the model out after LLM_TIMEOUT_MS', async () => {
    llm.hang({ headers: true });
    const answerer = await answererFromConfig(testConfig({ ...llm.llmEnv, LLM_TIMEOUT_MS: '150' }));
    const { error, elapsedMs } = await readStream(answerer!, testAnswerInput());
    expect(error).toMatchObject({ reason: 'timeout' });
    expect(elapsedMs).toBeLessThan(400);
  });
});
