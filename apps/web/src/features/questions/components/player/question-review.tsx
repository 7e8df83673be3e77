import type { AlternativeLetter, AnswerResult, Question } from '@members/contract';
import { useEffect, useRef, useState } from 'react';
import { SafeHtml } from '../../../../components/rich-text/index.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import type { PlayerCommand } from '../../logic/player-keys.ts';
import { AlternativeList } from './alternative-list.tsx';
import { AnswerVerdict } from './answer-verdict.tsx';
import { AskAboutAnswer } from './ask-about-answer.tsx';
import { QuestionMeta } from './question-meta.tsx';
import { usePlayerKeyboard } from './use-player-keyboard.ts';

/** The player's keys (A–E / 1–5 choose, Enter confirms) only while choosing: after it, the keys are the caller's. */
function ChoosingKeys({ count, onCommand }: { count: number; onCommand: (command: PlayerCommand) => void }) {
  usePlayerKeyboard(count, onCommand);
  return null;
}

export interface QuestionReviewProps {
  question: Question;
  /** The heading that names the question (labels the alternatives). */
  headingId: string;
  /** The answer once the server revealed it (explanations included); null before. */
  result: AnswerResult | null;
  /** The answer is on its way: the alternatives are locked. */
  locked: boolean;
  onConfirm: (letter: AlternativeLetter) => void;
}

/**
 * One question answered again outside a session or track (a review of the error notebook): the player's
 * source line, statement and alternatives (strike-out, A–E / 1–5, Enter), then the verdict with the
 * explanation, which shows only after the answer. What the answer counts for is the caller's.
 */
export function QuestionReview({ question, headingId, result, locked, onConfirm }: QuestionReviewProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<AlternativeLetter | null>(null);
  const [struck, setStruck] = useState<AlternativeLetter[]>([]);
  const verdict = useRef<HTMLHeadingElement>(null);
  const choosing = !locked && result === null;

  useEffect(() => {
    if (result) verdict.current?.focus({ preventScroll: true });
  }, [result]);

  const choose = (letter: AlternativeLetter) => {
    if (choosing && !struck.includes(letter)) setSelected(letter);
  };
  const strike = (letter: AlternativeLetter) => {
    if (!choosing) return;
    if (selected === letter) setSelected(null);
    setStruck((current) =>
      current.includes(letter) ? current.filter((item) => item !== letter) : [...current, letter],
    );
  };
  const submit = () => {
    if (choosing && selected) onConfirm(selected);
  };

  return (
    <div className="flex flex-col gap-5" data-question-id={question.id}>
      {choosing ? (
        <ChoosingKeys
          count={question.alternatives.length}
          onCommand={(command) => {
            if (command.kind === 'choose') choose(command.letter);
            else if (command.kind === 'confirm') submit();
          }}
        />
      ) : null}
      <div className="flex flex-col gap-3">
        <QuestionMeta question={question} />
        <SafeHtml html={question.statement} className="text-lg text-gray-900 dark:text-gray-50" />
      </div>
      <AlternativeList
        question={question}
        labelledBy={headingId}
        selected={result ? result.chosen : selected}
        struck={struck}
        locked={!choosing}
        result={result}
        onChoose={choose}
        onStrike={strike}
      />
      {result ? (
        <>
          <AnswerVerdict result={result} headingRef={verdict} />
          <AskAboutAnswer result={result} className="self-stretch sm:self-start" />
        </>
      ) : (
        <Button
          onClick={submit}
          disabled={!choosing || selected === null}
          className="self-stretch text-base sm:self-start"
        >
          {t('questions.player.confirm')}
        </Button>
      )}
    </div>
  );
}
