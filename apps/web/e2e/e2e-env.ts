/** Settings shared by playwright.config.ts (which starts the server) and the specs. */
export const e2ePort = Number(process.env.E2E_PORT ?? '4310');

/** Tag-manager host configured for the e2e server; specs abort every request to it (nothing is fetched). */
export const e2eTagManagerHost = 'https://tags.medmember.test';
export const e2eDefaultContainer = 'GTM-DEFAULT1';

/** The test SMTP server the API under test sends to (started by the global setup, mail-server.ts). */
export const e2eSmtpPort = Number(process.env.E2E_SMTP_PORT ?? String(e2ePort + 25));

/** Where the test SMTP server writes each received message (one JSON file each). */
export function e2eMailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return `${dataDir}/mail`;
}
