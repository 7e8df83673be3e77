import type { CourseDetail } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { Clock } from 'lucide-react';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { watchedPercent } from '../logic/catalog-rows.ts';
import { formatMinutes } from '../../../lib/format/index.ts';
import { cardClass, cardLinkClass } from './card-styles.ts';

/** The modules in order, each with its lessons watched of the total and its duration, opening the module page. */
export function ModuleList({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const modules = [...course.modules].sort((a, b) => a.position - b.position);
  return (
    <section aria-labelledby="course-modules" className="flex flex-col gap-3">
      <h2 id="course-modules" className="text-xl font-bold text-gray-900 dark:text-gray-50">
        {t('courseDetail.modulesTitle')}
      </h2>
      {modules.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-200">{t('courseDetail.noModules')}</p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {modules.map((module, index) => {
          const counts = t('courseDetail.watched', {
            watched: module.total_aulas_assistidas,
            count: module.total_aulas,
          });
          return (
            <li key={module.id} className={`${cardClass} gap-2 p-4`}>
              <p className="text-xs font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-300">
                {t('courseDetail.moduleNumber', { number: index + 1 })}
              </p>
              <h3 className="font-semibold text-gray-900 dark:text-gray-50">
                <Link
                  to="/$type/$course_uuid/module/$module_id"
                  params={{ type: course.kind, course_uuid: course.uuid, module_id: String(module.id) }}
                  className={cardLinkClass}
                  data-card-link
                >
                  {module.title}
                </Link>
              </h3>
              {module.description ? (
                <p className="line-clamp-2 text-sm text-gray-700 dark:text-gray-200">{module.description}</p>
              ) : null}
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-gray-600 tabular-nums dark:text-gray-300">
                <span>{counts}</span>
                <span className="inline-flex items-center gap-1">
                  <Clock aria-hidden="true" className="size-3.5" />
                  {formatMinutes(module.duration_in_minutes)}
                </span>
              </div>
              <ProgressBar
                value={watchedPercent(module.total_aulas_assistidas, module.total_aulas)}
                label={t('courseDetail.moduleProgress', { name: module.title })}
                valueText={counts}
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
