import { describe, expect, it } from 'vitest';
import { detectInitialLocale, matchBrowserLocale } from './detect-locale.ts';

describe('matchBrowserLocale', () => {
  it('maps any Portuguese to pt-BR, any English to en, anything else to en', () => {
    expect(matchBrowserLocale(['pt-PT'])).toBe('pt-BR');
    expect(matchBrowserLocale(['pt'])).toBe('pt-BR');
    expect(matchBrowserLocale(['en-GB'])).toBe('en');
    expect(matchBrowserLocale(['es-AR', 'fr'])).toBe('en');
    expect(matchBrowserLocale([])).toBe('en');
  });

  it('takes the first language it can map, in preference order', () => {
    expect(matchBrowserLocale(['de', 'pt-BR', 'en'])).toBe('pt-BR');
    expect(matchBrowserLocale(['EN-us', 'pt-BR'])).toBe('en');
  });
});

describe('detectInitialLocale', () => {
  it('prefers the cookie over the browser language, at the root too', () => {
    expect(detectInitialLocale({ cookie: 'pt-BR', pathname: '/', browserLanguages: ['en-US'] })).toEqual({
      locale: 'pt-BR',
      source: 'cookie',
    });
    expect(detectInitialLocale({ cookie: 'en', pathname: '/courses', browserLanguages: ['pt-BR'] }).locale).toBe('en');
  });

  it('detects the browser language on first access (no cookie), on any path', () => {
    expect(detectInitialLocale({ cookie: undefined, pathname: '/courses', browserLanguages: ['en-US'] })).toEqual({
      locale: 'en',
      source: 'browser',
    });
  });

  it('with an unusable cookie, detects the browser language only at the root, else uses pt-BR', () => {
    expect(detectInitialLocale({ cookie: 'fr', pathname: '/', browserLanguages: ['en-US'] }).locale).toBe('en');
    expect(detectInitialLocale({ cookie: 'fr', pathname: '/courses', browserLanguages: ['en-US'] })).toEqual({
      locale: 'pt-BR',
      source: 'default',
    });
  });
});
