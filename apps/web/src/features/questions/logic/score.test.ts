import { describe, expect, it } from 'vitest';
import { percentage, scoreBySubject, sharePercentages } from './score.ts';

const retina = { id: 1, desc: 'Retina' };
const glaucoma = { id: 2, desc: 'Glaucoma' };
const oftalmo = { id: 9, desc: 'Oftalmologia' };

describe('percentage', () => {
  it('rounds, and is 0 when there is nothing', () => {
    expect(percentage(2, 3)).toBe(67);
    expect(percentage(0, 0)).toBe(0);
  });
});

describe('sharePercentages', () => {
  it('turns fractions into whole percentages', () => {
    const shares = sharePercentages([
      { letter: 'A', share: 0.125 },
      { letter: 'B', share: 0.5 },
      { letter: 'C', share: 0.375 },
    ]);
    expect([...shares]).toEqual([
      ['A', 13],
      ['B', 50],
      ['C', 38],
    ]);
  });

  it('keeps percentages as they are', () => {
    expect([
      ...sharePercentages([
        { letter: 'A', share: 40 },
        { letter: 'B', share: 60 },
      ]),
    ]).toEqual([
      ['A', 40],
      ['B', 60],
    ]);
  });
});

describe('scoreBySubject', () => {
  it('groups by the first level where the questions differ', () => {
    expect(
      scoreBySubject([
        { subjects: [oftalmo, retina, { id: 3, desc: 'DMRI' }], correct: true },
        { subjects: [oftalmo, glaucoma], correct: false },
        { subjects: [oftalmo, retina], correct: false },
        { subjects: [], correct: true },
      ]),
    ).toEqual([
      { id: 1, desc: 'Retina', answered: 2, correct: 1 },
      { id: 2, desc: 'Glaucoma', answered: 1, correct: 0 },
    ]);
  });

  it('groups by the grande área when they differ there', () => {
    expect(
      scoreBySubject([
        { subjects: [retina], correct: true },
        { subjects: [glaucoma, { id: 4, desc: 'Ângulo fechado' }], correct: true },
      ]),
    ).toEqual([
      { id: 1, desc: 'Retina', answered: 1, correct: 1 },
      { id: 2, desc: 'Glaucoma', answered: 1, correct: 1 },
    ]);
  });

  it('uses the deepest shared subject when every question has the same path', () => {
    expect(
      scoreBySubject([
        { subjects: [oftalmo, retina], correct: true },
        { subjects: [oftalmo, retina], correct: true },
      ]),
    ).toEqual([{ id: 1, desc: 'Retina', answered: 2, correct: 2 }]);
  });
});
