import { appConfigSchema } from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors/error-responses.ts';
import type { ApiConfig } from '../../config/index.ts';
import { toVerticalPublic } from './tenancy.mappers.ts';
import { listVerticalsCached } from './tenancy.service.ts';

export interface AppConfigRoutesOptions {
  config: Pick<
    ApiConfig,
    | 'VERTICAL_OVERRIDE'
    | 'TAG_MANAGER_HOST'
    | 'TAG_MANAGER_DEFAULT_CONTAINER'
    | 'QR_CODE_BASE_URL'
    | 'ANALYTICS_SCRIPT_URL'
  >;
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
    async () => ({
      verticals: (await listVerticalsCached(app.db)).map(toVerticalPublic),
      vertical_override: config.VERTICAL_OVERRIDE ?? null,
      tag_manager: {
        host: config.TAG_MANAGER_HOST ?? null,
        default_container_id: config.TAG_MANAGER_DEFAULT_CONTAINER ?? null,
      },
      qr_code_base_url: config.QR_CODE_BASE_URL ?? null,
      analytics_script_url: config.ANALYTICS_SCRIPT_URL ?? null,
    }),
  );
};
