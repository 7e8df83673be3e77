import { notFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { isCrawler, isNotFoundError } from './error-kind.ts';
import { PageError, pageNotFound } from './page-error.ts';

describe('isCrawler', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36 Chrome-Lighthouse',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'Google-InspectionTool/1.0',
    'SOMEBOT/1.0',
  ])('treats %s as a crawler', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(true);
  });

  it('does not treat browsers as crawlers', () => {
    expect(
      isCrawler('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36'),
    ).toBe(false);
    expect(
      isCrawler('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1'),
    ).toBe(false);
  });
});

describe('isNotFoundError', () => {
  it('detects a 404 status, the router notFound and a message containing 404', () => {
    expect(isNotFoundError(pageNotFound('/filmes'))).toBe(true);
    expect(isNotFoundError({ statusCode: 404 })).toBe(true);
    expect(isNotFoundError(notFound())).toBe(true);
    expect(isNotFoundError(new Error('Request failed with status 404'))).toBe(true);
  });

  it('treats other failures as generic errors', () => {
    expect(isNotFoundError(new PageError(500, 'Server exploded'))).toBe(false);
    expect(isNotFoundError(new TypeError('x is undefined'))).toBe(false);
    expect(isNotFoundError(null)).toBe(false);
  });

  it('builds the spec message for a bad path', () => {
    expect(pageNotFound('/filmes').message).toBe('Page Not Found: /filmes');
  });
});
