import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Only unit tests next to the code; Playwright specs live in e2e/.
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    // The default 5 s is too short when the whole suite shares this 2-core machine with the API tests: a jsdom
    // render of a form plus user-event typing took 5-6 s there. 15 s still fails a hung test quickly.
    testTimeout: 15_000,
  },
});
