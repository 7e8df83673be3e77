/** Settings shared by playwright.config.ts (which starts the server) and the specs. */
export const e2ePort = Number(process.env.E2E_PORT ?? '4310');

/** Tag-manager host configured for the e2e server; specs abort every request to it (nothing is fetched). */
export const e2eTagManagerHost = 'https://tags.medmember.test';
export const e2eDefaultContainer = 'GTM-DEFAULT1';
