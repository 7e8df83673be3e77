import { describe, expect, it } from 'vitest';
import { parseLessonBody } from './lesson-body.ts';

describe('parseLessonBody', () => {
  it('splits paragraphs on blank lines and keeps single line breaks inside a paragraph', () => {
    expect(parseLessonBody('Primeiro parágrafo.\nMesma ideia.\n\n\nSegundo parágrafo.')).toEqual([
      { kind: 'paragraph', lines: ['Primeiro parágrafo.', 'Mesma ideia.'] },
      { kind: 'paragraph', lines: ['Segundo parágrafo.'] },
    ]);
  });

  it('turns lines starting with "- " into list items, also inside a block with text', () => {
    expect(parseLessonBody('Sinais de alarme:\n- dor ocular intensa\n- baixa visual súbita\n\n- halos')).toEqual([
      { kind: 'paragraph', lines: ['Sinais de alarme:'] },
      { kind: 'list', items: ['dor ocular intensa', 'baixa visual súbita'] },
      { kind: 'list', items: ['halos'] },
    ]);
  });

  it('handles Windows line endings, blank-with-spaces lines and an empty body', () => {
    expect(parseLessonBody('A\r\n  \r\nB')).toEqual([
      { kind: 'paragraph', lines: ['A'] },
      { kind: 'paragraph', lines: ['B'] },
    ]);
    expect(parseLessonBody('')).toEqual([]);
    expect(parseLessonBody('\n\n  \n')).toEqual([]);
  });

  it('keeps a hyphen without a space (a negative number, a compound word) as text', () => {
    expect(parseLessonBody('-3,00 D esférico')).toEqual([{ kind: 'paragraph', lines: ['-3,00 D esférico'] }]);
  });
});
