import type { ApiConfig } from '../config/index.ts';

export type CspDirectives = Record<string, string[]>;

/**
 * The Content-Security-Policy of the app, built from configuration in this one place.
 * External hosts: the tag-manager origin when configured (scripts, its no-script iframe, its
 * beacons and pixels) and Vimeo for lesson videos and trailers, nothing else. Styles allow
 * 'unsafe-inline' because runtime theming sets CSS variables and the toast library injects styles.
 */
/**
 * What @vimeo/player needs: its player iframe, and (when it is given a video id rather than an iframe)
 * the oEmbed call to vimeo.com that returns that iframe. It loads no script or style into the page.
 */
const vimeoPlayerOrigin = 'https://player.vimeo.com';
const vimeoOEmbedOrigin = 'https://vimeo.com';

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
    'connect-src': ["'self'", vimeoOEmbedOrigin, ...tagManager],
    // Lesson videos served by the API (range requests) and any blob: the player may create.
    'media-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", vimeoPlayerOrigin, ...tagManager],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  };
}
