import { plannerBankAnswersToCount, type PlannerWeaknessSource } from '@members/contract';

/** The least weakness a subject gets: a strong subject still comes back now and then. */
const minWeakness = 0.2;
/** Weakness of a subject nothing is known about. */
const defaultWeakness = 0.6;
/** Added to a subject's incidence share, so a subject no target exam asks still gets a sliver. */
const incidenceFloor = 0.02;

export interface WeaknessEvidence {
  /** Share of right answers in the question bank (0–1), null when none. */
  accuracy: number | null;
  /** Answers in the bank behind `accuracy`. */
  answers: number;
  /** The quick diagnostic's questions of this subject, null when it was not taken. */
  diagnostic: { correct: number; answered: number } | null;
  /** The learner's self-rating 1 (muito fraco) … 5 (muito forte), null when none. */
  selfRating: number | null;
}

export interface Weakness {
  /** 0.2 (strong) … 1 (weak). */
  weakness: number;
  source: PlannerWeaknessSource;
  /** The accuracy it came from, in percent, when it came from answers. */
  accuracyPct: number | null;
}

const clampWeakness = (value: number) => Math.min(1, Math.max(minWeakness, value));

/** How weak the learner is in a subject: the bank's accuracy, else the diagnostic, else the self-rating, else 0.6. */
export function weaknessOf(evidence: WeaknessEvidence): Weakness {
  if (evidence.accuracy !== null && evidence.answers >= plannerBankAnswersToCount) {
    return fromAccuracy(evidence.accuracy, 'bank');
  }
  if (evidence.diagnostic && evidence.diagnostic.answered > 0) {
    return fromAccuracy(evidence.diagnostic.correct / evidence.diagnostic.answered, 'diagnostic');
  }
  if (evidence.selfRating !== null) {
    const weakness = Math.round((1 - (evidence.selfRating - 1) * 0.2) * 100) / 100;
    return { weakness: clampWeakness(weakness), source: 'self_rating', accuracyPct: null };
  }
  return { weakness: defaultWeakness, source: 'default', accuracyPct: null };
}

function fromAccuracy(accuracy: number, source: PlannerWeaknessSource): Weakness {
  return { weakness: clampWeakness(1 - accuracy), source, accuracyPct: Math.round(accuracy * 100) };
}

/** A subject's stream weight: (its share of the target exams' questions + 0.02) × weakness. */
export function streamWeight(incidenceShare: number, weakness: number): number {
  return (incidenceShare + incidenceFloor) * weakness;
}
