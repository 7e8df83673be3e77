import { flashcardSettingsInputSchema, flashcardSettingsSchema } from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../errors/error-responses.ts';
import { learnerOf } from '../../../plugins/learner.ts';
import { fitParametersJob, runFitting } from './fsrs-fitting.ts';
import { readFlashcardSettings, saveFlashcardSettings } from './settings.ts';

/** The learner's study settings; defines the job that fits their FSRS parameters (queued by reviews). */
export const flashcardSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['flashcards'];

  app.jobs.define(fitParametersJob, async (payload) => {
    const { userId } = payload as { userId: string };
    const weights = await runFitting(app.db, userId);
    app.log.info({ userId, fitted: weights !== null }, 'flashcard parameters fitted');
  });

  app.get(
    '/api/flashcards/settings',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The learner's study settings (the defaults before they save any)",
        response: { 200: flashcardSettingsSchema, ...errorResponses },
      },
    },
    async (request) => readFlashcardSettings(app.db, learnerOf(request)),
  );

  app.put(
    '/api/flashcards/settings',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Saves the desired retention, the daily limits and the days off',
        body: flashcardSettingsInputSchema,
        response: { 200: flashcardSettingsSchema, ...errorResponses },
      },
    },
    async (request) => saveFlashcardSettings(app.db, learnerOf(request), request.body),
  );
};
