import { useShell } from '../app/shell-context.ts';
import { CasesInProgressLinks } from '../features/clinical-cases/components/overview/cases-in-progress-links.tsx';
import { HomePage } from '../features/home/index.ts';

export function HomeRoute() {
  const { producer } = useShell();
  return <HomePage producer={producer} casesInProgress={<CasesInProgressLinks />} />;
}
