import { z } from 'zod';

/** A message the dev outbox kept instead of sending (development without SMTP). */
const devOutboxMessageSchema = z.object({
  id: z.string(),
  /** When it was sent, ISO 8601. */
  sent_at: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});

/** GET /api/dev/outbox: the kept messages, newest first (exists only while SMTP_URL is unset). */
export const devOutboxSchema = z.object({ messages: z.array(devOutboxMessageSchema) });
