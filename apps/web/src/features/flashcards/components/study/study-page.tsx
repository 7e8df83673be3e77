import type { QueueItem, Rating } from '@members/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Keyboard } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { LoadErrorPanel } from '../../../../components/ui/load-error-panel.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import type { StudyFilter } from '../../api/study-filter.ts';
import { useSessionStore } from '../../../../lib/session/session-store.ts';
import { learnerOf, summarize, useSessionSummary } from '../../logic/session-summary.ts';
import { refKey } from '../../logic/item-ref.ts';
import { remainingCounts, sessionProgress } from '../../logic/study-session.ts';
import { CardItem } from './card-item.tsx';
import { QuestionItem } from './question-item.tsx';
import type { QuestionView } from './question-view.ts';
import { StudyBackdrop } from './study-backdrop.tsx';
import { StudyHeader } from './study-header.tsx';
import { StudyEmpty, StudyOfflineEnd, StudySkeleton } from './study-states.tsx';
import { useStudySession } from './use-study-session.ts';

export interface FlashcardStudyPageProps {
  filter: StudyFilter;
  /** The question bank's player for missed questions (given by the route: features do not import each other). */
  QuestionView: QuestionView;
}

type Card = QueueItem & { card: NonNullable<QueueItem['card']> };
type MissedQuestion = QueueItem & { question: NonNullable<QueueItem['question']> };

/**
 * /flashcards/study: one item at a time over the study backdrop, by keyboard (Space, 1–4, Z, Enter) or buttons;
 * reviews through the outbox, the next item at once; when the queue is empty, the session's summary.
 */
export function FlashcardStudyPage({ filter, QuestionView: View }: FlashcardStudyPageProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const navigate = useNavigate();
  const client = useQueryClient();
  const setSummary = useSessionSummary((state) => state.setSummary);
  const study = useStudySession(filter);
  const { session } = study;
  const [announcement, setAnnouncement] = useState('');
  const [questionAnswered, setQuestionAnswered] = useState(false);
  const current = session.items[0];
  const shownAt = useRef(Date.now());

  // Each new item: its time starts, and the focus goes to its heading (screen readers hear it).
  const currentKey = current ? `${refKey(current.ref)}:${session.reviews.length}` : null;
  // Not the first one: the page's title has the focus then.
  const firstKey = useRef<string | null>(null);
  useEffect(() => {
    shownAt.current = Date.now();
    setQuestionAnswered(false);
    if (!currentKey) return;
    firstKey.current ??= currentKey;
    if (currentKey !== firstKey.current) document.getElementById(headingId)?.focus({ preventScroll: true });
  }, [currentKey, headingId]);

  const finished = useRef(false);
  const finish = () => {
    if (finished.current) return;
    finished.current = true;
    setSummary(
      summarize(session.reviews, study.startedAt.current ?? Date.now(), learnerOf(useSessionStore.getState())),
    );
    void client.invalidateQueries({ queryKey: ['user', 'flashcards'] });
    void navigate({ to: '/flashcards/completion' });
  };
  const done = session.loaded && !current && session.exhausted && session.reviews.length > 0;
  const settled = study.outbox.pending === 0;
  useEffect(() => {
    if (done && settled) finish();
  });

  const rate = (rating: Rating) => {
    study.rate(rating, shownAt.current);
    setAnnouncement(t('flashcards.study.rated', { rating: t(`flashcards.study.rating.${rating}`) }));
  };
  const undo = () => {
    if (session.reviews.length === 0 || questionAnswered) return;
    setAnnouncement(t('flashcards.study.undone'));
    void study.undo().then((ok) => {
      if (!ok) setAnnouncement(t('flashcards.study.undoFailed'));
    });
  };

  const { done: reviewed, total } = sessionProgress(session);
  const body = () => {
    if (study.first.isPending) return <StudySkeleton />;
    if (study.first.isError)
      return (
        <LoadErrorPanel
          title={t('flashcards.study.loadFailed')}
          error={study.first.error}
          onRetry={() => void study.first.refetch()}
        />
      );
    if (current?.card)
      return (
        <CardItem
          key={currentKey}
          item={current as Card}
          headingId={headingId}
          onRate={rate}
          onUndo={undo}
          announce={setAnnouncement}
        />
      );
    if (current?.question)
      return (
        <QuestionItem
          key={currentKey}
          item={current as MissedQuestion}
          headingId={headingId}
          View={View}
          onAdvance={study.advance}
          onSettled={study.settle}
          onAnsweredChange={setQuestionAnswered}
          onUndo={undo}
          announce={setAnnouncement}
        />
      );
    if (session.loaded && session.exhausted && session.reviews.length === 0)
      return <StudyEmpty dayOff={session.dayOff} />;
    if (!study.outbox.online && !settled) return <StudyOfflineEnd onFinish={finish} />;
    if (study.topUpFailed)
      return <LoadErrorPanel title={t('flashcards.study.loadFailed')} error={null} onRetry={study.retryTopUp} />;
    return <Spinner label={t('flashcards.study.loading')} className="self-center py-10" />;
  };

  return (
    <StudyBackdrop>
      <StudyHeader
        done={reviewed}
        total={total}
        left={remainingCounts(session)}
        canUndo={session.reviews.length > 0 && !questionAnswered}
        onUndo={undo}
      />
      {body()}
      <p className="hidden items-center gap-2 text-sm text-gray-600 md:flex dark:text-gray-400">
        <Keyboard aria-hidden="true" className="size-4 shrink-0" />
        {current?.question ? t('flashcards.study.questionShortcuts') : t('flashcards.study.shortcuts')}
      </p>
      <p aria-live="polite" className="sr-only" data-testid="study-announcement">
        {announcement}
      </p>
    </StudyBackdrop>
  );
}
