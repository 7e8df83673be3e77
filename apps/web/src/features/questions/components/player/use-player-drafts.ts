import type { AlternativeLetter } from '@members/contract';
import { useCallback, useState } from 'react';

/**
 * What the learner did to questions not yet confirmed, kept per question while the player lives (its
 * session or track): the struck-out alternatives and the chosen one, so that ← then → finds them as left.
 */
export function usePlayerDrafts(questionId: number | undefined) {
  const [strikes, setStrikes] = useState<Record<number, AlternativeLetter[]>>({});
  const [choices, setChoices] = useState<Record<number, AlternativeLetter | null>>({});

  const toggleStrike = useCallback(
    (letter: AlternativeLetter) => {
      if (questionId === undefined) return;
      setStrikes((current) => {
        const struck = current[questionId] ?? [];
        return {
          ...current,
          [questionId]: struck.includes(letter) ? struck.filter((item) => item !== letter) : [...struck, letter],
        };
      });
    },
    [questionId],
  );

  const choose = useCallback(
    (letter: AlternativeLetter | null) => {
      if (questionId !== undefined) setChoices((current) => ({ ...current, [questionId]: letter }));
    },
    [questionId],
  );

  return {
    struck: questionId === undefined ? [] : (strikes[questionId] ?? []),
    chosen: questionId === undefined ? null : (choices[questionId] ?? null),
    toggleStrike,
    choose,
  };
}
