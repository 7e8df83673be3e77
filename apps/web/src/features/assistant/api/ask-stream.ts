import {
  assistantDeltaEventSchema,
  assistantDoneEventSchema,
  assistantErrorEventSchema,
  assistantStartEventSchema,
  type AssistantAsk,
  type AssistantDeltaEvent,
  type AssistantDoneEvent,
  type AssistantErrorEvent,
  type AssistantStartEvent,
} from '@members/contract';
import { ApiError, clientErrorCodes } from '../../../lib/api/api-error.ts';
import { apiErrorFromResponse } from '../../../lib/api/api-error-from-response.ts';
import { buildApiUrl } from '../../../lib/api/api-request.ts';
import { sessionHeaders } from '../../../lib/api/session-headers.ts';
import { handleUnauthorized } from '../../../lib/api/unauthorized.ts';
import { createSseParser, type SseEvent } from '../logic/sse-parser.ts';

export interface AskStreamHandlers {
  onStart(event: AssistantStartEvent): void;
  onDelta(event: AssistantDeltaEvent): void;
  onDone(event: AssistantDoneEvent): void;
  /** The stream broke after it started (the server's `error` event). */
  onError(event: AssistantErrorEvent): void;
}

const streamFailed = (message: string, cause?: unknown) =>
  new ApiError({ code: 'assistant.stream_failed', message, status: 200, cause });

/** Hands one event to its handler, checked against its contract schema (an unknown event name is skipped). */
function dispatchEvent({ event, data }: SseEvent, handlers: AskStreamHandlers): 'open' | 'closed' {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch (cause) {
    throw streamFailed(`The ${event} event is not JSON`, cause);
  }
  const read = <T>(schema: { parse(value: unknown): T }) => {
    try {
      return schema.parse(json);
    } catch (cause) {
      throw streamFailed(`The ${event} event does not match its contract schema`, cause);
    }
  };
  if (event === 'start') handlers.onStart(read(assistantStartEventSchema));
  else if (event === 'delta') handlers.onDelta(read(assistantDeltaEventSchema));
  else if (event === 'done') {
    handlers.onDone(read(assistantDoneEventSchema));
    return 'closed';
  } else if (event === 'error') {
    handlers.onError(read(assistantErrorEventSchema));
    return 'closed';
  }
  return 'open';
}

async function post(body: AssistantAsk, signal: AbortSignal): Promise<Response> {
  const headers = sessionHeaders('text/event-stream');
  headers.set('Content-Type', 'application/json');
  try {
    return await fetch(buildApiUrl('/api/assistant/ask'), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'include',
      signal,
    });
  } catch (cause) {
    if (signal.aborted) throw cause;
    throw new ApiError({
      code: clientErrorCodes.network,
      message: 'The server could not be reached',
      status: 0,
      cause,
    });
  }
}

/**
 * POST /api/assistant/ask, read as it streams (EventSource cannot POST nor carry the session's headers). Before
 * the stream starts an error answers JSON with its status: thrown as an ApiError (the typed text stays); after it,
 * the `error` event goes to `onError`. A stream that ends without `done` or `error` throws assistant.stream_failed.
 * Aborting `signal` (the stop button) rejects with the AbortError.
 */
export async function askAssistant(body: AssistantAsk, handlers: AskStreamHandlers, signal: AbortSignal) {
  const response = await post(body, signal);
  if (!response.ok) {
    const error = await apiErrorFromResponse(response);
    if (response.status === 401) handleUnauthorized(error);
    throw error;
  }
  if (!response.body) throw streamFailed('The answer has no body');
  let state: 'open' | 'closed' = 'open';
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    while (state === 'open') {
      const { done, value } = await reader.read();
      if (done) {
        parser.feed(decoder.decode());
        parser.end();
      } else parser.feed(decoder.decode(value, { stream: true }));
      while (state === 'open' && events.length > 0) state = dispatchEvent(events.shift() as SseEvent, handlers);
      if (done) break;
    }
  } finally {
    if (state === 'closed') void reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
  if (state === 'open') throw streamFailed('The stream ended before its last event');
}
