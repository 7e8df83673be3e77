import { eduzzAdapter } from './providers/eduzz-adapter.ts';
import { hotmartAdapter } from './providers/hotmart-adapter.ts';
import { kiwifyAdapter } from './providers/kiwify-adapter.ts';
import { mercadoPagoNotificationAdapter } from './providers/mercadopago-notification.ts';
import type { WebhookProviderAdapter } from './providers/provider-adapter.ts';

/** Every platform whose webhooks the API takes: one line per adapter. */
const adapters: readonly WebhookProviderAdapter[] = [
  hotmartAdapter,
  kiwifyAdapter,
  eduzzAdapter,
  mercadoPagoNotificationAdapter,
];

const byProvider = new Map<string, WebhookProviderAdapter>(adapters.map((adapter) => [adapter.provider, adapter]));

/** The adapter of a provider named in a URL, or null (unknown, or not wired yet). */
export function webhookAdapter(provider: string): WebhookProviderAdapter | null {
  return byProvider.get(provider) ?? null;
}
