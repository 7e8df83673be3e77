/**
 * The shape of the demo question bank (one folder of files per vertical: demo-questions-<vertical>-*.ts).
 * Plain data in Portuguese; questions.seed.ts turns it into categories, questions, tracks and simulados for
 * every producer of the vertical.
 */

/** A question of a real exam's style. Medically correct; the explanations teach, not just restate. */
export interface DemoQuestion {
  /**
   * The subject path in the type-7 tree: grande área → especialidade → tema → (subtema). At least three
   * names; the same name at the same place is the same node, so spell them identically everywhere.
   */
  subject: readonly [string, string, string, ...string[]];
  /** Safe HTML: <p>, <strong>, <em>, <ul>/<ol>/<li>, <sub>, <sup>, <br>. One or more paragraphs. */
  statement: string;
  /** 2 to 5 alternatives, lettered A–E in this order; every one has its own explanation. */
  alternatives: readonly { text: string; explanation: string }[];
  /** The letter of the one correct alternative. */
  correct: 'A' | 'B' | 'C' | 'D' | 'E';
  /** The question's commentary: why the answer is right, the key concept. */
  explanation: string;
  /** Where it is from (plausible labels of real Brazilian exams). */
  source: { institution: string; exam: string; year: number; board: string };
  /** Annulled by the board (keep one or two per vertical, with the reason in the explanation). */
  annulled?: boolean;
}

/** A question track: the questions whose subject path contains `theme` (in bank order). */
interface DemoQuestionTrack {
  /** The number lesson tasks already link to (`/questoes/trilha/<no>`), unique within the vertical. */
  no: number;
  title: string;
  description: string;
  /** A name of the subject path (usually a tema); the track holds every question under it (5 or more). */
  theme: string;
}

export interface DemoQuestionBank {
  questions: readonly DemoQuestion[];
  tracks: readonly DemoQuestionTrack[];
}
