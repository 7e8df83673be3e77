import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildManifestPlugin, createBuildId } from './src/app/build/build-manifest-plugin.ts';
import { chunkGroups } from './src/app/build/chunk-groups.ts';
import { minifyPublicScriptsPlugin } from './src/app/build/minify-public-scripts-plugin.ts';
import { scriptsAfterPaintPlugin } from './src/app/build/first-screens/first-screen-html.ts';
import { prerenderPlugin } from './src/app/build/first-screens/prerender-plugin.ts';
import { precompressPlugin } from './src/app/build/precompress-plugin.ts';

/** The API (apps/api) listens here in development; the SPA calls it same-origin through the proxy. */
const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3000';
const proxied = { target: apiTarget, changeOrigin: false };

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    buildManifestPlugin(createBuildId()),
    minifyPublicScriptsPlugin(),
    precompressPlugin(),
    scriptsAfterPaintPlugin(),
    prerenderPlugin(),
  ],
  server: {
    port: 5173,
    // <vertical>.localhost:5173 picks the vertical; the Host header is forwarded unchanged to the API.
    allowedHosts: ['.localhost'],
    proxy: { '/api': proxied, '/healthz': proxied, '/readyz': proxied },
  },
  preview: {
    proxy: { '/api': proxied, '/healthz': proxied, '/readyz': proxied },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Which modules share a chunk (and why): src/app/build/chunk-groups.ts.
        codeSplitting: { groups: chunkGroups },
        // Lazy chunks named by their hash alone ('c' keeps a name from starting with '-'): the entry lists every
        // lazy page's chunks for preloading, and their names cost about 0.9 KB of gzip on each first paint. Seven
        // hash characters (64^7 names, the fewest the bundler allows here) rather than eight: random characters do not compress.
        chunkFileNames: 'assets/c[hash:7].js',
      },
    },
  },
});
