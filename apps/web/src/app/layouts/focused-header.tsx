import { Link } from '@tanstack/react-router';
import { BrandLogo } from '../../features/branding/index.ts';
import { ColorModeToggle } from '../../features/color-mode/index.ts';
import { LocaleSwitcher } from '../../features/locale/index.ts';
import { LogoutButton } from '../../features/session/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useShell } from '../shell-context.ts';
import { PreferencesMenu } from './preferences-menu.tsx';

export interface FocusedHeaderProps {
  homeLink: boolean;
  /**
   * A signed-in focused screen (/terms, the planner): "Sair" stays in sight, the only way out of /terms
   * before accepting; on a phone language and colour mode go into the preferences sheet (one header row).
   */
  signOut?: boolean;
}

/** The slim header of the focused layouts: logo and the language/colour controls, no navigation. */
export function FocusedHeader({ homeLink, signOut = false }: FocusedHeaderProps) {
  const { t } = useTranslation();
  const { producer } = useShell();
  // At least 6rem wide before the picture arrives: a logo that widens on load would push the controls onto a
  // second row under the learner's eyes (a layout shift, issue 19).
  const logo = <BrandLogo producer={producer} className="h-9 max-w-full min-w-24 truncate object-left" />;
  return (
    <header className="flex min-h-16 flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-2">
      {homeLink ? (
        <Link
          to="/"
          aria-label={t('layouts.homeLink', { name: producer?.nome ?? t('app.name') })}
          className="inline-flex min-h-11 min-w-0 items-center rounded-lg focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
        >
          {logo}
        </Link>
      ) : (
        logo
      )}
      {signOut ? (
        <div className="ml-auto flex shrink-0 items-center gap-2">
          <LocaleSwitcher className="max-md:hidden" />
          <ColorModeToggle className="max-md:hidden" />
          <PreferencesMenu className="md:hidden" />
          <LogoutButton withLabel />
        </div>
      ) : (
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          <LocaleSwitcher />
          <ColorModeToggle />
        </div>
      )}
    </header>
  );
}
