import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '../db/schema/index.ts';
import { sleep, useProcessPair } from '../jobs/jobs-test-support.ts';
import { sendMailJob } from '../plugins/mailer.ts';
import { freePort } from '../test/free-port.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../test/smtp-test-server.ts';

describe('e-mail while the SMTP server is down, then back', async () => {
  const port = await freePort();
  let server: SmtpTestServer | undefined;
  afterAll(() => server?.close());
  const pair = useProcessPair({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  const mailJobs = () => pair.database.db.select().from(jobs).where(eq(jobs.name, sendMailJob));

  it('keeps the message, retries it later from either process, and delivers it once', async () => {
    const message = { to: 'bia@example.com', subject: 'Seu código', text: 'Código 123456', html: '<p>123456</p>' };
    // Resolves: the message is stored for its retries even though SMTP refused the connection.
    await pair.apps[0]?.mailer.send(message);
    const [stored] = await mailJobs();
    expect(stored).toMatchObject({
      attempts: 1,
      locked_until: null,
      last_error: expect.stringContaining('ECONNREFUSED'),
    });

    server = await startSmtpTestServer({ port });
    await pair.database.db.update(jobs).set({ run_at: sql`now()` }).where(eq(jobs.name, sendMailJob));
    const mail = await server.waitForMessage((received) => received.to === 'bia@example.com', 5_000);
    expect(mail).toMatchObject({ subject: 'Seu código' });
    await vi.waitFor(async () => expect(await mailJobs()).toEqual([]), { timeout: 2_000, interval: 20 });
    await sleep(300);
    const delivered = server.messages.filter((received) => received.to === 'bia@example.com').length;
    console.log(`mail: SMTP down at the first attempt, back before the retry: ${delivered} delivery of 1 message`);
    expect(delivered).toBe(1);
  });
});
