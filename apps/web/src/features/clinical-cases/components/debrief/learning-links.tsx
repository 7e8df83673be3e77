import type { Debrief } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { LessonLink } from './lesson-link.tsx';

const heading = 'text-lg font-semibold text-gray-900 dark:text-gray-50';
const linkClass =
  'font-semibold text-gray-900 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-gray-900 dark:text-gray-50 dark:focus-visible:outline-white';

/** The references, the lessons that teach the case and the question bank's questions on it. */
export function LearningLinks({ debrief }: { debrief: Debrief }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {debrief.references.length > 0 ? (
        <section aria-labelledby="debrief-references" className="flex flex-col gap-2 md:col-span-2">
          <h3 id="debrief-references" className={heading}>
            {t('clinicalCases.debrief.referencesTitle')}
          </h3>
          <ul className="list-disc pl-5 text-sm text-gray-800 dark:text-gray-200">
            {debrief.references.map((reference) => (
              <li key={reference}>{reference}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {debrief.related_lessons.length > 0 ? (
        <section aria-labelledby="debrief-lessons" className="flex flex-col gap-2">
          <h3 id="debrief-lessons" className={heading}>
            {t('clinicalCases.debrief.lessonsTitle')}
          </h3>
          <ul className="flex flex-col gap-2 text-sm">
            {debrief.related_lessons.map((lesson) => (
              <li key={lesson.id}>
                <LessonLink lesson={lesson} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {debrief.related_questions.length > 0 ? (
        <section aria-labelledby="debrief-questions" className="flex flex-col gap-2">
          <h3 id="debrief-questions" className={heading}>
            {t('clinicalCases.debrief.questionsTitle')}
          </h3>
          <ul className="flex flex-col gap-2 text-sm text-gray-800 dark:text-gray-200">
            {debrief.related_questions.map((question) => (
              <li key={question.id}>“{question.statement_excerpt}…”</li>
            ))}
          </ul>
          <Link to="/questoes/filtro" className={`${linkClass} self-start text-sm`}>
            {t('clinicalCases.debrief.practiceQuestions')}
          </Link>
        </section>
      ) : null}
    </div>
  );
}
