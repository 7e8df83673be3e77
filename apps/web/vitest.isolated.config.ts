import { configDefaults, defineConfig } from 'vitest/config';
import shared, { isolatedFiles } from './vitest.config.ts';

/** The web files that need fresh modules (vitest.config.ts, isolatedFiles): a jsdom and imports of their own. */
export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    name: 'web-isolated',
    include: isolatedFiles,
    exclude: configDefaults.exclude,
    isolate: true,
  },
});
