import { plannerReviewShare, plannerSecondsPerReview } from '@members/contract';
import type { PlanInput, PlannedActivity, PlanOutput, WorkUnit } from './engine-types.ts';
import { strideOrder } from './stream-order.ts';

const sumMinutes = (items: readonly { minutes: number }[]) => items.reduce((sum, item) => sum + item.minutes, 0);

function byDay(activities: readonly PlannedActivity[]): Map<number, PlannedActivity[]> {
  const days = new Map<number, PlannedActivity[]>();
  for (const activity of activities) days.set(activity.day, [...(days.get(activity.day) ?? []), activity]);
  return days;
}

/** Minutes of the day (index from input.firstDay) minus what was done on it already. */
export type RoomOf = (day: number) => number;

/**
 * The rules every plan keeps, as a list of broken ones (empty: all hold): days within [fromDay, examDay), each day's
 * load within its room, reviews within 30% of the day, positions in order (reviews, simulado, content), unique keys,
 * no content from reviewFrom on, simulados within their windows, each unit's stream order.
 */
export function dayRuleViolations(input: PlanInput, output: PlanOutput, fromDay: number, roomOf: RoomOf): string[] {
  const broken: string[] = [];
  const contentKeys = new Set(input.units.map((unit) => unit.key));
  const keys = output.activities.map((activity) => activity.key);
  if (new Set(keys).size !== keys.length) broken.push('a key placed twice');
  for (const [day, activities] of byDay(output.activities)) {
    const available = input.available[day - input.firstDay] ?? 0;
    if (day < fromDay || day >= input.examDay) broken.push(`day ${day} outside the plan`);
    if (sumMinutes(activities) > roomOf(day)) broken.push(`day ${day} holds more than its room`);
    const reviews = activities.filter((activity) => activity.kind === 'flashcards' || activity.kind === 'errors');
    if (sumMinutes(reviews) > Math.floor(available * plannerReviewShare)) broken.push(`day ${day}: reviews over 30%`);
    for (const review of reviews) {
      const count = review.target['reviews'];
      if (!Number.isInteger(count) || review.minutes !== Math.ceil((Number(count) * plannerSecondsPerReview) / 60))
        broken.push(`${review.key} count`);
    }
    const phases = activities
      .sort((a, b) => a.position - b.position)
      .map((activity, index) => {
        if (activity.position !== index) broken.push(`day ${day}: positions not 0..n-1`);
        if (reviews.includes(activity)) return 0;
        return activity.kind === 'simulado' ? 1 : 2;
      });
    if (phases.some((phase, index) => index > 0 && phase < (phases[index - 1] ?? 0))) broken.push(`day ${day}: order`);
    if (day >= output.reviewFrom && activities.some((activity) => contentKeys.has(activity.key))) {
      broken.push(`day ${day}: content in the review weeks`);
    }
  }
  for (const candidate of input.simulados) {
    const placed = output.activities.find((activity) => activity.key === candidate.unit.key);
    if (placed && (placed.day < candidate.opensDay || placed.day > candidate.closesDay)) {
      broken.push(`${candidate.unit.key} outside its window`);
    }
  }
  const dayOf = new Map(output.activities.map((activity) => [activity.key, activity.day]));
  const streams = new Map<string, WorkUnit[]>();
  for (const unit of input.units) streams.set(unit.stream, [...(streams.get(unit.stream) ?? []), unit]);
  for (const [stream, units] of streams) {
    const days = units
      .sort((a, b) => a.order - b.order || (a.key < b.key ? -1 : 1))
      .flatMap((unit) => (dayOf.has(unit.key) ? [dayOf.get(unit.key) ?? 0] : []));
    if (days.some((day, index) => index > 0 && day < (days[index - 1] ?? 0))) broken.push(`${stream}: stream order`);
  }
  return broken;
}

/** The room each day has left at the end: its room minus what the plan placed on it. */
function finalRoom(output: PlanOutput, roomOf: RoomOf): RoomOf {
  const days = byDay(output.activities);
  return (day) => roomOf(day) - sumMinutes(days.get(day) ?? []);
}

/**
 * buildPlan's content rules: placed + left out = the units, disjoint, each once; the left out ones sorted least
 * weight first, `shortfallMinutes` their sum; each left-out unit came after the cut (the stride order's running
 * minutes passed the content capacity), or after a left-out unit of its stream, or no day from its stream's last
 * placed day to reviewFrom has room for it now; and when total minutes ≤ capacity − (content days with room) × (longest − 1),
 * nothing is left out.
 */
export function contentRuleViolations(input: PlanInput, output: PlanOutput): string[] {
  const broken: string[] = [];
  const placedKeys = new Set(output.activities.map((activity) => activity.key));
  const leftOutKeys = new Set(output.leftOut.map((unit) => unit.key));
  for (const unit of input.units) {
    if (placedKeys.has(unit.key) === leftOutKeys.has(unit.key)) broken.push(`${unit.key} placed and left out alike`);
  }
  if (leftOutKeys.size !== output.leftOut.length) broken.push('a unit left out twice');
  const weight = (unit: WorkUnit) => input.streamWeights[unit.stream] ?? 0;
  if (output.leftOut.some((unit, index) => index > 0 && weight(unit) < weight(output.leftOut[index - 1] as WorkUnit))) {
    broken.push('left out not least weight first');
  }
  const expectedShortfall = output.leftOut.length > 0 ? sumMinutes(output.leftOut) : null;
  if (output.shortfallMinutes !== expectedShortfall) broken.push('shortfall is not the left-out minutes');
  const contentMinutes = new Set(input.units.map((unit) => unit.key));
  const roomOf: RoomOf = (day) => input.available[day - input.firstDay] ?? 0;
  const room = finalRoom(output, roomOf);
  let capacity = 0;
  let daysWithRoom = 0;
  for (let day = input.firstDay; day < output.reviewFrom; day += 1) {
    const other = output.activities.filter((a) => a.day === day && !contentMinutes.has(a.key));
    const dayCapacity = roomOf(day) - sumMinutes(other);
    capacity += dayCapacity;
    if (dayCapacity > 0) daysWithRoom += 1;
  }
  const dayOf = new Map(output.activities.map((activity) => [activity.key, activity.day]));
  const streamDay = new Map<string, number>();
  const brokenStreams = new Set<string>();
  let running = 0;
  for (const unit of strideOrder(input.units, input.streamWeights)) {
    running += unit.minutes;
    const placedDay = dayOf.get(unit.key);
    if (placedDay !== undefined) {
      streamDay.set(unit.stream, placedDay);
      continue;
    }
    if (running > capacity || brokenStreams.has(unit.stream)) continue;
    brokenStreams.add(unit.stream);
    for (let day = streamDay.get(unit.stream) ?? input.firstDay; day < output.reviewFrom; day += 1) {
      if (room(day) >= unit.minutes) broken.push(`${unit.key} left out though day ${day} holds it`);
    }
  }
  const leftOutSeen = new Set<string>();
  for (const unit of strideOrder(input.units, input.streamWeights)) {
    if (leftOutKeys.has(unit.key)) leftOutSeen.add(unit.stream);
    else if (leftOutSeen.has(unit.stream)) broken.push(`${unit.key} placed after its stream lost a unit`);
  }
  const longest = Math.max(0, ...input.units.map((unit) => unit.minutes));
  if (sumMinutes(input.units) <= capacity - daysWithRoom * (longest - 1) && output.leftOut.length > 0) {
    broken.push('left out although everything fits with room to spare');
  }
  return broken;
}
