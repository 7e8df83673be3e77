import { AskAssistantButton } from '../../../../lib/assistant/ask-assistant-button.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { plainText } from '../../logic/plain-text.ts';

/** On a card's back: "Pergunte à {nome}" to explain this card (the note `flashcardId`, named by its front). */
export function AskAboutCard({ flashcardId, front }: { flashcardId: number; front: string }) {
  const { t } = useTranslation();
  return (
    <AskAssistantButton
      question={t('assistant.ask.explainCard')}
      context={{ kind: 'flashcard', id: flashcardId }}
      contextLabel={t('assistant.ask.cardLabel', { front: plainText(front, 60) })}
      className="self-stretch sm:self-start"
    />
  );
}
