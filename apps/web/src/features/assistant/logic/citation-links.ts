import type { AssistantCitation } from '@members/contract';

/** Where a citation opens: an address in the app (client-side navigation) or a file in a new tab. */
export interface CitationTarget {
  href: string;
  external: boolean;
}

function lessonHref(citation: AssistantCitation): string | null {
  const { course_id, module_id, lesson_id, seconds } = citation;
  if (course_id === null || module_id === null || lesson_id === null) return null;
  const search = new URLSearchParams({ aula: String(lesson_id) });
  // The lesson's player starts there (a transcript's passage); an answer from the lesson's text opens it at the top.
  if (seconds !== null) search.set('t', String(seconds));
  return `/courses/${encodeURIComponent(course_id)}/module/${module_id}?${search.toString()}`;
}

/**
 * The place a citation opens (issue 18): the lesson (at `t` seconds of its video), the handout's file at its page
 * (`#page=N`, which browsers' PDF viewers honour) in a new tab, the clinical case, a flashcard's lesson or the
 * flashcards home. A question opens its own page (/questoes/questao/{id}).
 * Null when the citation lacks the ids its place needs.
 */
export function citationTarget(citation: AssistantCitation, apiBase = ''): CitationTarget | null {
  const inApp = (href: string | null) => (href === null ? null : { href, external: false });
  switch (citation.kind) {
    case 'lesson':
      return inApp(lessonHref(citation));
    case 'handout': {
      if (citation.apostila_id === null) return null;
      const page = citation.page === null ? '' : `#page=${citation.page}`;
      return { href: `${apiBase}/api/apostilas/${citation.apostila_id}/download?inline=1${page}`, external: true };
    }
    case 'question':
      return inApp(citation.question_id === null ? null : `/questoes/questao/${citation.question_id}`);
    case 'case':
      return inApp(citation.case_id === null ? null : `/casos-clinicos/${citation.case_id}`);
    case 'flashcard':
      return inApp(lessonHref(citation) ?? '/flashcards');
  }
}
