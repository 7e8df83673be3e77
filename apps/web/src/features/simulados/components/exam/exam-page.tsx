import type { Attempt } from '@members/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useExamKeyboard } from '../../hooks/use-exam-keyboard.ts';
import { useExamSession } from '../../hooks/use-exam-session.ts';
import { answerOf } from '../../logic/answers.ts';
import type { ExamKeyAction } from '../../logic/keyboard.ts';
import { clampIndex, navigatorCells } from '../../logic/navigator.ts';
import { resumeIndex } from '../../logic/resume-index.ts';
import { ExamGate } from './exam-gate.tsx';
import { ExamHeader } from './exam-header.tsx';
import { ExamQuestionBlock } from './exam-question.tsx';
import { NavigatorGrid } from './navigator-grid.tsx';
import { NavigatorSheet } from './navigator-sheet.tsx';
import { QuestionActions } from './question-actions.tsx';

const outline = 'border border-gray-300 dark:border-gray-700';

/** The timed exam, one question at a time, with the navigator beside it (a sheet on phones). */
function ExamRunner({ attempt }: { attempt: Attempt }) {
  const { t } = useTranslation();
  const session = useExamSession(attempt);
  const { questionIds, answers, choose, toggleMark, clear, submitter } = session;
  const [index, setIndex] = useState(() => resumeIndex(questionIds, answers));
  const total = attempt.questions.length;
  const question = attempt.questions[index] ?? attempt.questions[0];
  const locked = submitter.phase === 'draining' || submitter.phase === 'submitting';
  const top = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  const go = useCallback((next: number) => {
    moved.current = true;
    setIndex(next);
  }, []);
  // After a move, the new question's heading takes the focus (screen readers read it; the page scrolls to it).
  useEffect(() => {
    if (!moved.current) return;
    top.current?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: false });
  }, [index]);

  const onKey = (action: ExamKeyAction) => {
    if (!question) return;
    if (action.type === 'choose') choose(question.id, action.letter);
    else if (action.type === 'mark') toggleMark(question.id);
    else go(clampIndex(index, action.delta, total));
  };
  useExamKeyboard(question?.alternatives.map((alternative) => alternative.letter) ?? [], onKey, !locked);

  if (!question)
    return <p className="px-4 py-10 text-gray-700 dark:text-gray-200">{t('simulados.exam.noQuestions')}</p>;
  const cells = navigatorCells(questionIds, answers, index);
  const answer = answerOf(answers, question.id);
  return (
    <div className="flex min-h-full flex-col">
      <ExamHeader
        session={session}
        extra={
          <>
            <p className="text-sm font-medium text-gray-700 max-sm:hidden dark:text-gray-200">
              {t('simulados.exam.answeredCount', { answered: session.counts.answered, total })}
            </p>
            <div className="shrink-0 lg:hidden">
              <NavigatorSheet cells={cells} answered={session.counts.answered} onGo={go} />
            </div>
          </>
        }
      />
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-6" ref={top}>
          <h1 className="text-lg font-semibold text-gray-900 dark:text-gray-50">{attempt.title}</h1>
          <div key={question.id} className="[&_h2]:outline-none">
            <ExamQuestionBlock
              question={question}
              position={index + 1}
              total={total}
              chosen={answer.alternative}
              onChoose={(letter) => choose(question.id, letter)}
              disabled={locked}
            >
              <QuestionActions
                answer={answer}
                onToggleMark={() => toggleMark(question.id)}
                onClear={() => clear(question.id)}
                disabled={locked}
              />
            </ExamQuestionBlock>
          </div>
          <div className="flex items-center justify-between gap-2 border-t border-gray-200 pt-4 dark:border-gray-800">
            <Button variant="ghost" className={outline} disabled={index === 0} onClick={() => go(index - 1)}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t('simulados.exam.previous')}
            </Button>
            <Button variant="ghost" className={outline} disabled={index === total - 1} onClick={() => go(index + 1)}>
              {t('simulados.exam.next')}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </div>
          <p className="hidden text-xs text-gray-600 lg:block dark:text-gray-300">{t('simulados.exam.shortcuts')}</p>
        </div>
        <aside className="hidden lg:block">
          <div className="sticky top-32 flex flex-col gap-3">
            <h2 className="text-sm font-semibold text-gray-900 dark:text-gray-50">{t('simulados.navigator.title')}</h2>
            <NavigatorGrid cells={cells} onGo={go} />
          </div>
        </aside>
      </div>
    </div>
  );
}

/** /questoes/simulado/{id}: 'Simulado de questões'. */
export function ExamPage({ simuladoId }: { simuladoId: number }) {
  return <ExamGate simuladoId={simuladoId}>{(attempt) => <ExamRunner attempt={attempt} />}</ExamGate>;
}
