import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../errors/error-responses.ts';
import { setClockOffset } from './clock.ts';

/** Ten years either way: enough for any journey, small enough to keep dates valid. */
const maxOffsetMs = 10 * 366 * 86_400_000;

const clockBodySchema = z.object({
  offset_ms: z
    .number('field.invalid')
    .int('field.invalid')
    .min(-maxOffsetMs, 'field.too_small')
    .max(maxOffsetMs, 'field.too_large'),
});

/**
 * PUT /api/test/clock: sets the flashcards' clock offset. Registered only when TEST_CLOCK=true (never in
 * production, config-rules.ts), so browser journeys can study "tomorrow"; a test-only hook, not in the contract.
 */
export const testClockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/test/clock',
    {
      schema: {
        tags: ['test'],
        summary: 'Moves the server clock of the flashcards by offset_ms (TEST_CLOCK=true only)',
        body: clockBodySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      setClockOffset(request.body.offset_ms);
      return reply.code(204).send(null);
    },
  );
};
