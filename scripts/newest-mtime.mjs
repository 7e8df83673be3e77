import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Test files and test folders, which no build contains: editing them never makes a build stale. */
const isTestOnly = (name) => /\.test(-d)?\.tsx?$/.test(name) || name === 'test';

/** Newest modification time (ms) of a file, or of any non-test file under a folder; 0 when the path is missing. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path)
    .filter((name) => !isTestOnly(name))
    .reduce((max, name) => Math.max(max, newestMtime(join(path, name))), 0);
}
