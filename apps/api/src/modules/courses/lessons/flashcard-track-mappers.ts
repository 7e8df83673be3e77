import {
  flashcardTrackPercentage,
  flashcardTrackStatus,
  flashcardTrackTitle,
  isFlashcardTrackCompleted,
  type ContentType,
  type FlashcardTrack,
  type Task,
} from '@members/contract';
import type { FlashcardTrackRow } from '../../../db/schema/index.ts';
import type { CardRecord } from './lesson-records.ts';

/**
 * The status text of a track the learner never opened. Not 'Não iniciada': it contains 'iniciada', which the
 * spec's rule (§4) reads as em_progresso.
 */
export const untouchedTrackStatus = 'Nova';

/** The answers a card can have, in the order `por_resposta` lists them. */
export const flashcardAnswerKinds = ['errei', 'dificil', 'bom', 'facil'] as const;

type Card = FlashcardTrack['flashcards']['todos'][number];
const toCard = (card: CardRecord): Card => ({ id: card.id, frente: card.frente, verso: card.verso });

/**
 * A track as trilhasFlashcard lists it (spec §3). `redacted` (a lesson the learner cannot open) keeps the
 * title and counts but lists no card.
 */
export function toFlashcardTrack(
  track: FlashcardTrackRow,
  statusText: string | null,
  cards: readonly CardRecord[],
  redacted: boolean,
): FlashcardTrack {
  const answered = cards.filter((card) => card.answer !== null);
  const visible = (list: readonly CardRecord[]) => (redacted ? [] : list.map(toCard));
  const byAnswer = Object.fromEntries(
    flashcardAnswerKinds.map((kind) => [kind, visible(answered.filter((card) => card.answer === kind))]),
  );
  return {
    id: track.id,
    titulo: flashcardTrackTitle(track.titulo),
    descricao: track.descricao,
    status: statusText ?? untouchedTrackStatus,
    total_flashcards: cards.length,
    flashcards_respondidos: answered.length,
    progresso_count: answered.length,
    flashcards: {
      todos: visible(cards),
      respondidos: { todos: visible(answered), por_resposta: byAnswer },
      nao_respondidos: visible(cards.filter((card) => card.answer === null)),
    },
  };
}

/** In-app path of a track: the module page's child route `trilha/{trilha_id}`. */
export function flashcardTrackLink(kind: ContentType, courseUuid: string, moduleId: number, trackId: number): string {
  return `/${kind}/${courseUuid}/module/${moduleId}/trilha/${trackId}`;
}

/** A track as a task of type trilha_flashcard (spec §3, §4); `link` null when restricted. */
export function flashcardTrackTask(track: FlashcardTrack, link: string, restricted: boolean): Task {
  const total = track.total_flashcards;
  const answered = track.flashcards_respondidos;
  return {
    id: track.id,
    label: track.titulo,
    subtitle: track.descricao,
    type: 'trilha_flashcard',
    completed: isFlashcardTrackCompleted(track.status),
    model_type: 'TrilhaFlashcard',
    link: restricted ? null : link,
    restricted,
    apostila: null,
    data: {
      status: flashcardTrackStatus(track.status),
      percentage: flashcardTrackPercentage(answered, total),
      total,
      answered,
    },
  };
}
