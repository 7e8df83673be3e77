import type { Attempt } from '@members/contract';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useExamSession } from '../../hooks/use-exam-session.ts';
import { answerOf } from '../../logic/answers.ts';
import { ExamGate } from './exam-gate.tsx';
import { ExamHeader } from './exam-header.tsx';
import { ExamQuestionBlock } from './exam-question.tsx';
import { QuestionActions } from './question-actions.tsx';

/** The classic layout: every question on one page, in order, under the same sticky bar and the same rules. */
function ClassicExam({ attempt }: { attempt: Attempt }) {
  const { t } = useTranslation();
  const session = useExamSession(attempt);
  const { answers, choose, toggleMark, clear, submitter } = session;
  const locked = submitter.phase === 'draining' || submitter.phase === 'submitting';
  const total = attempt.questions.length;
  return (
    <div className="flex min-h-full flex-col">
      <ExamHeader
        session={session}
        extra={
          <p className="text-sm font-medium text-gray-700 dark:text-gray-200">
            {t('simulados.exam.answeredCount', { answered: session.counts.answered, total })}
          </p>
        }
      />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6">
        <h1 className="text-xl font-semibold text-gray-900 dark:text-gray-50">{attempt.title}</h1>
        <ol className="flex flex-col gap-6">
          {attempt.questions.map((question, index) => {
            const answer = answerOf(answers, question.id);
            return (
              <li
                key={question.id}
                className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6 dark:border-gray-800 dark:bg-gray-900"
              >
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
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}

/** /questoes/simulado_old/{id}: the classic layout of the same exam. */
export function ClassicExamPage({ simuladoId }: { simuladoId: number }) {
  return <ExamGate simuladoId={simuladoId}>{(attempt) => <ClassicExam attempt={attempt} />}</ExamGate>;
}
