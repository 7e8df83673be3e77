import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy } from './content-security-policy.ts';

const externalSources = (directives: Record<string, string[]>) =>
  Object.values(directives)
    .flat()
    .filter((source) => /^https?:/.test(source));

const vimeo = ['https://player.vimeo.com', 'https://vimeo.com'];

describe('buildContentSecurityPolicy', () => {
  it('allows no external host but Vimeo when no tag manager is configured', () => {
    expect(new Set(externalSources(buildContentSecurityPolicy({ TAG_MANAGER_HOST: undefined })))).toEqual(
      new Set(vimeo),
    );
  });

  it('allows the tag-manager origin (not its path) for scripts, frames, connections and images', () => {
    const csp = buildContentSecurityPolicy({ TAG_MANAGER_HOST: 'https://tags.example.com.br/gtm' });
    for (const directive of ['script-src', 'frame-src', 'connect-src', 'img-src']) {
      expect(csp[directive]).toContain('https://tags.example.com.br');
    }
    expect(new Set(externalSources(csp))).toEqual(new Set(['https://tags.example.com.br', ...vimeo]));
    expect(csp['style-src']).not.toContain('https://tags.example.com.br');
  });

  it('lets the Vimeo player in as a frame only, with its oEmbed call; never as a script or style', () => {
    const csp = buildContentSecurityPolicy({ TAG_MANAGER_HOST: undefined });
    expect(csp['frame-src']).toEqual(["'self'", 'https://player.vimeo.com']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://vimeo.com']);
    for (const directive of ['script-src', 'style-src', 'img-src', 'media-src', 'default-src']) {
      expect(csp[directive]?.some((source) => source.includes('vimeo'))).toBe(false);
    }
  });

  it('plays lesson videos from the API (and blob: sources) as media', () => {
    expect(buildContentSecurityPolicy({ TAG_MANAGER_HOST: undefined })['media-src']).toEqual(["'self'", 'blob:']);
  });

  it('lets MercadoPago.js in only when Mercado Pago is the payment gateway', () => {
    const sandbox = buildContentSecurityPolicy({ TAG_MANAGER_HOST: undefined, PAYMENT_GATEWAY: 'sandbox' });
    expect(new Set(externalSources(sandbox))).toEqual(new Set(vimeo));
    const csp = buildContentSecurityPolicy({ TAG_MANAGER_HOST: undefined, PAYMENT_GATEWAY: 'mercadopago' });
    expect(csp['script-src']).toContain('https://sdk.mercadopago.com');
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining(['https://api.mercadopago.com', 'https://api-static.mercadopago.com']),
    );
    expect(csp['frame-src']).toContain('https://secure-fields.mercadopago.com');
    for (const directive of ['style-src', 'media-src', 'default-src', 'object-src', 'frame-ancestors']) {
      expect(csp[directive]?.some((source) => /mercado|mlstatic/.test(source))).toBe(false);
    }
  });
});
