import { randomBytes } from 'node:crypto';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildManifestPlugin } from './src/app/build/build-manifest-plugin.ts';
import { precompressPlugin } from './src/app/build/precompress-plugin.ts';

/** One id per build: embedded in the app (__BUILD_ID__) and written to dist/build-manifest.json. */
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), buildManifestPlugin(buildId), precompressPlugin()],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/healthz': apiTarget,
      '/readyz': apiTarget,
    },
  },
  build: { target: 'es2022', sourcemap: false },
});
