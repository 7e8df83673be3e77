import type { ApiConfig } from '../config/index.ts';

export type CspDirectives = Record<string, string[]>;

/**
 * The Content-Security-Policy of the app, built from configuration in this one place.
 * External hosts: the tag-manager origin when configured (scripts, its no-script iframe, its
 * beacons and pixels), Vimeo for lesson videos and trailers, and Mercado Pago's card script when it is the
 * payment gateway, nothing else. Styles allow
 * 'unsafe-inline' because runtime theming sets CSS variables and the toast library injects styles.
 */
/**
 * What @vimeo/player needs: its player iframe, and (when it is given a video id rather than an iframe)
 * the oEmbed call to vimeo.com that returns that iframe. It loads no script or style into the page.
 */
const vimeoPlayerOrigin = 'https://player.vimeo.com';
const vimeoOEmbedOrigin = 'https://vimeo.com';

/**
 * What MercadoPago.js v2 needs on the checkout page, only when Mercado Pago is the gateway: its script (and the
 * device-fingerprint script it adds), its calls (card tokens, payment methods, secure fields, metrics) and the
 * iframes of its secure fields and fingerprint.
 */
const mercadoPagoSources = {
  script: ['https://sdk.mercadopago.com', 'https://http2.mlstatic.com', 'https://www.mercadopago.com'],
  connect: [
    'https://api.mercadopago.com',
    'https://api.mercadolibre.com',
    'https://secure-fields.mercadopago.com',
    'https://api-static.mercadopago.com',
    'https://events.mercadopago.com',
    'https://http2.mlstatic.com',
    'https://www.mercadolibre.com',
  ],
  frame: [
    'https://sdk.mercadopago.com',
    'https://secure-fields.mercadopago.com',
    'https://api-static.mercadopago.com',
    'https://www.mercadolibre.com',
  ],
  img: ['https://http2.mlstatic.com'],
};

export function buildContentSecurityPolicy(
  config: Pick<ApiConfig, 'TAG_MANAGER_HOST'> & Partial<Pick<ApiConfig, 'PAYMENT_GATEWAY'>>,
): CspDirectives {
  const tagManager = config.TAG_MANAGER_HOST ? [new URL(config.TAG_MANAGER_HOST).origin] : [];
  const mp = config.PAYMENT_GATEWAY === 'mercadopago' ? mercadoPagoSources : null;
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...tagManager, ...(mp?.script ?? [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...tagManager, ...(mp?.img ?? [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", vimeoOEmbedOrigin, ...tagManager, ...(mp?.connect ?? [])],
    // Lesson videos served by the API (range requests) and any blob: the player may create.
    'media-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", vimeoPlayerOrigin, ...tagManager, ...(mp?.frame ?? [])],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  };
}
