import { ComingSoonPage } from '../features/coming-soon/index.ts';
import { useForcedColorMode } from '../lib/color-mode/index.ts';

/** /terms: always dark (spec §2). The terms text and acceptance arrive with the accounts issue. */
export function TermsRoute() {
  useForcedColorMode('dark');
  return <ComingSoonPage area="terms" />;
}
