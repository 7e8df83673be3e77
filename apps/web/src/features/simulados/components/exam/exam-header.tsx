import type { ReactNode } from 'react';
import type { ExamSession } from '../../hooks/use-exam-session.ts';
import { ExamCountdown } from './exam-countdown.tsx';
import { ExamSaveStatus } from './save-status.tsx';
import { SubmitDialog } from './submit-dialog.tsx';

/**
 * The exam's sticky bar: the countdown, the save status and "Entregar simulado"; `extra` is the layout's own line
 * (the position and the navigator button, or the answered count).
 */
export function ExamHeader({ session, extra }: { session: ExamSession; extra?: ReactNode }) {
  return (
    <div className="sticky top-0 z-20 border-b border-gray-200 bg-white/95 backdrop-blur dark:border-gray-800 dark:bg-gray-950/95">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-1 px-4 py-2">
        <div className="flex items-center gap-3">
          <ExamCountdown attempt={session.attempt} onExpire={session.expire} />
          <div className="min-w-0 flex-1 max-sm:hidden">
            <ExamSaveStatus simuladoId={session.attempt.simulado_id} />
          </div>
          <div className="ml-auto">
            <SubmitDialog counts={session.counts} submitter={session.submitter} />
          </div>
        </div>
        <div className="flex min-h-11 items-center justify-between gap-2">
          <div className="min-w-0 sm:hidden">
            <ExamSaveStatus simuladoId={session.attempt.simulado_id} />
          </div>
          {extra}
        </div>
      </div>
    </div>
  );
}
