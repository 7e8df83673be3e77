import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useSearchResults } from '../api/get-search.ts';
import { searchableQuery } from '../search-terms.ts';
import { useDebouncedQuery } from '../use-debounced-query.ts';
import { SearchField } from './search-field.tsx';
import { SearchResults } from './search-results.tsx';
import { SearchHint } from './search-states.tsx';

export interface SearchPageProps {
  /** The committed query (the address's `?q=`). */
  query: string;
  /** Called once typing pauses: the route writes it to `?q=` (replacing the history entry). */
  onQueryChange: (query: string) => void;
}

/** /search: one field for courses and lessons; results grouped "Cursos" and "Aulas". */
export function SearchPage({ query, onQueryChange }: SearchPageProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const field = useDebouncedQuery(query, onQueryChange);
  const q = searchableQuery(query);
  const results = useSearchResults(q);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 md:py-10">
      <h1 className="text-2xl font-bold text-gray-900 md:text-3xl dark:text-gray-50">{t('search.title')}</h1>
      <div className="flex flex-col gap-2">
        <SearchField
          field={field}
          label={t('search.fieldLabel')}
          placeholder={t('search.placeholder')}
          hintId={q ? undefined : hintId}
        />
        {q ? null : <SearchHint id={hintId} text={field.text} />}
      </div>
      {q ? (
        <SearchResults
          result={results}
          withCourses
          layout="module"
          emptyAction={() => (
            <Button asChild variant="secondary">
              <Link to="/$type" params={{ type: 'courses' }}>
                {t('search.allCourses')}
              </Link>
            </Button>
          )}
        />
      ) : null}
    </div>
  );
}
