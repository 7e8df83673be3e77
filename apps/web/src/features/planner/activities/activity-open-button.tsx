import type { PlannerActivity } from '@members/contract';
import { Link, useNavigate } from '@tanstack/react-router';
import { LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { translateError } from '../../../lib/api/translate-error.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { showToast } from '../../../lib/toast/show-toast.tsx';
import { useStartActivity } from '../api/post-activity-start.ts';

export interface ActivityOpenButtonProps {
  planId: number;
  activity: PlannerActivity;
  /** A done or skipped activity still opens its work, in a quieter button. */
  variant?: 'primary' | 'ghost';
}

/** A question activity: its practice session, made on the first click (the API keeps it), then opened at once. */
function StartQuestionsButton({ planId, activity, variant, label }: ActivityOpenButtonProps & { label: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartActivity(planId);
  const known = activity.target.type === 'questions' ? activity.target.practice_session_id : null;
  const open = (sessionId: number) =>
    void navigate({ to: '/questoes/treino-livre', search: { sessao: String(sessionId) } });
  const onClick = () => {
    if (known !== null) return open(known);
    start.mutate(activity.id, {
      onSuccess: ({ practice_session_id }) => open(practice_session_id),
      onError: (error) =>
        showToast({ type: 'error', message: `${t('planner.activities.startFailed')} ${translateError(t, error)}` }),
    });
  };
  return (
    <Button variant={variant} onClick={onClick} disabled={start.isPending} aria-busy={start.isPending || undefined}>
      {start.isPending ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
      ) : null}
      {label}
    </Button>
  );
}

/** The activity's main button: it opens the exact work (the lesson, the session, the queue, the case, the simulado). */
export function ActivityOpenButton({ planId, activity, variant = 'primary' }: ActivityOpenButtonProps) {
  const { t } = useTranslation();
  const { target } = activity;
  const label = t(`planner.activities.open.${activity.kind}`);
  if (target.type === 'questions') {
    return <StartQuestionsButton planId={planId} activity={activity} variant={variant} label={label} />;
  }
  const link = (() => {
    switch (target.type) {
      case 'lesson':
        return (
          <Link
            to="/$type/$course_uuid/module/$module_id"
            params={{ type: 'courses', course_uuid: target.course_id, module_id: String(target.module_id) }}
            search={{ aula: String(target.lesson_id) }}
          >
            {label}
          </Link>
        );
      case 'reviews':
        return (
          <Link to="/flashcards/study" search={target.errors_only ? { erros: '1' } : {}}>
            {label}
          </Link>
        );
      case 'case':
        return (
          <Link to="/casos-clinicos/$id" params={{ id: String(target.case_id) }}>
            {label}
          </Link>
        );
      case 'simulado':
        return (
          <Link to="/questoes/simulado/detalhes/$id" params={{ id: String(target.simulado_id) }}>
            {label}
          </Link>
        );
    }
  })();
  return (
    <Button asChild variant={variant}>
      {link}
    </Button>
  );
}
