import { Play } from 'lucide-react';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { watchedPercent, type ResumableCourse } from '../logic/catalog-rows.ts';
import { cardClass, cardLinkClass } from './card-styles.ts';
import { CourseCover } from './course-cover.tsx';
import { InAppLink } from './in-app-link.tsx';

/** "Continuar assistindo": the course, lessons watched of the total, and the link back to the last lesson. */
export function ContinueCard({ item }: { item: ResumableCourse }) {
  const { t } = useTranslation();
  const percent = watchedPercent(item.total_aulas_assistidas, item.total_aulas);
  const counts = t('catalog.watchedOf', { watched: item.total_aulas_assistidas, count: item.total_aulas });
  return (
    <article className={`${cardClass} h-full`}>
      <CourseCover src={item.poster_path || item.backdrop_path}>
        <span
          aria-hidden="true"
          className="absolute right-2 bottom-2 flex size-10 items-center justify-center rounded-full bg-brand text-brand-foreground shadow-lg ring-2 ring-white/70"
        >
          <Play className="size-5 translate-x-px" fill="currentColor" />
        </span>
      </CourseCover>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="line-clamp-2 text-sm leading-snug font-semibold text-gray-900 dark:text-gray-50">
          <InAppLink href={item.last_watched_lesson_link} className={cardLinkClass} data-card-link>
            {item.title}
          </InAppLink>
        </h3>
        <p className="text-xs text-gray-600 dark:text-gray-300">{counts}</p>
        <ProgressBar
          value={percent}
          label={t('catalog.progressOf', { name: item.title })}
          valueText={counts}
          className="mt-auto"
        />
      </div>
    </article>
  );
}
