import { useCasesInProgress } from '../features/clinical-cases/api/get-in-progress.ts';
import { CasesInProgressLinks } from '../features/clinical-cases/components/overview/cases-in-progress-links.tsx';
import { useFlashcardStats } from '../features/flashcards/api/get-stats.ts';
import { RetentionPanel } from '../features/flashcards/index.ts';
import { QuestionsOverview } from '../features/questions/index.ts';
import { SimuladosPanel } from '../features/simulados/index.ts';

/** /questoes: the learner's question-bank overview, with the retention and simulados panels in their slots. */
export function QuestionsRoute() {
  // The slots above the tracks read these (same queries, one cache copy): the overview shows once they are in.
  const retentionPending = useFlashcardStats().isPending;
  const casesPending = useCasesInProgress().isPending;
  return (
    <QuestionsOverview
      retention={<RetentionPanel />}
      simulados={<SimuladosPanel />}
      casesInProgress={<CasesInProgressLinks />}
      slotsPending={retentionPending || casesPending}
    />
  );
}
