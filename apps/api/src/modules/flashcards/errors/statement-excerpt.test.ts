import { describe, expect, it } from 'vitest';
import { excerptLength, statementExcerpt } from './statement-excerpt.ts';

describe('statementExcerpt', () => {
  it('drops the markup, decodes entities and collapses whitespace', () => {
    expect(
      statementExcerpt(
        '<p>Paciente&nbsp;de 60 anos,</p>\n<ul><li>dispneia &amp; edema</li></ul><p>PA &lt; 90&#47;60</p>',
      ),
    ).toBe('Paciente de 60 anos, dispneia & edema PA < 90/60');
  });

  it('cuts a long statement at a word boundary with an ellipsis', () => {
    const words = Array.from({ length: 60 }, (_, i) => `palavra${i}`).join(' ');
    const excerpt = statementExcerpt(`<p>${words}</p>`);
    expect(excerpt.length).toBeLessThanOrEqual(excerptLength);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(words.startsWith(excerpt.slice(0, -1))).toBe(true);
    expect(words[excerpt.length - 1]).toBe(' ');
  });
});
