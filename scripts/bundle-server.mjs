// Bundles the API, the contract and most packages into a few ES modules with esbuild: one entry, server.js, and
// chunks beside it for the modules loaded on demand. A warm start loaded about 1,500 files through Node's resolver
// (590 of them ours); it now loads about 240 (issue 19's laptop mode).
import { readFile, readdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { build } from 'esbuild';

/**
 * Our code finds files beside itself (migrations, seed assets, the repository's root) from `import.meta.url` and
 * `import.meta.dirname`. Bundled, every module lives in the output folder's root, so each use is rewritten to the
 * folder the module had under src/ (the data files are copied there, at the same depth as before).
 */
const moduleFolderHelpers = [
  "import { fileURLToPath as __bundleFileToPath, pathToFileURL as __bundlePathToUrl } from 'node:url';",
  "import { dirname as __bundleDirname, join as __bundleJoin } from 'node:path';",
  // Bundled CommonJS packages require Node's own modules; an ES module has no `require` of its own.
  "import { createRequire as __bundleCreateRequire } from 'node:module';",
  'const require = __bundleCreateRequire(import.meta.url);',
  'const __moduleDir = (folder) => __bundleJoin(__bundleDirname(__bundleFileToPath(import.meta.url)), folder);',
  "const __moduleUrl = (folder) => __bundlePathToUrl(__bundleJoin(__moduleDir(folder), 'module.js')).href;",
].join('\n');

/**
 * Packages loaded from node_modules as before, because bundling would break them or buys nothing:
 * - they find files beside their own code (PGlite's WebAssembly and data, Swagger UI's assets,
 *   @fastify/swagger's package.json through __dirname, pino's transports started in worker threads);
 * - they are native addons (sharp, argon2, the FSRS optimizer);
 * - they are loaded only when configured (Redis, SMTP, S3, OpenAI, Mercado Pago, QR codes; pg-native never).
 */
const stayInNodeModules = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'pino',
  'sharp',
  '@node-rs/argon2',
  '@open-spaced-repetition/binding',
  'ioredis',
  'nodemailer',
  '@aws-sdk/*',
  'openai',
  'openai/*',
  'mercadopago',
  'qrcode',
  'pg-native',
];

function keepModuleFolders(srcRoot) {
  return {
    name: 'keep-module-folders',
    setup(bundler) {
      bundler.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
        const source = await readFile(path, 'utf8');
        if (!path.startsWith(srcRoot) || !source.includes('import.meta.')) return { contents: source, loader: 'ts' };
        const folder = JSON.stringify(relative(srcRoot, dirname(path)) || '.');
        const contents = source
          .replaceAll('import.meta.dirname', `__moduleDir(${folder})`)
          .replaceAll('import.meta.url', `__moduleUrl(${folder})`);
        return { contents, loader: 'ts' };
      });
    },
  };
}

/** Writes server.js, its chunks and their source maps into `outDir`. */
export async function bundleServer({ srcRoot, contractEntry, outDir }) {
  await build({
    entryPoints: [join(srcRoot, 'server.ts')],
    outdir: outDir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunk-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: stayInNodeModules,
    // The contract is TypeScript source behind a workspace link: bundled like our code, so plain Node never sees it.
    alias: { '@members/contract': contractEntry },
    plugins: [keepModuleFolders(srcRoot)],
    banner: { js: moduleFolderHelpers }, // in every output file: a rewritten module may land in any chunk
    sourcemap: true,
    logLevel: 'warning',
  });
  await refuseFolderRelativePackages(outDir);
}

/** A bundled package that looks for files beside its own code would fail only when that code runs: refuse it now. */
async function refuseFolderRelativePackages(outDir) {
  for (const name of (await readdir(outDir)).filter((file) => file.endsWith('.js'))) {
    const code = await readFile(join(outDir, name), 'utf8');
    const use = /\b__(dirname|filename)\b/.exec(code);
    if (!use) continue;
    const line = code.slice(0, use.index).split('\n').length;
    throw new Error(`${name}:${line} uses ${use[0]}: add its package to stayInNodeModules (scripts/bundle-server.mjs)`);
  }
}
