import { useTranslation } from '../../lib/i18n/index.ts';
import { appScrollerId } from './app-scroller.tsx';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${appScrollerId}`}
      className="sr-only z-50 rounded-lg bg-brand px-4 py-3 font-semibold text-brand-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('layouts.skipToContent')}
    </a>
  );
}
