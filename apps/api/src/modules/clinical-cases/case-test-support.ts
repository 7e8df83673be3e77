import type { Database } from '../../db/database.ts';
import { type CaseInput, type CaseStageInput, writeCase, type WrittenCase } from './case-writer.ts';

/** Helpers of the clinical-case tests (not a test file): a small case that has every kind of stage. */

const option = (label: string, points: number, rating: CaseStageInput['options'][number]['rating'], extra = {}) => ({
  label,
  points,
  rating,
  feedback: `Sobre ${label}.`,
  ...extra,
});

/** Six stages, one of each kind, in the usual order; options' points make every score easy to predict. */
export const sampleStages: readonly CaseStageInput[] = [
  {
    kind: 'history',
    title: 'Anamnese',
    body: '<p>Homem, 58 anos, dor torácica há 2 horas.</p>',
    prompt: 'O que você pergunta?',
    discussion: '<p>Caracterizar a dor é essencial.</p>',
    options: [
      option('Característica da dor', 10, 'essential', {
        finding: '<p>Dor em aperto, irradia para o braço esquerdo.</p>',
      }),
      option('Fatores de risco', 5, 'useful', { finding: '<p>Hipertenso e tabagista.</p>' }),
      option('Viagens recentes', -2, 'unnecessary', { finding: '<p>Nenhuma.</p>' }),
    ],
  },
  {
    kind: 'exam',
    title: 'Exame físico',
    body: '<p>PA 150/90 mmHg, FC 98 bpm.</p>',
    prompt: 'O que você examina?',
    options: [
      option('Ausculta cardíaca', 10, 'essential', { finding: '<p>Bulhas normofonéticas.</p>' }),
      option('Fundo de olho', -3, 'unnecessary', { finding: '<p>Sem alterações.</p>' }),
    ],
  },
  {
    kind: 'tests',
    title: 'Exames complementares',
    body: '<p>Paciente monitorizado.</p>',
    prompt: 'Quais exames você solicita?',
    options: [
      option('ECG de 12 derivações', 15, 'essential', {
        finding: '<p>Supradesnivelamento de ST em V1–V4.</p>',
        costCents: 3500,
        turnaroundMinutes: 10,
      }),
      option('Troponina', 5, 'useful', {
        finding: '<p>0,8 ng/mL (VR < 0,04).</p>',
        costCents: 4500,
        turnaroundMinutes: 60,
      }),
      option('Cintilografia miocárdica', -10, 'harmful', {
        finding: '<p>Atrasaria a reperfusão.</p>',
        costCents: 90000,
        turnaroundMinutes: 240,
      }),
    ],
  },
  {
    kind: 'diagnosis',
    title: 'Hipóteses',
    body: '<p>ECG com supra de ST.</p>',
    prompt: 'Qual a sua hipótese principal?',
    options: [
      option('Infarto agudo do miocárdio com supra de ST', 20, 'essential', {
        differentialPoints: 2,
        synonyms: ['IAMCSST', 'IAM com supra', 'infarto'],
      }),
      option('Dissecção aguda de aorta', 0, 'useful', { differentialPoints: 5, synonyms: ['dissecção de aorta'] }),
      option('Pericardite aguda', -5, 'unnecessary', { differentialPoints: 1, synonyms: ['pericardite'] }),
    ],
  },
  {
    kind: 'management',
    title: 'Conduta',
    body: '<p>Hospital com hemodinâmica a 30 minutos.</p>',
    prompt: 'Qual a sua conduta, em ordem?',
    options: [
      option('AAS 300 mg mastigado', 10, 'essential', { expertPosition: 1 }),
      option('Angioplastia primária', 15, 'essential', { expertPosition: 2 }),
      option('Nifedipino sublingual', -15, 'harmful'),
    ],
  },
  {
    kind: 'question',
    title: 'Questão',
    body: '<p>Paciente reperfundido.</p>',
    prompt: 'Qual o tempo porta-balão recomendado?',
    options: [
      option('Até 90 minutos', 10, 'essential'),
      option('Até 180 minutos', 0, 'unnecessary'),
      option('Até 12 horas', 0, 'unnecessary'),
    ],
  },
];

/** Writes the sample case for the producer (published unless told), with optional subjects. */
export function writeSampleCase(
  db: Database,
  producerId: string,
  overrides: Partial<CaseInput> = {},
): Promise<WrittenCase> {
  return writeCase(db, {
    producerId,
    title: 'Dor torácica no pronto-socorro',
    summary: 'Homem de 58 anos chega com dor no peito.',
    difficulty: 'medium',
    estimatedMinutes: 20,
    expertReasoning: '<p>Reperfundir rápido.</p>',
    references: ['Diretriz da SBC sobre IAM com supra de ST, 2015'],
    stages: sampleStages,
    ...overrides,
  });
}
