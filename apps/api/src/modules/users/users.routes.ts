import {
  accessListResponseSchema,
  currentUserResponseSchema,
  institutionListSchema,
  profileUpdateSchema,
  userResponseSchema,
} from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses.ts';
import { authOf } from '../../plugins/authentication.ts';
import { updateProfile } from './profile.service.ts';
import { currentUserWithAccess, institutionList, userAccessItems } from './users.service.ts';

/** The signed-in learner: profile, accesses; and the institutions list of the forms. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: "The session's user, with its freemium and paid access as they are now",
        response: { 200: currentUserResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user, producer } = authOf(request);
      return currentUserWithAccess(app.db, producer.id, user);
    },
  );

  app.post(
    '/api/user/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Updates the profile; fields not sent keep their value',
        body: profileUpdateSchema,
        response: { 200: userResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user, producer } = authOf(request);
      return { user: await updateProfile(app.db, producer.id, user, request.body) };
    },
  );

  app.get(
    '/api/user/acessos',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: "The learner's accesses: purchases, grants and freemium, with their end dates",
        response: { 200: accessListResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user, producer } = authOf(request);
      return { acessos: await userAccessItems(app.db, producer.id, user.id) };
    },
  );

  app.get(
    '/api/instituicoes',
    {
      schema: {
        tags: ['user'],
        summary: 'Brazilian medical schools (sign-up and profile forms)',
        response: { 200: institutionListSchema, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return institutionList(app.db);
    },
  );
};
