import { describe, expect, it } from 'vitest';
import { demoBankInput } from './demo-bank-input.ts';
import { demoQuestionBank, demoQuestionBankVerticals } from './demo-question-banks.ts';

const letters = ['A', 'B', 'C', 'D', 'E'];
const allowedTags = new Set(['p', 'strong', 'em', 'ul', 'ol', 'li', 'sub', 'sup', 'br']);

describe.each(demoQuestionBankVerticals)('the demo question bank of %s', (vertical) => {
  const bank = demoQuestionBank(vertical);
  if (!bank) throw new Error(`no bank for ${vertical}`);

  it('has at least 150 questions of 2 to 5 alternatives, each with one correct letter in range and every explanation', () => {
    expect(bank.questions.length).toBeGreaterThanOrEqual(150);
    for (const question of bank.questions) {
      expect(question.alternatives.length).toBeGreaterThanOrEqual(2);
      expect(question.alternatives.length).toBeLessThanOrEqual(5);
      expect(letters.indexOf(question.correct)).toBeLessThan(question.alternatives.length);
      expect(question.explanation.length).toBeGreaterThan(40);
      for (const alternative of question.alternatives)
        expect(alternative.explanation.length, alternative.text).toBeGreaterThan(10);
    }
  });

  it('spreads the correct letter and keeps statements distinct', () => {
    const counts = letters.map((letter) => bank.questions.filter((question) => question.correct === letter).length);
    for (const count of counts.slice(0, 4)) expect(count).toBeGreaterThanOrEqual(bank.questions.length * 0.1);
    expect(new Set(bank.questions.map((question) => question.statement)).size).toBe(bank.questions.length);
  });

  it('places every question in a subject tree at least three levels deep, one node per name and place', () => {
    for (const question of bank.questions) expect(question.subject.length).toBeGreaterThanOrEqual(3);
    const parents = new Map<string, string>();
    for (const question of bank.questions)
      question.subject.forEach((name, depth) => {
        const key = question.subject.slice(0, depth + 1).join(' / ');
        parents.set(key, question.subject.slice(0, depth).join(' / '));
      });
    const roots = [...parents].filter(([, parent]) => parent === '').length;
    expect(roots).toBeGreaterThanOrEqual(2);
    expect(parents.size).toBeGreaterThan(30);
  });

  it('writes statements in the safe HTML subset only', () => {
    for (const question of bank.questions) {
      const tags = [...question.statement.matchAll(/<\/?([a-z0-9]+)/gi)].map((match) => (match[1] ?? '').toLowerCase());
      for (const tag of tags) expect(allowedTags.has(tag), `<${tag}> in ${question.statement.slice(0, 60)}`).toBe(true);
    }
  });

  it('annuls exactly two questions, and gives every track at least six questions of its theme', () => {
    expect(bank.questions.filter((question) => question.annulled).length).toBe(2);
    const { tracks } = demoBankInput(bank);
    expect(tracks.length).toBeGreaterThanOrEqual(2);
    for (const track of tracks) expect(track.questionIndexes.length, track.title).toBeGreaterThanOrEqual(6);
  });

  it('labels sources with a few institutions and boards, over the years', () => {
    const institutions = new Set(bank.questions.map((question) => question.source.institution));
    const boards = new Set(bank.questions.map((question) => question.source.board));
    const years = new Set(bank.questions.map((question) => question.source.year));
    expect(institutions.size).toBeGreaterThanOrEqual(4);
    expect(boards.size).toBeGreaterThanOrEqual(3);
    expect(years.size).toBeGreaterThanOrEqual(5);
    for (const year of years) expect(year).toBeGreaterThanOrEqual(2010);
  });
});
