import type { AlternativeLetter, AnswerResult, Question } from '@members/contract';
import { useRef, type KeyboardEvent } from 'react';
import { sharePercentages } from '../../logic/score.ts';
import { AlternativeRow } from './alternative-row.tsx';
import type { RevealedAlternative } from './alternative-reveal.tsx';

export interface AlternativeListProps {
  question: Question;
  labelledBy: string;
  selected: AlternativeLetter | null;
  struck: readonly AlternativeLetter[];
  locked: boolean;
  result: AnswerResult | null;
  onChoose: (letter: AlternativeLetter) => void;
  onStrike: (letter: AlternativeLetter) => void;
}

function revealOf(
  result: AnswerResult,
  letter: AlternativeLetter,
  shares: Map<AlternativeLetter, number>,
): RevealedAlternative {
  return {
    correct: result.correct_alternative === letter,
    chosen: result.chosen === letter,
    share: shares.get(letter) ?? 0,
    explanation: result.alternatives.find((alternative) => alternative.letter === letter)?.explanation ?? '',
  };
}

/**
 * The alternatives as a radio group (one tab stop; ↑/↓ move and choose, skipping struck ones), each with
 * its strike-out button; after the reveal, every alternative's share and explanation.
 */
export function AlternativeList({
  question,
  labelledBy,
  selected,
  struck,
  locked,
  result,
  onChoose,
  onStrike,
}: AlternativeListProps) {
  const radios = useRef(new Map<AlternativeLetter, HTMLButtonElement>());
  const letters = question.alternatives.map((alternative) => alternative.letter);
  const choosable = letters.filter((letter) => !struck.includes(letter));
  const shares = result ? sharePercentages(result.alternatives) : new Map<AlternativeLetter, number>();
  const tabStop = result?.chosen ?? selected ?? choosable[0] ?? letters[0];

  const move = (event: KeyboardEvent<HTMLButtonElement>, letter: AlternativeLetter) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (locked || choosable.length === 0) return;
    const from = choosable.indexOf(letter);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const target = choosable[(from + step + choosable.length) % choosable.length] as AlternativeLetter;
    radios.current.get(target)?.focus();
    onChoose(target);
  };

  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="flex flex-col gap-3">
      {question.alternatives.map(({ letter, text }) => (
        <AlternativeRow
          key={letter}
          letter={letter}
          text={text}
          selected={selected === letter}
          struck={!result && struck.includes(letter)}
          locked={locked}
          reveal={result ? revealOf(result, letter, shares) : null}
          focusable={letter === tabStop}
          radioRef={(element) => {
            if (element) radios.current.set(letter, element);
            else radios.current.delete(letter);
          }}
          onChoose={() => onChoose(letter)}
          onStrike={() => onStrike(letter)}
          onRadioKeyDown={(event) => move(event, letter)}
        />
      ))}
    </div>
  );
}
