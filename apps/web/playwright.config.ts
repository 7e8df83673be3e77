import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { e2eDefaultContainer, e2ePort, e2eSmtpPort, e2eTagManagerHost } from './e2e/e2e-env.ts';

/**
 * Browser journeys against the BUILT app (npm run build) served by the real API on a fresh data folder.
 * The config is evaluated in every worker too: the env values set here in the main process are inherited,
 * so every worker sees the same port and data folder.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
process.env.E2E_PORT ??= '4310';
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'members-e2e-'));

/** The browser of every project: Debian's Chromium, headless. */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/mail-server.ts',
  outputDir: './e2e/artifacts/results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // Data screens on a loaded 2-core machine (CI, or helpers building in parallel) took over 7 s to show their
  // lists; a longer wait costs nothing when the test passes.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { outputFolder: './e2e/artifacts/report', open: 'never' }]],
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The journeys that move the server's test clock (*.clock.spec.ts) run alone, after every other one: the
    // clock's offset is per server process, so a journey running beside them would see "tomorrow" too.
    { name: 'chromium', testIgnore: /\.clock\.spec\.ts$/, use: chromium },
    // One at a time: each moves the one server clock (a day, three days) and would move the other's.
    {
      name: 'chromium-clock',
      testMatch: /\.clock\.spec\.ts$/,
      dependencies: ['chromium'],
      use: chromium,
      workers: 1,
    },
  ],
  webServer: {
    // The server as it ships: bundled by scripts/build-server.mjs (rebuilt here when older than its sources).
    command: 'node scripts/build-server.mjs --if-stale && node apps/api/dist/server.js',
    cwd: root,
    url: `http://localhost:${e2ePort}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // Not 'production': the API refuses TEST_CLOCK there (config-rules.ts), its only use of NODE_ENV.
      NODE_ENV: 'test',
      // PUT /api/test/clock, for the *.clock.spec.ts journeys (flashcards due tomorrow).
      TEST_CLOCK: 'true',
      PORT: String(e2ePort),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      TAG_MANAGER_HOST: e2eTagManagerHost,
      TAG_MANAGER_DEFAULT_CONTAINER: e2eDefaultContainer,
      SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
      // A build elsewhere than apps/web/dist (e.g. two people testing at once); unset: the default.
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
    },
  },
});
