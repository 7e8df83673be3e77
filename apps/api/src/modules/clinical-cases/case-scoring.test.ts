import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scorePct, stageMaxScore, stageScore } from './case-scoring.ts';
import { matchHypothesis, normalizeHypothesis } from './hypothesis-match.ts';

const options = [
  { id: 1, points: 20, differential_points: 2 },
  { id: 2, points: 0, differential_points: 5 },
  { id: 3, points: -5, differential_points: 1 },
];

describe('case scoring', () => {
  it('takes every positive pick, the best alternative, or the best main plus the other differentials', () => {
    expect(stageMaxScore('tests', options)).toBe(20);
    expect(stageMaxScore('question', options)).toBe(20);
    expect(stageMaxScore('diagnosis', options)).toBe(20 + 5 + 1);
  });

  it('scores the sum of the chosen options, as main or as differential', () => {
    expect(
      stageScore(options, [
        { option_id: 1, role: 'main' },
        { option_id: 2, role: 'differential' },
      ]),
    ).toBe(25);
    expect(
      stageScore(options, [
        { option_id: 3, role: 'pick' },
        { option_id: null, role: 'differential' },
      ]),
    ).toBe(-5);
  });

  it('never scores above the maximum, whatever is chosen (property)', () => {
    const optionArb = fc.array(
      fc.record({ points: fc.integer({ min: -20, max: 20 }), differential_points: fc.integer({ min: -5, max: 10 }) }),
      { minLength: 1, maxLength: 8 },
    );
    fc.assert(
      fc.property(optionArb, fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }), fc.nat(7), (raw, chosen, main) => {
        const list = raw.map((option, index) => ({ ...option, id: index + 1 }));
        const picks = list
          .filter((_, index) => chosen[index])
          .map((option) => ({ option_id: option.id, role: 'pick' as const }));
        expect(stageScore(list, picks)).toBeLessThanOrEqual(stageMaxScore('history', list));
        const mainId = (main % list.length) + 1;
        const hypotheses = [
          { option_id: mainId, role: 'main' as const },
          ...list
            .filter((option, index) => chosen[index] && option.id !== mainId)
            .map((option) => ({ option_id: option.id, role: 'differential' as const })),
        ];
        expect(stageScore(list, hypotheses)).toBeLessThanOrEqual(stageMaxScore('diagnosis', list));
      }),
    );
  });

  it('gives a percentage of the maximum, never negative', () => {
    expect(scorePct(45, 90)).toBe(50);
    expect(scorePct(-10, 90)).toBe(0);
    expect(scorePct(5, 0)).toBe(0);
  });
});

describe('typed hypotheses', () => {
  const hypotheses = [
    { id: 1, label: 'Infarto agudo do miocárdio', synonyms: ['iamcsst', 'iam com supra'] },
    { id: 2, label: 'Dissecção de aorta', synonyms: [] },
  ];

  it('match a label or a synonym without accents, case or punctuation', () => {
    expect(matchHypothesis(hypotheses, '  DISSECÇAO de Aorta ')?.id).toBe(2);
    expect(matchHypothesis(hypotheses, 'IAM-com supra')?.id).toBe(1);
    expect(matchHypothesis(hypotheses, 'Pneumotórax')).toBeNull();
    expect(normalizeHypothesis('Ácido  ÚRICO!')).toBe('acido urico');
  });
});
