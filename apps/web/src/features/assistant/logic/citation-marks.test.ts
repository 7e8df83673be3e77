import type { AssistantCitation } from '@members/contract';
import { describe, expect, it } from 'vitest';
import { splitCitationMarks, withoutCitationMarks } from './citation-marks.ts';

const source = (n: number) => ({ n, title: `Fonte ${n}` }) as AssistantCitation;

describe('splitCitationMarks', () => {
  it('cuts the text around the marks of known sources', () => {
    const [one, two] = [source(1), source(2)];
    expect(splitCitationMarks('A pressão sobe [1]. Trate já [2][1].', [one, two])).toEqual([
      { kind: 'text', text: 'A pressão sobe ' },
      { kind: 'mark', citation: one },
      { kind: 'text', text: '. Trate já ' },
      { kind: 'mark', citation: two },
      { kind: 'mark', citation: one },
      { kind: 'text', text: '.' },
    ]);
  });

  it('reads a grouped mark [1, 2] as two marks', () => {
    const [one, two] = [source(1), source(2)];
    expect(splitCitationMarks('Dose [1, 2]', [one, two])).toEqual([
      { kind: 'text', text: 'Dose ' },
      { kind: 'mark', citation: one },
      { kind: 'mark', citation: two },
    ]);
  });

  it('leaves a mark without its source as text (a streaming answer, or [3] of two sources)', () => {
    expect(splitCitationMarks('Veja [1] e [3].', [])).toEqual([{ kind: 'text', text: 'Veja [1] e [3].' }]);
    expect(splitCitationMarks('Veja [3].', [source(1), source(2)])).toEqual([{ kind: 'text', text: 'Veja [3].' }]);
  });
});

describe('withoutCitationMarks', () => {
  it('reads the answer without its marks for the live region', () => {
    expect(withoutCitationMarks('A pressão sobe [1]. Trate já [2][1]!')).toBe('A pressão sobe. Trate já!');
  });
});
