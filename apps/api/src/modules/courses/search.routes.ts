import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Full-text search of courses and lessons. */
export const searchRoutes: FastifyPluginAsyncZod = async () => {};
