import type { SearchSchemaInput } from '@tanstack/react-router';

/**
 * The `validateSearch` of every route with search parameters: each is an optional string (the router reads
 * values as plain text; a number given by a link comes back as its text). Their return types are what
 * `Route.useSearch()` / `getRouteApi(id).useSearch()` give and what `<Link search>` must match.
 *
 * Plain functions, not zod: they run in the entry chunk, part of every first paint. Measured with zod/mini
 * schemas (`z.object({ q: z.catch(z.optional(z.string()), undefined) })`, taken by validateSearch as a Standard
 * Schema), 26 Nov 2026: the entry chunk grows by 16.6 KB of gzip JS (15.9 → 32.5 KB), because zod/mini shares
 * zod's core modules with the full zod of the forms and the contract, and the bundler then puts that whole core
 * (as the full zod uses it) in the entry. First paint: /auth/newLogin 125.4 → 142.0 KB, /courses 139.8 →
 * 156.1 KB, both over the 140 KB budget. Revisit when the rest of the app uses zod/mini only.
 */

type Raw = Record<string, unknown>;

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

export const redirectSearch = (search: Raw): { redirect?: string } => ({ redirect: text(search.redirect) });
/** /auth/user-validation: the e-mail the code went to; `sent` when sign-up sent it a moment ago. */
export const emailSearch = (search: Raw): { email?: string; sent?: string } => ({
  email: text(search.email),
  sent: text(search.sent),
});
export const tokenSearch = (search: Raw): { token?: string } => ({ token: text(search.token) });
/** /auth/login: the e-mailed link (token, email); `qr` belongs to the QR-code login landing. */
export const loginLinkSearch = (search: Raw): { token?: string; email?: string; qr?: string; redirect?: string } => ({
  token: text(search.token),
  email: text(search.email),
  qr: text(search.qr),
  redirect: text(search.redirect),
});

/** Text search pages (/search): the query `q`. */
export const querySearch = (search: Raw): { q?: string } => ({ q: text(search.q) });
/**
 * The module page: the selected lesson `aula` (its id) and `t`, the second its video starts at (a citation of a
 * transcript), as text; a `t` that is not whole seconds reads as absent.
 */
export const lessonSearch = (search: Raw): { aula?: string; t?: string } => {
  const start = text(search.t);
  return { aula: text(search.aula), t: start !== undefined && /^\d{1,6}$/.test(start) ? start : undefined };
};
/** Paged listings: `page`, as text (links may give it as a number: the address reads `page=2` either way). */
export const pageSearch = (search: { page?: string | number } & SearchSchemaInput): { page?: string } => ({
  page: text(search.page),
});
/** A question track: the position `questao` (1-based), as text. */
export const positionSearch = (search: Raw): { questao?: string } => ({ questao: text(search.questao) });
/** Free practice: the session `sessao` (its id), the position `questao` and `revisao` (a review of the wrong ones), as text. */
export const practiceSearch = (search: Raw): { sessao?: string; questao?: string; revisao?: string } => ({
  sessao: text(search.sessao),
  questao: text(search.questao),
  revisao: text(search.revisao),
});
/** A positive integer id as text (a number from a link reads as its text); anything else reads as absent. */
function idText(value: unknown): string | undefined {
  const found = text(value);
  return found !== undefined && /^[1-9]\d{0,9}$/.test(found) ? found : undefined;
}
/** /flashcards/study: a subject deck `deck`, a lesson's track `trilha` (ids, as text) or the error notebook `erros=1`. */
export const flashcardStudySearch = (search: Raw): { deck?: string; trilha?: string; erros?: '1' } => ({
  deck: idText(search.deck),
  trilha: idText(search.trilha),
  erros: text(search.erros) === '1' ? '1' : undefined,
});
/** /casos-clinicos/execucao: the case `caso` (its id, as text); anything else reads as absent. */
export const caseRunSearch = (search: Raw): { caso?: string } => ({ caso: idText(search.caso) });
/** /casos-clinicos: the title search `q` and its result page `pagina`, as text. */
export const casesSearch = (search: Raw): { q?: string; pagina?: string } => ({
  q: text(search.q),
  pagina: idText(search.pagina),
});
/**
 * /casos-clinicos/filtro: the ticked subjects `assuntos` (ids), `dificuldade`, `duracao` and `situacao` (the
 * contract's values), each a comma-separated list, and the result page `pagina`; the feature drops unknown items.
 */
export const caseFilterSearch = (
  search: Raw,
): { assuntos?: string; dificuldade?: string; duracao?: string; situacao?: string; pagina?: string } => ({
  assuntos: text(search.assuntos),
  dificuldade: text(search.dificuldade),
  duracao: text(search.duracao),
  situacao: text(search.situacao),
  pagina: idText(search.pagina),
});
/** /casos-clinicos/$id: the debrief of one finished attempt `tentativa` (its id); the latest when absent. */
export const casePageSearch = (search: Raw): { tentativa?: string } => ({ tentativa: idText(search.tentativa) });
/** /planner/$id/activities: the day `dia` (YYYY-MM-DD, as text; the page reads any other text as today). */
export const plannerDaySearch = (search: Raw): { dia?: string } => ({ dia: text(search.dia) });
/** /planner/onboarding: `novo=1` builds a new plan even when one is active (without it, the active plan opens). */
export const plannerOnboardingSearch = (search: Raw): { novo?: string } => ({ novo: text(search.novo) });
