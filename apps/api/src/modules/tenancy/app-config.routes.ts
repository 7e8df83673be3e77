import { appConfigSchema } from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses.ts';
import { appConfig, type AppConfigSettings } from './app-config.ts';

export interface AppConfigRoutesOptions {
  config: AppConfigSettings;
}

/** Runtime configuration of the web app (public): verticals, tag manager, QR-code base URL. */
export const appConfigRoutes: FastifyPluginAsyncZod<AppConfigRoutesOptions> = async (app, { config }) => {
  app.get(
    '/api/app-config',
    {
      schema: {
        tags: ['tenancy'],
        summary: 'Runtime configuration of the web app',
        response: { 200: appConfigSchema, ...errorResponses },
      },
    },
    async () => appConfig(app.db, config),
  );
};
