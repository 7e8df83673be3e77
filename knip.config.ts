import type { KnipConfig } from 'knip';

/**
 * knip (npm run knip): unused files, exports, types and dependencies in every workspace. The entries its plugins
 * find are not repeated here: package.json scripts (scripts/start.mjs, server.ts, seed-large.ts,
 * print-config-docs.ts, bench/run.ts), vite's index.html → main.tsx, the vitest and Playwright configs with their
 * tests, setup files and global setups, drizzle.config.ts, the contract's package.json `exports`.
 */
const config: KnipConfig = {
  // A constant exported for its file's own tests or readers but used in its file is not dead code.
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      // bench/run.ts starts bare-fastify.ts as a child process, by path.
      // npm start runs `exec node scripts/start.mjs` (knip does not read through exec); start.mjs imports the rest.
      entry: ['bench/bare-fastify.ts', 'scripts/start.mjs'],
      project: ['scripts/**/*.mjs', 'bench/**/*.ts', '*.{js,ts}'],
      // The bench measures the API and the web app with their own copies (hoisted from apps/*): fastify, pg and
      // drizzle-orm of @members/api, Playwright of @members/web (also the `playwright` of npm run test:e2e).
      // Listing them again at the root could pin other versions than the ones measured.
      ignoreDependencies: ['fastify', 'pg', 'drizzle-orm', '@playwright/test'],
      ignoreBinaries: ['playwright'],
    },
    'packages/contract': {
      project: ['src/**/*.ts'],
      // Only this repository consumes the contract: an export neither the API nor the web app imports is dead.
      includeEntryExports: true,
    },
    'apps/api': {
      // pdf-text.ts starts the PDF worker by path (a worker thread of its own).
      entry: ['src/modules/assistant/index/pdf-text.worker.mjs'],
      project: ['src/**/*.{ts,mjs}', 'test-support/**/*.ts', '*.ts'],
    },
    'apps/web': {
      // route-types.test-d.tsx is a type test: tsc checks it (npm run typecheck), nothing imports it.
      entry: ['src/**/*.test-d.tsx'],
      project: ['src/**/*.{ts,tsx,css}', 'e2e/**/*.ts', '*.ts'],
    },
  },
};

export default config;
