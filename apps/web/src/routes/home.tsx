import { useShell } from '../app/shell-context.ts';
import { CasesInProgressLinks } from '../features/clinical-cases/components/overview/cases-in-progress-links.tsx';
import { HomePage } from '../features/home/index.ts';
import { usePlannerToday } from '../features/planner/api/get-today.ts';
import { PlannerTodaySlot } from '../features/planner/today/planner-today-slot.tsx';

export function HomeRoute() {
  const { producer } = useShell();
  // The same read as the slot's (one request): the planner shortcut leads to the active plan once it is known.
  const activePlanId = usePlannerToday().data?.plan?.id ?? null;
  return (
    <HomePage
      producer={producer}
      casesInProgress={<CasesInProgressLinks />}
      plannerToday={<PlannerTodaySlot />}
      activePlanId={activePlanId}
    />
  );
}
