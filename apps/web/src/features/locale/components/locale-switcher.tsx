import { Languages } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import {
  currentLocale,
  i18n,
  isLocale,
  localeNames,
  setLocale,
  supportedLocales,
  useTranslation,
} from '../../../lib/i18n/index.ts';
import { showToast } from '../../../lib/toast/show-toast.tsx';

export interface LocaleSwitcherProps {
  className?: string;
  /** Shows the label ("Idioma") above the select (a menu); screen readers only by default. */
  withLabel?: boolean;
}

/** Language select ("Português (Brasil)" / "English"); confirms the switch with a toast in the new language. */
export function LocaleSwitcher({ className, withLabel = false }: LocaleSwitcherProps) {
  const { t, i18n: instance } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const selected = isLocale(instance.resolvedLanguage) ? instance.resolvedLanguage : currentLocale();

  const change = async (value: string) => {
    if (!isLocale(value) || value === selected) return;
    // A failure is said in the language the learner is reading; a success in the one they chose
    // ("Language changed to English"), whose messages are loaded by then.
    const previousT = i18n.getFixedT(selected);
    setBusy(true);
    try {
      await setLocale(value);
      showToast({
        message: i18n.getFixedT(value)('locale.changed', { language: localeNames[value] }),
        type: 'success',
      });
    } catch (error) {
      console.error('[locale] switch failed', error);
      showToast({ message: previousT('locale.failed'), type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      className={cn(
        withLabel ? 'grid grid-cols-[auto_1fr] items-center gap-x-2 gap-y-2' : 'inline-flex items-center gap-2',
        className,
      )}
    >
      <label
        htmlFor={id}
        className={withLabel ? 'col-span-2 text-sm font-medium text-gray-700 dark:text-gray-200' : 'sr-only'}
      >
        {t('locale.label')}
      </label>
      <Languages aria-hidden="true" className="size-5 text-gray-600 dark:text-gray-300" />
      <select
        id={id}
        value={selected}
        disabled={busy}
        onChange={(event) => void change(event.target.value)}
        className="min-h-11 rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gray-900 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-50 dark:focus-visible:outline-white"
      >
        {supportedLocales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeNames[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
