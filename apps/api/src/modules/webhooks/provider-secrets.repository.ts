import type { WebhookProvider } from '@members/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { providerSecrets } from '../../db/schema/index.ts';

/** The producer's secret with a platform (hottok, token, key), or null when none is configured. Never logged. */
export async function findProviderSecret(
  db: Database,
  producerId: string,
  provider: WebhookProvider,
): Promise<string | null> {
  const [row] = await db
    .select({ secret: providerSecrets.secret })
    .from(providerSecrets)
    .where(and(eq(providerSecrets.producer_id, producerId), eq(providerSecrets.provider, provider)));
  return row?.secret ?? null;
}
