import type { ApiConfig } from './config-variables.ts';

/** Problems no single variable shows: settings that need another one (checked once each parses). */
export function crossVariableProblems(
  config: ApiConfig,
  env: Readonly<Record<string, string | undefined>> = {},
): string[] {
  const problems: string[] = [];
  if (config.STORAGE_DRIVER === 's3' && config.S3_BUCKET === undefined) {
    problems.push('S3_BUCKET must be set when STORAGE_DRIVER is s3');
  }
  if (config.PAYMENT_GATEWAY === 'mercadopago') {
    for (const name of ['MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_PUBLIC_KEY', 'MERCADOPAGO_WEBHOOK_SECRET'] as const) {
      if (config[name] === undefined) problems.push(`${name} must be set when PAYMENT_GATEWAY is mercadopago`);
    }
  }
  if (config.LLM_BASE_URL !== undefined && config.LLM_MODEL === undefined) {
    problems.push('LLM_MODEL must be set when LLM_BASE_URL is set');
  }
  if (config.EMBEDDING_BASE_URL !== undefined && config.EMBEDDING_MODEL === undefined) {
    problems.push('EMBEDDING_MODEL must be set when EMBEDDING_BASE_URL is set');
  }
  if (config.TEST_CLOCK && env.NODE_ENV === 'production') {
    problems.push('TEST_CLOCK must not be true when NODE_ENV is production (it lets a request move the clock)');
  }
  return problems;
}
