import type { UserVertical } from '@members/contract';
import { LoaderCircle, LogIn } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';

export interface VerticalRowProps {
  vertical: UserVertical;
  pending: boolean;
  disabled: boolean;
  onEnter: () => void;
}

/** One account: its specialty, its producer, and "Entrar". */
export function VerticalRow({ vertical, pending, disabled, onEnter }: VerticalRowProps) {
  const { t, i18n } = useTranslation();
  const name = i18n.resolvedLanguage === 'en' ? vertical.nome.en : vertical.nome['pt-BR'];
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 flex-col">
        <span className="font-semibold text-gray-900 dark:text-gray-50">{name}</span>
        <span className="text-sm text-gray-600 dark:text-gray-300">{vertical.produtor}</span>
      </div>
      <Button
        variant="secondary"
        onClick={onEnter}
        disabled={disabled}
        aria-busy={pending || undefined}
        aria-label={t('verticals.enterIn', { name, producer: vertical.produtor })}
      >
        {pending ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
        ) : (
          <LogIn aria-hidden="true" className="size-5" />
        )}
        {pending ? t('verticals.entering') : t('verticals.enter')}
      </Button>
    </li>
  );
}
