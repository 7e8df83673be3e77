import * as DialogPrimitive from '@radix-ui/react-dialog';
import { History, MessageSquarePlus, MessagesSquare, Sparkles, X } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';

export interface PanelHeaderProps {
  name: string;
  image: string | null;
  view: 'chat' | 'history';
  onNew(): void;
  onToggleHistory(): void;
  /** "X de Y perguntas hoje", once the allowance is known. */
  usage: string | null;
}

const iconButton =
  'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:focus-visible:outline-white';

/** The panel's title (the assistant's name and image), today's count, and its actions: new, conversations, close. */
export function PanelHeader({ name, image, view, onNew, onToggleHistory, usage }: PanelHeaderProps) {
  const { t } = useTranslation();
  const historyLabel = view === 'history' ? t('assistant.panel.backToChat') : t('assistant.panel.history.open');
  return (
    <div className="flex items-center gap-2 border-b border-gray-200 py-2 pr-2 pl-4 dark:border-gray-800">
      {image ? (
        // Decorative: the title beside it is the assistant's name.
        <img src={image} alt="" className="size-9 shrink-0 rounded-full object-cover" />
      ) : (
        <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand/15">
          <Sparkles className="size-5" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <DialogPrimitive.Title className="truncate text-base leading-tight font-semibold">{name}</DialogPrimitive.Title>
        {usage ? (
          <p className="text-xs text-gray-700 dark:text-gray-300" data-testid="assistant-usage">
            {usage}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={onNew}
        aria-label={t('assistant.panel.newConversation')}
        title={t('assistant.panel.newConversation')}
        className={iconButton}
      >
        <MessageSquarePlus aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        onClick={onToggleHistory}
        aria-label={historyLabel}
        title={historyLabel}
        aria-pressed={view === 'history'}
        className={iconButton}
      >
        {view === 'history' ? (
          <MessagesSquare aria-hidden="true" className="size-5" />
        ) : (
          <History aria-hidden="true" className="size-5" />
        )}
      </button>
      <DialogPrimitive.Close aria-label={t('ui.close')} title={t('ui.close')} className={iconButton}>
        <X aria-hidden="true" className="size-5" />
      </DialogPrimitive.Close>
    </div>
  );
}
