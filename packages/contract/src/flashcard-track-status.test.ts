import { describe, expect, it } from 'vitest';
import {
  flashcardTrackPercentage,
  flashcardTrackStatus,
  flashcardTrackTitle,
  isFlashcardTrackCompleted,
} from './flashcard-track-status.ts';

describe('flashcardTrackStatus (spec §4)', () => {
  it.each([
    ['Concluída', 'concluido'],
    ['CONCLUIDO', 'concluido'],
    ['trilha finalizada', 'concluido'],
    ['Em progresso', 'em_progresso'],
    ['progress', 'em_progresso'],
    ['Em andamento', 'em_progresso'],
    ['Iniciada', 'em_progresso'],
    ['Não iniciada', 'em_progresso'],
    ['Nova', 'nao_iniciado'],
    ['', 'nao_iniciado'],
    ['pendente', 'nao_iniciado'],
  ] as const)('%j → %s', (text, status) => {
    expect(flashcardTrackStatus(text)).toBe(status);
  });

  it('reads a missing status as nao_iniciado', () => {
    expect(flashcardTrackStatus(null)).toBe('nao_iniciado');
    expect(flashcardTrackStatus(undefined)).toBe('nao_iniciado');
  });

  it('checks "conclu" before "iniciada" (a text with both is concluido)', () => {
    expect(flashcardTrackStatus('iniciada e concluída')).toBe('concluido');
  });

  it('completes the task only when concluido', () => {
    expect(isFlashcardTrackCompleted('Concluída')).toBe(true);
    expect(isFlashcardTrackCompleted('Em andamento')).toBe(false);
    expect(isFlashcardTrackCompleted('Nova')).toBe(false);
  });
});

describe('flashcardTrackPercentage (spec §4)', () => {
  it('is round(answered / total × 100)', () => {
    expect(flashcardTrackPercentage(1, 3)).toBe(33);
    expect(flashcardTrackPercentage(2, 3)).toBe(67);
    expect(flashcardTrackPercentage(1, 8)).toBe(13);
    expect(flashcardTrackPercentage(5, 5)).toBe(100);
    expect(flashcardTrackPercentage(0, 12)).toBe(0);
  });

  it('is 0 when the track has no cards', () => {
    expect(flashcardTrackPercentage(0, 0)).toBe(0);
    expect(flashcardTrackPercentage(3, 0)).toBe(0);
  });

  it('stays within 0–100 against inconsistent counts', () => {
    expect(flashcardTrackPercentage(7, 5)).toBe(100);
    expect(flashcardTrackPercentage(-1, 5)).toBe(0);
    expect(flashcardTrackPercentage(Number.NaN, 5)).toBe(0);
  });
});

describe('flashcardTrackTitle', () => {
  it("defaults to 'Trilha de Flashcards' when missing or blank", () => {
    expect(flashcardTrackTitle(null)).toBe('Trilha de Flashcards');
    expect(flashcardTrackTitle('   ')).toBe('Trilha de Flashcards');
    expect(flashcardTrackTitle(' Retina ')).toBe('Retina');
  });
});
