import { z } from 'zod';

const resourceId = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform(String)
  .pipe(z.string().regex(/^[\w-]{1,64}$/));

/** A Webhooks notification's body: its own id, the topic (`payment` ...), the action and the resource's id. */
const notificationSchema = z.object({
  id: resourceId,
  type: z.string().min(1).max(64),
  action: z.string().max(64).optional(),
  data: z.object({ id: resourceId }),
});

export type MercadoPagoNotification = z.infer<typeof notificationSchema>;

/** The notification of a raw body, or null when it is not JSON of that shape. */
export function notificationOf(rawBody: string): MercadoPagoNotification | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = notificationSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
