import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { useEffect, useId } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { initColorMode, useColorModeStore, type ColorMode } from '../../../lib/color-mode/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

const options: { mode: ColorMode; icon: LucideIcon }[] = [
  { mode: 'light', icon: Sun },
  { mode: 'dark', icon: Moon },
  { mode: 'system', icon: Monitor },
];

export interface ColorModeToggleProps {
  className?: string;
  /** Shows the group's name ("Tema") above the options (a menu); screen readers only by default. */
  withLegend?: boolean;
}

/**
 * Light / dark / system choice as a radio group (arrow keys move between the three options). Not shown
 * while the page forces a mode (/terms is always dark): a switch that changes nothing would only confuse.
 */
export function ColorModeToggle({ className, withLegend = false }: ColorModeToggleProps) {
  const { t } = useTranslation();
  const name = useId();
  const preference = useColorModeStore((state) => state.preference);
  const forced = useColorModeStore((state) => state.forced);
  const setPreference = useColorModeStore((state) => state.setPreference);
  useEffect(() => {
    initColorMode();
  }, []);

  if (forced) return null;
  return (
    <fieldset className={cn('flex flex-col gap-2', className)}>
      <legend className={withLegend ? 'mb-2 text-sm font-medium text-gray-700 dark:text-gray-200' : 'sr-only'}>
        {t('colorMode.label')}
      </legend>
      <div className="inline-flex w-fit rounded-lg border border-gray-300 p-0.5 dark:border-gray-700">
        {options.map(({ mode, icon: Icon }) => (
          <label
            key={mode}
            title={t(`colorMode.${mode}`)}
            className={cn(
              'relative inline-flex size-11 cursor-pointer items-center justify-center rounded-md text-gray-700 dark:text-gray-300',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-(--brand-primary)',
              preference === mode && 'bg-gray-200 text-gray-900 dark:bg-gray-700 dark:text-gray-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={mode}
              checked={preference === mode}
              onChange={() => setPreference(mode)}
              className="sr-only"
            />
            <Icon aria-hidden="true" className="size-5" />
            <span className="sr-only">{t(`colorMode.${mode}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
