import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web', 'apps/web/vitest.isolated.config.ts'],
  },
});
