import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { type NavItem, navItems } from '../nav-items.ts';
import { usePrefixCurrent } from './use-prefix-current.ts';

function BottomNavLink({ item: { to, icon: Icon, labelKey, exact, currentPrefix } }: { item: NavItem }) {
  const { t } = useTranslation();
  const current = usePrefixCurrent(currentPrefix);
  return (
    <Link
      to={to}
      activeOptions={{ exact: exact ?? false }}
      inactiveProps={current}
      className="flex min-h-14 flex-col border-t-2 border-transparent aria-[current=page]:border-brand aria-[current=page]:font-semibold items-center justify-center gap-0.5 px-1 text-[11px] leading-tight font-medium text-gray-600 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none focus-visible:ring-inset aria-[current=page]:text-gray-950 dark:text-gray-300 dark:aria-[current=page]:text-white"
    >
      <Icon aria-hidden="true" className="size-5" />
      <span className="max-w-full truncate">{t(`nav.short.${labelKey}`)}</span>
    </Link>
  );
}

/** Mobile bottom navigation (412 px reference): icon + short label, 44 px+ tap targets. */
export function BottomNav() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.label')}
      className="border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden dark:border-gray-800 dark:bg-gray-950"
    >
      <ul className="grid grid-cols-6">
        {navItems.map((item) => (
          <li key={item.to}>
            <BottomNavLink item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
