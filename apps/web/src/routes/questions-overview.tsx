import { QuestionsOverview } from '../features/questions/index.ts';
import { SimuladosPanel } from '../features/simulados/index.ts';

/** /questoes: the learner's question-bank overview, with the simulados panel in its slot. */
export function QuestionsRoute() {
  return <QuestionsOverview simulados={<SimuladosPanel />} />;
}
