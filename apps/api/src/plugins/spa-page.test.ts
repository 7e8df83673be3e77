import { describe, expect, it } from 'vitest';
import { appLocaleOf } from './spa-page.ts';

describe('appLocaleOf: the language the web app will show (its lib/i18n/detect-locale.ts)', () => {
  it.each([
    [undefined, undefined, 'en'],
    [undefined, 'pt-BR,pt;q=0.9', 'pt-BR'],
    [undefined, 'pt', 'pt-BR'],
    [undefined, 'fr-FR, en-GB;q=0.8', 'en'],
    [undefined, 'de-DE', 'en'],
    ['en', 'pt-BR', 'en'],
    ['pt-BR', 'en-US', 'pt-BR'],
    ['klingon', 'en-US', 'pt-BR'],
  ])('locale cookie %s, Accept-Language %s → %s', (cookie, acceptLanguage, locale) => {
    expect(appLocaleOf(cookie, acceptLanguage)).toBe(locale);
  });
});
