import { Keyboard } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n/index.ts';

/** The desktop shortcuts in one small line (hidden on phones). */
export function KeyboardHelp() {
  const { t } = useTranslation();
  return (
    <p className="hidden items-center gap-2 text-sm text-gray-600 md:flex dark:text-gray-400">
      <Keyboard aria-hidden="true" className="size-4 shrink-0" />
      {t('questions.player.shortcuts')}
    </p>
  );
}
