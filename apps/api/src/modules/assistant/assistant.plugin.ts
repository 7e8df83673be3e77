import fp from 'fastify-plugin';
import type { ApiConfig } from '../../config/index.ts';
import { extractiveAnswerer } from './answer/extractive.ts';
import type { AssistantProviders } from './ask-answer.ts';
import { answererFromConfig, embedderFromConfig } from './providers/assistant-providers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The assistant's answerers and embedder (issue 18): a model when LLM_* is set, else extractive only. */
    assistant: AssistantProviders;
  }
}

/** Decorates `app.assistant` from the configuration. */
export default fp<{ config: ApiConfig }>(
  async (app, { config }) => {
    app.decorate('assistant', {
      llm: await answererFromConfig(config),
      extractive: extractiveAnswerer,
      embedder: await embedderFromConfig(config),
    });
  },
  { name: 'assistant' },
);
