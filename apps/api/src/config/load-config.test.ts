import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configVariables, describeConfigVariables, loadConfig, repoRoot } from './index.ts';

const cwd = '/srv/members';
const trustProxyExpected = configVariables.TRUST_PROXY.expected;

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env, cwd);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({}, cwd);
    expect(config).toEqual({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/members/data',
      DATABASE_URL: undefined,
      LOG_LEVEL: 'info',
      BODY_LIMIT_BYTES: 1048576,
      WEB_DIST_DIR: path.join(repoRoot, 'apps/web/dist'),
      CORS_ORIGINS: [],
      TAG_MANAGER_HOST: undefined,
      TAG_MANAGER_DEFAULT_CONTAINER: undefined,
      VERTICAL_OVERRIDE: undefined,
      QR_CODE_BASE_URL: undefined,
      ANALYTICS_SCRIPT_URL: undefined,
      TRUST_PROXY: false,
      PUBLIC_URL: undefined,
      SEED_DEMO: true,
      SMTP_URL: undefined,
      STORAGE_DRIVER: 'local',
      S3_BUCKET: undefined,
      S3_REGION: undefined,
      S3_ENDPOINT: undefined,
      S3_FORCE_PATH_STYLE: false,
      REDIS_URL: undefined,
      REDIS_KEY_PREFIX: 'members:',
      JOBS_POLL_INTERVAL_MS: 1000,
      PAYMENT_GATEWAY: 'sandbox',
      SANDBOX_PIX_AUTOPAY_SECONDS: undefined,
      TEST_CLOCK: false,
      MAIL_FROM: 'Área de membros <nao-responda@medmember.dev>',
      MERCADOPAGO_ACCESS_TOKEN: undefined,
      MERCADOPAGO_PUBLIC_KEY: undefined,
      MERCADOPAGO_WEBHOOK_SECRET: undefined,
      LLM_BASE_URL: undefined,
      LLM_API_KEY: undefined,
      LLM_MODEL: undefined,
      LLM_TIMEOUT_MS: 20000,
      EMBEDDING_BASE_URL: undefined,
      EMBEDDING_API_KEY: undefined,
      EMBEDDING_MODEL: undefined,
    });
  });

  it('parses given values and resolves relative paths against the working directory', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: 'var/db',
        WEB_DIST_DIR: '/opt/web',
        DATABASE_URL: 'postgres://app@db:5432/members',
        CORS_ORIGINS: ' https://app.example.com , http://localhost:5173/ ',
        TAG_MANAGER_HOST: 'https://tags.example.com.br/',
        TRUST_PROXY: '2',
        PUBLIC_URL: 'https://membros.example.com/',
        SEED_DEMO: '0',
        VERTICAL_OVERRIDE: 'cirurgia-vascular',
        ANALYTICS_SCRIPT_URL: '/js/analytics.js',
      },
      cwd,
    );
    expect(config.PORT).toBe(8080);
    expect(config.DATA_DIR).toBe('/srv/members/var/db');
    expect(config.WEB_DIST_DIR).toBe('/opt/web');
    expect(config.DATABASE_URL).toBe('postgres://app@db:5432/members');
    expect(config.CORS_ORIGINS).toEqual(['https://app.example.com', 'http://localhost:5173']);
    expect(config.TAG_MANAGER_HOST).toBe('https://tags.example.com.br');
    expect(config.TRUST_PROXY).toEqual({ hops: 2 });
    expect(config.PUBLIC_URL).toBe('https://membros.example.com');
    expect(config.SEED_DEMO).toBe(false);
    expect(config.VERTICAL_OVERRIDE).toBe('cirurgia-vascular');
    expect(config.ANALYTICS_SCRIPT_URL).toBe('/js/analytics.js');
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '  ', TAG_MANAGER_HOST: '' }, cwd);
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.TAG_MANAGER_HOST).toBeUndefined();
  });

  it('explains a bad value in one line', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT must be an integer 1-65535 (got "abc")']);
    expect(() => loadConfig({ PORT: '70000' }, cwd)).toThrow(
      'Invalid configuration: PORT must be an integer 1-65535 (got "70000")',
    );
  });

  it('reports every problem, one line each', () => {
    const problems = problemsOf({
      PORT: '-1',
      LOG_LEVEL: 'loud',
      CORS_ORIGINS: 'https://ok.example.com,ftp://files.example.com',
      TAG_MANAGER_HOST: 'not a url',
      TRUST_PROXY: 'maybe',
      DATABASE_URL: 'mysql://x',
      VERTICAL_OVERRIDE: 'Oftalmo Logia',
    });
    expect(problems).toEqual([
      'PORT must be an integer 1-65535 (got "-1")',
      'DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://x")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'CORS_ORIGINS must be a comma-separated list of http(s) origins (got "https://ok.example.com,ftp://files.example.com")',
      'TAG_MANAGER_HOST must be an http(s) URL (got "not a url")',
      'VERTICAL_OVERRIDE must be a slug (lowercase letters, digits and dashes) (got "Oftalmo Logia")',
      `TRUST_PROXY must be ${trustProxyExpected} (got "maybe")`,
    ]);
  });

  it('takes TRUST_PROXY as false, a hop count or proxy addresses, and refuses true', () => {
    expect(loadConfig({ TRUST_PROXY: 'FALSE' }, cwd).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }, cwd).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }, cwd).TRUST_PROXY).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1, 172.16.0.0/12 ,::1, fd00::/8, loopback ' }, cwd).TRUST_PROXY).toEqual({
      addresses: ['10.0.0.1', '172.16.0.0/12', '::1', 'fd00::/8', 'loopback'],
    });
    for (const bad of ['true', 'yes', '10.0.0.1/33', '10.0.0.300', 'proxy.example.com', '10.0.0.1,,evil', '-1']) {
      expect(problemsOf({ TRUST_PROXY: bad }), bad).toEqual([
        `TRUST_PROXY must be ${trustProxyExpected} (got ${JSON.stringify(bad)})`,
      ]);
    }
    expect(trustProxyExpected).toContain('true is not accepted');
  });

  it('takes an smtp(s) URL and a sender for e-mail', () => {
    const config = loadConfig(
      { SMTP_URL: 'smtps://mailer:s3cret@smtp.example.com:465', MAIL_FROM: 'Foco Oftalmo <contato@foco.example.com>' },
      cwd,
    );
    expect(config.SMTP_URL).toBe('smtps://mailer:s3cret@smtp.example.com:465');
    expect(config.MAIL_FROM).toBe('Foco Oftalmo <contato@foco.example.com>');
    expect(loadConfig({ MAIL_FROM: 'avisos@foco.example.com' }, cwd).MAIL_FROM).toBe('avisos@foco.example.com');
    expect(problemsOf({ SMTP_URL: 'https://smtp.example.com', MAIL_FROM: 'Foco <a@b.com>, c@d.com' })).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL (got "https://smtp.example.com")',
      'MAIL_FROM must be an e-mail address or Name <address> (got "Foco <a@b.com>, c@d.com")',
    ]);
    expect(problemsOf({ SMTP_URL: 'smtp://' })).toHaveLength(1);
  });

  it('never repeats the password of a bad URL in its message', () => {
    expect(problemsOf({ SMTP_URL: 'http://mailer:s3cret@smtp.example.com' })).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL (got "http://mailer:***@smtp.example.com")',
    ]);
  });

  it('takes S3 storage with its bucket, and asks for the bucket when it is missing', () => {
    const config = loadConfig(
      {
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'membros-arquivos',
        S3_REGION: 'sa-east-1',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_FORCE_PATH_STYLE: 'true',
      },
      cwd,
    );
    expect(config).toMatchObject({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'membros-arquivos',
      S3_REGION: 'sa-east-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: true,
    });
    expect(problemsOf({ STORAGE_DRIVER: 's3' })).toEqual(['S3_BUCKET must be set when STORAGE_DRIVER is s3']);
    expect(problemsOf({ STORAGE_DRIVER: 'gcs', S3_BUCKET: 'Bucket_1' })).toEqual([
      'STORAGE_DRIVER must be local or s3 (got "gcs")',
      'S3_BUCKET must be a bucket name (3-63 lowercase letters, digits, dots and dashes) (got "Bucket_1")',
    ]);
  });

  it('needs the Mercado Pago credentials and webhook secret when Mercado Pago is the gateway', () => {
    expect(problemsOf({ PAYMENT_GATEWAY: 'mercadopago', MERCADOPAGO_PUBLIC_KEY: 'APP_USR-9f2c' })).toEqual([
      'MERCADOPAGO_ACCESS_TOKEN must be set when PAYMENT_GATEWAY is mercadopago',
      'MERCADOPAGO_WEBHOOK_SECRET must be set when PAYMENT_GATEWAY is mercadopago',
    ]);
    const credentials = {
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1234567890-112709-abc',
      MERCADOPAGO_PUBLIC_KEY: 'APP_USR-9f2c',
      MERCADOPAGO_WEBHOOK_SECRET: '7d1f0c2b',
    };
    expect(loadConfig({ PAYMENT_GATEWAY: 'mercadopago', ...credentials }, cwd)).toMatchObject(credentials);
    expect(loadConfig({ MERCADOPAGO_PUBLIC_KEY: ' ' }, cwd).MERCADOPAGO_PUBLIC_KEY).toBeUndefined();
    expect(problemsOf({ MERCADOPAGO_ACCESS_TOKEN: 'APP USR' })).toHaveLength(1);
  });

  it('needs the model when an LLM or embeddings server is named', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/LLM_MODEL must be set/);
    expect(() => loadConfig({ EMBEDDING_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(
      /EMBEDDING_MODEL must be set/,
    );
    const config = loadConfig({
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_MODEL: 'llama3.1:8b',
      LLM_TIMEOUT_MS: '500',
    });
    expect(config).toMatchObject({ LLM_MODEL: 'llama3.1:8b', LLM_TIMEOUT_MS: 500 });
  });

  it('rejects a CORS origin carrying a path', () => {
    expect(problemsOf({ CORS_ORIGINS: 'https://app.example.com/members' })).toHaveLength(1);
  });

  it('documents every variable with its default', () => {
    const rows = describeConfigVariables();
    expect(rows.map((row) => row.name)).toContain('DATABASE_URL');
    expect(rows.find((row) => row.name === 'PORT')).toMatchObject({ default: '3000' });
    expect(rows.find((row) => row.name === 'DATABASE_URL')).toMatchObject({ default: '(unset)' });
    expect(rows.every((row) => row.description.length > 10)).toBe(true);
  });
});
