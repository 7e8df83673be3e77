import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

/** A build id unique per production build (BUILD_ID from the environment wins, for reproducible builds). */
export function createBuildId(env: NodeJS.ProcessEnv = process.env): string {
  return env.BUILD_ID?.trim() || `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
}

/**
 * Embeds the build id in the app (global `__BUILD_ID__`, see build-id.d.ts) and, on build, writes
 * `build-manifest.json` { id } that the running app polls to notice a newer deployment.
 */
export function buildManifestPlugin(buildId: string): Plugin {
  return {
    name: 'members:build-manifest',
    config() {
      return { define: { __BUILD_ID__: JSON.stringify(buildId) } };
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'build-manifest.json',
        source: `${JSON.stringify({ id: buildId })}\n`,
      });
    },
  };
}
