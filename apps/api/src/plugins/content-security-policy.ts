import type { ApiConfig } from '../config/index.ts';

export type CspDirectives = Record<string, string[]>;

/**
 * The Content-Security-Policy of the app, built from configuration in this one place.
 * External hosts: exactly the tag-manager origin when configured (scripts, its no-script
 * iframe, its beacons and pixels), nothing else. Styles allow 'unsafe-inline' because runtime
 * theming sets CSS variables and the toast library injects styles.
 */
export function buildContentSecurityPolicy(config: Pick<ApiConfig, 'TAG_MANAGER_HOST'>): CspDirectives {
  const tagManager = config.TAG_MANAGER_HOST ? [new URL(config.TAG_MANAGER_HOST).origin] : [];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...tagManager],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...tagManager],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...tagManager],
    'frame-src': ["'self'", ...tagManager],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  };
}
