import { Link } from '@tanstack/react-router';
import { splitInAppLink } from '../../../../lib/router/in-app-link.ts';

/** A lesson the API links (`/courses/<uuid>/module/3?aula=12`), opened in the app without a page load. */
export function LessonLink({ lesson }: { lesson: { title: string; link: string } }) {
  const { to, search } = splitInAppLink(lesson.link);
  return (
    <Link
      to={to}
      search={search}
      className="font-semibold text-gray-900 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-gray-900 dark:text-gray-50 dark:focus-visible:outline-white"
    >
      {lesson.title}
    </Link>
  );
}
