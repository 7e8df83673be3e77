import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { navItems } from '../nav-items.ts';

/** Mobile bottom navigation (412 px reference): icon + short label, 44 px+ tap targets. */
export function BottomNav() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.label')}
      className="border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden dark:border-gray-800 dark:bg-gray-950"
    >
      <ul className="grid grid-cols-6">
        {navItems.map(({ to, icon: Icon, labelKey, exact }) => (
          <li key={to}>
            <Link
              to={to}
              activeOptions={{ exact: exact ?? false }}
              className="flex min-h-14 flex-col border-t-2 border-transparent aria-[current=page]:border-brand aria-[current=page]:font-semibold items-center justify-center gap-0.5 px-1 text-[11px] leading-tight font-medium text-gray-600 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none focus-visible:ring-inset aria-[current=page]:text-gray-950 dark:text-gray-300 dark:aria-[current=page]:text-white"
            >
              <Icon aria-hidden="true" className="size-5" />
              <span className="max-w-full truncate">{t(`nav.short.${labelKey}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
