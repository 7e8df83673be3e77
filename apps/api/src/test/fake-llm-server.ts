import { createServer, type IncomingHttpHeaders } from 'node:http';
import { fakeLlmDefaultAnswer, openAiError, streamText, completionOf, type ChatBehaviour } from './fake-llm-chat.ts';
import { fakeEmbeddingsAnswer } from './fake-llm-embeddings.ts';
import { freePort } from './free-port.ts';

export interface RecordedLlmRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The JSON body as sent (a chat request's `messages` hold the prompt). */
  body: Record<string, unknown> | null;
  /** The client hung up before the answer ended (an abort, a timeout). */
  closedEarly: boolean;
}

export interface AnswerOptions {
  /** Characters per streamed chunk (default 4). */
  chunkSize?: number;
  /** Pause before each chunk after the first, ms (default 5). */
  delayMs?: number;
}

/** What POST /v1/embeddings does until told otherwise. */
type EmbeddingsBehaviour = { kind: 'answer' } | { kind: 'fail'; status: number } | { kind: 'hang' };

export interface FakeLlmServer {
  /** http://127.0.0.1:port (the OpenAI base URL is `${url}/v1`). */
  url: string;
  /** LLM_BASE_URL and LLM_MODEL for useTestApp's env (add LLM_TIMEOUT_MS as the test needs). */
  llmEnv: Record<string, string>;
  /** EMBEDDING_BASE_URL and EMBEDDING_MODEL for useTestApp's env. */
  embeddingEnv: Record<string, string>;
  /** Every request, in order. */
  requests: RecordedLlmRequest[];
  /** The chat requests' messages, in order (what each prompt held). */
  chatMessages(): { role: string; content: string }[][];
  /** Chat answers stream this text from now on (small chunks, a small pause between them). */
  answer(text: string, options?: AnswerOptions): void;
  /** Chat answers wait this long (ms) after the headers before the first chunk. */
  slowFirstToken(ms: number): void;
  /** Chat requests answer this HTTP status with an OpenAI error body. */
  fail(status: number): void;
  /** Chat requests get no answer: nothing at all, or (`headers: true`) the stream's headers and then silence. */
  hang(options?: { headers?: boolean }): void;
  /** Embeddings requests answer this HTTP status. */
  failEmbeddings(status: number): void;
  /** Embeddings requests get no answer at all. */
  hangEmbeddings(): void;
  /** Back to the default answer; the recorded requests are forgotten. */
  reset(): void;
  close(): Promise<void>;
}

const defaultChat = (): ChatBehaviour => ({
  kind: 'answer',
  text: fakeLlmDefaultAnswer,
  chunkSize: 4,
  delayMs: 5,
  firstTokenDelayMs: 0,
});

/**
 * A local OpenAI-compatible server for tests (real HTTP on 127.0.0.1, real streaming): POST /v1/chat/completions
 * (streamed as server-sent events when `stream: true`, else one JSON completion) and POST /v1/embeddings
 * (fakeEmbeddingOf's vectors). Each test sets what the chat does (answer, slowFirstToken, fail, hang) and reads what
 * was asked (requests, chatMessages). Start it at the top of a test file, before useTestApp reads its env:
 * `const llm = await startFakeLlmServer(); afterAll(() => llm.close());` then
 * `useTestApp({ env: { ...llm.llmEnv, LLM_TIMEOUT_MS: '500' } })` and `beforeEach(() => llm.reset())`.
 */
export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const requests: RecordedLlmRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let chat = defaultChat();
  let embeddings: EmbeddingsBehaviour = { kind: 'answer' };
  const later = (run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, json: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      let body: Record<string, unknown> | null = null;
      try {
        const text = Buffer.concat(chunks).toString('utf8');
        body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
      } catch {
        return answer(400, openAiError(400));
      }
      const path = req.url ?? '/';
      const record: RecordedLlmRequest = {
        method: req.method ?? 'GET',
        path,
        headers: req.headers,
        body,
        closedEarly: false,
      };
      requests.push(record);
      res.on('close', () => {
        if (!res.writableFinished) record.closedEarly = true;
      });
      const model = typeof body?.model === 'string' ? body.model : '';
      if (req.method !== 'POST' || !body || model === '')
        return answer(path.startsWith('/v1/') ? 400 : 404, openAiError(400));
      if (path === '/v1/chat/completions') {
        if (chat.kind === 'fail') return answer(chat.status, openAiError(chat.status));
        if (chat.kind === 'hang') {
          if (chat.headers) res.writeHead(200, { 'content-type': 'text/event-stream' }).flushHeaders();
          return;
        }
        if (body.stream === true) return streamText(res, model, chat, later);
        return answer(200, completionOf(model, chat.text));
      }
      if (path === '/v1/embeddings') {
        if (embeddings.kind === 'fail') return answer(embeddings.status, openAiError(embeddings.status));
        if (embeddings.kind === 'hang') return;
        const inputs = typeof body.input === 'string' ? [body.input] : body.input;
        if (!Array.isArray(inputs) || !inputs.every((input) => typeof input === 'string')) {
          return answer(400, openAiError(400));
        }
        return answer(200, fakeEmbeddingsAnswer(inputs, model, body.encoding_format));
      }
      return answer(404, openAiError(404));
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    llmEnv: { LLM_BASE_URL: `${url}/v1`, LLM_MODEL: 'test-model' },
    embeddingEnv: { EMBEDDING_BASE_URL: `${url}/v1`, EMBEDDING_MODEL: 'test-embedding' },
    requests,
    chatMessages: () =>
      requests
        .filter((request) => request.path === '/v1/chat/completions')
        .map((request) => (request.body?.messages ?? []) as { role: string; content: string }[]),
    answer(text, options = {}) {
      const firstTokenDelayMs = chat.kind === 'answer' ? chat.firstTokenDelayMs : 0;
      chat = {
        kind: 'answer',
        text,
        chunkSize: options.chunkSize ?? 4,
        delayMs: options.delayMs ?? 5,
        firstTokenDelayMs,
      };
    },
    slowFirstToken(ms) {
      const answering = chat.kind === 'answer' ? chat : defaultChat();
      if (answering.kind === 'answer') chat = { ...answering, firstTokenDelayMs: ms };
    },
    fail(status) {
      chat = { kind: 'fail', status };
    },
    hang(options = {}) {
      chat = { kind: 'hang', headers: options.headers ?? false };
    },
    failEmbeddings(status) {
      embeddings = { kind: 'fail', status };
    },
    hangEmbeddings() {
      embeddings = { kind: 'hang' };
    },
    reset() {
      chat = defaultChat();
      embeddings = { kind: 'answer' };
      requests.length = 0;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      const closed = new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      // Hung answers and the SDK's keep-alive sockets would hold close() forever.
      server.closeAllConnections();
      await closed;
    },
  };
}

export { fakeLlmDefaultAnswer } from './fake-llm-chat.ts';
export { fakeEmbeddingOf } from './fake-llm-embeddings.ts';
