import { ComingSoonRoute } from './coming-soon.tsx';

/** Placeholder until the question-bank screen lands (issue 5). */
export function FreePracticeRoute() {
  return <ComingSoonRoute />;
}
