import { describe, expect, it } from 'vitest';
import { gradeAttempt, scoreOf } from './attempt-scoring.ts';
import type { BankQuestion } from './bank-questions.repository.ts';

const question = (id: number, correct_letter: BankQuestion['correct_letter'], annulled = false): BankQuestion => ({
  id,
  statement: '',
  alternatives: [],
  correct_letter,
  explanation: '',
  institution: null,
  exam: null,
  year: null,
  annulled,
});
const at = new Date('2025-01-01T10:00:00Z');

describe('grading an attempt', () => {
  it('counts right answers, annulled questions as right for everyone, and logs only answered ones', () => {
    const questions = [
      question(1, 'A'),
      question(2, 'B'),
      question(3, 'C', true),
      question(4, 'D'),
      question(5, 'E', true),
    ];
    const grade = gradeAttempt(questions, [
      { question_id: 1, alternative: 'A', client_answered_at: at },
      { question_id: 2, alternative: 'C', client_answered_at: at },
      { question_id: 3, alternative: 'A', client_answered_at: at },
      { question_id: 4, alternative: null, client_answered_at: at },
      { question_id: 99, alternative: 'A', client_answered_at: at },
    ]);
    expect(grade).toMatchObject({ correct: 3, answered: 3, total: 5, score: 600 });
    expect(grade.recorded.map((answer) => [answer.questionId, answer.correct])).toEqual([
      [1, true],
      [2, false],
      [3, true],
    ]);
  });

  it('scores in tenths of a percent, rounded', () => {
    expect([scoreOf(2, 3), scoreOf(1, 3), scoreOf(0, 0), scoreOf(7, 7)]).toEqual([667, 333, 0, 1000]);
  });
});
