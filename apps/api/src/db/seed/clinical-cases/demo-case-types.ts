/**
 * The shape of the demo clinical cases (one file per vertical and part: demo-cases-<vertical>-<n>.ts). Plain data
 * in Portuguese, medically correct, written for the Brazilian residency and specialty exams; clinical-cases.seed.ts
 * turns it into cases, stages and options for every producer of the vertical.
 *
 * HTML fields are safe HTML: <p>, <strong>, <em>, <ul>/<ol>/<li>, <table>/<tr>/<th>/<td>, <sub>, <sup>, <br>, and
 * <img src="/casos/<file>.svg" alt="..."> for a stage's picture (files under apps/web/public/casos/).
 */

export type DemoRating = 'essential' | 'useful' | 'unnecessary' | 'harmful';

/** An option of a history, exam, tests, management or question stage. */
export interface DemoOption {
  label: string;
  /** History / exam / tests: what asking, examining or ordering reveals (HTML). Required for those kinds. */
  finding?: string;
  /** Points when chosen: essential 10–20, useful 3–8, unnecessary −2 to −5, harmful −10 to −20. */
  points: number;
  rating: DemoRating;
  /** Why it matters, or why not (one or two sentences, teaching). */
  feedback: string;
  /** Tests only: the price in reais (e.g. 35.9) and the turnaround in minutes. */
  costReais?: number;
  turnaroundMinutes?: number;
  /** Management only: the expert's order (1-based) for actions the expert would take. */
  expertPosition?: number;
  /** A question stage: true on the one correct alternative (2 to 5 alternatives). */
  correct?: boolean;
  /** The title of a demo lesson of the vertical that teaches it (exactly as in the courses seed), if one fits. */
  lessonTitle?: string;
}

/** A diagnosis stage's hypothesis: `points` as the main hypothesis, `differentialPoints` as a differential. */
export interface DemoHypothesis {
  label: string;
  /** Accepted typed forms (accents and case do not matter): abbreviations, common names. */
  synonyms: readonly string[];
  points: number;
  differentialPoints: number;
  rating: DemoRating;
  feedback: string;
  lessonTitle?: string;
}

interface DemoStageBase {
  title: string;
  /** The story this stage reveals (HTML, 1–3 paragraphs; vitals, what the patient says, a picture when useful). */
  body: string;
  /** What to decide, a short sentence ("O que você pergunta ao paciente?"). */
  prompt: string;
  /** The expert's discussion of the stage (HTML, 2–4 sentences). */
  discussion: string;
}

export type DemoStage =
  | (DemoStageBase & { kind: 'history' | 'exam' | 'tests' | 'management'; options: readonly DemoOption[] })
  | (DemoStageBase & { kind: 'question'; options: readonly DemoOption[] })
  | (DemoStageBase & { kind: 'diagnosis'; hypotheses: readonly DemoHypothesis[] });

export interface DemoCase {
  title: string;
  /** Shown before starting, without spoiling the diagnosis (2–3 sentences). */
  summary: string;
  /**
   * Subject paths in the vertical's type-7 tree (the question bank's), each at least grande área → especialidade →
   * tema, spelled exactly as the vertical's demo questions spell them.
   */
  subjects: readonly (readonly [string, string, string, ...string[]])[];
  difficulty: 'easy' | 'medium' | 'hard';
  estimatedMinutes: number;
  /** At least 5 stages; across the vertical's cases every kind appears several times. */
  stages: readonly DemoStage[];
  /** The expert's reasoning through the whole case (HTML, 2–4 paragraphs). */
  expertReasoning: string;
  /** Real references (guidelines, textbooks, society consensus) as a reader would cite them. */
  references: readonly string[];
  /** Titles of the vertical's demo lessons that teach this case (exactly as in the courses seed). */
  lessonTitles: readonly string[];
  /** Statement openings of the vertical's demo questions on the same subject (the first 40 characters). */
  questionStarts: readonly string[];
  /** A draft is not shown to learners (keep one per vertical as the ninth case). */
  draft?: boolean;
}
