import { isNotFound } from '@tanstack/react-router';

/** Crawlers get no error screen, only a log line (spec §8). */
const crawlerPattern = /bot|lighthouse|facebookexternalhit|google/i;

export function isCrawler(userAgent: string): boolean {
  return crawlerPattern.test(userAgent);
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  if (typeof status === 'number') return status;
  if (typeof statusCode === 'number') return statusCode;
  return undefined;
}

/** A 404 status, the router's notFound(), or a message containing 404 (spec §2). */
export function isNotFoundError(error: unknown): boolean {
  if (isNotFound(error)) return true;
  if (statusOf(error) === 404) return true;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message.includes('404');
}

/** The technical detail the error screen logs (e.g. 'Page Not Found: /foo'). */
export function errorMessageOf(error: unknown): string | null {
  if (error instanceof Error) return error.message || null;
  if (typeof error === 'string') return error;
  return null;
}
