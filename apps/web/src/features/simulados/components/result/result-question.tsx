import type { ResultQuestion } from '@members/contract';
import { ChevronDown, Flag, LockKeyhole, MessageSquareText } from 'lucide-react';
import { useId, useState } from 'react';
import { SafeHtml } from '../../../../components/rich-text/index.ts';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { sourceText } from '../exam/exam-question.tsx';
import { InlineHtml } from '../inline-html.tsx';
import { ResultAlternative } from './result-alternative.tsx';
import { ResultStatus } from './result-status.tsx';

const toggleClass =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm font-semibold text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:text-gray-50 dark:hover:bg-gray-800 dark:focus-visible:outline-white';

/** The explanations of a question: the question's, then each alternative's. */
function Explanations({ question }: { question: ResultQuestion }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 rounded-lg bg-gray-50 p-4 dark:bg-gray-800/60">
      {question.explanation ? (
        <SafeHtml html={question.explanation} className="text-gray-900 dark:text-gray-50" />
      ) : null}
      <ul className="flex flex-col gap-2">
        {question.alternatives.map(({ letter, explanation }) =>
          explanation ? (
            <li key={letter} className="text-sm text-gray-800 dark:text-gray-100">
              <span className="font-semibold">{t('simulados.exam.alternative', { letter })}: </span>
              <InlineHtml html={explanation} />
            </li>
          ) : null,
        )}
      </ul>
    </div>
  );
}

/** The statement, the alternatives (choice, correct, shares) and, once the key is out, the explanations on demand. */
function QuestionBody({
  question,
  revealed,
  heldNote,
}: {
  question: ResultQuestion;
  revealed: boolean;
  heldNote: string | null;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const source = sourceText(question.question.source);
  const shares = new Map(question.alternatives.map((alternative) => [alternative.letter, alternative.share]));
  const hasExplanations =
    Boolean(question.explanation) || question.alternatives.some((alternative) => alternative.explanation);
  return (
    <div className="flex flex-col gap-4 border-t border-gray-200 px-4 pt-4 pb-4 sm:px-6 dark:border-gray-800">
      {source || question.subjects.length > 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">
          {[source, question.subjects.map((subject) => subject.desc).join(' › ')].filter(Boolean).join(' · ')}
        </p>
      ) : null}
      {heldNote ? (
        <p className="flex items-start gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-950 dark:bg-sky-950 dark:text-sky-100">
          <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {heldNote}
        </p>
      ) : null}
      <SafeHtml html={question.question.statement} className="text-gray-900 dark:text-gray-50" />
      <ol className="flex flex-col gap-2" aria-label={t('simulados.result.alternatives')}>
        {question.question.alternatives.map((alternative) => (
          <ResultAlternative
            key={alternative.letter}
            letter={alternative.letter}
            text={alternative.text}
            share={shares.get(alternative.letter) ?? null}
            chosen={question.chosen === alternative.letter}
            correct={question.correct_alternative === alternative.letter}
            revealed={revealed}
          />
        ))}
      </ol>
      {revealed && hasExplanations ? (
        <>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            className={cn(toggleClass, 'self-start')}
          >
            <MessageSquareText aria-hidden="true" className="size-4" />
            {t('simulados.result.explanations')}
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform motion-reduce:transition-none', open && 'rotate-180')}
            />
          </button>
          <div id={panelId} hidden={!open}>
            {open ? <Explanations question={question} /> : null}
          </div>
        </>
      ) : null}
    </div>
  );
}

export interface ResultQuestionCardProps {
  question: ResultQuestion;
  /** False while the answer key is held back. */
  revealed: boolean;
  /** Why this question's key is not shown when the others' are (it is in another simulado still open). */
  heldNote?: string | null;
  open: boolean;
  onToggle: () => void;
}

/** A question of the result, collapsed to its number, outcome and mark until opened. */
export function ResultQuestionCard({ question, revealed, heldNote = null, open, onToggle }: ResultQuestionCardProps) {
  const { t } = useTranslation();
  const bodyId = useId();
  const titleId = `result-question-${question.position}`;
  return (
    <li id={`questao-${question.position}`} className="scroll-mt-4">
      <article
        aria-labelledby={titleId}
        className="flex flex-col rounded-xl border border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-900"
      >
        <h3 className="text-base font-semibold text-gray-900 dark:text-gray-50">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={onToggle}
            data-question-toggle={question.position}
            className="flex min-h-14 w-full cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-xl px-4 py-2 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gray-900 sm:px-6 dark:hover:bg-gray-800/60 dark:focus-visible:outline-white"
          >
            <span id={titleId}>{t('simulados.result.question', { position: question.position })}</span>
            <ResultStatus question={question} />
            {question.marked ? (
              <span className="inline-flex items-center gap-1 text-xs font-semibold text-amber-800 dark:text-amber-200">
                <Flag aria-hidden="true" className="size-3.5 fill-amber-500 text-amber-600" />
                {t('simulados.navigator.marked')}
              </span>
            ) : null}
            <ChevronDown
              aria-hidden="true"
              className={cn(
                'ml-auto size-5 shrink-0 transition-transform motion-reduce:transition-none',
                open && 'rotate-180',
              )}
            />
          </button>
        </h3>
        <div id={bodyId} hidden={!open}>
          {open ? <QuestionBody question={question} revealed={revealed} heldNote={heldNote} /> : null}
        </div>
      </article>
    </li>
  );
}
