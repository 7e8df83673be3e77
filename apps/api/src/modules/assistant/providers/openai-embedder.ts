import type { Embedder } from '../assistant-types.ts';
import { EmbedderFailed } from './embedder-failed.ts';
import { IdleDeadline } from './idle-deadline.ts';
import { openAiClientOf, type OpenAiServer } from './openai-client.ts';
import { providerFailureOf } from './provider-failure.ts';

export interface OpenAiEmbedderOptions extends OpenAiServer {
  model: string;
  /** Texts per request: servers cap a request's inputs (OpenAI at 2,048; small local servers far lower). */
  batchSize?: number;
}

const defaultBatchSize = 64;

/** One vector per text sent, in order; a count or a size that does not fit is the server's fault. */
function vectorsOf(data: readonly { index: number; embedding: unknown }[], count: number): number[][] {
  const vectors = [...data].sort((a, b) => a.index - b.index).map((item) => item.embedding);
  const size = Array.isArray(vectors[0]) ? vectors[0].length : 0;
  const wellFormed = (vector: unknown): vector is number[] =>
    Array.isArray(vector) && vector.length === size && vector.every((value) => Number.isFinite(value));
  if (vectors.length !== count || size === 0 || !vectors.every(wellFormed)) {
    throw new EmbedderFailed('http', { cause: new Error('Malformed embeddings answer') });
  }
  return vectors as number[][];
}

/**
 * An OpenAI-compatible embeddings endpoint as an Embedder: texts sent in batches, one vector per text in order. Each
 * batch has timeoutMs in all (headers and body); a failure throws EmbedderFailed. The caller's signal aborts the
 * batch under way (its abort error is thrown as is).
 */
export function createOpenAiEmbedder(options: OpenAiEmbedderOptions): Embedder {
  const client = openAiClientOf(options);
  const batchSize = options.batchSize ?? defaultBatchSize;
  async function embedBatch(texts: string[], callerSignal: AbortSignal | undefined): Promise<number[][]> {
    const deadline = new IdleDeadline(options.timeoutMs);
    const signal = callerSignal ? AbortSignal.any([callerSignal, deadline.signal]) : deadline.signal;
    try {
      // Floats asked for explicitly: the SDK's default (base64) is not spoken by every compatible server.
      const answer = await client.embeddings.create(
        { model: options.model, input: texts, encoding_format: 'float' },
        { signal, maxRetries: 0, timeout: options.timeoutMs },
      );
      return vectorsOf(answer.data, texts.length);
    } catch (error) {
      if (error instanceof EmbedderFailed) throw error;
      if (deadline.expired) throw new EmbedderFailed('timeout', { cause: error });
      if (callerSignal?.aborted) throw callerSignal.reason;
      throw new EmbedderFailed(providerFailureOf(error).reason, { ...providerFailureOf(error), cause: error });
    } finally {
      deadline.stop();
    }
  }
  return {
    model: options.model,
    async embed(texts, signal) {
      const vectors: number[][] = [];
      for (let start = 0; start < texts.length; start += batchSize) {
        vectors.push(...(await embedBatch(texts.slice(start, start + batchSize), signal)));
      }
      return vectors;
    },
  };
}
