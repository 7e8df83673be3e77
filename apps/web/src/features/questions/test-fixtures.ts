import type { AnswerResult, PracticeSession, Question, QuestionTrack, SessionQuestion } from '@members/contract';

function makeQuestion(overrides: Partial<Question> = {}): Question {
  return {
    id: 101,
    statement: '<p>Paciente de 62 anos com baixa visual súbita. Qual o diagnóstico mais provável?</p>',
    alternatives: [
      { letter: 'A', text: 'Oclusão de artéria central da retina' },
      { letter: 'B', text: 'Descolamento de retina' },
      { letter: 'C', text: 'Neurite óptica' },
      { letter: 'D', text: 'Glaucoma agudo' },
    ],
    source: { institution: 'USP-SP', exam: 'R1', year: 2023 },
    difficulty: 'medium',
    annulled: false,
    subjects: [
      { id: 1, desc: 'Retina' },
      { id: 2, desc: 'Vascular' },
    ],
    marked: false,
    note: null,
    ...overrides,
  };
}

export function makeAnswer(overrides: Partial<AnswerResult> = {}): AnswerResult {
  return {
    question_id: 101,
    chosen: 'A',
    correct: true,
    correct_alternative: 'A',
    explanation: '<p>Baixa visual súbita e indolor com mancha vermelho-cereja.</p>',
    alternatives: [
      { letter: 'A', explanation: 'Correta: quadro clássico.', share: 0.6 },
      { letter: 'B', explanation: 'Cursa com moscas volantes.', share: 0.2 },
      { letter: 'C', explanation: 'Dor à movimentação ocular.', share: 0.15 },
      { letter: 'D', explanation: 'Olho vermelho e doloroso.', share: 0.05 },
    ],
    answers_count: 20,
    already_answered: false,
    answered_at: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

export function positionQuestion(
  position: number,
  total: number,
  overrides: Partial<Question> = {},
  answer: AnswerResult | null = null,
): SessionQuestion {
  return { position, total, question: makeQuestion({ id: 100 + position, ...overrides }), answer };
}

export function makeSession(overrides: Partial<PracticeSession> = {}): PracticeSession {
  const items = [1, 2, 3].map((position) => ({
    position,
    question_id: 100 + position,
    answered: false,
    correct: null,
  }));
  return {
    id: 7,
    created_at: '2026-03-01T12:00:00.000Z',
    total: 3,
    answered: 0,
    correct: 0,
    next_position: 1,
    items,
    ...overrides,
  };
}

export function makeTrack(overrides: Partial<QuestionTrack> = {}): QuestionTrack {
  const items = [1, 2, 3, 4].map((position) => ({
    position,
    question_id: 100 + position,
    answered: position <= 2,
    correct: position <= 2 ? position === 1 : null,
  }));
  return {
    id: 3,
    title: 'Retina essencial',
    description: 'As questões de retina que mais caem nas provas de R1.',
    total: 4,
    answered: 2,
    correct: 1,
    status: 'em_progresso',
    next_position: 3,
    items,
    ...overrides,
  };
}
