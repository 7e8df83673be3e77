import { ColorModeToggle } from '../../features/color-mode/index.ts';
import { LocaleSwitcher } from '../../features/locale/index.ts';
import { LogoutButton } from '../../features/session/index.ts';

/**
 * "Sair" beside the profile link on a wide desktop; narrower screens have it in the preferences sheet (hidden
 * by CSS at once when the window narrows, before the media query's listener runs).
 */
export function WideSignOut() {
  return <LogoutButton className="max-xl:hidden" />;
}

/** Language and colour mode inline on a wide desktop; narrower screens have them in the preferences sheet. */
export function WidePreferences() {
  return (
    <div className="flex shrink-0 items-center gap-2 max-xl:hidden">
      <LocaleSwitcher />
      <ColorModeToggle />
    </div>
  );
}
