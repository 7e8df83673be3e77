/** Which items a study session takes: a subject deck, a lesson's track, the error notebook, or everything due. */
export interface StudyFilter {
  deck?: number;
  trilha?: number;
  erros?: '1';
}

/** The outbox group of the study's reviews and undos (one save indicator). */
export const reviewGroup = 'flashcards:study';
