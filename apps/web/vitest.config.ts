import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that need the app's modules fresh: they test module-level state (the outbox's drain loop, boot-prefetch's
 * early answers, sonner loaded on first use) from its first use, so they run isolated (vitest.isolated.config.ts).
 */
export const isolatedFiles = [
  'src/lib/api/boot-prefetch.test.ts',
  'src/lib/toast/app-toaster.test.tsx',
  'src/features/planner/today/planner-today-slot.test.tsx',
  'src/features/clinical-cases/components/run/run-page.test.tsx',
  'src/features/flashcards/components/study/study-page.test.tsx',
  'src/features/questions/components/single/question-page.test.tsx',
  'src/features/questions/components/track/question-track-page.test.tsx',
  'src/features/simulados/components/exam/exam-page.test.tsx',
  // Its vi.mock of react-advanced-cropper did not apply on Node 24 when another file had loaded the real one.
  'src/features/profile/components/avatar-cropper.test.tsx',
];

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Only unit tests next to the code; Playwright specs live in e2e/.
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...isolatedFiles],
    // The files of a worker share one jsdom and one module graph: a fresh jsdom and fresh imports for each of the
    // 200-odd files took 409 s of a 2-core machine's wall time, against 68 s shared (setup.ts cleans the DOM,
    // storage and cookies after every test).
    isolate: false,
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    // The default 5 s is too short when the whole suite shares this 2-core machine with the API tests: a jsdom
    // render of a form plus user-event typing took 5-6 s there. 15 s still fails a hung test quickly.
    testTimeout: 15_000,
  },
});
