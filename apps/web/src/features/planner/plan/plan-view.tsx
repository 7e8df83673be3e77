import type { PlanSummary } from '@members/contract';
import { PlanCalendar } from './calendar/plan-calendar.tsx';
import { PlanHeader } from './plan-header.tsx';
import { CalendarFeedSection } from './sections/calendar-feed-section.tsx';
import { CoverageSection } from './sections/coverage-section.tsx';
import { HistorySection } from './sections/history-section.tsx';
import { ReplanBanner } from './sections/replan-banner.tsx';
import { SharesSection } from './sections/shares-section.tsx';
import { ShortfallWarning } from './sections/shortfall-warning.tsx';

/** The loaded plan, top to bottom: what changed and what does not fit first, then the days, then the why. An archived plan (history) is read-only: no feed, no settings. */
export function PlanView({ summary }: { summary: PlanSummary }) {
  return (
    <div className="flex flex-col gap-6 px-4 py-6 md:py-8">
      <PlanHeader summary={summary} />
      <ReplanBanner summary={summary} />
      <ShortfallWarning summary={summary} />
      <PlanCalendar summary={summary} />
      <CoverageSection coverage={summary.coverage} />
      <SharesSection shares={summary.shares} />
      {summary.status === 'active' ? (
        <CalendarFeedSection planId={summary.id} feedActive={summary.calendar_feed} />
      ) : null}
      <HistorySection currentId={summary.id} />
    </div>
  );
}
