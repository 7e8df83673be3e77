import type { AppConfig } from '@members/contract';
import type { ApiConfig } from '../../config/index.ts';
import type { Database } from '../../db/database.ts';
import { toVerticalPublic } from './tenancy.mappers.ts';
import { listVerticalsCached } from './tenancy.service.ts';

/** The settings the web app's runtime configuration is made of. */
export type AppConfigSettings = Pick<
  ApiConfig,
  | 'VERTICAL_OVERRIDE'
  | 'TAG_MANAGER_HOST'
  | 'TAG_MANAGER_DEFAULT_CONTAINER'
  | 'QR_CODE_BASE_URL'
  | 'ANALYTICS_SCRIPT_URL'
>;

/** GET /api/app-config: the verticals and the deployment's settings for the web app. */
export async function appConfig(db: Database, config: AppConfigSettings): Promise<AppConfig> {
  return {
    verticals: (await listVerticalsCached(db)).map(toVerticalPublic),
    vertical_override: config.VERTICAL_OVERRIDE ?? null,
    tag_manager: {
      host: config.TAG_MANAGER_HOST ?? null,
      default_container_id: config.TAG_MANAGER_DEFAULT_CONTAINER ?? null,
    },
    qr_code_base_url: config.QR_CODE_BASE_URL ?? null,
    analytics_script_url: config.ANALYTICS_SCRIPT_URL ?? null,
  };
}
