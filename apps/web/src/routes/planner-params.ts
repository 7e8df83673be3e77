/** A positive whole id, or null (an address like /planner/abc shows the not-found state without asking). */
export const planIdOf = (text: string) => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

/** The day `?dia=` asks for when it is a date (YYYY-MM-DD); any other text means today. */
export const askedDayOf = (dia: string | undefined) =>
  dia !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(dia) ? dia : undefined;
