import type { AppConfig } from '@members/contract';

function isDevelopmentOrPreview(): boolean {
  const preview: unknown = import.meta.env.VITE_PREVIEW;
  return import.meta.env.DEV || preview === 'true' || preview === '1';
}

/**
 * Origin matched against the producers' medmember_url: in development or preview, the origin of the
 * configured QR-code base URL when set; otherwise the page's own origin.
 */
export function siteOrigin(config: Pick<AppConfig, 'qr_code_base_url'> | null | undefined): string {
  if (isDevelopmentOrPreview() && config?.qr_code_base_url) {
    try {
      return new URL(config.qr_code_base_url).origin;
    } catch {
      console.warn(`[branding] qr_code_base_url is not a URL: ${config.qr_code_base_url}`);
    }
  }
  return window.location.origin;
}
