import { Link } from '@tanstack/react-router';
import { cn } from '../../../components/ui/cn.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { navItems } from '../nav-items.ts';

/** Desktop navigation in the header (hidden on small screens, where the bottom nav takes over). */
export function AppNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.label')} className="hidden md:block">
      <ul className="flex items-center gap-1">
        {navItems.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              activeOptions={{ exact: item.exact ?? false }}
              className={cn(
                'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800',
                'focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none',
                'aria-[current=page]:bg-gray-100 aria-[current=page]:text-gray-900 dark:aria-[current=page]:bg-gray-800 dark:aria-[current=page]:text-gray-50',
              )}
            >
              {t(`nav.${item.labelKey}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
