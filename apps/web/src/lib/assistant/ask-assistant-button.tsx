import type { AssistantContext } from '@members/contract';
import { Sparkles } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { useTranslation } from '../i18n/index.ts';
import { useSessionStore } from '../session/session-store.ts';
import { useAssistantPanel } from './assistant-store.ts';

export interface AskAssistantButtonProps {
  /** The question to ask (sent at once), or the draft put in the box when `send` is false. */
  question: string;
  context: AssistantContext;
  /** What the context is, for the panel's chip ("Questão 12 · alternativa B", the lesson's title). */
  contextLabel: string;
  /** False: the panel only fills its box, so the learner finishes the question. */
  send?: boolean;
  className?: string;
}

/**
 * "Pergunte à {nome}" where the learner studies (a question's reveal, a lesson, a case's debrief, a card's back):
 * opens the assistant's panel with a question about what is on the screen. The name and image are the
 * producer's branding from the session (the signed-in learner's producer). Kept cheap: the panel itself loads
 * on its first open; this only writes the request into the store.
 */
export function AskAssistantButton({
  question,
  context,
  contextLabel,
  send = true,
  className,
}: AskAssistantButtonProps) {
  const { t } = useTranslation();
  const name = useSessionStore((state) => state.produtor?.app_ianame?.trim() || null);
  const image = useSessionStore((state) => state.produtor?.app_iaimage?.trim() || null);
  const openPanel = useAssistantPanel((state) => state.openPanel);
  return (
    <Button
      variant="ghost"
      className={cn('border border-gray-300 dark:border-gray-700', className)}
      data-testid="ask-assistant"
      onClick={(event) => openPanel(event.currentTarget, { question, context, contextLabel, send })}
    >
      {image ? (
        // Decorative: the button's words already name the assistant.
        <img src={image} alt="" className="size-6 shrink-0 rounded-full object-cover" />
      ) : (
        <Sparkles aria-hidden="true" className="size-5 shrink-0" />
      )}
      {name ? t('assistant.ask.button', { name }) : t('assistant.ask.buttonFallback')}
    </Button>
  );
}
