import { describe, expect, it } from 'vitest';
import { searchTextOf } from './ask-prepare.ts';

describe('searchTextOf', () => {
  const previous = 'Quando indicar EVAR no aneurisma de aorta abdominal?';

  it('searches a follow-up with the question before it', () => {
    for (const question of ['e em mulheres?', 'E no bloqueio profundo?', 'mas e a dose?', 'tamanho limite?']) {
      expect(searchTextOf(question, previous)).toBe(`${previous} ${question}`);
    }
  });

  it('lets a question of its own stand alone, and the first question of a conversation', () => {
    expect(searchTextOf('Qual a capital da França?', previous)).toBe('Qual a capital da França?');
    expect(searchTextOf('Qual a dose de heparina na TVP?', previous)).toBe('Qual a dose de heparina na TVP?');
    expect(searchTextOf('e em mulheres?', null)).toBe('e em mulheres?');
  });
});
