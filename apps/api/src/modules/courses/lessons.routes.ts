import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Lesson detail, progress, watched, rating, task completion. */
export const lessonsRoutes: FastifyPluginAsyncZod = async () => {};
