import type { AlternativeLetter } from '@members/contract';
import { ChevronLeft, ChevronRight, SkipForward, Square } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { LoadErrorPanel } from '../../../../components/ui/load-error-panel.tsx';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { SafeHtml } from '../../../../components/rich-text/index.ts';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { usePlannerDiagnostic } from '../../api/get-diagnostic.ts';

export interface DiagnosticQuizProps {
  /** Question id → the letter chosen. */
  answers: Record<string, AlternativeLetter>;
  position: number;
  onAnswer: (answers: Record<string, AlternativeLetter>) => void;
  onMove: (position: number) => void;
}

/**
 * The quick diagnostic: one question at a time, alternatives as radio buttons, no correction shown; "Pular questão"
 * moves on without an answer, "Parar aqui" keeps the answers given so far (the plan uses them).
 */
export function DiagnosticQuiz({ answers, position, onAnswer, onMove }: DiagnosticQuizProps) {
  const { t } = useTranslation();
  const id = useId();
  const diagnostic = usePlannerDiagnostic();
  const [stopped, setStopped] = useState(false);

  if (diagnostic.isPending)
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span role="status" className="sr-only">
          {t('planner.onboarding.diagnostic.loading')}
        </span>
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  if (diagnostic.isError)
    return (
      <LoadErrorPanel
        title={t('planner.onboarding.diagnostic.loadFailed')}
        error={diagnostic.error}
        onRetry={() => void diagnostic.refetch()}
      />
    );

  const { questions } = diagnostic.data;
  const total = questions.length;
  const answered = questions.filter((question) => answers[String(question.id)]).length;
  if (total === 0)
    return <p className="text-gray-700 dark:text-gray-300">{t('planner.onboarding.diagnostic.empty')}</p>;
  const question = questions[Math.min(position, total - 1)];
  if (stopped || position >= total || !question)
    return (
      <div role="status" className="flex flex-col items-start gap-3 rounded-lg bg-gray-100 p-4 dark:bg-gray-800">
        <p className="font-medium text-gray-900 dark:text-gray-50">
          {t(position >= total ? 'planner.onboarding.diagnostic.finished' : 'planner.onboarding.diagnostic.stopped', {
            count: answered,
            total,
          })}
        </p>
        {position < total ? (
          <Button variant="secondary" onClick={() => setStopped(false)}>
            {t('planner.onboarding.diagnostic.resume')}
          </Button>
        ) : null}
      </div>
    );

  const chosen = answers[String(question.id)];
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-xl border border-gray-200 p-4 dark:border-gray-800"
    >
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <h3 id={`${id}-title`} className="font-semibold text-gray-900 dark:text-gray-50">
            {t('planner.onboarding.diagnostic.title')}
          </h3>
          <p className="text-sm font-medium text-gray-700 dark:text-gray-300">
            {t('planner.onboarding.diagnostic.position', { current: position + 1, total })}
          </p>
        </div>
        <ProgressBar
          value={((position + 1) / total) * 100}
          label={t('planner.onboarding.diagnostic.title')}
          valueText={t('planner.onboarding.diagnostic.position', { current: position + 1, total })}
        />
        <p className="text-sm text-gray-600 dark:text-gray-300">{question.area.desc}</p>
      </div>
      <div id={`${id}-statement`}>
        <SafeHtml html={question.statement} className="text-gray-900 dark:text-gray-50" />
      </div>
      <fieldset aria-describedby={`${id}-statement`} className="flex flex-col gap-2">
        <legend className="sr-only">{t('planner.onboarding.diagnostic.alternatives')}</legend>
        {question.alternatives.map((alternative) => (
          <label
            key={alternative.letter}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-gray-200 p-3 has-checked:border-(--brand-primary) dark:border-gray-800"
          >
            <input
              type="radio"
              name={`diagnostic-${question.id}`}
              checked={chosen === alternative.letter}
              onChange={() => onAnswer({ ...answers, [String(question.id)]: alternative.letter })}
              className="mt-1 size-4 accent-(--brand-primary)"
            />
            <span className="text-gray-900 dark:text-gray-50">
              <span className="font-semibold">{alternative.letter})</span> {alternative.text}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" onClick={() => onMove(position - 1)} disabled={position === 0}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('planner.onboarding.diagnostic.previous')}
        </Button>
        {chosen ? (
          <Button variant="secondary" onClick={() => onMove(position + 1)}>
            {t('planner.onboarding.diagnostic.nextQuestion')}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        ) : (
          <Button variant="ghost" onClick={() => onMove(position + 1)}>
            <SkipForward aria-hidden="true" className="size-4" />
            {t('planner.onboarding.diagnostic.skipQuestion')}
          </Button>
        )}
        <Button variant="ghost" onClick={() => setStopped(true)}>
          <Square aria-hidden="true" className="size-4" />
          {t('planner.onboarding.diagnostic.stop')}
        </Button>
      </div>
    </section>
  );
}
