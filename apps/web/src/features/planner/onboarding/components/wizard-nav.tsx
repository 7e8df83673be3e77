import { ArrowLeft, ArrowRight, Check, LoaderCircle } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';

export interface WizardNavProps {
  canGoBack: boolean;
  onBack: () => void;
  last: boolean;
  busy: boolean;
}

/** "Voltar" and the form's submit: "Continuar", or "Criar plano" on the summary. */
export function WizardNav({ canGoBack, onBack, last, busy }: WizardNavProps) {
  const { t } = useTranslation();
  const NextIcon = busy ? LoaderCircle : last ? Check : ArrowRight;
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-gray-200 pt-4 sm:flex-row sm:justify-between dark:border-gray-800">
      {canGoBack ? (
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t('planner.onboarding.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" className="text-base" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('planner.onboarding.creating') : t(last ? 'planner.onboarding.create' : 'planner.onboarding.next')}
        <NextIcon aria-hidden="true" className={busy ? 'size-5 animate-spin motion-reduce:animate-none' : 'size-5'} />
      </Button>
    </div>
  );
}
