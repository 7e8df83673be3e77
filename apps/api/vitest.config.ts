import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test-support/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 20_000,
    isolate: false,
    hookTimeout: 60_000,
  },
});
