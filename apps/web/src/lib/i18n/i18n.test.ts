import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module graph per test: initI18n is a once-per-page singleton. */
async function freshI18n() {
  vi.resetModules();
  const loaders = await import('./catalog-loaders.ts');
  const loadPt = vi.spyOn(loaders.catalogLoaders, 'pt-BR');
  const loadEn = vi.spyOn(loaders.catalogLoaders, 'en');
  const module = await import('./index.ts');
  const events = await import('./locale-events.ts');
  const cookies = await import('../cookies/cookies.ts');
  return { ...module, ...events, loadPt, loadEn, cookies };
}

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('initI18n', () => {
  beforeEach(() => {
    document.documentElement.lang = '';
    window.history.replaceState(null, '', '/');
  });

  it('uses the cookie first and loads that catalog and the fallback pt-BR on demand', async () => {
    document.cookie = 'i18n_redirected=en; path=/';
    browserLanguages(['pt-BR']);
    const { initI18n, i18n, loadPt, loadEn } = await freshI18n();
    expect(loadEn).not.toHaveBeenCalled();
    await initI18n();
    expect(i18n.t('locale.label')).toBe('Language');
    expect(document.documentElement.lang).toBe('en');
    expect(loadEn).toHaveBeenCalledTimes(1);
    expect(loadPt).toHaveBeenCalledTimes(1);
  });

  it('detects an English browser on first access at / and stores that choice', async () => {
    browserLanguages(['en-US', 'en']);
    const { initI18n, i18n, cookies } = await freshI18n();
    await initI18n();
    expect(i18n.language).toBe('en');
    expect(cookies.readCookie('i18n_redirected')).toBe('en');
  });

  it('answers pt-BR for a Portuguese browser and en for any other language', async () => {
    browserLanguages(['pt-PT']);
    let fresh = await freshI18n();
    await fresh.initI18n();
    expect(fresh.i18n.t('locale.label')).toBe('Idioma');

    document.cookie = 'i18n_redirected=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    browserLanguages(['de-DE']);
    fresh = await freshI18n();
    await fresh.initI18n();
    expect(fresh.i18n.language).toBe('en');
  });

  it('resolves the dotted error codes of the catalog', async () => {
    document.cookie = 'i18n_redirected=pt-BR; path=/';
    const { initI18n, i18n } = await freshI18n();
    await initI18n();
    expect(i18n.t('errors.common.not_found')).toBe('Não encontramos o que você procurava.');
  });
});

describe('setLocale', () => {
  it('announces previous and next locale before switching, then switches, sets <html lang> and the cookie', async () => {
    document.cookie = 'i18n_redirected=pt-BR; path=/';
    const { initI18n, setLocale, onBeforeLocaleSwitch, i18n, cookies } = await freshI18n();
    await initI18n();
    const writeCookie = vi.spyOn(cookies, 'writeCookie');
    const seen: string[] = [];
    onBeforeLocaleSwitch((previous, next) => {
      seen.push(`${previous}->${next} while showing ${i18n.language}`);
    });

    await setLocale('en');

    expect(seen).toEqual(['pt-BR->en while showing pt-BR']);
    expect(i18n.t('locale.label')).toBe('Language');
    expect(document.documentElement.lang).toBe('en');
    expect(cookies.readCookie('i18n_redirected')).toBe('en');
    expect(writeCookie).toHaveBeenCalledWith('i18n_redirected', 'en', {
      days: 365,
      path: '/',
      sameSite: 'Lax',
      secure: false,
    });
  });

  it('stops announcing to a listener that unsubscribed', async () => {
    const { initI18n, setLocale, onBeforeLocaleSwitch } = await freshI18n();
    await initI18n();
    const listener = vi.fn();
    const unsubscribe = onBeforeLocaleSwitch(listener);
    unsubscribe();
    await setLocale('en');
    expect(listener).not.toHaveBeenCalled();
  });

  it('rejects a locale that is not supported', async () => {
    const { setLocale } = await freshI18n();
    // @ts-expect-error -- deliberately unsupported
    await expect(setLocale('fr')).rejects.toThrow(TypeError);
  });
});

describe('preloadCatalogAreas', () => {
  it('starts the area messages of the language about to show and of the fallback, before the core catalog', async () => {
    document.cookie = 'i18n_redirected=en; path=/';
    const { preloadCatalogAreas, loadCatalogAreas, i18n, loadEn } = await freshI18n();
    const { areaCatalogLoaders } = await import('./catalog-loaders.ts');
    const areasPt = vi.spyOn(areaCatalogLoaders, 'pt-BR');
    const areasEn = vi.spyOn(areaCatalogLoaders, 'en');
    preloadCatalogAreas();
    expect([areasEn.mock.calls.length, areasPt.mock.calls.length, loadEn.mock.calls.length]).toEqual([1, 1, 0]);
    // The app's own load then shows them.
    await loadCatalogAreas();
    expect(i18n.t('download.start')).toBe('Download');
  });
});
