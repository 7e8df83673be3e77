import type { FlashcardTrackStatus } from './lessons.ts';

/** The default title of a flashcard track without one (spec §3). */
const defaultFlashcardTrackTitle = 'Trilha de Flashcards';

/**
 * Spec §4: the status text containing 'conclu' or 'finalizada' is concluido; containing 'progres',
 * 'andamento' or 'iniciada' is em_progresso; anything else is nao_iniciado. Case-insensitive; "Concluída"
 * is checked before "iniciada" so a finished track never reads as started. "Não iniciada" contains
 * 'iniciada' and so reads em_progresso, exactly as the rule says; stored texts avoid it (see the seed).
 */
export function flashcardTrackStatus(statusText: string | null | undefined): FlashcardTrackStatus {
  const text = (statusText ?? '').toLowerCase();
  if (text.includes('conclu') || text.includes('finalizada')) return 'concluido';
  if (text.includes('progres') || text.includes('andamento') || text.includes('iniciada')) return 'em_progresso';
  return 'nao_iniciado';
}

/** round(answered / total × 100), 0 when total is 0; clamped to 0–100 against inconsistent counts. */
export function flashcardTrackPercentage(answered: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(answered)) return 0;
  return Math.min(100, Math.max(0, Math.round((answered / total) * 100)));
}

/** The track's task is completed only when its status is concluido. */
export function isFlashcardTrackCompleted(statusText: string | null | undefined): boolean {
  return flashcardTrackStatus(statusText) === 'concluido';
}

/** The track title, or the default when it is missing or blank. */
export function flashcardTrackTitle(title: string | null | undefined): string {
  return title?.trim() ? title.trim() : defaultFlashcardTrackTitle;
}
