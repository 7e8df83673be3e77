import { describe, expect, it } from 'vitest';
import { mentionedMaterial, questionTerms, roughStem } from './question-terms.ts';

describe('questionTerms', () => {
  it('keeps the subject’s words of a natural question, folded, once each', () => {
    expect(questionTerms('Qual é a DOSE de atropina na bradicardia? E a dose máxima?')).toEqual([
      'dose',
      'atropina',
      'bradicardia',
      'maxima',
    ]);
  });

  it('drops the ways learners point at the material and the stop words the dictionary knows accented', () => {
    expect(questionTerms('O que a aula disse sobre isso? Você pode explicar de novo, por favor?')).toEqual(['novo']);
    expect(questionTerms('Quais foram os pontos-chave deste caso?')).toEqual([]);
  });

  it('gives letters and digits only: never tsquery syntax', () => {
    const terms = questionTerms("atropina & !(x) | 'y':* <-> aːb ½ ﬁbrose dʼágua");
    for (const term of terms) expect(term).toMatch(/^[\p{L}\p{N}]+$/u);
    expect(terms).toEqual(expect.arrayContaining(['atropina', 'fibrose', 'agua']));
  });

  it('keeps at most twelve terms', () => {
    expect(questionTerms(Array.from({ length: 20 }, (_, i) => `termo${i}`).join(' '))).toHaveLength(12);
  });
});

describe('mentionedMaterial', () => {
  it('reads where the learner says to look', () => {
    expect(mentionedMaterial('na apostila de capnografia, qual o gradiente?')).toEqual(['handout']);
    expect(mentionedMaterial('no vídeo o professor falou da regra 2-4-6-8')).toEqual(['lesson', 'transcript']);
    expect(mentionedMaterial('no resumo da aula magna, qual fluxo?')).toEqual(['handout']);
    expect(mentionedMaterial('em caso de hipotensão, o que fazer?')).toEqual([]);
    expect(mentionedMaterial('no caso clínico do pedreiro, qual a conduta?')).toEqual(['case']);
  });
});

describe('roughStem', () => {
  it('brings plural and gender forms together', () => {
    expect(roughStem('bradicardias')).toBe(roughStem('bradicardia'));
    expect(roughStem('doses')).toBe(roughStem('dose'));
    expect(roughStem('anestésico'.normalize('NFD').replace(/\p{M}/gu, ''))).toBe(roughStem('anestesica'));
  });
});
