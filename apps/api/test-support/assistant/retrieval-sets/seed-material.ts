import type { AssistantSourceKind } from '@members/contract';
import { demoCases } from '../../../src/db/seed/clinical-cases/demo-cases.ts';
import { demoCatalog } from '../../../src/db/seed/courses/demo-catalogs.ts';
import type { DemoCourse, DemoHandout } from '../../../src/db/seed/courses/demo-course-types.ts';
import { demoDeck } from '../../../src/db/seed/flashcards/demo-decks.ts';
import { demoQuestionBank } from '../../../src/db/seed/questions/demo-question-banks.ts';

/**
 * The demo seed's material of one vertical as plain texts by source kind, read from the seed data modules (what the
 * seed writes for every producer of the vertical): what a retrieval set's `contains` phrases are checked against.
 */
export type SeedMaterial = Record<AssistantSourceKind, string[]>;

const entities = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', ' '],
]);

/** Safe HTML (the statements' subset) to text: tags become spaces, the usual entities their characters. */
function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (entity: string, name: string) => entities.get(name) ?? entity);
}

/** Anki cloze marks `{{c1::texto::dica}}` read as their text, as the card's back shows it. */
function clozeToText(text: string): string {
  return text.replace(/\{\{c\d+::(.*?)(?:::[^}]*)?\}\}/g, '$1');
}

/** Lower case, no accents, one space between words: how a phrase and a passage are compared. */
export function comparable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function handoutText(handout: DemoHandout): string {
  return `${handout.title}\n${handout.lines.join('\n')}`;
}

function courseMaterial(
  courses: readonly DemoCourse[],
): Pick<SeedMaterial, 'lesson' | 'handout'> & { cards: string[] } {
  const lessons = courses.flatMap((course) => course.modules.flatMap((module) => module.lessons));
  return {
    lesson: lessons.flatMap((lesson) => [
      `${lesson.title}\n${lesson.body}`,
      // The video's words, cited at their second (its own passages, after the body's).
      ...(lesson.transcript ? [lesson.transcript.map((cue) => cue.text).join('\n')] : []),
    ]),
    handout: [
      ...courses.map((course) => handoutText(course.handout)),
      ...lessons.flatMap((lesson) => (lesson.handout ? [handoutText(lesson.handout)] : [])),
    ],
    cards: lessons.flatMap((lesson) =>
      (lesson.flashcardTracks ?? []).flatMap((track) => track.cards.map((card) => `${card.frente}\n${card.verso}`)),
    ),
  };
}

export function seedMaterial(vertical: string): SeedMaterial {
  const courses = courseMaterial(demoCatalog(vertical)?.courses ?? []);
  const questions = demoQuestionBank(vertical)?.questions ?? [];
  // A draft case is never shown to learners, so it cannot answer.
  const cases = (demoCases(vertical) ?? []).filter((demo) => !demo.draft);
  const deckCards = demoDeck(vertical)?.cards ?? [];
  return {
    lesson: courses.lesson,
    handout: courses.handout,
    question: questions.map((question) => htmlToText(`${question.statement}\n${question.explanation}`)),
    case: cases.flatMap((demo) => [
      htmlToText(demo.expertReasoning),
      ...demo.stages.map((stage) => htmlToText(stage.discussion)),
    ]),
    flashcard: [...courses.cards, ...deckCards.map((card) => `${card.frente}\n${card.verso}`)].map((text) =>
      clozeToText(htmlToText(text)),
    ),
  };
}
