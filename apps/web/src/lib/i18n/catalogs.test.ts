import { describe, expect, it } from 'vitest';
import enAreas from '../../locales/en.areas.json';
import en from '../../locales/en.json';
import ptBRAreas from '../../locales/pt-BR.areas.json';
import ptBR from '../../locales/pt-BR.json';

function flatten(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      for (const [k, v] of flatten(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort();

/** A locale's whole catalog: the core part and the areas part, which never define the same key. */
function whole(core: unknown, areas: unknown): Map<string, string> {
  const merged = flatten(core);
  for (const [key, text] of flatten(areas)) {
    if (merged.has(key)) throw new Error(`${key} is in both the core and the areas catalog`);
    merged.set(key, text);
  }
  return merged;
}

describe('locale catalogs', () => {
  const pt = whole(ptBR, ptBRAreas);
  const english = whole(en, enAreas);

  it('have exactly the same keys (nested keys flattened)', () => {
    const missingInEn = [...pt.keys()].filter((key) => !english.has(key));
    const extraInEn = [...english.keys()].filter((key) => !pt.has(key));
    expect({ missingInEn, extraInEn }).toEqual({ missingInEn: [], extraInEn: [] });
  });

  it('use the same interpolation placeholders in both languages', () => {
    const mismatched = [...pt].filter(
      ([key, text]) => english.has(key) && placeholders(text).join() !== placeholders(english.get(key) ?? '').join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('have no empty messages', () => {
    const empty = [...pt, ...english].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('keep what the sign-in screens and the catalog show in the core part (their first paint loads only that part)', () => {
    for (const key of [
      'auth',
      'fields',
      'errors',
      'locale',
      'colorMode',
      'session',
      'errorScreen',
      'layouts',
      'nav',
      'catalog',
    ]) {
      expect(Object.keys(ptBR), key).toContain(key);
      expect(Object.keys(en), key).toContain(key);
    }
  });
});
