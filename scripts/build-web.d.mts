/** Builds apps/web/dist when it is missing or older than its sources (scripts/build-web.mjs). */
export function ensureWebBuild(): Promise<void>;
