import type { AlternativeLetter, SessionQuestion } from '@members/contract';
import { useEffect, useRef } from 'react';
import { SafeHtml } from '../../../../components/rich-text/index.ts';
import { outboxGroup, type PlayerSource } from '../../api/player-source.ts';
import type { PlayerCache } from '../../api/use-player-cache.ts';
import type { PlayerCommand } from '../../logic/player-keys.ts';
import { AlternativeList } from './alternative-list.tsx';
import { AnswerActions } from './answer-actions.tsx';
import { MarkControls } from './mark-controls.tsx';
import { StageNav } from './stage-nav.tsx';
import { useAnswerFlow } from './use-answer-flow.ts';
import { useMarkQuestion } from './use-mark-question.ts';
import { usePlayerKeyboard } from './use-player-keyboard.ts';
import { QuestionMeta } from './question-meta.tsx';

export interface QuestionStageProps {
  source: PlayerSource;
  data: SessionQuestion;
  cache: PlayerCache;
  /** The position's heading (labels the alternatives). */
  headingId: string;
  struck: readonly AlternativeLetter[];
  onStrike: (letter: AlternativeLetter) => void;
  /** The alternative chosen and not confirmed yet (kept by the player, so it survives ← then →). */
  selected: AlternativeLetter | null;
  onSelect: (letter: AlternativeLetter | null) => void;
  isLast: boolean;
  onPrevious: (() => void) | null;
  onNext: () => void;
  /** False on a question's own page: nothing to skip to ("Pular" and → are left out; "Finalizar" stays). */
  skippable?: boolean;
  /** What "Ver resultado" says instead on the last position (see AnswerActions). */
  finishLabel?: string;
}

/**
 * Scrolls the page's scroller (only it: scrollIntoView would scroll the document under the fixed layout too)
 * so that the verdict's top sits a third down the screen, with the start of the explanation below it.
 */
function bringIntoView(element: HTMLElement) {
  const scroller = element.closest<HTMLElement>('#app-scroller');
  if (!scroller) return;
  const frame = scroller.getBoundingClientRect();
  const top = element.getBoundingClientRect().top - frame.top;
  if (top < 0 || top > frame.height * 0.6) scroller.scrollTop += top - frame.height / 3;
}

/** One question: its source, statement and alternatives; choose, confirm, see the reveal, mark it, move on. */
export function QuestionStage({
  source,
  data,
  cache,
  headingId,
  struck,
  onStrike,
  selected,
  onSelect,
  isLast,
  onPrevious,
  onNext,
  skippable = true,
  finishLabel,
}: QuestionStageProps) {
  const { question, position } = data;
  const { phase, confirm } = useAnswerFlow(source, position, question.id, data.answer, cache);
  const mark = useMarkQuestion(source, position, question, cache);
  const verdict = useRef<HTMLHeadingElement>(null);
  const choosing = phase.kind === 'choosing' || phase.kind === 'failed';
  const shownLetter = phase.kind === 'sending' || phase.kind === 'failed' ? phase.letter : selected;

  // The reveal takes the focus (screen readers hear the verdict; Enter then moves on).
  const revealed = phase.kind === 'revealed';
  const wasRevealed = useRef(revealed);
  useEffect(() => {
    if (revealed && !wasRevealed.current) {
      verdict.current?.focus({ preventScroll: true });
      if (verdict.current) bringIntoView(verdict.current);
    }
    wasRevealed.current = revealed;
  }, [revealed]);

  const choose = (letter: AlternativeLetter) => {
    if (choosing && !struck.includes(letter)) onSelect(letter);
  };
  const strike = (letter: AlternativeLetter) => {
    if (!choosing) return;
    if (!struck.includes(letter) && selected === letter) onSelect(null);
    onStrike(letter);
  };
  const skip = skippable ? onNext : null;
  const submit = () => {
    if (choosing && selected) confirm(selected);
  };

  usePlayerKeyboard(question.alternatives.length, (command: PlayerCommand) => {
    if (command.kind === 'choose') choose(command.letter);
    else if (command.kind === 'confirm') {
      if (revealed) onNext();
      else submit();
    } else if (command.kind === 'previous') onPrevious?.();
    else if (command.kind === 'next') skip?.();
    else mark.toggle();
  });

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-5" data-question-id={question.id}>
      <div className="flex flex-col gap-3">
        <QuestionMeta question={question} />
        <SafeHtml html={question.statement} className="text-lg text-gray-900 dark:text-gray-50" />
      </div>
      <AlternativeList
        question={question}
        labelledBy={headingId}
        selected={phase.kind === 'revealed' ? phase.result.chosen : shownLetter}
        struck={struck}
        locked={!choosing}
        result={phase.kind === 'revealed' ? phase.result : null}
        onChoose={choose}
        onStrike={strike}
      />
      <AnswerActions
        phase={phase}
        group={outboxGroup(source)}
        canConfirm={selected !== null}
        isLast={isLast}
        finishLabel={finishLabel}
        verdictRef={verdict}
        onConfirm={submit}
        onRetry={() => phase.kind === 'failed' && confirm(phase.letter)}
        onNext={onNext}
      />
      <MarkControls marked={question.marked} note={question.note} onMark={mark.setMarked} onSaveNote={mark.saveNote} />
      <StageNav onPrevious={onPrevious} onSkip={revealed ? null : skip} />
    </article>
  );
}
