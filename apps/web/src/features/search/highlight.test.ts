import { describe, expect, it } from 'vitest';
import { highlightSegments } from './highlight.ts';

/** The pieces as text, the marked ones in [brackets]. */
const marked = (text: string, query: string) =>
  highlightSegments(text, query)
    .map((segment) => (segment.match ? `[${segment.text}]` : segment.text))
    .join('');

describe('highlightSegments', () => {
  it('marks the words whatever their accents, both ways', () => {
    expect(marked('Edema de córnea após facectomia', 'cornea')).toBe('Edema de [córnea] após facectomia');
    expect(marked('Edema de cornea apos facectomia', 'córnea após')).toBe('Edema de [cornea] [apos] facectomia');
    expect(marked('Pressão intraocular elevada', 'PRESSAO')).toBe('[Pressão] intraocular elevada');
  });

  it('ignores case and keeps the original letters', () => {
    expect(marked('GLAUCOMA agudo e Glaucoma crônico', 'glaucoma')).toBe('[GLAUCOMA] agudo e [Glaucoma] crônico');
  });

  it('marks several words, each as the start of a word (a prefix, like the search)', () => {
    expect(marked('Catarata congênita e cataratas senis', 'catarata congen')).toBe(
      '[Catarata] [congên]ita e [catarata]s senis',
    );
    expect(marked('Glaucoma de ângulo fechado', 'ama ulo')).toBe('Glaucoma de ângulo fechado');
  });

  it('merges overlapping words into one mark', () => {
    expect(marked('Glaucoma neovascular', 'glau glaucoma')).toBe('[Glaucoma] neovascular');
  });

  it('treats regex characters in the query as separators, never as a pattern', () => {
    expect(marked('Glaucoma (GPAA) e retina', 'glau.*')).toBe('[Glau]coma (GPAA) e retina');
    expect(marked('Glaucoma (GPAA) e retina', '(gpaa)')).toBe('Glaucoma ([GPAA]) e retina');
    expect(marked('a+b [c] ^$ \\d', '[c]+\\')).toBe('a+b [[c]] ^$ \\d');
    expect(marked('Sem marcas aqui', '.*?+()[]{}|^$\\')).toBe('Sem marcas aqui');
  });

  it('keeps an accent typed as a separate mark with its letter', () => {
    expect(marked('Co\u0301rnea', 'cornea')).toBe('[Córnea]');
  });

  it('gives the text back whole', () => {
    const text = 'Trabeculectomia: indicações, técnica e complicações.';
    expect(
      highlightSegments(text, 'tecnica complic')
        .map((segment) => segment.text)
        .join(''),
    ).toBe(text);
    expect(highlightSegments('', 'x')).toEqual([{ text: '', match: false }]);
  });
});
