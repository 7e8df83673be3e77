import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeEmbeddingOf, fakeLlmDefaultAnswer, startFakeLlmServer } from './fake-llm-server.ts';

const llm = await startFakeLlmServer();
afterAll(() => llm.close());
beforeEach(() => llm.reset());

const post = (path: string, body: unknown) =>
  fetch(`${llm.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const chat = { model: 'test-model', messages: [{ role: 'user', content: 'Oi' }] };

/** The `data:` payloads of a server-sent-events body. */
const eventsOf = (body: string) =>
  body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => block.slice('data: '.length));

const cosine = (a: number[], b: number[]) => a.reduce((sum, value, index) => sum + value * (b[index] ?? 0), 0);

describe('the fake OpenAI-compatible server', () => {
  it('streams a chat answer as server-sent chunks ending with [DONE]', async () => {
    llm.answer('Olá, mundo [1].', { chunkSize: 5 });
    const response = await post('/v1/chat/completions', { ...chat, stream: true });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const events = eventsOf(await response.text());
    expect(events.at(-1)).toBe('[DONE]');
    const chunks = events.slice(0, -1).map((event) => JSON.parse(event));
    expect(chunks.map((chunk) => chunk.choices[0].delta.content ?? '')).toEqual(['Olá, ', 'mundo', ' [1].', '']);
    expect(chunks.at(-1).choices[0].finish_reason).toBe('stop');
    expect(llm.chatMessages()).toEqual([chat.messages]);
  });

  it('answers a whole completion when not asked to stream, the default answer until told otherwise', async () => {
    const completion = (await (await post('/v1/chat/completions', chat)).json()) as {
      choices: { message: { content: string } }[];
    };
    expect(completion.choices[0]?.message.content).toBe(fakeLlmDefaultAnswer);
  });

  it('fails with the status it is told, in the OpenAI error shape', async () => {
    llm.fail(500);
    const response = await post('/v1/chat/completions', { ...chat, stream: true });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: { message: 'Fake failure 500' } });
  });

  it('gives deterministic unit vectors that are nearer for texts sharing words', async () => {
    const input = ['Sepse e lactato', 'lactato na sepse grave', 'fratura de fêmur'];
    const answer = (await (await post('/v1/embeddings', { model: 'e', input })).json()) as {
      data: { embedding: number[] }[];
    };
    const vectors = answer.data.map((item) => item.embedding);
    expect(vectors).toEqual(input.map((text) => fakeEmbeddingOf(text)));
    const [sepsis = [], severeSepsis = [], fracture = []] = vectors;
    expect(sepsis).toHaveLength(64);
    expect(cosine(sepsis, sepsis)).toBeCloseTo(1, 6);
    expect(cosine(sepsis, severeSepsis)).toBeGreaterThan(cosine(sepsis, fracture) + 0.3);
    expect(fakeEmbeddingOf('SEPSE É')).toEqual(fakeEmbeddingOf('sepse e'));
  });

  it('records each request with its headers and body, and whether the client hung up', async () => {
    llm.hang({ headers: true });
    const client = new AbortController();
    const response = await fetch(`${llm.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer k' },
      body: JSON.stringify({ ...chat, stream: true }),
      signal: client.signal,
    });
    expect(response.status).toBe(200);
    client.abort();
    await expect.poll(() => llm.requests[0]?.closedEarly).toBe(true);
    expect(llm.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/chat/completions',
      body: { ...chat, stream: true },
    });
    expect(llm.requests[0]?.headers.authorization).toBe('Bearer k');
  });
});
