import { devOutboxPath } from '../plugins/dev-outbox.ts';
import { listensOnLoopbackOnly } from '../plugins/local-requests.ts';
import { apiDocsPath } from '../plugins/openapi.ts';
import { demoLoginLines } from './demo-logins.ts';

export interface BannerInput {
  port: number;
  /** The HOST the server listens on. */
  host: string;
  verticalSlugs: readonly string[];
  database: 'pglite' | 'postgres';
  seeded: boolean;
  /** Whether SMTP_URL is set (else e-mail stays in the dev outbox). */
  smtp: boolean;
  publicUrl?: string | undefined;
}

/** Where e-mail goes; a warning when it is not being sent while other machines can reach the server. */
function mailLines({ port, host, smtp }: BannerInput): string[] {
  if (smtp) return ['E-mail: sent through SMTP_URL'];
  const outbox = `http://localhost:${port}${devOutboxPath}`;
  if (listensOnLoopbackOnly(host)) return [`E-mail: not sent (SMTP_URL unset); read it at ${outbox}`];
  return [
    'WARNING: e-mail is NOT being sent (SMTP_URL unset). Codes and links are printed here and listed at',
    `  ${outbox} (this machine only). The server listens on ${host}, so other machines`,
    '  can reach it: set SMTP_URL before anyone else uses it, or HOST=127.0.0.1 to keep it on this machine.',
  ];
}

/** What a newcomer needs after `npm start`: where to open the app, the docs, where e-mail goes and the demo logins. */
export function formatStartupBanner(input: BannerInput): string {
  const { port, verticalSlugs, database, seeded, publicUrl } = input;
  const base = `http://localhost:${port}`;
  const lines = [
    '',
    `Members area running at ${base}`,
    ...verticalSlugs.map((slug) => `  ${slug.padEnd(20)} http://${slug}.localhost:${port}`),
    ...(publicUrl ? [`Public address: ${publicUrl}`] : []),
    `API docs: ${base}${apiDocsPath}`,
    `Database: ${database === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}${seeded ? ' (demo content seeded now)' : ''}`,
    ...mailLines(input),
    ...demoLoginLines(port),
    '',
  ];
  return lines.join('\n');
}
