import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
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

describe('locale catalogs', () => {
  const pt = flatten(ptBR);
  const english = flatten(en);

  it('have exactly the same keys (nested keys flattened)', () => {
    const missingInEn = [...pt.keys()].filter((key) => !english.has(key));
    const extraInEn = [...english.keys()].filter((key) => !pt.has(key));
    expect({ missingInEn, extraInEn }).toEqual({ missingInEn: [], extraInEn: [] });
  });

  it('use the same interpolation placeholders in both languages', () => {
    const mismatched = [...pt].filter(([key, text]) => english.has(key) && placeholders(text).join() !== placeholders(english.get(key) ?? '').join());
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('have no empty messages', () => {
    const empty = [...pt, ...english].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });
});
