import type { PracticeSessionSummary } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { Play } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';

/** The latest unfinished practice: how far it got, and "Continuar" where the learner stopped. */
export function ContinuePractice({ session }: { session: PracticeSessionSummary }) {
  const { t } = useTranslation();
  const progress = t('questions.overview.sessionProgress', { answered: session.answered, count: session.total });
  return (
    <section
      aria-labelledby="continue-practice"
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id="continue-practice" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
        {t('questions.overview.continueTitle')}
      </h2>
      <p className="text-sm text-gray-700 dark:text-gray-300">{progress}</p>
      <ProgressBar
        value={session.total > 0 ? (session.answered / session.total) * 100 : 0}
        label={t('questions.overview.continueTitle')}
        valueText={progress}
      />
      <Button asChild className="self-start">
        <Link
          to="/questoes/treino-livre"
          search={{ sessao: String(session.id), questao: String(session.next_position ?? 1) }}
        >
          <Play aria-hidden="true" className="size-4" />
          {t('questions.overview.continue')}
        </Link>
      </Button>
    </section>
  );
}
