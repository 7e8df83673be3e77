import type { ContentType } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { Clapperboard } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { buttonShape } from './card-styles.ts';
import { EmptyState } from './empty-state.tsx';

/** A kind with no content yet: back to the courses (or, from the courses, to the home page). */
export function CatalogEmpty({ type }: { type: ContentType }) {
  const { t } = useTranslation();
  const className = cn(buttonShape, buttonVariants.primary);
  return (
    <EmptyState
      icon={Clapperboard}
      title={t('catalog.empty.title')}
      text={t('catalog.empty.text')}
      action={
        type === 'courses' ? (
          <Link to="/" className={className}>
            {t('catalog.empty.home')}
          </Link>
        ) : (
          <Link to="/$type" params={{ type: 'courses' }} className={className}>
            {t('catalog.empty.courses')}
          </Link>
        )
      }
    />
  );
}
