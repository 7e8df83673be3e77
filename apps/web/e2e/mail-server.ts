import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpTestServer } from '../../api/src/test/smtp-test-server.ts';
import { e2eMailDir, e2eSmtpPort } from './e2e-env.ts';

/**
 * Playwright global setup: a real SMTP server for the API under test (SMTP_URL points here). Each message
 * is written as JSON into the mail folder, where the specs (other processes) read it (mailbox.ts).
 */
export default async function startMailServer(): Promise<() => Promise<void>> {
  const dir = e2eMailDir();
  mkdirSync(dir, { recursive: true });
  let received = 0;
  const server = await startSmtpTestServer({
    port: e2eSmtpPort,
    onMessage: (mail) => {
      received += 1;
      writeFileSync(join(dir, `${Date.now()}-${String(received).padStart(4, '0')}.json`), JSON.stringify(mail));
    },
  });
  return () => server.close();
}
