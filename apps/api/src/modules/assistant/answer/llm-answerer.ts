import type { AnswerInput, Answerer } from '../assistant-types.ts';
import { IdleDeadline } from '../providers/idle-deadline.ts';
import { openAiClientOf, type OpenAiServer } from '../providers/openai-client.ts';
import { providerFailureOf } from '../providers/provider-failure.ts';
import { AnswererFailed } from './answerer-failed.ts';
import { llmPrompt } from './llm-prompt.ts';

export interface LlmAnswererOptions extends Omit<OpenAiServer, 'timeoutMs'> {
  model: string;
  /** LLM_TIMEOUT_MS: the longest wait for the first token, and then between two tokens. */
  timeoutMs: number;
}

/**
 * The configured chat-completions model as an Answerer: the prompt of llm-prompt.ts, streamed, each delta yielded as
 * it arrives. Throws AnswererFailed when the model times out (no token for timeoutMs: the request is aborted), answers
 * an HTTP error, sends nothing, or cannot be reached. When the caller's signal aborts (the learner closed the
 * stream) the model call is aborted and the stream simply ends: what was written so far stands.
 */
export function createLlmAnswerer(options: LlmAnswererOptions): Answerer {
  const client = openAiClientOf(options);
  return {
    kind: 'llm',
    async *stream(input: AnswerInput): AsyncGenerator<string> {
      if (input.signal.aborted) return;
      const deadline = new IdleDeadline(options.timeoutMs);
      const signal = AbortSignal.any([input.signal, deadline.signal]);
      let written = false;
      try {
        const chunks = await client.chat.completions.create(
          // No temperature or token cap: some hosted models refuse all but their defaults, which would turn
          // every answer extractive. The prompt, not sampling, keeps the answer to the passages.
          { model: options.model, messages: llmPrompt(input), stream: true },
          { signal, maxRetries: 0, timeout: options.timeoutMs },
        );
        for await (const chunk of chunks) {
          deadline.touch();
          const delta = chunk.choices[0]?.delta?.content;
          if (!delta) continue;
          written = true;
          yield delta;
          // The time the caller took to pass the delta on is not the model's.
          deadline.touch();
        }
      } catch (error) {
        if (input.signal.aborted && !deadline.expired) return;
        if (deadline.expired) throw new AnswererFailed('timeout', { cause: error });
        throw new AnswererFailed(providerFailureOf(error).reason, { ...providerFailureOf(error), cause: error });
      } finally {
        deadline.stop();
      }
      // The SDK's stream ends quietly when its signal aborts, so the deadline is checked here as well.
      if (deadline.expired) throw new AnswererFailed('timeout');
      if (!written && !input.signal.aborted) throw new AnswererFailed('http', { cause: new Error('Empty answer') });
    },
  };
}
