import { decksResponseSchema } from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { now } from '../../../clock/clock.ts';
import { errorResponses } from '../../../errors/error-responses.ts';
import { learnerOf } from '../../../plugins/learner.ts';
import { flashcardDecks } from './flashcard-decks.ts';

/** The decks page: today's work, the subject decks and the lessons' tracks. */
export const flashcardDecksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/flashcards/decks',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['flashcards'],
        summary: "Today's counts, the subject decks and the lesson tracks with their cards' counts, the streak",
        response: { 200: decksResponseSchema, ...errorResponses },
      },
    },
    async (request) => flashcardDecks(app.db, learnerOf(request), now()),
  );
};
