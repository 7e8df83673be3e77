import { describe, expect, it } from 'vitest';
import { checkCitations } from './citations.ts';

describe('checkCitations', () => {
  it('keeps the marks of the passages given and lists them in order of first appearance', () => {
    expect(checkCitations('A sepse é grave [2]. O lactato orienta [1] e a reposição [2].', 3)).toEqual({
      text: 'A sepse é grave [2]. O lactato orienta [1] e a reposição [2].',
      cited: [2, 1],
      removed: 0,
    });
  });

  it('removes a mark of a passage that was not given, with the space it leaves', () => {
    expect(checkCitations('A sepse é grave [9]. O lactato orienta [1].', 3)).toEqual({
      text: 'A sepse é grave. O lactato orienta [1].',
      cited: [1],
      removed: 1,
    });
    expect(checkCitations('[0] Texto [4], fim', 3).text).toBe('Texto, fim');
    expect(checkCitations('Veja (ver [7]) aqui.', 3).text).toBe('Veja (ver) aqui.');
    expect(checkCitations('um [9] dois', 3).text).toBe('um dois');
    expect(checkCitations('Lista:\n- item [7]\n- outro [2]', 3).text).toBe('Lista:\n- item\n- outro [2]');
  });

  it('keeps the valid numbers of a group, each as its own mark', () => {
    expect(checkCitations('Dose [1, 9, 3].', 3)).toEqual({ text: 'Dose [1][3].', cited: [1, 3], removed: 1 });
    expect(checkCitations('Dose [2 e 3] ou [1; 2].', 3).text).toBe('Dose [2][3] ou [1][2].');
    expect(checkCitations('Dose [2][8][3].', 3)).toEqual({ text: 'Dose [2][3].', cited: [2, 3], removed: 1 });
    expect(checkCitations('Dose [1-5].', 3)).toEqual({ text: 'Dose [1][2][3].', cited: [1, 2, 3], removed: 1 });
  });

  it('removes marks with numbers far out of range, and marks that taking one out would form', () => {
    expect(checkCitations('Texto [123456789012345678901234567890].', 3)).toEqual({
      text: 'Texto.',
      cited: [],
      removed: 1,
    });
    expect(checkCitations('Texto [[9]7] fim', 3)).toEqual({ text: 'Texto fim', cited: [], removed: 2 });
  });

  it('cites nothing when no passage was given', () => {
    expect(checkCitations('Não encontrei isso no material [1].', 0)).toEqual({
      text: 'Não encontrei isso no material.',
      cited: [],
      removed: 1,
    });
  });

  it('leaves brackets that are not citations alone', () => {
    const text = 'Use [Aula 3], [a] e [-1]; o intervalo [ ] fica.';
    expect(checkCitations(text, 3)).toEqual({ text, cited: [], removed: 0 });
  });
});
