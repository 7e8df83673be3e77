import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { typingDelayMs } from './search-terms.ts';

export interface DebouncedQuery {
  /** What the field shows (every keystroke). */
  text: string;
  setText: (text: string) => void;
  /** Commits the text now (Enter), without waiting for the pause. */
  flush: () => void;
}

/**
 * The search field's text, committed through `onCommit` once typing pauses for `delay` ms (or on flush).
 * `committed` is the value the owner holds (the address's `?q=`, or state): when it changes from outside
 * (Back, a link) the field takes it; when it is only the echo of our own commit, the field keeps what the
 * learner typed meanwhile.
 */
export function useDebouncedQuery(
  committed: string,
  onCommit: (query: string) => void,
  delay = typingDelayMs,
): DebouncedQuery {
  const [text, setText] = useState(committed);
  const [sent, setSent] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    // Derived state updated during render (React's documented pattern).
    setSeen(committed);
    if (committed !== sent) {
      setSent(committed);
      setText(committed);
    }
  }

  const commit = useEffectEvent((value: string) => {
    setSent(value);
    onCommit(value);
  });

  useEffect(() => {
    if (text === sent) return;
    const timer = setTimeout(() => commit(text), delay);
    return () => clearTimeout(timer);
  }, [text, sent, delay]);

  const flush = useCallback(() => {
    if (text !== sent) {
      setSent(text);
      onCommit(text);
    }
  }, [text, sent, onCommit]);

  return { text, setText, flush };
}
