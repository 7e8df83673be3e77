/**
 * The app's one way of writing a length of time (course and module lengths, lessons, simulados): "45 min",
 * "1h", "1h 33min" (the same in Portuguese and English); under a minute, "30 s". The API's course card
 * text (`horas`) follows the same style.
 */
export function formatMinutes(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}min`;
}

/** A duration in seconds, in the style of {@link formatMinutes}; under a minute, "30 s". */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  return total < 60 ? `${total} s` : formatMinutes(total / 60);
}
