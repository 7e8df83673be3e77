import { foldText } from '../retrieval/question-terms.ts';

/**
 * Words a period follows without ending the sentence (folded): titles ("Dr. Silva"), Latin and Portuguese
 * abbreviations ("p. ex.", "et al.", "aprox."), references ("fig. 2", "cap. 3", "art. 5"). Units ("mg.") are not
 * here: a sentence often ends with one.
 */
const abbreviations = new Set(
  (
    'dr dra drs dras sr sra srs sras prof profa profs ex exs p pp pg pag pags cap caps fig figs tab vol obs aprox ' +
    'min max vs cf et al ie eg sec seg art inc no nos n num ref refs apud op cit ca id ib ibid sto sta av adm ' +
    'ltda cia jr dep depto'
  ).split(' '),
);

/** An end of sentence candidate: terminal punctuation, closing quotes or brackets, then space. */
const sentenceEnd = /[.!?…]+["'”’)\]]*\s+/gu;

/**
 * Whether the text before a period ends in an abbreviation, which does not end the sentence. A lone capital is not
 * one: "a resposta é a letra C. A seguir…" ends there (initials of names are rare in this material).
 */
function endsInAbbreviation(before: string): boolean {
  const word = /([\p{L}.]+)$/u.exec(before)?.[1] ?? '';
  return abbreviations.has(foldText(word.split('.').filter(Boolean).pop() ?? ''));
}

/** Splits one line (a paragraph) into sentences. */
function splitLine(line: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of line.matchAll(sentenceEnd)) {
    const end = match.index + match[0].length;
    const next = line.slice(end, end + 1);
    const punctuation = match[0].trim();
    // A lower-case word after the period continues the sentence ("2,5 mg. por dia" is rare; "p. ex. a dose" is not).
    if (next === '' || /\p{Ll}/u.test(next)) continue;
    if (punctuation.startsWith('.') && endsInAbbreviation(line.slice(start, match.index))) continue;
    sentences.push(line.slice(start, end).trim());
    start = end;
  }
  const rest = line.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

/** A line that ends a statement (terminal punctuation, maybe a closing quote or bracket). */
const endsStatement = (line: string) => /[.!?…:;]["'”’)\]]*$/u.test(line);

/** Shorter than this and without a final period, a line followed by a capital is a heading ("Episódio 2: amaurose"). */
const headingLength = 60;

/**
 * The lines of one paragraph (no blank line inside) joined: a line break continues the sentence (a PDF page wraps
 * lines) unless the next line starts a new item (a capital, a digit, a bullet) after a line that ended one or after
 * a heading.
 */
function joinLines(paragraph: string): string[] {
  const merged: string[] = [];
  for (const line of paragraph.split(/\r?\n/).map((part) => part.trim())) {
    if (!line) continue;
    const previous = merged.at(-1);
    const startsItem = /^[\p{Lu}\d•\-–*]/u.test(line);
    const afterHeading = previous !== undefined && previous.length < headingLength;
    const newItem = startsItem && (previous === undefined || endsStatement(previous) || afterHeading);
    if (previous !== undefined && !newItem && !/^[•\-–*]/u.test(line))
      merged[merged.length - 1] = `${previous} ${line}`;
    else merged.push(line);
  }
  return merged;
}

/** A question's alternatives on one line ("A) … B) … C) …"): one item each. */
function splitAlternatives(line: string): string[] {
  return /^\(?A\)\s/.test(line) ? line.split(/\s+(?=\(?[B-E]\)\s)/) : [line];
}

/**
 * The sentences of a passage's plain text, in order, whitespace collapsed: paragraphs at blank lines, then split
 * after ".", "!", "?" or "…" followed by a capital or a digit, except after an abbreviation; decimals ("2.5",
 * "2,5 mg") stay whole; a question's alternatives are one item each.
 */
export function splitSentences(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .flatMap(joinLines)
    .flatMap(splitAlternatives)
    .flatMap(splitLine)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/**
 * Whether a sentence states something a learner can be told: not a question ("Qual a dose?"), not a heading (short,
 * without a final period). A passage's questions and headings stay unquoted.
 */
export function isStatement(sentence: string): boolean {
  if (/\?["'”’)\]]*$/u.test(sentence)) return false;
  return endsStatement(sentence) || sentence.length >= headingLength;
}
