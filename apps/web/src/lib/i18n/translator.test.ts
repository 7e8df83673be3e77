import { describe, expect, it, vi } from 'vitest';
import { Translator, type Messages } from './translator.ts';

const catalogs: Record<string, Messages> = {
  'pt-BR/translation': {
    errors: { 'common.not_found': 'Não encontrado.', unknown: 'Algo deu errado.' },
    lessons_one: '{{count}} aula',
    lessons_other: '{{count}} aulas',
    greeting: 'Olá, {{ name }}!',
    onlyInPortuguese: 'Só em português',
    onlyOne_one: 'uma só',
  },
  'pt-BR/areas': { profile: { title: 'Meu perfil' } },
  'en/translation': {
    errors: { 'common.not_found': 'Not found.', unknown: 'Something went wrong.' },
    lessons_zero: 'No lessons',
    lessons_one: '{{count}} lesson',
    lessons_other: '{{count}} lessons',
    greeting: 'Hello, {{name}}!',
  },
  'en/areas': { profile: { title: 'My profile' } },
};

function translator(
  load = vi.fn(async (language: string, namespace: string) => catalogs[`${language}/${namespace}`] ?? {}),
) {
  return {
    i18n: new Translator({ language: 'pt-BR', fallbackLanguage: 'pt-BR', namespaces: ['translation', 'areas'], load }),
    load,
  };
}

describe('Translator', () => {
  it('loads the first namespace of the language and the fallback once, the others on demand', async () => {
    const { i18n, load } = translator();
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('en');
    expect(load.mock.calls).toEqual([
      ['en', 'translation'],
      ['pt-BR', 'translation'],
    ]);
    expect(i18n.t('profile.title')).toBe('profile.title');
    await i18n.loadNamespaces('areas');
    expect(i18n.t('profile.title')).toBe('My profile');
    await i18n.changeLanguage('pt-BR');
    expect(i18n.t('profile.title')).toBe('Meu perfil');
  });

  it('finds keys whose segments hold dots, falls back to pt-BR, then answers the key', async () => {
    const { i18n } = translator();
    await i18n.changeLanguage('en');
    expect(i18n.t('errors.common.not_found')).toBe('Not found.');
    expect(i18n.t('onlyInPortuguese')).toBe('Só em português');
    expect(i18n.t('errors.nope')).toBe('errors.nope');
  });

  it('tries a list of keys in order and answers the last when none exists', async () => {
    const { i18n } = translator();
    await i18n.changeLanguage('pt-BR');
    expect(i18n.t(['errors.auth.nope', 'errors.unknown'])).toBe('Algo deu errado.');
    expect(i18n.t(['errors.a', 'errors.b'])).toBe('errors.b');
  });

  it('picks the plural form of each language (zero: a _zero form first, else the plural, also in pt-BR)', async () => {
    const { i18n } = translator();
    await i18n.changeLanguage('pt-BR');
    expect([0, 1, 2].map((count) => i18n.t('lessons', { count }))).toEqual(['0 aulas', '1 aula', '2 aulas']);
    expect([0, 1].map((count) => i18n.t('onlyOne', { count }))).toEqual(['uma só', 'uma só']);
    await i18n.changeLanguage('en');
    expect([0, 1, 2].map((count) => i18n.t('lessons', { count }))).toEqual(['No lessons', '1 lesson', '2 lessons']);
  });

  it('fills placeholders; one without a value stays, one given as undefined is emptied', async () => {
    const { i18n } = translator();
    await i18n.changeLanguage('pt-BR');
    expect(i18n.t('greeting', { name: 'Ana' })).toBe('Olá, Ana!');
    expect(i18n.t('greeting')).toBe('Olá, {{ name }}!');
    expect(i18n.t('greeting', { name: undefined })).toBe('Olá, !');
  });

  it('answers in a fixed language with getFixedT and tells subscribers about language changes', async () => {
    const { i18n } = translator();
    await i18n.changeLanguage('pt-BR');
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(listener);
    const portuguese = i18n.getFixedT('pt-BR');
    await i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(portuguese('greeting', { name: 'Ana' })).toBe('Olá, Ana!');
    expect(i18n.t('greeting', { name: 'Ana' })).toBe('Hello, Ana!');
    unsubscribe();
    await i18n.changeLanguage('pt-BR');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('logs a catalog that failed to load, answers keys meanwhile and loads it again next time', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(async (language: string, namespace: string) => catalogs[`${language}/${namespace}`] ?? {});
    load.mockRejectedValueOnce(new Error('offline'));
    const { i18n } = translator(load);
    await i18n.changeLanguage('pt-BR');
    expect(error).toHaveBeenCalledTimes(1);
    expect(i18n.t('greeting', { name: 'Ana' })).toBe('greeting');
    await i18n.loadLanguages('pt-BR');
    expect(i18n.t('greeting', { name: 'Ana' })).toBe('Olá, Ana!');
    error.mockRestore();
  });
});
