import { MessageSquare, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { translateError } from '../../../lib/api/translate-error.ts';
import { useDateFormat } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useAssistantConversations, useDeleteConversations } from '../api/conversations.ts';

export interface ConversationListProps {
  /** The conversation on screen: deleting it starts a new one. */
  currentId: string | null;
  onOpen(id: string): void;
  onDeleted(id: string | null): void;
}

const rowButton =
  'inline-flex min-h-11 cursor-pointer items-center rounded-lg focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gray-900 dark:focus-visible:outline-white';

/** The learner's kept conversations: open one, delete one, delete all (after a confirmation). */
export function ConversationList({ currentId, onOpen, onDeleted }: ConversationListProps) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const list = useAssistantConversations();
  const remove = useDeleteConversations();
  const [confirmingAll, setConfirmingAll] = useState(false);
  const deleteOne = (id: string) => remove.mutate(id, { onSuccess: () => onDeleted(id) });
  const deleteAll = () =>
    remove.mutate(null, {
      onSuccess: () => {
        setConfirmingAll(false);
        onDeleted(null);
      },
    });
  if (list.isPending) return <Spinner className="m-6" />;
  if (list.isError) {
    return (
      <div className="m-4 flex flex-col items-start gap-2 text-sm" role="alert">
        <p>{translateError(t, list.error)}</p>
        <Button variant="ghost" onClick={() => void list.refetch()}>
          {t('assistant.panel.history.retry')}
        </Button>
      </div>
    );
  }
  const { conversations } = list.data;
  return (
    <div className="flex min-h-0 flex-1 flex-col overflow-y-auto px-4 py-3" data-testid="assistant-history">
      <h3 className="mb-2 text-sm font-semibold">{t('assistant.panel.history.title')}</h3>
      {remove.isError ? (
        <p role="alert" className="mb-2 text-sm text-red-700 dark:text-red-300">
          {translateError(t, remove.error)}
        </p>
      ) : null}
      {conversations.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('assistant.panel.history.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-200 dark:divide-gray-800">
          {conversations.map((conversation) => (
            <li key={conversation.id} className="flex items-center gap-1 py-1">
              <button
                type="button"
                onClick={() => onOpen(conversation.id)}
                aria-current={conversation.id === currentId ? 'true' : undefined}
                className={`${rowButton} min-w-0 flex-1 gap-2 px-2 text-left hover:bg-gray-100 dark:hover:bg-gray-800`}
              >
                <MessageSquare aria-hidden="true" className="size-4 shrink-0" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{conversation.title}</span>
                  <span className="block text-xs text-gray-700 dark:text-gray-300">
                    {formatDate(conversation.updated_at)} ·{' '}
                    {t('assistant.panel.history.messages', { count: conversation.message_count })}
                  </span>
                </span>
              </button>
              <button
                type="button"
                onClick={() => deleteOne(conversation.id)}
                disabled={remove.isPending}
                aria-label={t('assistant.panel.history.delete', { title: conversation.title })}
                title={t('assistant.panel.history.delete', { title: conversation.title })}
                className={`${rowButton} size-11 justify-center text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {conversations.length > 0 && !confirmingAll ? (
        <Button variant="ghost" className="mt-3 self-start" onClick={() => setConfirmingAll(true)}>
          {t('assistant.panel.history.deleteAll')}
        </Button>
      ) : null}
      {confirmingAll ? (
        <div
          role="group"
          aria-labelledby="assistant-delete-all"
          className="mt-3 rounded-lg border border-red-300 p-3 dark:border-red-800"
        >
          <p id="assistant-delete-all" className="text-sm">
            {t('assistant.panel.history.confirmAll')}
          </p>
          <div className="mt-2 flex gap-2">
            <Button variant="danger" onClick={deleteAll} disabled={remove.isPending} autoFocus>
              {t('assistant.panel.history.confirmAllYes')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirmingAll(false)}>
              {t('assistant.panel.history.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
