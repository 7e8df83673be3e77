/** Plan days are `YYYY-MM-DD` dates; their arithmetic runs on UTC midnights so no time zone shifts a day. */
export function shiftDay(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export interface ShownDay {
  /** The plan day on screen. */
  date: string;
  /** Why it is not the day asked for: before the plan's start, or after its exam; null when it is. */
  outside: 'beforeStart' | 'afterExam' | null;
  /** The neighbours inside the plan, null at its ends. */
  previous: string | null;
  next: string | null;
}

/**
 * The day the activities page shows: the one asked for (today without one), or the nearest plan day when it falls
 * outside the plan (from its start to its exam, both included).
 */
export function shownDay(asked: string | undefined, plan: { today: string; start: string; exam: string }): ShownDay {
  const wanted = asked ?? plan.today;
  let date = wanted;
  let outside: ShownDay['outside'] = null;
  if (wanted < plan.start) [date, outside] = [plan.start, 'beforeStart'];
  else if (wanted > plan.exam) [date, outside] = [plan.exam, 'afterExam'];
  return {
    date,
    outside,
    previous: date > plan.start ? shiftDay(date, -1) : null,
    next: date < plan.exam ? shiftDay(date, 1) : null,
  };
}
