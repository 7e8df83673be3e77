/**
 * The shape of the demo flashcards (files demo-flashcards-<vertical>-*.ts). Plain data in Portuguese;
 * flashcards.seed.ts turns it into cards for every producer of the vertical, after the courses and the
 * question bank (the subjects are the question bank's type-7 tree).
 */

/** A subject path of the type-7 tree, exactly as the question bank spells it: grande área → especialidade → tema → (subtema). */
export type DemoSubjectPath = readonly [string, string, string, ...string[]];

export interface DemoFlashcard {
  subject: DemoSubjectPath;
  /**
   * `basic` (default): front → back. `reversible`: also back → front (both sides must make sense as a prompt).
   * `cloze`: `frente` holds deletions as Anki writes them, `{{c1::texto}}` or `{{c1::texto::dica}}`, one card
   * per number (c1, c2 …); `verso` is extra text shown with the answer (may be '').
   */
  kind?: 'basic' | 'reversible' | 'cloze';
  /** Safe HTML subset of the statements: <strong>, <em>, <sub>, <sup>, <br>, <ul>/<li>. Usually plain text. */
  frente: string;
  verso: string;
  /** The title of a lesson's flashcard track of this vertical (demo-courses-<vertical>-*.ts): the card joins it. */
  track?: string;
  /** A picture shown under the front: one of the drawings of demo-card-images.ts, stored as PNG by the seed. */
  image?: DemoCardImage;
}

/** The demo card drawings (demo-card-images.ts), by name. */
export type DemoCardImage =
  | 'salter-harris'
  | 'pauwels'
  | 'cup-to-disc'
  | 'mallampati'
  | 'cormack-lehane'
  | 'ankle-pressures';

export interface DemoDeck {
  cards: readonly DemoFlashcard[];
  /** The subject of each existing lesson track's own cards (by track title; null-titled tracks by lesson title). */
  trackSubjects: Readonly<Record<string, DemoSubjectPath>>;
}
