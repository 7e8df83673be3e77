import type { QuestionContext, RetrievedPassage } from '../assistant-types.ts';
import { foldedWords, isMeaningful, questionTerms, roughStem } from '../retrieval/question-terms.ts';
import { isStatement, splitSentences } from './extractive-sentences.ts';

const maxSentences = 5;
const minSentences = 2;
/** A quoted sentence longer than this is cut at a word (the citation opens the whole passage). */
const maxSentenceLength = 320;
/** Shorter than this, a "sentence" is a heading or a list marker, not a statement. */
const minSentenceLength = 20;
/** A sentence is quoted when it scores at least this share of the best one's score. */
const relativeFloor = 0.45;

interface Candidate {
  /** The passage's position: cited as `[passage + 1]`. */
  passage: number;
  /** The sentence's position within its passage. */
  position: number;
  text: string;
  score: number;
}

/** The alternative the learner chose: the question context's, else the one the question names ("a alternativa C"). */
export function chosenLetter(context: QuestionContext | null, question: string): string | null {
  if (context?.kind !== 'question') return null;
  const stated = context.letter;
  const asked = /\b(?:alternativa|letra)\s+([A-E])\b/i.exec(question)?.[1];
  return (stated ?? asked)?.toUpperCase() ?? null;
}

/** Stems of a text's meaningful words. */
const stemsOf = (text: string) => new Set(foldedWords(text).filter(isMeaningful).map(roughStem));

/** Whether a sentence is about the alternative ("C) ...", "A alternativa C ...", "Letra C: ..."). */
const aboutLetter = (sentence: string, letter: string) =>
  new RegExp(`(^\\(?${letter}\\)|\\b(alternativa|letra|op[cç][aã]o)\\s+${letter}\\b)`, 'iu').test(sentence);

function cut(sentence: string): string {
  if (sentence.length <= maxSentenceLength) return sentence;
  const head = sentence.slice(0, maxSentenceLength);
  return `${head.slice(0, Math.max(head.lastIndexOf(' '), minSentenceLength)).trimEnd()}…`;
}

/**
 * The sentences of a passage an answer may quote: statements, not its questions or headings; of a question, its
 * commented answer only (its alternatives, true and false alike, are not the material's claims). A passage of
 * short lines only (a flashcard's faces) keeps them: its lines are its statements.
 */
function quotableSentences(passage: RetrievedPassage): string[] {
  const answerAt = passage.kind === 'question' ? passage.body.search(/resposta correta\s*:/i) : -1;
  const sentences = splitSentences(answerAt >= 0 ? passage.body.slice(answerAt) : passage.body).filter(isStatement);
  const long = sentences.filter((text) => text.length >= minSentenceLength);
  return long.length > 0 ? long : sentences;
}

/** Every sentence of the passages, scored by the question's words (rarer among them weigh more) and the context's. */
function candidates(
  question: string,
  passages: readonly RetrievedPassage[],
  context: QuestionContext | null,
): Candidate[] {
  const asked = questionTerms(question).map(roughStem);
  const about = context ? stemsOf(context.text) : new Set<string>();
  const letter = chosenLetter(context, question);
  const all = passages.flatMap((passage, index) =>
    quotableSentences(passage).map((text, position) => ({
      passage: index,
      position,
      text,
      stems: stemsOf(text),
      score: 0,
    })),
  );
  const weight = (stem: string) => 1 + Math.log((all.length + 1) / (1 + all.filter((c) => c.stems.has(stem)).length));
  const weights = new Map(asked.map((stem) => [stem, weight(stem)]));
  for (const candidate of all) {
    let score = 0;
    for (const [stem, stemWeight] of weights) if (candidate.stems.has(stem)) score += stemWeight;
    for (const stem of about) if (candidate.stems.has(stem) && !weights.has(stem)) score += 0.2;
    if (letter && aboutLetter(candidate.text, letter)) score += 3;
    // The better-ranked passage wins a tie, and a passage's first sentences usually state its point.
    score += 0.3 * (1 - candidate.passage / Math.max(passages.length, 1)) + 0.1 / (1 + candidate.position);
    candidate.score = score;
  }
  return all.map(({ stems: _stems, ...candidate }) => candidate);
}

/** The sentence with its citation mark before its final period: "… 3 mg [1]." */
function quoted(candidate: Candidate): string {
  // The material's own bracketed numbers ("ver [3]") would read as citation marks: taken out of the quote.
  const text = cut(candidate.text.replace(/\s*\[\d+(?:\s*[,;–-]\s*\d+)*\]/g, ''));
  const mark = `[${candidate.passage + 1}]`;
  return text.endsWith('.') && !text.endsWith('..') ? `${text.slice(0, -1)} ${mark}.` : `${text} ${mark}`;
}

/**
 * The extractive answer: a short lead, then the 2–5 sentences of the passages that best match the question (and
 * its context; the chosen alternative's explanation first), each quoted verbatim with its passage's mark, in the
 * passages' order and then the sentences' order, so it reads as the material does.
 */
export function composeExtractiveAnswer(
  question: string,
  passages: readonly RetrievedPassage[],
  context: QuestionContext | null,
  producerName: string,
): string {
  const ranked = candidates(question, passages, context).sort((a, b) => b.score - a.score);
  // Sentences far below the best one are tangents (they share a common word): left out.
  const floor = Math.max(1, relativeFloor * (ranked[0]?.score ?? 0));
  const matching = ranked.filter((candidate) => candidate.score >= floor);
  const picked = matching.slice(0, maxSentences);
  for (const candidate of ranked) {
    if (picked.length >= minSentences) break;
    if (!picked.includes(candidate)) picked.push(candidate);
  }
  picked.sort((a, b) => a.passage - b.passage || a.position - b.position);
  // Passages of questions and headings only (nothing a statement): the first one is quoted whole, never nothing.
  const first = passages[0];
  if (picked.length === 0 && first)
    picked.push({ passage: 0, position: 0, text: first.body.replace(/\s+/g, ' '), score: 0 });
  const letter = chosenLetter(context, question);
  const lead = letter
    ? `Sobre a alternativa ${letter}, segundo o material de ${producerName}:`
    : `Segundo o material de ${producerName}:`;
  return [lead, ...picked.map(quoted)].join(' ');
}
