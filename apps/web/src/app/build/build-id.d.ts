export {};

declare global {
  /** Replaced at build time by vite.config.ts (define): the id written to build-manifest.json. */
  const __BUILD_ID__: string;
}
