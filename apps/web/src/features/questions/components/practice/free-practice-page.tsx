import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useRecentPracticeSessions } from '../../api/get-practice-sessions.ts';
import { parseId } from '../../logic/positions.ts';
import { PageFrame } from '../page-frame.tsx';
import { PracticeInvite } from './practice-invite.tsx';
import { PracticeSession } from './practice-session.tsx';
import { PracticeSkeleton } from './practice-skeleton.tsx';
import { LoadErrorPanel } from '../../../../components/ui/load-error-panel.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';

export interface FreePracticePageProps {
  /** `sessao`: the session's id, as text. */
  sessao: string | undefined;
  /** `questao`: the 1-based position, as text. */
  questao: string | undefined;
  /** `revisao=erradas`: a review of the wrong answers only. */
  revisao?: string | undefined;
}

/** Without a session: the latest unfinished one (opened in its place), else an invitation to the filter. */
function LatestSession() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useRecentPracticeSessions();
  const unfinished = query.data?.unfinished;
  useEffect(() => {
    if (!unfinished) return;
    const search = { sessao: String(unfinished.id), questao: String(unfinished.next_position ?? 1) };
    void navigate({ to: '/questoes/treino-livre', search, replace: true });
  }, [unfinished, navigate]);
  if (query.isPending || unfinished) return <PracticeSkeleton />;
  if (query.isError)
    return (
      <LoadErrorPanel
        title={t('questions.practice.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  return <PracticeInvite />;
}

/** /questoes/treino-livre ('Treino Livre de questões'): the session's questions one at a time, then its summary. */
export function FreePracticePage({ sessao, questao, revisao }: FreePracticePageProps) {
  const { t } = useTranslation();
  const id = sessao === undefined ? undefined : parseId(sessao);
  return (
    <PageFrame title={t('questions.practice.title')} width="narrow" backLink>
      {id === undefined ? (
        <LatestSession />
      ) : (
        <PracticeSession key={id ?? 0} id={id} questao={questao} revisao={revisao} />
      )}
    </PageFrame>
  );
}
