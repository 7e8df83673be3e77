import OpenAI from 'openai';

export interface OpenAiServer {
  /** The server's base URL, with its /v1 (https://api.openai.com/v1, http://127.0.0.1:11434/v1). */
  baseURL: string;
  /** Undefined for a local server that takes none. */
  apiKey: string | undefined;
  /** The SDK's wait for the response headers, in ms. */
  timeoutMs: number;
}

/**
 * An OpenAI SDK client for an OpenAI-compatible server. No retries: a failed model call falls back to the
 * extractive answer at once instead of making the learner wait for three attempts. The SDK's logger is off
 * because its error lines quote the chunk they could not parse (logs carry no texts, issue 18), and the OPENAI_*
 * variables of the environment are ignored: only the app's configuration decides where texts go.
 */
export function openAiClientOf(server: OpenAiServer): OpenAI {
  return new OpenAI({
    baseURL: server.baseURL,
    // The SDK refuses to start without a key; a local Ollama or vLLM ignores the bearer it then sends.
    apiKey: server.apiKey ?? 'no-key',
    adminAPIKey: null,
    organization: null,
    project: null,
    webhookSecret: null,
    timeout: server.timeoutMs,
    maxRetries: 0,
    logLevel: 'off',
  });
}
