import type { Plugin } from 'vite';

export const buildManifestFileName = 'build-manifest.json';

/** Emits dist/build-manifest.json `{ id }`; the running app compares it with its embedded build id. */
export function buildManifestPlugin(buildId: string): Plugin {
  return {
    name: 'members:build-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: buildManifestFileName, source: `${JSON.stringify({ id: buildId })}\n` });
    },
  };
}
