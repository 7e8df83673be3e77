import { calendarFeedParamsSchema, calendarLinkSchema, planParamsSchema } from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { now } from '../../../clock/clock.ts';
import { errorResponses } from '../../../errors/error-responses.ts';
import { learnerOf } from '../../../plugins/learner.ts';
import { requestOwnOrigin } from '../../tenancy/origins.ts';
import { readCalendarFeed } from './calendar-feed.ts';
import { createCalendarLink, revokeCalendarLink } from './calendar-link.ts';

/** The feed's bytes as sent (a Buffer skips serialisation), documented as text. */
const calendarText = z
  .instanceof(Buffer)
  .meta({ type: 'string', description: 'RFC 5545 iCalendar: one all-day event per study day' });

/** The plan's private iCalendar feed (issue 16): make a link, revoke it, and the feed itself (public, by token). */
export const plannerCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['planner'];

  app.post(
    '/api/planner/plans/:id/calendar',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'A new private calendar feed URL for the active plan (the previous URL stops working)',
        params: planParamsSchema,
        response: { 201: calendarLinkSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCalendarLink(app.db, request, learnerOf(request), request.params.id)),
  );

  app.delete(
    '/api/planner/plans/:id/calendar',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Revokes the plan's calendar feed",
        params: planParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await revokeCalendarLink(app.db, learnerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/planner/calendar/:token',
    {
      schema: {
        tags,
        summary: 'The plan as an iCalendar feed (no session: `<token>.ics` is the secret)',
        params: calendarFeedParamsSchema,
        response: {
          200: { description: 'The feed', content: { 'text/calendar': { schema: calendarText } } },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const text = await readCalendarFeed(app.db, request.params.token, requestOwnOrigin(request), now());
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(Buffer.from(text, 'utf8'));
    },
  );
};
