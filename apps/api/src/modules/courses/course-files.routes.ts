import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Covers, handout downloads and lesson video (range requests). */
export const courseFilesRoutes: FastifyPluginAsyncZod = async () => {};
