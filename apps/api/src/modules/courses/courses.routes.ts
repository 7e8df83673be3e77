import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Catalog, course detail, module detail, the learner's course progress. */
export const coursesRoutes: FastifyPluginAsyncZod = async () => {};
