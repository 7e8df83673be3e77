import { apiDocsPath } from '../plugins/openapi.ts';
import { demoLoginLines } from './demo-logins.ts';

export interface BannerInput {
  port: number;
  verticalSlugs: readonly string[];
  database: 'pglite' | 'postgres';
  seeded: boolean;
}

/** What a newcomer needs after `npm start`: where to open the app, the docs and the demo logins. */
export function formatStartupBanner({ port, verticalSlugs, database, seeded }: BannerInput): string {
  const base = `http://localhost:${port}`;
  const lines = [
    '',
    `Members area running at ${base}`,
    ...verticalSlugs.map((slug) => `  ${slug.padEnd(20)} http://${slug}.localhost:${port}`),
    `API docs: ${base}${apiDocsPath}`,
    `Database: ${database === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}${seeded ? ' (demo content seeded now)' : ''}`,
    ...demoLoginLines(port),
    '',
  ];
  return lines.join('\n');
}
