import { describe, expect, it } from 'vitest';
import type { FlashcardTrackRow } from '../../../db/schema/index.ts';
import {
  flashcardTrackLink,
  flashcardTrackTask,
  toFlashcardTrack,
  untouchedTrackStatus,
} from './flashcard-track-mappers.ts';
import type { CardRecord } from './lesson-records.ts';

const track = (titulo: string | null = 'Revisão'): FlashcardTrackRow => ({
  id: 7,
  producer_id: 'p',
  lesson_id: 1,
  titulo,
  descricao: 'Pontos-chave',
  position: 0,
});
const card = (id: number, answer: CardRecord['answer'] = null): CardRecord => ({
  id,
  track_id: 7,
  frente: `F${id}`,
  verso: `V${id}`,
  answer,
});
const link = flashcardTrackLink('courses', 'uuid', 3, 7);

describe('flashcard tracks as tasks', () => {
  it('builds the in-app link of the module page child route', () => {
    expect(link).toBe('/courses/uuid/module/3/trilha/7');
  });

  it.each([
    ['Concluída', 'concluido', true],
    ['Finalizada', 'concluido', true],
    ['Em andamento', 'em_progresso', false],
    ['Em progresso', 'em_progresso', false],
    ['Iniciada', 'em_progresso', false],
    ['Não iniciada', 'em_progresso', false],
    [untouchedTrackStatus, 'nao_iniciado', false],
    ['Pausada', 'nao_iniciado', false],
  ] as const)('status text %s is %s (completed %s)', (text, status, completed) => {
    const task = flashcardTrackTask(toFlashcardTrack(track(), text, [], false), link, false);
    expect([task.data?.status, task.completed]).toEqual([status, completed]);
  });

  it('reads an untouched track as Nova, hence nao_iniciado', () => {
    const mapped = toFlashcardTrack(track(), null, [card(1)], false);
    expect(mapped.status).toBe('Nova');
    expect(flashcardTrackTask(mapped, link, false).data).toEqual({
      status: 'nao_iniciado',
      percentage: 0,
      total: 1,
      answered: 0,
    });
  });

  it('counts answered cards, groups them by answer and rounds the percentage', () => {
    const mapped = toFlashcardTrack(track(), 'Em andamento', [card(1, 'errei'), card(2), card(3, 'facil')], false);
    expect(mapped).toMatchObject({ total_flashcards: 3, flashcards_respondidos: 2, progresso_count: 2 });
    expect(mapped.flashcards.respondidos.por_resposta).toEqual({
      errei: [{ id: 1, frente: 'F1', verso: 'V1' }],
      dificil: [],
      bom: [],
      facil: [{ id: 3, frente: 'F3', verso: 'V3' }],
    });
    expect(mapped.flashcards.nao_respondidos).toEqual([{ id: 2, frente: 'F2', verso: 'V2' }]);
    expect(flashcardTrackTask(mapped, link, false)).toEqual({
      id: 7,
      label: 'Revisão',
      subtitle: 'Pontos-chave',
      type: 'trilha_flashcard',
      completed: false,
      model_type: 'TrilhaFlashcard',
      link,
      restricted: false,
      apostila: null,
      data: { status: 'em_progresso', percentage: 67, total: 3, answered: 2 },
    });
  });

  it('gives an untitled or blank track the default title', () => {
    expect(toFlashcardTrack(track(null), null, [], false).titulo).toBe('Trilha de Flashcards');
    expect(flashcardTrackTask(toFlashcardTrack(track('  '), null, [], false), link, false).label).toBe(
      'Trilha de Flashcards',
    );
  });

  it('keeps counts but no card of a redacted track, and a restricted task has no link', () => {
    const mapped = toFlashcardTrack(track(), 'Concluída', [card(1, 'bom'), card(2)], true);
    expect(mapped.flashcards).toEqual({
      todos: [],
      respondidos: { todos: [], por_resposta: { errei: [], dificil: [], bom: [], facil: [] } },
      nao_respondidos: [],
    });
    expect(mapped.total_flashcards).toBe(2);
    expect(flashcardTrackTask(mapped, link, true)).toMatchObject({
      restricted: true,
      link: null,
      data: { percentage: 50 },
    });
  });
});
