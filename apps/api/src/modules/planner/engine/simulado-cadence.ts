/**
 * When simulados come (issue 16): a cadence that tightens as the exam nears. More than 90 days before the exam a
 * slot every 28 days, from 30 to 90 days every 14, under 30 every 7. Slots are laid back from the exam, so a re-plan
 * from a later day finds the same slots.
 */
export interface CadenceSlot {
  /** First and last day of the slot, inclusive. */
  firstDay: number;
  lastDay: number;
}

/** Days between simulados when the slot ends `daysToExam` days before the exam. */
function simuladoInterval(daysToExam: number): number {
  if (daysToExam > 90) return 28;
  return daysToExam >= 30 ? 14 : 7;
}

/**
 * The slots of a plan that started on `startDay`, from `firstDay` (today, for a re-plan) to the day before the exam,
 * in order. The slot cut by the plan's start is kept when it holds at least half its interval; a slot `firstDay` cuts
 * keeps its remaining days.
 */
export function cadenceSlots(startDay: number, firstDay: number, examDay: number): CadenceSlot[] {
  const slots: CadenceSlot[] = [];
  let end = examDay;
  while (end > startDay) {
    const interval = simuladoInterval(examDay - (end - 1));
    const start = end - interval;
    const keptDays = end - Math.max(start, startDay);
    if (keptDays * 2 >= interval) slots.push({ firstDay: Math.max(start, startDay, firstDay), lastDay: end - 1 });
    end = start;
  }
  return slots.filter((slot) => slot.firstDay <= slot.lastDay).reverse();
}
