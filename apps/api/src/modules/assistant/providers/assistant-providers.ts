import type { ApiConfig } from '../../../config/index.ts';
import type { Answerer, Embedder } from '../assistant-types.ts';

/**
 * One batch of texts to embed may take this long (ms): indexing sends up to 64 passages at a time, which a local
 * CPU server needs seconds for. A caller in a hurry (embedding a learner's question) passes its own signal.
 */
const embeddingBatchTimeoutMs = 60_000;

/**
 * The configured chat-completions model; null when LLM_BASE_URL is unset (the answers are extractive). The
 * OpenAI SDK (about 500 modules) loads only when a model or an embeddings server is configured.
 */
export async function answererFromConfig(
  config: Pick<ApiConfig, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS'>,
): Promise<Answerer | null> {
  // LLM_MODEL is required with LLM_BASE_URL (config-rules.ts); the check only narrows the type.
  if (config.LLM_BASE_URL === undefined || config.LLM_MODEL === undefined) return null;
  const { createLlmAnswerer } = await import('../answer/llm-answerer.ts');
  return createLlmAnswerer({
    baseURL: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL,
    timeoutMs: config.LLM_TIMEOUT_MS,
  });
}

/** The configured embeddings server; null when EMBEDDING_BASE_URL is unset (retrieval is full-text alone). */
export async function embedderFromConfig(
  config: Pick<ApiConfig, 'EMBEDDING_BASE_URL' | 'EMBEDDING_API_KEY' | 'EMBEDDING_MODEL'>,
): Promise<Embedder | null> {
  if (config.EMBEDDING_BASE_URL === undefined || config.EMBEDDING_MODEL === undefined) return null;
  const { createOpenAiEmbedder } = await import('./openai-embedder.ts');
  return createOpenAiEmbedder({
    baseURL: config.EMBEDDING_BASE_URL,
    apiKey: config.EMBEDDING_API_KEY,
    model: config.EMBEDDING_MODEL,
    timeoutMs: embeddingBatchTimeoutMs,
  });
}
