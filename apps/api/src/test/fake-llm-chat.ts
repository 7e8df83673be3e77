/** The chat-completions side of the fake OpenAI-compatible server (fake-llm-server.ts): its wire format. */
import type { ServerResponse } from 'node:http';

/** What POST /v1/chat/completions does until told otherwise. */
export type ChatBehaviour =
  | { kind: 'answer'; text: string; chunkSize: number; delayMs: number; firstTokenDelayMs: number }
  | { kind: 'fail'; status: number }
  | { kind: 'hang'; headers: boolean };

export const fakeLlmDefaultAnswer = 'Segundo o material, a resposta está no trecho citado [1].';

export const openAiError = (status: number) => ({
  error: {
    message: `Fake failure ${status}`,
    type: status >= 500 ? 'server_error' : 'invalid_request_error',
    code: null,
  },
});

function chunkOf(model: string, delta: Record<string, string>, finish: string | null) {
  const choice = { index: 0, delta, finish_reason: finish };
  return { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model, choices: [choice] };
}

export function completionOf(model: string, text: string) {
  const message = { role: 'assistant', content: text };
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 0,
    model,
    choices: [{ index: 0, message, finish_reason: 'stop' }],
  };
}

/** Streams a text as chat-completion chunks, then `data: [DONE]`; stops when the client hangs up. */
export function streamText(
  res: ServerResponse,
  model: string,
  behaviour: Extract<ChatBehaviour, { kind: 'answer' }>,
  later: (run: () => void, ms: number) => void,
) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.flushHeaders();
  const points = Array.from(behaviour.text);
  const pieces: string[] = [];
  for (let start = 0; start < points.length; start += behaviour.chunkSize) {
    pieces.push(points.slice(start, start + behaviour.chunkSize).join(''));
  }
  const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
  const next = (index: number) => {
    if (res.destroyed) return;
    const piece = pieces[index];
    if (piece === undefined) {
      send(chunkOf(model, {}, 'stop'));
      res.end('data: [DONE]\n\n');
      return;
    }
    send(chunkOf(model, index === 0 ? { role: 'assistant', content: piece } : { content: piece }, null));
    later(() => next(index + 1), behaviour.delayMs);
  };
  later(() => next(0), behaviour.firstTokenDelayMs);
}
