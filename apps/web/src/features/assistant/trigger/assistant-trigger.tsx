import { useAssistantPanel } from '../../../lib/assistant/assistant-store.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { AssistantIcon } from './assistant-icon.tsx';
import { prefetchAssistantPanel } from './load-panel.ts';

export interface AssistantTriggerProps {
  /** The producer's assistant (branding `app_ianame`, `app_iaimage`); either may be missing. */
  name: string | null | undefined;
  image: string | null | undefined;
}

/**
 * The header's button to the producer's assistant (issue 18), "Pergunte à {nome}". Part of every signed-in first
 * paint, so it is only this: the panel loads on the first open (warmed when the pointer rests here or it takes focus).
 */
export function AssistantTrigger({ name, image }: AssistantTriggerProps) {
  const { t } = useTranslation();
  const openPanel = useAssistantPanel((state) => state.openPanel);
  const trimmedName = name?.trim();
  const label = trimmedName ? t('layouts.assistant.open', { name: trimmedName }) : t('layouts.assistant.fallback');
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-haspopup="dialog"
      data-testid="assistant-trigger"
      onPointerEnter={prefetchAssistantPanel}
      onFocus={prefetchAssistantPanel}
      onClick={(event) => openPanel(event.currentTarget)}
      className="inline-flex size-11 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:focus-visible:outline-white"
    >
      {image?.trim() ? (
        // Decorative: the button's label names the assistant.
        <img src={image} alt="" className="size-7 rounded-full object-cover" />
      ) : (
        <AssistantIcon className="size-5" />
      )}
    </button>
  );
}
