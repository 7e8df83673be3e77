/** Minutes as a day's load reads them: "45 min", "2h", "2h30" (pt-BR; the feed has no other language). */
export function formatPlannerMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}h` : `${hours}h${String(rest).padStart(2, '0')}`;
}
