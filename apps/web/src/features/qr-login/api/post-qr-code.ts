import { apiRequest } from '../../../lib/api/api-request.ts';
import { useAction } from '../../../lib/async/use-action.ts';

export interface QrCode {
  code: string;
  /** `<QR base>/auth/login?qr=<code>`: what the QR code encodes. */
  url: string;
  expireLinkTimestamp: number;
}

/** POST /api/auth/qr (signed in): a one-time code, valid 10 seconds, that signs another device in. */
export function postQrCode(): Promise<QrCode> {
  const schema = import('./response-schemas.ts').then((schemas) => schemas.qrCodeResponseSchema);
  schema.catch(() => undefined); // a request that fails first leaves it unawaited: not an unhandled rejection
  return apiRequest('/api/auth/qr', { method: 'POST', schema });
}

export function useQrCodeMutation() {
  return useAction<QrCode, void>({ mutationFn: postQrCode });
}
