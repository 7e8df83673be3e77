import type { AssistantSourceKind } from '@members/contract';
import { stopWords } from './stop-words.ts';

/**
 * Between words: anything but a letter or a digit, and the modifier letters (ː ʼ ˆ ...), which unaccent turns into
 * tsquery syntax inside the SQL (the same rule as courses/search/search-query.ts).
 */
const wordBreak = /(?:[^\p{L}\p{N}]|\p{Lm})+/u;

/** Lower case, accents folded, compatibility forms unfolded (ﬁ → fi): how both sides of a comparison are read. */
export function foldText(text: string): string {
  return text.normalize('NFKC').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/** The folded words of a text, in order (letters and digits only). */
export function foldedWords(text: string): string[] {
  return foldText(text)
    .split(wordBreak)
    .filter((word) => word.length > 0);
}

/** Whether a folded word says something about the subject (not a function word, a lone letter or a lone digit). */
export function isMeaningful(word: string): boolean {
  return word.length > 1 && !stopWords.has(word) && !/^\d$/.test(word);
}

/**
 * The meaningful words of a learner's question, folded, distinct, in order: the terms retrieval searches (OR'ed)
 * and the extractive answer matches sentences against. Never tsquery syntax: letters and digits only.
 */
export function questionTerms(text: string, maxTerms = 12): string[] {
  const terms: string[] = [];
  for (const word of foldedWords(text)) {
    if (isMeaningful(word) && !terms.includes(word)) terms.push(word);
    if (terms.length === maxTerms) break;
  }
  return terms;
}

/**
 * A crude Portuguese stem for comparing words in JavaScript (the database stems with its own dictionary): plural
 * and gender endings dropped, then the first seven letters ("bradicardia" and "bradicardico" meet).
 */
export function roughStem(word: string): string {
  const singular = word.length > 4 ? word.replace(/(oes|aes|ais|eis|ns|s)$/, '') : word;
  const base = singular.length > 4 ? singular.replace(/[aoe]$/, '') : singular;
  return base.slice(0, 7);
}

/**
 * Whether a folded word reads as a Portuguese verb form (infinitive, past, gerund, imperfect): "encher", "tiraram",
 * "inchou", "jogando". A rough test: some nouns match too ("mar"), which only lowers an unknown word's weight.
 */
export function looksLikeVerb(word: string): boolean {
  return word.length > 4 && /(ar|er|ir|ou|aram|eram|iram|ando|endo|indo|ava|avam|ia|iam|ei|eu|iu)$/.test(word);
}

/** A kind of material the learner names, or "what was said in the video" (a lesson's transcript). */
export type MaterialMention = AssistantSourceKind | 'transcript';

/** How learners name a kind of material ("na apostila", "o que a aula disse", "no caso clínico"), folded. */
const mentions: readonly [MaterialMention, RegExp][] = [
  ['handout', /\b(apostilas?|pdfs?|handouts?|resumos?)\b/],
  ['lesson', /\b(aulas?|videos?|videoaulas?|professora?)\b/],
  ['transcript', /\b(videos?|videoaulas?|professora?|falou|fala)\b/],
  ['question', /\b(questao|questoes|quest)\b/],
  ['case', /\b(casos? clinicos?|(deste|desse|neste|nesse|do|no) caso\b(?! de\b))/],
  ['flashcard', /\b(flashcards?|cartao|cartoes|cards?)\b/],
];

/**
 * The kinds of material the question names: their passages are preferred (the learner said where to look). A
 * handout named with its lesson ("o resumo da aula magna", "a apostila da aula 3") is the handout only.
 */
export function mentionedMaterial(text: string): MaterialMention[] {
  const folded = foldText(text);
  const named = mentions.flatMap(([kind, mention]) => (mention.test(folded) ? [kind] : []));
  return named.includes('handout') ? named.filter((kind) => kind !== 'lesson' && kind !== 'transcript') : named;
}
