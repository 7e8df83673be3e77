/** The simulado's details page (rules before the attempt, the result after it). */
export const detailsPath = (id: number | string) => `/questoes/simulado/detalhes/${id}`;
/** The timed exam, one question at a time. */
export const examPath = (id: number | string) => `/questoes/simulado/${id}`;
/** The classic layout of the same exam: all questions on one page. */
export const classicExamPath = (id: number | string) => `/questoes/simulado_old/${id}`;
