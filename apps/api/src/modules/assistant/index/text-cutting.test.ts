import { describe, expect, it } from 'vitest';
import { cutIntoPassages, passageLength } from './text-cutting.ts';

const sentence = (n: number) => `A frase número ${n} descreve um achado clínico relevante para a prova de residência.`;
const paragraph = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => sentence(from + i)).join(' ');
const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('cutIntoPassages', () => {
  it('keeps a short text whole', () => {
    expect(cutIntoPassages('Uma frase só.')).toEqual(['Uma frase só.']);
    expect(cutIntoPassages('   ')).toEqual([]);
  });

  it('cuts at paragraph boundaries, each passage within the bounds, losing no word', () => {
    const text = Array.from({ length: 12 }, (_, i) => paragraph(i * 3, 3)).join('\n\n');
    const passages = cutIntoPassages(text);
    expect(passages.length).toBeGreaterThan(3);
    for (const passage of passages.slice(0, -1)) {
      expect(passage.length).toBeGreaterThanOrEqual(passageLength.min);
      expect(passage.length).toBeLessThanOrEqual(passageLength.max);
      expect(passage).toMatch(/relevante para a prova de residência\.$/);
    }
    expect(words(passages.join(' '))).toEqual(words(text));
  });

  it('cuts a paragraph too long for one passage between sentences', () => {
    const text = paragraph(0, 30);
    const passages = cutIntoPassages(text);
    expect(passages.length).toBeGreaterThan(1);
    for (const passage of passages) {
      expect(passage.length).toBeLessThanOrEqual(passageLength.max * 1.5);
      expect(passage).toMatch(/^A frase número \d+/);
      expect(passage).toMatch(/residência\.$/);
    }
    expect(words(passages.join(' '))).toEqual(words(text));
  });

  it('cuts a sentence longer than a passage between words, and a giant word where it must', () => {
    const long = Array.from({ length: 400 }, (_, i) => `palavra${i}`).join(' ');
    const passages = cutIntoPassages(long);
    expect(passages.every((passage) => passage.length <= passageLength.max * 1.5)).toBe(true);
    expect(words(passages.join(' '))).toEqual(words(long));
    const giant = 'x'.repeat(2_000);
    expect(cutIntoPassages(giant).join('')).toBe(giant);
  });

  it('joins a short tail to the passage before it', () => {
    const text = `${paragraph(0, 9)}\n\nFim.`;
    const passages = cutIntoPassages(text);
    expect(passages.at(-1)).toMatch(/\n\nFim\.$/);
  });
});
