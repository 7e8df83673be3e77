import { CasesInProgressLinks } from '../features/clinical-cases/components/overview/cases-in-progress-links.tsx';
import { RetentionPanel } from '../features/flashcards/index.ts';
import { QuestionsOverview } from '../features/questions/index.ts';
import { SimuladosPanel } from '../features/simulados/index.ts';

/** /questoes: the learner's question-bank overview, with the retention and simulados panels in their slots. */
export function QuestionsRoute() {
  return (
    <QuestionsOverview
      retention={<RetentionPanel />}
      simulados={<SimuladosPanel />}
      casesInProgress={<CasesInProgressLinks />}
    />
  );
}
