import path from 'node:path';
import { z } from 'zod';
import { booleanText, integerText, originList, httpUrl, slugText } from './config-parsers.ts';
import { trustProxyText } from './trust-proxy.ts';

/** Root of the repository (apps/api/src/config → ../../../..). */
export const repoRoot = path.resolve(import.meta.dirname, '../../../..');

interface ConfigVariableSpec<T> {
  description: string;
  /** How the default reads in documentation, when it differs from the raw default. */
  documentedDefault?: string;
  /** Completes "<NAME> must be ..." in the error message. */
  expected: string;
  /** Parses the raw string; `cwd` resolves relative paths. */
  parse: (cwd: string) => z.ZodType<T, string>;
}

/** A variable with a default: always has a value after loading. */
export interface DefaultedVariable<T> extends ConfigVariableSpec<T> {
  kind: 'defaulted';
  /** Raw value used when the variable is unset or empty. */
  default: string;
}
/** A variable without a default: undefined when unset or empty. */
export interface OptionalVariable<T> extends ConfigVariableSpec<T> {
  kind: 'optional';
}
type ConfigVariable<T> = DefaultedVariable<T> | OptionalVariable<T>;

function withDefault<T>(defaultValue: string, spec: ConfigVariableSpec<T>): DefaultedVariable<T> {
  return { kind: 'defaulted', default: defaultValue, ...spec };
}
function optional<T>(spec: ConfigVariableSpec<T>): OptionalVariable<T> {
  return { kind: 'optional', ...spec };
}

const absolutePath = (cwd: string) =>
  z
    .string()
    .min(1)
    .transform((p) => path.resolve(cwd, p));
/** An e-mail address, bare or as `Name <address>` (one line, one address). */
const mailbox = () => z.string().regex(/^(?:[^\s@<>",]+@[^\s@<>",]+|[^<>\r\n]*<[^\s@<>",]+@[^\s@<>",]+>)$/);

/** Every environment variable the API reads, with its default and meaning (README lists them). */
export const configVariables = {
  PORT: withDefault('3000', {
    description: 'TCP port the server listens on.',
    expected: 'an integer 1-65535',
    parse: () => integerText(1, 65535),
  }),
  HOST: withDefault('0.0.0.0', {
    description: 'Interface the server binds to.',
    expected: 'a host name or IP address',
    parse: () => z.string().regex(/^[\w.:[\]-]+$/),
  }),
  DATA_DIR: withDefault('./data', {
    description: 'Folder for local data (embedded database under DATA_DIR/pglite), relative to the working directory.',
    expected: 'a path',
    parse: absolutePath,
  }),
  DATABASE_URL: optional({
    description: 'PostgreSQL connection string; unset runs the embedded PGlite database in DATA_DIR/pglite.',
    expected: 'a postgres:// or postgresql:// URL',
    parse: () => z.string().regex(/^postgres(ql)?:\/\/\S+$/),
  }),
  LOG_LEVEL: withDefault('info', {
    description: 'Log level: fatal, error, warn, info, debug, trace or silent.',
    expected: 'one of fatal, error, warn, info, debug, trace, silent',
    parse: () => z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  }),
  BODY_LIMIT_BYTES: withDefault('1048576', {
    description: 'Largest accepted request body in bytes (larger bodies answer 413).',
    expected: 'an integer 1-1073741824',
    parse: () => integerText(1, 1073741824),
  }),
  WEB_DIST_DIR: withDefault(path.join(repoRoot, 'apps/web/dist'), {
    description:
      'Built web app served as static files with index.html fallback (default resolved from the repository root); skipped when missing.',
    documentedDefault: 'apps/web/dist',
    expected: 'a path',
    parse: absolutePath,
  }),
  CORS_ORIGINS: withDefault('', {
    description: 'Comma-separated origins allowed to call the API from a browser with credentials.',
    documentedDefault: '(none)',
    expected: 'a comma-separated list of http(s) origins',
    parse: () => originList(),
  }),
  TAG_MANAGER_HOST: optional({
    description: 'First-party tag-manager URL; the CSP allows exactly its origin. Unset disables tags.',
    expected: 'an http(s) URL',
    parse: () => httpUrl(),
  }),
  TAG_MANAGER_DEFAULT_CONTAINER: optional({
    description: 'Shared tag-manager container loaded under every vertical, e.g. GTM-XXXX.',
    expected: 'a container id such as GTM-XXXX',
    parse: () => z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  }),
  VERTICAL_OVERRIDE: optional({
    description: 'Forces the web app to one vertical by slug (test setting).',
    expected: 'a slug (lowercase letters, digits and dashes)',
    parse: () => slugText(),
  }),
  QR_CODE_BASE_URL: optional({
    description: 'Site origin the web app uses to pick the producer in preview/development.',
    expected: 'an http(s) URL',
    parse: () => httpUrl(),
  }),
  ANALYTICS_SCRIPT_URL: optional({
    description:
      'Analytics script the web app loads on demand (must be allowed by the CSP: same origin or tag-manager host).',
    expected: 'an http(s) URL or a path starting with /',
    parse: () => z.union([httpUrl(), z.string().regex(/^\/[^/\s]\S*$/)]),
  }),
  TRUST_PROXY: withDefault('false', {
    description:
      "Which proxies in front may set X-Forwarded-For/-Proto/-Host (the client IP that rate limits count, https for cookies, the site host): false = none (the server faces clients directly); a hop count such as 1 = the last proxy, whatever its address (only when nothing but the proxy can reach the server); or a comma-separated list of proxy addresses/CIDRs (or loopback, linklocal, uniquelocal), the safest. true is refused: it believes any client's X-Forwarded-For.",
    expected:
      "false, a hop count (1, 2 ...) or a comma-separated list of proxy addresses/CIDRs; true is not accepted (it would believe any client's X-Forwarded-For): give the number of proxies in front, usually 1, or their addresses",
    parse: () => trustProxyText(),
  }),
  PUBLIC_URL: optional({
    description:
      'Address learners use to reach the site, e.g. https://membros.example.com. With https:// every cookie is Secure even when the proxy in front speaks plain http to the server; the start-up banner shows it. Unset: cookies are Secure when the request came over https (the socket, or X-Forwarded-Proto from a trusted proxy).',
    expected: 'an http(s) URL',
    parse: () => httpUrl(),
  }),
  SEED_DEMO: withDefault('true', {
    description: 'Seed the demo verticals and producers on first start (empty database).',
    expected: 'true or false',
    parse: () => booleanText(),
  }),
  SMTP_URL: optional({
    description:
      'SMTP server that sends e-mail, e.g. smtps://user:password@smtp.example.com:465; unset keeps mail in the dev outbox (printed, and listed at GET /api/dev/outbox to requests from this machine only: a loopback socket, a localhost Host, no forwarding headers), and warns at start-up when HOST is not a loopback address.',
    expected: 'an smtp:// or smtps:// URL',
    parse: () => z.url({ protocol: /^smtps?$/, hostname: /^\S+$/ }),
  }),
  STORAGE_DRIVER: withDefault('local', {
    description:
      'Where uploaded files, handouts and lesson videos are kept: local (the disk under DATA_DIR/files) or s3 (a bucket of S3 or an S3-compatible store; see S3_BUCKET). Files are streamed either way.',
    expected: 'local or s3',
    parse: () => z.enum(['local', 's3']),
  }),
  S3_BUCKET: optional({
    description:
      'Bucket of the files when STORAGE_DRIVER is s3 (required then). Credentials come from the AWS SDK default chain: AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, AWS_PROFILE, or the instance or task role.',
    expected: 'a bucket name (3-63 lowercase letters, digits, dots and dashes)',
    parse: () => z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/),
  }),
  S3_REGION: optional({
    description:
      "Region of the bucket, e.g. sa-east-1; unset: the SDK's default (AWS_REGION or the shared AWS config).",
    expected: 'a region name such as sa-east-1 (lowercase letters, digits and dashes)',
    parse: () => z.string().regex(/^[a-z0-9-]{1,64}$/),
  }),
  S3_ENDPOINT: optional({
    description:
      'Endpoint of an S3-compatible store (MinIO, Ceph, Cloudflare R2 ...), e.g. http://127.0.0.1:9000; unset: AWS S3 itself.',
    expected: 'an http(s) URL',
    parse: () => httpUrl(),
  }),
  S3_FORCE_PATH_STYLE: withDefault('false', {
    description:
      'Address the bucket in the path (endpoint/bucket/key) rather than as a host name (bucket.endpoint/key); most self-hosted stores need true.',
    expected: 'true or false',
    parse: () => booleanText(),
  }),
  REDIS_URL: optional({
    description:
      'Redis server that keeps the per-IP request limits (sign-up, code resend, password reset, login links) and carries session changes (sign-ins, logouts, revocations) to every API process, e.g. redis://127.0.0.1:6379; unset keeps the limits in the database and sends session changes with its LISTEN/NOTIFY. Either way every API process counts against the same budget and hears of a change within a second. Set it on every process or on none.',
    expected: 'a redis:// or rediss:// URL',
    parse: () => z.url({ protocol: /^rediss?$/, hostname: /^\S*$/ }),
  }),
  REDIS_KEY_PREFIX: withDefault('members:', {
    description: 'Prefix of every Redis key this deployment writes (several deployments may share one server).',
    expected: 'up to 64 letters, digits and : _ . -',
    parse: () => z.string().regex(/^[\w:.-]{1,64}$/),
  }),
  JOBS_POLL_INTERVAL_MS: withDefault('1000', {
    description:
      'How often each API process looks for due background jobs (e-mail retries, purges, the simulado sweeper) in the jobs table, in ms.',
    expected: 'an integer 10-600000',
    parse: () => integerText(10, 600000),
  }),
  PAYMENT_GATEWAY: withDefault('sandbox', {
    description:
      "Who charges the checkout's payments: sandbox (built in, for laptops and tests: PIX and boleto are paid by the button on GET /dev/outbox, test cards decide; its dev routes answer only requests from this machine) or mercadopago (see the MERCADOPAGO_* variables).",
    expected: 'sandbox or mercadopago',
    parse: () => z.enum(['sandbox', 'mercadopago']),
  }),
  SANDBOX_PIX_AUTOPAY_SECONDS: optional({
    description:
      'With the sandbox gateway: a pending PIX is paid by itself this many seconds after it was made (a job); unset: only the dev page button pays it.',
    expected: 'an integer 1-86400',
    parse: () => integerText(1, 86400),
  }),
  TEST_CLOCK: withDefault('false', {
    description:
      'Lets PUT /api/test/clock move the server clock of the flashcards (study days, due times) by an offset, so browser journeys can jump to the next day. Never in production: refused when NODE_ENV is production.',
    expected: 'true or false',
    parse: () => booleanText(),
  }),
  MAIL_FROM: withDefault('Área de membros <nao-responda@medmember.dev>', {
    description:
      'Sender (From) of every e-mail: an address, or a display name followed by the address in angle brackets.',
    expected: 'an e-mail address or Name <address>',
    parse: () => mailbox(),
  }),
  MERCADOPAGO_ACCESS_TOKEN: optional({
    description:
      "Mercado Pago's private access token (APP_USR-... in production, TEST-... with test credentials): the API charges with it through the official SDK. Required when PAYMENT_GATEWAY is mercadopago.",
    expected: 'a token without spaces',
    parse: () => z.string().regex(/^\S+$/),
  }),
  MERCADOPAGO_PUBLIC_KEY: optional({
    description:
      "Mercado Pago's public key, given to the checkout page for MercadoPago.js (it tokenises the card in the browser). Required when PAYMENT_GATEWAY is mercadopago.",
    expected: 'a key without spaces',
    parse: () => z.string().regex(/^\S+$/),
  }),
  MERCADOPAGO_WEBHOOK_SECRET: optional({
    description:
      "Secret signature of the Mercado Pago application's webhooks (Your integrations > Webhooks): notifications whose x-signature does not match it are refused. Required when PAYMENT_GATEWAY is mercadopago.",
    expected: 'a secret without spaces',
    parse: () => z.string().regex(/^\S+$/),
  }),
  LLM_BASE_URL: optional({
    description:
      "The assistant's model (issue 18): an OpenAI-compatible chat-completions server's base URL (https://api.openai.com/v1, a local Ollama's http://127.0.0.1:11434/v1, a vLLM server's /v1). Unset: the assistant answers extractively, quoting the producer's passages with no model.",
    expected: 'an http(s) URL',
    parse: () => httpUrl(),
  }),
  LLM_API_KEY: optional({
    description: 'The bearer key of LLM_BASE_URL (a local server may need none).',
    expected: 'a key without spaces',
    parse: () => z.string().regex(/^\S+$/),
  }),
  LLM_MODEL: optional({
    description: 'The chat model of LLM_BASE_URL (e.g. gpt-4o-mini, llama3.1:8b). Required when LLM_BASE_URL is set.',
    expected: 'a model name without spaces',
    parse: () => z.string().regex(/^\S{1,200}$/),
  }),
  LLM_TIMEOUT_MS: withDefault('20000', {
    description:
      "How long the assistant waits for the model's next words before it gives the extractive answer instead, in ms.",
    expected: 'an integer 100-120000',
    parse: () => integerText(100, 120000),
  }),
  EMBEDDING_BASE_URL: optional({
    description:
      "An OpenAI-compatible embeddings server's base URL: with it the assistant's retrieval merges vector similarity with full-text search (reciprocal-rank fusion). Unset: full-text alone.",
    expected: 'an http(s) URL',
    parse: () => httpUrl(),
  }),
  EMBEDDING_API_KEY: optional({
    description: 'The bearer key of EMBEDDING_BASE_URL.',
    expected: 'a key without spaces',
    parse: () => z.string().regex(/^\S+$/),
  }),
  EMBEDDING_MODEL: optional({
    description:
      'The embedding model of EMBEDDING_BASE_URL (e.g. text-embedding-3-small, nomic-embed-text). Required when EMBEDDING_BASE_URL is set.',
    expected: 'a model name without spaces',
    parse: () => z.string().regex(/^\S{1,200}$/),
  }),
} as const;

export type ConfigVariableName = keyof typeof configVariables;

type ValueOf<V> = V extends ConfigVariable<infer T> ? T : never;

/** The validated configuration; optional variables without a value are undefined. */
export type ApiConfig = {
  readonly [K in ConfigVariableName]: (typeof configVariables)[K] extends DefaultedVariable<unknown>
    ? ValueOf<(typeof configVariables)[K]>
    : ValueOf<(typeof configVariables)[K]> | undefined;
};
