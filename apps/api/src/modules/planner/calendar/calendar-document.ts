import { formatPlannerMinutes } from './planner-minutes.ts';
import { escapeText, icalDate, icalText, icalUtc } from './ical-text.ts';

/** One activity as the feed lists it. */
export interface FeedActivity {
  title: string;
  subject: string | null;
  minutes: number;
  done: boolean;
}

/** A study day with its activities, in order. */
export interface FeedDay {
  date: string;
  activities: readonly FeedActivity[];
}

export interface FeedPlan {
  id: number;
  examDate: string;
  /** Where the day's page is (`<origin>/planner/<id>/activities`), null when the origin is unknown. */
  dayPageBase: string | null;
  days: readonly FeedDay[];
}

/** The next calendar day of `YYYY-MM-DD`. */
function nextDay(key: string): string {
  return new Date(Date.parse(`${key}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** "Estudo: 3 atividades · 2h30". */
export function daySummary(day: FeedDay): string {
  const count = day.activities.length;
  const minutes = day.activities.reduce((sum, activity) => sum + activity.minutes, 0);
  return `Estudo: ${count} ${count === 1 ? 'atividade' : 'atividades'} · ${formatPlannerMinutes(minutes)}`;
}

/** One line per activity: "✓ Título (Cardiologia) · 45 min" (✓ when done, • otherwise). */
export function dayDescription(day: FeedDay): string {
  return day.activities
    .map((activity) => {
      const subject = activity.subject ? ` (${activity.subject})` : '';
      return `${activity.done ? '✓' : '•'} ${activity.title}${subject} · ${formatPlannerMinutes(activity.minutes)}`;
    })
    .join('\n');
}

function eventLines(plan: FeedPlan, day: FeedDay, stamp: string): string[] {
  const url = plan.dayPageBase ? [`URL:${plan.dayPageBase}?dia=${day.date}`] : [];
  return [
    'BEGIN:VEVENT',
    `UID:plano-${plan.id}-${icalDate(day.date)}@planner.members`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${icalDate(day.date)}`,
    `DTEND;VALUE=DATE:${icalDate(nextDay(day.date))}`,
    `SUMMARY:${escapeText(daySummary(day))}`,
    `DESCRIPTION:${escapeText(dayDescription(day))}`,
    ...url,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The plan's feed: one all-day event per study day with activities (UID stable per plan and day). */
export function calendarDocument(plan: FeedPlan, now: Date): string {
  const stamp = icalUtc(now);
  return icalText([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Members//Plano de estudos//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(`Plano de estudos até ${plan.examDate.split('-').reverse().join('/')}`)}`,
    ...plan.days.filter((day) => day.activities.length > 0).flatMap((day) => eventLines(plan, day, stamp)),
    'END:VCALENDAR',
  ]);
}
