import type { ContentType } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { FileSearch } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { buttonShape } from './card-styles.ts';
import { CatalogEmpty } from './catalog-empty.tsx';
import { EmptyState } from './empty-state.tsx';
import { pageSearch } from './pager.tsx';

export interface ListingEmptyProps {
  type: ContentType;
  pathname: string;
  /** The page asked for lies past the last one: offer page 1. */
  beyondLast: boolean;
  /** A text filter found nothing. */
  filtered: boolean;
}

/** An empty listing page: past the last page (back to page 1), no match for the text, or no content at all. */
export function ListingEmpty({ type, pathname, beyondLast, filtered }: ListingEmptyProps) {
  const { t } = useTranslation();
  if (!beyondLast && !filtered) return <CatalogEmpty type={type} />;
  return (
    <EmptyState
      icon={FileSearch}
      title={beyondLast ? t('catalog.listing.beyondLast.title') : t('catalog.listing.noMatch.title')}
      text={beyondLast ? t('catalog.listing.beyondLast.text') : t('catalog.listing.noMatch.text')}
      action={
        beyondLast ? (
          <Link to={pathname} search={pageSearch(1)} className={cn(buttonShape, buttonVariants.primary)}>
            {t('catalog.listing.beyondLast.action')}
          </Link>
        ) : (
          <Link to="/$type" params={{ type }} className={cn(buttonShape, buttonVariants.primary)}>
            {t('catalog.listing.noMatch.action')}
          </Link>
        )
      }
    />
  );
}
