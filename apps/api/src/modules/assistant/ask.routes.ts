import { assistantAskSchema } from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { now } from '../../clock/clock.ts';
import { errorResponses } from '../../errors/error-responses.ts';
import { authOf } from '../../plugins/authentication.ts';
import { learnerOf } from '../../plugins/learner.ts';
import { answerAsk } from './ask-answer.ts';
import { prepareAsk } from './ask-prepare.ts';
import { assistantNameOf } from './assistant-info.ts';
import { messageView } from './assistant-views.ts';
import { openEventStream } from './event-stream.ts';

const eventStream = z.string().meta({
  type: 'string',
  description:
    'Server-sent events: `start` (the conversation and the stored question), `delta` (the next words), then `done` (the stored answer with its citations) or `error`',
});

/** Ask the producer's assistant (issue 18): the answer streams as server-sent events. */
export const assistantAskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/assistant/ask',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['assistant'],
        summary: "Ask about the producer's material; the answer streams (text/event-stream) with numbered citations",
        body: assistantAskSchema,
        response: {
          200: {
            description: 'The answer as it is written',
            content: { 'text/event-stream': { schema: eventStream } },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const learner = learnerOf(request);
      const { producer } = authOf(request);
      // Refusals (404, 429, 422) are thrown here, before the stream starts: they answer as JSON with their status.
      const prepared = await prepareAsk(app.db, learner, request.body, now());
      const left = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) left.abort();
      });
      const stream = openEventStream(reply);
      stream.send('start', {
        conversation_id: prepared.conversation.id,
        question: messageView(prepared.question),
        answerer: app.assistant.llm ? 'llm' : 'extractive',
      });
      try {
        const names = { assistantName: assistantNameOf(producer), producerName: producer.nome };
        const target = { delta: (text: string) => stream.send('delta', { text }), signal: left.signal };
        const answer = await answerAsk(app.db, app.assistant, prepared, names, target, request.log);
        stream.send('done', { answer: messageView(answer), used_today: prepared.usedToday });
      } catch (error) {
        request.log.error({ err: error }, 'assistant answer failed after the stream started');
        stream.send('error', { code: 'assistant.stream_failed', message: 'The answer could not be completed' });
      } finally {
        stream.end();
      }
      return reply;
    },
  );
};
