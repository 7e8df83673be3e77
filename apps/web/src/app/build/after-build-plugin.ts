import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** The build's output folder, absolute (`outDir` is relative to the root unless absolute). */
const outDirOf = (config: ResolvedConfig): string => resolve(config.root, config.build.outDir);

/**
 * A production-build step on the finished output folder: `task` runs once the bundle is written. `pre` runs it
 * before the steps without an order (the minifier before the precompressor, which must see the final bytes).
 */
export function afterBuildPlugin(
  name: string,
  task: (outDir: string) => Promise<unknown>,
  order?: 'pre' | 'post',
): Plugin {
  let outDir = 'dist';
  const handler = async () => {
    await task(outDir);
  };
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = outDirOf(config);
    },
    closeBundle: order ? { order, handler } : handler,
  };
}
