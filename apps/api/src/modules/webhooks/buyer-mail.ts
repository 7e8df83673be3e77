import type { FastifyInstance } from 'fastify';
import type { ProducerRow, UserRow } from '../../db/schema/index.ts';
import { mailFirstAccessLink } from '../auth/account-mail.ts';

/**
 * After a platform's sale created the buyer's account: the first-access e-mail through the app's mailer (which
 * stores and retries it). A failure to even store it is logged, never thrown: the sale is already committed.
 */
export async function mailBuyerFirstAccess(app: FastifyInstance, producer: ProducerRow, user: UserRow): Promise<void> {
  const log = app.log.child({ module: 'webhooks' });
  try {
    await mailFirstAccessLink({ db: app.db, mailer: app.mailer, log }, producer, user);
  } catch (error) {
    log.error({ mail: 'first_access', reason: error instanceof Error ? error.message : String(error) }, 'not sent');
  }
}
